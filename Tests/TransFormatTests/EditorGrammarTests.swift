import Foundation
import TransIR
import TransSyntax
import XCTest

/// `grammar/trans.tmLanguage.json` knows every word and unit the lexer knows, and colours every
/// example and docs block with no text left unmatched.
final class EditorGrammarTests: XCTestCase {
    static let grammar = Repository.root.appendingPathComponent("grammar/trans.tmLanguage.json")
    /// The scope of a name the grammar has no special word for.
    static let plainName = "variable.other.trans"

    func scanner() throws -> TextMateScanner { try TextMateScanner(grammar: Self.grammar) }

    /// The scopes of one line, one per UTF-16 unit.
    func scopes(_ line: String) throws -> [String?] { try scanner().scopes(of: line)[0] }

    func testEveryKeywordOfTheLexerHasItsOwnScope() throws {
        let scanner = try scanner()
        for keyword in Keyword.allCases {
            let scopes = scanner.scopes(of: keyword.rawValue)[0]
            let distinct = Set(scopes)
            XCTAssertEqual(distinct.count, 1, "'\(keyword.rawValue)' is coloured in pieces: \(scopes)")
            let scope = try XCTUnwrap(distinct.first ?? nil, "'\(keyword.rawValue)' is not matched")
            XCTAssertNotEqual(scope, Self.plainName, "'\(keyword.rawValue)' is coloured as a plain name")
        }
    }

    func testEveryUnitOfTheLexerIsColouredAfterItsNumber() throws {
        let scanner = try scanner()
        for unit in NumberUnit.allCases {
            for number in ["2", "0.25", "1e3"] {
                let scopes = scanner.scopes(of: number + unit.rawValue)[0]
                XCTAssertEqual(Array(scopes.prefix(number.utf16.count)), Array(repeating: "constant.numeric.trans", count: number.utf16.count),
                               "\(number)\(unit.rawValue)")
                XCTAssertEqual(Array(scopes.dropFirst(number.utf16.count)),
                               Array(repeating: "keyword.other.unit.trans", count: unit.rawValue.utf16.count), "\(number)\(unit.rawValue)")
            }
        }
        XCTAssertEqual(try scopes("2px").compactMap { $0 }, [], "a suffix that is no unit is left unmatched, as the lexer rejects it")
    }

    func testTheVocabularyHasItsScopes() throws {
        let scanner = try scanner()
        func scope(_ text: String, at offset: Int = 0) -> String? { scanner.scopes(of: text)[0][offset] }
        for property in Property.allCases {
            XCTAssertEqual(scope("\(property.rawValue) 1"), "support.type.property-name.trans", property.rawValue)
        }
        for parameter in SpringParameterName.allCases {
            XCTAssertEqual(scope("spring \(parameter.rawValue) 1", at: 7), "variable.parameter.spring.trans", parameter.rawValue)
        }
        for operation in TransitionOperation.allCases {
            XCTAssertEqual(scope("for \(operation.rawValue)", at: 4), "constant.language.operation.trans", operation.rawValue)
        }
        for type in InputType.allCases {
            XCTAssertEqual(scope("input a: \(type.rawValue)", at: 9), "storage.type.trans", type.rawValue)
        }
        for builtin in Builtin.allCases {
            XCTAssertEqual(scope("\(builtin.rawValue)(1)"), "support.function.trans", builtin.rawValue)
        }
        for gesture in GestureKind.allCases {
            XCTAssertEqual(scope("\(gesture.rawValue)(left)"), "support.function.trans", gesture.rawValue)
        }
    }

    func testAnInputsSampleIsColouredAsAValueAfterItsType() throws {
        let line = "input cell: view = (40, -2, 1e3, 90) \"the cell\""
        let scopes = try scopes(line)
        let text = line as NSString
        XCTAssertEqual(scopes[text.range(of: "view").location], "storage.type.trans")
        XCTAssertEqual(scopes[text.range(of: "=").location], "keyword.operator.assignment.trans")
        XCTAssertEqual(scopes[text.range(of: "40").location], "constant.numeric.trans")
        XCTAssertEqual(scopes[text.range(of: "1e3").location + 2], "constant.numeric.trans")
        XCTAssertEqual(scopes[text.range(of: "\"the").location + 3], "string.quoted.double.trans")
    }

    func testHyphenatedNamesAreOneWordAndWordsInsideNamesAreNotKeywords() throws {
        let scopes = try scopes("curve ease-in-out fromage to-do x.frame")
        XCTAssertEqual(Set(scopes[6..<17]), ["support.constant.curve.trans"], "ease-in-out")
        XCTAssertEqual(Set(scopes[18..<25]), [Self.plainName], "fromage is a name, not 'from'")
        XCTAssertEqual(Set(scopes[26..<31]), [Self.plainName], "to-do is a name, not 'to'")
        XCTAssertEqual(Set(scopes[34..<39]), ["variable.other.member.trans"], "a member, not the property")
    }

    func testCommentsAndStringsSpanWhatTheLexerSays() throws {
        let lines = try scanner().scopes(of: "input a: view \"say \\\"hi\\\" // not a comment\" // a comment\n/* two\nlines */ keep from")
        let first = "input a: view \"say \\\"hi\\\" // not a comment\" // a comment" as NSString
        let stringStart = first.range(of: "\"say").location
        let commentStart = first.range(of: "// a comment").location
        XCTAssertEqual(lines[0][stringStart + 20], "string.quoted.double.trans")
        XCTAssertEqual(lines[0][first.range(of: "\\\"").location], "constant.character.escape.trans")
        XCTAssertEqual(lines[0][commentStart + 4], "comment.line.double-slash.trans")
        XCTAssertEqual(Set(lines[1]), ["comment.block.trans", "punctuation.definition.comment.begin.trans"])
        XCTAssertEqual(lines[2][2], "comment.block.trans")
        XCTAssertEqual(lines[2][9], "keyword.other.trans")
    }

    func testEveryExampleAndDocsBlockIsMatchedThroughout() throws {
        let scanner = try scanner()
        let samples = try Repository.samples()
        XCTAssertGreaterThanOrEqual(samples.count, 40)
        for sample in samples {
            let lines = sample.text.components(separatedBy: "\n")
            for (number, scopes) in scanner.scopes(of: sample.text).enumerated() {
                let line = Array(lines[number].utf16)
                for (index, scope) in scopes.enumerated() where scope == nil && line[index] != 0x20 && line[index] != 0x09 {
                    XCTFail("\(sample.place): line \(number + 1) column \(index + 1) is not matched: \(lines[number])")
                    break
                }
            }
        }
    }
}
