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

    func testAPieceNamesItsViewAndItsPartOfIt() throws {
        let layers = try self.layers("""
            transition T for push { duration 1s curve linear hide from animate pieces(from, columns 2) { opacity 1 -> 0 } }
            """, at: "0.5")
        let pieces = layers.filter { !($0["contents"] is NSNull) }
        XCTAssertEqual(pieces.count, 2, "two columns, two pieces")
        // By hand: the left half and the right half of `from`, in its unit coordinates.
        let parts = try pieces.map { piece -> [String: Double] in
            let contents = try XCTUnwrap(piece["contents"] as? [String: Any])
            XCTAssertEqual(contents["view"] as? String, "from")
            return try XCTUnwrap(contents["rect"] as? [String: Double])
        }.sorted { ($0["x"] ?? 0) < ($1["x"] ?? 0) }
        XCTAssertEqual(parts, [["x": 0, "y": 0, "width": 0.5, "height": 1], ["x": 0.5, "y": 0, "width": 0.5, "height": 1]])
        let to = try XCTUnwrap(layers.first { $0["id"] as? String == "to" })
        XCTAssertTrue(to["contents"] is NSNull, "a view that shows its own picture has no contents")
    }
}
