import TransIR

/// What `TransitionDriver` drives: a timeline it can sample at any time, and the gestures that
/// can drive it with their values evaluated. The interpreter's `PreparedScene` is one; a
/// transition compiled by `transc build --target portable` is another, its gestures written out
/// by the generator, so both are driven by the same code.
public protocol InteractiveTimeline: Sendable {
    /// The timeline's length in seconds.
    var duration: Double { get }
    /// The gestures that can start and drive it, in source order, evaluated in its environment.
    var gestures: [PreparedGesture] { get }
    /// A fresh state at a time.
    func state(at time: Double) -> SceneState
    /// Writes the state at `time` into `state`, reusing its storage.
    func state(at time: Double, into state: inout SceneState)
}

extension InteractiveTimeline {
    /// The gesture a finger that has moved by `translation` begins: the first, in source order, whose
    /// recognizer would begin on that motion (`InteractionSpec.begins(moving:)`), or nil when none
    /// would (a motion the wrong way, or across every gesture). A pan either way moved against its
    /// direction begins it for the other neighbour (`InteractionSpec.startsOtherNeighbour(moving:)`).
    public func gesture(begunBy translation: Point) -> Int? {
        gestures.firstIndex { $0.interaction.begins(moving: translation) }
    }
}

/// A gesture of a program in one environment: its recognizer and thresholds as the IR states
/// them, and the numbers its expressions come to there.
public struct PreparedGesture: Sendable, Equatable {
    /// The recognizer, its direction, threshold, flick velocity and release spring. Its
    /// expressions (`distance`, the followed views' tracks) are read from the fields below instead.
    public var interaction: InteractionSpec
    /// The travel that counts as 100 %, in points.
    public var distance: Double
    /// The views that follow the finger, their tracks evaluated.
    public var follows: [FollowedView]

    /// Makes a prepared gesture; `distance` is the declared travel, if positive, or else the
    /// container's extent along the gesture.
    public init(interaction: InteractionSpec, distance declared: Double?, container: Size, follows: [FollowedView]) {
        self.interaction = interaction
        self.follows = follows
        if let declared, declared > 0 {
            distance = declared
        } else {
            switch interaction.direction {
            case .up, .down, .top, .bottom: distance = container.height
            case .left, .right, .in, .out, .horizontal: distance = container.width
            }
        }
    }
}

/// A view that follows the finger, its tracks evaluated (`FollowSpec` in one environment).
public struct FollowedView: Sendable, Equatable {
    /// Index into the state's layers.
    public var layer: Int
    /// Its properties as functions of the distance dragged.
    public var tracks: [FollowedTrack]

    /// Makes a followed view.
    public init(layer: Int, tracks: [FollowedTrack]) { (self.layer, self.tracks) = (layer, tracks) }
}

/// `scale 1 -> 0.6 over 300pt`, evaluated: `start` at no distance, `end` from `over` on.
public struct FollowedTrack: Sendable, Equatable {
    /// The property it writes.
    public var property: Property
    /// The value before any drag.
    public var start: Value
    /// The value once the finger has dragged `over`.
    public var end: Value
    /// The distance the change takes, in points (0 when it is not a number).
    public var over: Double

    /// Makes a track.
    public init(property: Property, start: Value, end: Value, over: Double) {
        (self.property, self.start, self.end, self.over) = (property, start, end, over)
    }
}

extension PreparedScene: InteractiveTimeline {
    /// The program's interactions, their expressions evaluated in the scene's environment.
    public var gestures: [PreparedGesture] {
        let evaluator = ExpressionEvaluator(environment: environment)
        return program.interactions.map { interaction in
            var declared: Double?
            if let expression = interaction.distance, case .scalar(let value) = evaluator.evaluate(expression) { declared = value }
            let follows = interaction.follows.map { follow in
                FollowedView(layer: follow.layer, tracks: follow.tracks.map { track in
                    var over = 0.0
                    if case .scalar(let length) = evaluator.evaluate(track.over) { over = length }
                    return FollowedTrack(property: track.property, start: evaluator.evaluate(track.start),
                                         end: evaluator.evaluate(track.end), over: over)
                })
            }
            return PreparedGesture(interaction: interaction, distance: declared, container: environment.container, follows: follows)
        }
    }
}
