/// A Swift declaration as a tree, with the comments and blank lines between declarations.
public indirect enum SwiftDeclaration: Sendable {
    /// `import Module`.
    case `import`(String)
    /// `struct`, `class` or `enum` with its members.
    case type(SwiftTypeDeclaration)
    /// `func name(parameters) -> Result { body }`.
    case function(SwiftFunction)
    /// `init(parameters) throws(Error) { body }`.
    case initializer(SwiftInitializer)
    /// `let name: Type = value`, a stored property or a global.
    case stored(modifiers: [SwiftModifier], SwiftBindingKind, String, type: String?, value: SwiftExpression?)
    /// `var name: Type { body }`.
    case computed(modifiers: [SwiftModifier], String, type: String, [SwiftStatement])
    /// `case a, b` in an enum.
    case enumCases([String])
    /// A `//` comment (one per line of text).
    case comment(String)
    /// A `///` documentation comment; each element is one line.
    case documentation([String])
    /// `// MARK: - title`.
    case mark(String)
    /// `#if condition`, the declarations, `#endif`: code that compiles to nothing where the
    /// condition fails (`canImport(UIKit)` on Linux).
    case compiledIf(String, [SwiftDeclaration])
    case blank

    /// `///` one line.
    public static func doc(_ line: String) -> SwiftDeclaration { .documentation([line]) }
}

/// Attributes and modifiers, in the order Swift style writes them.
public enum SwiftModifier: String, Sendable {
    case mainActor = "@MainActor"
    case objc = "@objc"
    case `public`, `private`, `fileprivate`
    case privateSet = "private(set)"
    case `static`, `class`, `final`, `override`, `required`
    case `weak`
    case `nonisolated`
}

public enum SwiftTypeKind: String, Sendable {
    case `struct`, `class`, `enum`
}

public struct SwiftTypeDeclaration: Sendable {
    public var modifiers: [SwiftModifier]
    public var kind: SwiftTypeKind
    public var name: String
    public var conformances: [String]
    public var members: [SwiftDeclaration]

    public init(_ modifiers: [SwiftModifier] = [], _ kind: SwiftTypeKind, _ name: String, conformances: [String] = [],
                _ members: [SwiftDeclaration]) {
        (self.modifiers, self.kind, self.name, self.conformances, self.members) = (modifiers, kind, name, conformances, members)
    }
}

/// One parameter: `label name: Type = default`; a nil label writes `_`, a label equal to the name writes it once.
public struct SwiftParameter: Sendable {
    public var label: String?
    public var name: String
    public var type: String
    public var defaultValue: SwiftExpression?

    public init(_ label: String?, _ name: String, _ type: String, default defaultValue: SwiftExpression? = nil) {
        (self.label, self.name, self.type, self.defaultValue) = (label, name, type, defaultValue)
    }

    /// A parameter whose label is its name.
    public init(_ name: String, _ type: String, default defaultValue: SwiftExpression? = nil) {
        self.init(name, name, type, default: defaultValue)
    }
}

public struct SwiftFunction: Sendable {
    public var modifiers: [SwiftModifier]
    public var name: String
    public var parameters: [SwiftParameter]
    public var returns: String?
    public var body: [SwiftStatement]

    public init(_ modifiers: [SwiftModifier] = [], _ name: String, _ parameters: [SwiftParameter] = [], returns: String? = nil,
                _ body: [SwiftStatement]) {
        (self.modifiers, self.name, self.parameters, self.returns, self.body) = (modifiers, name, parameters, returns, body)
    }
}

public struct SwiftInitializer: Sendable {
    public var modifiers: [SwiftModifier]
    /// `init?`.
    public var failable: Bool
    public var parameters: [SwiftParameter]
    /// The error type of `throws(Error)`, when the initializer throws.
    public var throwing: String?
    public var body: [SwiftStatement]

    public init(_ modifiers: [SwiftModifier] = [], failable: Bool = false, _ parameters: [SwiftParameter] = [], throwing: String? = nil,
                _ body: [SwiftStatement]) {
        (self.modifiers, self.failable, self.parameters, self.throwing, self.body) = (modifiers, failable, parameters, throwing, body)
    }
}
