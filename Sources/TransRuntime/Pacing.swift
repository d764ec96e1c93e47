import TransIR

/// A track's timing ready to evaluate: solvers and springs set up once, nothing allocated per call.
public struct PreparedTiming: Sendable {
    /// Seconds before the track starts.
    public let delay: Double
    /// Seconds it runs.
    public let duration: Double
    private let pacer: Pacer

    private enum Pacer: Sendable {
        case curve(PreparedCurve)
        case spring(DampedSpring.Solution)
    }

    /// Prepares a timing.
    public init(_ timing: TrackTiming) {
        delay = timing.delay
        duration = timing.activeDuration
        switch timing.pacing {
        case .curve(let curve):
            pacer = .curve(PreparedCurve(curve))
        case .spring(.dampingRatio(let damping, let velocity)):
            pacer = .spring(DampedSpring.Solution(.uiKit(duration: duration, dampingRatio: damping, velocity: velocity)))
        case .spring(.physical(let mass, let stiffness, let damping, let velocity)):
            pacer = .spring(DampedSpring.Solution(DampedSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)))
        case .spring(.bounce(let bounce, let velocity)):
            pacer = .spring(DampedSpring.Solution(.bounce(duration: duration, bounce: bounce, velocity: velocity)))
        }
    }

    /// The track's progress at a time of the transition: exactly 0 before it starts and
    /// exactly 1 once it has run (a spring lands on its final value); in between a spring
    /// may overshoot.
    public func progress(at time: Double) -> Double {
        let local = time - delay
        if local <= 0 { return 0 }
        if local >= duration { return 1 }
        switch pacer {
        case .curve(let curve): return curve.value(at: local / duration)
        case .spring(let spring): return spring.progress(at: local)
        }
    }

    /// The share of the track's duration that has run at a time of the transition, 0 to 1, unpaced:
    /// what keyframes that pace their own segments read.
    public func fraction(at time: Double) -> Double {
        let local = time - delay
        if local <= 0 || duration <= 0 { return local <= 0 ? 0 : 1 }
        return min(local / duration, 1)
    }

    /// When the track ends.
    public var end: Double { delay + duration }
}
