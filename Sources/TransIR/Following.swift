/// A view that follows the finger while a gesture drives its operation (`follow from { … }`):
/// it shows its state at the operation's start, moved by the finger's translation, with each of
/// its tracks a function of the distance dragged along the gesture.
public struct FollowSpec: Sendable, Equatable {
    /// Index into `layers`.
    public var layer: Int
    /// Its properties as functions of the distance dragged.
    public var tracks: [FollowTrack]
    /// Where it is written: a byte offset into the source, if it has one.
    public var origin: Int?

    /// Makes a followed view.
    public init(layer: Int, tracks: [FollowTrack], origin: Int? = nil) {
        (self.layer, self.tracks, self.origin) = (layer, tracks, origin)
    }
}

/// `scale 1 -> 0.6 over 300pt`: `start` at no distance, `end` from `over` on, linear between.
public struct FollowTrack: Sendable, Equatable {
    /// The property it writes (a scalar or a scale, never a translation: the finger moves the view).
    public var property: Property
    /// The value before any drag.
    public var start: ValueExpression
    /// The value once the finger has dragged `over`.
    public var end: ValueExpression
    /// The distance the change takes, in points.
    public var over: ValueExpression
    /// Where it is written: a byte offset into the source, if it has one.
    public var origin: Int?

    /// Makes a track.
    public init(property: Property, start: ValueExpression, end: ValueExpression, over: ValueExpression, origin: Int? = nil) {
        (self.property, self.start, self.end, self.over, self.origin) = (property, start, end, over, origin)
    }

    /// The fraction of the change at a distance dragged from where the track stood (`from`, a
    /// fraction): clamped to 0…1, and 1 for a distance that is not positive.
    public static func fraction(dragged: Double, over: Double, from start: Double = 0) -> Double {
        over > 0 ? min(max(start + dragged / over, 0), 1) : 1
    }
}

/// The spring a followed view moves by after the release (`release spring damping ζ duration T`),
/// from where the view shows to the finish or the start state, with the finger's velocity handed
/// over per axis.
///
/// It is defined by its physics, so that every engine moves it alike whatever the finger does:
/// mass 1 and the stiffness and damping of the damping-ratio spring fitted into `T` from rest
/// (`DampedSpring.uiKit` with no velocity, docs/timing.md). The finger's velocity is the motion's
/// initial condition only; it never changes the spring. UIKit is handed those numbers,
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, not a ratio and a duration,
/// whose fit to a velocity UIKit does not document. Each runs until it stays within 0.1 % of its end
/// (`DampedSpring.settlingDuration`): left still, at the duration when critically damped and later
/// below (0.533 s for ζ 0.85 and 0.5 s); handed a velocity, sooner or later as it goes.
public struct ReleaseSpring: Sendable, Equatable {
    /// The damping ratio ζ (1: no overshoot).
    public var dampingRatio: Double
    /// Seconds the spring, left still, takes to settle within 0.1 %.
    public var duration: Double

    /// Makes a release spring.
    public init(dampingRatio: Double, duration: Double) {
        (self.dampingRatio, self.duration) = (dampingRatio, duration)
    }

    /// What a block that states no `release` uses: a little overshoot, settled in 0.5 s, as the
    /// system's zoom dismissal feels.
    public static let standard = ReleaseSpring(dampingRatio: 0.85, duration: 0.5)

    /// UIKit's convention for `initialVelocity`: the finger's velocity (points per second) along one
    /// axis divided by the distance left to travel along it, so that the spring's progress, a
    /// fraction of that distance, starts at the finger's speed. No distance left gives no velocity.
    public static func initialVelocity(fingerVelocity: Double, remaining: Double) -> Double {
        abs(remaining) > 1e-9 ? fingerVelocity / remaining : 0
    }

    /// The spring at rest: mass 1, its stiffness and damping (what UIKit is handed).
    public var physics: DampedSpring { DampedSpring.uiKit(duration: duration, dampingRatio: dampingRatio, velocity: 0) }

    /// The spring on one axis, its progress going 0 → 1, leaving at `initialVelocity` (in whole
    /// distances per second).
    public func spring(initialVelocity: Double) -> DampedSpring {
        let physics = physics
        return DampedSpring(mass: 1, stiffness: physics.stiffness, damping: physics.damping, velocity: initialVelocity)
    }
}

extension Property {
    /// Whether the transition's own tracks may change it on a view that follows the finger: what the
    /// view lets go into, springing from where the finger left it to where the timeline ends (its
    /// place, size, anchor, transform parts, opacity, corner radius, and shadow opacity and radius).
    /// Not a flag, a colour, a z-position, a shadow's offset, a mask, the view's own perspective or
    /// a transform list: a followed view holds those as the drag began until the transition ends.
    public var changesOnFollowedView: Bool {
        switch self {
        case .frame, .position, .size, .anchor, .opacity, .cornerRadius, .shadowOpacity, .shadowRadius, .scale, .scaleX, .scaleY,
             .rotate, .rotateZ, .rotateX, .rotateY, .translate, .translateX, .translateY, .translateZ: true
        case .hidden, .zPosition, .backgroundColor, .shadowOffset, .shadowColor, .mask, .perspective, .transform: false
        }
    }

    /// Whether a followed view's track may write it as a function of the distance dragged: a
    /// number, length or angle of the view's own, or its scale. Never its place (the finger moves
    /// it), its geometry, a flag, a colour or a mask.
    public var followsDistance: Bool {
        switch self {
        case .opacity, .cornerRadius, .shadowOpacity, .shadowRadius, .scale, .scaleX, .scaleY, .rotate, .rotateZ: true
        case .frame, .position, .size, .anchor, .hidden, .zPosition, .backgroundColor, .shadowOffset, .shadowColor, .translate,
             .translateX, .translateY, .translateZ, .rotateX, .rotateY, .perspective, .mask, .transform: false
        }
    }
}
