import Foundation
import TransCLI
import XCTest

/// The commands run the motion `reverse { … }` states for the backward operation.
final class ReverseBodyCommandTests: XCTestCase {
    static let forward = "transition Card for present {\n    duration 0.5s\n    animate to { translate-y container.height -> 0 }\n"
    let files = BuildCommandTests.Files()

    override func setUp() {
        files.contents["own.trans"] = Self.forward + "    reverse {\n        duration 0.2s\n        curve linear\n        animate from { opacity 1 -> 0 }\n    }\n}\n"
        files.contents["auto.trans"] = Self.forward + "    reverse auto\n}\n"
    }

    func run(_ arguments: String...) -> CommandLineTool.Outcome {
        let files = self.files
        let environment = CommandLineTool.Environment(
            useColor: false, readFile: { files.contents[$0].map { Array($0.utf8) } },
            writeFile: { path, bytes in files.contents[path] = String(decoding: bytes, as: UTF8.self); return nil },
            isDirectory: { files.directories.contains($0) })
        return CommandLineTool.run(arguments, environment: environment)
    }

    func testEvalAndIRRunTheBodyForTheDismiss() throws {
        let outcome = run("eval", "own.trans", "--operation", "dismiss", "--at", "0.05", "--json")
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let sample = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(sample["duration"] as? Double, 0.2)
        let sheet = try XCTUnwrap((sample["layers"] as? [[String: Any]])?.first { $0["id"] as? String == "from" })
        XCTAssertEqual(try XCTUnwrap(sheet["opacity"] as? Double), 0.75, accuracy: 1e-9, "linear, a quarter of the way")
        XCTAssertEqual((sheet["transform"] as? [Double])?[13], 0, "the slide is not played backward")
        XCTAssert(run("ir", "own.trans").standardOutput.contains("program Card dismiss (reverse)\n"))
    }

    func testPreviewAndBuildTheDismiss() throws {
        for name in ["own", "auto"] {
            XCTAssertEqual(run("preview", "\(name).trans", "--operation", "dismiss", "-o", "\(name).svg", "--size", "60,80", "--fps", "10").status, 0)
        }
        let own = try XCTUnwrap(files.contents["own.svg"])
        XCTAssert(own.hasPrefix("<svg"))
        XCTAssertNotEqual(own, files.contents["auto.svg"], "the body's dismiss is not the mirrored one")
        let build = run("build", "own.trans", "-o", "Card.swift")
        XCTAssertEqual(build.status, 0, build.standardError)
        XCTAssert(files.contents["Card.swift"]?.contains("case .dismiss") == true)
    }
}
