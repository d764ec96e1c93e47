import Foundation
import TransCLI
import XCTest

/// `transc eval --json` prints every style property under its table name.
final class SceneJSONTests: XCTestCase {
    func layers(_ source: String, at time: String) throws -> [[String: Any]] {
        let outcome = CommandLineTool.run(["eval", "t.trans", "--at", time, "--json"],
                                          environment: .init(useColor: false) { $0 == "t.trans" ? Array(source.utf8) : nil })
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let sample = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        return try XCTUnwrap(sample["layers"] as? [[String: Any]])
    }

    func testBackgroundColorIsPrintedAsRGBA() throws {
        let layers = try self.layers("""
            transition T for push { duration 1s curve linear animate to { background-color rgb(1, 0.5, 0) -> rgb(0, 0.5, 1, 0) } }
            """, at: "0.25")
        let to = try XCTUnwrap(layers.first { $0["id"] as? String == "to" })
        // A quarter of the way: (0.75, 0.5, 0.25, 0.75).
        let color = try XCTUnwrap(to["backgroundColor"] as? [Double])
        XCTAssertEqual(color.count, 4)
        for (channel, expected) in zip(color, [0.75, 0.5, 0.25, 0.75]) { XCTAssertEqual(channel, expected, accuracy: 1e-6) }
        let from = try XCTUnwrap(layers.first { $0["id"] as? String == "from" })
        XCTAssertEqual(from["backgroundColor"] as? [Double], [0, 0, 0, 0], "clear by default")
        XCTAssertEqual(from["opacity"] as? Double, 1)
        XCTAssertEqual(from["hidden"] as? Bool, false)
        XCTAssertEqual(from["cornerRadius"] as? Double, 0)
        XCTAssertEqual(from["zPosition"] as? Double, 0)
    }

    func testTheShadowIsPrintedUnderCoreAnimationsNames() throws {
        let layers = try self.layers("""
            transition T for push {
                duration 1s curve linear
                animate to { shadow-opacity 0 -> 0.4  shadow-radius 2pt -> 10pt  shadow-offset (0, 0) -> (8, 16)  shadow-color red }
            }
            """, at: "0.25")
        let to = try XCTUnwrap(layers.first { $0["id"] as? String == "to" })
        // A quarter of the way, by hand: 0.1, 4 pt, (2, 4).
        XCTAssertEqual(try XCTUnwrap(to["shadowOpacity"] as? Double), 0.1, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(to["shadowRadius"] as? Double), 4, accuracy: 1e-9)
        let offset = try XCTUnwrap(to["shadowOffset"] as? [String: Double])
        XCTAssertEqual(try XCTUnwrap(offset["x"]), 2, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(offset["y"]), 4, accuracy: 1e-9)
        XCTAssertEqual(to["shadowColor"] as? [Double], [1, 0, 0, 1])
        let from = try XCTUnwrap(layers.first { $0["id"] as? String == "from" })
        XCTAssertEqual(from["shadowOpacity"] as? Double, 0, "no shadow by default")
        XCTAssertEqual(from["shadowRadius"] as? Double, 3, "Core Animation's default blur")
        XCTAssertEqual(from["shadowOffset"] as? [String: Double], ["x": 0, "y": -3], "Core Animation's default offset")
        XCTAssertEqual(from["shadowColor"] as? [Double], [0, 0, 0, 1], "opaque black")
    }
}
