import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// Every gesture of every operation of every interactive example, dragged on its HTML page in
/// Chromium: the page begins the gesture the interpreter's rule picks for the finger's motion
/// (`gesture(begunBy:)`), the other neighbour's program for a pan either way moved against its
/// direction, and then scrubs, follows, springs and catches as `TransitionDriver` does. A drag
/// that begins no gesture moves nothing.
final class DragPageTests: XCTestCase {
    /// An example's operation with gestures, prepared with the inputs the file declares as samples.
    struct Interactive {
        var name: String
        var scene: PreparedScene
    }

    static func interactiveScenes() throws -> [Interactive] {
        let files = try FileManager.default.contentsOfDirectory(at: FollowPageTests.examples, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "trans" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        var scenes: [Interactive] = []
        for file in files {
            let effect = try TransitionEffect(source: String(contentsOf: file, encoding: .utf8), path: file.lastPathComponent)
            for program in effect.programs where !program.interactions.isEmpty {
                let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: program.sampleInputs))
                scenes.append(Interactive(name: "\(file.deletingPathExtension().lastPathComponent) \(program.name) \(program.operation.rawValue)", scene: scene))
            }
        }
        return scenes
    }

    /// One way to drag a gesture: along `way` (a unit vector), wobbling across it by less than along.
    struct Drag {
        var gesture: Int
        var way: Point
        /// Where the finger is after `step` moves of `length` points each.
        func translation(_ step: Double, length: Double) -> Point {
            let across = Point(x: -way.y, y: way.x)
            let wobble = 0.3 * sin(step) * length * step
            return Point(x: way.x * length * step + across.x * wobble, y: way.y * length * step + across.y * wobble)
        }
    }

    /// The drags that begin each dragged gesture: along its forward direction, and against it too for a pan
    /// either way. A pinch is begun by no mouse drag, and has none.
    static func drags(_ scene: PreparedScene) -> [Drag] {
        scene.gestures.enumerated().flatMap { index, gesture -> [Drag] in
            let forward = gesture.interaction.forward
            guard forward != .zero else { return [] }
            let ways = gesture.interaction.eitherWay ? [forward, Point(x: -forward.x, y: -forward.y)] : [forward]
            return ways.map { Drag(gesture: index, way: $0) }
        }
    }

    /// The eight compass motions that begin none of the scene's gestures.
    static func deadMotions(_ scene: PreparedScene) -> [Point] {
        [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)].map { Point(x: Double($0.0) * 40, y: Double($0.1) * 40) }
            .filter { scene.gesture(begunBy: $0) == nil }
    }

    /// The driver that a drag's first translation starts: the picked gesture, on the other neighbour's
    /// program for a pan either way moved against its direction.
    static func driver(_ scene: PreparedScene, first translation: Point) throws -> (TransitionDriver, lane: Int)? {
        guard let gesture = scene.gesture(begunBy: translation) else { return nil }
        let other = scene.gestures[gesture].interaction.startsOtherNeighbour(moving: translation)
        let ran = other ? try PreparedScene(scene.program.towardOtherNeighbour(), environment: scene.environment) : scene
        return (try TransitionDriver(scene: ran, start: .gesture, gesture: gesture), other ? 1 : 0)
    }

    /// What the driver shows of the gesture's followed views: each one's drawn box, corner radius and matrix.
    static func followed(_ driver: TransitionDriver, ids: [String]) throws -> [Double] {
        let timeline = driver.timeline
        var state = timeline.state(at: 0)
        driver.state(into: &state)
        return try ids.flatMap { id -> [Double] in
            let layer = try XCTUnwrap(state.layer(id))
            let size = layer.frame.size
            return [layer.position.x - layer.anchor.x * size.width, layer.position.y - layer.anchor.y * size.height,
                    size.width, size.height, layer.cornerRadius] + layer.transform.fields
        }
    }

    static func ids(_ scene: PreparedScene, gesture: Int) -> [String] {
        let start = scene.state(at: 0)
        return scene.gestures[gesture].follows.map { start.layers[$0.layer].id }
    }

    /// Pointer events on the stage: each drag begins what the driver begins, its timeline at the driver's
    /// time and its followed views where the driver shows them after every move; a drag that begins
    /// nothing leaves the timeline at its start and every view as drawn before it.
    func testInChromiumPointerDragsOnTheStageBeginWhatTheDriverBegins() throws {
        guard let chromium = BrowserComparisonTests.chromium else {
            throw XCTSkip("SKIPPED LOUDLY: Chromium is not installed, so the page's gestures were NOT dragged")
        }
        var dragged = 0, dead = 0
        var pages: [String] = [], checks: [([[[Double]?]]) -> Void] = []
        for interactive in try Self.interactiveScenes() {
            let scene = interactive.scene
            var script = """
            const stage = document.getElementById("stage");
            const send = (type, x, y) => stage.dispatchEvent(new PointerEvent(type, { pointerId: 1, clientX: x, clientY: y, bubbles: true }));
            const drawn = () => Object.keys(views).sort().map(id => [views[id].style.transform, views[id].style.opacity, views[id].style.display].join(" "));
            const matrix = id => views[id].style.transform.replace(/^matrix3d\\(|\\)$/g, "").split(",").map(Number);
            const reset = () => { slider.value = 0; slider.dispatchEvent(new Event("input")); };
            const results = [];
            const before = drawn();

            """
            var expected: [[[Double]]] = []
            let length = 0.04 * scene.environment.container.height
            for drag in Self.drags(scene) {
                let first = drag.translation(1, length: length)
                guard let (start, _) = try Self.driver(scene, first: first) else {
                    XCTFail("\(interactive.name): gesture \(drag.gesture) moved \(drag.way) begins nothing"); continue
                }
                XCTAssertEqual(scene.gesture(begunBy: first), drag.gesture, "\(interactive.name): \(drag.way) begins another gesture")
                var driver = start
                let ids = Self.ids(scene, gesture: drag.gesture)
                var readings: [[Double]] = []
                let matrices = ids.isEmpty ? "" : ".concat(" + ids.map { "matrix(\"\($0)\")" }.joined(separator: ",") + ")"
                script += "reset(); send(\"pointerdown\", 150, 300);\nresults.push([\n"
                for step in 1...8 {
                    let p = drag.translation(Double(step), length: length)
                    driver.handle(GestureEvent(phase: step == 1 ? .began : .changed, time: Double(step) * 0.02, translation: p))
                    // Each followed view's matrix: its 16 fields after the box and corner radius.
                    let poses = try Self.followed(driver, ids: ids)
                    readings.append([driver.time] + stride(from: 0, to: poses.count, by: 21).flatMap { poses[($0 + 5)..<($0 + 21)] })
                    script += "(send(\"pointermove\", \(150 + p.x), \(300 + p.y)), [shownIndex / \(HTMLWriter.samples) * duration]\(matrices)),\n"
                }
                script += "]);\nsend(\"pointercancel\", 150, 300);\n"
                expected.append(readings)
                dragged += 1
            }
            // Drags that begin nothing: the same drawing as before, the timeline at its start.
            let live = expected.count
            for motion in Self.deadMotions(scene) {
                script += "reset(); send(\"pointerdown\", 200, 400);\n"
                for step in 1...8 { script += "send(\"pointermove\", \(200 + motion.x * Double(step) / 4), \(400 + motion.y * Double(step) / 4));\n" }
                script += "results.push([[shownIndex, drawn().every((line, i) => line === before[i]) ? 1 : 0]]);\nsend(\"pointercancel\", 200, 400);\n"
                expected.append([[0, 1]])
                dead += 1
            }
            pages.append(Self.page(scene, script: script))
            checks.append { [live] shown in
            XCTAssertEqual(shown.count, expected.count, "\(interactive.name): readings")
            for (drag, (page, interpreter)) in zip(shown, expected).enumerated() {
                XCTAssertEqual(page.count, interpreter.count, "\(interactive.name) drag \(drag)")
                for (step, (a, b)) in zip(page, interpreter).enumerated() {
                    guard let a, a.count == b.count else { XCTFail("\(interactive.name) drag \(drag) step \(step): \(String(describing: a)) vs \(b)"); continue }
                    if drag >= live { XCTAssertEqual(a, b, "\(interactive.name): a drag that begins nothing moved the page (time, unchanged)"); continue }
                    // The timeline's time exactly; the followed matrices as CSS serializes them (six digits).
                    XCTAssertEqual(a[0], b[0], accuracy: 1e-6, "\(interactive.name) drag \(drag) step \(step): time")
                    for (index, (x, y)) in zip(a, b).enumerated().dropFirst() {
                        XCTAssertEqual(x, y, accuracy: 1e-4 * max(1, abs(y)), "\(interactive.name) drag \(drag) step \(step) field \(index)")
                    }
                }
            }
            }
        }
        // Every example's page in one launch.
        let shown = try FollowPageTests.run(pages: pages, chromium: chromium)
        XCTAssertEqual(shown.count, checks.count)
        for (check, results) in zip(checks, shown) { check(results) }
        // Every example with gestures was dragged, and some drags began nothing.
        XCTAssertGreaterThanOrEqual(dragged, 18)
        XCTAssertGreaterThan(dead, 20)
    }

    typealias Step = FollowPageTests.Step

    /// The script's whole run against the driver, for every gesture of every interactive example:
    /// a release that finishes, one that cancels, and a touch that catches the run while it
    /// finishes and lets go backwards; the timeline's time and the followed views' poses at 40 times
    /// within 1e-6. And a drag that begins nothing leaves the run at its start at every time.
    func testInChromiumEveryGestureScrubsSpringsAndCatchesAsTheDriver() throws {
        guard let chromium = BrowserComparisonTests.chromium else {
            throw XCTSkip("SKIPPED LOUDLY: Chromium is not installed, so the page's gestures were NOT run")
        }
        var compared = 0
        var pages: [String] = [], checks: [([[[Double]?]]) -> Void] = []
        for interactive in try Self.interactiveScenes() {
            let scene = interactive.scene
            var script = "const results = [];\n"
            var expected: [[[Double]?]] = []
            for drag in Self.drags(scene) {
                let gesture = scene.gestures[drag.gesture]
                // 5.5 % of the distance a move: no release lands on a threshold exactly.
                let length = 0.055 * gesture.distance
                func move(_ t: Double, _ step: Double) -> Step { .move(t, drag.translation(step, length: length)) }
                func along(_ speed: Double) -> Point { Point(x: drag.way.x * speed, y: drag.way.y * speed) }
                func forward(_ steps: ClosedRange<Int>) -> [Step] { steps.map { move(Double($0) * 0.02, Double($0)) } }
                // Over half-way forward then released fast; a fifth then back to a tenth, released slowly backward;
                // over half-way, released fast, caught a third of the way through what is left, dragged back and flicked backward.
                let caughtAt = 0.2 + scene.duration * 0.45 / 3
                let back: [Step] = (1...6).map { move(0.08 + Double($0) * 0.02, 4 - Double($0) / 3) }
                let caught: [Step] = (1...5).map { move(caughtAt + Double($0) * 0.02, -Double($0)) }
                var runs: [[Step]] = [[.press(0)] + forward(1...10) + [.release(0.2, along(2000))]]
                runs.append([.press(0)] + forward(1...4) + back + [.release(0.2, along(-60))])
                runs.append([.press(0)] + forward(1...10) + [.release(0.2, along(2000)), .press(caughtAt)] + caught + [.release(caughtAt + 0.1, along(-2500))])
                let ids = Self.ids(scene, gesture: drag.gesture)
                let lane = try XCTUnwrap(Self.driver(scene, first: drag.translation(1, length: length))).lane
                let end = 0.4 + scene.duration + gesture.interaction.release.duration
                let times = (0...39).map { end * Double($0) / 39 }
                for steps in runs {
                    script += "transcDrive.reset();\nresults.push([\n"
                    var readings: [[Double]?] = []
                    var driver: TransitionDriver?
                    var (next, translation) = (0, Point.zero)
                    for time in times {
                        while next < steps.count, steps[next].time <= time + 1e-12 {
                            switch steps[next] {
                            case .press(let t):
                                driver?.advance(to: t)
                                driver?.handle(GestureEvent(phase: .began, time: t))
                                script += "(transcDrive.press(\(t), 150, 300), null),\n"
                                translation = .zero
                                readings.append(nil)
                            case .move(let t, let p):
                                if driver == nil { driver = try XCTUnwrap(Self.driver(scene, first: p)).0 }
                                driver?.handle(GestureEvent(phase: translation == .zero ? .began : .changed, time: t, translation: p))
                                script += "(transcDrive.move(\(t), \(150 + p.x), \(300 + p.y)), null),\n"
                                translation = p
                                readings.append(nil)
                            case .release(let t, let v):
                                driver?.handle(GestureEvent(phase: .ended, time: t, translation: translation, velocity: v))
                                script += "(transcDrive.release(\(t), [\(v.x), \(v.y)], false), null),\n"
                                readings.append(nil)
                            }
                            next += 1
                        }
                        guard var running = driver else { continue }
                        running.advance(to: time)
                        driver = running
                        readings.append([Double(lane), running.time] + (running.isFollowing ? try Self.followed(running, ids: ids) : []))
                        script += "transcDrive.reading(\(time)),\n"
                    }
                    script += "]);\n"
                    expected.append(readings)
                    compared += times.count
                }
            }
            // A drag that begins nothing: the run stays at its start, nothing followed, at every time.
            for motion in Self.deadMotions(scene) {
                script += "transcDrive.reset();\ntranscDrive.press(0, 150, 300);\nresults.push([\n"
                var readings: [[Double]?] = []
                for step in 1...5 {
                    script += "(transcDrive.move(\(Double(step) * 0.02), \(150 + motion.x * Double(step)), \(300 + motion.y * Double(step))), transcDrive.reading(\(Double(step) * 0.02))),\n"
                    readings.append([0, 0])
                }
                script += "(transcDrive.release(0.12, [\(motion.x * 50), \(motion.y * 50)], false), transcDrive.reading(0.12)), transcDrive.reading(0.5), transcDrive.reading(2),\n]);\n"
                readings += [[0, 0], [0, 0], [0, 0]]
                expected.append(readings)
            }
            pages.append(Self.page(scene, script: script))
            checks.append { shown in
            XCTAssertEqual(shown.count, expected.count, "\(interactive.name): runs")
            for (run, (page, interpreter)) in zip(shown, expected).enumerated() {
                XCTAssertEqual(page.count, interpreter.count, "\(interactive.name) run \(run)")
                for (index, (a, b)) in zip(page, interpreter).enumerated() {
                    guard let b else { continue }
                    guard let a, a.count == b.count else { XCTFail("\(interactive.name) run \(run) reading \(index): \(String(describing: a)) vs \(b)"); continue }
                    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 1e-6, "\(interactive.name) run \(run) reading \(index): \(a) vs \(b)") }
                }
            }
            }
        }
        // Every example's page in one launch.
        let shown = try FollowPageTests.run(pages: pages, chromium: chromium)
        XCTAssertEqual(shown.count, checks.count)
        for (check, results) in zip(checks, shown) { check(results) }
        XCTAssertGreaterThan(compared, 1000)
    }

    /// A scene's page with `script` run after the page's own, leaving its `results` in the body's `data-results`.
    static func page(_ scene: PreparedScene, script: String) -> String {
        HTMLWriter.page(scene).replacingOccurrences(
            of: "</body>", with: "<script>\n\(script)document.body.setAttribute(\"data-results\", JSON.stringify(results));\n</script></body>")
    }
}
