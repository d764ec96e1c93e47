import Foundation
import TransFuzz
import TransIR
import XCTest

final class FuzzTests: XCTestCase {
    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    /// Findings not fixed in this module, with the invariant each still breaks. When one is fixed
    /// the test below fails: take it off this list.
    static let open: [String: Invariant] = [:]

    func testEveryRegressionHoldsEveryInvariant() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.regressions, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "trans" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 5)
        for file in files {
            let outcome = Invariant.check(try String(contentsOf: file, encoding: .utf8), path: file.lastPathComponent)
            let broken = Set(outcome.violations.map(\.0))
            if let expected = Self.open[file.lastPathComponent] {
                XCTAssertEqual(broken, [expected], "\(file.lastPathComponent) is listed as open: \(outcome.violations)")
            } else {
                XCTAssert(outcome.violations.isEmpty, "\(file.lastPathComponent): \(outcome.violations)")
            }
        }
    }

    func testTheSameSeedGivesTheSameInputs() {
        let campaign = Campaign(seed: 42, programs: 5, mutants: 5)
        let corpus = ["transition T for push { duration 1s animate to { opacity 0 -> 1 } }"]
        let first = (0..<10).map { campaign.input($0, corpus: corpus) }
        XCTAssertEqual(first, (0..<10).map { campaign.input($0, corpus: corpus) })
        XCTAssertNotEqual(first, (0..<10).map { Campaign(seed: 43, programs: 5, mutants: 5).input($0, corpus: corpus) })
        XCTAssertEqual(Set(first).count, 10, "every input differs")
    }

    func testGeneratedProgramsCoverEveryPropertyAndMostCheck() {
        var text = ""
        var accepted = 0
        for seed in 0..<300 {
            var generator = ProgramGenerator(seed: UInt64(seed))
            let file = generator.file()
            text += file
            if Invariant.check(file).accepted { accepted += 1 }
        }
        for property in Property.allCases {
            XCTAssert(text.contains("\n        \(property.rawValue) "), "no generated program animates '\(property.rawValue)'")
        }
        for construct in ["input ", "keyframes {", "shade ", "reverse auto", "interactive ", "spring mass", "spring bounce",
                          "cubic-bezier(", "steps(", "linear(0", "perspective ", "keep ", "hide ", " above ", " below ", "about ("] {
            XCTAssert(text.contains(construct), "no generated program has '\(construct)'")
        }
        XCTAssertGreaterThan(accepted, 120, "most generated programs should check")
    }

    func testTheInvariantsCanFail() {
        // A quote, backslash or `*/` is harmless in a line comment, a line break in code is not.
        XCTAssertNil(Invariant.unescaped("/// a \" b \\ c */\nlet x = 1", from: #"input a: view "a \" b \\ c */""#))
        XCTAssertNotNil(Invariant.unescaped("let s = \"a \" b\"", from: #"input a: view "a \" b""#))
        XCTAssertNotNil(Invariant.unescaped("/// one\ntwo", from: #"input a: view "one\ntwo""#))
        XCTAssertNotNil(Invariant.unescaped("/// \u{202E}", from: ""))
        // A file check refuses builds nothing, and says where.
        let refused = Invariant.check("transition T for push { duration 1 }")
        XCTAssertFalse(refused.accepted)
        XCTAssert(refused.violations.isEmpty)
    }

    func testMutantsStayTextAndTokensJoinBack() {
        let text = "input a: view \"x \\\" y\"\ntransition T for push { duration 0.5s animate to { opacity 0 -> 1 } }\n"
        XCTAssertEqual(Mutator.tokens(text).joined(), text)
        var mutator = Mutator(seed: 9)
        let mutants = (0..<50).map { _ in mutator.mutate(text) }
        XCTAssertGreaterThan(Set(mutants).count, 40)
        XCTAssertLessThan(mutants.filter { $0 == text }.count, 5, "a mutant differs from its file")
    }
}
