import TransDiagnostics
import XCTest

final class DiagnosticRendererTests: XCTestCase {
    let file = SourceFile(path: "fade.trans", text: "transition Fade for push {\n    opactiy 0 -> 1\n}\n")

    func testRendersLocationSourceLineUnderlineAndNotes() {
        let start = 31
        let diagnostic = Diagnostic(.unknownProperty("opactiy"), at: SourceRange(start: start, end: start + 7),
                                    notes: [Note("did you mean 'opacity'?"), Note("declared here", at: SourceRange(start: 11, end: 15))])
        let text = DiagnosticRenderer().render(diagnostic, in: file)
        XCTAssertEqual(text, """
            fade.trans:2:5: error: unknown property 'opactiy'
             2 |     opactiy 0 -> 1
               |     ^~~~~~~
               = note: did you mean 'opacity'?
            fade.trans:1:12: note: declared here
             1 | transition Fade for push {
               |            ^~~~

            """)
    }

    func testCaretKeepsTabsAndCountsCharacters() {
        let tabbed = SourceFile(path: "t", text: "\t\u{e9}\u{e9} x")
        let text = DiagnosticRenderer().render(Diagnostic(.nulByte, at: SourceRange(start: 6, end: 7)), in: tabbed)
        XCTAssert(text.contains(" 1 | \t\u{e9}\u{e9} x\n"), text)
        XCTAssert(text.hasSuffix(" | \t   ^\n"), text)
    }

    func testALongLineIsShownAsAWindowAroundTheCaret() {
        // 5,000 characters of junk with the mistake at character 3,000.
        let junk = String(repeating: "a", count: 3_000) + "@" + String(repeating: "b", count: 1_999)
        let long = SourceFile(path: "junk.trans", text: junk + "\n")
        let text = DiagnosticRenderer().render(Diagnostic(.nulByte, at: SourceRange(start: 3_000, end: 3_001)), in: long)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "junk.trans:1:3001: error: \(Message.nulByte.text)")
        let source = lines[1].dropFirst(" 1 | ".count)
        let caret = lines[2].dropFirst("   | ".count)
        XCTAssertLessThanOrEqual(source.count, SourceSnippet.maxColumns + 2)
        XCTAssert(source.hasPrefix("…a") && source.hasSuffix("b…"), String(source))
        // The caret sits under the '@', whatever was cut.
        let at = source.firstIndex(of: "@")!
        XCTAssertEqual(caret.count - 1, source.distance(from: source.startIndex, to: at), text)
        XCTAssertEqual(caret.last, "^")
    }

    func testTheCaretStepsOverWideCharacters() {
        let wide = SourceFile(path: "w", text: "名前 x")
        let text = DiagnosticRenderer().render(Diagnostic(.nulByte, at: SourceRange(start: 7, end: 8)), in: wide)
        // Two characters two columns wide, and a space: five columns before the caret.
        XCTAssert(text.hasSuffix(" |      ^\n"), text)
    }

    func testJSONCarriesTheWindowedLineAndTheFullRange() {
        let junk = String(repeating: "a", count: 1_000) + "@"
        let long = SourceFile(path: "j", text: junk)
        let json = DiagnosticRenderer.json([(long, [Diagnostic(.nulByte, at: SourceRange(start: 1_000, end: 1_001))])])
        XCTAssert(json.contains("\"column\":1001,\"endLine\":1,\"endColumn\":1002,"), json)
        XCTAssert(json.contains("\"source\":\"…" + String(repeating: "a", count: 40) + "@\""), json)
    }

    func testTheCountIsCappedWithASummaryLine() {
        let many = (0..<5).map { Diagnostic(.nulByte, at: .at($0)) } + [Diagnostic(.unusedInput("x"), at: .at(9))]
        let text = DiagnosticRenderer(limit: 2).render(many, in: file)
        XCTAssertEqual(text.components(separatedBy: "error:").count - 1, 2)
        XCTAssert(text.hasSuffix("fade.trans: 3 more errors and 1 more warning not shown\n"), text)
    }

    func testColourOnlyWhenAsked() {
        let diagnostic = Diagnostic(.nulByte, at: .at(0))
        XCTAssertFalse(DiagnosticRenderer().render(diagnostic, in: file).contains("\u{1B}["))
        XCTAssert(DiagnosticRenderer(useColor: true).render(diagnostic, in: file).contains("\u{1B}[1;31merror:"))
    }

    func testJSONCarriesCodeSeverityAndEscapedText() {
        let diagnostic = Diagnostic(.unknownName("a\"b"), at: SourceRange(start: 31, end: 38), notes: [Note("hint\n")])
        let json = DiagnosticRenderer.json([(file, [diagnostic])])
        XCTAssertEqual(json, """
            [{"file":"fade.trans","line":2,"column":5,"endLine":2,"endColumn":12,"source":"    opactiy 0 -> 1",\
            "severity":"error","code":"unknown-name",\
            "message":"unknown name 'a\\"b'","notes":[{"message":"hint\\n"}]}]

            """)
        XCTAssertEqual(DiagnosticRenderer.jsonString("\u{1}"), "\"\\u0001\"")
    }

    /// Raw values are distinct by construction; what a tool can still confuse are codes that
    /// differ only in case or punctuation, or a code spelt unlike the case it belongs to.
    func testCatalogCodesAreDistinctForToolsAndWarningsAreFew() {
        let codes = DiagnosticCode.allCases.map(\.rawValue)
        XCTAssertEqual(Set(codes.map { $0.lowercased().filter(\.isLetter) }).count, codes.count)
        for code in DiagnosticCode.allCases {
            // `unknownName` is `unknown-name`; a run of capitals is one word unless a lowercase
            // letter follows (`invalidUTF8` is `invalid-utf8`, `notAView` is `not-a-view`).
            let characters = Array(String(describing: code))
            var kebab = ""
            for (index, character) in characters.enumerated() {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if character.isUppercase,
                   previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true) {
                    kebab += "-"
                }
                kebab += character.lowercased()
            }
            XCTAssertEqual(code.rawValue, kebab, "\(code) is spelt unlike its case")
        }
        XCTAssertEqual(DiagnosticCode.unusedInput.severity, .warning)
        XCTAssertEqual(DiagnosticCode.typeMismatch.severity, .error)
        XCTAssertEqual(formatNumber(2.0), "2")
        XCTAssertEqual(formatNumber(-0.25), "-0.25")
    }
}
