/// How progress is paced between keyframes.
public enum Pacing: Sendable, Equatable {
    /// A timing curve.
    case curve(TimingCurve)
    /// A spring; it always lands on the final value.
    case spring(SpringTiming)
}

/// When a track runs, in seconds from the start of the transition, and how it is paced.
public struct TrackTiming: Sendable, Equatable {
    /// Seconds before the track starts.
    public var delay: Double
    /// Seconds the track runs; `nil` for a physical spring, which runs until it settles.
    public var duration: Double?
    /// The pacing.
    public var pacing: Pacing

    /// Makes a timing.
    public init(delay: Double, duration: Double?, pacing: Pacing) {
        (self.delay, self.duration, self.pacing) = (delay, duration, pacing)
    }
}

extension TrackTiming {
    /// How long the track runs: its duration, or a physical spring's settling time. Here, beside
    /// the spring's closed form, so that the checker's limits and the interpreter measure alike.
    public var activeDuration: Double {
        if case .spring(.physical(let mass, let stiffness, let damping, let velocity)) = pacing {
            return DampedSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity).settlingDuration
        }
        return duration ?? 0
    }
}

extension TrackTiming {
    /// The curve of each segment between keyframes, when any keyframe carries one: then the
    /// track's time runs evenly and each segment is paced by its own curve, or by the track's
    /// where it has none (as CSS's per-keyframe `animation-timing-function`). Nil when no keyframe
    /// has a curve: the track's curve then paces the track as a whole. A spring cannot pace a
    /// segment (the checker rejects one beside segment curves); in a hand-built program such a
    /// segment runs evenly.
    public func segmentCurves(_ keyframes: [KeyframeSpec]) -> [TimingCurve]? {
        guard keyframes.count > 1, keyframes.contains(where: { $0.curve != nil }) else { return nil }
        let own: TimingCurve
        switch pacing {
        case .curve(let curve): own = curve
        case .spring: own = .linear
        }
        return keyframes.dropLast().map { $0.curve ?? own }
    }
}
