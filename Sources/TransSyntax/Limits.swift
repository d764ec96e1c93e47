import TransIR

/// Bounds the front end enforces so that no input can exhaust memory or the stack.
/// Going past one is a diagnostic, never a crash.
public struct FrontEndLimits: Sendable {
    /// The largest source file accepted, in bytes; never more than 4 GiB, since tokens and
    /// source ranges keep their offsets in 32 bits.
    public var maxFileBytes: Int {
        didSet { maxFileBytes = min(maxFileBytes, Self.largestFile) }
    }
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
        self.maxFileBytes = min(maxFileBytes, Self.largestFile)
        self.maxNestingDepth = maxNestingDepth
        self.maxErrors = maxErrors
        self.timing = timing
        self.maxPieces = maxPieces
    }

    /// The most bytes a 32-bit offset can address.
    static let largestFile = Int(UInt32.max)

    /// The limits `transc` uses.
    public static let standard = FrontEndLimits()
}
