import Foundation
import TransDiagnostics
import TransSyntax
import XCTest

/// `editors/vscode/`: a language for `.trans` files, the repository's grammar (not a copy),
/// comments and brackets as the lexer reads them, and the settings that start `transc lsp`.
final class VSCodeExtensionTests: XCTestCase {
    static let folder = Repository.root.appendingPathComponent("editors/vscode")

    func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], name)
    }

    func testThePackageContributesTheLanguageTheGrammarAndTheServerSettings() throws {
        let package = try json("package.json")
        let contributes = try XCTUnwrap(package["contributes"] as? [String: Any])
        let language = try XCTUnwrap((contributes["languages"] as? [[String: Any]])?.first)
        XCTAssertEqual(language["id"] as? String, "trans")
        XCTAssertEqual(language["extensions"] as? [String], [".trans"])
        let configurationPath = try XCTUnwrap(language["configuration"] as? String)
        XCTAssertNoThrow(try json(configurationPath))

        let grammar = try XCTUnwrap((contributes["grammars"] as? [[String: Any]])?.first)
        let grammarPath = try XCTUnwrap(grammar["path"] as? String)
        let linked = Self.folder.appendingPathComponent(grammarPath)
        XCTAssertEqual(try Data(contentsOf: linked), try Data(contentsOf: EditorGrammarTests.grammar),
                       "the extension uses the repository's grammar")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: linked.path), "../../../grammar/trans.tmLanguage.json",
                       "a link, so there is one grammar to edit")
        let scopeName = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: EditorGrammarTests.grammar)) as? [String: Any])["scopeName"]
        XCTAssertEqual(grammar["scopeName"] as? String, scopeName as? String)

        let settings = try XCTUnwrap((contributes["configuration"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        XCTAssertEqual(settings["trans.server.command"]?["default"] as? String, "transc")
        XCTAssertEqual(settings["trans.server.arguments"]?["default"] as? [String], ["lsp"])
        XCTAssertEqual(settings["trans.format.command"]?["default"] as? [String], ["transc", "fmt"])
    }

    func testCommentsAndBracketsAreTheLexers() throws {
        let configuration = try json("language-configuration.json")
        let comments = try XCTUnwrap(configuration["comments"] as? [String: Any])
        let line = try XCTUnwrap(comments["lineComment"] as? String)
        let block = try XCTUnwrap(comments["blockComment"] as? [String])
        // What the editor toggles must be what the lexer skips.
        for text in ["\(line) a comment", "\(block[0]) a comment \(block[1])"] {
            var diagnostics = DiagnosticList()
            let (tokens, comments) = Lexer.tokenizeKeepingComments(SourceFile(path: "c.trans", text: text), diagnostics: &diagnostics)
            XCTAssertEqual(tokens.map(\.kind), [.endOfFile], text)
            XCTAssertEqual(comments.count, 1, text)
            XCTAssertFalse(diagnostics.hasErrors, text)
        }
        let brackets = try XCTUnwrap(configuration["brackets"] as? [[String]])
        XCTAssertEqual(Set(brackets.map { $0.joined() }), ["{}", "()"])
        let word = try NSRegularExpression(pattern: try XCTUnwrap(configuration["wordPattern"] as? String))
        for sample in ["ease-in-out", "complete-at", "300pt/s", "0.25turn", "#1e90ff"] {
            let match = word.firstMatch(in: sample, range: NSRange(location: 0, length: sample.utf16.count))
            XCTAssertEqual(match?.range.length, sample.utf16.count, "\(sample) is one word to the editor")
        }
    }
}
