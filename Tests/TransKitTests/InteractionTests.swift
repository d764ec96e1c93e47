import Foundation
import TransKit
import XCTest

final class InteractionTests: XCTestCase {
    func flipPop() throws -> PreparedScene {
        try TransitionEffect(source: EmbeddingTests.flipSource).scene(operation: .pop)
    }

    func pan(_ phase: GestureEvent.Phase, x: Double, at time: Double, velocity: Double = 0) -> GestureEvent {
        GestureEvent(phase: phase, time: time, translation: Point(x: x, y: 0), velocity: Point(x: velocity, y: 0))
    }

    func testProgressIsTravelOverWidthClamped() throws {
        let driver = try TransitionDriver(scene: flipPop(), start: .gesture)
        XCTAssertEqual(driver.gestureProgress(pan(.changed, x: 97.5, at: 0)), 0.25)
        XCTAssertEqual(driver.gestureProgress(pan(.changed, x: -50, at: 0)), 0)
        XCTAssertEqual(driver.gestureProgress(pan(.changed, x: 900, at: 0)), 1)
    }

    func testReleasePastTheThresholdFinishesOverTheRemainingTime() throws {
        var driver = try TransitionDriver(scene: flipPop(), start: .gesture)
        driver.handle(pan(.began, x: 0, at: 0))
        driver.handle(pan(.changed, x: 234, at: 0.2))
        XCTAssertEqual(driver.time, 0.6 * 0.6, accuracy: 1e-12)
        driver.handle(pan(.ended, x: 234, at: 0.3))
        XCTAssertEqual(driver.phase, .finishing)
        // Released still, the rest, (1 − 0.6) × 0.6 s, plays as a critically damped spring from rest fitted into that time.
        driver.advance(to: 0.3 + 0.12)
        XCTAssertEqual(driver.time, 0.36 + 0.24 * Self.criticalSpringFromRest(settlingIn: 0.24)(0.12), accuracy: 1e-9)
        driver.advance(to: 0.3 + 0.24)
        XCTAssertEqual(driver.completed, true)
        XCTAssertEqual(driver.time, 0.6)
    }

    func testReleaseBeforeTheThresholdCancelsToTheExactStart() throws {
        let scene = try flipPop()
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(pan(.began, x: 0, at: 0))
        driver.handle(pan(.changed, x: 150, at: 0.1))
        driver.handle(pan(.ended, x: 150, at: 0.2))
        XCTAssertEqual(driver.phase, .cancelling)
        driver.advance(to: 5)
        XCTAssertEqual(driver.completed, false)
        var state = scene.state(at: 0.4)
        driver.state(into: &state)
        XCTAssertEqual(state, scene.state(at: 0))
    }

    func testAFlickDecidesByItsDirection() throws {
        let source = EmbeddingTests.flipSource.replacingOccurrences(of: "complete-at 50%", with: "complete-at 50% flick 500pt/s")
        let scene = try TransitionEffect(source: source).scene(operation: .pop)
        var fast = try TransitionDriver(scene: scene, start: .gesture)
        fast.handle(pan(.changed, x: 40, at: 0))
        fast.handle(pan(.ended, x: 40, at: 0.1, velocity: 800))
        XCTAssertEqual(fast.phase, .finishing)
        var back = try TransitionDriver(scene: scene, start: .gesture)
        back.handle(pan(.changed, x: 300, at: 0))
        back.handle(pan(.ended, x: 300, at: 0.1, velocity: -900))
        XCTAssertEqual(back.phase, .cancelling)
    }

    /// A critically damped spring's progress from rest, 1 − e^(−ωt)(1 + ωt), whose distance left is 0.001 at
    /// `seconds` (as UIKit fits a spring into a duration), ω found by halving rather than by the runtime's Newton steps.
    static func criticalSpringFromRest(settlingIn seconds: Double) -> (Double) -> Double {
        var (low, high) = (1e-6, 1e5)
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if exp(-mid * seconds) * (1 + mid * seconds) > 0.001 { low = mid } else { high = mid }
        }
        let omega = (low + high) / 2
        return { t in 1 - exp(-omega * t) * (1 + omega * t) }
    }

    /// How far a scroll view coasts from `velocity`, added up a millisecond at a time: each keeps 0.998 of the last.
    static func coasted(from velocity: Double) -> Double {
        var (speed, travelled) = (velocity / 1000, 0.0)
        for _ in 0..<40_000 { speed *= 0.998; travelled += speed }
        return travelled
    }

    /// Without a flick, the velocity decides by how far it would carry the views: released at 30 % (117 of 390 pt),
    /// short of `complete-at 50%`, a finger at 200 pt/s coasts past it and finishes, at 100 pt/s it does not and
    /// cancels, as does a finger pulling back. Each agrees with the coasting added up a millisecond at a time.
    func testTheReleaseVelocityProjectsTheProgressAsAScrollViewCoasts() throws {
        for (velocity, finishes) in [(200.0, true), (100.0, false), (-400.0, false), (0.0, false)] {
            XCTAssertEqual(0.3 + Self.coasted(from: velocity) / 390 >= 0.5, finishes, "the oracle at \(velocity) pt/s")
            var driver = try TransitionDriver(scene: flipPop(), start: .gesture)
            driver.handle(pan(.changed, x: 117, at: 0))
            driver.handle(pan(.ended, x: 117, at: 0.1, velocity: velocity))
            XCTAssertEqual(driver.phase, finishes ? .finishing : .cancelling, "\(velocity) pt/s")
        }
    }

    /// The rest leaves at the finger's speed: the progress moves on at the finger's velocity over the distance
    /// right after the release. A fast finger shortens it to a steady stop from that speed, 2 × (distance left) /
    /// velocity: 273 pt at 3000 pt/s stop in 0.182 s instead of the file's 0.42 s.
    func testTheRestLeavesAtTheFingersSpeedAndIsNoSlowerThanASteadyStop() throws {
        for velocity in [600.0, 3000.0] {
            var driver = try TransitionDriver(scene: flipPop(), start: .gesture)
            driver.handle(pan(.changed, x: 117, at: 0))
            driver.handle(pan(.ended, x: 117, at: 1, velocity: velocity))
            let step = 1e-6
            driver.advance(to: 1 + step)
            XCTAssertEqual((driver.time / 0.6 - 0.3) / step, velocity / 390, accuracy: 0.001 * velocity / 390, "\(velocity) pt/s")
            let stop = min(2 * 273 / velocity, 0.42)
            driver.advance(to: 1 + stop - 0.005)
            XCTAssertNil(driver.completed, "\(velocity) pt/s: ended before \(stop) s")
            driver.advance(to: 1 + stop + 1e-9)
            XCTAssertEqual(driver.completed, true, "\(velocity) pt/s: still running after \(stop) s")
        }
    }

    /// A pinch decides by its scale velocity (scale per second, its distance a scale change of 1): closed to 0.7
    /// (30 % of a `pinch(in)`) and let go closing at 2 per second it finishes; let go still, or opening, it cancels.
    /// Its rest leaves at that speed over the scale change left.
    func testAPinchDecidesByItsScaleVelocity() throws {
        let source = EmbeddingTests.flipSource.replacingOccurrences(of: "gesture edge-pan(left)", with: "gesture pinch(in)")
        let scene = try TransitionEffect(source: source).scene(operation: .pop)
        for (scaleVelocity, finishes) in [(-2.0, true), (0.0, false), (2.0, false)] {
            XCTAssertEqual(0.3 + Self.coasted(from: -scaleVelocity) >= 0.5, finishes, "the oracle at \(scaleVelocity)/s")
            var driver = try TransitionDriver(scene: scene, start: .gesture)
            driver.handle(GestureEvent(phase: .changed, time: 0, scale: 0.7))
            driver.handle(GestureEvent(phase: .ended, time: 1, scale: 0.7, scaleVelocity: scaleVelocity))
            XCTAssertEqual(driver.phase, finishes ? .finishing : .cancelling, "\(scaleVelocity)/s")
            guard finishes else { continue }
            driver.advance(to: 1 + 1e-6)
            XCTAssertEqual((driver.time / 0.6 - 0.3) / 1e-6, -scaleVelocity, accuracy: 0.002, "leaves at the pinch's speed")
        }
    }

    /// Each of an operation's gestures drives it with its own direction and settings: an edge pan
    /// from the left across the 390 pt width, a pan down across half the 844 pt height that
    /// finishes past 30 %, both sharing a block's settings when they share the block.
    func testEachGestureOfAnOperationDrivesItWithItsOwnSettings() throws {
        let effect = try TransitionEffect(source: """
            transition Zoom for push {
                duration 0.4s
                animate to { scale 0.5 -> 1 }
                reverse auto
                interactive pop {
                    gesture edge-pan(left)
                    gesture pinch(in)
                }
                interactive pop {
                    gesture pan(down)
                    distance container.height / 2
                    complete-at 30%
                }
            }
            """)
        let scene = try effect.scene(operation: .pop)
        XCTAssertEqual(scene.program.interactions.map { "\($0.gesture.rawValue)(\($0.direction.rawValue))" },
                       ["edge-pan(left)", "pinch(in)", "pan(down)"])
        let edge = try TransitionDriver(scene: scene, start: .gesture, gesture: 0)
        let pinch = try TransitionDriver(scene: scene, start: .gesture, gesture: 1)
        let down = try TransitionDriver(scene: scene, start: .gesture, gesture: 2)
        let moved = GestureEvent(phase: .changed, time: 0, translation: Point(x: 97.5, y: 211), scale: 0.8)
        XCTAssertEqual(edge.gestureProgress(moved), 97.5 / 390, accuracy: 1e-12)
        XCTAssertEqual(pinch.gestureProgress(moved), 0.2, accuracy: 1e-12)
        XCTAssertEqual(down.gestureProgress(moved), 211 / 422, accuracy: 1e-12)
        // 35 % down finishes the pan down (past its 30 %), but not the edge pan at the same progress.
        var releasedDown = down, releasedEdge = edge
        releasedDown.handle(GestureEvent(phase: .ended, time: 0, translation: Point(x: 0, y: 0.35 * 422)))
        releasedEdge.handle(GestureEvent(phase: .ended, time: 0, translation: Point(x: 0.35 * 390, y: 0)))
        XCTAssertEqual(releasedDown.phase, .finishing)
        XCTAssertEqual(releasedEdge.phase, .cancelling)
        XCTAssertThrowsError(try TransitionDriver(scene: scene, start: .gesture, gesture: 3))
    }

    func testATapStartIsNotInteractive() throws {
        var driver = try TransitionDriver(scene: flipPop(), start: .tap, at: 10)
        driver.handle(pan(.changed, x: 300, at: 10.1))
        driver.advance(to: 10.3)
        XCTAssertEqual(driver.time, 0.3, accuracy: 1e-12, "a tap start follows the clock, not the finger")
        driver.advance(to: 10.6)
        XCTAssertEqual(driver.completed, true)
        let push = try TransitionEffect(source: EmbeddingTests.flipSource).scene(operation: .push)
        XCTAssertThrowsError(try TransitionDriver(scene: push, start: .gesture)) {
            XCTAssertEqual($0 as? RuntimeError, .notInteractive(transition: "PageFlip", operation: .push))
        }
    }

    func testATouchDuringTheFinishCatchesItWhereItShowsAndTheNewGestureMovesOnFromThere() throws {
        let scene = try flipPop()
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(pan(.began, x: 0, at: 0))
        driver.handle(pan(.changed, x: 234, at: 0.2))
        driver.handle(pan(.ended, x: 234, at: 0.3))
        XCTAssertEqual(driver.phase, .finishing)
        // Halfway through the finish (0.24 s from 0.36 s), released still: the spring from rest shows 94 % of the rest.
        driver.advance(to: 0.42)
        let shown = 0.36 + 0.24 * Self.criticalSpringFromRest(settlingIn: 0.24)(0.12)
        XCTAssertEqual(driver.time, shown, accuracy: 1e-9)
        driver.handle(pan(.began, x: 0, at: 0.42))
        XCTAssertEqual(driver.phase, .interacting)
        XCTAssertEqual(driver.time, shown, accuracy: 1e-12, "caught where it shows: no jump")
        // From where it was caught, back 30 % of the width (117 pt of 390).
        driver.handle(pan(.changed, x: -117, at: 0.5))
        XCTAssertEqual(driver.time, (shown / 0.6 - 0.3) * 0.6, accuracy: 1e-12)
        // Released 50 % back, short of the threshold: it cancels, exactly to the start.
        driver.handle(pan(.ended, x: -195, at: 0.6))
        XCTAssertEqual(driver.phase, .cancelling)
        XCTAssertEqual(driver.time, (shown / 0.6 - 0.5) * 0.6, accuracy: 1e-12)
        driver.advance(to: 5)
        XCTAssertEqual(driver.completed, false)
        var state = scene.state(at: 0.4)
        driver.state(into: &state)
        XCTAssertEqual(state, scene.state(at: 0))
    }

    func testATouchDuringTheCancelCatchesItAndCanFinishIt() throws {
        let scene = try flipPop()
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(pan(.began, x: 0, at: 0))
        driver.handle(pan(.ended, x: 156, at: 0.1))
        XCTAssertEqual(driver.phase, .cancelling, "40 % is short of 50 %")
        // A touch with no advance since the release: it catches the run as it shows at the touch's time.
        var shown = driver
        shown.advance(to: 0.2)
        driver.handle(pan(.began, x: 0, at: 0.2))
        XCTAssertEqual(driver.phase, .interacting)
        XCTAssertEqual(driver.time, shown.time, accuracy: 1e-12)
        XCTAssertLessThan(driver.time, 0.4 * 0.6, "it had started back")
        XCTAssertGreaterThan(driver.time, 0)
        // Forward 60 % of the width from there passes the threshold; the finish ends exactly at the end.
        driver.handle(pan(.changed, x: 234, at: 0.3))
        XCTAssertEqual(driver.time, (shown.time / 0.6 + 0.6) * 0.6, accuracy: 1e-12)
        driver.handle(pan(.ended, x: 234, at: 0.35))
        XCTAssertEqual(driver.phase, .finishing)
        driver.advance(to: 5)
        XCTAssertEqual(driver.completed, true)
        var state = scene.state(at: 0)
        driver.state(into: &state)
        XCTAssertEqual(state, scene.state(at: scene.duration))
        XCTAssertEqual(driver.endingLifecycle, .completion)
    }

    func testNoTouchCatchesATapStartOrAnEndedRun() throws {
        var tapped = try TransitionDriver(scene: flipPop(), start: .tap, at: 0)
        tapped.advance(to: 0.2)
        tapped.handle(pan(.began, x: 0, at: 0.2))
        tapped.handle(pan(.changed, x: -300, at: 0.25))
        XCTAssertEqual(tapped.phase, .finishing)
        tapped.advance(to: 0.3)
        XCTAssertEqual(tapped.time, 0.3, accuracy: 1e-12, "a tap start follows the clock, touched or not")

        var driver = try TransitionDriver(scene: flipPop(), start: .gesture)
        driver.handle(pan(.began, x: 0, at: 0))
        driver.handle(pan(.ended, x: 300, at: 0.1))
        // The touch comes after the finish is over: the run stays completed.
        driver.handle(pan(.began, x: 0, at: 3))
        driver.handle(pan(.changed, x: -300, at: 3.1))
        XCTAssertEqual(driver.phase, .ended(completed: true))
        XCTAssertEqual(driver.time, 0.6)
    }

    func testPinchAndVerticalPans() throws {
        let source = """
            transition T for present {
                duration 0.5s
                animate to { translate-y 844 -> 0 }
                reverse auto
                interactive present { gesture pan(up) distance 400 }
                interactive dismiss { gesture pinch(in) }
            }
            """
        let effect = try TransitionEffect(source: source)
        let up = try TransitionDriver(scene: effect.scene(operation: .present), start: .gesture)
        XCTAssertEqual(up.gestureProgress(GestureEvent(phase: .changed, time: 0, translation: Point(x: 0, y: -100))), 0.25)
        let pinch = try TransitionDriver(scene: effect.scene(operation: .dismiss), start: .gesture)
        XCTAssertEqual(pinch.gestureProgress(GestureEvent(phase: .changed, time: 0, scale: 0.7)), 0.3, accuracy: 1e-12)
        XCTAssertEqual(pinch.gestureProgress(GestureEvent(phase: .changed, time: 0, scale: 1.2)), 0)
    }

    func testEveryEdgeCountsTravelAwayFromIt() throws {
        let source = """
            transition T for push, present {
                duration 0.5s
                animate to { opacity 0 -> 1 }
                reverse auto
                interactive push { gesture edge-pan(right) distance 100 }
                interactive pop { gesture edge-pan(left) distance 100 }
                interactive present { gesture edge-pan(bottom) distance 100 }
                interactive dismiss { gesture edge-pan(top) distance 100 }
            }
            """
        let effect = try TransitionEffect(source: source)
        let cases: [(TransitionOperation, Point)] = [(.push, Point(x: -25, y: 0)), (.pop, Point(x: 25, y: 0)),
                                                     (.present, Point(x: 0, y: -25)), (.dismiss, Point(x: 0, y: 25))]
        for (operation, translation) in cases {
            let driver = try TransitionDriver(scene: effect.scene(operation: operation), start: .gesture)
            XCTAssertEqual(driver.gestureProgress(GestureEvent(phase: .changed, time: 0, translation: translation)), 0.25, "\(operation)")
            let opposite = Point(x: -translation.x, y: -translation.y)
            XCTAssertEqual(driver.gestureProgress(GestureEvent(phase: .changed, time: 0, translation: opposite)), 0, "\(operation)")
        }
    }

    func testTheEventAtAProgressIsWhatThatProgressReadsBack() throws {
        let source = """
            transition T for push, present {
                duration 0.5s
                animate to { opacity 0 -> 1 }
                reverse auto
                interactive push { gesture edge-pan(right) distance 100 }
                interactive pop { gesture pan(right) }
                interactive present { gesture pan(up) distance 400 }
                interactive dismiss { gesture pinch(in) }
            }
            """
        let effect = try TransitionEffect(source: source)
        for operation in [TransitionOperation.push, .pop, .present, .dismiss] {
            let driver = try TransitionDriver(scene: effect.scene(operation: operation), start: .gesture)
            for progress in [0, 0.3, 0.75, 1] {
                let event = driver.event(.changed, atProgress: progress, time: 2)
                XCTAssertEqual(event.time, 2)
                XCTAssertEqual(driver.gestureProgress(event), progress, accuracy: 1e-12, "\(operation) at \(progress)")
            }
        }
        // Each pan moves along one axis only, the way its progress grows.
        let edge = try TransitionDriver(scene: effect.scene(operation: .push), start: .gesture)
        XCTAssertEqual(edge.event(.changed, atProgress: 0.5, time: 0).translation, Point(x: -50, y: 0))
        let up = try TransitionDriver(scene: effect.scene(operation: .present), start: .gesture)
        XCTAssertEqual(up.event(.changed, atProgress: 0.5, time: 0).translation, Point(x: 0, y: -200))
    }
}
