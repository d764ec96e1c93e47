/// A Swift statement as a tree; bodies are lists of statements, so `SwiftWriter` alone indents.
public indirect enum SwiftStatement: Sendable {
    /// `let name: Type = value` or `var …`; the type and the value are each optional.
    case binding(SwiftBindingKind, SwiftPattern, type: String? = nil, SwiftExpression?)
    /// `target = value`, `target += value`, `target -= value`.
    case assign(SwiftExpression, SwiftAssignmentOperator = .assign, SwiftExpression)
    /// An expression evaluated for its effect, such as a call.
    case expression(SwiftExpression)
    /// `if conditions { … } else { … }`; an else holding one `if` prints as `else if`.
    case ifElse([SwiftCondition], [SwiftStatement], else: [SwiftStatement]? = nil)
    /// `guard conditions else { … }`.
    case `guard`([SwiftCondition], else: [SwiftStatement])
    /// `switch subject { case …: … }`, case labels level with the `switch`.
    case `switch`(SwiftExpression, [SwiftCase])
    case `return`(SwiftExpression?)
    case `throw`(SwiftExpression)
    case `break`
    /// `for name in sequence { … }`.
    case `for`(String, in: SwiftExpression, [SwiftStatement])
    /// `do { … }`: a scope.
    case `do`([SwiftStatement])
    /// A `//` comment, one per line of text.
    case comment(String)
    /// An empty line.
    case blank

    /// `let name = value`.
    public static func `let`(_ name: String, _ value: SwiftExpression) -> SwiftStatement { .binding(.let, .name(name), value) }
    /// `let name: Type = value`.
    public static func `let`(_ name: String, _ type: String, _ value: SwiftExpression?) -> SwiftStatement {
        .binding(.let, .name(name), type: type, value)
    }
    /// `var name = value`.
    public static func `var`(_ name: String, _ value: SwiftExpression) -> SwiftStatement { .binding(.var, .name(name), value) }
    /// `var name: Type = value`.
    public static func `var`(_ name: String, _ type: String, _ value: SwiftExpression?) -> SwiftStatement {
        .binding(.var, .name(name), type: type, value)
    }
    /// `target = value`.
    public static func set(_ target: SwiftExpression, _ value: SwiftExpression) -> SwiftStatement { .assign(target, .assign, value) }
    /// A call for its effect.
    public static func run(_ expression: SwiftExpression) -> SwiftStatement { .expression(expression) }
}

public enum SwiftBindingKind: String, Sendable {
    case `let`, `var`
}

public enum SwiftAssignmentOperator: String, Sendable {
    case assign = "=", add = "+=", subtract = "-="
}

/// What a binding or an optional binding binds.
public enum SwiftPattern: Sendable {
    case name(String)
    /// `(a, b)`.
    case tuple([String])
}

/// One condition of an `if` or `guard`.
public enum SwiftCondition: Sendable {
    case expression(SwiftExpression)
    /// `let name = value`, or `let name` alone when the value is the name itself.
    case optionalBinding(SwiftPattern, SwiftExpression?)
}

/// One `case` of a `switch`.
public struct SwiftCase: Sendable {
    public var label: SwiftCaseLabel
    public var body: [SwiftStatement]

    public init(_ label: SwiftCaseLabel, _ body: [SwiftStatement]) { (self.label, self.body) = (label, body) }
}

public enum SwiftCaseLabel: Sendable {
    /// `case .a, .b:`.
    case values([SwiftExpression])
    /// `case .name(let binding):`.
    case enumPayload(String, binding: String)
    /// `default:`.
    case `default`
}
