import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// `--image`: a screenshot drawn in place of a view's placeholder, stretched over the view.
final class LayerImageTests: XCTestCase {
    func fixture(_ name: String) throws -> LayerImages.Image {
        try LayerImages.Image(png: [UInt8](try Data(contentsOf: PNGDecoderTests.fixtures.appendingPathComponent(name))))
    }

    func state(_ source: String, container: Size, inputs: [String: InputValue] = [:]) throws -> SceneState {
        try TransitionEffect(source: source).scene(environment: SceneEnvironment(container: container, inputs: inputs)).state(progress: 1)
    }

    func testAScreenshotTheSizeOfTheContainerIsDrawnPixelForPixel() throws {
        let image = try fixture("rgb8-fast.png")
        let state = try state("transition T for push { duration 1s animate to { opacity 0 -> 1 } }", container: Size(width: 37, height: 23))
        let drawn = Rasterizer(scale: 1, images: LayerImages(["to": image])).render(state)
        XCTAssertEqual(drawn.pixels, image.raster.pixels, "the to-view covers the container with the screenshot")
        let placeholder = Rasterizer(scale: 1).render(state)
        XCTAssertNotEqual(placeholder.pixels, image.raster.pixels)
    }

    func testAScreenshotIsStretchedToItsViewAndASnapshotShowsItsViewsImage() throws {
        let image = try fixture("rgb8-fast.png")
        let source = """
            input cell: view
            transition T for push { duration 1s animate snapshot(cell) { opacity 1 } }
            """
        let state = try state(source, container: Size(width: 200, height: 100),
                              inputs: ["cell": .view(frame: Rect(x: 10, y: 20, width: 74, height: 46))])
        let drawn = Rasterizer(scale: 1, images: LayerImages(["cell": image])).render(state)
        func rgb(_ p: (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] { [p.0, p.1, p.2] }
        // Twice the image's size: its corner pixels land on the view's corners.
        XCTAssertEqual(rgb(drawn.pixel(10, 20)), rgb(image.raster.pixel(0, 0)))
        XCTAssertEqual(rgb(drawn.pixel(83, 65)), rgb(image.raster.pixel(36, 22)))
        // Between two pixels of the image, the view shows a colour between theirs.
        let (left, right) = (image.raster.pixel(10, 5).0, image.raster.pixel(11, 5).0)
        let between = drawn.pixel(10 + 22, 20 + 11).0
        XCTAssertTrue((min(left, right)...max(left, right)).contains(between), "\(between) between \(left) and \(right)")
        let placeholders = Rasterizer(scale: 1).render(state)
        XCTAssertEqual(rgb(drawn.pixel(5, 5)), rgb(placeholders.pixel(5, 5)), "outside the view the to-view's placeholder stays")
        XCTAssertNotEqual(rgb(drawn.pixel(10, 20)), rgb(placeholders.pixel(10, 20)))
    }

    func testTheHTMLPageCarriesTheScreenshotFile() throws {
        let image = try fixture("rgb8-fast.png")
        let scene = try TransitionEffect(source: "transition T for push { duration 1s animate to { opacity 0 -> 1 } }").scene()
        let page = HTMLWriter.page(scene, images: LayerImages(["from": image]))
        XCTAssert(page.contains("\"image\":\"data:image/png;base64,\(Data(image.png).base64EncodedString())\""))
        XCTAssertFalse(HTMLWriter.page(scene).contains("\"image\":"))
    }
}
