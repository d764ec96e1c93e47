import TransIR

/// The language's word lists as diagnostics print them ("expected pan, edge-pan or pinch").
/// Each is derived from the vocabulary's `allCases`, so a word added to the language appears
/// in every message that lists its kind, and no message can list a word the language lacks.
public enum WordList {
    /// `a, b or c`.
    public static func either(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The units a number can carry.
    public static var units: String { either(NumberUnit.allCases.map(\.rawValue)) }
    /// The operations a transition can run.
    public static var operations: String { either(TransitionOperation.allCases.map(\.rawValue)) }
    /// The types an input can have.
    public static var inputTypes: String { either(InputType.allCases.map(\.rawValue)) }
    /// The gesture recognizers.
    public static var gestures: String { either(GestureKind.allCases.map(\.rawValue)) }
    /// What `layout-direction` can say.
    public static var layoutDirectionRules: String { either(LayoutDirectionRule.allCases.map(\.rawValue)) }
    /// What `reduce-motion` can say.
    public static var reduceMotionRules: String { either(ReduceMotionRule.allCases.map(\.rawValue)) }
    /// The parameters a spring takes.
    public static var springParameters: String { either(SpringParameterName.allCases.map(\.rawValue)) }
    /// Every way to write a curve: the named curves, then the curve functions.
    public static var curves: String {
        either(NamedCurve.allCases.map(\.rawValue) + CurveFunction.allCases.map { $0.rawValue + "(…)" })
    }
    /// The step positions, then their older aliases.
    public static var stepPositions: String {
        either(StepPosition.allCases.map(\.rawValue) + StepPosition.aliases.map(\.word))
    }
    /// The views a statement can act on: the built-in ones, a snapshot, or an input.
    public static var actors: String {
        either(Actor.builtIns.map(\.description) + ["snapshot(…)", "an input"])
    }
}
