import TransDiagnostics
import TransSyntax

/// `transc fmt`: prints a `.trans` file in the one canonical layout.
///
/// The layout is the one the examples are written in: four spaces per block, one statement per
/// line in a block written over several lines, short blocks kept on one line as written, one space
/// around binary operators and arrows, none inside parentheses or before `,` `:` `;`.
///
/// It works on the tokens, with the syntax tree to tell what they are, and never removes a line
/// break the source has (except to join a lone `{` to its line, and to fold blank lines to one):
/// in this language a value may not begin a line, so line breaks carry meaning. It adds breaks
/// only before a statement and around the braces of a block already written over several lines.
/// The output is lexed again and must give the same tokens and comments, so a layout rule that
/// would change the program is caught instead of written.
public enum SourceFormatter {
    /// What formatting a file gave.
    public enum Outcome: Sendable {
        /// The file in canonical layout.
        case formatted(String)
        /// The file does not lex or parse; it is not formatted.
        case syntaxErrors(DiagnosticList)
        /// The layout would have changed the tokens (a bug in the formatter); the file is left as it is.
        case unsafeLayout(String)
    }

    /// Formats one file.
    public static func format(_ file: SourceFile) -> Outcome {
        var diagnostics = DiagnosticList()
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return .syntaxErrors(diagnostics) }
        var ignored = DiagnosticList()
        let (tokens, comments) = Lexer.tokenizeKeepingComments(file, diagnostics: &ignored)
        var layout = Layout(file: file, tokens: tokens, comments: comments, landmarks: SyntaxLandmarks(syntax))
        let text = layout.run()
        if let problem = TokenComparison.difference(original: file, tokens: tokens, comments: comments,
                                                    dropped: layout.droppedSemicolons, formatted: text) {
            return .unsafeLayout(problem)
        }
        return .formatted(text)
    }
}

/// The text of a file's tokens and comments, for checking that formatting kept them.
enum TokenComparison {
    /// A description of the first token or comment that differs, or nil when all are kept.
    static func difference(original: SourceFile, tokens: [Token], comments: [Comment], dropped: Set<UInt32>,
                           formatted: String) -> String? {
        let output = SourceFile(path: original.path, text: formatted)
        var diagnostics = DiagnosticList()
        let (newTokens, newComments) = Lexer.tokenizeKeepingComments(output, diagnostics: &diagnostics)
        let before = tokens.filter { !dropped.contains($0.start) }
        let after = newTokens
        func same(_ old: Token, _ new: Token) -> Bool {
            old.kind == new.kind && original.bytes[Int(old.start)..<Int(old.end)] == output.bytes[Int(new.start)..<Int(new.end)]
        }
        if before.count != after.count || !zip(before, after).allSatisfy(same) {
            let index = zip(before, after).enumerated().first { !same($0.element.0, $0.element.1) }?.offset
                ?? min(before.count, after.count)
            let was = index < before.count ? original.text(before[index].range) : "the end"
            let now = index < after.count ? output.text(after[index].range) : "the end"
            return "token \(index + 1) would change from '\(was)' to '\(now)'"
        }
        let commentsBefore = comments.map { Layout.commentText(original.text($0.range), $0.kind) }
        let commentsAfter = newComments.map { Layout.commentText(output.text($0.range), $0.kind) }
        if commentsBefore != commentsAfter { return "the comments would change" }
        return nil
    }
}
