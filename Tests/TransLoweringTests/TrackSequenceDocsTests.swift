import Foundation
import TransChecker
import TransCorpus
import TransDiagnostics
import TransLowering
import TransRuntime
import XCTest

/// docs/language.md's *Blink*, run in the interpreter: the values the page states.
final class TrackSequenceDocsTests: XCTestCase {
    func documentedExample() throws -> String {
        let page = try String(contentsOf: Corpus.repository.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let blocks = page.components(separatedBy: "```trans\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        return try XCTUnwrap(blocks.first { $0.contains("transition Blink") }, "the example is gone from docs/language.md")
    }

    func testSequentialTracksShowTheValuesThePageStates() throws {
        let result = FrontEnd.check(SourceFile(path: "language.md", text: try documentedExample()))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let program = try XCTUnwrap(result.checked.map(Lowering.lower)?.first)
        let scene = try PreparedScene(program, environment: SceneEnvironment())
        // ease-in-out is symmetric about its middle, so it is at 0.5 at half its time.
        let to: [(Double, Double)] = [(0, 0), (0.15, 0.5), (0.3, 1), (0.45, 0.75), (0.6, 0.5)]
        for (time, value) in to {
            XCTAssertEqual(try XCTUnwrap(scene.state(at: time).layer("to")).opacity, value, accuracy: 1e-9, "to at \(time) s")
        }
        let from: [(Double, Double)] = [(0, 1), (0.05, 1), (0.15, 0.5), (0.2, 0), (0.3, 0), (0.39, 0), (0.5, 0.5), (0.6, 1)]
        for (time, value) in from {
            XCTAssertEqual(try XCTUnwrap(scene.state(at: time).layer("from")).opacity, value, accuracy: 1e-9, "from at \(time) s")
        }
    }
}
