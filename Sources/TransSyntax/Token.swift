import TransDiagnostics

/// What kind of token a slice of source is.
public enum TokenKind: UInt8, Sendable {
    /// A name or a word such as `duration` or `ease-in-out` (words are contextual, never reserved).
    case identifier
    /// A number with an optional unit suffix: `0.6s`, `50%`, `500pt`, `300pt/s`.
    case number
    /// A double-quoted string with escapes.
    case string
    /// A hex color literal: `#1e90ff`.
    case color
    case leftBrace, rightBrace, leftParen, rightParen
    /// `[` and `]`, around a transform list.
    case leftBracket, rightBracket
    case comma, colon, semicolon, dot
    case plus, minus, star, slash
    /// `->`, between the values of an animation.
    case arrow
    /// `=`, between an input's type and its sample value.
    case equals
    /// Bytes that start no token; the lexer has already reported them.
    case error
    /// The end of the file.
    case endOfFile
}

/// A token: a kind and a range into the source, never a copy of its text.
public struct Token: Sendable {
    /// What the token is.
    public var kind: TokenKind
    /// The word it spells when it is an identifier that the grammar uses as a keyword somewhere.
    public var keyword: Keyword?
    /// Whether a line break comes before it (statements start lines; recovery resumes at one).
    public var startsLine: Bool
    /// Byte offset of the first byte.
    public var start: UInt32
    /// Byte offset one past the last byte.
    public var end: UInt32

    /// The token's range in the file.
    public var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }
}
