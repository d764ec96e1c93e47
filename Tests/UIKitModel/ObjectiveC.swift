// The executable model's ObjectiveC: `Selector` keeps its name, so a recognizer can say which
// action it sends (Linux has no Objective-C runtime to send it; see UIKit.swift's gestures).

public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    /// The selector's name, `handle:`.
    public let name: String
    public init(_ str: String) { name = str }
    public init(stringLiteral value: String) { name = value }
}

public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    public var boolValue: Bool
    public init(_ value: Bool) { boolValue = value }
    public init(booleanLiteral value: Bool) { boolValue = value }
}
