@testable import TransFormat
import TransDiagnostics
import TransSyntax
import XCTest

/// The formatter's own guard: a layout that would change a token or a comment is refused.
final class TokenComparisonTests: XCTestCase {
    func difference(_ original: String, _ formatted: String, dropping dropped: Set<UInt32> = []) -> String? {
        let file = SourceFile(path: "t.trans", text: original)
        var diagnostics = DiagnosticList()
        let (tokens, comments) = Lexer.tokenizeKeepingComments(file, diagnostics: &diagnostics)
        return TokenComparison.difference(original: file, tokens: tokens, comments: comments, dropped: dropped, formatted: formatted)
    }

    func testTheSameTokensInAnotherLayoutPass() {
        XCTAssertNil(difference("animate to {opacity 0->1} // c", "animate to { opacity 0 -> 1 }   // c\n"))
        XCTAssertNil(difference("duration 1s; delay 0s", "duration 1s\ndelay 0s\n", dropping: [11]))
    }

    func testTokensThatRunTogetherOrSplitAreCaught() {
        XCTAssertNil(difference("translate-x a - b", "translate-x a -b"), "a sign and a minus are the same tokens")
        XCTAssertEqual(difference("x a - b", "x a-b"), "token 2 would change from 'a' to 'a-b'")
        XCTAssertEqual(difference("x 1 .y", "x 1.y"), "token 2 would change from '1' to '1.y'")
        XCTAssertEqual(difference("x 1; y", "x 1 y"), "token 3 would change from ';' to 'y'")
    }

    func testCommentsThatChangeAreCaught() {
        XCTAssertEqual(difference("x 1 // note", "x 1 // other\n"), "the comments would change")
        XCTAssertEqual(difference("x 1 // note", "x 1\n"), "the comments would change")
    }
}
