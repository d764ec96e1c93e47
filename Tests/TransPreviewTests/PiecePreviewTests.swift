import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// A piece of a view cut into pieces shows its part of its view's picture, label included: the
/// view `from` fills a 200 × 100 container and is cut into two columns, so the right piece is the
/// view's right half, 100 pt to the right of the view's own corner.
final class PiecePreviewTests: XCTestCase {
    func state() throws -> SceneState {
        try TransitionEffect(source: "transition T for push { duration 1s curve linear hide from animate pieces(from, columns 2) { opacity 1 -> 0.5 } }")
            .scene(environment: SceneEnvironment(container: Size(width: 200, height: 100))).state(at: 0)
    }

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func testTheHTMLPieceShowsItsPartOfItsViewsLabel() throws {
        let state = try self.state()
        let layers = try XCTUnwrap(try json(HTMLWriter.frame(state))["layers"] as? [[String: Any]])
        let from = try XCTUnwrap(layers.first { $0["id"] as? String == "from" })
        let pieces = layers.filter { $0["id"] as? String != "from" && $0["id"] as? String != "to" }
        XCTAssertEqual(pieces.count, 2)
        let right = try XCTUnwrap(pieces.first { ($0["x"] as? Double ?? 0) > 50 })
        XCTAssertEqual(right["x"] as? Double, 100)
        // The view's label, where it lies on the view, seen from the piece's corner 100 pt in.
        XCTAssertEqual(try XCTUnwrap(right["lx"] as? Double), try XCTUnwrap(from["lx"] as? Double) - 100, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(right["ly"] as? Double), try XCTUnwrap(from["ly"] as? Double), accuracy: 0.01)
        XCTAssertEqual(right["lw"] as? Double, from["lw"] as? Double, "the whole view's label, not one fitted to the piece")
        XCTAssertEqual(right["gx"] as? Double, -100, "the view's grid, moved as the label is")
        XCTAssertNil(from["gx"], "a view shows its own grid where it lies")

        let looks = try json("{" + state.layers.enumerated().map { HTMLWriter.look($0, $1, image: nil) }.joined(separator: ",") + "}")
        let rightID = try XCTUnwrap(right["id"] as? String)
        let label = { (id: String) in (looks[id] as? [String: Any])?["label"] as? String }
        XCTAssertNotNil(label("from"))
        XCTAssertEqual(label(rightID), label("from"), "the piece's label bitmap is its view's name, not its own id")
    }

    func testTheSVGPieceShowsItsPartOfItsViewsName() throws {
        let svg = SVGWriter.filmstrip([try state()], frameWidth: 200)
        // `from` is hidden; each piece writes its part of the name at the view's centre, (100, 50), clipped to itself.
        let names = svg.components(separatedBy: "<text ").dropFirst().filter { $0.contains(">from</text>") }
        XCTAssertEqual(names.count, 2, svg)
        for name in names {
            XCTAssertTrue(name.hasPrefix("x=\"100\" y=\"50\" clip-path=\"url(#"), name)
        }
    }
}
