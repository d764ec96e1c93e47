import TransCorpus
import TransDiagnostics
import TransFormat
import TransSyntax
import XCTest

/// Seeded token-level mutations of the samples (tokens dropped, repeated or swapped): most no
/// longer parse, and are refused with a diagnostic; the rest, right or wrong to the checker, are
/// formatted idempotently with the same meaning (the same IR, or the same diagnostics). None may
/// crash the formatter or trip its guard.
final class MutatedCorpusTests: XCTestCase {
    func mutate(_ text: String, seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        let file = SourceFile(path: "m.trans", text: text)
        var diagnostics = DiagnosticList()
        let tokens = Lexer.tokenize(file, diagnostics: &diagnostics).filter { $0.kind != .endOfFile }
        guard tokens.count > 2 else { return text }
        var bytes = file.bytes
        let index = Int.random(in: 0..<tokens.count, using: &random)
        let token = tokens[index]
        let range = Int(token.start)..<Int(token.end)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            bytes.removeSubrange(range)
        case 1:
            bytes.insert(contentsOf: Array(bytes[range]) + [UInt8(ascii: " ")], at: range.lowerBound)
        default:
            let other = tokens[Int.random(in: 0..<tokens.count, using: &random)]
            bytes.replaceSubrange(range, with: file.bytes[Int(other.start)..<Int(other.end)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testMutatedSamplesAreRefusedOrFormattedFaithfully() throws {
        var refused = 0
        var formatted = 0
        for sample in try Repository.samples() {
            for seed in 0..<UInt64(30) {
                let mutant = mutate(sample.text, seed: seed &* 1_000_003 &+ UInt64(sample.text.utf8.count))
                switch SourceFormatter.format(SourceFile(path: "m.trans", text: mutant)) {
                case .syntaxErrors(let diagnostics):
                    XCTAssertTrue(diagnostics.hasErrors)
                    refused += 1
                case .unsafeLayout(let problem):
                    XCTFail("\(sample.place) seed \(seed): \(problem)\n\(mutant)")
                case .formatted(let once):
                    formatted += 1
                    XCTAssertEqual(Meaning(once), Meaning(mutant), "\(sample.place) seed \(seed): meaning changed\n\(mutant)")
                    guard case .formatted(let twice) = SourceFormatter.format(SourceFile(path: "m.trans", text: once)) else {
                        XCTFail("\(sample.place) seed \(seed): formatted text does not format\n\(mutant)")
                        continue
                    }
                    XCTAssertEqual(twice, once, "\(sample.place) seed \(seed): not idempotent\n\(mutant)")
                }
            }
        }
        XCTAssertGreaterThan(refused, 100, "mutations that break the syntax are refused")
        XCTAssertGreaterThan(formatted, 100, "mutations that keep the syntax are formatted")
    }
}
