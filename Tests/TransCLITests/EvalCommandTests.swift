import Foundation
import TransCLI
import XCTest

final class EvalCommandTests: XCTestCase {
    static let flip = try! String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/flip.trans"), encoding: .utf8)
    static let ping = "input touch: point\ntransition Ping for push { duration 0.5s animate to { mask circle(touch, 50) -> circle(touch, 100) } }\n"

    func run(_ arguments: String...) -> CommandLineTool.Outcome {
        let files = ["flip.trans": Self.flip, "ping.trans": Self.ping, "bad.trans": "transition T for push { duration 1 }\n"]
        return CommandLineTool.run(arguments, environment: .init(useColor: false) { files[$0].map { Array($0.utf8) } })
    }

    func json(_ outcome: CommandLineTool.Outcome) throws -> [[String: Any]] {
        try outcome.standardOutput.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func testTheFlipAtPointThreeSecondsAsTheIssueAsks() throws {
        let outcome = run("eval", "flip.trans", "--at", "0.3", "--json")
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let sample = try XCTUnwrap(json(outcome).first)
        XCTAssertEqual(sample["transition"] as? String, "PageFlip")
        XCTAssertEqual(sample["operation"] as? String, "push")
        XCTAssertEqual(sample["progress"] as? Double, 0.5)
        let container = try XCTUnwrap(sample["container"] as? [String: Any])
        XCTAssertEqual((container["sublayerTransform"] as? [Double])?[11], -0.002)
        let layers = try XCTUnwrap(sample["layers"] as? [[String: Any]])
        let page = try XCTUnwrap(layers.first { $0["id"] as? String == "from" })
        XCTAssertEqual(page["anchor"] as? [String: Double], ["x": 0, "y": 0.5])
        XCTAssertEqual(page["frame"] as? [String: Double], ["x": 0, "y": 0, "width": 390, "height": 844])
        let m = try XCTUnwrap(page["transform"] as? [Double])
        let angle = atan2(-m[2], m[0])
        XCTAssertEqual(angle / (-Double.pi / 2), 0.684643187, accuracy: 1e-7, "rotated about y by −90° × ease-out(0.5)")
        XCTAssertEqual(m[5], 1)
    }

    /// `--rtl`: the page turns about its right edge, the other way (the anchor's x and the
    /// rotation about y mirrored), so the transform's x-mixing fields change sign.
    func testRightToLeftPlaysTheMirrorImage() throws {
        func page(_ outcome: CommandLineTool.Outcome) throws -> [String: Any] {
            XCTAssertEqual(outcome.status, 0, outcome.standardError)
            let layers = try XCTUnwrap(json(outcome).first?["layers"] as? [[String: Any]])
            return try XCTUnwrap(layers.first { $0["id"] as? String == "from" })
        }
        let leftToRight = try page(run("eval", "flip.trans", "--at", "0.3"))
        let rightToLeft = try page(run("eval", "flip.trans", "--at", "0.3", "--rtl"))
        XCTAssertEqual(rightToLeft["anchor"] as? [String: Double], ["x": 1, "y": 0.5])
        let m = try XCTUnwrap(leftToRight["transform"] as? [Double]), mirrored = try XCTUnwrap(rightToLeft["transform"] as? [Double])
        XCTAssertNotEqual(m[2], 0)
        XCTAssertEqual(mirrored[2], -m[2])
        XCTAssertEqual(mirrored[8], -m[8])
        XCTAssertEqual(mirrored[0], m[0])
    }

    /// `--reduce-motion`: the page does not turn; the arriving screen, drawn below it, is uncovered
    /// by the page fading out over the transition's duration (halfway at half the time, as ease-in-out is symmetric).
    func testReduceMotionPlaysACrossFade() throws {
        let outcome = run("eval", "flip.trans", "--progress", "0.5", "--reduce-motion")
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let layers = try XCTUnwrap(json(outcome).first?["layers"] as? [[String: Any]])
        let page = try XCTUnwrap(layers.first { $0["id"] as? String == "from" })
        XCTAssertEqual(page["transform"] as? [Double], [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        XCTAssertEqual(try XCTUnwrap(page["opacity"] as? Double), 0.5, accuracy: 1e-12)
    }

    func testSamplesProgressesInputsAndOperations() throws {
        let samples = try json(run("eval", "flip.trans", "--progress", "0,0.5,1", "--operation", "pop", "--container", "200,400"))
        XCTAssertEqual(samples.map { $0["time"] as? Double }, [0, 0.3, 0.6])
        XCTAssertEqual(samples.map { $0["operation"] as? String }, ["pop", "pop", "pop"])
        let ping = try json(run("eval", "ping.trans", "--at", "0", "--input", "touch=100,200"))
        let mask = try XCTUnwrap(((ping.first?["layers"] as? [[String: Any]])?.first { $0["id"] as? String == "to" })?["mask"] as? [String: Any])
        XCTAssertEqual(mask["rect"] as? [String: Double], ["x": 50, "y": 150, "width": 100, "height": 100])
    }

    func testMistakesAreUsageErrorsNamingTheProblem() {
        let missing = run("eval", "ping.trans", "--at", "0")
        XCTAssertEqual(missing.status, 2)
        XCTAssert(missing.standardError.contains("missing input 'touch' (point); pass --input touch=X,Y"), missing.standardError)
        XCTAssert(run("eval", "ping.trans", "--at", "0", "--input", "touch=1").standardError.contains("input 'touch' takes X,Y"))
        XCTAssert(run("eval", "ping.trans", "--at", "0", "--input", "tap=1,2").standardError.contains("has no input 'tap'"))
        XCTAssert(run("eval", "flip.trans", "--at", "0", "--transition", "Nope").standardError.contains("no transition named 'Nope'"))
        XCTAssert(run("eval", "flip.trans", "--at", "0", "--operation", "tab").standardError.contains("does not run 'tab'"))
        XCTAssertEqual(run("eval", "flip.trans").status, 2)
        XCTAssertEqual(run("eval", "flip.trans", "--at", "x").status, 2)
        XCTAssertEqual(run("eval", "flip.trans", "--at", "0", "--container", "0,5").status, 2)
        let bad = run("eval", "bad.trans", "--at", "0")
        XCTAssertEqual(bad.status, 1)
        XCTAssert(bad.standardError.contains("bad.trans:1:34: error:"))
    }

    func testIRDumpsEveryProgram() {
        let outcome = run("ir", "flip.trans")
        XCTAssertEqual(outcome.status, 0)
        XCTAssert(outcome.standardOutput.hasPrefix("program PageFlip push\n"))
        XCTAssert(outcome.standardOutput.contains("program PageFlip pop (reverse auto)\n"))
        XCTAssertEqual(run("ir", "bad.trans").status, 1)
    }
}
