@testable import TransDiagnostics
import XCTest

final class SourceFileTests: XCTestCase {
    func testLinesAndColumnsAreOneBasedAndCountCharacters() {
        let file = SourceFile(path: "a.trans", text: "ab\n\u{e9}t\u{e9} x\n\nlast")
        XCTAssertEqual(file.location(of: 0), SourceLocation(path: "a.trans", line: 1, column: 1))
        XCTAssertEqual(file.location(of: 2).column, 3)
        // "été x": é is two bytes, so byte offset 3 + 6 is the 'x' at character column 5.
        XCTAssertEqual(file.location(of: 3 + 6), SourceLocation(path: "a.trans", line: 2, column: 5))
        XCTAssertEqual(file.location(of: file.bytes.count).line, 4)
        XCTAssertEqual(file.location(of: 11).line, 3)
        XCTAssertEqual(file.location(of: 12), SourceLocation(path: "a.trans", line: 4, column: 1))
        XCTAssertEqual(file.location(of: 9999), file.location(of: file.bytes.count))
    }

    func testLineBytesDropTheLineBreakAndCarriageReturn() {
        let file = SourceFile(path: "a", text: "one\r\ntwo\n")
        XCTAssertEqual(String(decoding: file.lineBytes(1), as: UTF8.self), "one")
        XCTAssertEqual(String(decoding: file.lineBytes(2), as: UTF8.self), "two")
        XCTAssertEqual(String(decoding: file.lineBytes(3), as: UTF8.self), "")
    }

    func testEveryLineBreakStartsALine() {
        for text in ["", "\n", "\n\n", "a", "a\n", "\na\nbb\n\nccc", String(repeating: "x\n", count: 100) + "é"] {
            let file = SourceFile(path: "a", text: text)
            let expected = [0] + text.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map { $0.offset + 1 }
            XCTAssertEqual((0..<file.lineCount).map(file.lineStart), expected, text)
        }
    }

    func testLinesAreIndexedWhenFirstAskedForAndCopiesShareTheIndex() {
        let file = SourceFile(path: "a", text: "one\ntwo\nthree")
        let copy = file
        XCTAssertFalse(file.hasIndexedLines)
        XCTAssertEqual(copy.location(of: 9), SourceLocation(path: "a", line: 3, column: 2))
        XCTAssertTrue(file.hasIndexedLines)
        XCTAssertEqual(file.lineIndex(containing: 4), 1)
    }

    func testLocationsPrintAsPathLineColumn() {
        XCTAssertEqual(SourceLocation(path: "x/flip.trans", line: 3, column: 11).description, "x/flip.trans:3:11")
    }
}

final class SpellingSuggestionTests: XCTestCase {
    func testTyposFindTheirWordAndDistantWordsFindNothing() {
        XCTAssertEqual(SpellingSuggestion.closest(to: "opactiy", among: ["opacity", "anchor"]), "opacity")
        XCTAssertEqual(SpellingSuggestion.closest(to: "ease-inout", among: ["ease-in", "ease-in-out"]), "ease-in-out")
        XCTAssertNil(SpellingSuggestion.closest(to: "x", among: ["opacity"]))
        XCTAssertNil(SpellingSuggestion.closest(to: "rectangle", among: ["rect"]))
        XCTAssertEqual(SpellingSuggestion.note(for: "duraton", among: ["duration"])?.text, "did you mean 'duration'?")
    }
}
