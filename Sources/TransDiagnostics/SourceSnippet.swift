/// The part of a source line a diagnostic shows, and the caret under it. A long line (a
/// minified or generated file, or junk) is cut to a window around the caret with `…` at a cut,
/// as clang and rustc do, so a diagnostic never prints megabytes; only that window is decoded.
public struct SourceSnippet: Sendable, Equatable {
    /// The line's text in the window, control characters made visible, `…` where it is cut.
    public let text: String
    /// What goes before the caret so that it sits under the range's first character on a
    /// terminal: tabs kept as tabs, two spaces for a wide (East Asian or emoji) character.
    public let padding: String
    /// `^` under the first character, `~` under the rest of the range on this line.
    public let marker: String

    /// The most characters of a line shown; about 40 of them before the caret.
    public static let maxColumns = 120
    static let columnsBeforeCaret = 40

    /// The snippet of the line holding `range.start`.
    public init(_ range: SourceRange, in file: SourceFile) {
        let bytes = file.bytes
        let start = max(0, min(range.start, bytes.count))
        let line = file.location(of: start).line
        let lineStart = file.lineStart(line - 1)
        let lineSlice = file.lineBytes(line)
        let lineEnd = lineSlice.endIndex

        // Bytes of at most `count` characters (code points, which is close enough for a window)
        // before and after the start, never splitting a UTF-8 sequence.
        func back(from offset: Int, characters count: Int) -> Int {
            var index = offset
            var seen = 0
            while index > lineStart && seen < count {
                index -= 1
                if bytes[index] & 0xC0 != 0x80 { seen += 1 }
            }
            return index
        }
        func forward(from offset: Int, characters count: Int) -> Int {
            var index = offset
            var seen = 0
            while index < lineEnd && seen < count {
                index += 1
                while index < lineEnd && bytes[index] & 0xC0 == 0x80 { index += 1 }
                seen += 1
            }
            return index
        }
        func codePoints(_ from: Int, _ to: Int) -> Int {
            var count = 0
            for index in from..<to where bytes[index] & 0xC0 != 0x80 { count += 1 }
            return count
        }
        let caret = min(start, lineEnd)
        let lo: Int
        let hi: Int
        if lineEnd - lineStart <= 4 * Self.maxColumns && codePoints(lineStart, lineEnd) <= Self.maxColumns {
            (lo, hi) = (lineStart, lineEnd)
        } else {
            lo = back(from: caret, characters: Self.columnsBeforeCaret)
            hi = forward(from: caret, characters: Self.maxColumns - codePoints(lo, caret))
        }
        let leftCut = lo > lineStart
        let rightCut = hi < lineEnd
        let before = Self.printable(bytes[lo..<caret])
        let window = Self.printable(bytes[lo..<hi])
        text = (leftCut ? "…" : "") + window + (rightCut ? "…" : "")
        padding = (leftCut ? " " : "") + before.map { $0 == "\t" ? "\t" : String(repeating: " ", count: Self.width($0)) }.joined()
        let underlined = Self.printable(bytes[caret..<max(caret, min(range.end, hi))])
        let width = max(1, underlined.reduce(0) { $0 + Self.width($1) })
        marker = "^" + String(repeating: "~", count: width - 1)
    }

    /// Text with control characters made visible, so a snippet never corrupts a terminal.
    static func printable(_ bytes: ArraySlice<UInt8>) -> String {
        var out = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                out += "\u{FFFD}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Terminal columns a character takes: 2 for East Asian wide and full-width characters and
    /// emoji (Unicode's East Asian Width W and F), 1 otherwise.
    static func width(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
