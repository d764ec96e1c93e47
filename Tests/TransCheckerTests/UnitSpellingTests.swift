import TransDiagnostics
import TransIR
import TransSyntax
import XCTest

/// The lexer reads units through a byte-level fast path; it must know every unit the
/// vocabulary (and so the catalog's "expected …" list) names.
final class UnitSpellingTests: XCTestCase {
    func testTheLexerReadsEveryUnitOfTheVocabulary() {
        for unit in NumberUnit.allCases {
            let file = SourceFile(path: "t", text: "12\(unit.rawValue)")
            var diagnostics = DiagnosticList()
            let tokens = Lexer.tokenize(file, diagnostics: &diagnostics)
            XCTAssertEqual(diagnostics.all.map(\.message), [], unit.rawValue)
            XCTAssertEqual(tokens.map(\.kind), [.number, .endOfFile], unit.rawValue)
        }
    }
}
