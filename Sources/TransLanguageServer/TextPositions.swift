import TransDiagnostics

/// A place in a document as the protocol gives it: a 0-based line and a 0-based offset in
/// UTF-16 code units within the line (LSP's default `positionEncoding`, and the only one every
/// client supports). The compiler counts bytes of UTF-8, so every position crosses here.
public struct TextPosition: Hashable, Sendable {
    /// 0-based line.
    public var line: Int
    /// 0-based UTF-16 code units from the line's start.
    public var character: Int

    /// Makes a position.
    public init(line: Int, character: Int) { (self.line, self.character) = (line, character) }
}

extension SourceFile {
    /// The protocol position of a byte offset. An offset inside a UTF-8 sequence counts as the
    /// start of its character.
    func position(of offset: Int) -> TextPosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(containing: clamped)
        var units = 0
        var index = lineStart(line)
        while index < clamped {
            let length = Self.sequenceLength(bytes[index])
            guard index + length <= clamped else { break }
            units += length == 4 ? 2 : 1
            index += length
        }
        return TextPosition(line: line, character: units)
    }

    /// The byte offset of a protocol position; a character past the line's end is its end, as the
    /// protocol asks, and a line past the file's end is the file's end.
    func offset(of position: TextPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineCount else { return bytes.count }
        var index = lineStart(position.line)
        var units = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), units < position.character {
            let length = Self.sequenceLength(bytes[index])
            units += length == 4 ? 2 : 1
            index = min(bytes.count, index + length)
        }
        if index < bytes.count, index > lineStart(position.line), bytes[index] == UInt8(ascii: "\n"),
           bytes[index - 1] == UInt8(ascii: "\r") {
            index -= 1
        }
        return index
    }

    /// The protocol range of a byte range.
    func textRange(_ range: SourceRange) -> (start: TextPosition, end: TextPosition) {
        (position(of: range.start), position(of: range.end))
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation or invalid byte,
    /// which the lexer reports and which a client shows as one U+FFFD).
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF4: 4
        case 0xE0...0xEF: 3
        case 0xC2...0xDF: 2
        default: 1
        }
    }
}
