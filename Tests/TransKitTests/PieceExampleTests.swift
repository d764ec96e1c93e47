import Foundation
import TransKit
import XCTest

/// The cut-into-pieces examples reproduce the numbers docs/cookbook.md gives for them, each
/// worked out here another way: frames from the grid, delays from the distance to the centre,
/// and `random` from a SplitMix64 generator written as the published sequence.
final class PieceExampleTests: XCTestCase {
    /// SplitMix64 as Steele, Lea and Flood give it: a state advanced by the golden gamma, each output
    /// the state mixed. `random`'s fraction is the first output of a generator seeded with the first
    /// output of one seeded with the piece's index, exclusive-or the call's number.
    struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        static func fraction(piece: Int, call: Int) -> Double {
            var outer = SplitMix64(state: UInt64(piece))
            var inner = SplitMix64(state: outer.next() ^ UInt64(call))
            return Double(inner.next() >> 11) / 9_007_199_254_740_992
        }
    }

    func testTheGeneratorIsSplitMix64() {
        // The reference outputs of SplitMix64 seeded with 0.
        var generator = SplitMix64(state: 0)
        XCTAssertEqual([generator.next(), generator.next(), generator.next()], [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        // The IR's one definition agrees with the sequence, bit for bit.
        for piece in 0..<30 {
            for call in 0..<4 { XCTAssertEqual(PieceRandom.fraction(piece: piece, call: call), SplitMix64.fraction(piece: piece, call: call)) }
        }
    }

    func testExplode() throws {
        let source = try ExampleTests.source("explode")
        let push = try TransitionEffect(source: source).scene(operation: .push, environment: SceneEnvironment())
        let (rows, columns) = (6, 4)
        let (width, height) = (390.0 / 4, 844.0 / 6)
        // The centre of the grid, in cells, is (2, 3); the nearest pieces' centres lie √0.5 cells from it.
        func delay(_ row: Int, _ column: Int) -> Double {
            0.04 * (hypot(Double(column) + 0.5 - 2, Double(row) + 0.5 - 3) - 0.5.squareRoot())
        }
        let longest = (0..<rows).flatMap { row in (0..<columns).map { delay(row, $0) } }.max()!
        XCTAssertEqual(longest, 0.088, accuracy: 5e-4, "the corners wait 88 ms")
        XCTAssertEqual(push.duration, 0.6 + longest, accuracy: 1e-12)
        let start = push.state(at: 0)
        XCTAssertEqual(start.layers.map(\.id).prefix(3), ["to", "from", "piece(from, 0, 0 of 6x4)"], "the pieces stand above the page")
        XCTAssertEqual(start.layers.count, 2 + rows * columns)
        XCTAssertTrue(try XCTUnwrap(start.layer("from")).hidden, "the pieces stand in for the page")
        let easeIn = CubicBezier(0.42, 0, 1, 1)
        for row in 0..<rows {
            for column in 0..<columns {
                let id = "piece(from, \(row), \(column) of 6x4)"
                let index = row * columns + column
                let cell = Rect(x: Double(column) * width, y: Double(row) * height, width: width, height: height)
                let x = -160 + 320 * SplitMix64.fraction(piece: index, call: 0)
                let y = 240 + 280 * SplitMix64.fraction(piece: index, call: 1)
                let turn = (-120 + 240 * SplitMix64.fraction(piece: index, call: 2)) * .pi / 180
                for time in [0, 0.05, 0.3, push.duration] {
                    let piece = try XCTUnwrap(push.state(at: time).layer(id))
                    let q = easeIn.value(at: min(max((time - delay(row, column)) / 0.6, 0), 1))
                    XCTAssertEqual(piece.frame.origin.x, cell.origin.x, accuracy: 1e-9, id)
                    XCTAssertEqual(piece.frame.origin.y, cell.origin.y, accuracy: 1e-9, id)
                    XCTAssertEqual(piece.frame.size.width, width, accuracy: 1e-9, id)
                    XCTAssertEqual(piece.contents?.view, "from")
                    XCTAssertEqual(piece.contents?.rect.origin.x ?? -1, Double(column) / 4, accuracy: 1e-12)
                    XCTAssertEqual(piece.contents?.rect.origin.y ?? -1, Double(row) / 6, accuracy: 1e-12)
                    XCTAssertEqual(piece.opacity, 1 - q, accuracy: 1e-9, "\(id) at \(time)")
                    XCTAssertEqual(piece.transform.m41, x * q, accuracy: 1e-9, "\(id) at \(time)")
                    XCTAssertEqual(piece.transform.m42, y * q, accuracy: 1e-9, "\(id) at \(time)")
                    XCTAssertEqual(atan2(piece.transform.m12, piece.transform.m11), turn * q, accuracy: 1e-9, "\(id) at \(time)")
                }
            }
        }
        // The cookbook's top-left piece.
        let topLeft = try XCTUnwrap(push.state(at: push.duration).layer("piece(from, 0, 0 of 6x4)"))
        XCTAssertEqual(topLeft.transform.m41, 48.8, accuracy: 0.05)
        XCTAssertEqual(topLeft.transform.m42, 249.5, accuracy: 0.05)
        // Every piece is removed when the push completes and when it is cancelled.
        let pieces = Set(push.program.layers.map(\.id).filter { $0.hasPrefix("piece(") })
        for list in [push.program.completion, push.program.cancellation] {
            let removed = Set(list.compactMap { action -> String? in
                if case .removeFromContainer(let id) = action { return id }
                return nil
            })
            XCTAssertTrue(pieces.isSubset(of: removed))
        }
    }

    func testFold() throws {
        let push = try TransitionEffect(source: ExampleTests.source("fold")).scene(operation: .push, environment: SceneEnvironment())
        XCTAssertEqual(push.duration, 0.5 + 7 * 0.04, accuracy: 1e-12, "the last strip starts at 280 ms")
        let easeIn = CubicBezier(0.42, 0, 1, 1)
        for column in 0..<8 {
            let id = "piece(from, 0, \(column) of 1x8)"
            for time in [0, 0.1, 0.35, 0.6, push.duration] {
                let strip = try XCTUnwrap(push.state(at: time).layer(id))
                XCTAssertEqual(strip.frame.origin.x, Double(column) * 390 / 8, accuracy: 1e-9)
                XCTAssertEqual(strip.frame.size.width, 390.0 / 8, accuracy: 1e-9)
                XCTAssertEqual(strip.frame.size.height, 844)
                XCTAssertEqual(strip.anchor, Point(x: 0, y: 0.5))
                XCTAssertEqual(strip.position.x, Double(column) * 390 / 8, accuracy: 1e-9, "the hinge is the strip's left edge")
                let angle = -Double.pi / 2 * easeIn.value(at: min(max((time - 0.04 * Double(column)) / 0.5, 0), 1))
                for (a, e) in zip(strip.transform.fields, Transform3D.rotation(angle, 0, 1, 0).fields) { XCTAssertEqual(a, e, accuracy: 1e-9, "\(id) at \(time)") }
            }
        }
        XCTAssertEqual(push.state(at: 0).sublayerTransform.m34, -1.0 / 900)
    }

    func testCascade() throws {
        let push = try TransitionEffect(source: ExampleTests.source("cascade")).scene(operation: .push, environment: SceneEnvironment())
        XCTAssertEqual(push.duration, 0.4 + 9 * 0.03, accuracy: 1e-12, "the last row starts at 270 ms")
        let easeOut = CubicBezier(0, 0, 0.58, 1)
        for time in [0, 0.1, 0.3, 0.5, push.duration] {
            let state = push.state(at: time)
            XCTAssertEqual(try XCTUnwrap(state.layer("to")).opacity, 0, "the rows stand in for the list")
            for row in 0..<10 {
                let piece = try XCTUnwrap(state.layer("piece(to, \(row), 0 of 10x1)"))
                let q = easeOut.value(at: min(max((time - 0.03 * Double(row)) / 0.4, 0), 1))
                XCTAssertEqual(piece.frame.origin.y, Double(row) * 84.4, accuracy: 1e-9)
                XCTAssertEqual(piece.frame.size.height, 84.4, accuracy: 1e-9)
                XCTAssertEqual(piece.frame.size.width, 390)
                XCTAssertEqual(piece.transform.m41, 130 * (1 - q), accuracy: 1e-9, "row \(row) at \(time)")
                XCTAssertEqual(piece.opacity, q, accuracy: 1e-9, "row \(row) at \(time)")
            }
        }
        // Completion removes the rows and gives the list back its opacity.
        XCTAssertTrue(push.program.completion.contains(.restore(layer: "to")))
        XCTAssertTrue(push.program.completion.contains(.removeFromContainer(layer: "piece(to, 9, 0 of 10x1)")))
    }
}
