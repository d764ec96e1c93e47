import TransDiagnostics
@testable import TransSyntax
import XCTest

final class NameTableTests: XCTestCase {
    /// The same spelling is the same name however often and wherever it is written, different
    /// spellings are different names (also those that share a prefix, a length or a hash slot), and
    /// every name keeps its text after the table has grown several times.
    func testTheSameSpellingIsTheSameName() {
        var table = NameTable()
        // Enough names to grow the slots from 64 several times, with prefixes and equal lengths.
        // Names longer than the 16 bytes a key packs, alike in those 16, and one of exactly 16.
        let long = ["a-very-long-name", "a-very-long-name-", "a-very-long-name-one", "a-very-long-name-two", "layout-direction"]
            + (0..<300).map { "a-very-long-name-" + String(1000 + $0) }
        let spellings = (0..<500).map { "n\($0)" } + ["a", "ab", "abc", "ba", "rotate-y", "rotate", "é-accent"] + long
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
        XCTAssertNil(table.lookUp("a-very-long-name-six"))
    }

    /// With its slots freed, a table still reads every name's text, looks names up, and interns: an old
    /// spelling is its old name, a new one is a new name, and the slots are placed again.
    func testATableWithoutSlotsKeepsItsNames() {
        var table = NameTable()
        let spellings = (0..<200).map { "name\($0)" } + ["a-very-long-name-longer-than-a-key"]
        let names = spellings.map { table.intern($0) }
        table.releaseSlots()
        XCTAssertFalse(table.hasSlots)
        XCTAssertEqual(names.map { table[$0] }, spellings)
        XCTAssertEqual(table.lookUp("name150"), names[150])
        XCTAssertNil(table.lookUp("name200"))
        XCTAssertFalse(table.hasSlots, "looking up does not place the names again")
        XCTAssertEqual(spellings.map { table.intern($0) }, names)
        XCTAssertTrue(table.hasSlots)
        XCTAssertEqual(table.intern("name200"), Name(index: UInt32(spellings.count)))
        XCTAssertEqual(table.lookUp("a-very-long-name-longer-than-a-key"), names.last)
        // Placed again under half full, it grows as before.
        let more = (201..<600).map { table.intern("name\($0)") }
        XCTAssertEqual(Set(more).count, 399)
        XCTAssertEqual(table.count, spellings.count + 400)
    }

    /// A spelling is the same name wherever it stands in the source: far from its end, where its
    /// bytes are read a word at a time, and where fewer than 16 bytes are left, where they are read one
    /// by one (into the second word too, for 9 to 15 bytes).
    func testASpellingIsTheSameNameAtTheEndOfTheSource() {
        for word in ["x", "rotate-y", "position", "rotate-y2", "reduce-motion", "abcdefghijklmno", "layout-direction",
                     "a-very-long-name-indeed"] {
            let bytes = Array((word + " " + String(repeating: " ", count: 20) + word).utf8)
            var table = NameTable()
            bytes.withUnsafeBufferPointer { buffer in
                let early = table.intern(buffer, 0, word.utf8.count)
                let late = table.intern(buffer, bytes.count - word.utf8.count, bytes.count)
                XCTAssertEqual(early, late, word)
            }
            XCTAssertEqual(table.count, 1)
            XCTAssertEqual(table.lookUp(word), Name?.some(table.intern(word)))
        }
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
