import TransDiagnostics
import TransSyntax
import XCTest

final class ParserTests: XCTestCase {
    func parse(_ text: String) -> (FileSyntax, DiagnosticList, SourceFile) {
        let file = SourceFile(path: "t", text: text)
        var diagnostics = DiagnosticList()
        return (Parser.parse(file, diagnostics: &diagnostics), diagnostics, file)
    }

    func testATransitionParsesIntoItsParts() throws {
        let (syntax, diagnostics, file) = parse("""
            input cell: view "the tapped cell"
            transition Flip for push, present {
                duration 0.6s; curve cubic-bezier(0, 0, 0.58, 1)
                to below from
                animate snapshot(cell) {
                    rotate 0deg -> 45deg -> 90deg about (0, 1, 0) { delay 0.1s }
                    opacity keyframes { 0%: 0, 40%: 1
                                        100%: 0.5 }
                    shade linear(black(50%), clear) from (0, 0.5) to (0.8, 0.5) opacity 0 -> 1
                }
                reverse auto { duration 0.25s }
                interactive pop, dismiss { gesture edge-pan(left) complete-at 50% flick 300pt/s }
            }
            """)
        XCTAssertEqual(diagnostics.all.map(\.message), [])
        guard case .input(let input) = syntax.declarations[0], case .transition(let flip) = syntax.declarations[1] else {
            return XCTFail("expected an input and a transition")
        }
        XCTAssertEqual(input.summary, "the tapped cell")
        XCTAssertEqual(input.type, .view)
        XCTAssertEqual(syntax.names[flip.name.name], "Flip")
        XCTAssertEqual(syntax.operations[flip.operations].map(\.operation), [.push, .present])
        let body = syntax.statements[flip.body]
        XCTAssertEqual(body.count, 6)
        XCTAssertEqual(file.text(body[0].range), "duration 0.6s")
        guard case .animate(let blockID) = body[3].kind, case .snapshot(let inner) = syntax.animateBlocks[blockID].actor.kind,
              case .input(let name) = syntax.actors[inner].kind else { return XCTFail("expected animate snapshot(cell)") }
        XCTAssertEqual(syntax.names[name.name], "cell")
        let items = syntax.animateItems[syntax.animateBlocks[blockID].items]
        guard case .track(let rotateID) = items[0], case .ramp(let values) = syntax.tracks[rotateID].value else {
            return XCTFail("expected a ramp")
        }
        XCTAssertEqual(values.count, 3)
        XCTAssertNotNil(syntax.tracks[rotateID].axis)
        XCTAssertEqual(syntax.tracks[rotateID].timing.count, 1)
        guard case .track(let opacity) = items[1], case .keyframes(let frames) = syntax.tracks[opacity].value else {
            return XCTFail("expected keyframes")
        }
        XCTAssertEqual(syntax.keyframes[frames].map { file.text($0.offset.range) }, ["0%", "40%", "100%"])
        guard case .shade(let shade) = items[2] else { return XCTFail("expected a shade") }
        XCTAssertNotNil(syntax.shades[shade].start)
        XCTAssertNotNil(syntax.shades[shade].end)
        guard case .interactive(let interactive) = body[5].kind else { return XCTFail("expected interactive") }
        XCTAssertEqual(interactive.items.count, 3)
    }

    func testAnInputsSampleIsAnExpressionBetweenTheTypeAndTheSummary() throws {
        let (syntax, diagnostics, file) = parse("input cell: view = (40, 200, 120, 90) \"the cell\"\ninput gap: time = -(1s + 2s)\ninput bare: point\n")
        XCTAssertEqual(diagnostics.all.map(\.message), [])
        let inputs = syntax.declarations.compactMap { if case .input(let input) = $0 { input } else { nil } }
        XCTAssertEqual(inputs.map { $0.sample.map { file.text($0.range) } }, ["(40, 200, 120, 90)", "-(1s + 2s)", nil])
        XCTAssertEqual(inputs.map(\.summary), ["the cell", nil, nil])
        XCTAssertEqual(file.text(inputs[0].range), "input cell: view = (40, 200, 120, 90) \"the cell\"")
    }

    /// A summary without an escape is its bytes; one with escapes has them decoded.
    func testASummarysEscapesAreDecoded() {
        let (syntax, diagnostics, _) = parse("input a: point \"plain é\"\ninput b: point \"tab\\there, \\\"q\\\" \\u{41}\\\\\"\n")
        XCTAssertEqual(diagnostics.all.map(\.message), [])
        let inputs = syntax.declarations.compactMap { if case .input(let input) = $0 { input } else { nil } }
        XCTAssertEqual(inputs.map(\.summary), ["plain é", "tab\there, \"q\" A\\"])
    }

    func testASampleMustStartOnTheDeclarationsLine() {
        let (_, diagnostics, _) = parse("input cell: view =\n(40, 200, 120, 90)\ntransition T for push { duration 1s }\n")
        XCTAssertEqual(diagnostics.all.first?.range.start, 18, "reported at the end of the line, not after the next one")
        XCTAssertTrue(diagnostics.hasErrors)
    }

    func testPrecedenceAndAssociativity() throws {
        let (syntax, diagnostics, file) = parse("transition T for push { duration 1s - 2s * 3 / 4 - -5s }")
        XCTAssertFalse(diagnostics.hasErrors)
        guard case .transition(let t) = syntax.declarations[0], case .timing(let timing) = syntax.statements[t.body][0].kind,
              case .duration(let expr) = syntax.timingStatements[timing].kind, case .binary(.subtract, let lhs, let rhs) = expr.kind,
              case .binary(.subtract, _, let product) = syntax.expressions[lhs].kind,
              case .binary(.divide, _, _) = syntax.expressions[product].kind,
              case .negate = syntax.expressions[rhs].kind else { return XCTFail("wrong tree") }
        XCTAssertEqual(file.text(syntax.expressions[product].range), "2s * 3 / 4")
    }

    func testAListKeepsItsMembersTogetherAroundTheListsInsideThem() throws {
        // Each argument may hold lists of its own, stored while the outer list is still being read.
        let (syntax, diagnostics, file) = parse("""
            transition T for push {
                animate to { shade linear(rgb(1, 0, 0), black(50%), (1, 2).x + max(3, 4)) opacity 0 -> 0.5 -> (1) }
            }
            """)
        XCTAssertEqual(diagnostics.all.map(\.message), [])
        guard case .transition(let t) = syntax.declarations[0], case .animate(let block) = syntax.statements[t.body][0].kind,
              case .shade(let shadeID) = syntax.animateItems[syntax.animateBlocks[block].items][0],
              case .call(let callee, let arguments) = syntax.shades[shadeID].gradient.kind,
              case .ramp(let opacities)? = syntax.shades[shadeID].opacity else { return XCTFail("wrong tree") }
        let table = syntax.expressions
        XCTAssertEqual(syntax.names[callee], "linear")
        // A call's and a member's names keep no place of their own: it is the expression's first or last bytes.
        XCTAssertEqual(file.text(syntax.shades[shadeID].gradient.callee(callee, in: syntax.names).range), "linear")
        XCTAssertEqual(table[arguments].map { file.text($0.range) }, ["rgb(1, 0, 0)", "black(50%)", "(1, 2).x + max(3, 4)"])
        guard case .call(_, let rgb) = table[arguments][0].kind, case .binary(.add, let member, let call) = table[arguments][2].kind,
              case .member(let point, let x) = table[member].kind, case .tuple(let coordinates) = table[point].kind,
              case .call(let max, let maxArguments) = table[call].kind else { return XCTFail("wrong arguments") }
        XCTAssertEqual(file.text(table[member].member(x, in: syntax.names).range), "x")
        XCTAssertEqual(file.text(table[call].callee(max, in: syntax.names).range), "max")
        XCTAssertEqual(table[rgb].map { file.text($0.range) }, ["1", "0", "0"])
        XCTAssertEqual(table[coordinates].map { file.text($0.range) }, ["1", "2"])
        XCTAssertEqual(table[maxArguments].map { file.text($0.range) }, ["3", "4"])
        XCTAssertEqual(table[opacities].map { file.text($0.range) }, ["0", "0.5", "(1)"])
        // 3 + 1 + 2 + 2 arguments and elements, the tuple under `.x`, the two operands of `+`, the 3
        // arguments of `linear` and the 3 values of the ramp: `(1)` is stored once, as the ramp's
        // value, not also as a list of one.
        XCTAssertEqual(table.count, 17)
    }

    func testABodyInsideABodyLeavesBothARunOfTheStatementTable() throws {
        // The `reverse { … }` body is stored while the transition's body is still being read.
        let (syntax, diagnostics, file) = parse("""
            transition T for push {
                duration 1s
                reverse {
                    duration 2s
                    animate from { opacity 1 -> 0 }
                }
                animate to { opacity 0 -> 1  scale 0.9 -> 1 }
            }
            """)
        XCTAssertEqual(diagnostics.all.map(\.message), [])
        guard case .transition(let t) = syntax.declarations[0] else { return XCTFail("expected a transition") }
        let body = syntax.statements[t.body]
        XCTAssertEqual(body.map { file.text($0.range).prefix(8) }, ["duration", "reverse ", "animate "])
        guard case .reverse(let clause) = body[1].kind, let inner = clause.body,
              case .animate(let last) = body[2].kind else { return XCTFail("expected reverse { … } and animate") }
        XCTAssertEqual(syntax.statements[inner].map { file.text($0.range).prefix(8) }, ["duration", "animate "])
        XCTAssertEqual(syntax.statements.count, 5, "each statement stored once")
        let items = syntax.animateItems[syntax.animateBlocks[last].items]
        XCTAssertEqual(items.count, 2)
        guard case .track(let scale) = items[1] else { return XCTFail("expected a track") }
        XCTAssertEqual(syntax.names[syntax.tracks[scale].property.name], "scale")
        XCTAssertEqual(syntax.tracks.count, 3)
    }

    func testRecoveryReportsEachMistakeOnceAndKeepsGoing() {
        let (syntax, diagnostics, _) = parse("""
            transition A for push {
                duration )
                curve ((
                animate to { opacity 0 -> }
            }
            junk junk junk
            transition B for pop { duration 1s }
            """)
        XCTAssertEqual(diagnostics.all.map(\.code), [.expectedExpression, .expectedToken, .expectedExpression, .expectedDeclaration])
        XCTAssertEqual(syntax.declarations.count, 2)
    }

    func testDeepNestingIsOneDiagnosticAndNoCrash() {
        for text in [String(repeating: "(", count: 100_000), String(repeating: "{", count: 100_000),
                     "transition T for push { duration " + String(repeating: "-", count: 100_000) + "1s }",
                     "transition T for push { duration " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + " }"] {
            let (_, diagnostics, _) = parse(text)
            XCTAssert(diagnostics.hasErrors)
            XCTAssertLessThanOrEqual(diagnostics.all.count, 3)
        }
        let (_, nested, _) = parse("transition T for push { duration " + String(repeating: "(", count: 500) + "1s" + String(repeating: ")", count: 500) + " }")
        XCTAssertEqual(nested.all.map(\.code), [.nestingTooDeep])
    }

    func testAMissingCloseBraceStopsAtTheNextDeclaration() {
        let (syntax, diagnostics, _) = parse("transition A for push {\n duration 1s\ntransition B for pop { duration 1s }\n")
        XCTAssertEqual(diagnostics.all.map(\.code), [.unclosedDelimiter])
        XCTAssertEqual(diagnostics.all.first?.notes.first?.text, "to match this '{'")
        XCTAssertEqual(syntax.declarations.count, 2)
    }
}
