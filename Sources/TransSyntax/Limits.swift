/// Bounds the front end enforces so that no input can exhaust memory or the stack.
/// Going past one is a diagnostic, never a crash.
public struct FrontEndLimits: Sendable {
    /// The largest source file accepted, in bytes.
    public var maxFileBytes: Int
    /// The deepest nesting of braces, parentheses and unary operators.
    public var maxNestingDepth: Int

    /// Makes limits.
    public init(maxFileBytes: Int = 32 << 20, maxNestingDepth: Int = 128) {
        self.maxFileBytes = maxFileBytes
        self.maxNestingDepth = maxNestingDepth
    }

    /// The limits `transc` uses.
    public static let standard = FrontEndLimits()
}
