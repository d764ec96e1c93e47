import Foundation
@testable import TransFuzz
import TransIR
import TransRuntime
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

/// The interpreter against compiled portable code: the record a compiled batch writes reads
/// back exactly, a difference above the bound is found and named, and a small batch agrees.
final class PortableAgreementTests: XCTestCase {
    static func state(opacity: Double, id: String = "snapshot(cell)") -> SceneState {
        var style = LayerStyle.initial
        style.opacity = opacity
        style.backgroundColor = RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let layer = LayerState(id: id, z: 2, frame: Rect(x: 0.1 + 0.2, y: -3, width: 1e300, height: 5e-324), anchor: Point(x: 0.5, y: 0.5),
                               position: Point(x: .nan, y: .infinity), style: style, transform: .rotation(0.3, 0, 1, 0),
                               mask: .oval(Rect(x: 1, y: 2, width: 3, height: 4)),
                               shade: ShadeState(colors: [.clear, RGBA(red: 0, green: 0, blue: 0, alpha: 0.7)], start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5), opacity: 0.25))
        return SceneState(transition: "T", operation: .pop, time: 0.3, progress: 0.6, duration: 0.5, container: Size(width: 390, height: 844),
                          sublayerTransform: .identity, layers: [layer, layer])
    }

    func testARecordReadsBackToTheSameBits() throws {
        let state = Self.state(opacity: 1.0 / 3, id: "odd \\ id\twith\nbreaks")
        let back = try XCTUnwrap(SceneState.fields(fromRecord: Substring(state.fieldRecord)))
        XCTAssertEqual(back.map(\.name), state.fields.map(\.name))
        for (a, b) in zip(back, state.fields) {
            switch (a.value, b.value) {
            case let (.number(x), .number(y)): XCTAssert(x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN), "\(a.name): \(x) ≠ \(y)")
            default: XCTAssertEqual(a.value, b.value, a.name)
            }
        }
        XCTAssert(back.contains(SceneField("layer 0 id", .word("odd \\ id\twith\nbreaks"))))
        XCTAssertGreaterThan(back.count, 2 * 40, "every layer's frame, style, transform, mask and shade")
        XCTAssertNil(SceneState.fields(fromRecord: "time=#zero"))
    }

    func testADifferenceAboveTheBoundIsNamed() {
        let base = Self.state(opacity: 0.5).fields
        XCTAssertNil(PortableAgreement.difference(base, base))
        XCTAssertNil(PortableAgreement.difference(base, Self.state(opacity: 0.5 + 4e-10).fields))
        let off = PortableAgreement.difference(base, Self.state(opacity: 0.5 + 3e-9).fields)
        XCTAssert(off?.hasPrefix("layer 0 opacity is 0.5 interpreted") == true, off ?? "no difference found")
        XCTAssertNotNil(PortableAgreement.difference(base, Self.state(opacity: 0.5, id: "to").fields))
        XCTAssertNotNil(PortableAgreement.difference(base, Array(base.dropLast())))
    }

    func testACompiledBatchAgreesWithTheInterpreter() throws {
        var texts: [String] = []
        var seed: UInt64 = 100
        while texts.count < 3 {
            var generator = ProgramGenerator(seed: seed)
            let text = generator.file()
            if Invariant.check(text).accepted { texts.append(text) }
            seed += 1
        }
        // A file check refuses is left out, not compared.
        let outcome = try PortableAgreement.compare(texts + ["transition T for push { duration 1 }"])
        XCTAssertEqual(outcome.files, 3)
        XCTAssertGreaterThanOrEqual(outcome.programs, 3)
        XCTAssertEqual(outcome.states, outcome.programs * 3 * 19, "three environments, nineteen times each")
        XCTAssert(outcome.mismatches.isEmpty, outcome.mismatches.map(\.detail).joined(separator: "\n"))
        XCTAssertThrowsError(try PortableAgreement.compare(texts, runtime: URL(fileURLWithPath: "/nonexistent/transc-fuzz")))

        // Compiled code that is off by a microsecond in one file is caught there, with the field named.
        let wrong = try PortableAgreement.compare(Array(texts.prefix(2)), runtime: Bundle.main.executableURL) { swift in
            swift.contains("Fuzz1") ? swift.replacingOccurrences(of: "state.time = time\n", with: "state.time = time + 1e-6\n") : swift
        }
        XCTAssertEqual(wrong.mismatches.map(\.index), [1])
        XCTAssert(wrong.mismatches.first?.detail.contains(": time is ") == true, wrong.mismatches.first?.detail ?? "")
        XCTAssertEqual(wrong.mismatches.first?.input, texts[1])
    }

    func testAReducedMismatchIsSmallerAndStillDisagrees() throws {
        let text = "transition T for push {\n    duration 0.5s\n    delay 0.1s\n    animate to {\n        opacity 0 -> 1\n        scale 0.5 -> 1\n    }\n}\n"
        // Compiled code whose scale is off: the opacity and the delay have nothing to do with it.
        let breakScale = { (swift: String) in
            swift.replacingOccurrences(of: "= Point(x: value.width, y: value.height)", with: "= Point(x: value.width + 0.5, y: value.height)")
        }
        XCTAssert(try PortableAgreement.compare([text]).mismatches.isEmpty)
        let reduced = MismatchReduction.reduce(text, rounds: 3, runtime: Bundle.main.executableURL, editingGenerated: breakScale)
        XCTAssertFalse(reduced.text.contains("opacity"), reduced.text)
        XCTAssertFalse(reduced.text.contains("delay"), reduced.text)
        XCTAssert(reduced.text.contains("scale 0.5 -> 1"), reduced.text)
        XCTAssertFalse(try PortableAgreement.compare([reduced.text], runtime: Bundle.main.executableURL, editingGenerated: breakScale).mismatches.isEmpty)
    }
}
