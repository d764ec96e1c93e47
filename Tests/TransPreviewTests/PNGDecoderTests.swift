import Foundation
@testable import TransPreview
import XCTest

/// `PNGDecoder` reads PNGs other tools wrote: Python's zlib (`Fixtures/make-fixtures.py`, every
/// colour type, bit depth, filter and Adam7) and a headless Chromium screenshot.
final class PNGDecoderTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let (width, height) = (37, 23)

    func decode(_ name: String) throws -> Raster {
        let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(name))))
        XCTAssertEqual(image.width, name == "chromium.png" ? 64 : Self.width, name)
        XCTAssertEqual(image.height, name == "chromium.png" ? 48 : Self.height, name)
        return image
    }

    /// The colour `make-fixtures.py` gives each pixel.
    static func expected(_ x: Int, _ y: Int) -> [UInt8] {
        [UInt8((x * 7 + y * 3) % 256), UInt8((x * 5 + y * 11) % 256), UInt8((x * y) % 256), UInt8(((255 - x * 3 - y) % 256 + 256) % 256)]
    }

    func assertEveryPixel(_ name: String, _ color: (Int, Int) -> [UInt8]) throws {
        let image = try decode(name)
        var wrong = 0
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let p = image.pixel(x, y)
                if [p.0, p.1, p.2, p.3] != color(x, y) {
                    if wrong == 0 { XCTFail("\(name) at (\(x), \(y)): \([p.0, p.1, p.2, p.3]), expected \(color(x, y))") }
                    wrong += 1
                }
            }
        }
        XCTAssertEqual(wrong, 0, "\(name): pixels decoded wrong")
    }

    func testTrueColourAtEveryCompressionLevelAndWithInterlacing() throws {
        try assertEveryPixel("rgba8.png", Self.expected)
        try assertEveryPixel("rgba8-interlaced.png", Self.expected)
        for name in ["rgb8-stored.png", "rgb8-fast.png", "rgb16.png"] {
            try assertEveryPixel(name) { Array(Self.expected($0, $1).prefix(3)) + [255] }
        }
        try assertEveryPixel("grey-alpha8.png") { x, y in
            let e = Self.expected(x, y)
            return [e[0], e[0], e[0], e[3]]
        }
    }

    func testGreyAtEveryBitDepthIsScaledToEightBits() throws {
        for depth in [1, 2, 4, 8, 16] {
            try assertEveryPixel("grey\(depth).png") { x, y in
                let value = depth == 16 ? UInt8(((x + y) * 1111 % 65536) >> 8) : UInt8((x + y) % (1 << depth) * 255 / ((1 << depth) - 1))
                return [value, value, value, 255]
            }
        }
    }

    func testAnInterlacedFourBitPaletteWithTransparency() throws {
        try assertEveryPixel("palette4.png") { x, y in
            let index = (x + 2 * y) % 16
            let grey = UInt8(index * 17)
            return [grey, grey, grey, index == 0 ? 0 : index == 8 ? 128 : 255]
        }
    }

    func testAChromiumScreenshot() throws {
        let image = try decode("chromium.png")
        XCTAssertTrue(image.pixel(16, 12) == (255, 0, 0, 255))
        XCTAssertTrue(image.pixel(48, 12) == (0, 255, 0, 255))
        XCTAssertTrue(image.pixel(16, 36) == (0, 0, 255, 255))
        // The gradient rises from black to white across the bottom-right quarter.
        let ramp = stride(from: 33, to: 64, by: 6).map { Int(image.pixel($0, 36).0) }
        XCTAssertEqual(ramp, ramp.sorted())
        XCTAssertLessThan(ramp.first ?? 255, 30)
        XCTAssertGreaterThan(ramp.last ?? 0, 200)
    }

    func testDamagedFilesAreFailuresNotCrashes() throws {
        let good = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent("rgba8.png")))
        XCTAssertThrowsError(try PNGDecoder.decode(Array(good.prefix(good.count / 2))))
        XCTAssertThrowsError(try PNGDecoder.decode(Array("GIF89a".utf8)))
        var flipped = good
        flipped[60] ^= 0x10
        XCTAssertThrowsError(try PNGDecoder.decode(flipped), "a CRC catches a flipped bit")
        // Every truncation and every single-byte change with its CRC fixed must fail cleanly or decode.
        for length in stride(from: 0, to: good.count, by: 7) { _ = try? PNGDecoder.decode(Array(good.prefix(length))) }
        for offset in 33..<good.count - 12 {
            var bytes = good
            bytes[offset] = bytes[offset] &+ 91
            _ = try? PNGDecoder.decode(Self.fixingCRCs(bytes))
        }
    }

    /// Recomputes every chunk's CRC, so a change reaches the decoder's later checks.
    static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { break }
            let crc = Checksums.crc32(bytes[(offset + 4)..<(offset + 8 + length)])
            for i in 0..<4 { bytes[offset + 8 + length + i] = UInt8(crc >> (24 - 8 * i) & 0xFF) }
            offset += 12 + length
        }
        return bytes
    }
}
