import TransDiagnostics
import TransIR

/// Turns a file's bytes into tokens. It never fails: bytes that start no token become
/// `.error` tokens, each reported once with its location.
public enum Lexer {
    /// Tokenizes a whole file; the last token is always `.endOfFile`.
    public static func tokenize(
        _ file: SourceFile, limits: FrontEndLimits = .standard, diagnostics: inout DiagnosticList
    ) -> [Token] {
        scan(file, limits: limits, keepingComments: false, diagnostics: &diagnostics).tokens
    }

    /// Tokenizes a whole file as `tokenize` does, and also returns its comments in order,
    /// for tools that must keep them (the formatter). The tokens are the same as `tokenize`'s.
    public static func tokenizeKeepingComments(
        _ file: SourceFile, limits: FrontEndLimits = .standard, diagnostics: inout DiagnosticList
    ) -> (tokens: [Token], comments: [Comment]) {
        scan(file, limits: limits, keepingComments: true, diagnostics: &diagnostics)
    }

    /// Tokenizes a whole file into a table of tokens, as the parser reads them: in chunks, so that
    /// none is moved as the table grows and the parser can free those behind it.
    static func tokenTable(_ file: SourceFile, limits: FrontEndLimits, diagnostics: inout DiagnosticList) -> NodeTable<Token> {
        var chunks = scan(file, limits: limits, keepingComments: false, into: TokenChunks(), diagnostics: &diagnostics).tokens
        return chunks.takeTable()
    }

    private static func scan(
        _ file: SourceFile, limits: FrontEndLimits, keepingComments: Bool, diagnostics: inout DiagnosticList
    ) -> (tokens: [Token], comments: [Comment]) {
        var tokens: [Token] = []
        // Most files hold fewer tokens than a quarter of their bytes: a reserve rather than doublings.
        tokens.reserveCapacity(file.bytes.count / 4 + 1)
        return scan(file, limits: limits, keepingComments: keepingComments, into: consume tokens, diagnostics: &diagnostics)
    }

    private static func scan<Tokens: TokenSink>(
        _ file: SourceFile, limits: FrontEndLimits, keepingComments: Bool, into tokens: consuming Tokens,
        diagnostics: inout DiagnosticList
    ) -> (tokens: Tokens, comments: [Comment]) {
        if file.bytes.count > limits.maxFileBytes {
            diagnostics.add(.fileTooLarge(bytes: file.bytes.count, limit: limits.maxFileBytes), at: .at(0))
            tokens.append(Token(kind: .endOfFile, keyword: nil, startsLine: true, start: 0, end: 0))
            return (tokens, [])
        }
        // The scanner takes the tokens over: a copy left here would be copied again at the first token.
        // It is made before the buffer is lent (a closure cannot take `tokens` over), and given it inside.
        var scanner = Scanner(bytes: UnsafeBufferPointer(start: nil, count: 0), tokens: consume tokens, maxProblems: diagnostics.remainingErrors)
        return file.bytes.withUnsafeBufferPointer { bytes in
            scanner.bytes = bytes
            if keepingComments { scanner.comments = [] }
            scanner.run()
            for (message, range) in scanner.problems { diagnostics.add(message, at: range) }
            return (scanner.tokens, scanner.comments ?? [])
        }
    }
}

/// Where the lexer puts its tokens: an array for tools that index them freely, chunks of a `NodeTable` for the
/// parser (`TokenChunks`).
protocol TokenSink {
    mutating func append(_ token: Token)
}

extension Array: TokenSink where Element == Token {}

/// Tokens gathered a chunk at a time into a `NodeTable`: a chunk fills a buffer of its own, and is
/// handed to the table whole (storing each token through the table made lexing a third slower).
///
/// The buffer is written through its pointer: an array checked at every token that no one else held
/// it, and that it had room, which was a tenth of the scan. The scanner is its only holder.
struct TokenChunks: TokenSink {
    /// The full chunks.
    private var full = NodeTable<Token>()
    /// The chunk filling.
    private let filling = ChunkBuffer()
    /// How many tokens it holds.
    private var filled = 0

    /// Room for a chunk of tokens, freed with the last holder.
    private final class ChunkBuffer {
        let tokens = UnsafeMutablePointer<Token>.allocate(capacity: NodeTable<Token>.chunkSize)
        deinit { tokens.deallocate() }
    }

    mutating func append(_ token: Token) {
        if filled == NodeTable<Token>.chunkSize {
            full.add(chunk: UnsafeBufferPointer(start: filling.tokens, count: filled))
            filled = 0
        }
        (filling.tokens + filled).initialize(to: token)
        filled += 1
    }

    /// The tokens, all in one table: the full chunks, taken rather than copied (a table shared is copied
    /// whole at its next write), and the one filling.
    mutating func takeTable() -> NodeTable<Token> {
        var all = NodeTable<Token>()
        swap(&all, &full)
        all.add(chunk: UnsafeBufferPointer(start: filling.tokens, count: filled))
        filled = 0
        return all
    }
}

/// Single-byte punctuation, indexed by byte.
private let punctuationKinds: [TokenKind?] = {
    var table = [TokenKind?](repeating: nil, count: 256)
    let pairs: [(Character, TokenKind)] = [
        ("{", .leftBrace), ("}", .rightBrace), ("(", .leftParen), (")", .rightParen),
        ("[", .leftBracket), ("]", .rightBracket), (",", .comma), (":", .colon), (";", .semicolon), (".", .dot),
        ("+", .plus), ("-", .minus), ("*", .star), ("/", .slash), ("=", .equals),
    ]
    for (character, kind) in pairs { table[Int(character.asciiValue!)] = kind }
    return table
}()

/// The lexer's state over one buffer.
private struct Scanner<Tokens: TokenSink> {
    var bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var tokens: Tokens
    var problems: [(Message, SourceRange)] = []
    var atLineStart = true
    /// Past this many problems the scan stops: the error limit ends the work, not only the printing.
    let maxProblems: Int
    /// The comments seen, when the caller asked for them (nil: not recorded, the compiler's case).
    var comments: [Comment]?
    /// The keywords' table, taken once for the whole scan.
    let keywords = KeywordTable.shared
    /// The punctuation's table, taken once too: read from the global, each token checked that it was made.
    let punctuation = punctuationKinds

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: Tokens, maxProblems: Int) {
        self.bytes = bytes
        self.tokens = tokens
        self.maxProblems = maxProblems
    }

    mutating func run() {
        while true {
            skipTrivia()
            guard index < bytes.count, problems.count < maxProblems else { break }
            let start = index
            let kind = scanToken()
            // The offsets fit in 32 bits: a file longer than `FrontEndLimits.maxFileBytes` (at most 4 GiB) is
            // refused before the scan, so no check is needed here (one per offset was 4 % of the loop).
            var token = Token(kind: kind, keyword: nil, startsLine: atLineStart, start: UInt32(truncatingIfNeeded: start),
                              end: UInt32(truncatingIfNeeded: index))
            if kind == .identifier { token.keyword = Keyword.lookup(bytes, start, index, in: keywords) }
            tokens.append(token)
            atLineStart = false
        }
        tokens.append(Token(kind: .endOfFile, keyword: nil, startsLine: true, start: UInt32(index), end: UInt32(index)))
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    private mutating func report(_ message: Message, _ start: Int, _ end: Int) {
        problems.append((message, SourceRange(start: start, end: end)))
    }

    /// Skips spaces, line breaks and comments; comments are checked for invalid UTF-8.
    ///
    /// Inlined into the token loop, with comments read apart (`skipComment`): spaces and line breaks,
    /// a third of a typical file's bytes, then cost no call, and no registers saved for the comments.
    @inline(__always)
    private mutating func skipTrivia() {
        var at = index
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                at += 1
            } else if byte == UInt8(ascii: "\n") {
                atLineStart = true
                at = skipSpaces(from: at + 1)
            } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count,
                      bytes[at + 1] == UInt8(ascii: "/") || bytes[at + 1] == UInt8(ascii: "*") {
                index = at
                skipComment()
                at = index
            } else {
                break
            }
        }
        index = at
    }

    /// Where the run of spaces from `start` ends, found 8 bytes at a time: a line's indentation, the
    /// longest runs of trivia in a file, which the loop above reads a byte at a time.
    @inline(__always)
    private func skipSpaces(from start: Int) -> Int {
        var offset = start
        if let base = bytes.baseAddress {
            while offset + 8 <= bytes.count {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
                // A space is 0x20: the first byte that is not one is the lowest byte left nonzero.
                let others = word ^ 0x2020_2020_2020_2020
                if others != 0 { return offset + others.trailingZeroBitCount / 8 }
                offset += 8
            }
        }
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        return offset
    }

    /// Skips the comment at `index` (`//` to the line's end, or `/* … */`), checking it for invalid
    /// UTF-8 and NUL.
    @inline(never)
    private mutating func skipComment() {
        let start = index
        index += 2
        if bytes[start + 1] == UInt8(ascii: "/") {
            // Most comments are plain ASCII, which needs no check: the line's end is found first,
            // noting any byte that does (NUL, or one of a multi-byte character), and only then
            // is the comment read again a character at a time.
            var end = skipPlainWords(from: index)
            var needsCheck = false
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
                needsCheck = needsCheck || bytes[end] == 0 || bytes[end] >= 0x80
                end += 1
            }
            if needsCheck {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { skipCommentByte() }
            } else {
                index = end
            }
            comments?.append(Comment(kind: .line, start: UInt32(start), end: UInt32(index)))
        } else {
            while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                if bytes[index] == UInt8(ascii: "\n") { atLineStart = true }
                skipCommentByte()
            }
            if index < bytes.count {
                index += 2
            } else {
                report(.unterminatedComment, start, start + 2)
            }
            comments?.append(Comment(kind: .block, start: UInt32(start), end: UInt32(index)))
        }
    }

    /// The offset of the first 8-byte word from `start` on that may hold a line break, a NUL or a
    /// byte of a multi-byte character: a line comment's plain ASCII, a third of a typical file's
    /// bytes, is stepped over a word at a time rather than a byte at a time. The bytes from there are
    /// read one by one, so a word flagged wrongly costs only time.
    private func skipPlainWords(from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var offset = start
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A zero byte in `x` sets its high bit in `(x - ones) & ~x & highBits` (the classic test).
            let lineBreaks = word ^ (ones &* UInt64(UInt8(ascii: "\n")))
            let flagged = ((lineBreaks &- ones) & ~lineBreaks) | ((word &- ones) & ~word) | word
            if flagged & highBits != 0 { break }
            offset += 8
        }
        return offset
    }

    /// Steps over one character of a comment, reporting invalid UTF-8 and NUL.
    private mutating func skipCommentByte() {
        let byte = bytes[index]
        if byte < 0x80 {
            if byte == 0 { report(.nulByte, index, index + 1) }
            index += 1
        } else {
            let length = UTF8Validation.sequenceLength(bytes, at: index)
            if length == 0 {
                report(.invalidUTF8(byte), index, index + 1)
                index += 1
            } else {
                reportBidirectionalControl(length: length)
                index += length
            }
        }
    }

    /// Scans one token starting at `index` and returns its kind. Inlined into the token loop, as is
    /// `scanIdentifier`: identifiers and punctuation, most tokens, then cost no call.
    @inline(__always)
    private mutating func scanToken() -> TokenKind {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            scanIdentifier()
            return .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            return .number
        case UInt8(ascii: "\""):
            scanString()
            return .string
        case UInt8(ascii: "#"):
            scanColor()
            return .color
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
            index += 2
            return .arrow
        default:
            if let kind = punctuation[Int(byte)] {
                index += 1
                return kind
            }
            scanBadBytes()
            return .error
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, with inner hyphens before a letter: `ease-in-out`, `rotate-y`.
    @inline(__always)
    private mutating func scanIdentifier() {
        // The end is kept in a local and stored once: stored at every byte, it was a third of the loop.
        var end = index + 1
        while end < bytes.count {
            // Lowercase letters, most of an identifier, are stepped over 8 at a time; the byte after
            // them is read alone.
            end = skipLowercaseWords(from: end)
            guard end < bytes.count else { break }
            let byte = bytes[end]
            if isIdentifierByte(byte) {
                end += 1
            } else if byte == UInt8(ascii: "-"), end + 1 < bytes.count, isLetter(bytes[end + 1]) {
                end += 2
            } else {
                break
            }
        }
        index = end
    }

    /// The offset of the first byte from `start` on that is not a lowercase ASCII letter, found a word
    /// of 8 bytes at a time while 8 remain.
    @inline(__always)
    private func skipLowercaseWords(from start: Int) -> Int {
        var offset = start
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while offset + 8 <= bytes.count {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
                // Per byte, an ASCII byte plus 0x1F has its high bit set from "a" up, plus 0x05 from
                // past "z" up; `~word` leaves out bytes of 0x80 and up, whose sums may carry into the
                // byte after them, never into one before: the first byte flagged is always right.
                let lowercase = (word &+ ones &* 0x1F) & ~(word &+ ones &* 0x05) & ~word & (ones &* 0x80)
                let others = ~lowercase & (ones &* 0x80)
                if others != 0 { return offset + others.trailingZeroBitCount / 8 }
                offset += 8
            }
        }
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "a"), bytes[offset] <= UInt8(ascii: "z") { offset += 1 }
        return offset
    }

    /// Digits, an optional fraction and exponent, then an optional unit.
    private mutating func scanNumber() {
        let start = index
        while isDigit(peek()) { index += 1 }
        if peek() == UInt8(ascii: ".") {
            if isDigit(peek(1)) {
                index += 1
                while isDigit(peek()) { index += 1 }
            } else {
                index += 1
                report(.malformedNumber(text(start, index), "expected digits after '.'"), start, index)
            }
        }
        if peek() | 0x20 == UInt8(ascii: "e") {
            let signed = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
            if isDigit(peek(signed ? 2 : 1)) {
                index += signed ? 2 : 1
                while isDigit(peek()) { index += 1 }
            }
        }
        // The unit: letters right after the digits, `%`, or `pt/s`.
        let unitStart = index
        if peek() == UInt8(ascii: "%") {
            index += 1
        } else if isLetter(peek()) {
            while isIdentifierByte(peek()) { index += 1 }
            if index - unitStart == 2, bytes[unitStart] == UInt8(ascii: "p"), bytes[unitStart + 1] == UInt8(ascii: "t"),
                peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "s"), !isIdentifierByte(peek(2))
            {
                index += 2
            }
            if NumberUnit(suffix: UnsafeBufferPointer(rebasing: bytes[unitStart..<index])) == nil {
                report(.unknownUnit(text(unitStart, index)), unitStart, index)
            }
        }
    }

    /// A string up to its closing quote on the same line.
    private mutating func scanString() {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\n"):
                report(.unterminatedString, start, index)
                return
            case UInt8(ascii: "\\"):
                scanEscape()
            case 0:
                report(.nulByte, index, index + 1)
                index += 1
            case 0x80...:
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                if length == 0 { report(.invalidUTF8(byte), index, index + 1) } else { reportBidirectionalControl(length: length) }
                index += max(length, 1)
            default:
                index += 1
            }
        }
        report(.unterminatedString, start, index)
    }

    /// Reports the character at `index` if it is a bidirectional control.
    private mutating func reportBidirectionalControl(length: Int) {
        if let scalar = BidirectionalControls.control(in: bytes, at: index, length: length) {
            report(.bidirectionalControl(scalar), index, index + length)
        }
    }

    /// `\\ \" \n \t \u{hex}`.
    private mutating func scanEscape() {
        let start = index
        index += 1
        switch peek() {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "n"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
            index += 2
            let digitsStart = index
            while isHexDigit(peek()) { index += 1 }
            let digits = text(digitsStart, index)
            let valid = peek() == UInt8(ascii: "}") && (1...6).contains(digits.count)
                && UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) != nil
            if peek() == UInt8(ascii: "}") { index += 1 }
            if !valid { report(.invalidEscape(text(start + 1, index)), start, index) }
            if valid, let scalar = UInt32(digits, radix: 16), BidirectionalControls.scalars.contains(scalar) {
                report(.bidirectionalControl(scalar), start, index)
            }
        default:
            let length = peek() < 0x80 ? 1 : max(1, UTF8Validation.sequenceLength(bytes, at: index))
            if index < bytes.count, peek() != UInt8(ascii: "\n") { index += length }
            report(.invalidEscape(text(start + 1, index)), start, index)
        }
    }

    /// `#` and the hex digits after it.
    private mutating func scanColor() {
        let start = index
        index += 1
        while isIdentifierByte(peek()) { index += 1 }
        let digits = bytes[(start + 1)..<index]
        if ![3, 4, 6, 8].contains(digits.count) || !digits.allSatisfy(isHexDigit) {
            report(.invalidColorLiteral(text(start, index)), start, index)
        }
    }

    /// A run of bytes that start no token: one diagnostic for the run.
    private mutating func scanBadBytes() {
        let start = index
        let byte = bytes[index]
        if byte == 0 {
            while peek() == 0 && index < bytes.count { index += 1 }
            report(.nulByte, start, index)
        } else if byte < 0x80 {
            index += 1
            let shown = byte < 0x20 || byte == 0x7F ? "U+" + String(byte, radix: 16, uppercase: true) : text(start, index)
            report(.unexpectedCharacter(shown), start, index)
        } else {
            let length = UTF8Validation.sequenceLength(bytes, at: index)
            if length > 0 {
                index += length
                report(.unexpectedCharacter(text(start, index)), start, index)
            } else {
                index += 1
                while index < bytes.count, bytes[index] >= 0x80, UTF8Validation.sequenceLength(bytes, at: index) == 0 {
                    index += 1
                }
                report(.invalidUTF8(byte), start, index)
            }
        }
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
private func isIdentifierByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") }
private func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 102) }

/// UTF-8 well-formedness (Unicode Table 3-7), byte by byte.
enum UTF8Validation {
    /// The length of the well-formed sequence starting at `index`, or 0 if it is ill-formed.
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return 0 }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
