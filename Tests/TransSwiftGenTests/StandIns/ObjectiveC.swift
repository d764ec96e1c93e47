// Stand-in for Apple's ObjectiveC module, enough for `#selector` and `@objc` to type-check on
// Linux with -enable-objc-interop. Declarations follow Apple's; bodies are placeholders.

public struct Selector: ExpressibleByStringLiteral, Hashable {
    public init(_ str: String) {}
    public init(stringLiteral value: String) {}
}

public struct ObjCBool: ExpressibleByBooleanLiteral {
    public var boolValue: Bool
    public init(_ value: Bool) { boolValue = value }
    public init(booleanLiteral value: Bool) { boolValue = value }
}
