/// The words that name a timing curve in source: the named curves, the curve functions and
/// the step positions. The parser, the checker and the diagnostic catalog all read them here.

/// A curve written as a bare name: `curve ease-out`.
public enum NamedCurve: String, CaseIterable, Sendable {
    case linear, ease
    case easeIn = "ease-in", easeOut = "ease-out", easeInOut = "ease-in-out"

    /// The curve the name stands for (the CSS keywords' control points).
    public var curve: TimingCurve {
        switch self {
        case .linear: .linear
        case .ease: .cubicBezier(0.25, 0.1, 0.25, 1)
        case .easeIn: .cubicBezier(0.42, 0, 1, 1)
        case .easeOut: .cubicBezier(0, 0, 0.58, 1)
        case .easeInOut: .easeInOut
        }
    }
}

/// A curve written as a call: `cubic-bezier(…)`, `steps(…)`, `linear(…)`.
public enum CurveFunction: String, CaseIterable, Sendable {
    case cubicBezier = "cubic-bezier", steps, linear
}

extension StepPosition {
    /// The position a word names: one of the four, or CSS's older `start` and `end`.
    public init?(word: String) {
        if let alias = Self.aliases.first(where: { $0.word == word }) {
            self = alias.position
        } else {
            self.init(rawValue: word)
        }
    }

    /// CSS's older names, still accepted.
    public static let aliases: [(word: String, position: StepPosition)] = [("start", .jumpStart), ("end", .jumpEnd)]

    /// The fewest steps a curve with this position can have: `jump-none` makes no jump at
    /// either end, so one step would be a constant.
    public var minimumSteps: Int {
        switch self {
        case .jumpStart, .jumpEnd, .jumpBoth: 1
        case .jumpNone: 2
        }
    }
}
