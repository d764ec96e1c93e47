import TransChecker
import TransDiagnostics
import TransIR
import XCTest

/// A pieces block's tracks that read nothing of the piece are checked once and reused for every
/// piece: each piece must still get its own view, its own timing and nothing reported twice.
final class PieceBlockTests: XCTestCase {
    func testATrackThatReadsNothingOfThePieceGetsEachPiecesViewAndTiming() throws {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            transition T for push {
                duration 0.5s
                hide from
                animate pieces(from, columns 3) {
                    delay stagger(10ms)
                    opacity 1 -> 0
                    translate-x 0 -> random(10, 20)
                    scale 1 -> 0.5 { duration 0.2s }
                    shade linear(black, clear) opacity 0 -> 1
                }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let transition = try XCTUnwrap(result.checked?.transitions.first)
        let table = try XCTUnwrap(result.checked?.expressions)
        let keyframes = try XCTUnwrap(result.checked?.keyframes)
        let cells = PieceCell.grid(rows: 1, columns: 3)
        XCTAssertEqual(transition.tracks.map(\.actor), cells.flatMap { cell in Array(repeating: Actor.piece(.from, cell), count: 3) })
        XCTAssertEqual(transition.tracks.map(\.property), Array([Property.opacity, .translateX, .scale].repeated(3)))
        let timings = try XCTUnwrap(result.checked?.timings)
        XCTAssertEqual(transition.tracks.map { timings[$0.timing].delay }, [0, 0, 0, 0.01, 0.01, 0.01, 0.02, 0.02, 0.02])
        XCTAssertEqual(transition.tracks.map { timings[$0.timing].duration }, [0.5, 0.5, 0.2, 0.5, 0.5, 0.2, 0.5, 0.5, 0.2])
        let moves = (0..<3).map { 10 + (20 - 10) * PieceRandom.fraction(piece: $0, call: 0) }
        XCTAssertEqual(transition.tracks.map { ConstantValue.scalar(keyframes[$0.keyframes][1].value, in: table, piece: $0.actor.pieceCell) },
                       [0, moves[0], 0.5, 0, moves[1], 0.5, 0, moves[2], 0.5])
        XCTAssertEqual(transition.shades.map(\.actor), cells.map { Actor.piece(.from, $0) })
        XCTAssertEqual(transition.shades.map { timings[$0.timing].delay }, [0, 0.01, 0.02])
        let opacities: [[Double?]] = transition.shades.map { shade in keyframes[shade.opacity].map { ConstantValue.scalar($0.value, in: table) } }
        XCTAssertEqual(opacities, Array([[0, 1]].repeated(3)))
        // Opacity and scale read nothing of the piece: every piece names the first piece's keyframes;
        // translate-x reads its random number, which alone differs: the pieces share the first's
        // keyframes too, each reading its own number from them.
        let runs = { (property: Property) in transition.tracks.filter { $0.property == property }.map(\.keyframes) }
        XCTAssertEqual(Set(runs(.opacity)).count, 1)
        XCTAssertEqual(Set(runs(.scale)).count, 1)
        XCTAssertEqual(Set(runs(.translateX)).count, 1)
        XCTAssertEqual(keyframes.count, 2 + 2 + 2 + 2, "each track's and the shade's keyframes once")
        XCTAssertEqual(Set(transition.shades.map(\.opacity)).count, 1)
    }

    /// A pieces block whose pieces' tracks differ only by their views and timings is held once; one
    /// whose pieces differ otherwise (a keyframe's position reading the piece) keeps every piece's. The
    /// tracks read back are every piece's, in the order written, between the blocks around them.
    func testAPiecesBlockIsHeldOnceWhereItsPiecesDifferOnlyByViewAndTiming() throws {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            transition T for push {
                duration 0.5s
                hide from
                animate to { opacity 0 -> 1 }
                animate pieces(from, rows 2, columns 2) {
                    delay stagger(10ms)
                    translate-y 0 -> random(10, 20)
                    opacity 1 -> 0
                }
                animate snapshot(to) { scale 1 -> 0.5 }
                animate pieces(from, columns 3) { opacity keyframes { 0%: 1, 20% + index * 10%: 0.5, 100%: 0 } }
                animate from { rotate 0 -> 10deg }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let transition = try XCTUnwrap(result.checked?.transitions.first)
        let timings = try XCTUnwrap(result.checked?.timings)
        XCTAssertEqual(transition.pieceTracks.count, 1)
        XCTAssertEqual(transition.pieceTracks.first?.first.map(\.property), [.translateY, .opacity])
        XCTAssertEqual(transition.storedTracks.count, 1 + 1 + 3 + 1, "the grid of three keeps its tracks")
        let quarter = PieceCell.grid(rows: 2, columns: 2), third = PieceCell.grid(rows: 1, columns: 3)
        XCTAssertEqual(transition.tracks.map(\.actor), [.to] + quarter.flatMap { [Actor.piece(.from, $0), .piece(.from, $0)] }
            + [.snapshot(.to)] + third.map { .piece(.from, $0) } + [.from])
        XCTAssertEqual(transition.tracks.map(\.property), [.opacity] + Array([Property.translateY, .opacity].repeated(4))
            + [.scale, .opacity, .opacity, .opacity, .rotate])
        XCTAssertEqual(transition.tracks[1...8].map { timings[$0.timing].delay }, quarter.flatMap { [0.01 * Double($0.index), 0.01 * Double($0.index)] })
    }

    func testTheFirstReadingOfAPiecesBlockLeavesNothingInTheCheckedFile() throws {
        // The reading that numbers the `random` calls stores checked expressions and their colors,
        // then takes them back: only the three pieces' own remain.
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            transition T for push {
                duration 0.5s
                hide from
                animate pieces(from, columns 3) {
                    shade linear(black, clear) opacity 0 -> random(0.5, 1)
                }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let checked = try XCTUnwrap(result.checked)
        XCTAssertEqual(checked.transitions[0].shades.count, 3)
        XCTAssertEqual(checked.expressions.colors.count, 2, "black and clear, once: the pieces share the first's")
        XCTAssertEqual(Set(checked.transitions[0].shades.map(\.opacity)).count, 1)
    }

    func testThePiecesTracksAndTheBlocksAfterThemFitTheRoomReservedForThem() throws {
        // The blocks without pieces reserve room for their tracks first; a pieces block adds room for
        // its pieces' tracks to that, so the block written after it does not double the array.
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            transition T for push {
                duration 0.5s
                hide from
                animate pieces(from, rows 6, columns 4) { opacity 1 -> 0  scale 1 -> 0.5 }
                animate to { opacity 0 -> 1 }
                animate snapshot(to) { opacity 1 -> 0 }
                reverse {
                    animate pieces(to, rows 6, columns 4) { opacity 0 -> 1  scale 0.5 -> 1 }
                    animate from { opacity 1 -> 0 }
                }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let transition = try XCTUnwrap(result.checked?.transitions.first)
        XCTAssertEqual(transition.tracks.count, 50)
        // Forward, the pieces' 48 tracks are then held as the first piece's two (`pieceTracks`).
        XCTAssertEqual(transition.storedTracks.count, 2)
        let backward = try XCTUnwrap(transition.reverseBody?.tracks)
        XCTAssertEqual(backward.count, 49)
        // Doubling gave room for 96; an allocator's rounding may add a little.
        XCTAssertLessThan(backward.capacity, backward.count * 3 / 2, "room reserved is room used")
    }

    func testPieceFunctionsWithConstantArgumentsGiveEachPieceItsOwnValue() throws {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            transition T for push {
                duration 0.5s
                hide from
                animate pieces(from, rows 2, columns 3) {
                    delay stagger(10ms, (1, 0.5))
                    translate-x 0 -> random(0, index * 10)
                    opacity random(0.2, 0.4)
                }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let transition = try XCTUnwrap(result.checked?.transitions.first)
        let table = try XCTUnwrap(result.checked?.expressions)
        let keyframes = try XCTUnwrap(result.checked?.keyframes)
        let cells = PieceCell.grid(rows: 2, columns: 3)
        let fractions = cells.map { cell in (0..<2).map { PieceRandom.fraction(piece: cell.index, call: $0) } }
        let moves = transition.tracks.filter { $0.property == .translateX }
        XCTAssertEqual(moves.map { ConstantValue.scalar(keyframes[$0.keyframes][1].value, in: table, piece: $0.actor.pieceCell) },
                       cells.map { 0 + Double($0.index * 10) * fractions[$0.index][0] })
        let timings = try XCTUnwrap(result.checked?.timings)
        XCTAssertEqual(moves.map { timings[$0.timing].delay }, cells.map { 0.01 * $0.staggerSteps(from: Point(x: 1, y: 0.5)) })
        let fades = transition.tracks.filter { $0.property == .opacity }
        let fadeValues = fades.map { ConstantValue.scalar(keyframes[$0.keyframes][0].value, in: table, piece: $0.actor.pieceCell) }
        XCTAssertEqual(fadeValues, cells.map { 0.2 + 0.2 * fractions[$0.index][1] })
        XCTAssertEqual(Set(fadeValues).count, cells.count)
        // The bounds of the move read the piece: each piece keeps its own keyframes; the fades share one.
        XCTAssertEqual(Set(moves.map(\.keyframes)).count, cells.count)
        XCTAssertEqual(Set(fades.map(\.keyframes)).count, 1)
    }

    func testWhatATrackThatReadsNothingOfThePieceGetsWrongIsReportedOnce() throws {
        let text = """
            transition T for push {
                duration 0.5s
                hide from
                animate pieces(from, rows 2, columns 2) {
                    delay stagger(10ms)
                    opacity 1 -> 2
                    spin 1
                }
            }
            """
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: text))
        let bytes = Array(text.utf8)
        func offset(of word: String) throws -> Int {
            let needle = Array(word.utf8)
            return try XCTUnwrap((0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle })
        }
        XCTAssertEqual(result.diagnostics.all.map(\.code), [.opacityOutOfRange, .unknownProperty])
        XCTAssertEqual(result.diagnostics.all.map(\.range.start), [try offset(of: "2\n"), try offset(of: "spin")])
    }
}

private extension Array {
    /// The elements, `count` times over.
    func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}
