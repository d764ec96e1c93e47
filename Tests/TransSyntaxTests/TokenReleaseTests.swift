@testable import TransSyntax
import TransDiagnostics
import XCTest

/// The parser reads its tokens from a table of chunks and frees those behind it; a file's release points
/// let the checker free its nodes likewise.
final class TokenReleaseTests: XCTestCase {
    /// Many transitions, each with an expression whose value says which it is.
    func manyTransitions(_ count: Int) -> SourceFile {
        SourceFile(path: "many.trans", text: (0..<count).map { index in
            "transition T\(index) for push {\n    duration 1s\n    animate from { translate-x (\(index) + 0.5) * 2 -> 0 }\n}\n"
        }.joined())
    }

    func testTheParserFreesTheTokensBehindIt() throws {
        let file = manyTransitions(300)
        var diagnostics = DiagnosticList()
        let tokens = Lexer.tokenTable(file, limits: .standard, diagnostics: &diagnostics)
        XCTAssertEqual(tokens.count, Lexer.tokenize(file, diagnostics: &diagnostics).count)
        XCTAssertGreaterThan(tokens.heldChunkCount, 10)
        var parser = Parser(file: file, limits: .standard, tokens: tokens, mayHoldErrorTokens: false, diagnostics: diagnostics)
        let syntax = parser.parseFile()
        XCTAssertEqual(parser.diagnostics.all.map(\.message), [])
        XCTAssertLessThanOrEqual(parser.tokens.heldChunkCount, 2, "only the chunk it ends in and the one before it")
        // Every transition's expression reads its own tokens.
        XCTAssertEqual(syntax.declarations.count, 300)
        for (index, declaration) in syntax.declarations.enumerated() {
            guard case .transition(let transition) = declaration else { return XCTFail("not a transition") }
            XCTAssertEqual(syntax.names[transition.name.name], "T\(index)")
            let statements = syntax.statements[transition.body]
            guard case .animate(let block) = try XCTUnwrap(statements.last).kind,
                  case .track(let track) = try XCTUnwrap(syntax.animateItems[syntax.animateBlocks[block].items].first),
                  case .ramp(let values) = syntax.tracks[track].value,
                  case .binary(.multiply, let sum, _) = try XCTUnwrap(syntax.expressions[values].first).kind,
                  case .binary(.add, let number, _) = syntax.expressions[sum].kind,
                  case .number(let literal) = syntax.expressions[number].kind else { return XCTFail("the track is not as written") }
            XCTAssertEqual(literal.value, Double(index))
        }
    }

    /// At the nesting limit the parser steps back over the bracket it took, to skip what it holds:
    /// wherever that falls among the chunks (of 512 tokens), the token before it is still held.
    func testSteppingBackAcrossAChunkBoundaryReadsTheTokenBefore() {
        for filler in 440...450 {
            // `transition T for push { duration` is 6 tokens and each `1s +` 2; the block is one level
            // of nesting, so the 128th `(` is past the limit of 128: token 133 + 2 × filler, which is
            // token 1023, the last of the second chunk, at 445 (taking it enters the third chunk).
            let text = "transition T for push {\n    duration " + String(repeating: "1s + ", count: filler)
                + String(repeating: "(", count: 200) + "1s" + String(repeating: ")", count: 200) + "\n}\n"
            var diagnostics = DiagnosticList()
            _ = Parser.parse(SourceFile(path: "t", text: text), diagnostics: &diagnostics)
            XCTAssertEqual(diagnostics.all.map(\.code), [.nestingTooDeep], "with \(filler) terms before it")
        }
    }

    /// A file whose error tokens the parser drops reads its other tokens through a table made apart,
    /// freed behind it likewise.
    func testAFileWithErrorTokensParsesAcrossChunks() {
        var diagnostics = DiagnosticList()
        let text = "$\n" + (0..<300).map { "transition T\($0) for push { duration 1s }\n" }.joined() + "$\n"
        let syntax = Parser.parse(SourceFile(path: "t", text: text), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.code), [.unexpectedCharacter, .unexpectedCharacter])
        XCTAssertEqual(syntax.declarations.count, 300)
        guard case .transition(let last)? = syntax.declarations.last else { return XCTFail("not a transition") }
        XCTAssertEqual(syntax.names[last.name.name], "T299")
    }

    /// A release point lies between declarations, and releasing there frees the chunks of every table
    /// below it, the nodes of the declarations after it staying readable.
    func testAReleasePointFreesTheNodesOfTheDeclarationsAboveIt() throws {
        var diagnostics = DiagnosticList()
        var syntax = Parser.parse(manyTransitions(300), diagnostics: &diagnostics)
        XCTAssertGreaterThanOrEqual(syntax.releasePoints.count, 2, "one per 512 expressions")
        XCTAssertEqual(syntax.releasePoints.map(\.declarations), syntax.releasePoints.map(\.declarations).sorted())
        let point = try XCTUnwrap(syntax.releasePoints.last)
        let before = syntax.heldChunkCount
        syntax.release(before: point)
        XCTAssertLessThan(syntax.heldChunkCount, before)
        XCTAssertLessThanOrEqual(syntax.expressions.heldChunkCount, 1)
        for declaration in syntax.declarations[point.declarations...] {
            guard case .transition(let transition) = declaration else { return XCTFail("not a transition") }
            XCTAssertEqual(syntax.statements[transition.body].count, 2)
        }
    }
}
