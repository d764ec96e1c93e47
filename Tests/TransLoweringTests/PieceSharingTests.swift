import TransChecker
import TransDiagnostics
import TransIR
import TransLowering
import XCTest

/// The pieces of a block share the first piece's checked values where theirs differ only by the
/// pieces' own numbers; each piece's program must still read its own numbers. The expected numbers
/// are worked out here from the grid, not read back from the checker.
final class PieceSharingTests: XCTestCase {
    /// A transition hiding `from` and cutting it into a row of three pieces, which animate `items`.
    func checkedRowOfThree(_ items: String) throws -> CheckedFile {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            transition T for push {
                duration 0.5s
                hide from
                animate pieces(from, columns 3) {
            \(items)
                }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        return try XCTUnwrap(result.checked)
    }

    func testEachPieceLowersWithItsOwnNumbersWhetherItSharesTheFirstPiecesValuesOrNot() throws {
        let checked = try checkedRowOfThree("""
            delay stagger(10ms)
            translate-x 0 -> index * 10 + random(1, 2)
            rotate 0 -> column * 30deg about (0, 1, row)
            shade linear(black(column * 20%), clear) opacity 0 -> 1
            """)
        let transition = checked.transitions[0]
        // The moves and turns differ only by the pieces' numbers: one set of keyframes and axes. The
        // shades' colours fold each piece's alpha into a plain colour: each piece keeps its own.
        XCTAssertEqual(Set(transition.tracks.filter { $0.property == .translateX }.map(\.keyframes)).count, 1)
        XCTAssertEqual(Set(transition.tracks.filter { $0.property == .rotate }.map(\.keyframes)).count, 1)
        XCTAssertEqual(Set(transition.tracks.compactMap(\.axis)).count, 1)
        XCTAssertEqual(Set(transition.shades.map(\.opacity)).count, 3)

        let program = try XCTUnwrap(Lowering.lower(checked).first)
        for column in 0..<3 {
            let cell = PieceCell(row: 0, column: column, rows: 1, columns: 3)
            let layer = try XCTUnwrap(program.layers.firstIndex { $0.actor == .piece(.from, cell) })
            let tracks = program.tracks.filter { $0.layer == layer }
            let move = try XCTUnwrap(tracks.first { $0.property == .translateX })
            let fraction = PieceRandom.fraction(piece: column, call: 0)
            XCTAssertEqual(try XCTUnwrap(move.keyframes[1].value.constantValue?.scalar), Double(column) * 10 + 1 + fraction,
                           accuracy: 1e-12)
            XCTAssertEqual(move.timing.delay, 0.01 * Double(column), accuracy: 1e-15)
            let turn = try XCTUnwrap(tracks.first { $0.property == .rotate })
            XCTAssertEqual(try XCTUnwrap(turn.keyframes[1].value.constantValue?.scalar), Double(column) * .pi / 6, accuracy: 1e-12)
            XCTAssertEqual(turn.axis?.constantValue, .vector(Vector3(x: 0, y: 1, z: 0)))
            let shade = try XCTUnwrap(program.shades.first { $0.layer == layer })
            guard case .gradient(let colors)? = shade.gradient.constantValue else { return XCTFail("\(shade.gradient)") }
            XCTAssertEqual(colors.first?.alpha ?? -1, Double(column) * 0.2, accuracy: 1e-12)
        }
    }

    func testAPieceWhoseNumbersSetAKeyframesPositionKeepsItsOwnKeyframes() throws {
        let checked = try checkedRowOfThree("opacity keyframes { 0%: 1, 20% + index * 10%: 0.5, 100%: 0 }")
        XCTAssertEqual(Set(checked.transitions[0].tracks.map(\.keyframes)).count, 3)
        let program = try XCTUnwrap(Lowering.lower(checked).first)
        XCTAssertEqual(program.tracks.count, 3)
        for (column, track) in program.tracks.enumerated() {
            XCTAssertEqual(program.layers[track.layer].actor, .piece(.from, PieceCell(row: 0, column: column, rows: 1, columns: 3)))
            XCTAssertEqual(track.keyframes.map(\.offset)[1], 0.2 + 0.1 * Double(column), accuracy: 1e-12)
        }
    }
}
