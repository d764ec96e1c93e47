import TransIR

/// The bounds the embedded interpreter holds a file or program it did not make to, so that an
/// app loading effects from elsewhere cannot be handed one that never ends or exhausts memory.
/// Going past one is `RuntimeError.limitExceeded`, naming which.
public enum EffectLimit: String, Sendable, CaseIterable, Equatable {
    /// The source's size in bytes.
    case fileSize = "file size"
    /// How deeply braces, parentheses and unary operators nest.
    case nestingDepth = "nesting depth"
    /// How long a physical spring takes to settle.
    case settlingTime = "settling time"
    /// How long a transition runs, delays included.
    case duration = "duration"
}

extension TransitionProgram {
    /// The first timing limit this program goes past, if any: a physical spring that settles
    /// too late, or a timeline too long. Lowering of a checked file never makes one; a program
    /// built by hand, or a derived backward program whose `reverse auto` timing stretches it, can.
    public func exceededLimit(_ limits: TimingLimits) -> RuntimeError? {
        // A single keyframe holds for the whole transition: its timing neither runs nor lengthens it.
        let timings = tracks.filter { $0.keyframes.count > 1 }.map(\.timing) + shades.filter { $0.opacity.count > 1 }.map(\.timing)
        for timing in timings {
            guard case .spring(.physical) = timing.pacing else { continue }
            let settling = timing.activeDuration
            if !(settling <= limits.maxSettlingTime) {
                return .limitExceeded(.settlingTime, detail: "a spring of '\(name)' (\(operation.rawValue)) settles in \(settling) s; the limit is \(limits.maxSettlingTime) s")
            }
        }
        let end = timings.map { $0.delay + $0.activeDuration }.reduce(duration, max)
        if !(end <= limits.maxDuration) {
            return .limitExceeded(.duration, detail: "'\(name)' (\(operation.rawValue)) runs for \(end) s; the limit is \(limits.maxDuration) s")
        }
        return nil
    }
}
