/// How long a transition may take. Past these a file is refused, by the checker with a located
/// error and by the embedded interpreter with a typed one: nobody can wait for a 4-hour spring,
/// and a preview would draw it frame by frame. The numbers are generous for a transition
/// (UIKit's own spring API caps a duration at 10 s).
public struct TimingLimits: Sendable, Equatable {
    /// The longest a physical spring may take to settle, in seconds.
    public var maxSettlingTime: Double
    /// The longest a whole transition may run, delays included, in seconds.
    public var maxDuration: Double

    /// Makes limits.
    public init(maxSettlingTime: Double = 10, maxDuration: Double = 30) {
        (self.maxSettlingTime, self.maxDuration) = (maxSettlingTime, maxDuration)
    }

    /// The limits `transc` and `TransitionEffect` use unless told otherwise.
    public static let standard = TimingLimits()
}

extension DampedSpring {
    /// The damping that makes this spring settle within `seconds`, keeping its mass, stiffness
    /// and velocity: the least damping that does for an underdamped spring, the most for an
    /// overdamped one (too much damping also slows it). `nil` when no damping does: critical
    /// damping is the fastest, and the spring is too soft even then.
    public func damping(settlingWithin seconds: Double) -> Double? {
        let critical = 2 * (stiffness * mass).squareRoot()
        func settles(_ damping: Double) -> Bool {
            DampedSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity).settlingDuration <= seconds
        }
        guard critical.isFinite, critical > 0, settles(critical) else { return nil }
        // Bisect between this damping (too slow) and critical damping (fast enough).
        var (slow, fast) = (damping, critical)
        for _ in 0..<100 {
            let middle = (slow + fast) / 2
            if settles(middle) { fast = middle } else { slow = middle }
        }
        return fast
    }
}
