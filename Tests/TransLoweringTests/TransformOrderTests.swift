import Foundation
import TransChecker
import TransCorpus
import TransDiagnostics
import TransLowering
import TransRuntime
import XCTest

/// docs/language.md's transform-order example, run in the interpreter: the points land
/// where the page says, and would land elsewhere in any other order.
final class TransformOrderTests: XCTestCase {
    /// The `trans` block of docs/language.md that declares `TransformOrder`.
    func documentedExample() throws -> String {
        let page = try String(contentsOf: Corpus.repository.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let blocks = page.components(separatedBy: "```trans\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        return try XCTUnwrap(blocks.first { $0.contains("transition TransformOrder") }, "the example is gone from docs/language.md")
    }

    func testScaleThenRotationsThenTranslationAsTheDocsSay() throws {
        let result = FrontEnd.check(SourceFile(path: "language.md", text: try documentedExample()))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let program = try XCTUnwrap(result.checked.map(Lowering.lower)?.first)
        let state = try PreparedScene(program, environment: SceneEnvironment()).state(at: 0.5)

        let to = try XCTUnwrap(state.layer("to")).transform.apply(10, 0, 0)
        XCTAssertEqual(to.x, 100, accuracy: 1e-9, "translated last, unscaled (scaling after would give 200)")
        XCTAssertEqual(to.y, 20, accuracy: 1e-9, "scaled before it turned (turning first, then scaling, gives the same; translating first would not)")

        let from = try XCTUnwrap(state.layer("from")).transform.apply(0, 10, 0)
        XCTAssertEqual(from.x, 10, accuracy: 1e-9, "rotate-x, then rotate-y (the other order leaves it at z = 10)")
        XCTAssertEqual(from.y, 0, accuracy: 1e-9)
        XCTAssertEqual(from.z, 0, accuracy: 1e-9)
    }
}
