import TransDiagnostics
import TransSyntax

/// One pass over a file's tokens and comments in source order, writing the canonical layout.
struct Layout {
    let file: SourceFile
    let tokens: [Token]
    let comments: [Comment]
    let landmarks: SyntaxLandmarks
    /// Statement-separating `;` left out (a block over several lines puts each statement on its line).
    private(set) var droppedSemicolons: Set<UInt32> = []

    /// A `{ … }` open at the current token.
    private struct Block {
        /// Written on one line: kept on one line, separators and all.
        var oneLine: Bool
        /// A `keyframes { … }` list, whose `,` and `;` separate values, not statements.
        var keyframes: Bool
    }

    private enum Element {
        case token(Int)
        case comment(Int)
    }

    private var blocks: [Block] = []
    private var parenDepth = 0
    private var lines: [String] = []
    private var line = ""
    private var lineHasContent = false
    /// Whether the line holds a token, not just a comment (a comment may lead a statement's line).
    private var lineHasToken = false
    private var lastToken: Int?
    private var lastWasComment = false
    /// Indices of `{` whose `}` is on the same line of the source.
    private var oneLineBraces: Set<Int> = []

    init(file: SourceFile, tokens: [Token], comments: [Comment], landmarks: SyntaxLandmarks) {
        self.file = file
        self.tokens = tokens
        self.comments = comments
        self.landmarks = landmarks
    }

    /// The text of a comment as the output keeps it: a line comment loses trailing spaces and `\r`.
    static func commentText(_ text: String, _ kind: Comment.Kind) -> String {
        switch kind {
        case .line:
            var text = Substring(text)
            while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
            return String(text)
        case .block:
            return text
        }
    }

    mutating func run() -> String {
        findOneLineBraces()
        var previousEnd = 0
        var carriedNewlines = 0
        for element in mergedElements() {
            let (start, end): (Int, Int)
            switch element {
            case .token(let index): (start, end) = (Int(tokens[index].start), Int(tokens[index].end))
            case .comment(let index): (start, end) = (Int(comments[index].start), Int(comments[index].end))
            }
            let newlines = max(carriedNewlines, newlineCount(from: previousEnd, to: start))
            carriedNewlines = 0
            previousEnd = end
            switch element {
            case .token(let index):
                if tokens[index].kind == .endOfFile { break }
                if isDroppedSemicolon(tokens[index]) {
                    droppedSemicolons.insert(tokens[index].start)
                    carriedNewlines = newlines
                    continue
                }
                place(token: index, newlines: newlines)
            case .comment(let index):
                place(comment: index, newlines: newlines)
            }
        }
        if lineHasContent { lines.append(trimmed(line)) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    // MARK: Placing

    private mutating func place(token index: Int, newlines: Int) {
        let token = tokens[index]
        let multiLineContext = blocks.last.map { !$0.oneLine } ?? true
        var breakBefore = newlines > 0
        // A lone `{` joins the line it opens (no construct needs it on its own line).
        if token.kind == .leftBrace && breakBefore && lastToken != nil && !lastWasComment { breakBefore = false }
        if !breakBefore && lineHasToken {
            if token.kind == .rightBrace, let block = blocks.last, !block.oneLine {
                breakBefore = true
            } else if landmarks.itemStarts[token.start] != nil && multiLineContext && parenDepth == 0 {
                breakBefore = true
            }
        }
        if breakBefore || !lineHasContent {
            let closesBrace = token.kind == .rightBrace
            let closesParen = token.kind == .rightParen
            let level = blocks.count - (closesBrace ? 1 : 0)
            let parens = parenDepth - closingParentheses(from: index)
            // A line that continues a statement (inside parentheses, or not starting an item) is indented once more.
            let continues = parens > 0
                || (!closesBrace && !closesParen && token.kind != .leftBrace && landmarks.itemStarts[token.start] == nil)
            let blank = newlines >= 2 && !closesBrace && !justOpenedBlock
            startLine(indent: max(0, level) + (continues ? 1 : 0), blankBefore: blank)
        } else if let previous = lastToken, !lastWasComment {
            line += String(repeating: " ", count: spacing(after: previous, before: index))
        } else {
            line += " "
        }
        line += file.text(token.range)
        lineHasContent = true
        lineHasToken = true
        lastToken = index
        lastWasComment = false
        switch token.kind {
        case .leftBrace:
            let keyframes = index > 0 && tokens[index - 1].keyword == .keyframes
            blocks.append(Block(oneLine: oneLineBraces.contains(index), keyframes: keyframes))
        case .rightBrace:
            _ = blocks.popLast()
        case .leftParen, .leftBracket:
            parenDepth += 1
        case .rightParen, .rightBracket:
            parenDepth = max(0, parenDepth - 1)
        default:
            break
        }
    }

    private mutating func place(comment index: Int, newlines: Int) {
        let comment = comments[index]
        if newlines == 0 && lineHasContent {
            // A comment after code keeps its column when the code leaves room for it.
            line += String(repeating: " ", count: max(1, sourceColumn(of: Int(comment.start)) - currentColumn))
        } else {
            let blank = newlines >= 2 && !justOpenedBlock
            startLine(indent: blocks.count + (parenDepth > 0 ? 1 : 0), blankBefore: blank)
        }
        line += Layout.commentText(file.text(comment.range), comment.kind)
        lineHasContent = true
        lastWasComment = true
    }

    /// Whether the last thing written is a `{` (a block does not open with a blank line).
    private var justOpenedBlock: Bool {
        !lastWasComment && lastToken.map { tokens[$0].kind == .leftBrace } ?? false
    }

    /// The byte column the next text on the current line goes to (after a block comment's last line break).
    private var currentColumn: Int {
        let bytes = line.utf8
        guard let lastBreak = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return bytes.count }
        return bytes.distance(from: bytes.index(after: lastBreak), to: bytes.endIndex)
    }

    private mutating func startLine(indent: Int, blankBefore: Bool) {
        if lineHasContent { lines.append(trimmed(line)) }
        if blankBefore && !lines.isEmpty { lines.append("") }
        line = String(repeating: " ", count: 4 * indent)
        lineHasContent = false
        lineHasToken = false
    }

    /// Spaces between two tokens on one line.
    private func spacing(after previous: Int, before index: Int) -> Int {
        let before = tokens[previous]
        let token = tokens[index]
        if token.kind == .rightBrace { return before.kind == .leftBrace ? 0 : 1 }
        if before.kind == .leftBrace { return 1 }
        if let gap = landmarks.itemStarts[token.start] {
            if before.kind == .semicolon || before.kind == .comma { return 1 }
            switch gap {
            case .narrow: return 1
            case .wide: return 2
            }
        }
        switch before.kind {
        case .leftParen, .leftBracket, .dot:
            return 0
        case .plus where isSign(previous), .minus where isSign(previous):
            return 0
        default:
            break
        }
        switch token.kind {
        case .rightParen, .rightBracket, .comma, .semicolon, .colon:
            return 0
        case .dot:
            // `1 .x` must not become `1.x`, which is a malformed number.
            return before.kind == .number ? 1 : 0
        case .leftParen:
            return before.kind == .identifier && landmarks.gluedToParenthesis.contains(before.start) ? 0 : 1
        default:
            return 1
        }
    }

    /// How many `)` in a row start at a token, on its line: a line of closers lines up with what they close.
    private func closingParentheses(from index: Int) -> Int {
        var count = 0
        while index + count < tokens.count, tokens[index + count].kind == .rightParen,
              count == 0 || newlineCount(from: Int(tokens[index + count - 1].end), to: Int(tokens[index + count].start)) == 0 {
            count += 1
        }
        return count
    }

    /// Whether a `+` or `-` is a sign rather than a binary operator.
    private func isSign(_ index: Int) -> Bool {
        index == 0 || !landmarks.binaryOperandEnds.contains(tokens[index - 1].end)
    }

    /// Whether a `;` separates statements in a block laid out over several lines, where line breaks do that.
    private func isDroppedSemicolon(_ token: Token) -> Bool {
        guard token.kind == .semicolon, parenDepth == 0 else { return false }
        guard let block = blocks.last else { return true }
        return !block.oneLine && !block.keyframes
    }

    // MARK: Source facts

    private mutating func findOneLineBraces() {
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftBrace:
                open.append(index)
            case .rightBrace:
                if let opening = open.popLast(),
                   newlineCount(from: Int(tokens[opening].start), to: Int(token.start)) == 0 {
                    oneLineBraces.insert(opening)
                }
            default:
                break
            }
        }
    }

    private func mergedElements() -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(tokens.count + comments.count)
        var commentIndex = 0
        for index in tokens.indices {
            while commentIndex < comments.count && comments[commentIndex].start < tokens[index].start {
                elements.append(.comment(commentIndex))
                commentIndex += 1
            }
            elements.append(.token(index))
        }
        while commentIndex < comments.count {
            elements.append(.comment(commentIndex))
            commentIndex += 1
        }
        return elements
    }

    private func newlineCount(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        var count = 0
        for offset in start..<end where file.bytes[offset] == UInt8(ascii: "\n") { count += 1 }
        return count
    }

    private func sourceColumn(of offset: Int) -> Int {
        var lineStart = offset
        while lineStart > 0 && file.bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        return offset - lineStart
    }

    private func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
