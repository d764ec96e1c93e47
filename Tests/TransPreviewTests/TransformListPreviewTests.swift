import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// Every preview draws a view's transform list. The view: 200 × 200 in a 200 × 200 container,
/// anchored at its centre, with `[rotate(90deg), translate(50, 0), scale(0.5)]`. By hand, right to
/// left: a corner 100 pt from the anchor each way is scaled to 50, moved 50 pt right and turned a
/// quarter turn, (x, y) → (−y, x); so the view is drawn as the 100 × 100 square from (50, 100) to
/// (150, 200), the container's lower half's middle.
final class TransformListPreviewTests: XCTestCase {
    func state() throws -> SceneState {
        try TransitionEffect(source: "transition T for push { duration 1s animate to { transform [rotate(90deg), translate(50, 0), scale(0.5)] } }")
            .scene(environment: SceneEnvironment(container: Size(width: 200, height: 200))).state(at: 0)
    }

    func testTheRasterizerDrawsTheListInItsOrder() throws {
        let image = try Rasterizer().render(state())
        // `to` is the orange placeholder (red 242) over `from`'s blue (red 51).
        XCTAssertGreaterThan(image.pixel(100, 150).0, 150, "the square's centre: to")
        XCTAssertLessThan(image.pixel(100, 60).0, 100, "above the square, where the view would be unmoved: from")
        XCTAssertLessThan(image.pixel(30, 150).0, 100, "left of the square: from")
    }

    func testTheSVGOutlineIsTheSquare() throws {
        let svg = SVGWriter.filmstrip([try state()], frameWidth: 200)
        let points = try XCTUnwrap(svg.components(separatedBy: "<polygon points=\"").last?.components(separatedBy: "\"").first)
        let corners = points.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        XCTAssertEqual(corners.count, 4, svg)
        let expected: Set<[Double]> = [[150, 100], [150, 200], [50, 200], [50, 100]]
        XCTAssertEqual(Set(corners.map { $0.map { ($0 * 100).rounded() / 100 } }), expected, svg)
    }

    func testTheHTMLFrameCarriesTheListsMatrix() throws {
        let frame = HTMLWriter.frame(try state())
        // The last "m" is the to-view's: a quarter turn of a half scale, (x, y) → (−y, x) / 2, and the
        // anchor moved to (0, 50) relative to itself (translate(50, 0) turned): m11 0, m12 0.5, m21 −0.5, m42 50.
        let fields = try XCTUnwrap(frame.components(separatedBy: "\"m\":[").last?.components(separatedBy: "]").first)
            .split(separator: ",").compactMap { Double($0) }
        XCTAssertEqual(fields.count, 16)
        for (index, value) in [(0, 0.0), (1, 0.5), (4, -0.5), (5, 0.0), (12, 0.0), (13, 50.0)] {
            XCTAssertEqual(fields[index], value, accuracy: 1e-9, "field \(index): \(fields)")
        }
    }
}
