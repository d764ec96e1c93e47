import TransChecker
import TransCorpus
import TransDiagnostics
import TransSyntax
import XCTest

/// Whatever the bytes, the front end ends with diagnostics: no crash, no hang.
final class RobustnessTests: XCTestCase {
    /// Runs the front end and renders what it reports, so the renderer meets every odd range too.
    @discardableResult
    func survive(_ bytes: [UInt8], limits: FrontEndLimits = .standard) -> FrontEnd.Result {
        let result = FrontEnd.check(SourceFile(path: "fuzz.trans", bytes: bytes), limits: limits)
        _ = DiagnosticRenderer(limit: 3).render(result.diagnostics.all, in: result.source)
        // Every diagnostic is located inside the file, so `file:line:col` always points somewhere real.
        for diagnostic in result.diagnostics.all {
            XCTAssert(diagnostic.range.start <= diagnostic.range.end && diagnostic.range.end <= bytes.count,
                      "\(diagnostic.message) at \(diagnostic.range) lies outside \(bytes.count) bytes")
        }
        return result
    }

    /// The corpus (examples and coverage files): between them they use the whole language.
    func examples() throws -> [[UInt8]] {
        let files = try Corpus.all()
        XCTAssertFalse(files.isEmpty)
        return files.map(\.bytes)
    }

    func testEveryPrefixOfEveryExample() throws {
        for example in try examples() {
            for length in 0...example.count { survive(Array(example.prefix(length))) }
        }
    }

    func testTenThousandSeededMutationsOfTheExamples() throws {
        let examples = try examples()
        let fragments: [[UInt8]] = ["{", "}", "(", ")", "->", "%", "\"", "/*", "//", "\n", "-", ".", ",", ":", "#", "1e999",
                                    "transition", "input", "animate", "keyframes", "reverse auto", "snapshot(", "about",
                                    "0", "-0s", "deg", "pt/s"].map { Array($0.utf8) } + [[0], [0xFF], [0xE2, 0x82], [0xC3]]
        var random = SeededRandom(seed: 2026)
        var withErrors = 0
        for _ in 0..<10_000 {
            var bytes = examples[Int.random(in: 0..<examples.count, using: &random)]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.insert(contentsOf: fragments.randomElement(using: &random)!, at: at)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &random)))
                case 2:
                    let from = Int.random(in: 0...bytes.count, using: &random)
                    bytes.insert(contentsOf: bytes[from..<min(bytes.count, from + Int.random(in: 1...40, using: &random))], at: at)
                default: if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &random) }
                }
            }
            if survive(bytes).diagnostics.hasErrors { withErrors += 1 }
        }
        // The mutations must mostly break the input, or this test exercises nothing.
        XCTAssertGreaterThan(withErrors, 5_000)
    }

    func testHundredThousandNestedParenthesesAndBraces() {
        for open in ["(", "{", "transition T for push { duration ", "transition T for push { animate to { opacity -"] {
            let bytes = Array((open + String(repeating: open.hasSuffix("-") ? "-" : open.hasSuffix(" ") ? "(" : open, count: 100_000)).utf8)
            XCTAssert(survive(bytes).diagnostics.hasErrors)
        }
    }

    func testRandomBytesWithNulAndInvalidUTF8() {
        var random = SeededRandom(seed: 7)
        for size in [1, 2, 3, 17, 256, 4096, 65_536] {
            for _ in 0..<8 {
                var bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }
                bytes[Int.random(in: 0..<size, using: &random)] = 0
                XCTAssert(survive(bytes).diagnostics.hasErrors)
            }
        }
    }

    func testTheSizeLimitEndsInADiagnostic() throws {
        let bytes = try examples()[0]
        let result = survive(bytes, limits: FrontEndLimits(maxFileBytes: bytes.count - 1))
        XCTAssertEqual(result.diagnostics.all.map(\.code), [.fileTooLarge])
    }
}
