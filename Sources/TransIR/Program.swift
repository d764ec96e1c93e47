/// The one IR: a transition for one operation, ready to interpret, generate code from, or preview.
/// Lowering makes it from a checked file; nothing here refers to the compiler.
public struct TransitionProgram: Sendable {
    /// The transition's name.
    public var name: String
    /// The operation this program runs.
    public var operation: TransitionOperation
    /// Whether it is the backward operation of a forward transition (`reverse auto` or `reverse { … }`):
    /// its `from` and `to` are the forward one's traded.
    public var isDerivedBackward: Bool
    /// Whether its motion is the one `reverse { … }` states rather than the mirror `reverse auto` derives.
    public var hasOwnBackwardMotion = false
    /// The inputs the app supplies, in declaration order.
    public var inputs: [InputDeclaration]
    /// The layers in the container, bottom first.
    public var layers: [LayerSpec]
    /// Property tracks, applied in order.
    public var tracks: [TrackSpec]
    /// Gradient overlays.
    public var shades: [ShadeSpec]
    /// The container's perspective distance in points, if any.
    public var perspective: Double?
    /// The gestures that can start and drive this operation, in source order; empty if none.
    public var interactions: [InteractionSpec]
    /// The length of the timeline in seconds: until the last track ends.
    public var duration: Double
    /// What happens before the first frame.
    public var setup: [LifecycleAction]
    /// What happens when the transition completes.
    public var completion: [LifecycleAction]
    /// What happens when it is cancelled: everything back as it was.
    public var cancellation: [LifecycleAction]
    /// The layers `keep` hands, as completion leaves them, to the transition that reverses this one,
    /// which takes them over (`takeOver`); bottom first, empty for a derived backward program.
    public var kept: [String]
    /// Where the transition is declared: a byte offset into its source, if it has one.
    public var origin: Int?
    /// Whether it plays mirrored in a right-to-left layout (`laidOut`); false for `layout-direction fixed`.
    public var followsLayoutDirection: Bool
    /// The layout it is written for: right-to-left for the mirror `mirroredHorizontally` makes.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// What it plays with Reduce Motion on (`reduce-motion`; `motion(reduced:)`).
    public var reduceMotion: ReduceMotionRule = .crossFade
    /// Whether it is the cross-fade `crossFade()` made for Reduce Motion.
    public var isMotionReduced = false

    /// Makes a program.
    public init(name: String, operation: TransitionOperation, isDerivedBackward: Bool, inputs: [InputDeclaration], layers: [LayerSpec],
                tracks: [TrackSpec], shades: [ShadeSpec], perspective: Double?, interactions: [InteractionSpec],
                duration: Double, setup: [LifecycleAction], completion: [LifecycleAction], cancellation: [LifecycleAction],
                kept: [String] = [], origin: Int? = nil, followsLayoutDirection: Bool = true,
                reduceMotion: ReduceMotionRule = .crossFade) {
        self.name = name
        self.operation = operation
        self.isDerivedBackward = isDerivedBackward
        self.inputs = inputs
        self.layers = layers
        self.tracks = tracks
        self.shades = shades
        self.perspective = perspective
        self.interactions = interactions
        self.duration = duration
        self.setup = setup
        self.completion = completion
        self.cancellation = cancellation
        self.kept = kept
        self.origin = origin
        self.followsLayoutDirection = followsLayoutDirection
        self.reduceMotion = reduceMotion
    }
}

/// The types an input can have.
public enum InputType: String, CaseIterable, Sendable {
    /// A view whose frame is read in container coordinates when the transition starts.
    case view
    case rect, point, size, length, number, angle, time, color
}

/// An input of a program.
public struct InputDeclaration: Sendable, Equatable {
    /// Its name.
    public var name: String
    /// Its type.
    public var type: InputType
    /// The value the tools use when none is given (a view's is its frame), if the file gives one.
    /// Generated code ignores it: in the app the value always comes from the app.
    public var sample: Value?
    /// Its description, if any.
    public var summary: String?

    /// Makes a declaration.
    public init(name: String, type: InputType, sample: Value? = nil, summary: String?) {
        (self.name, self.type, self.sample, self.summary) = (name, type, sample, summary)
    }
}

/// A layer the transition shows.
public struct LayerSpec: Sendable, Equatable {
    /// The name in states and dumps: `from`, `to`, `snapshot(cell)`.
    public var id: String
    /// The view it is.
    public var actor: Actor
    /// Hidden while the transition runs (`hide`).
    public var hiddenWhileRunning: Bool

    /// Makes a layer.
    public init(id: String, actor: Actor, hiddenWhileRunning: Bool) {
        (self.id, self.actor, self.hiddenWhileRunning) = (id, actor, hiddenWhileRunning)
    }
}

/// A value at a point of a track.
public struct KeyframeSpec: Sendable, Equatable {
    /// Fraction of the track, 0…1.
    public var offset: Double
    /// The value, evaluated when the transition starts.
    public var value: ValueExpression
    /// The curve pacing the segment from this keyframe to the next (as one of
    /// `CAKeyframeAnimation.timingFunctions`); nil: the track's own curve paces it.
    public var curve: TimingCurve?

    /// Makes a keyframe.
    public init(offset: Double, value: ValueExpression, curve: TimingCurve? = nil) {
        (self.offset, self.value, self.curve) = (offset, value, curve)
    }
}

/// One property of one layer over time.
public struct TrackSpec: Sendable, Equatable {
    /// Index into `layers`.
    public var layer: Int
    /// The property.
    public var property: Property
    /// Keyframes, offsets increasing; a single one holds for the whole transition.
    public var keyframes: [KeyframeSpec]
    /// A `rotate`'s axis, if not z.
    public var axis: ValueExpression?
    /// When and how it runs.
    public var timing: TrackTiming
    /// Where it is written: a byte offset into the source, if it has one.
    public var origin: Int?

    /// Makes a track.
    public init(layer: Int, property: Property, keyframes: [KeyframeSpec], axis: ValueExpression?, timing: TrackTiming,
                origin: Int? = nil) {
        (self.layer, self.property, self.keyframes, self.axis, self.timing, self.origin) = (layer, property, keyframes, axis, timing, origin)
    }
}

/// A gradient overlay on a layer.
public struct ShadeSpec: Sendable, Equatable {
    /// Index into `layers`.
    public var layer: Int
    /// The gradient.
    public var gradient: ValueExpression
    /// Start point in unit coordinates; CAGradientLayer's default (0.5, 0) when nil.
    public var start: ValueExpression?
    /// End point in unit coordinates; CAGradientLayer's default (0.5, 1) when nil.
    public var end: ValueExpression?
    /// The overlay's opacity keyframes.
    public var opacity: [KeyframeSpec]
    /// When and how its opacity changes.
    public var timing: TrackTiming
    /// Where it is written: a byte offset into the source, if it has one.
    public var origin: Int?

    /// Makes a shade.
    public init(layer: Int, gradient: ValueExpression, start: ValueExpression?, end: ValueExpression?,
                opacity: [KeyframeSpec], timing: TrackTiming, origin: Int? = nil) {
        (self.layer, self.gradient, self.start, self.end, self.opacity, self.timing, self.origin) =
            (layer, gradient, start, end, opacity, timing, origin)
    }
}

/// The gesture that drives an operation.
public struct InteractionSpec: Sendable, Equatable {
    /// The recognizer.
    public var gesture: GestureKind
    /// Its direction or edge.
    public var direction: GestureDirection
    /// Release past this progress finishes.
    public var threshold: Double
    /// A release faster than this (pt/s) along the gesture finishes, against it cancels.
    public var flickVelocity: Double?
    /// The travel that counts as 100 %; nil for the container's extent along the gesture.
    public var distance: ValueExpression?
    /// Whether a pan against `direction` starts it too, as the other neighbour's switch: the
    /// program's mirror image (`towardOtherNeighbour`), which that pan drives forwards. A tab's
    /// `pan(horizontal)` is lowered to `pan(left)` either way: a pan left moves to the next tab.
    public var eitherWay: Bool
    /// Where it is written: a byte offset into the source, if it has one.
    public var origin: Int?
    /// The views that follow the finger instead of the timeline while the gesture is active.
    public var follows: [FollowSpec] = []
    /// The spring the followed views move by after the release.
    public var release = ReleaseSpring.standard

    /// Makes an interaction.
    public init(gesture: GestureKind, direction: GestureDirection, threshold: Double, flickVelocity: Double?,
                distance: ValueExpression?, eitherWay: Bool = false, origin: Int? = nil, follows: [FollowSpec] = [],
                release: ReleaseSpring = .standard) {
        (self.gesture, self.direction, self.threshold, self.flickVelocity, self.distance, self.eitherWay, self.origin) =
            (gesture, direction, threshold, flickVelocity, distance, eitherWay, origin)
        (self.follows, self.release) = (follows, release)
    }

    /// Whether a pan moving by `translation` runs the other neighbour's switch: it is a pan either
    /// way and moves against `forward`.
    public func startsOtherNeighbour(moving translation: Point) -> Bool {
        eitherWay && translation.x * forward.x + translation.y * forward.y < 0
    }

    /// Whether a finger that has moved by `translation` begins this gesture: a pan's or an edge
    /// pan's finger must move its way (either sign for a pan either way) more than across it, as
    /// the UIKit code's `gestureRecognizerShouldBegin(_:)` asks. No translation begins a pinch.
    /// An edge pan is judged by its motion away from the edge alone: where the touch began is not
    /// asked, as UIKit states no width for the edge's region.
    public func begins(moving translation: Point) -> Bool {
        let along = translation.x * forward.x + translation.y * forward.y
        let across = abs(translation.x * forward.y - translation.y * forward.x)
        return (eitherWay ? abs(along) : along) > across
    }

    /// Whether a pinch begins this gesture: its fingers must close (`pinch(in)`) or open
    /// (`pinch(out)`), judged by `velocity` (scale per second, negative while they close) or, before
    /// it has one, by `scale` (1 where they began), as the UIKit code's `gestureRecognizerShouldBegin(_:)` asks.
    public func begins(pinching velocity: Double, scale: Double) -> Bool {
        let motion = velocity != 0 ? velocity : scale - 1
        return direction == .in ? motion < 0 : motion > 0
    }

    /// The unit vector a finger moves along to advance the transition: a pan goes its way,
    /// an edge pan away from its edge. Zero for a pinch, which advances by scale.
    public var forward: Point {
        let awayFromEdge = gesture == .edgePan
        switch gesture {
        // No drag moves a pinch: two fingers close or open.
        case .pinch: return .zero
        // A pan moves its way; an edge pan away from its edge.
        case .pan, .edgePan:
            switch direction {
            case .right: return Point(x: awayFromEdge ? -1 : 1, y: 0)
            case .left: return Point(x: awayFromEdge ? 1 : -1, y: 0)
            case .down: return awayFromEdge ? .zero : Point(x: 0, y: 1)
            case .up: return awayFromEdge ? .zero : Point(x: 0, y: -1)
            case .top: return awayFromEdge ? Point(x: 0, y: 1) : .zero
            case .bottom: return awayFromEdge ? Point(x: 0, y: -1) : .zero
            // Pairings the checker rejects; a pan either way (`horizontal`) is lowered to `left` before it gets here.
            case .in, .out, .horizontal: return .zero
            }
        }
    }
}

/// Things done to views around the animation, so that nothing is left changed.
public enum LifecycleAction: Hashable, Sendable {
    /// Use a layer the forward transition kept (`keep`), with what it saved of it, instead of making it anew.
    case takeOver(layer: String)
    /// Snapshot a view into a new layer.
    case takeSnapshot(layer: String, of: String)
    /// Add a layer to the container, above those added before.
    case addToContainer(layer: String)
    /// Remove a layer from the container.
    case removeFromContainer(layer: String)
    /// Hide a view.
    case hide(String)
    /// Show a hidden view again.
    case show(String)
    /// Set the container's `sublayerTransform` perspective (m34 = −1/d).
    case setPerspective(Double)
    /// Reset the container's `sublayerTransform`.
    case clearPerspective
    /// Put every property the transition changed on a layer back as it was
    /// (an anchor back without moving the frame), keeping its final frame if it is `to`.
    case restore(layer: String)
}

/// An expression of the IR, evaluated once when a transition starts.
public indirect enum ValueExpression: Sendable, Equatable {
    case scalar(Double)
    case bool(Bool)
    case color(RGBA)
    /// An input's value.
    case input(String)
    /// A view's frame in container coordinates (`from` as it starts, `to` as it ends, `container` its bounds).
    case frame(Actor)
    case member(ValueExpression, Member)
    case call(Builtin, [ValueExpression])
    case point(ValueExpression, ValueExpression)
    case size(ValueExpression, ValueExpression)
    case rect(ValueExpression, ValueExpression, ValueExpression, ValueExpression)
    case vector(ValueExpression, ValueExpression, ValueExpression)
    case negate(ValueExpression)
    case binary(BinaryOperator, ValueExpression, ValueExpression)
}
