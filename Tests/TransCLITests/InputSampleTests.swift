import Foundation
import TransCLI
import XCTest

/// An input's sample (`input touch: point = (100, 200)`) is what `eval` and `preview` run with
/// when `--input` gives no value, so every example runs with no flags.
final class InputSampleTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    final class Written: @unchecked Sendable {
        var files: [String: [UInt8]] = [:]
    }

    func environment(_ files: [String: String], written: Written = Written()) -> CommandLineTool.Environment {
        CommandLineTool.Environment(
            useColor: false,
            readFile: { path in files[path].map { Array($0.utf8) } ?? FileManager.default.contents(atPath: path).map { [UInt8]($0) } },
            writeFile: { path, bytes in written.files[path] = bytes; return nil })
    }

    func testEveryExampleEvaluatesAndPreviewsWithNoFlags() throws {
        let paths = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".trans") }.sorted()
        XCTAssertGreaterThanOrEqual(paths.count, 10)
        var withInputs = 0
        for name in paths {
            let path = Self.examples.appendingPathComponent(name).path
            if try String(contentsOfFile: path, encoding: .utf8).contains("\ninput ") { withInputs += 1 }
            let written = Written()
            let environment = environment([:], written: written)
            let eval = CommandLineTool.run(["eval", path, "--progress", "0,0.5,1"], environment: environment)
            XCTAssertEqual(eval.status, 0, "\(name): \(eval.standardError)")
            XCTAssertEqual(eval.standardOutput.split(separator: "\n").count, 3, name)
            let preview = CommandLineTool.run(["preview", path, "-o", "x.png"], environment: environment)
            XCTAssertEqual(preview.status, 0, "\(name): \(preview.standardError)")
            XCTAssertEqual(written.files["x.png"]?.prefix(4).map { $0 }, [0x89, 0x50, 0x4E, 0x47], name)
        }
        XCTAssertGreaterThanOrEqual(withInputs, 4, "the examples with inputs are among those run")
    }

    static let ping = """
        input touch: point = (100, 200) "where the finger touched"
        input reach: length = 50
        transition Ping for push { duration 0.5s animate to { mask circle(touch, reach) -> circle(touch, 300) } }

        """

    func mask(_ arguments: String...) throws -> [String: Double] {
        let outcome = CommandLineTool.run(["eval", "ping.trans", "--at", "0", "--json"] + arguments,
                                          environment: environment(["ping.trans": Self.ping]))
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let sample = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let layers = try XCTUnwrap(sample["layers"] as? [[String: Any]])
        let mask = try XCTUnwrap(layers.first { $0["id"] as? String == "to" }?["mask"] as? [String: Any])
        return try XCTUnwrap(mask["rect"] as? [String: Double])
    }

    func testTheSampleStandsInUntilAnInputIsGiven() throws {
        XCTAssertEqual(try mask(), ["x": 50, "y": 150, "width": 100, "height": 100])
        XCTAssertEqual(try mask("--input", "touch=10,20"), ["x": -40, "y": -30, "width": 100, "height": 100],
                       "--input wins over the sample; the other input keeps its sample")
        XCTAssertEqual(try mask("--input", "reach=10"), ["x": 90, "y": 190, "width": 20, "height": 20])
    }

    func testTheIRCarriesTheSampleInCanonicalUnits() {
        let source = """
            input tilt: angle = 90deg
            input gap: time = 250ms
            input tint: color = #ff000080
            input cell: view = (20, 240, 170, 170)
            transition T for push {
                duration 0.5s
                animate cell { rotate tilt  background-color tint  translate-x gap / 1s }
            }

            """
        let outcome = CommandLineTool.run(["ir", "t.trans"], environment: environment(["t.trans": source]))
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssert(outcome.standardOutput.contains("  input tilt: angle = \(Double.pi / 2)\n"), outcome.standardOutput)
        XCTAssert(outcome.standardOutput.contains("  input gap: time = 0.25\n"), outcome.standardOutput)
        XCTAssert(outcome.standardOutput.contains("  input tint: color = rgb(1, 0, 0, \(Double(0x80) / 255))\n"), outcome.standardOutput)
        XCTAssert(outcome.standardOutput.contains("  input cell: view = (20, 240, 170, 170)\n"), outcome.standardOutput)
    }

    func testAnInputWithNoSampleAndNoValueSaysHowToGiveEither() {
        let outcome = CommandLineTool.run(["eval", "p.trans", "--at", "0"], environment: environment([
            "p.trans": "input touch: point\ntransition P for push { duration 0.5s animate to { translate touch } }\n",
        ]))
        XCTAssertEqual(outcome.status, 2)
        XCTAssert(outcome.standardError.contains("pass --input touch=X,Y, or give it a sample in the file: 'input touch: point = (195, 422)'"),
                  outcome.standardError)
    }
}
