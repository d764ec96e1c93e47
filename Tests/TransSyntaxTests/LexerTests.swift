import TransDiagnostics
import TransSyntax
import XCTest

final class LexerTests: XCTestCase {
    func lex(_ text: String) -> (tokens: [Token], diagnostics: DiagnosticList, file: SourceFile) {
        let file = SourceFile(path: "t", text: text)
        var diagnostics = DiagnosticList()
        return (Lexer.tokenize(file, diagnostics: &diagnostics), diagnostics, file)
    }

    func testTokensAreRangesIntoTheSource() {
        let (tokens, diagnostics, file) = lex("rotate-y 0deg -> -90deg { } ( ) , : ; . + * / #fff \"s\"")
        XCTAssertFalse(diagnostics.hasErrors)
        XCTAssertEqual(tokens.map(\.kind), [
            .identifier, .number, .arrow, .minus, .number, .leftBrace, .rightBrace, .leftParen, .rightParen,
            .comma, .colon, .semicolon, .dot, .plus, .star, .slash, .color, .string, .endOfFile,
        ])
        XCTAssertEqual(tokens.map { file.text($0.range) }.prefix(5), ["rotate-y", "0deg", "->", "-", "90deg"])
        XCTAssertEqual(tokens.last?.range, .at(file.bytes.count))
    }

    func testHyphensJoinWordsOnlyBeforeALetter() {
        let (tokens, _, file) = lex("ease-in-out a-1 b- c")
        XCTAssertEqual(tokens.dropLast().map { file.text($0.range) }, ["ease-in-out", "a", "-", "1", "b", "-", "c"])
    }

    func testKeywordsAreTaggedAndContextual() {
        let (tokens, _, _) = lex("transition complete-at completeAt duration durations")
        XCTAssertEqual(tokens.dropLast().map(\.keyword), [.transition, .completeAt, nil, .duration, nil])
        XCTAssert(tokens.dropLast().allSatisfy { $0.kind == .identifier })
    }

    func testEveryKeywordIsFoundByItsSpelling() {
        for keyword in Keyword.allCases {
            XCTAssertEqual(lex(keyword.rawValue).tokens.first?.keyword, keyword)
            // A byte more or less is another word (a keyword only if the enum says so).
            XCTAssertNil(lex(keyword.rawValue + "x").tokens.first?.keyword, keyword.rawValue + "x")
            let shorter = String(keyword.rawValue.dropLast())
            XCTAssertEqual(lex(shorter).tokens.first?.keyword, Keyword(rawValue: shorter), shorter)
        }
    }

    func testLineStartsAreMarkedAcrossCommentsAndBlankLines() {
        let (tokens, _, _) = lex("a b\n// c\n\n/* d\n e */ f g")
        XCTAssertEqual(tokens.map(\.startsLine), [true, false, true, false, true])
    }

    /// A line comment of plain ASCII is stepped over whole; one with a NUL, a bidirectional control or
    /// a multi-byte character is read a character at a time, and what it must report is reported
    /// where it is, to the end of the file when no line break ends it.
    func testALineCommentReportsWhatItHolds() {
        let text = "a // plain\nb // x\u{0}y \u{202E} é"
        let (tokens, diagnostics, file) = lex(text)
        XCTAssertEqual(diagnostics.all.map(\.code), [.nulByte, .bidirectionalControl])
        let bytes = Array(text.utf8)
        XCTAssertEqual(diagnostics.all.map(\.range.start), [bytes.firstIndex(of: 0)!, bytes.firstIndex(of: 0xE2)!])
        XCTAssertEqual(tokens.map { file.text($0.range) }, ["a", "b", ""])
        XCTAssertEqual(tokens.last.map { Int($0.range.start) }, bytes.count, "the comment runs to the end of the file")
        let (_, clean, _) = lex("a // plain ASCII, \t tabs and all ~\nb")
        XCTAssertEqual(clean.all.map(\.code), [])
    }

    /// Spaces are stepped over a word at a time: a run of any length, starting anywhere in a word and
    /// ending anywhere (the file's last bytes too), ends where the next token starts, between tokens on a
    /// line and as a line's indentation after a line break.
    func testARunOfSpacesOfAnyLengthEndsWhereTheNextTokenStarts() {
        for shift in 0..<8 {
            for length in 0...20 {
                let (lines, spaces) = (String(repeating: "\n", count: shift), String(repeating: " ", count: length))
                let cases: [(text: String, starts: [Int], lineStarts: [Bool])] = [
                    (lines + "(" + spaces + "x" + spaces, [shift, shift + 1 + length, shift + 2 + 2 * length], [true, false, true]),
                    (lines + "(\n" + spaces + "x\n" + spaces, [shift, shift + 2 + length, shift + 4 + 2 * length], [true, true, true]),
                ]
                for (text, starts, lineStarts) in cases {
                    let (tokens, diagnostics, _) = lex(text)
                    XCTAssertEqual(diagnostics.all.map(\.code), [])
                    XCTAssertEqual(tokens.map(\.kind), [.leftParen, .identifier, .endOfFile], text.debugDescription)
                    XCTAssertEqual(tokens.map { Int($0.range.start) }, starts, text.debugDescription)
                    XCTAssertEqual(tokens.map(\.startsLine), lineStarts, text.debugDescription)
                }
            }
        }
    }

    /// A line comment is stepped over a word at a time until a word that may hold its end, a NUL or a
    /// multi-byte character: wherever in a word that byte falls, the comment ends at its line break
    /// and what it must report is reported at its place.
    func testALineCommentEndsAndReportsWhereverInAWordItsBytesFall() {
        let cases: [(inserted: String, reported: [DiagnosticCode], after: [String])] = [
            ("\n", [], ["q", "tail", "zzzzzzzzz"]),
            ("\u{0}", [.nulByte], ["q", "zzzzzzzzz"]),
            ("\u{202E}", [.bidirectionalControl], ["q", "zzzzzzzzz"]),
            ("é", [], ["q", "zzzzzzzzz"]),
            ("", [], ["q", "zzzzzzzzz"]),
        ]
        for (inserted, reported, after) in cases {
            for position in 0..<20 {
                // At least 8 bytes after the inserted one, so that the word holding it is read whole.
                let text = "q //" + String(repeating: "a", count: position) + inserted + "tail\nzzzzzzzzz"
                let (tokens, diagnostics, file) = lex(text)
                XCTAssertEqual(diagnostics.all.map(\.code), reported, "\(inserted.unicodeScalars.map(\.value)) at \(position)")
                XCTAssertEqual(diagnostics.all.map { Int($0.range.start) }, reported.map { _ in 4 + position })
                XCTAssertEqual(tokens.dropLast().map { file.text($0.range) }, after, "\(inserted.unicodeScalars.map(\.value)) at \(position)")
            }
        }
    }

    func testUnitsAndPtPerSecond() {
        let (tokens, diagnostics, file) = lex("0.6s 250ms 90deg 1rad 0.25turn 500pt 50% 300pt/s 12pt/2 1e3")
        XCTAssertFalse(diagnostics.hasErrors)
        XCTAssertEqual(tokens.dropLast().map { file.text($0.range) },
                       ["0.6s", "250ms", "90deg", "1rad", "0.25turn", "500pt", "50%", "300pt/s", "12pt", "/", "2", "1e3"])
    }

    func testBadInputBecomesLocatedDiagnostics() {
        let (tokens, diagnostics, _) = lex("a \u{0} b @ \"open\n12px #12 /* x")
        XCTAssertEqual(diagnostics.all.map(\.code), [.nulByte, .unexpectedCharacter, .unterminatedString, .unknownUnit, .invalidColorLiteral, .unterminatedComment])
        XCTAssertEqual(diagnostics.all.map(\.range.start), [2, 6, 8, 16, 19, 23])
        XCTAssertEqual(tokens.filter { $0.kind == .error }.count, 2)
    }

    func testInvalidUTF8IsOneDiagnosticPerRunAndValidUnicodeIsNamed() {
        let file = SourceFile(path: "t", bytes: [0x61, 0x20, 0xFF, 0xFE, 0x80, 0x20, 0xE2, 0x82, 0xAC, 0x20, 0xED, 0xA0, 0x80])
        var diagnostics = DiagnosticList()
        _ = Lexer.tokenize(file, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.message), [
            "invalid UTF-8 byte 0xFF", "unexpected character '€'", "invalid UTF-8 byte 0xED",
        ])
    }

    func testStringEscapes() {
        let (_, good, _) = lex(#""a \"b\" \\ \n \t \u{1F600}""#)
        XCTAssertFalse(good.hasErrors)
        let (_, bad, _) = lex(#""\x \u{} \u{D800}""#)
        XCTAssertEqual(bad.all.map(\.message), [
            "invalid escape '\\x' in string; expected \\\\, \\\", \\n, \\t or \\u{…}",
            "invalid escape '\\u{}' in string; expected \\\\, \\\", \\n, \\t or \\u{…}",
            "invalid escape '\\u{D800}' in string; expected \\\\, \\\", \\n, \\t or \\u{…}",
        ])
    }

    func testTheSizeLimitIsADiagnostic() {
        let file = SourceFile(path: "t", text: String(repeating: "a ", count: 100))
        var diagnostics = DiagnosticList()
        let tokens = Lexer.tokenize(file, limits: FrontEndLimits(maxFileBytes: 50), diagnostics: &diagnostics)
        XCTAssertEqual(tokens.map(\.kind), [.endOfFile])
        XCTAssertEqual(diagnostics.all.map(\.code), [.fileTooLarge])
        XCTAssertEqual(diagnostics.all.first?.message, "file is too large (200 bytes; the limit is 50 bytes)")
    }
}
