import TransIR

/// Bounds the front end enforces so that no input can exhaust memory or the stack.
/// Going past one is a diagnostic, never a crash.
public struct FrontEndLimits: Sendable {
    /// The largest source file accepted, in bytes.
    public var maxFileBytes: Int
    /// The deepest nesting of braces, parentheses and unary operators.
    public var maxNestingDepth: Int
    /// The errors after which the front end stops working (as clang's `-ferror-limit`); 0 for no limit.
    public var maxErrors: Int
    /// How long a spring may take to settle and a transition may run (the checker enforces them).
    public var timing: TimingLimits
    /// The most pieces one `animate pieces(…)` may cut a view into: each is a view of its own, with
    /// its own animations, on the device as in the previews.
    public var maxPieces: Int

    /// Makes limits.
    public init(maxFileBytes: Int = 32 << 20, maxNestingDepth: Int = 128, maxErrors: Int = 20, timing: TimingLimits = .standard,
                maxPieces: Int = 256) {
        self.maxFileBytes = maxFileBytes
        self.maxNestingDepth = maxNestingDepth
        self.maxErrors = maxErrors
        self.timing = timing
        self.maxPieces = maxPieces
    }

    /// The limits `transc` uses.
    public static let standard = FrontEndLimits()
}
