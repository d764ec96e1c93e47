import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// Every preview draws a layer's drop shadow: the rasterizer a blurred copy of its outline, the
/// SVG a blurred polygon, the HTML page a CSS box-shadow.
final class ShadowPreviewTests: XCTestCase {
    /// `to` as a 100 pt square at (50, 50) in a 200 pt container, over `from`, which fills it.
    func state(_ shadow: String) throws -> SceneState {
        try TransitionEffect(source: "transition T for push { duration 1s animate to { frame (50, 50, 100, 100)  \(shadow) } }")
            .scene(environment: SceneEnvironment(container: Size(width: 200, height: 200))).state(at: 0)
    }

    func raster(_ state: SceneState) throws -> Raster { try PNGDecoder.decode(PNGEncoder.encode(Rasterizer().render(state))) }

    func testTheRasterizerCastsAHardShadowWhereTheOffsetMovesTheOutline() throws {
        let plain = try raster(state("opacity 1"))
        let shadowed = try raster(state("shadow-opacity 1  shadow-radius 0pt  shadow-offset (0, 20)  shadow-color red"))
        // Below `to` (which ends at y = 150) and above the moved outline's bottom edge (y = 170): the shadow's colour.
        XCTAssert(shadowed.pixel(100, 165) == (255, 0, 0, 255), "\(shadowed.pixel(100, 165))")
        // Past the moved outline, and left of it: `from` as without a shadow.
        XCTAssert(shadowed.pixel(100, 175) == plain.pixel(100, 175))
        XCTAssert(shadowed.pixel(45, 165) == plain.pixel(45, 165))
        // The layer itself covers its shadow.
        XCTAssert(shadowed.pixel(100, 120) == plain.pixel(100, 120))
    }

    func testTheRasterizerBlursTheShadowsEdgeOverItsRadius() throws {
        let plain = try raster(state("opacity 1"))
        let blurred = try raster(state("shadow-opacity 1  shadow-radius 10pt  shadow-offset (0, 20)  shadow-color red"))
        // At the pixel centred on y = 169.5, a box 20 pt tall (the radius each side) holds
        // 170 − 159.5 = 10.5 pt of the shadow: 0.525 of red over `from`.
        let under = plain.pixel(100, 169)
        let expected = [under.0, under.1, under.2].enumerated().map { channel, value -> UInt8 in
            UInt8((Double(value) * 0.475 + (channel == 0 ? 255 : 0) * 0.525).rounded())
        }
        let shown = blurred.pixel(100, 169)
        XCTAssertEqual([shown.0, shown.1, shown.2], expected)
        // Beyond the radius nothing of the shadow shows; inside it by more than the radius it is solid.
        XCTAssert(blurred.pixel(100, 181) == plain.pixel(100, 181))
        XCTAssert(blurred.pixel(100, 155) == (255, 0, 0, 255), "\(blurred.pixel(100, 155))")
        // Without any shadow track nothing changes: Core Animation's default opacity is 0.
        XCTAssert(try raster(state("shadow-radius 10pt")).pixels == plain.pixels)
    }

    func testTheSVGBlursAMovedOutline() throws {
        let svg = SVGWriter.filmstrip([try state("shadow-opacity 0.5  shadow-radius 6pt  shadow-offset (0, 20)  shadow-color red")],
                                      frameWidth: 200)
        XCTAssert(svg.contains("<feGaussianBlur stdDeviation=\"6\"/>"), svg)
        let shadow = try XCTUnwrap(svg.components(separatedBy: "<polygon points=\"").first { $0.contains("fill-opacity=\"0.5\"") })
        XCTAssert(shadow.contains("fill=\"#ff0000\""), shadow)
        XCTAssert(shadow.hasPrefix("50,70 150,70 150,170 50,170"), "the square moved 20 down: \(shadow)")
        XCTAssertFalse(SVGWriter.filmstrip([try state("opacity 1")], frameWidth: 200).contains("feGaussianBlur"))
    }

    func testTheHTMLPageDrawsABoxShadow() throws {
        let frame = HTMLWriter.frame(try state("shadow-opacity 0.5  shadow-radius 6pt  shadow-offset (4, 20)  shadow-color red"))
        // CSS blurs by a Gaussian of half its length, so Core Animation's 6 pt radius is a 12 px blur.
        XCTAssert(frame.contains("\"shadow\":\"4px 20px 12px rgba(255,0,0,0.5)\""), frame)
        XCTAssertFalse(HTMLWriter.frame(try state("opacity 1")).contains("\"shadow\""), "no shadow, no field")
        let scene = try TransitionEffect(source: "transition T for push { duration 1s animate to { opacity 1 } }").scene()
        XCTAssert(HTMLWriter.page(scene).contains("s.boxShadow = layer.shadow"))
    }
}
