@testable import TransChecker
import TransCorpus
import TransDiagnostics
import TransLowering
import TransSyntax
import XCTest

/// `FrontEnd.check` frees the tokens behind the parser and each declaration's nodes once it is checked.
/// What it gives must not change: a large file must check as its parts do, each alone.
final class SyntaxReleaseTests: XCTestCase {
    /// The examples, each renamed per copy, several times over: many chunks of tokens and of nodes;
    /// and the parts, each a copy of an example.
    func largeFile() throws -> (file: SourceFile, parts: [SourceFile]) {
        let examples = try Corpus.examples()
        let parts = (0..<12).flatMap { copy in
            examples.enumerated().map { index, example in
                SourceFile(path: example.path, bytes: Corpus.renamed(example.bytes, suffix: Corpus.copySuffix(copy: copy, file: index)))
            }
        }
        return (SourceFile(path: "large.trans", bytes: parts.flatMap { $0.bytes + [UInt8(ascii: "\n")] }), parts)
    }

    func testALargeFileChecksAsItsPartsDoAlone() throws {
        let (file, parts) = try largeFile()
        let whole = FrontEnd.check(file)
        XCTAssertEqual(whole.diagnostics.all.map(\.message), [])
        let expected = try parts.flatMap { part in
            Lowering.lower(try XCTUnwrap(FrontEnd.check(part).checked, part.path)).map(\.dump)
        }
        let programs = Lowering.lower(try XCTUnwrap(whole.checked)).map(\.dump)
        XCTAssertGreaterThan(programs.count, 500)
        XCTAssertEqual(programs.count, expected.count)
        for (program, part) in zip(programs, expected) where program != part {
            XCTFail("the large file's program differs from its part's:\n\(program)\nalone:\n\(part)")
            break
        }
    }

    func testTheCheckerFreesTheNodesOfWhatItHasChecked() throws {
        let (file, _) = try largeFile()
        var diagnostics = DiagnosticList()
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
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
        XCTAssertLessThan(freeing.syntax.heldChunkCount, held / 2)
    }
}
