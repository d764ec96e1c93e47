import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// Every preview draws a view's own perspective. The view: 200 × 200 in a 200 × 200 container,
/// hinged on its left edge, turned 60° away about y under its own 100 pt perspective. By hand, its
/// far edge (200 pt from the hinge) turns to x′ = 200 cos 60° = 100 and 200 sin 60° ≈ 173.2 pt deep,
/// so w = 1 + 173.2 / 100 and the edge is drawn at x = 100 / w ≈ 36.6, from y = 100 − 100 / w to 100 + 100 / w.
final class DepthPreviewTests: XCTestCase {
    static let w = 1 + 200 * sin(Double.pi / 3) / 100
    static let farX = 200 * cos(Double.pi / 3) / w

    func state(perspective: Bool) throws -> SceneState {
        let depth = perspective ? "perspective 100pt " : ""
        return try TransitionEffect(source: "transition T for push { duration 1s animate to { anchor (0, 0.5) \(depth)rotate-y 60deg } }")
            .scene(environment: SceneEnvironment(container: Size(width: 200, height: 200))).state(at: 0)
    }

    func testTheRasterizerForeshortensTheView() throws {
        let near = try Rasterizer().render(state(perspective: true))
        let flat = try Rasterizer().render(state(perspective: false))
        // Under `to` (orange placeholder, red 242) lies `from` (blue, red 51). (60, 10) lies beyond the far
        // edge's drawn x (36.6) and above its top (100 − 100/w ≈ 63.4): `from` shows there under the view's
        // perspective; without it the turned view still covers x up to 100 at every height.
        XCTAssertGreaterThan(Self.farX, 36.5)
        XCTAssertLessThan(near.pixel(60, 10).0, 100, "outside the foreshortened view: from's blue")
        XCTAssertGreaterThan(flat.pixel(60, 10).0, 150, "inside the unforeshortened one: to's orange")
        XCTAssertGreaterThan(near.pixel(20, 100).0, 150, "near the hinge the view is drawn")
    }

    func testTheSVGOutlineIsTheProjectedQuad() throws {
        let svg = SVGWriter.filmstrip([try state(perspective: true)], frameWidth: 200)
        let points = try XCTUnwrap(svg.components(separatedBy: "<polygon points=\"").last?.components(separatedBy: "\"").first)
        let corners = points.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        XCTAssertEqual(corners.count, 4, svg)
        let far = corners.filter { abs($0[0] - Self.farX) < 0.01 }.map { $0[1] }.sorted()
        XCTAssertEqual(far.count, 2, "two corners on the far edge at x ≈ \(Self.farX): \(corners)")
        XCTAssertEqual(far.first ?? 0, 100 - 100 / Self.w, accuracy: 0.01)
        XCTAssertEqual(far.last ?? 0, 100 + 100 / Self.w, accuracy: 0.01)
    }

    func testTheHTMLFrameCarriesTheViewsM34Finely() throws {
        let frame = HTMLWriter.frame(try state(perspective: true))
        // The last "m" is the to-view's: its m34 is cos 60° × (−1/100) = −0.005 and m14 = −sin 60° × (−1/100)·(−1).
        let fields = try XCTUnwrap(frame.components(separatedBy: "\"m\":[").last?.components(separatedBy: "]").first)
            .split(separator: ",").compactMap { Double($0) }
        XCTAssertEqual(fields.count, 16)
        XCTAssertEqual(fields[11], cos(Double.pi / 3) * (-1.0 / 100), accuracy: 1e-9)
        XCTAssertEqual(fields[3], -sin(Double.pi / 3) * (-1.0 / 100), accuracy: 1e-9, "m14 = m13 · (−1/d), m13 = −sin 60°")
    }
}
