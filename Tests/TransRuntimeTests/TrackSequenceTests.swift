import TransIR
import TransRuntime
import XCTest

/// Tracks one after another on one property: the last that has begun decides the value, the
/// first one's start value shows before any has begun, and a finished one holds its end.
final class TrackSequenceTests: XCTestCase {
    /// A linear opacity track of `to`.
    func opacity(_ from: Double, _ to: Double, delay: Double, duration: Double) -> TrackSpec {
        TrackSpec(layer: 0, property: .opacity, keyframes: [KeyframeSpec(offset: 0, value: .scalar(from)), KeyframeSpec(offset: 1, value: .scalar(to))],
                  axis: nil, timing: TrackTiming(delay: delay, duration: duration, pacing: .curve(.cubicBezier(0, 0, 1, 1))))
    }

    func program(_ tracks: [TrackSpec]) -> TransitionProgram {
        TransitionProgram(name: "T", operation: .push, isDerivedBackward: false, inputs: [],
                          layers: [LayerSpec(id: "to", actor: .to, hiddenWhileRunning: false)], tracks: tracks, shades: [],
                          perspective: nil, interactions: [], duration: 1, setup: [], completion: [], cancellation: [])
    }

    func opacities(_ program: TransitionProgram, at times: [Double]) throws -> [Double] {
        let scene = try PreparedScene(program, environment: SceneEnvironment())
        return times.map { scene.state(at: $0).layer("to")?.opacity ?? .nan }
    }

    /// 1 → 0 over 0.2…0.4 s, then 0 → 1 over 0.6…0.8 s: worked out by hand on a linear curve.
    func testTheLastTrackThatHasBegunDecidesAndTheFirstStartShowsBefore() throws {
        let times = [0, 0.1, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
        let expected = [1, 1, 0.5, 0, 0, 0, 0.5, 1, 1]
        let found = try opacities(program([opacity(1, 0, delay: 0.2, duration: 0.2), opacity(0, 1, delay: 0.6, duration: 0.2)]), at: times)
        for (time, (value, want)) in zip(times, zip(found, expected)) { XCTAssertEqual(value, want, accuracy: 1e-12, "at \(time) s") }
    }

    /// The order the tracks are written in does not matter; their delays do.
    func testTracksWrittenLateFirstGiveTheSameValues() throws {
        let times = [0, 0.1, 0.3, 0.5, 0.7, 0.9]
        let forward = try opacities(program([opacity(1, 0, delay: 0.2, duration: 0.2), opacity(0, 1, delay: 0.6, duration: 0.2)]), at: times)
        let written = try opacities(program([opacity(0, 1, delay: 0.6, duration: 0.2), opacity(1, 0, delay: 0.2, duration: 0.2)]), at: times)
        XCTAssertEqual(forward, written)
        XCTAssertEqual(written[0], 1, "before either begins, the earlier track's start value")
    }

    /// The windows the interpreter and the generators read.
    func testWindowsOfASequenceAndOfALoneTrack() {
        let scale = TrackSpec(layer: 0, property: .scale, keyframes: [KeyframeSpec(offset: 0, value: .scalar(1)), KeyframeSpec(offset: 1, value: .scalar(2))],
                              axis: nil, timing: TrackTiming(delay: 0, duration: 1, pacing: .curve(.cubicBezier(0, 0, 1, 1))))
        let windows = program([opacity(0, 1, delay: 0.6, duration: 0.2), scale, opacity(1, 0, delay: 0.2, duration: 0.2)]).trackWindows
        XCTAssertEqual(windows, [TrackWindow(from: 0.6, until: .infinity), .always, TrackWindow(from: -.infinity, until: 0.6)])
    }
}
