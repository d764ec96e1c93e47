import Foundation
import TransKit
import XCTest

/// `transform [f, g, …]` from source to state. The oracle is where points of the view go, worked
/// out by hand with sines and cosines, function by function, the rightmost first; never the
/// runtime's matrices.
final class TransformListTests: XCTestCase {
    /// A point relative to the anchor, through the layer's transform: (x, y, z, w).
    func image(_ x: Double, _ y: Double, of layer: String, in source: String, at time: Double,
               environment: SceneEnvironment = SceneEnvironment()) throws -> (x: Double, y: Double, z: Double, w: Double) {
        let scene = try TransitionEffect(source: source).scene(environment: environment)
        return try XCTUnwrap(scene.state(at: time).layer(layer)).transform.apply(x, y, 0)
    }

    func assertPoint(_ actual: (x: Double, y: Double, z: Double, w: Double), _ x: Double, _ y: Double, z: Double = 0, w: Double = 1,
                     _ message: String, line: UInt = #line) {
        XCTAssertEqual(actual.x, x, accuracy: 1e-6, message, line: line)
        XCTAssertEqual(actual.y, y, accuracy: 1e-6, message, line: line)
        XCTAssertEqual(actual.z, z, accuracy: 1e-6, message, line: line)
        XCTAssertEqual(actual.w, w, accuracy: 1e-6, message, line: line)
    }

    static let orbit = """
        transition Orbit for push {
            duration 1s
            curve linear
            animate to { transform [rotate(0deg), translate(100, 0)] -> [rotate(1turn), translate(100, 0)] }
        }
        """

    func testTheRightmostFunctionAppliesFirstAndARotationKeepsItsTurns() throws {
        // At t the list is rotate(t turns) after translate(100, 0): a point (px, py) goes to
        // (px + 100, py), then turns by θ = 2πt clockwise on screen (y down).
        for time in [0.0, 0.125, 0.25, 0.5, 0.8] {
            let theta = 2 * Double.pi * time
            let (c, s) = (cos(theta), sin(theta))
            for (px, py) in [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)] {
                let (x, y) = (px + 100, py)
                assertPoint(try image(px, py, of: "to", in: Self.orbit, at: time), x * c - y * s, x * s + y * c,
                            "(\(px), \(py)) at \(time) s")
            }
        }
        // Half-way the view is half a turn round, on the anchor's other side: a matrix interpolation
        // of two identical matrices (0 and 1 turn) would never move it.
        assertPoint(try image(0, 0, of: "to", in: Self.orbit, at: 0.5), -100, 0, "half a turn")
    }

    func testTheOrderWrittenIsTheOrderApplied() throws {
        // Turned in place first, then moved: (10, 0) turns to (0, 10), then moves to (100, 10).
        let turnedThenMoved = "transition T for push {\n    duration 1s\n    animate to { transform [translate(100, 0), rotate(90deg)] }\n}\n"
        assertPoint(try image(10, 0, of: "to", in: turnedThenMoved, at: 0.5), 100, 10, "translate after rotate")
        // Moved first, then turned about the anchor: (10, 0) moves to (110, 0), then turns to (0, 110).
        let movedThenTurned = "transition T for push {\n    duration 1s\n    animate to { transform [rotate(90deg), translate(100, 0)] }\n}\n"
        assertPoint(try image(10, 0, of: "to", in: movedThenTurned, at: 0.5), 0, 110, "rotate after translate")
    }

    func testFunctionsInDepthAndTheViewsOwnPerspectiveAfterTheList() throws {
        // (10, 0) scaled by 2 is (20, 0); a quarter turn about y takes +x to −z (x → (cos a, 0, −sin a)).
        let depth = "transition T for push {\n    duration 1s\n    animate to { transform [rotate-y(90deg), scale(2)] }\n}\n"
        assertPoint(try image(10, 0, of: "to", in: depth, at: 0.5), 0, 0, z: -20, "scaled, then turned about y")
        // translate-z(100) brings the anchor 100 pt towards the eye 500 pt away: w = 1 − 100/500.
        let near = "transition T for push {\n    duration 1s\n    animate to {\n        transform [translate-z(100)]\n        perspective 500pt\n    }\n}\n"
        assertPoint(try image(0, 0, of: "to", in: near, at: 0.5), 0, 0, z: 100, w: 0.8, "the perspective after the list")
    }

    func testAShorterListIsPaddedWithIdentitiesAsCSSPadsIt() throws {
        // Half-way from [rotate(0)] to [rotate(90deg), translate(100, 0)]: rotate(45deg) after translate(50, 0).
        let padded = """
            transition T for push {
                duration 1s
                curve linear
                animate to { transform [rotate(0deg)] -> [rotate(90deg), translate(100, 0)] }
            }
            """
        let half = 0.5.squareRoot()
        assertPoint(try image(0, 0, of: "to", in: padded, at: 0.5), 50 * half, 50 * half, "padded with translate(0, 0)")
        // `scale-x(v)` and `scale(v, 1)` are one kind: half-way from scale-x(3) to scale(1, 5) is (2, 3).
        let scales = "transition T for push {\n    duration 1s\n    curve linear\n    animate to { transform [scale-x(3)] -> [scale(1, 5)] }\n}\n"
        assertPoint(try image(1, 1, of: "to", in: scales, at: 0.5), 2, 3, "a scale mixed factor by factor")
    }

    func testRightToLeftMirrorsEveryFunction() throws {
        // Mirrored, the view turns the other way (−30deg) about its anchor, the translation's x negated:
        // (0, 0) → (−100, 0) → turned by −30deg: (−100 cos 30°, 100 sin 30°).
        let source = "transition T for push {\n    duration 1s\n    animate to { transform [rotate(30deg), translate(100, 0)] }\n}\n"
        let (c, s) = (cos(Double.pi / 6), sin(Double.pi / 6))
        assertPoint(try image(0, 0, of: "to", in: source, at: 0.5), 100 * c, 100 * s, "left to right")
        assertPoint(try image(0, 0, of: "to", in: source, at: 0.5, environment: SceneEnvironment(layoutDirection: .rightToLeft)),
                    -100 * c, 100 * s, "right to left: the mirror image")
    }

    func testAListBesideASeparateTransformTrackIsALocatedError() {
        let source = "transition T for push {\n    duration 1s\n    animate to {\n        transform [rotate(0deg)] -> [rotate(1turn)]\n        translate-x 0 -> 10\n    }\n}\n"
        XCTAssertThrowsError(try TransitionEffect(source: source)) { error in
            XCTAssert("\(error)".contains("5:9: error: 'translate-x' of 'to' cannot be animated beside its 'transform' list"), "\(error)")
        }
    }
}
