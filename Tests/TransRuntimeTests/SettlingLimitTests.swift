import TransIR
import TransRuntime
import XCTest

/// The damping a checker suggests must be the boundary of the settling time the interpreter runs for.
final class SettlingLimitTests: XCTestCase {
    func testTheSuggestedDampingIsTheBoundary() throws {
        for spring in [DampedSpring(mass: 1, stiffness: 100, damping: 0.001, velocity: 0),
                       DampedSpring(mass: 2, stiffness: 50, damping: 0.2, velocity: 3),
                       DampedSpring(mass: 1, stiffness: 1, damping: 100, velocity: 0)] {
            XCTAssertGreaterThan(spring.settlingDuration, 10)
            let damping = try XCTUnwrap(spring.damping(settlingWithin: 10))
            func settling(_ c: Double) -> Double {
                DampedSpring(mass: spring.mass, stiffness: spring.stiffness, damping: c, velocity: spring.velocity).settlingDuration
            }
            XCTAssertLessThanOrEqual(settling(damping), 10)
            // Just past the boundary, on the side of the spring as written, it is too slow again.
            let outside = damping > spring.damping ? damping * 0.999 : damping * 1.001
            XCTAssertGreaterThan(settling(outside), 10, "mass \(spring.mass), stiffness \(spring.stiffness)")
        }
    }

    func testATooSoftSpringHasNoDampingThatSettlesIt() {
        // ω₀ = 0.01: even critically damped it takes minutes.
        XCTAssertNil(DampedSpring(mass: 100, stiffness: 0.01, damping: 1, velocity: 0).damping(settlingWithin: 10))
    }

    func testTheTrackTimingMeasuresTheSpringsSettlingTime() {
        let timing = TrackTiming(delay: 0, duration: nil, pacing: .spring(.physical(mass: 1, stiffness: 100, damping: 0.5, velocity: 0)))
        XCTAssertEqual(timing.activeDuration, DampedSpring(mass: 1, stiffness: 100, damping: 0.5, velocity: 0).settlingDuration)
        XCTAssertEqual(timing.activeDuration, 27.6, accuracy: 0.2, "the issue's measurement")
    }
}
