import TransDiagnostics
import TransSyntax
import XCTest

final class NameTableTests: XCTestCase {
    /// The same spelling is the same name however often and wherever it is written, different
    /// spellings are different names (also those that share a prefix, a length or a hash slot), and
    /// every name keeps its text after the table has grown several times.
    func testTheSameSpellingIsTheSameName() {
        var table = NameTable()
        // Enough names to grow the slots from 64 several times, with prefixes and equal lengths.
        let spellings = (0..<500).map { "n\($0)" } + ["a", "ab", "abc", "ba", "rotate-y", "rotate", "é-accent"]
        let first = spellings.map { table.intern($0) }
        XCTAssertEqual(Set(first).count, spellings.count, "distinct spellings get distinct names")
        XCTAssertEqual(table.count, spellings.count)
        let again = spellings.reversed().map { table.intern($0) }
        XCTAssertEqual(Array(again.reversed()), first, "interning again gives the same name")
        XCTAssertEqual(table.count, spellings.count, "and stores nothing new")
        for (name, spelling) in zip(first, spellings) {
            XCTAssertEqual(table[name], spelling)
            XCTAssertEqual(table.lookUp(spelling), name)
        }
        XCTAssertNil(table.lookUp("n500"))
        XCTAssertNil(table.lookUp("abcd"))
    }

    /// The parser interns each identifier from the source's bytes: one name per spelling in the file.
    func testTheParserInternsEachSpellingOnce() {
        let source = SourceFile(path: "t.trans", text: """
            input cell: view
            transition T for push {
                duration 1s
                animate cell { opacity 0 -> 1 }
                animate to {
                    opacity 0 -> 1
                    position (cell.midX, cell.midY) -> (0, 0)
                }
            }
            """)
        var diagnostics = DiagnosticList()
        let syntax = Parser.parse(source, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.message), [])
        // cell, view, T, opacity, position, midX, midY (keywords such as `to` are not names).
        XCTAssertEqual(Set(syntax.names.spellings), ["cell", "view", "T", "opacity", "position", "midX", "midY"])
        XCTAssertEqual(syntax.names.count, 7)
    }

    /// Nodes that hold names hold them as plain data: copying an expression retains nothing.
    func testExpressionsArePlainData() {
        XCTAssertTrue(_isPOD(Expr.self))
        XCTAssertTrue(_isPOD(Identifier.self))
        XCTAssertTrue(_isPOD(Track.self))
        XCTAssertTrue(_isPOD(CurveSyntax.self))
    }
}
