import TransCorpus
import TransFuzz
import XCTest

/// The front end frees the tokens behind the parser and each declaration's nodes once it is checked:
/// what it gives must not change, so a large file must lower to the programs its parts give alone.
final class LargeFileAgreementTests: XCTestCase {
    /// The examples twelve times over, each copy renamed: many chunks of tokens and of nodes, and a
    /// release point every 512 expressions. Freeing one declaration early traps here.
    func testTheExamplesManyTimesOverCheckAsTheirPartsDo() throws {
        let examples = try Corpus.examples().map { String(decoding: $0.bytes, as: UTF8.self) }
        let (file, parts) = LargeFileAgreement.joined(Array(Array(repeating: examples, count: 12).joined()))
        XCTAssertGreaterThanOrEqual(parts.count, 300)
        XCTAssertNil(LargeFileAgreement.disagreement(file: file, parts: parts))
    }

    /// Parts that are not what the file holds are told apart.
    func testAProgramThatDiffersIsNamed() throws {
        let examples = try Corpus.examples().map { String(decoding: $0.bytes, as: UTF8.self) }
        let (file, parts) = LargeFileAgreement.joined(examples)
        let detail = try XCTUnwrap(LargeFileAgreement.disagreement(file: file, parts: parts.reversed()))
        XCTAssertTrue(detail.hasPrefix("a program differs from its part's alone"), detail)
    }
}
