import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// Two independent renderers agreeing is the evidence the geometry is right: the HTML page
/// (CSS 3D in headless Chromium) and the rasterizer must draw the same pictures.
///
/// The bound, a mean difference of at most 4 levels (of 255) per channel, leaves room for what
/// legitimately differs (Chromium antialiases edges and grid lines, overlaps the two grid
/// directions, rounds gradients), which touches a few percent of the pixels; a wrong
/// rotation, anchor, perspective or mask moves whole regions and scores far above it, as the
/// negative check below shows.
final class BrowserComparisonTests: XCTestCase {
    static let bound = 4.0
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Screenshots of pages, each at a progress, taken in one launch of Chromium (launching it
    /// costs about a second, drawing a frame far less): each page is shown in a frame of the
    /// container's size on one sheet, a grid of them, and the sheet's picture is cut into them.
    /// A frame draws its page as a window of that size would (its own viewport, no scrollbars).
    func screenshots(_ shots: [(page: String, progress: Double)], size: Size) throws -> [Raster] {
        guard let chromium = Self.chromium else {
            throw XCTSkip("SKIPPED LOUDLY: Chromium is not installed, so the HTML preview was NOT compared with the rasterizer (.ci/run installs Debian's chromium)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (width, height) = (Int(size.width), Int(size.height))
        let columns = min(shots.count, 6)
        let rows = (shots.count + columns - 1) / columns
        var frames = ""
        for (index, shot) in shots.enumerated() {
            try shot.page.write(to: directory.appendingPathComponent("page\(index).html"), atomically: true, encoding: .utf8)
            frames += "<iframe src=\"page\(index).html#\(shot.progress)\" width=\"\(width)\" height=\"\(height)\" scrolling=\"no\" "
                + "style=\"position:absolute;left:\(index % columns * width)px;top:\(index / columns * height)px;border:0\"></iframe>\n"
        }
        let sheet = directory.appendingPathComponent("sheet.html")
        try "<!DOCTYPE html><html><body style=\"margin:0;overflow:hidden\">\n\(frames)</body></html>\n"
            .write(to: sheet, atomically: true, encoding: .utf8)
        let png = directory.appendingPathComponent("shot.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--window-size=\(columns * width),\(rows * height)", "--screenshot=\(png.path)", "file://\(sheet.path)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let picture = try PNGDecoder.decode([UInt8](try Data(contentsOf: png)))
        XCTAssertEqual([picture.width, picture.height], [columns * width, rows * height], "the sheet's screenshot")
        return shots.indices.map { index in
            var cell = Raster(width: width, height: height)
            let (left, top) = (index % columns * width, index / columns * height)
            for y in 0..<height where top + y < picture.height {
                for x in 0..<width where left + x < picture.width {
                    let from = ((top + y) * picture.width + left + x) * 4
                    let to = (y * width + x) * 4
                    for channel in 0..<4 { cell.pixels[to + channel] = picture.pixels[from + channel] }
                }
            }
            return cell
        }
    }

    static func meanDifference(_ a: Raster, _ b: Raster) -> Double {
        guard a.width == b.width, a.height == b.height else { return 255 }
        var total = 0
        for index in 0..<a.pixels.count where index % 4 != 3 { total += abs(Int(a.pixels[index]) - Int(b.pixels[index])) }
        return Double(total) / Double(a.width * a.height * 3)
    }

    func testChromiumAndTheRasterizerDrawTheSameTransitions() throws {
        let size = Size(width: 300, height: 400)
        var shots: [(page: String, progress: Double)] = []
        var expected: [(name: String, picture: Raster)] = []
        for (name, operation, inputs) in [("flip", TransitionOperation.push, [String: InputValue]()), ("cube", .push, [:]),
                                          ("circle-spread", .present, ["button": .rect(Rect(x: 200, y: 300, width: 60, height: 60))]),
                                          ("modal-sheet", .present, [:]), ("cards", .present, [:])] {
            let source = try String(contentsOf: Self.examples.appendingPathComponent(name + ".trans"), encoding: .utf8)
            let scene = try TransitionEffect(source: source).scene(operation: operation, environment: SceneEnvironment(container: size, inputs: inputs))
            let page = HTMLWriter.page(scene)
            for progress in [0, 0.25, 0.5, 0.75, 1.0] {
                shots.append((page, progress))
                expected.append(("\(name) \(operation) at \(progress)", Rasterizer().render(scene.state(progress: progress))))
            }
        }
        // The metric discriminates: the flip halfway is far from the flip at its start.
        let flip = try TransitionEffect(source: String(contentsOf: Self.examples.appendingPathComponent("flip.trans"), encoding: .utf8))
            .scene(environment: SceneEnvironment(container: size))
        shots.append((HTMLWriter.page(flip), 0.5))
        let browser = try screenshots(shots, size: size)
        var worst = 0.0
        for (shot, ours) in zip(browser, expected) {
            let difference = Self.meanDifference(shot, ours.picture)
            worst = max(worst, difference)
            XCTAssertLessThanOrEqual(difference, Self.bound, "\(ours.name): mean difference \(difference)")
        }
        print("browser comparison: worst mean difference \(String(format: "%.2f", worst)) levels of 255 (bound \(Self.bound))")
        XCTAssertGreaterThan(Self.meanDifference(browser[expected.count], Rasterizer().render(flip.state(progress: 0))), 5 * Self.bound)
    }
}
