import TransDiagnostics
import TransIR
import TransSyntax

/// The physical limits: a spring must settle, and a transition end, within `TimingLimits`.
/// The settling time is `DampedSpring.settlingDuration`, the one the interpreter runs for.
extension Checker {
    /// Reports a physical spring that settles later than the limit, with the damping that would not.
    mutating func checkSettling(_ spring: SpringTiming, at range: SourceRange) {
        guard case .physical(let mass, let stiffness, let damping, let velocity) = spring else { return }
        let limit = limits.timing.maxSettlingTime
        let physical = DampedSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
        let settling = physical.settlingDuration
        guard !(settling <= limit) else { return }
        let fix: String
        if let enough = physical.damping(settlingWithin: limit) {
            // Rounded away from the boundary, towards critical damping, so that the advice holds as written.
            let underdamped = enough > damping
            fix = "damping \(formatNumber(Self.threeDigits(enough, up: underdamped))) or \(underdamped ? "more" : "less") would settle it within \(formatSeconds(limit))"
        } else {
            fix = "no damping settles it that soon: raise 'stiffness' or lower 'mass'"
        }
        report(.springTooSlow(settling: settling, limit: limit, fix: fix), at: range)
    }

    /// Reports a transition whose timeline (delays included) ends after the limit, at what ends last.
    mutating func checkLength(of transition: CheckedTransition, name: SourceRange) {
        // A spring that settles too late is reported where it is written; here it counts as the limit.
        let settlingLimit = limits.timing.maxSettlingTime
        func end(_ timing: TrackTiming) -> Double {
            if timing.duration == nil { return timing.delay + min(timing.activeDuration, settlingLimit) }
            return timing.delay + timing.activeDuration
        }
        var last = (end: end(checkedTimings[transition.timing]), range: name)
        // A single keyframe holds for the whole transition and does not make it longer. Read in
        // place: a filtered copy of the tracks would cost an allocation and a retain per track.
        for track in transition.storedTracks where track.keyframes.count > 1 {
            let trackEnd = end(checkedTimings[track.timing])
            if !(trackEnd <= last.end) { last = (trackEnd, track.range) }
        }
        for shade in transition.shades where shade.opacity.count > 1 {
            let shadeEnd = end(checkedTimings[shade.timing])
            if !(shadeEnd <= last.end) { last = (shadeEnd, shade.range) }
        }
        let limit = limits.timing.maxDuration
        guard !(last.end <= limit) else { return }
        report(.transitionTooLong(transition.name, seconds: last.end, limit: limit), at: last.range)
    }

    /// `value` to three significant digits, rounded up or down.
    static func threeDigits(_ value: Double, up: Bool) -> Double {
        var (magnitude, factor) = (value, 1.0)
        while magnitude < 100, factor < 1e9 { (magnitude, factor) = (magnitude * 10, factor * 10) }
        while magnitude >= 1000 { (magnitude, factor) = (magnitude / 10, factor / 10) }
        return (up ? magnitude.rounded(.up) : magnitude.rounded(.down)) / factor
    }
}
