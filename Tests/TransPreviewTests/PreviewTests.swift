import Foundation
import TransKit
@testable import TransPreview
import XCTest

final class EncoderTests: XCTestCase {
    func testChecksumsMatchKnownValues() {
        XCTAssertEqual(Checksums.crc32(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(Checksums.adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
    }

    func testPNGDecodesBackToTheSamePixels() throws {
        var image = Raster(width: 300, height: 251, fill: (10, 20, 30, 255))
        for y in 0..<251 { for x in 0..<300 where (x * y) % 7 == 0 { image.blend(x, y, 1, 0.5, 0, 1) } }
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(image))
        XCTAssertEqual(decoded, image, "more than one 64 KiB stored block, read back bit for bit")
    }

    func testGIFDecodesBackToThePaletteIndicesOfEveryFrame() throws {
        var frames: [Raster] = []
        for frame in 0..<3 {
            var image = Raster(width: 64, height: 48)
            for y in 0..<48 { for x in 0..<64 { image.blend(x, y, Double(x) / 63, Double(y + frame * 10) / 80, Double(frame) / 2, 1) } }
            frames.append(image)
        }
        let decoded = try Decoders.gif(GIFEncoder.encode(frames, delay: 4))
        XCTAssertEqual(decoded.width, 64)
        XCTAssertEqual(decoded.height, 48)
        XCTAssertEqual(decoded.delays, [4, 4, 4])
        XCTAssertTrue(decoded.loops)
        for (frame, indices) in zip(frames, decoded.frames) {
            let expected = stride(from: 0, to: frame.pixels.count, by: 4).map { GIFEncoder.index(frame.pixels[$0], frame.pixels[$0 + 1], frame.pixels[$0 + 2]) }
            XCTAssertEqual(indices, expected)
        }
        // Long runs of many colors fill the 4096-entry table and force clear codes.
        var noisy = Raster(width: 256, height: 256)
        var seed: UInt32 = 1
        for i in stride(from: 0, to: noisy.pixels.count, by: 4) {
            seed = seed &* 1_103_515_245 &+ 12345
            noisy.pixels[i] = UInt8(seed >> 24)
            noisy.pixels[i + 1] = UInt8(seed >> 16 & 0xFF)
        }
        let noisyIndices = stride(from: 0, to: noisy.pixels.count, by: 4).map { GIFEncoder.index(noisy.pixels[$0], noisy.pixels[$0 + 1], noisy.pixels[$0 + 2]) }
        XCTAssertEqual(try Decoders.gif(GIFEncoder.encode([noisy], delay: 1)).frames.first, noisyIndices)
    }

    func testThePaletteFindsTheNearestColor() {
        XCTAssertEqual(GIFEncoder.palette[Int(GIFEncoder.index(255, 0, 0))].0, 255)
        XCTAssertEqual(GIFEncoder.palette[Int(GIFEncoder.index(128, 128, 128))].0, GIFEncoder.palette[Int(GIFEncoder.index(128, 128, 128))].2)
        XCTAssertEqual(GIFEncoder.palette.count, 256)
    }
}

final class RasterizerTests: XCTestCase {
    func state(_ source: String, at time: Double, container: Size = Size(width: 200, height: 200), inputs: [String: InputValue] = [:]) throws -> SceneState {
        try TransitionEffect(source: source).scene(environment: SceneEnvironment(container: container, inputs: inputs)).state(at: time)
    }

    func isColor(_ pixel: (UInt8, UInt8, UInt8, UInt8), of id: String, index: Int) -> Bool {
        let (r, g, b) = Rasterizer.color(of: id, index: index)
        // The plain fill (not grid or border): exactly the layer's color.
        return pixel.0 == UInt8((r * 255).rounded()) && pixel.1 == UInt8((g * 255).rounded()) && pixel.2 == UInt8((b * 255).rounded())
    }

    func testAFlatLayerCoversExactlyItsFrame() throws {
        let state = try self.state("transition T for push { duration 1s animate to { frame (20, 30, 100, 60) } }", at: 0)
        let image = Rasterizer().render(state)
        XCTAssert(isColor(image.pixel(65, 55), of: "to", index: 1))
        XCTAssert(isColor(image.pixel(10, 10), of: "from", index: 0), "outside it, the from-view")
        XCTAssert(isColor(image.pixel(130, 50), of: "from", index: 0))
        XCTAssertFalse(isColor(image.pixel(119, 50), of: "from", index: 0), "its last column is inside")
    }

    func testPerspectiveMatchesTheProjectionOracle() throws {
        let state = try self.state("""
            transition T for push {
                duration 1s
                perspective 500pt
                animate from { hidden true }
                animate to { frame (50, 50, 100, 100) rotate-y 45deg }
            }
            """, at: 0)
        let image = Rasterizer().render(state)
        let background = Raster(width: 1, height: 1, fill: (24, 24, 28, 255)).pixel(0, 0)
        func drawn(_ x: Int, _ y: Int) -> Bool { image.pixel(x, y) != background }
        // Oracle: the corners project to x 61.9544…133.0204; a pixel is drawn when its centre is inside.
        let covered = (0..<200).filter { drawn($0, 100) }
        XCTAssertEqual(covered.first, Int((61.9544 - 0.5).rounded(.up)))
        XCTAssertEqual(covered.last, Int((133.0204 - 0.5).rounded(.down)))
        XCTAssertEqual(covered.count, (covered.last ?? 0) - (covered.first ?? 0) + 1, "no holes")
        // The near edge, x = 133.02, spans y 53.30…146.70 (the far edge 46.20…153.80 is taller).
        let column = (0..<200).filter { drawn(132, $0) }
        XCTAssertEqual(Double(column.first ?? 0), 53.3, accuracy: 1.5)
        XCTAssertEqual(Double(column.last ?? 0), 146.7, accuracy: 1.5)
    }

    func testEdgeOnHiddenMaskedAndFadedLayers() throws {
        let edgeOn = try state("transition T for push { duration 1s perspective 500pt animate to { rotate-y 90deg } }", at: 0)
        XCTAssert(isColor(Rasterizer().render(edgeOn).pixel(150, 100), of: "from", index: 0), "edge-on shows nothing")
        let hidden = try state("transition T for push { duration 1s animate to { hidden true } }", at: 0)
        XCTAssert(isColor(Rasterizer().render(hidden).pixel(100, 100), of: "from", index: 0))
        let masked = try state("transition T for push { duration 1s animate to { mask circle(container.center, 30) } }", at: 0)
        let maskedImage = Rasterizer().render(masked)
        XCTAssert(isColor(maskedImage.pixel(105, 115), of: "to", index: 1))
        XCTAssert(isColor(maskedImage.pixel(100, 135), of: "from", index: 0))
        XCTAssert(isColor(maskedImage.pixel(125, 125), of: "from", index: 0), "a circle, not its square")
        // A rect of negative width covers the region it spans, x 60…100 here, as a Core Animation mask path does.
        let negative = try state("transition T for push { duration 1s animate to { mask rect((100, 80, -40, 40)) } }", at: 0)
        let negativeImage = Rasterizer().render(negative)
        XCTAssert(isColor(negativeImage.pixel(85, 105), of: "to", index: 1), "inside the span")
        XCTAssert(isColor(negativeImage.pixel(115, 105), of: "from", index: 0), "right of the span")
        XCTAssert(isColor(negativeImage.pixel(45, 105), of: "from", index: 0), "left of the span")
        let faded = try state("transition T for push { duration 1s animate to { opacity 0.5 } }", at: 0)
        let pixel = Rasterizer().render(faded).pixel(105, 115)
        let (fr, _, _) = Rasterizer.color(of: "from", index: 0)
        let (tr, _, _) = Rasterizer.color(of: "to", index: 1)
        XCTAssertEqual(Double(pixel.0), ((fr * 0.5 + tr * 0.5) * 255), accuracy: 1.5)
    }

    func testShadesDarkenAlongTheirGradient() throws {
        let state = try self.state("""
            transition T for push { duration 1s animate to { shade linear(black, clear) from (0, 0.5) to (1, 0.5) } }
            """, at: 0)
        let image = Rasterizer().render(state)
        XCTAssertLessThan(image.pixel(10, 115).0, image.pixel(105, 115).0)
        XCTAssertLessThan(image.pixel(105, 115).0, image.pixel(190, 115).0)
    }
}
