import TransDiagnostics
import TransFormat
import XCTest

/// The rules of the canonical layout, one at a time, on inputs written out of it.
final class LayoutRuleTests: XCTestCase {
    func format(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        switch SourceFormatter.format(SourceFile(path: "t.trans", text: text)) {
        case .formatted(let formatted):
            return formatted
        case .syntaxErrors(let diagnostics):
            XCTFail("syntax errors: \(diagnostics.all.map(\.message))", file: file, line: line)
        case .unsafeLayout(let problem):
            XCTFail("unsafe layout: \(problem)", file: file, line: line)
        }
        return ""
    }

    func testSpacingAroundOperatorsArrowsColonsCommasAndParentheses() {
        XCTAssertEqual(format("""
            input   cell :view "the cell"
            transition   T for push,pop {
            spring damping 0.55 velocity 1/0.55
            animate snapshot (cell) {frame cell.frame->( 0,0 , container.width*2,-cell.height )}
            animate to { translate-x -container.width/3 -> - 5 +3  opacity keyframes { 0%:0,50% : 1 } }
            animate from { mask circle (cell.center, 20)->circle(cell.center,max( 1 ,2)) about (1,1,0) }
            interactive pop { gesture pan (right) }
            }
            """), """
            input cell: view "the cell"
            transition T for push, pop {
                spring damping 0.55 velocity 1 / 0.55
                animate snapshot(cell) { frame cell.frame -> (0, 0, container.width * 2, -cell.height) }
                animate to { translate-x -container.width / 3 -> -5 + 3  opacity keyframes { 0%: 0, 50%: 1 } }
                animate from { mask circle(cell.center, 20) -> circle(cell.center, max(1, 2)) about (1, 1, 0) }
                interactive pop { gesture pan(right) }
            }

            """)
    }

    func testAnInputsSampleIsSpacedAsAnyValue() {
        XCTAssertEqual(format("input cell:view=(40,200 , 120,90)\"the cell\"\ninput tint : color =orange (80%)\ninput gap:length= -2*3 - -1\n"), """
            input cell: view = (40, 200, 120, 90) "the cell"
            input tint: color = orange(80%)
            input gap: length = -2 * 3 - -1

            """)
    }

    func testANamedValueIsSpacedAsAnyValueAndStaysOnItsLine() {
        let once = format("let lift=12pt*2\nlet tint =black( 40%)\ntransition T for push {\n  let tilt= -4deg ;duration 0.4s\n  animate to { rotate tilt->0 translate-y lift }\n}\n")
        XCTAssertEqual(once, """
            let lift = 12pt * 2
            let tint = black(40%)
            transition T for push {
                let tilt = -4deg
                duration 0.4s
                animate to { rotate tilt -> 0  translate-y lift }
            }

            """)
        XCTAssertEqual(format(once), once, "the layout is a fixed point")
    }

    func testAKeyframesSegmentCurveFollowsItsValueAsAnyCurveDoes() {
        let once = format("transition T for push { duration 1s\n animate to { opacity keyframes {0%:0 ease-out,50% : 1 cubic-bezier (0.2,0.8 ,0.4,1),100%:0 } } }\n")
        XCTAssertEqual(once, """
            transition T for push {
                duration 1s
                animate to { opacity keyframes { 0%: 0 ease-out, 50%: 1 cubic-bezier(0.2, 0.8, 0.4, 1), 100%: 0 } }
            }

            """)
        XCTAssertEqual(format(once), once, "the layout is a fixed point")
    }

    func testAPropertyOrKeywordKeepsASpaceBeforeItsTupleWhereACallHasNone() {
        XCTAssertEqual(format("transition T for push { curve cubic-bezier (0.2,0,0,1)\n animate to { anchor(0, 0.5)  frame(0, 0, 1, 1) } }\n"), """
            transition T for push {
                curve cubic-bezier(0.2, 0, 0, 1)
                animate to { anchor (0, 0.5)  frame (0, 0, 1, 1) }
            }

            """)
    }

    func testCurvesWithArgumentsAndShadesFollowTheSameRule() {
        XCTAssertEqual(format("""
            transition T for push {
             curve steps (4,jump-end)
             animate to { opacity 0 -> 1 { curve linear (0, 0.25 75%, 1) } }
             animate from { shade linear (black (50%), clear) from (0,0.5) to (0.8,0.5) opacity 0->1 }
            }
            """), """
            transition T for push {
                curve steps(4, jump-end)
                animate to { opacity 0 -> 1 { curve linear(0, 0.25 75%, 1) } }
                animate from { shade linear(black(50%), clear) from (0, 0.5) to (0.8, 0.5) opacity 0 -> 1 }
            }

            """)
    }

    func testABlockOverSeveralLinesHoldsOneStatementPerLineAndLosesItsSemicolons() {
        XCTAssertEqual(format("""
            transition T for push { duration 1s; delay 0.1s
              animate to { opacity 0 -> 1 ; scale 1 -> 2
                translate-y 10 -> 0 }; reverse auto;
            interactive pop { gesture pan(right)
            complete-at 50%; }}
            """), """
            transition T for push {
                duration 1s
                delay 0.1s
                animate to {
                    opacity 0 -> 1
                    scale 1 -> 2
                    translate-y 10 -> 0
                }
                reverse auto
                interactive pop {
                    gesture pan(right)
                    complete-at 50%
                }
            }

            """)
    }

    func testABlockOnOneLineStaysOnOneLineWithItsSeparators() {
        let compact = "transition Compact for push { duration 0.3s; curve ease-out; animate to { opacity 0 -> 1 } }\n"
        XCTAssertEqual(format(compact), compact)
        XCTAssertEqual(format("transition T for push {duration 0.3s   curve ease-out animate to {scale 1->2 opacity 0->1{delay 0.1s   duration 0.2s}}}"),
                       "transition T for push { duration 0.3s curve ease-out animate to { scale 1 -> 2  opacity 0 -> 1 { delay 0.1s duration 0.2s } } }\n")
    }

    func testBlankLinesFoldToOneAndNeverOpenOrCloseABlockOrTheFile() {
        XCTAssertEqual(format("\n\n\ninput a: point\n\n\n\ninput b: point\ntransition T for push {\n\n    duration 1s\n\n\n    delay 0s\n\n}\n\n\n"), """
            input a: point

            input b: point
            transition T for push {
                duration 1s

                delay 0s
            }

            """)
    }

    func testABlankLineAfterACommentThatOpensABlockIsKept() {
        XCTAssertEqual(format("transition T for push {\n\n    // Timing.\n\n    duration 1s\n}\n"),
                       "transition T for push {\n    // Timing.\n\n    duration 1s\n}\n")
    }

    func testATrailingCommentAfterAMultiLineBlockCommentCountsColumnsFromItsLastLine() {
        let text = "transition T for push {\n    /* one\n    two */ duration 1s  // after\n}\n"
        XCTAssertEqual(format(text), text)
    }

    func testCommentsStayWhereTheyWere() {
        XCTAssertEqual(format("""
            // Heading.
               // Indented too far.
            transition T for push {   // after the brace
                    duration 1s            // aligned
              hide from // close
                /* lead */ delay 0s
              animate to {
              opacity 0 -> 1
                      // last in the block\t\r
              }
            /* between
               lines */
            }
            """), """
            // Heading.
            // Indented too far.
            transition T for push {   // after the brace
                duration 1s                // aligned
                hide from // close
                /* lead */ delay 0s
                animate to {
                    opacity 0 -> 1
                    // last in the block
                }
                /* between
               lines */
            }

            """)
    }

    func testATrailingCommentPushedByItsCodeMovesOneSpaceAfterIt() {
        XCTAssertEqual(format("transition T for push {\nduration 1s+2s// sum\n}\n"),
                       "transition T for push {\n    duration 1s + 2s // sum\n}\n")
    }

    func testLinesInsideParenthesesAreIndentedOnceMore() {
        XCTAssertEqual(format("""
            input button: rect
            transition T for present {
            animate to {
            mask oval(button) -> circle(container.center, hypot(
            max(button.x, container.width - button.x),
                    max(button.y, container.height - button.y)
            ))
            }
            }
            """), """
            input button: rect
            transition T for present {
                animate to {
                    mask oval(button) -> circle(container.center, hypot(
                        max(button.x, container.width - button.x),
                        max(button.y, container.height - button.y)
                    ))
                }
            }

            """)
    }

    func testALoneBraceJoinsItsLine() {
        XCTAssertEqual(format("transition T for push\n{\n    duration 1s\n}\n"), "transition T for push {\n    duration 1s\n}\n")
    }

    func testSignsAreGluedAndBinaryOperatorsSpaced() {
        // `- container` must not become `-container` after a name, where it would join the name.
        XCTAssertEqual(format("transition T for push { animate to { translate-x 0-container.width -> -(1 - -2) -> +3 } }"),
                       "transition T for push { animate to { translate-x 0 - container.width -> -(1 - -2) -> +3 } }\n")
    }

    func testANumberBeforeADotKeepsItsSpace() {
        // `1.x` would lex as a malformed number; the checker reports `1 .x`, the formatter keeps it apart.
        XCTAssertEqual(format("transition T for push { animate to { opacity 1 .x -> 0 } }"),
                       "transition T for push { animate to { opacity 1 .x -> 0 } }\n")
    }

    func testAnEmptyFileStaysEmptyAndAFileOfCommentsKeepsThem() {
        XCTAssertEqual(format(""), "")
        XCTAssertEqual(format("\n  \n"), "")
        XCTAssertEqual(format("  // only a comment\n\n\n/* and another */"), "// only a comment\n\n/* and another */\n")
    }

    func testFormattingTwiceChangesNothing() {
        let messy = """
            input   cell :view "the cell"   // trailing
            transition   M for push,pop
            {
              duration 0.75s;delay 0.1s
                  spring damping 0.55 velocity 1/0.55


                hide cell
                animate snapshot (cell) {frame cell.frame->cell.frame}
                animate to { opacity 0->1 ; scale 1->2
                /* block */ rotate 0 -> 1turn about (1,1,0) {delay 0.2s duration 0.8s}
                     // before brace

                }
            }
            """
        let once = format(messy)
        XCTAssertNotEqual(once, messy)
        XCTAssertEqual(format(once), once)
    }

    func testAFileWithSyntaxErrorsIsNotFormatted() throws {
        let source = SourceFile(path: "bad.trans", text: "transition T for push {\n    duration 1s +\n}\n")
        guard case .syntaxErrors(let diagnostics) = SourceFormatter.format(source) else {
            return XCTFail("a file that does not parse must not be formatted")
        }
        let first = try XCTUnwrap(diagnostics.all.first)
        XCTAssertEqual(source.location(of: first.range.start).description, "bad.trans:2:18")
        XCTAssertEqual(first.severity, .error)
    }

    func testCheckerErrorsDoNotStopFormatting() {
        // Only the syntax matters to the layout: an unknown property is still laid out.
        XCTAssertEqual(format("transition T for push { animate to { opactiy 1->0 } }"),
                       "transition T for push { animate to { opactiy 1 -> 0 } }\n")
    }
}
