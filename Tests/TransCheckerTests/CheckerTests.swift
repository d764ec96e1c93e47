import TransChecker
import TransIR
import TransDiagnostics
import TransSyntax
import XCTest

final class CheckerTests: XCTestCase {
    func check(_ text: String) throws -> CheckedFile {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: text))
        let messages = result.diagnostics.all.map(\.message)
        XCTAssertEqual(messages, [], "unexpected diagnostics")
        return try XCTUnwrap(result.checked)
    }

    /// The syntax tree and the checked file keep no room they did not use for their declarations and
    /// transitions: 300 inputs are held in one chunk of declarations, and a file of them and 2
    /// transitions keeps room for 2 checked transitions (not one for each declaration).
    func testDeclarationsAndTransitionsKeepNoSpareRoom() throws {
        let inputs = (0..<300).map { "input i\($0): rect = (0, 0, 10, 10)" }.joined(separator: "\n")
        let uses = "max(" + (0..<300).map { "i\($0).x" }.joined(separator: ", ") + ")"
        let source = SourceFile(path: "t.trans", text: inputs + """

            transition A for push { duration 1s
                animate to { translate-x 0 -> \(uses) } }
            transition B for pop { duration 1s
                animate to { opacity 0 -> 1 } }
            """)
        var diagnostics = DiagnosticList()
        let syntax = Parser.parse(SourceFile(path: "i.trans", text: inputs), diagnostics: &diagnostics)
        XCTAssertEqual(syntax.declarations.count, 300)
        XCTAssertEqual(syntax.declarationTable.heldChunkCount, 1)
        let result = FrontEnd.check(source)
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let transitions = try XCTUnwrap(result.checked?.transitions)
        XCTAssertEqual(transitions.count, 2)
        XCTAssertLessThan(transitions.capacity, 16)
    }

    /// A checked expression names inputs, views and named values by the file's `Name`s: copying
    /// one retains nothing.
    func testCheckedExpressionsArePlainData() {
        XCTAssertTrue(_isPOD(TypedExpr.self))
        XCTAssertTrue(_isPOD(CheckedKeyframe.self))
    }

    /// A checked expression's one-byte words (a call's function, an operator) come after its places,
    /// where they need no padding: 24 bytes a checked expression, 40 a keyframe, where a word before the
    /// places made them 32 and 48 (a checked file holds hundreds of thousands of each).
    func testCheckedExpressionsTakeNoPadding() {
        XCTAssertEqual(MemoryLayout<TypedExpr>.stride, 24)
        XCTAssertEqual(MemoryLayout<CheckedKeyframe>.stride, 40)
    }

    /// `reverse auto`'s overrides and a `reverse { … }` body are held out of line: a checked transition
    /// that held them in place was 220 bytes, and a file holds one for every transition.
    func testACheckedTransitionHoldsItsBackwardMotionOutOfLine() throws {
        XCTAssertLessThanOrEqual(MemoryLayout<CheckedTransition>.stride, 136)
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            transition Plain for push { duration 0.3s  animate to { opacity 0 -> 1 } }
            transition Auto for push { duration 0.3s  reverse auto  animate to { opacity 0 -> 1 } }
            transition Timed for push { duration 0.3s  reverse auto { duration 0.2s curve linear }  animate to { opacity 0 -> 1 } }
            transition Body for present {
                duration 0.3s
                animate to { opacity 0 -> 1 }
                reverse { animate from { opacity 1 -> 0 } }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let transitions = try XCTUnwrap(result.checked?.transitions)
        XCTAssertEqual(transitions.map(\.runsBackward), [false, true, true, true])
        XCTAssertNil(transitions[0].reverse)
        let auto = try XCTUnwrap(transitions[1].reverse)
        XCTAssertTrue(auto.duration == nil && auto.delay == nil && auto.pacing == nil)
        let timed = try XCTUnwrap(transitions[2].reverse)
        XCTAssertEqual(timed.duration, 0.2)
        XCTAssertEqual(timed.pacing, .curve(.linear))
        XCTAssertNil(transitions[2].reverseBody)
        XCTAssertNil(transitions[3].reverse)
        XCTAssertEqual(transitions[3].reverseBody?.tracks.map(\.property), [.opacity])
        var changed = transitions[2]
        changed.reverse = nil
        XCTAssertFalse(changed.runsBackward)
        XCTAssertEqual(transitions[2].reverse?.duration, 0.2, "a copy changed leaves the original as it was")
    }

    func testTheFlipExampleCheckedInFull() throws {
        let source = try Repository.source(Repository.root.appendingPathComponent("examples/flip.trans"))
        let result = FrontEnd.check(source)
        XCTAssertEqual(result.diagnostics.all.count, 0)
        let flip = try XCTUnwrap(result.checked?.transitions.first)
        XCTAssertEqual(flip.name, "PageFlip")
        XCTAssertEqual(flip.operations, [.push])
        XCTAssertEqual(flip.allOperations, [.push, .pop])
        XCTAssertEqual(result.checked?.timings[flip.timing], TrackTiming(delay: 0, duration: 0.6, pacing: .curve(.cubicBezier(0, 0, 0.58, 1))))
        XCTAssertEqual(flip.perspective, 500)
        XCTAssertEqual(flip.ordering, [CheckedOrder(actor: .to, relation: .below, reference: .from)])
        XCTAssertEqual(flip.tracks.map(\.property), [.anchor, .rotateY])
        XCTAssertEqual(flip.tracks.map(\.actor), [.from, .from])
        let table = try XCTUnwrap(result.checked?.expressions)
        let keyframes = try XCTUnwrap(result.checked?.keyframes)
        let rotation = keyframes[flip.tracks[1].keyframes].map { ConstantValue.scalar($0.value, in: table) }
        XCTAssertEqual(rotation, [0, -Double.pi / 2])
        XCTAssertEqual(flip.shades.map(\.actor), [.from, .to])
        XCTAssertEqual(keyframes[flip.shades[0].opacity].map { ConstantValue.scalar($0.value, in: table) }, [0, 1])
        let interaction = try XCTUnwrap(flip.interactions.first)
        XCTAssertEqual(interaction.operations, [.pop])
        XCTAssertEqual(interaction.gesture, .edgePan)
        XCTAssertEqual(interaction.direction, .left)
        XCTAssertEqual(interaction.threshold, 0.5)
    }

    func testUnitsBecomeCanonical() throws {
        let file = try check("""
            transition T for push {
                duration 250ms
                animate to {
                    rotate 0.25turn
                    rotate-x 90deg
                    rotate-y 2rad
                    opacity 40%
                    translate-x 12
                }
            }
            """)
        let values = file.transitions[0].tracks.map { ConstantValue.scalar(file.keyframes[$0.keyframes][0].value, in: file.expressions) }
        XCTAssertEqual(file.timings[file.transitions[0].timing].duration, 0.25)
        XCTAssertEqual(values[0]!, Double.pi / 2, accuracy: 1e-15)
        XCTAssertEqual(values[1]!, Double.pi / 2, accuracy: 1e-15)
        XCTAssertEqual(Array(values[2...]), [2, 0.4, 12])
    }

    func testTimingIsInheritedAndOverridden() throws {
        let file = try check("""
            transition T for push {
                duration 0.5s
                delay 0.1s
                curve linear
                animate to {
                    duration 0.2s
                    opacity 0 -> 1
                    scale 1 -> 2 { delay 0s spring damping 0.7 }
                }
                animate from { opacity 1 -> 0 { spring mass 1 stiffness 100 damping 10 velocity 2 } }
                reverse auto { duration 0.25s curve ease-in-out }
            }
            """)
        let t = file.transitions[0]
        let timings = t.tracks.map { file.timings[$0.timing] }
        XCTAssertEqual(timings[0], TrackTiming(delay: 0.1, duration: 0.2, pacing: .curve(.cubicBezier(0, 0, 1, 1))))
        XCTAssertEqual(timings[1], TrackTiming(delay: 0, duration: 0.2, pacing: .spring(.dampingRatio(damping: 0.7, velocity: 0))))
        XCTAssertEqual(timings[2].pacing, .spring(.physical(mass: 1, stiffness: 100, damping: 10, velocity: 2)))
        XCTAssertNil(timings[2].duration, "a physical spring times itself")
        XCTAssertEqual(t.reverse?.duration, 0.25)
        XCTAssertEqual(t.reverse?.pacing, .curve(.easeInOut))
    }

    /// The checked file keeps a timing once for the tracks one after another that run alike.
    func testTracksThatRunAlikeOneAfterAnotherNameOneTiming() throws {
        let file = try check("""
            transition T for push {
                duration 0.5s
                animate to { opacity 0 -> 1; scale 0.9 -> 1 }
                animate from { opacity 1 -> 0 { duration 0.2s }; translate-x 0 -> 10 }
            }
            """)
        let tracks = file.transitions[0].tracks
        XCTAssertEqual(tracks.map { file.timings[$0.timing].duration }, [0.5, 0.5, 0.2, 0.5])
        XCTAssertEqual(tracks.map(\.timing.index), [0, 0, 1, 2])
        XCTAssertEqual(file.timings.count, 3)
        // 0 and -0 are one number to `==`, two to a generated file: a -0 delay is a timing of its own.
        let signed = try check("""
            transition T for push {
                duration 0.5s
                animate to { opacity 0 -> 1 { delay 0s }; scale 0.9 -> 1 { delay -0s } }
            }
            """)
        let delays = signed.transitions[0].tracks.map { signed.timings[$0.timing].delay }
        XCTAssertEqual(delays.map(\.sign), [.plus, .minus])
        XCTAssertEqual(signed.timings.count, 2)
    }

    func testCurvesResolveToTheirControlPointsAndSteps() throws {
        let file = try check("""
            transition T for push {
                duration 1s
                animate to {
                    opacity 0 -> 1 { curve ease }
                    scale 1 -> 2 { curve steps(4, start) }
                    translate-x 0 -> 10 { curve linear(0, 0.25 75%, 1) }
                    translate-y 0 -> 10 { spring bounce 0.3 }
                }
            }
            """)
        let pacings = file.transitions[0].tracks.map { file.timings[$0.timing].pacing }
        XCTAssertEqual(pacings[0], .curve(.cubicBezier(0.25, 0.1, 0.25, 1)))
        XCTAssertEqual(pacings[1], .curve(.steps(4, .jumpStart)))
        XCTAssertEqual(pacings[2], .curve(.piecewiseLinear([LinearPoint(input: nil, output: 0), LinearPoint(input: 0.75, output: 0.25), LinearPoint(input: nil, output: 1)])))
        XCTAssertEqual(pacings[3], .spring(.bounce(bounce: 0.3, velocity: 0)))
    }

    func testKeyframesRampsAndTuples() throws {
        let file = try check("""
            input button: rect
            transition T for present {
                duration 1s
                animate to {
                    opacity 0 -> 1 -> 0.5
                    scale keyframes { 0%: 1, 30%: (0.5, 2), 100%: 1 }
                    mask oval(button) -> circle(container.center, farthest-corner(button.origin))
                    frame (0, container.height - 350pt, container.width, 350)
                }
            }
            """)
        let tracks = file.transitions[0].tracks
        XCTAssertEqual(file.keyframes[tracks[0].keyframes].map(\.offset), [0, 0.5, 1])
        XCTAssertEqual(file.keyframes[tracks[1].keyframes].map(\.offset), [0, 0.3, 1])
        XCTAssertEqual(file.keyframes[tracks[1].keyframes].map(\.value.type), [.number, .size, .number])
        XCTAssertEqual(file.keyframes[tracks[2].keyframes].map(\.value.type), [.shape, .shape])
        XCTAssertEqual(file.keyframes[tracks[3].keyframes][0].value.type, .rect)
        XCTAssertEqual(file.inputs.map(\.name), ["button"])
    }

    func testCheckedExpressionsKeepTheirPartsInTheFilesTable() throws {
        // A call's arguments take the dimension they share; a tuple's elements stay in order
        // around the lists checked inside them; a named value is stored once for its uses.
        let file = try check("""
            let lift = 24pt
            transition T for push {
                duration 1s
                animate to {
                    position (min(from.width, 20) + lift, -max(from.height, lift))
                }
            }
            """)
        let table = file.expressions
        let position = try XCTUnwrap(file.transitions[0].tracks.first.map { file.keyframes[$0.keyframes] }?.first?.value)
        guard case .tuple(let elements) = position.kind, elements.count == 2,
              case .binary(let minCall, let named, .add) = table[elements][0].kind,
              case .call(let minArguments, .min) = table[minCall].kind,
              case .named(let liftName, let lift) = table[named].kind, file.names[liftName] == "lift",
              case .negate(let negated) = table[elements][1].kind,
              case .call(let maxArguments, .max) = table[negated].kind else { return XCTFail("wrong tree: \(position)") }
        XCTAssertEqual(table[minArguments].map(\.type), [.length, .length], "the bare 20 joins the width as a length")
        XCTAssertEqual(ConstantValue.scalar(table[minArguments][1], in: table), 20)
        XCTAssertEqual(ConstantValue.scalar(table[lift], in: table), 24)
        XCTAssertEqual(table[maxArguments].count, 2)
        guard case .named(liftName, let liftAgain) = table[maxArguments][1].kind else { return XCTFail("expected the named value") }
        XCTAssertEqual(liftAgain, lift)
    }

    func testGesturesAllowedForEachOperation() throws {
        let file = try check("""
            transition T for push, present {
                duration 1s
                reverse auto
                interactive push { gesture pan(left) }
                interactive pop { gesture edge-pan(left) complete-at 30% flick 800pt/s }
                interactive present { gesture pan(up) distance 300 }
                interactive dismiss { gesture pinch(in) }
            }
            """)
        let interactions = file.transitions[0].interactions
        XCTAssertEqual(interactions.map(\.operations), [[.push], [.pop], [.present], [.dismiss]])
        XCTAssertEqual(interactions[1].threshold, 0.3)
        XCTAssertEqual(interactions[1].flickVelocity, 800)
        XCTAssertNotNil(interactions[2].distance)
    }
}

/// Folds constant scalar expressions, as the tests read them.
enum ConstantValue {
    /// A literal's number (negated or not); a piece's number as `piece`'s, or as the piece checked.
    static func scalar(_ expr: TypedExpr, in table: TypedExpressionTable, piece: PieceCell? = nil) -> Double? {
        switch expr.kind {
        case .constant(let value): return value
        case .piece(let stored): return piece.map { table[stored].leaf.value(for: $0) } ?? table[stored].value
        case .negate(let operand): return scalar(table[operand], in: table, piece: piece).map { -$0 }
        default: return nil
        }
    }
}
