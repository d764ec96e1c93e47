import TransChecker
import TransDiagnostics
import TransIR
import TransLowering
import XCTest

/// A named value is a constant the checker resolves: the lowered program holds the value itself,
/// so every engine that reads the IR runs a file written with `let` as the file written out.
final class NamedValueTests: XCTestCase {
    func lower(_ text: String) throws -> [TransitionProgram] {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: text))
        XCTAssertEqual(result.diagnostics.all.filter { $0.severity == .error }.map(\.message), [])
        return try XCTUnwrap(result.checked.map(Lowering.lower)).map(Self.withoutOrigins)
    }

    /// The two files differ in length, so the byte offsets that locate each part differ; the rest must not.
    static func withoutOrigins(_ program: TransitionProgram) -> TransitionProgram {
        var program = program
        program.origin = nil
        for index in program.tracks.indices { program.tracks[index].origin = nil }
        for index in program.shades.indices { program.shades[index].origin = nil }
        for index in program.interactions.indices { program.interactions[index].origin = nil }
        return program
    }

    /// Every field of a program, nested ones included, as text (the program is not `Equatable`).
    static func everyField(_ program: TransitionProgram) -> String {
        var text = ""
        dump(program, to: &text)
        return text
    }

    func testAFileWithNamedValuesLowersToTheFileWithTheValuesWrittenOut() throws {
        let named = try lower("""
            let lift = 24pt
            let half = lift / 2
            let fade = 0.3s
            let shadow = black(40%)

            transition Card for present, dismiss {
                let tilt = 4deg
                let corner = (0, 1)
                duration fade * 2
                perspective 400pt + lift
                animate to {
                    translate-y lift -> -half
                    rotate -tilt -> tilt about (1, 0, 0)
                    anchor corner
                    opacity keyframes { 0%: 0, 40%: half / lift, 100%: 1 } { delay fade duration fade }
                    shade linear(shadow, clear) opacity 1 -> 0
                }
                reverse auto { duration fade }
                interactive dismiss { gesture pan(down) distance lift * 10 }
            }
            """)
        let written = try lower("""
            transition Card for present, dismiss {
                duration 0.6s
                perspective 424pt
                animate to {
                    translate-y 24pt -> -12pt
                    rotate -4deg -> 4deg about (1, 0, 0)
                    anchor (0, 1)
                    opacity keyframes { 0%: 0, 40%: 12pt / 24pt, 100%: 1 } { delay 0.3s duration 0.3s }
                    shade linear(black(40%), clear) opacity 1 -> 0
                }
                reverse auto { duration 0.3s }
                interactive dismiss { gesture pan(down) distance 24pt * 10 }
            }
            """)
        XCTAssertEqual(named.count, 2)
        for (withNames, writtenOut) in zip(named.map(Self.everyField), written.map(Self.everyField)) {
            let difference = zip(withNames.split(separator: "\n"), writtenOut.split(separator: "\n")).first { $0 != $1 }
            XCTAssertNil(difference, "the programs differ")
            XCTAssertEqual(withNames.count, writtenOut.count)
        }
    }

    /// The oracle: a use is a plain literal in the IR, not an expression to evaluate.
    func testAUseIsItsValueInTheProgram() throws {
        let program = try XCTUnwrap(lower("""
            let lift = 12pt * 2
            transition T for push { duration 1s  animate to { translate-y lift } }
            """).first)
        XCTAssertEqual(program.tracks.first?.keyframes.map(\.value), [.scalar(24)])
    }

    func testATransitionsValueHidesTheFilesInThatTransitionOnly() throws {
        let programs = try lower("""
            let lift = 24pt
            transition A for push { duration 1s  let lift = 8pt  animate to { translate-y lift } }
            transition B for pop { duration 1s  animate to { translate-y lift } }
            """)
        XCTAssertEqual(programs.map { $0.tracks.first?.keyframes.first?.value }, [.scalar(8), .scalar(24)])
    }
}
