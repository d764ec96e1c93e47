import TransDiagnostics
import TransFormat
import XCTest

/// Seeded random layouts of every sample that checks clean: formatting keeps the IR, is idempotent,
/// and, where the scrambling only did what the canonical layout undoes, gives the original back.
final class RandomCorpusTests: XCTestCase {
    static let variantsPerSample: UInt64 = 12

    func testFormattingRandomLayoutsKeepsTheirMeaningAndRestoresTheCanonicalOne() throws {
        var compared = 0
        for sample in try Repository.samples() {
            let meaning = Meaning(sample.text)
            guard meaning.checks else { continue }
            for seed in 1...Self.variantsPerSample {
                for restorable in [true, false] {
                    let variant = LayoutScrambler.scramble(sample.text, seed: seed &* 7919 &+ UInt64(compared), restorable: restorable)
                    let place = "\(sample.place) seed \(seed)\(restorable ? " restorable" : "")"
                    // The scrambler must not change the program, or the comparison below proves nothing.
                    XCTAssertEqual(Meaning(variant), meaning, "\(place): the scrambled text means something else:\n\(variant)")
                    guard case .formatted(let once) = SourceFormatter.format(SourceFile(path: "v.trans", text: variant)) else {
                        XCTFail("\(place) does not format:\n\(variant)")
                        continue
                    }
                    XCTAssertEqual(Meaning(once), meaning, "\(place): formatting changed the meaning:\n\(variant)")
                    guard case .formatted(let twice) = SourceFormatter.format(SourceFile(path: "v.trans", text: once)) else {
                        XCTFail("\(place): the formatted text does not format")
                        continue
                    }
                    XCTAssertEqual(twice, once, "\(place): fmt(fmt(x)) != fmt(x)")
                    if restorable { XCTAssertEqual(once, sample.text, "\(place): not restored from:\n\(variant)") }
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 600)
    }

    func testTheScramblerReallyChangesTheLayout() throws {
        let samples = try Repository.samples()
        let changed = samples.filter { LayoutScrambler.scramble($0.text, seed: 3, restorable: true) != $0.text }
        XCTAssertGreaterThan(changed.count, samples.count * 3 / 4)
    }
}
