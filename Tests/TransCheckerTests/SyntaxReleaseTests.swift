@testable import TransChecker
import TransCorpus
@testable import TransDiagnostics
@testable import TransSyntax
import XCTest

/// The checker frees each declaration's nodes once it is checked, when asked to (as `FrontEnd.check`
/// asks), and the front end indexes a file's lines only to show a location. That a large file still
/// checks as its parts do is `LargeFileAgreementTests`'.
final class SyntaxReleaseTests: XCTestCase {
    func testTheCheckerFreesTheNodesOfWhatItHasChecked() throws {
        // The examples twelve times over, each copy renamed: many chunks of nodes.
        let examples = try Corpus.examples().map(\.bytes)
        let bytes = Corpus.repeated(examples, bytes: 12 * examples.reduce(0) { $0 + $1.count + 1 })
        var diagnostics = DiagnosticList()
        let syntax = Parser.parse(SourceFile(path: "large.trans", bytes: bytes), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.message), [])
        XCTAssertGreaterThan(syntax.releasePoints.count, 3)
        let held = syntax.heldChunkCount
        var keeping = Checker(diagnostics: diagnostics, limits: .standard)
        _ = keeping.checkFile(syntax)
        XCTAssertEqual(keeping.syntax.heldChunkCount, held, "kept whole when not asked to free it")
        var freeing = Checker(diagnostics: diagnostics, limits: .standard)
        freeing.releasesSyntax = true
        _ = freeing.checkFile(syntax)
        XCTAssertEqual(freeing.nextReleasePoint, syntax.releasePoints.count, "every release point passed")
        // What is left of the expressions: the chunk the last release point falls in and the one after it
        // at most (a point comes each 512 expressions).
        XCTAssertGreaterThan(syntax.expressions.heldChunkCount, 6)
        XCTAssertLessThanOrEqual(freeing.syntax.expressions.heldChunkCount, 2)
        // Half at most, though every table (the declarations' one among them) keeps its last chunk.
        XCTAssertLessThanOrEqual(freeing.syntax.heldChunkCount, held / 2)
        XCTAssertTrue(keeping.syntax.names.hasSlots)
        XCTAssertFalse(freeing.syntax.names.hasSlots, "the names' slots freed too")
    }

    func testTheFrontEndIndexesLinesOnlyToShowALocation() throws {
        let clean = FrontEnd.check(SourceFile(path: "clean.trans", bytes: try Corpus.examples()[0].bytes))
        XCTAssertNotNil(clean.checked)
        XCTAssertFalse(clean.source.hasIndexedLines)
        let wrong = FrontEnd.check(SourceFile(path: "wrong.trans", text: "transition T for push {\n    duration -1s\n}\n"))
        let rendered = DiagnosticRenderer(limit: 5).render(wrong.diagnostics.all, in: wrong.source)
        XCTAssertTrue(rendered.hasPrefix("wrong.trans:2:"), rendered)
        XCTAssertTrue(wrong.source.hasIndexedLines)
    }
}
