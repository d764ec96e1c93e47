@testable import TransRuntime
import XCTest

/// The frame's loop finds a `from -> to` track's segment without reading its offsets
/// (`KeyframeSegment.locateInUnitSpan`); it must give what the general search over the offsets
/// 0 and 1 gives, bit for bit, before, inside and past the track and at its edges.
final class KeyframeSegmentTests: XCTestCase {
    func testTheUnitSpanGivesWhatTheSearchOverZeroAndOneGivesBitForBit() {
        let edges: [Double] = [-.infinity, -1e300, -2, -1, -0.5, -Double.ulpOfOne, -.leastNonzeroMagnitude, -0.0, 0,
                               .leastNonzeroMagnitude, 1e-300, 0.25, 0.5, 1 - Double.ulpOfOne / 2, 1, 1 + Double.ulpOfOne,
                               1.5, 2, 1e300, .infinity]
        var generator = SystemRandomNumberGenerator()
        let random = (0..<2_000).map { _ in Double.random(in: -0.5...1.5, using: &generator) }
        let bits = (0..<2_000).map { _ in Double(bitPattern: generator.next()) }
        var (compared, inside, extended) = (0, 0, 0)
        for progress in edges + random + bits {
            let expected = KeyframeSegment.locate(offsets: [0, 1], progress: progress)
            let found = KeyframeSegment.locateInUnitSpan(progress: progress)
            XCTAssertEqual(found.index, expected.index, "\(progress)")
            // A NaN progress gives a NaN weight either way; any other weight is the same bits.
            if expected.weight.isNaN {
                XCTAssertTrue(found.weight.isNaN, "\(progress)")
            } else {
                XCTAssertEqual(found.weight.bitPattern, expected.weight.bitPattern, "\(progress)")
            }
            compared += 1
            if progress > 0 && progress < 1 { inside += 1 }
            if progress < 0 || progress > 1 { extended += 1 }
        }
        // Both the inside of the span and the extended ends were compared, not only the edges.
        XCTAssertGreaterThan(inside, 1_000)
        XCTAssertGreaterThan(extended, 1_000)
        XCTAssertEqual(compared, edges.count + 4_000)
    }

    /// A track's keyframes are taken as a unit span exactly when they are two, at 0 and 1.
    func testOnlyTwoKeyframesAtZeroAndOneAreAUnitSpan() {
        var storage = TrackStorage()
        func spansUnit(_ offsets: [Double]) -> Bool {
            storage.add(offsets: offsets, values: offsets.map { .scalar($0) }, type: .number, interpolation: .componentwise,
                        segmentCurves: nil).spansUnit
        }
        XCTAssertTrue(spansUnit([0, 1]))
        XCTAssertFalse(spansUnit([0, 0.5, 1]))
        XCTAssertFalse(spansUnit([0.2, 1]))
        XCTAssertFalse(spansUnit([0, 0.8]))
        XCTAssertFalse(spansUnit([1]))
    }
}
