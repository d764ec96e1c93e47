import TransDiagnostics
import TransSyntax
import XCTest

/// `Lexer.tokenizeKeepingComments`: the comments the compiler skips, for the formatter, with
/// exactly the tokens `tokenize` gives.
final class CommentTests: XCTestCase {
    let text = """
        // heading
        transition T for push { /* inline */ duration 1s // trailing\r
            /* over
               lines */ delay 0s
        }
        /* unterminated
        """

    func testCommentsComeInOrderWithTheirKindsAndRanges() {
        let file = SourceFile(path: "c.trans", text: text)
        var diagnostics = DiagnosticList()
        let (_, comments) = Lexer.tokenizeKeepingComments(file, diagnostics: &diagnostics)
        XCTAssertEqual(comments.map(\.kind), [.line, .block, .line, .block, .block])
        XCTAssertEqual(comments.map { file.text($0.range) }, [
            "// heading", "/* inline */", "// trailing\r", "/* over\n       lines */", "/* unterminated",
        ])
        XCTAssertEqual(diagnostics.all.map(\.code), [.unterminatedComment], "reported once, as tokenize reports it")
    }

    func testTheTokensAreThoseOfTokenize() {
        let file = SourceFile(path: "c.trans", text: text)
        var plain = DiagnosticList()
        var keeping = DiagnosticList()
        let tokens = Lexer.tokenize(file, diagnostics: &plain)
        let (kept, _) = Lexer.tokenizeKeepingComments(file, diagnostics: &keeping)
        XCTAssertEqual(kept.map(\.kind), tokens.map(\.kind))
        XCTAssertEqual(kept.map(\.range), tokens.map(\.range))
        XCTAssertEqual(kept.map(\.startsLine), tokens.map(\.startsLine))
        XCTAssertEqual(keeping.all, plain.all)
        XCTAssertEqual(tokens.filter(\.startsLine).map { file.text($0.range) }, ["transition", "delay", "}", ""])
    }
}
