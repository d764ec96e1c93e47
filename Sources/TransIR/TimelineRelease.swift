/// What letting go of an interactive transition does to its timeline: whether it finishes or
/// cancels, and how the rest plays. The one rule every engine follows: the interpreter's driver
/// evaluates it, the generated UIKit code states it with UIKit's own names, and the HTML page
/// writes it again in JavaScript; the tests hold each of them to it.
///
/// A declared `flick` decides first, for a pan: faster than it along the gesture finishes,
/// against it cancels. Otherwise the finger's velocity carries the progress on as far as a scroll
/// view would coast (`coasting(velocity:)`), and the transition finishes when that projected
/// progress reaches `complete-at`. The rest plays as a critically damped spring
/// (`UISpringTimingParameters(dampingRatio: 1, initialVelocity:)`) that leaves at the finger's
/// speed, as a fraction of the distance left per second, over the time left divided by
/// `completionSpeed`.
public struct TimelineRelease: Sendable, Equatable {
    /// Whether the transition finishes (else it cancels).
    public var finishes: Bool
    /// The completion spring's initial velocity: the finger's velocity toward the end it goes
    /// to, as a fraction of the distance left per second (UIKit's convention).
    public var initialVelocity: Double
    /// UIKit's `completionSpeed`: never slower than the file's timing (1), nor than a steady stop
    /// from the finger's speed, which takes `2 / initialVelocity` seconds.
    public var completionSpeed: Double

    /// `UIScrollView.DecelerationRate.normal`: the share of its velocity a coasting scroll view
    /// keeps each millisecond.
    public static let decelerationRate = 0.998

    /// How far a motion at `velocity` (units per second) coasts, slowing as a scroll view does:
    /// the sum over each millisecond k ≥ 1 of `velocity / 1000 × rateᵏ`, that is
    /// `velocity / 1000 × rate / (1 − rate)` (about half a second's travel at the start speed).
    public static func coasting(velocity: Double) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// The flick speed that decides before the projection, if the block declares one: a pan's
    /// (points per second). A pinch has none: its velocity is in scale per second.
    public static func flick(_ interaction: InteractionSpec) -> Double? {
        interaction.gesture == .pinch ? nil : interaction.flickVelocity
    }

    /// The release of `interaction` at `progress` (0…1) by a finger moving at `velocity` along the
    /// gesture (points per second for a pan; scale per second for a pinch, signed so that closing
    /// counts for `pinch(in)`), where `distance` is the travel that counts as 100 % in the same
    /// unit (1 for a pinch) and `duration` the timeline's seconds.
    public init(_ interaction: InteractionSpec, progress: Double, velocity: Double, distance: Double, duration: Double) {
        if let flick = Self.flick(interaction), abs(velocity) >= flick {
            finishes = velocity > 0
        } else {
            finishes = progress + Self.coasting(velocity: velocity) / distance >= interaction.threshold
        }
        let left = finishes ? 1 - progress : progress
        initialVelocity = ReleaseSpring.initialVelocity(fingerVelocity: finishes ? velocity : -velocity, remaining: left * distance)
        completionSpeed = max(1, left * duration * max(initialVelocity, 0) / 2)
    }

    /// The completion spring's damping ratio: critically damped, so the rest never overshoots
    /// the end it goes to unless the finger throws it there.
    public static let completionDampingRatio = 1.0

    /// The timing of the rest, which lasts `seconds`: UIKit fits the critically damped spring
    /// into the time the finish or the cancel takes, and ends it there.
    public func completion(over seconds: Double) -> DampedSpring {
        DampedSpring.uiKit(duration: seconds, dampingRatio: Self.completionDampingRatio, velocity: initialVelocity)
    }
}
