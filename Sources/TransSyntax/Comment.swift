import TransDiagnostics

/// A comment, which the compiler skips as trivia and a formatter must keep.
public struct Comment: Sendable, Equatable {
    /// How it is written.
    public enum Kind: Sendable, Equatable {
        /// `// …` up to the end of the line (the line break is not part of it).
        case line
        /// `/* … */`, possibly over several lines.
        case block
    }

    /// How it is written.
    public var kind: Kind
    /// Byte offset of its first `/`.
    public var start: UInt32
    /// Byte offset one past its last byte.
    public var end: UInt32

    /// Its range in the file.
    public var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }
}
