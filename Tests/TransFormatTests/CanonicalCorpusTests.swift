import TransDiagnostics
import TransFormat
import XCTest

/// The examples and every ```trans block of the docs and README: already in canonical layout,
/// and formatting them is idempotent and keeps their meaning.
final class CanonicalCorpusTests: XCTestCase {
    /// Samples known to be out of canonical layout, to be reformatted after this test lands
    /// (places as `examples/NAME.trans` or `docs/NAME.md:LINE`). Each must really differ.
    static let pendingReformat: Set<String> = []

    func testEveryExampleAndDocsBlockIsInCanonicalLayout() throws {
        let samples = try Repository.samples()
        XCTAssertGreaterThanOrEqual(samples.count, 40, "the examples and the docs' blocks")
        for sample in samples {
            guard case .formatted(let text) = SourceFormatter.format(SourceFile(path: sample.place, text: sample.text)) else {
                XCTFail("\(sample.place) does not format")
                continue
            }
            if Self.pendingReformat.contains(sample.place) {
                XCTAssertNotEqual(text, sample.text, "\(sample.place) is canonical now: take it out of pendingReformat")
            } else {
                XCTAssertEqual(text, sample.text, "\(sample.place) is not in canonical layout; run transc fmt -w on it")
            }
        }
        let places = Set(samples.map(\.place))
        XCTAssertTrue(Self.pendingReformat.isSubset(of: places), "pendingReformat names samples that do not exist")
    }

    func testFormattingEverySampleIsIdempotentAndKeepsItsMeaning() throws {
        var checkedClean = 0
        for sample in try Repository.samples() {
            // Written out of layout first, so that formatting has something to do.
            let scrambled = LayoutScrambler.scramble(sample.text, seed: UInt64(sample.place.utf8.count))
            for input in [sample.text, scrambled] {
                guard case .formatted(let once) = SourceFormatter.format(SourceFile(path: sample.place, text: input)) else {
                    XCTFail("\(sample.place) does not format")
                    continue
                }
                guard case .formatted(let twice) = SourceFormatter.format(SourceFile(path: sample.place, text: once)) else {
                    XCTFail("\(sample.place): formatted text does not format")
                    continue
                }
                XCTAssertEqual(twice, once, "\(sample.place): fmt(fmt(x)) != fmt(x)")
                let meaning = Meaning(input)
                XCTAssertEqual(Meaning(once), meaning, "\(sample.place): formatting changed the meaning")
                if meaning.checks { checkedClean += 1 }
            }
        }
        XCTAssertGreaterThanOrEqual(checkedClean, 60, "most samples check clean, so their IR is compared")
    }
}
