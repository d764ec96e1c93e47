import Foundation
import TransKit
import XCTest

/// docs/language.md: without curves per segment, keyframe positions are values of the track's
/// eased progress, not of its time. The oracle finds where `ease-in` is half-way by bisecting the
/// curve's own polynomial here, not through the runtime's `CubicBezier`.
final class EasedKeyframePositionTests: XCTestCase {
    /// The time fraction at which cubic-bezier(x1, y1, x2, y2) reaches the progress `target`.
    static func fraction(reaching target: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if bezier(middle, y1, y2) < target { low = middle } else { high = middle }
        }
        return bezier(low, x1, x2)
    }

    /// The progress cubic-bezier(x1, y1, x2, y2) has reached at the time fraction `f`.
    static func progress(atFraction f: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < f { low = middle } else { high = middle }
        }
        return bezier(low, y1, y2)
    }

    func testAKeyframesPositionIsReadOnTheEasedProgress() throws {
        let scene = try TransitionEffect(source: """
            transition Rise for push {
                duration 1s
                curve ease-in
                animate to { translate-y keyframes { 0%: 0, 50%: 100, 100%: 0 } }
            }
            """).scene(operation: .push, environment: SceneEnvironment())
        func translateY(at time: Double) throws -> Double { try XCTUnwrap(scene.state(at: time).layer("to")).transform.m42 }
        let halfWay = Self.fraction(reaching: 0.5, 0.42, 0, 1, 1)
        XCTAssertEqual(halfWay, 0.657, accuracy: 0.0005, "the reference's 65.7 %")
        XCTAssertEqual(try translateY(at: halfWay), 100, accuracy: 1e-4, "the 50 % keyframe, at ease-in's half-way point")
        // At half the time ease-in has not reached 50 %: on the first segment, 100 · p / 0.5.
        let progress = Self.progress(atFraction: 0.5, 0.42, 0, 1, 1)
        // Within the runtime curve solver's tolerance (it stops once x is within 1e-7; here they differ by 2e-5 pt).
        XCTAssertEqual(try translateY(at: 0.5), 100 * progress / 0.5, accuracy: 1e-4)
        XCTAssertLessThan(try translateY(at: 0.5), 90)
    }
}
