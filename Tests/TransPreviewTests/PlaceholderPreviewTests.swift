import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// What the previews draw for a view they know no content of: a placeholder (colour, grid, border
/// and name) for the views of the app, and the dimming layer, a plain view, as its colour alone;
/// the SVG draws the same grid as the raster previews.
final class PlaceholderPreviewTests: XCTestCase {
    let environment = SceneEnvironment(container: Size(width: 200, height: 200))

    /// A present whose `to` is a small card in the corner, with or without a half-transparent red dimming layer under it.
    func state(dimmed: Bool) throws -> SceneState {
        let dimming = dimmed ? "animate dimming { opacity 1  background-color red(50%) }" : ""
        return try TransitionEffect(source: """
            transition T for present { duration 1s curve linear keep from \(dimming) animate to { frame (150, 150, 40, 40) } }
            """).scene(environment: environment).state(at: 0.5)
    }

    func dimmingLayer(_ state: SceneState) throws -> LayerState {
        try XCTUnwrap(state.layers.first { $0.id == "dimming" })
    }

    /// Every pixel the dimming layer covers is what lies under it with red blended over it at 50 %, computed
    /// from the picture without the dimming layer: no placeholder colour, grid, border or label of its own.
    func testTheRasterizerDrawsTheDimmingLayerAsItsColourAlone() throws {
        let under = Rasterizer().render(try state(dimmed: false))
        let dimmed = Rasterizer().render(try state(dimmed: true))
        var differing: [(Int, Int)] = []
        for y in 0..<200 {
            for x in 0..<200 where x < 145 || y < 145 {
                let below = under.pixel(x, y)
                let expected = ((Double(below.0) * 0.5 + 127.5).rounded(), (Double(below.1) * 0.5).rounded(), (Double(below.2) * 0.5).rounded())
                let pixel = dimmed.pixel(x, y)
                if (Double(pixel.0), Double(pixel.1), Double(pixel.2)) != expected { differing.append((x, y)) }
            }
        }
        XCTAssert(differing.isEmpty, "\(differing.count) pixels are not red at 50 % over the picture below, first \(differing.prefix(3))")
    }

    func testTheSVGDrawsTheDimmingLayerAsItsColourAlone() throws {
        let svg = SVGWriter.filmstrip([try state(dimmed: true)], frameWidth: 200)
        XCTAssert(svg.contains("<polygon points=\"0,0 200,0 200,200 0,200\" fill=\"#ff0000\" fill-opacity=\"0.5\"/>"), svg)
        XCTAssertFalse(svg.contains(">dimming</text>"), "a plain view shows no name")
        // From the dimming layer's polygon to the next layer's, nothing more is drawn of it: no grid.
        let dimming = try XCTUnwrap(svg.components(separatedBy: "fill-opacity=\"0.5\"/>").last)
        XCTAssertFalse(try XCTUnwrap(dimming.components(separatedBy: "<polygon").first).contains("<path"), svg)
        XCTAssert(svg.contains("fill=\"none\"/>"), "the presenter keeps its grid")
    }

    func testTheHTMLPageDrawsTheDimmingLayerAsItsColourAlone() throws {
        let state = try state(dimmed: true)
        let dimming = try dimmingLayer(state)
        XCTAssertEqual(HTMLWriter.look(0, dimming, image: nil), "\"dimming\":{\"flat\":true}", "no placeholder colour, border or label")
        let frame = HTMLWriter.frame(state)
        XCTAssert(frame.contains("{\"id\":\"dimming\""), frame)
        let fields = try XCTUnwrap(frame.components(separatedBy: "{\"id\":\"dimming\"").last)
        XCTAssert(fields.contains("\"fill\":\"rgba(255,0,0,0.5)\""), "the background colour at its own alpha: \(fields)")
        let page = HTMLWriter.page(try TransitionEffect(source: "transition T for present { duration 1s animate dimming { opacity 0 -> 1 } }").scene())
        XCTAssert(page.contains("if (look.flat) view.style.borderWidth = \"0\""), "the page draws a flat look without grid and border")
    }

    /// The SVG's grid is the rasterizer's: a line through each band the rasterizer darkens, in its colour.
    func testTheSVGDrawsThePlaceholderGridTheRasterizerDraws() throws {
        let state = try TransitionEffect(source: "transition T for push { duration 1s animate to { opacity 1 } }")
            .scene(environment: environment).state(at: 0)
        let raster = Rasterizer().render(state)
        let svg = SVGWriter.filmstrip([state], frameWidth: 200)
        let plain = raster.pixel(20, 20)
        // The rasterizer's grid lines of `to` (which covers the container): the pixels darker than the plain fill.
        let columns = (0..<200).filter { x in raster.pixel(x, 20) != plain }
        let onGrid = raster.pixel(40, 20)
        XCTAssert(onGrid != plain)
        let stroke = SVGWriter.hex(Double(onGrid.0) / 255, Double(onGrid.1) / 255, Double(onGrid.2) / 255)
        let toGrid = try XCTUnwrap(svg.components(separatedBy: "<path d=\"").last?.prefix { $0 != "\"" })
        XCTAssert(svg.contains("stroke=\"\(stroke)\" stroke-width=\"1.5\""), "the grid in the raster's grid colour \(stroke): \(svg)")
        // Inside the border (3 px each side) each band of grid pixels has one vertical SVG line through it.
        let bands = columns.filter { $0 >= 3 && $0 < 197 }
        XCTAssertEqual(bands, [40, 80, 120, 160])
        for x in stride(from: 40, through: 160, by: 40) {
            XCTAssert(toGrid.contains("M\(x).75,0L\(x).75,200"), "a vertical line through the band at \(x): \(toGrid)")
            XCTAssert(toGrid.contains("M0,\(x).75L200,\(x).75"), "a horizontal line through the band at \(x): \(toGrid)")
        }
    }
}
