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

    func screenshot(_ page: String, progress: Double, size: Size) throws -> Raster {
        guard let chromium = Self.chromium else {
            throw XCTSkip("SKIPPED LOUDLY: Chromium is not installed, so the HTML preview was NOT compared with the rasterizer (.ci/run installs Debian's chromium)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let html = directory.appendingPathComponent("page.html")
        let png = directory.appendingPathComponent("shot.png")
        try page.write(to: html, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--window-size=\(Int(size.width)),\(Int(size.height))", "--screenshot=\(png.path)",
                             "file://\(html.path)#\(progress)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try PNGDecoder.decode([UInt8](try Data(contentsOf: png)))
    }

    static func meanDifference(_ a: Raster, _ b: Raster) -> Double {
        guard a.width == b.width, a.height == b.height else { return 255 }
        var total = 0
        for index in 0..<a.pixels.count where index % 4 != 3 { total += abs(Int(a.pixels[index]) - Int(b.pixels[index])) }
        return Double(total) / Double(a.width * a.height * 3)
    }

    func testChromiumAndTheRasterizerDrawTheSameTransitions() throws {
        let size = Size(width: 300, height: 400)
        var worst = 0.0
        for (name, operation, inputs) in [("flip", TransitionOperation.push, [String: InputValue]()), ("cube", .push, [:]),
                                          ("circle-spread", .present, ["button": .rect(Rect(x: 200, y: 300, width: 60, height: 60))]),
                                          ("modal-sheet", .present, [:]), ("cards", .present, [:])] {
            let source = try String(contentsOf: Self.examples.appendingPathComponent(name + ".trans"), encoding: .utf8)
            let scene = try TransitionEffect(source: source).scene(operation: operation, environment: SceneEnvironment(container: size, inputs: inputs))
            let page = HTMLWriter.page(scene)
            for progress in [0, 0.25, 0.5, 0.75, 1.0] {
                let browser = try screenshot(page, progress: progress, size: size)
                let ours = Rasterizer().render(scene.state(progress: progress))
                let difference = Self.meanDifference(browser, ours)
                worst = max(worst, difference)
                XCTAssertLessThanOrEqual(difference, Self.bound, "\(name) \(operation) at \(progress): mean difference \(difference)")
            }
        }
        print("browser comparison: worst mean difference \(String(format: "%.2f", worst)) levels of 255 (bound \(Self.bound))")
        // The metric discriminates: the flip halfway is far from the flip at its start.
        let flip = try TransitionEffect(source: String(contentsOf: Self.examples.appendingPathComponent("flip.trans"), encoding: .utf8))
            .scene(environment: SceneEnvironment(container: size))
        let halfway = try screenshot(HTMLWriter.page(flip), progress: 0.5, size: size)
        XCTAssertGreaterThan(Self.meanDifference(halfway, Rasterizer().render(flip.state(progress: 0))), 5 * Self.bound)
    }
}
