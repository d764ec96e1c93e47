import Foundation
import TransKit
import XCTest

final class EmbeddingTests: XCTestCase {
    static let flipSource = """
        transition PageFlip for push {
            duration 0.6s
            curve ease-out
            perspective 500pt
            to below from
            animate from {
                anchor (0, 0.5)
                rotate-y 0deg -> -90deg
            }
            reverse auto
            interactive pop { gesture edge-pan(left) complete-at 50% }
        }
        """

    /// The example of docs/embedding.md, which must match this function's body line for line.
    func testTheDocumentedExampleRuns() throws {
        let text = Self.flipSource
        // docs:begin
        let effect = try TransitionEffect(source: text)
        let scene = try effect.scene("PageFlip", operation: .push)
        let frame = scene.state(at: 0.3)
        // docs:end
        let page = try XCTUnwrap(frame.layer("from"))
        XCTAssertEqual(page.anchor, Point(x: 0, y: 0.5))
        XCTAssertEqual(page.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(frame.sublayerTransform.m34, -0.002)
        let angle = -Double.pi / 2 * CubicBezier(0, 0, 0.58, 1).value(at: 0.5)
        XCTAssertEqual(page.transform, Transform3D.rotation(angle, 0, 1, 0))
        XCTAssertEqual(angle / (-Double.pi / 2), 0.684643187, accuracy: 1e-7, "−90° × ease-out(0.5)")
    }

    func testTheDocsShowThisExampleVerbatim() throws {
        let tests = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let docs = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/embedding.md"), encoding: .utf8)
        let region = try XCTUnwrap(tests.components(separatedBy: "// docs:begin\n").dropFirst().first?
            .components(separatedBy: "        // docs:end").first)
        let lines = region.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.count, 3, "three lines from source to frames")
        for line in lines { XCTAssert(docs.contains(line), "docs/embedding.md lacks: \(line)") }
    }

    func testEveryFailureIsATypedError() {
        XCTAssertThrowsError(try TransitionEffect(source: "transition T for push { duration 1 }")) { error in
            guard case RuntimeError.compilation(let text) = error else { return XCTFail("\(error)") }
            XCTAssert(text.contains("effect.trans:1:34: error: '1' is a time and needs a unit"), text)
        }
        let effect = try? TransitionEffect(source: "input touch: point\ntransition T for push { duration 1s animate to { mask circle(touch, 10) } }")
        XCTAssertThrowsError(try effect?.scene()) { error in
            XCTAssertEqual(error as? RuntimeError, .missingInput(name: "touch", type: .point))
        }
        XCTAssertThrowsError(try effect?.scene(environment: SceneEnvironment(inputs: ["touch": .size(Size(width: 1, height: 1))]))) {
            XCTAssertEqual($0 as? RuntimeError, .mismatchedInput(name: "touch", expected: .point, found: "a size"))
        }
        XCTAssertThrowsError(try effect?.scene("Nope")) {
            XCTAssertEqual($0 as? RuntimeError, .unknownTransition("Nope", available: ["T"]))
        }
        XCTAssertThrowsError(try effect?.scene(operation: .pop)) {
            XCTAssertEqual($0 as? RuntimeError, .unsupportedOperation(transition: "T", operation: .pop, available: [.push]))
        }
    }
}

/// The other examples of docs/embedding.md, compiled and run here.
final class EmbeddingGuideTests: XCTestCase {
    func testEnvironmentAndGestureExamples() throws {
        let effect = try TransitionEffect(source: """
            input touch: point
            transition Ping for push {
                duration 0.5s
                animate to { mask circle(touch, 50) -> circle(touch, farthest-corner(touch)) }
                reverse auto
                interactive pop { gesture pan(right) }
            }
            """)
        let scene = try effect.scene("Ping", operation: .push, environment: SceneEnvironment(
            container: Size(width: 390, height: 844),
            inputs: ["touch": .point(Point(x: 120, y: 300))]))
        XCTAssertEqual(scene.state(at: 0).layer("to")?.mask, .circle(center: Point(x: 120, y: 300), radius: 50))

        let popScene = try effect.scene("Ping", operation: .pop, environment: SceneEnvironment(inputs: ["touch": .point(.zero)]))
        var frame = popScene.state(at: 0)
        let now = 1.0
        try run(popScene, now: now, frame: &frame)
        // Released still past half way, it finishes: the rest, (1 − 240/390) of the duration, plays as a critically
        // damped spring from rest fitted into that time, whose distance left e^(−ωt)(1 + ωt) is 0.001 at its end.
        let left = (1 - 240.0 / 390) * popScene.duration
        XCTAssertEqual(frame.time, popScene.duration * 240 / 390 + left * InteractionTests.criticalSpringFromRest(settlingIn: left)(1.0 / 60),
                       accuracy: 1e-9)
    }

    private func run(_ scene: PreparedScene, now: Double, frame: inout SceneState) throws {
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(GestureEvent(phase: .changed, time: now, translation: Point(x: 120, y: 0)))
        driver.handle(GestureEvent(phase: .ended, time: now, translation: Point(x: 240, y: 0)))
        driver.advance(to: now + 1.0 / 60)
        driver.state(into: &frame)
    }
}
