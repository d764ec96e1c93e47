/// Timing curves: a progress 0…1 in time gives a progress in value.
public enum TimingCurve: Sendable, Equatable {
    /// `cubic-bezier(x1, y1, x2, y2)`; `linear` is (0, 0, 1, 1).
    case cubicBezier(Double, Double, Double, Double)
    /// `steps(count, position)`.
    case steps(Int, StepPosition)
    /// CSS Easing 2 `linear(…)`: points (input, output); a missing input is filled in
    /// when the curve is prepared.
    case piecewiseLinear([LinearPoint])

    /// UIKit's default: ease-in-out.
    public static let easeInOut = TimingCurve.cubicBezier(0.42, 0, 0.58, 1)
    /// Linear pacing.
    public static let linear = TimingCurve.cubicBezier(0, 0, 1, 1)
}

/// A point of `linear(…)`.
public struct LinearPoint: Sendable, Equatable {
    /// The input progress, or nil to be spaced evenly between its neighbours.
    public var input: Double?
    /// The output progress.
    public var output: Double

    /// Makes a point.
    public init(input: Double?, output: Double) { (self.input, self.output) = (input, output) }
}

/// Where the jumps of `steps()` fall (CSS Easing 2).
public enum StepPosition: String, Sendable, CaseIterable {
    case jumpStart = "jump-start", jumpEnd = "jump-end", jumpNone = "jump-none", jumpBoth = "jump-both"
}
