/// A Swift expression as a tree. Strings only name things (identifiers, members, types) or
/// are literals; `SwiftWriter` decides every parenthesis from the operators' precedence.
public indirect enum SwiftExpression: Sendable, Equatable {
    /// A name: `fromView`, `self`, `$0`, `CGFloat`.
    case identifier(String)
    /// `base.name`, or the implicit member `.name` when there is no base.
    case member(SwiftExpression?, String)
    /// `base?.name`: optional chaining.
    case optionalMember(SwiftExpression, String)
    /// `function(label: argument, …)`, with an optional trailing closure.
    case call(SwiftExpression, [SwiftArgument], trailing: SwiftClosure? = nil)
    /// `base[index]`.
    case subscripted(SwiftExpression, SwiftExpression)
    /// A closure written in place.
    case closure(SwiftClosure)
    /// A number literal; negative numbers print as a prefix minus.
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    case string(String)
    case `nil`
    /// `[a, b]`, or one element a line.
    case array([SwiftExpression], multiline: Bool = false)
    /// `[key: value, …]`; empty is `[:]`.
    case dictionary([(key: SwiftExpression, value: SwiftExpression)])
    /// `(a, b)` or `(x: a, y: b)`.
    case tuple([SwiftArgument])
    case prefix(SwiftPrefixOperator, SwiftExpression)
    case binary(SwiftBinaryOperator, SwiftExpression, SwiftExpression)
    /// `condition ? then : otherwise`.
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `try expression`.
    case `try`(SwiftExpression)
    /// `expression as? Type` (optional) or `expression as Type`.
    case cast(SwiftExpression, type: String, optional: Bool)
    /// `#selector(name)`, with the method's full name such as `handle(_:)`.
    case selector(String)
    /// `\Root.path` or `\.path`.
    case keyPath(String)

    public static func == (a: SwiftExpression, b: SwiftExpression) -> Bool {
        SwiftWriter.expression(a) == SwiftWriter.expression(b)
    }

    /// `name`.
    public static func id(_ name: String) -> SwiftExpression { .identifier(name) }

    /// `self.name`, for chaining: `.id("view").dot("layer")`.
    public func dot(_ name: String) -> SwiftExpression { .member(self, name) }

    /// `self.name(arguments)`.
    public func call(_ name: String, _ arguments: SwiftArgument..., trailing: SwiftClosure? = nil) -> SwiftExpression {
        .call(.member(self, name), arguments, trailing: trailing)
    }

    public static func + (a: SwiftExpression, b: SwiftExpression) -> SwiftExpression { .binary(.add, a, b) }
    public static func - (a: SwiftExpression, b: SwiftExpression) -> SwiftExpression { .binary(.subtract, a, b) }
    public static func * (a: SwiftExpression, b: SwiftExpression) -> SwiftExpression { .binary(.multiply, a, b) }
    public static func / (a: SwiftExpression, b: SwiftExpression) -> SwiftExpression { .binary(.divide, a, b) }
    public static prefix func - (a: SwiftExpression) -> SwiftExpression { .prefix(.minus, a) }
}

extension SwiftExpression: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    /// An integer literal in the generator's code is a Swift integer literal.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A string literal in the generator's code is an identifier, never code.
    public init(stringLiteral value: String) { self = .identifier(value) }
}

/// One argument of a call or element of a tuple: `label: value`.
public struct SwiftArgument: Sendable {
    public var label: String?
    public var value: SwiftExpression

    public init(_ label: String?, _ value: SwiftExpression) { (self.label, self.value) = (label, value) }
}

extension SwiftArgument: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int) { self.init(nil, .integer(value)) }
    public init(stringLiteral value: String) { self.init(nil, .identifier(value)) }
}

/// `label: value`, the way calls are written most often.
public func arg(_ label: String?, _ value: SwiftExpression) -> SwiftArgument { SwiftArgument(label, value) }
/// An unlabelled argument.
public func arg(_ value: SwiftExpression) -> SwiftArgument { SwiftArgument(nil, value) }

/// `{ [capture] parameters in body }`.
public struct SwiftClosure: Sendable {
    /// `[weak self]`, when the closure must not keep its owner alive.
    public var weakSelf: Bool
    /// Parameter names (`_` to ignore one); none writes no `in`.
    public var parameters: [String]
    public var body: [SwiftStatement]

    public init(weakSelf: Bool = false, _ parameters: [String], _ body: [SwiftStatement]) {
        (self.weakSelf, self.parameters, self.body) = (weakSelf, parameters, body)
    }

    /// A closure without parameters.
    public init(_ body: [SwiftStatement]) { self.init([], body) }
}

public enum SwiftPrefixOperator: String, Sendable {
    case minus = "-"
    case not = "!"
    /// `&name`, an `inout` argument.
    case inoutArgument = "&"
}

/// Binary operators with Swift's standard precedence groups.
public enum SwiftBinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
    case nilCoalescing = "??"
    case equal = "==", notEqual = "!=", identical = "===", notIdentical = "!==", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "&&", or = "||"
    /// `0..<20`.
    case halfOpenRange = "..<"

    /// Swift's precedence groups, as numbers that compare as the groups do.
    var precedence: Int {
        switch self {
        case .multiply, .divide: 150
        case .add, .subtract: 140
        case .halfOpenRange: 135
        case .nilCoalescing: 131
        case .equal, .notEqual, .identical, .notIdentical, .less, .lessOrEqual, .greater, .greaterOrEqual: 130
        case .and: 120
        case .or: 110
        }
    }

    enum Associativity { case left, right, none }

    var associativity: Associativity {
        switch self {
        case .multiply, .divide, .add, .subtract, .and, .or: .left
        case .nilCoalescing: .right
        case .equal, .notEqual, .identical, .notIdentical, .less, .lessOrEqual, .greater, .greaterOrEqual, .halfOpenRange: .none
        }
    }
}
