import TransCorpus
import TransDiagnostics
import TransSyntax

/// Rewrites a file's layout at random without changing what it says, to give the formatter
/// inputs that are out of canonical layout: spaces between tokens, indentation, statements
/// joined with `; `, and (unless `restorable`) blank lines and line breaks inside parentheses.
///
/// With `restorable`, every change is one the canonical layout undoes, so formatting the result
/// must give back a canonical original. Lines holding a comment are left alone, since a trailing
/// comment keeps its column.
enum LayoutScrambler {
    static func scramble(_ text: String, seed: UInt64, restorable: Bool = false) -> String {
        var random = SeededRandom(seed: seed)
        let file = SourceFile(path: "t.trans", text: text)
        var diagnostics = DiagnosticList()
        let (tokens, comments) = Lexer.tokenizeKeepingComments(file, diagnostics: &diagnostics)
        var commentLines: Set<Int> = []
        for comment in comments {
            let first = file.location(of: comment.range.start).line
            let last = file.location(of: comment.range.end).line
            for line in first...last { commentLines.insert(line) }
        }
        var elements: [(range: SourceRange, token: Token?)] = tokens.filter { $0.kind != .endOfFile }.map { ($0.range, $0) }
        elements += comments.map { ($0.range, nil) }
        elements.sort { $0.range.start < $1.range.start }

        var output = ""
        var previousEnd = 0
        var previousToken: Token?
        var parenDepth = 0
        for (range, token) in elements {
            let gap = file.text(SourceRange(start: previousEnd, end: range.start))
            let line = file.location(of: range.start).line
            let previousLine = file.location(of: previousEnd).line
            let untouchable = commentLines.contains(line) || commentLines.contains(previousLine) || token == nil
                || previousToken == nil
            if untouchable {
                output += gap
            } else if gap.contains("\n") {
                output += newLineGap(gap, before: token!, after: previousToken!, parenDepth: parenDepth,
                                     restorable: restorable, random: &random)
            } else {
                output += sameLineGap(between: previousToken!, and: token!, inParentheses: parenDepth > 0,
                                      restorable: restorable, random: &random)
            }
            output += file.text(range)
            previousEnd = range.end
            if let token {
                previousToken = token
                if token.kind == .leftParen || token.kind == .leftBracket { parenDepth += 1 }
                if token.kind == .rightParen || token.kind == .rightBracket { parenDepth -= 1 }
            }
        }
        output += file.text(SourceRange(start: previousEnd, end: file.bytes.count))
        return output
    }

    /// A line break: joined with `; ` between statements, or re-indented, maybe with extra blank lines.
    private static func newLineGap(_ gap: String, before token: Token, after previous: Token, parenDepth: Int,
                                   restorable: Bool, random: inout SeededRandom) -> String {
        let joinable = parenDepth == 0 && gap.filter({ $0 == "\n" }).count == 1 && ![.leftBrace, .comma, .semicolon].contains(previous.kind)
            && ![.rightBrace, .semicolon].contains(token.kind)
        if joinable && Int.random(in: 0..<4, using: &random) == 0 { return "; " }
        let breaks = gap.filter { $0 == "\n" }.count + (restorable ? 0 : Int.random(in: 0...1, using: &random))
        let indent = [" ", "  ", "\t", "    ", "        ", ""][Int.random(in: 0..<6, using: &random)]
        return String(repeating: "\n", count: breaks) + String(repeating: indent, count: Int.random(in: 0...3, using: &random))
    }

    /// Spaces between two tokens on a line: none where no token can run into the next, else one to three;
    /// inside parentheses, sometimes a line break.
    private static func sameLineGap(between previous: Token, and token: Token, inParentheses: Bool,
                                    restorable: Bool, random: inout SeededRandom) -> String {
        if inParentheses && !restorable && (previous.kind == .comma || previous.kind == .leftParen || previous.kind == .leftBracket)
            && Int.random(in: 0..<3, using: &random) == 0 {
            return "\n" + String(repeating: " ", count: Int.random(in: 0...12, using: &random))
        }
        let delimiters: Set<TokenKind> = [.leftParen, .rightParen, .leftBracket, .rightBracket, .comma, .colon, .semicolon, .leftBrace,
                                          .rightBrace]
        let operators: Set<TokenKind> = [.slash, .star]
        let canTouch = (delimiters.contains(previous.kind) || delimiters.contains(token.kind))
            && !operators.contains(previous.kind) && !operators.contains(token.kind)
        return String(repeating: " ", count: Int.random(in: (canTouch ? 0 : 1)...3, using: &random))
    }
}
