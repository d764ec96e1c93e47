import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// The HTML page of an operation whose gesture has views follow the finger: it carries the
/// followed views' tracks and poses and the pointer handlers, and, in Chromium, its script shows
/// the pose and the release spring the interpreter's driver shows for the same gesture.
final class FollowPageTests: XCTestCase {
    static let examples = BrowserComparisonTests.examples

    func systemZoomPop() throws -> PreparedScene {
        let source = try String(contentsOf: Self.examples.appendingPathComponent("system-zoom.trans"), encoding: .utf8)
        return try TransitionEffect(source: source).scene(operation: .pop, environment: SceneEnvironment(container: Size(width: 390, height: 844),
                                                                                                         inputs: ["cell": .view(frame: Rect(x: 24, y: 160, width: 110, height: 110))]))
    }

    func testThePageCarriesTheFollowedViewsAndThePointerHandlers() throws {
        let page = HTMLWriter.page(try systemZoomPop())
        for handler in ["\"pointerdown\"", "\"pointermove\"", "\"pointerup\"", "\"pointercancel\""] {
            XCTAssert(page.contains("stage.addEventListener(\(handler)"), handler)
        }
        // The pan down's numbers: 844 pt is 100 %, finish past 20 %, the release spring, the followed `from` and its tracks.
        let release = ReleaseSpring(dampingRatio: 0.8, duration: 0.5).physics
        XCTAssert(page.contains("\"gestures\":[{\"distance\":844.0,\"forward\":[0.0,1.0],\"eitherWay\":false,\"threshold\":0.2,\"flick\":null,"
                                + "\"release\":[\(release.stiffness),\(release.damping)],"), "the release spring's stiffness and damping")
        XCTAssert(page.contains("\"id\":\"from\",\"tracks\":[{\"part\":\"scale\",\"start\":[1.0,1.0],\"end\":[0.6,0.6],\"over\":400.0},"
                                + "{\"part\":\"cornerRadius\",\"start\":[0.0],\"end\":[32.0],\"over\":150.0}]"))
        // Its second gesture, the edge pan from the left, follows the finger too: 390 pt is 100 %.
        XCTAssert(page.contains("{\"distance\":390.0,\"forward\":[1.0,0.0],\"eitherWay\":false,\"threshold\":0.2,"))
        // A gesture without `follow` scrubs the timeline: it is in the page, with no followed views.
        let flip = try String(contentsOf: Self.examples.appendingPathComponent("flip.trans"), encoding: .utf8)
        XCTAssert(HTMLWriter.page(try TransitionEffect(source: flip).scene(operation: .pop))
            .contains("\"gestures\":[{\"distance\":390.0,\"forward\":[1.0,0.0],\"eitherWay\":false,\"threshold\":0.5,\"flick\":null,"))
    }

    /// A step of a scripted gesture, at a clock time in seconds.
    enum Step {
        case press(Double)
        case move(Double, Point)
        case release(Double, Point)
        var time: Double {
            switch self {
            case .press(let t), .move(let t, _), .release(let t, _): t
            }
        }
    }

    /// The script's drag, spring and catch against the interpreter's `TransitionDriver`: a release
    /// that finishes (fast, down), one that cancels (slow, back up, sideways), and a touch that
    /// catches the view in flight, drags it back up and lets go again.
    func testInChromiumTheDraggedPageShowsWhatTheDriverShows() throws {
        guard let chromium = BrowserComparisonTests.chromium else {
            throw XCTSkip("SKIPPED LOUDLY: Chromium is not installed, so the page's finger-following was NOT run")
        }
        try assertThePageShowsWhatTheDriverShows(try systemZoomPop(), chromium: chromium)
    }

    /// As above for followed views that spring back from a turn as a matrix does, along the shorter arc
    /// (docs/language.md, "Following the finger"): 0.7 turn about a tilted axis, and a turn about x with
    /// a followed turn about z on top. The page redoes the driver's decomposition in its script.
    func testInChromiumTheDraggedPageTurnsAsTheDriverDoes() throws {
        guard let chromium = BrowserComparisonTests.chromium else {
            throw XCTSkip("SKIPPED LOUDLY: Chromium is not installed, so the page's finger-following was NOT run")
        }
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/coverage/followed-turn.trans")
        let effect = try TransitionEffect(source: try String(contentsOf: file, encoding: .utf8))
        for transition in ["FollowedTurn", "FollowedTilt"] {
            let program = try XCTUnwrap(effect.programs.first { $0.name == transition && $0.operation == .pop })
            let scene = try PreparedScene(program, environment: SceneEnvironment(container: Size(width: 390, height: 844)))
            try assertThePageShowsWhatTheDriverShows(scene, chromium: chromium, forward: Point(x: 1, y: 0))
        }
    }

    /// The page's script and the driver fed the same presses, moves and releases along `forward` (with a
    /// sideways wander), compared at 22 times: the followed `from`'s drawn box, corner radius and matrix.
    func assertThePageShowsWhatTheDriverShows(_ scene: PreparedScene, chromium: String, forward: Point = Point(x: 0, y: 1),
                                              file: StaticString = #filePath, line: UInt = #line) throws {
        // The steps below are written for a pan down; along x the two axes swap.
        func along(_ p: Point) -> Point { forward.y != 0 ? p : Point(x: p.y, y: p.x) }
        func down(_ step: Int) -> Step { .move(Double(step) * 0.02, along(Point(x: 6 * Double(step), y: 30 * Double(step)))) }
        func back(_ step: Int) -> Step {
            let s = Double(step)
            return .move(s * 0.02, along(Point(x: -4 * s, y: 8 * s - s * s)))
        }
        func up(_ step: Int) -> Step { .move(0.3 + Double(step) * 0.02, along(Point(x: 3 * Double(step), y: -25 * Double(step)))) }
        let gestures: [[Step]] = [
            [.press(0)] + (1...10).map(down) + [.release(0.2, along(Point(x: 300, y: 1500)))],
            [.press(0)] + (1...10).map(back) + [.release(0.2, along(Point(x: -200, y: -120)))],
            [.press(0)] + (1...10).map(down) + [.release(0.2, along(Point(x: 300, y: 1500))), .press(0.3)] + (1...5).map(up)
                + [.release(0.4, along(Point(x: 150, y: -1200)))],
        ]
        let times = [0.0, 0.05, 0.1, 0.15, 0.2] + (1...17).map { 0.2 + Double($0) * 0.04 }
        for steps in gestures {
            var script = "const results = [];\nconst shown = [];\n"
            var expected: [[Double]] = []
            var driver = try TransitionDriver(scene: scene, start: .gesture)
            var (next, translation) = (0, Point.zero)
            for time in times {
                // The steps up to this time, in both.
                while next < steps.count, steps[next].time <= time + 1e-12 {
                    switch steps[next] {
                    case .press(let t):
                        driver.advance(to: t)
                        driver.handle(GestureEvent(phase: .began, time: t))
                        script += "transcDrive.press(\(t), 100, 200);\n"
                        translation = .zero
                    case .move(let t, let p):
                        driver.handle(GestureEvent(phase: .changed, time: t, translation: p))
                        script += "transcDrive.move(\(t), \(100 + p.x), \(200 + p.y));\n"
                        translation = p
                    case .release(let t, let v):
                        driver.handle(GestureEvent(phase: .ended, time: t, translation: translation, velocity: v))
                        script += "transcDrive.release(\(t), [\(v.x), \(v.y)], false);\n"
                    }
                    next += 1
                }
                driver.advance(to: time)
                var state = scene.state(at: 0)
                driver.state(into: &state)
                let from = try XCTUnwrap(state.layer("from"))
                let size = from.frame.size
                expected.append([from.position.x - from.anchor.x * size.width, from.position.y - from.anchor.y * size.height,
                                 size.width, size.height, from.cornerRadius] + from.transform.fields)
                script += "shown.push((p => p ? [p.x, p.y, p.w, p.h, p.radius].concat(p.m) : null)"
                    + "(((transcDrive.advance(\(time)), transcDrive.poses(\(time))) || [null]).map(q => q && transcDrive.drawn(q))[0]));\n"
            }
            script += "results.push(shown);\n"
            let page = HTMLWriter.page(scene).replacingOccurrences(
                of: "</body>", with: "<script>\n\(script)document.body.setAttribute(\"data-results\", JSON.stringify(results));\n</script></body>")
            let shown = try XCTUnwrap(try Self.run(page, chromium: chromium).first)
            XCTAssertEqual(shown.count, expected.count)
            let lastRelease = steps.last?.time ?? 0
            for (index, (page, interpreter)) in zip(shown, expected).enumerated() {
                guard let page else {
                    // No pose: the finger has not moved yet, so no gesture has begun (the driver, begun by the
                    // touch, shows the start), or the spring is over and the driver shows the timeline's end.
                    if times[index] == 0 {
                        XCTAssertEqual(Array(interpreter[5...]), scene.state(at: 0).layer("from")?.transform.fields, "the start, as the page draws it",
                                       file: file, line: line)
                        continue
                    }
                    let spring = scene.program.interactions[0].release.duration
                    XCTAssertGreaterThanOrEqual(times[index], lastRelease + spring - 1e-9, "no pose at \(times[index])", file: file, line: line)
                    continue
                }
                XCTAssertEqual(page.count, interpreter.count)
                for (a, b) in zip(page, interpreter) {
                    XCTAssertEqual(a, b, accuracy: 1e-6, "\(scene.program.name) at \(times[index]): \(page) vs \(interpreter)", file: file, line: line)
                }
            }
            // The drag did move the view (m41 or m42, its translation along the gesture, at 0.2 s): a wrong pose would show.
            XCTAssertGreaterThan(abs(expected[4][5 + (forward.y != 0 ? 13 : 12)]), 10, file: file, line: line)
        }
    }

    /// The page's pointer velocity: the moves of the last tenth of a second, their travel over their time.
    func testInChromiumThePointerVelocityIsTheLastMovesTravelOverTheirTime() throws {
        guard let chromium = BrowserComparisonTests.chromium else {
            throw XCTSkip("SKIPPED LOUDLY: Chromium is not installed, so the page's pointer velocity was NOT measured")
        }
        // Slow at first, then 50 pt / 0.02 s down and 10 pt / 0.02 s left: 2500 and -500 pt/s.
        var script = "transcDrive.press(0, 100, 100);\n"
        for step in 1...5 { script += "transcDrive.move(\(Double(step) * 0.02), 100, \(100 + step));\n" }
        for step in 1...8 { script += "transcDrive.move(\(0.1 + Double(step) * 0.02), \(100 - 10 * step), \(105 + 50 * step));\n" }
        script += "const results = [[transcDrive.velocity()]];\n"
        let page = HTMLWriter.page(try systemZoomPop())
            .replacingOccurrences(of: "</body>", with: "<script>\n\(script)document.body.setAttribute(\"data-results\", JSON.stringify(results));\n</script></body>")
        let velocity = try XCTUnwrap(try Self.run(page, chromium: chromium).first?.first ?? nil)
        XCTAssertEqual(velocity[0], -500, accuracy: 1e-6)
        XCTAssertEqual(velocity[1], 2500, accuracy: 1e-6)
    }

    /// The handlers are wired: pointer events on the stage move the followed view's element.
    func testInChromiumPointerEventsOnTheStageDragTheFollowedView() throws {
        guard let chromium = BrowserComparisonTests.chromium else {
            throw XCTSkip("SKIPPED LOUDLY: Chromium is not installed, so the page's pointer handlers were NOT run")
        }
        let script = """
        const stage = document.getElementById("stage");
        const send = (type, x, y) => stage.dispatchEvent(new PointerEvent(type, { pointerId: 1, clientX: x, clientY: y, bubbles: true }));
        send("pointerdown", 100, 200);
        send("pointermove", 130, 400);
        const matrix = views["from"].style.transform.replace(/^matrix3d\\(|\\)$/g, "").split(",").map(Number);
        const results = [[matrix, [Number(slider.value)]]];
        """
        let page = HTMLWriter.page(try systemZoomPop())
            .replacingOccurrences(of: "</body>", with: "<script>\n\(script)\ndocument.body.setAttribute(\"data-results\", JSON.stringify(results));\n</script></body>")
        let results = try XCTUnwrap(try Self.run(page, chromium: chromium).first)
        let matrix = try XCTUnwrap(results.first ?? nil)
        XCTAssertEqual(matrix.count, 16)
        // 200 pt down of 400 is half the scale's way (1 → 0.8), and the finger moved it 30 right, 200 down.
        for (index, value) in [(0, 0.8), (5, 0.8), (12, 30.0), (13, 200.0)] { XCTAssertEqual(matrix[index], value, accuracy: 1e-4) }
        // The timeline under it is scrubbed to 200 / 844 of the way, as the slider shows.
        XCTAssertEqual(try XCTUnwrap(results.last ?? nil).first ?? -1, (200.0 / 844 * 100).rounded(), accuracy: 1e-9)
    }

    /// Several pages in one Chromium launch: each in an iframe of one page (`srcdoc`, so each has
    /// its own globals and is same-origin with the parent), whose load handler gathers what each
    /// left in its body's `data-results`, in order. A launch costs about a second; a test with a
    /// page per example makes one.
    static func run(pages: [String], chromium: String) throws -> [[[[Double]?]]] {
        func attribute(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let frames = pages.map { "<iframe srcdoc=\"\(attribute($0))\"></iframe>" }.joined(separator: "\n")
        let parent = """
            <!DOCTYPE html><html><body><script>
            window.addEventListener("load", () => {
              const frames = Array.from(document.querySelectorAll("iframe"));
              const all = frames.map(f => JSON.parse(f.contentDocument.body.getAttribute("data-results") || "null"));
              frames.forEach(f => f.remove());
              document.body.setAttribute("data-results", JSON.stringify(all));
            });
            </script>
            \(frames)
            </body></html>
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-follow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("pages.html")
        try parent.write(to: file, atomically: true, encoding: .utf8)
        let json = try dumpedResults(file, chromium: chromium)
        return try JSONDecoder().decode([[[[Double]?]]?].self, from: Data(json.utf8)).map { $0 ?? [] }
    }

    /// The `data-results` Chromium's dump of `file` shows on its body ("" if none).
    static func dumpedResults(_ file: URL, chromium: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://\(file.path)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "data-results=\""), let end = dom[start.upperBound...].firstIndex(of: "\"") else {
            XCTFail("the page's script left no results: \(dom.suffix(400))")
            return "[]"
        }
        return String(dom[start.upperBound..<end]).replacingOccurrences(of: "&quot;", with: "\"")
    }

    /// Loads a page in headless Chromium and returns what its script left in `data-results`.
    static func run(_ page: String, chromium: String) throws -> [[[Double]?]] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-follow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("page.html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        return try JSONDecoder().decode([[[Double]?]].self, from: Data(try dumpedResults(file, chromium: chromium).utf8))
    }
}
