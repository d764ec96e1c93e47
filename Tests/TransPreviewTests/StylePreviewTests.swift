import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// Every preview draws the style properties: a background colour and rounded corners.
final class StylePreviewTests: XCTestCase {
    func state(_ animation: String, at time: Double = 0) throws -> SceneState {
        try TransitionEffect(source: "transition T for push { duration 1s curve linear animate to { \(animation) } }")
            .scene(environment: SceneEnvironment(container: Size(width: 200, height: 200))).state(at: time)
    }

    /// The PNG's pixel at (20, 20): inside `to`, off its grid lines, border and label.
    func pixel(_ state: SceneState) throws -> (UInt8, UInt8, UInt8, UInt8) {
        try PNGDecoder.decode(PNGEncoder.encode(Rasterizer().render(state))).pixel(20, 20)
    }

    func testTheRasterizerDrawsTheBackgroundColorOverThePlaceholder() throws {
        let placeholder = try pixel(state("opacity 1"))
        XCTAssertEqual(placeholder.0, 242, "the to-view's placeholder, 0.95 × 255, without a background")
        let red = try pixel(state("background-color red"))
        XCTAssert(red == (255, 0, 0, 255), "an opaque background is exactly its colour: \(red)")
        // Half-transparent red over the placeholder (0.95, 0.55, 0.15), by hand: (0.975, 0.275, 0.075) × 255.
        let half = try pixel(state("background-color red(50%)"))
        XCTAssert(half == (249, 70, 19, 255), "\(half)")
        // Halfway through clear -> blue each channel is halfway, (0, 0, 0.5) at alpha 0.5 (not
        // blue at 0.5: channels are straight, as Core Animation interpolates them); over the
        // placeholder, (0.475, 0.275, 0.325) × 255.
        let animated = try pixel(state("background-color clear -> blue", at: 0.5))
        XCTAssert(animated == (121, 70, 83, 255), "\(animated)")
    }

    func testTheSVGFillsWithTheBackgroundColor() throws {
        let svg = SVGWriter.filmstrip([try state("background-color red")], frameWidth: 200)
        XCTAssert(svg.contains("fill=\"#ff0000\""), svg)
        XCTAssert(svg.contains("stroke=\"#8c0000\""), "the border is the fill darkened by 0.55")
        XCTAssertFalse(SVGWriter.filmstrip([try state("opacity 1")], frameWidth: 200).contains("#ff0000"))
    }

    func testTheHTMLPageCarriesTheBackgroundColorInTheFramesThatHaveOne() throws {
        let scene = try TransitionEffect(source: "transition T for push { duration 1s animate to { background-color red } }")
            .scene(environment: SceneEnvironment(container: Size(width: 200, height: 200)))
        let frame = HTMLWriter.frame(scene.state(at: 0))
        XCTAssert(frame.contains("\"fill\":\"rgba(255,0,0,1)\""), frame)
        XCTAssert(HTMLWriter.page(scene).contains("layer.fill ||"), "the page draws a frame's fill over the look's colour")
        let plain = try TransitionEffect(source: "transition T for push { duration 1s animate to { opacity 1 } }").scene()
        XCTAssertFalse(HTMLWriter.frame(plain.state(at: 0)).contains("\"fill\""), "no background, no field")
    }

    /// The SVG used to draw rounded layers square: a corner radius of 40 must cut every corner.
    func testTheSVGRoundsCorners() throws {
        let svg = SVGWriter.filmstrip([try state("frame (20, 20, 160, 160)  corner-radius 40")], frameWidth: 200)
        let polygons = svg.components(separatedBy: "<polygon points=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        // The second polygon is `to` (above `from`, which fills the container).
        let to = try XCTUnwrap(polygons.dropFirst().first)
        let points = to.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        XCTAssertGreaterThan(points.count, 4)
        // The nearest the outline comes to a corner of the frame is 40 × (√2 − 1) ≈ 16.6 along the diagonal.
        for corner: (x: Double, y: Double) in [(20, 20), (180, 20), (180, 180), (20, 180)] {
            let distances: [Double] = points.map { point in
                let (dx, dy) = (point[0] - corner.x, point[1] - corner.y)
                return (dx * dx + dy * dy).squareRoot()
            }
            let nearest = distances.min() ?? 0
            XCTAssertEqual(nearest, 40 * (2.0.squareRoot() - 1), accuracy: 0.05, "corner \(corner)")
        }
        let square = SVGWriter.filmstrip([try state("frame (20, 20, 160, 160)")], frameWidth: 200)
        XCTAssert(square.contains("<polygon points=\"20,20 180,20 180,180 20,180\""), "square corners stay a quad")
    }
}
