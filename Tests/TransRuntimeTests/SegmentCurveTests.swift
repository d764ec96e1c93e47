import TransIR
import TransRuntime
import XCTest

/// Keyframes whose segments carry their own curves: the track's time runs evenly and each
/// segment is paced by its curve, or by the track's where it has none.
final class SegmentCurveTests: XCTestCase {
    static let easeOut = TimingCurve.cubicBezier(0, 0, 0.58, 1)
    static let easeIn = TimingCurve.cubicBezier(0.42, 0, 1, 1)

    /// Opacity 0 at 0 %, 1 at 50 %, 0 at 100 % of a 1 s track paced by `trackCurve`.
    func scene(firstSegment: TimingCurve?, trackCurve: TimingCurve) throws -> PreparedScene {
        let track = TrackSpec(layer: 0, property: .opacity, keyframes: [
            KeyframeSpec(offset: 0, value: .scalar(0), curve: firstSegment),
            KeyframeSpec(offset: 0.5, value: .scalar(1)),
            KeyframeSpec(offset: 1, value: .scalar(0)),
        ], axis: nil, timing: TrackTiming(delay: 0, duration: 1, pacing: .curve(trackCurve)))
        let program = TransitionProgram(
            name: "T", operation: .push, isDerivedBackward: false, inputs: [],
            layers: [LayerSpec(id: "to", actor: .to, hiddenWhileRunning: false)], tracks: [track], shades: [],
            perspective: nil, interactions: [], duration: 1, setup: [], completion: [], cancellation: [])
        return try PreparedScene(program, environment: SceneEnvironment())
    }

    func opacity(_ scene: PreparedScene, at time: Double) throws -> Double {
        try XCTUnwrap(scene.state(at: time).layer("to")).opacity
    }

    /// By hand, from the Bézier definition x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³ and the same in y:
    /// ease-out (0, 0, 0.58, 1) at s = ½ has x = 0.2175 + 0.125 = 0.3425, y = 0.75 − 0.25 = 0.5;
    /// ease-in (0.42, 0, 1, 1) at s = ½ has x = 0.1575 + 0.375 + 0.125 = 0.6575, y = 0.5.
    /// So the first segment (0 … 0.5 s) is halfway at 0.5 × 0.3425 s, the second (0.5 … 1 s, paced by
    /// the track's ease-in, having no curve of its own) at 0.5 + 0.5 × 0.6575 s.
    func testEachSegmentIsPacedByItsOwnCurveOrTheTracks() throws {
        let scene = try scene(firstSegment: Self.easeOut, trackCurve: Self.easeIn)
        XCTAssertEqual(try opacity(scene, at: 0.5 * 0.3425), 0.5, accuracy: 1e-6)
        XCTAssertEqual(try opacity(scene, at: 0.5 + 0.5 * 0.6575), 0.5, accuracy: 1e-6)
        // The keyframes themselves fall at their positions of the track's time, not of an eased progress.
        XCTAssertEqual(try opacity(scene, at: 0.5), 1, accuracy: 1e-12)
        XCTAssertEqual(try opacity(scene, at: 0), 0, accuracy: 1e-12)
        XCTAssertEqual(try opacity(scene, at: 1), 0, accuracy: 1e-12)
    }

    /// Without segment curves the track's curve paces the whole track: with ease-in over 1 s, the
    /// 50 % keyframe is reached when the eased progress is ½, at 0.6575 s, not at 0.5 s.
    func testWithoutSegmentCurvesTheTracksCurvePacesTheWholeTrack() throws {
        let scene = try scene(firstSegment: nil, trackCurve: Self.easeIn)
        XCTAssertEqual(try opacity(scene, at: 0.6575), 1, accuracy: 1e-6)
        XCTAssertLessThan(try opacity(scene, at: 0.5), 0.9)
    }

    func testTheCurvesOfATrackResolveOnePerSegment() {
        let keyframes = [KeyframeSpec(offset: 0, value: .scalar(0)), KeyframeSpec(offset: 0.4, value: .scalar(1), curve: Self.easeOut),
                         KeyframeSpec(offset: 1, value: .scalar(0))]
        XCTAssertEqual(TrackTiming(delay: 0, duration: 1, pacing: .curve(Self.easeIn)).segmentCurves(keyframes), [Self.easeIn, Self.easeOut])
        XCTAssertNil(TrackTiming(delay: 0, duration: 1, pacing: .curve(Self.easeIn)).segmentCurves(keyframes.map {
            KeyframeSpec(offset: $0.offset, value: $0.value)
        }))
    }
}
