import TransDiagnostics
import TransSyntax

/// A file that passed the checker: every name resolved, every value typed, every
/// timing known. Lowering reads only this.
public struct CheckedFile: Sendable {
    /// The inputs, in declaration order.
    public var inputs: [CheckedInput]
    /// The transitions, in declaration order.
    public var transitions: [CheckedTransition]
}

/// An input the app supplies.
public struct CheckedInput: Sendable {
    /// Its name.
    public var name: String
    /// Its type.
    public var type: InputType
    /// The description written after the type, if any.
    public var summary: String?
    /// The declaration.
    public var range: SourceRange
}

/// A view a transition works on.
public enum Actor: Hashable, Sendable, CustomStringConvertible {
    case from, to, container
    /// A `view` input, by name.
    case input(String)
    /// A snapshot of another view, taken when the transition starts.
    indirect case snapshot(Actor)

    /// The actor as written in source: `from`, `snapshot(cell)`.
    public var description: String {
        switch self {
        case .from: "from"
        case .to: "to"
        case .container: "container"
        case .input(let name): name
        case .snapshot(let inner): "snapshot(\(inner))"
        }
    }
}

/// How progress is paced between keyframes.
public enum Pacing: Sendable, Equatable {
    /// A timing curve.
    case curve(TimingCurve)
    /// A spring; it always lands on the final value.
    case spring(SpringTiming)
}

/// Timing curves, with named curves already turned into control points.
public enum TimingCurve: Sendable, Equatable {
    /// `cubic-bezier(x1, y1, x2, y2)`; `linear` is (0, 0, 1, 1).
    case cubicBezier(Double, Double, Double, Double)
    /// `steps(count, position)`.
    case steps(Int, StepPosition)
    /// `linear(…)`: piecewise-linear points (input, output), inputs already filled in per CSS Easing 2.
    case piecewiseLinear([(input: Double?, output: Double)])

    public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
        switch (lhs, rhs) {
        case let (.cubicBezier(a, b, c, d), .cubicBezier(e, f, g, h)): return (a, b, c, d) == (e, f, g, h)
        case let (.steps(a, b), .steps(c, d)): return a == c && b == d
        case let (.piecewiseLinear(a), .piecewiseLinear(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.input == $1.input && $0.output == $1.output }
        default: return false
        }
    }

    /// UIKit's default: ease-in-out.
    public static let easeInOut = TimingCurve.cubicBezier(0.42, 0, 0.58, 1)
}

/// Where the jumps of `steps()` fall (CSS Easing 2).
public enum StepPosition: String, Sendable, CaseIterable {
    case jumpStart = "jump-start", jumpEnd = "jump-end", jumpNone = "jump-none", jumpBoth = "jump-both"
}

/// The three ways to describe a spring.
public enum SpringTiming: Sendable, Equatable {
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` within the track's duration.
    case dampingRatio(damping: Double, velocity: Double)
    /// Core Animation's physical spring; it runs for its own settling time.
    case physical(mass: Double, stiffness: Double, damping: Double, velocity: Double)
    /// SwiftUI's duration + bounce, the duration being the track's.
    case bounce(bounce: Double, velocity: Double)
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

/// The animatable properties of a view.
public enum Property: String, CaseIterable, Sendable {
    case frame, position, size, anchor, opacity, hidden
    case zPosition = "z-position"
    case cornerRadius = "corner-radius"
    case translate
    case translateX = "translate-x", translateY = "translate-y", translateZ = "translate-z"
    case scale
    case scaleX = "scale-x", scaleY = "scale-y"
    case rotate
    case rotateX = "rotate-x", rotateY = "rotate-y", rotateZ = "rotate-z"
    case mask
}

/// One property of one view changing over time.
public struct CheckedTrack: Sendable {
    /// The view.
    public var actor: Actor
    /// The property.
    public var property: Property
    /// The values at their offsets (fractions of the track's duration, increasing).
    /// A single keyframe is a value set for the whole transition.
    public var keyframes: [CheckedKeyframe]
    /// The axis of a `rotate … about (x, y, z)`; `nil` means the z axis.
    public var axis: TypedExpr?
    /// When and how it runs.
    public var timing: TrackTiming
    /// The track in source.
    public var range: SourceRange
}

/// A value at a point of a track.
public struct CheckedKeyframe: Sendable {
    /// Fraction of the track, 0…1.
    public var offset: Double
    /// The value there.
    public var value: TypedExpr
}

/// A gradient overlay on a view.
public struct CheckedShade: Sendable {
    /// The view it covers.
    public var actor: Actor
    /// The gradient.
    public var gradient: TypedExpr
    /// Start point in unit coordinates.
    public var start: TypedExpr?
    /// End point in unit coordinates.
    public var end: TypedExpr?
    /// The overlay's opacity keyframes (a single keyframe of 1 when not animated).
    public var opacity: [CheckedKeyframe]
    /// When and how its opacity changes.
    public var timing: TrackTiming
    /// The shade in source.
    public var range: SourceRange
}

/// One view placed above or below another.
public struct CheckedOrder: Sendable, Equatable {
    /// The view moved.
    public var actor: Actor
    /// Whether it goes above or below `reference`.
    public var relation: OrderRelation
    /// The view it is placed against.
    public var reference: Actor

    /// Makes a placement.
    public init(actor: Actor, relation: OrderRelation, reference: Actor) {
        (self.actor, self.relation, self.reference) = (actor, relation, reference)
    }
}

/// Timing overrides of `reverse auto { … }`.
public struct ReverseTiming: Sendable {
    /// The backward transition's duration, if overridden.
    public var duration: Double?
    /// Its delay, if overridden.
    public var delay: Double?
    /// Its pacing, if overridden.
    public var pacing: Pacing?
}

/// A gesture that starts and drives an operation.
public struct CheckedInteraction: Sendable {
    /// The operations it starts.
    public var operations: [Operation]
    /// The recognizer.
    public var gesture: GestureKind
    /// Its direction or edge.
    public var direction: GestureDirection
    /// The progress past which a release finishes (0…1, exclusive); 0.5 when not given.
    public var threshold: Double
    /// Release speed in pt/s past which a flick decides, if given.
    public var flickVelocity: Double?
    /// The travel that counts as 100 %, if given (default: the container's extent along the gesture).
    public var distance: TypedExpr?
    /// The block in source.
    public var range: SourceRange
}

/// A transition that passed the checker.
public struct CheckedTransition: Sendable {
    /// Its name.
    public var name: String
    /// The operations it runs forward, as listed after `for`.
    public var operations: [Operation]
    /// Whether `reverse auto` derives the backward operations.
    public var reverse: ReverseTiming?
    /// The transition's own timing (tracks inherit it).
    public var timing: TrackTiming
    /// The container's perspective distance in points, if set.
    public var perspective: Double?
    /// Z-order placements.
    public var ordering: [CheckedOrder]
    /// Views kept in the container after the transition (custom presentation).
    public var kept: [Actor]
    /// Views hidden while the transition runs.
    public var hidden: [Actor]
    /// Property tracks, in source order.
    public var tracks: [CheckedTrack]
    /// Gradient overlays, in source order.
    public var shades: [CheckedShade]
    /// Gestures.
    public var interactions: [CheckedInteraction]
    /// The declaration in source.
    public var range: SourceRange

    /// The operations the transition runs, forward ones first, then those `reverse auto` derives.
    public var allOperations: [Operation] {
        var all = operations
        if reverse != nil {
            for operation in operations {
                if let backward = operation.backward, !all.contains(backward) { all.append(backward) }
            }
        }
        return all
    }
}
