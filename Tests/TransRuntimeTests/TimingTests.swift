import TransRuntime
import TransIR
import XCTest

/// The curve values of docs/timing.md.
final class TimingTests: XCTestCase {
    func testCubicBezierTable() {
        let curves: [(String, CubicBezier)] = [
            ("ease", CubicBezier(0.25, 0.1, 0.25, 1)), ("ease-in", CubicBezier(0.42, 0, 1, 1)),
            ("ease-out", CubicBezier(0, 0, 0.58, 1)), ("ease-in-out", CubicBezier(0.42, 0, 0.58, 1)),
        ]
        let table: [Double: [Double]] = [
            0.1: [0.094796306, 0.017026610, 0.160572154, 0.019722454],
            0.25: [0.408510591, 0.093464651, 0.378138131, 0.129161931],
            0.5: [0.802403388, 0.315356813, 0.684643187, 0.500000000],
            0.75: [0.960458978, 0.621861869, 0.906535349, 0.870838069],
        ]
        for (x, expected) in table {
            for ((name, curve), value) in zip(curves, expected) {
                XCTAssertEqual(curve.value(at: x), value, accuracy: 1e-7, "\(name) at \(x)")
            }
        }
    }

    func testBezierEndsAreExactAndOutsideExtrapolatesAlongTheTangents() {
        let ease = CubicBezier(0.25, 0.1, 0.25, 1)
        XCTAssertEqual(ease.value(at: 0), 0)
        XCTAssertEqual(ease.value(at: 1), 1)
        XCTAssertEqual(ease.value(at: -0.5), -0.5 * 0.1 / 0.25, accuracy: 1e-12)
        XCTAssertEqual(CubicBezier(0.42, 0, 0.58, 1).value(at: 1.5), 1, accuracy: 1e-12)
    }

    func testOvershootingBezierFirstReachesOneWherePlatformTestsSay() {
        // cubic-bezier(0, 1.5, 1, 1.5) first reaches 1 at x = 0.23368794.
        let curve = CubicBezier(0, 1.5, 1, 1.5)
        XCTAssertLessThan(curve.value(at: 0.23368794 - 1e-5), 1)
        XCTAssertGreaterThan(curve.value(at: 0.23368794 + 1e-5), 1)
    }

    func testStepsAndLinearPoints() {
        XCTAssertEqual(PreparedCurve(.steps(4, .jumpEnd)).value(at: 0.3), 0.25)
        XCTAssertEqual(PreparedCurve(.steps(4, .jumpStart)).value(at: 0.3), 0.5)
        XCTAssertEqual(PreparedCurve(.steps(4, .jumpNone)).value(at: 0.3), 1.0 / 3)
        XCTAssertEqual(PreparedCurve(.steps(4, .jumpBoth)).value(at: 0.3), 0.4)
        XCTAssertEqual(PreparedCurve(.steps(4, .jumpEnd)).value(at: 1), 1)
        let linear = PreparedCurve(.piecewiseLinear([
            LinearPoint(input: nil, output: 0), LinearPoint(input: 0.75, output: 0.25), LinearPoint(input: nil, output: 1),
        ]))
        XCTAssertEqual(linear.value(at: 0.5), 0.1666667, accuracy: 1e-7)
        XCTAssertEqual(linear.value(at: 0.875), 0.625, accuracy: 1e-12)
        // Missing inputs between known ones are spaced evenly.
        let spaced = PreparedCurve(.piecewiseLinear([
            LinearPoint(input: nil, output: 0), LinearPoint(input: nil, output: 0.5), LinearPoint(input: nil, output: 0.75),
            LinearPoint(input: nil, output: 1),
        ]))
        XCTAssertEqual(spaced.value(at: 1.0 / 3), 0.5, accuracy: 1e-12)
    }

    func testTrackTimingIsExactAtItsEnds() {
        let timing = PreparedTiming(TrackTiming(delay: 0.1, duration: 0.5, pacing: .curve(.easeInOut)))
        XCTAssertEqual(timing.progress(at: 0), 0)
        XCTAssertEqual(timing.progress(at: 0.1), 0)
        XCTAssertEqual(timing.progress(at: 0.35), 0.5, accuracy: 1e-7)
        XCTAssertEqual(timing.progress(at: 0.6), 1)
        XCTAssertEqual(timing.progress(at: 9), 1)
        let spring = PreparedTiming(TrackTiming(delay: 0, duration: 0.5, pacing: .spring(.dampingRatio(damping: 0.5, velocity: 0))))
        XCTAssertEqual(spring.progress(at: 0.5), 1, "a UIKit spring lands at the end of its duration")
        XCTAssertGreaterThan((0..<50).map { spring.progress(at: Double($0) / 100) }.max() ?? 0, 1, "and overshoots before")
    }
}

/// The spring values and mappings of docs/timing.md.
final class SpringTests: XCTestCase {
    func testClosedFormInAllThreeRegimes() {
        let table: [((Double, Double, Double, Double), [Double])] = [
            ((1, 100, 10, 0), [0.3402998466, 1.0233595799, 1.0745905666, 1.0021701167]),
            ((1, 100, 20, 0), [0.2642411177, 0.7127025048, 0.9595723180, 0.9995006008]),
            ((1, 100, 40, 0), [0.1777365761, 0.4486474592, 0.7178288260, 0.9260959281]),
            ((1, 100, 10, 5), [0.6070534442, 1.1604145293, 1.0306193562, 1.0048628570]),
        ]
        for ((m, k, c, v), expected) in table {
            let spring = DampedSpring(mass: m, stiffness: k, damping: c, velocity: v)
            for (t, q) in zip([0.1, 0.25, 0.5, 1.0], expected) {
                XCTAssertEqual(spring.progress(at: t), q, accuracy: 1e-10, "m \(m) k \(k) c \(c) v \(v) at \(t)")
            }
        }
    }

    func testUIKitDurationDampingVelocityMapping() {
        let table: [(Double, Double, Double, Double, Double)] = [
            (0.5, 1, 0, 341.023698, 36.933654), (0.5, 0.7, 0, 387.274580, 27.551010),
            (0.5, 0.5, 0, 646.878006, 25.433797), (1.0, 0.5, 0, 161.719502, 12.716898),
            (0.3, 0.8, 0, 898.859699, 47.969582), (0.5, 0.7, 2, 369.387559, 26.907241),
        ]
        for (duration, damping, velocity, k, c) in table {
            let spring = DampedSpring.uiKit(duration: duration, dampingRatio: damping, velocity: velocity)
            XCTAssertEqual(spring.mass, 1)
            XCTAssertEqual(spring.stiffness, k, accuracy: 1e-6, "T \(duration) ζ \(damping) v \(velocity)")
            XCTAssertEqual(spring.damping, c, accuracy: 1e-6, "T \(duration) ζ \(damping) v \(velocity)")
        }
    }

    func testUIKitClampsAndTheCriticalDampingGuard() {
        // ζ above 1 is clamped to 1; T below 0.01 to 0.01.
        XCTAssertEqual(DampedSpring.uiKit(duration: 0.5, dampingRatio: 3, velocity: 0),
                       DampedSpring.uiKit(duration: 0.5, dampingRatio: 1, velocity: 0))
        XCTAssertEqual(DampedSpring.uiKit(duration: 0.001, dampingRatio: 0.5, velocity: 0),
                       DampedSpring.uiKit(duration: 0.01, dampingRatio: 0.5, velocity: 0))
        // At ζ = 1 and v = 5/T the Newton derivative vanishes at the start: no division by zero.
        let guarded = DampedSpring.uiKit(duration: 0.5, dampingRatio: 1, velocity: 10)
        XCTAssert(guarded.stiffness.isFinite && guarded.stiffness > 0)
    }

    func testSettlingDurationAndOtherParameterisations() {
        XCTAssertEqual(DampedSpring(mass: 1, stiffness: 100, damping: 10, velocity: 0).settlingDuration, 1.4727, accuracy: 1e-4)
        XCTAssertEqual(DampedSpring(mass: 1, stiffness: 100, damping: 5, velocity: 0).settlingDuration, 2.85498, accuracy: 1e-5)
        XCTAssertEqual(DampedSpring(mass: 1, stiffness: 100, damping: 15, velocity: 0).settlingDuration, 1.02209, accuracy: 1e-5)
        let bounce = DampedSpring.bounce(duration: 0.5, bounce: 0.3, velocity: 0)
        XCTAssertEqual(bounce.stiffness, 157.913670, accuracy: 1e-6)
        XCTAssertEqual(bounce.damping, 17.592919, accuracy: 1e-6)
        // The release spring (ζ 0.85, 0.5 s): the damping-ratio fit with no velocity, ω₀ = ln(1000ζ / √(1 − ζ²)) / (ζT) in
        // closed form; the finger's velocity starts it and only changes when it settles.
        let release = ReleaseSpring(dampingRatio: 0.85, duration: 0.5)
        XCTAssertEqual(release.physics.stiffness, 302.040152, accuracy: 1e-6)
        XCTAssertEqual(release.physics.damping, 29.544814, accuracy: 1e-6)
        XCTAssertEqual(release.spring(initialVelocity: 0).settlingDuration, 0.532647, accuracy: 1e-6)
        XCTAssertEqual(release.spring(initialVelocity: 10).settlingDuration, 0.496013, accuracy: 1e-6)
        XCTAssertEqual(release.spring(initialVelocity: -10).settlingDuration, 0.556285, accuracy: 1e-6)
        let overdamped = DampedSpring(mass: 1, stiffness: 100, damping: 40, velocity: 0)
        XCTAssertLessThanOrEqual(abs(1 - overdamped.progress(at: overdamped.settlingDuration)), 0.001 + 1e-9)
        XCTAssertGreaterThan(abs(1 - overdamped.progress(at: overdamped.settlingDuration * 0.99)), 0.001)
    }
}

/// A critically or over-damped spring thrown fast enough crosses its end once and comes back: it has
/// settled after the overshoot, not where it first passes within 0.1 %. The oracle scans the motion.
final class ThrownSpringSettlingTests: XCTestCase {
    func testASpringThrownPastItsEndSettlesAfterItsOvershoot() {
        for damping in [40.0, 60] {
            for velocity in [0.0, 10, 30, 60, 200, -20] {
                let spring = DampedSpring(mass: 1, stiffness: 400, damping: damping, velocity: velocity)
                let step = 1e-5
                var (time, lastAway) = (0.0, 0.0)
                while time < 3 {
                    if abs(1 - spring.progress(at: time)) > 0.001 { lastAway = time }
                    time += step
                }
                XCTAssertEqual(spring.settlingDuration, lastAway, accuracy: 2 * step, "damping \(damping), v \(velocity)")
            }
        }
    }
}

final class SpringRobustnessTests: XCTestCase {
    /// Where Newton from 5/T leaves (0, ∞), the mapping still returns a positive root of the
    /// envelope equation ε(ω₀) = 0.001, and the spring is finite everywhere.
    func testUIKitMappingSolvesTheEnvelopeForAnyVelocity() {
        for (duration, damping, velocity) in [(1.081, 0.537, 1.897), (0.3, 0.2, 8.0), (2.0, 0.9, 5.0), (0.5, 0.55, 1 / 0.55)] {
            let spring = DampedSpring.uiKit(duration: duration, dampingRatio: damping, velocity: velocity)
            let w = spring.naturalFrequency
            XCTAssert(w.isFinite && w > 0, "T \(duration) ζ \(damping) v \(velocity)")
            XCTAssertEqual(spring.dampingRatio, damping, accuracy: 1e-12)
            let envelope = abs((damping * w - velocity) / (w * (1 - damping * damping).squareRoot())) * exp(-damping * w * duration)
            XCTAssertEqual(envelope, 0.001, accuracy: 1e-9, "T \(duration) ζ \(damping) v \(velocity)")
            for step in 0...100 { XCTAssert(spring.progress(at: duration * Double(step) / 100).isFinite) }
        }
    }
}
