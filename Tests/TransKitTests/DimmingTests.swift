import Foundation
import TransKit
import XCTest

/// The dimming layer: where it stands, what it shows, and how a present keeps it for its dismissal.
/// Expected numbers are worked out by hand from the source (a linear fade is proportional to time).
final class DimmingTests: XCTestCase {
    let sheet = """
        transition Dimmed for present {
            duration 0.4s
            curve linear
            animate dimming { opacity 0 -> 0.4 }
            animate to { translate-y container.height -> 0 }
            reverse auto
        }
        """

    func testTheDimmingFillsTheContainerBetweenPresenterAndSheetInBlackAndFades() throws {
        let scene = try TransitionEffect(source: sheet).scene(operation: .present, environment: SceneEnvironment())
        let state = scene.state(at: 0.1)
        XCTAssertEqual(state.layers.map(\.id), ["from", "dimming", "to"])
        let dimming = try XCTUnwrap(state.layer("dimming"))
        XCTAssertEqual(dimming.frame, Rect(x: 0, y: 0, width: state.container.width, height: state.container.height))
        XCTAssertEqual(dimming.style.backgroundColor, RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(dimming.style.opacity, 0.4 * 0.1 / 0.4, accuracy: 1e-12)
        // The dismissal plays it back, below the leaving sheet.
        let dismiss = try TransitionEffect(source: sheet).scene(operation: .dismiss, environment: SceneEnvironment())
        let back = dismiss.state(at: 0.1)
        XCTAssertEqual(back.layers.map(\.id), ["to", "dimming", "from"])
        XCTAssertEqual(try XCTUnwrap(back.layer("dimming")).style.opacity, 0.4 * 0.3 / 0.4, accuracy: 1e-12)
    }

    func testABackgroundColourTrackColoursTheDimming() throws {
        let source = sheet.replacingOccurrences(of: "{ opacity 0 -> 0.4 }", with: "{ opacity 0 -> 0.4  background-color white }")
        let state = try TransitionEffect(source: source).scene(operation: .present, environment: SceneEnvironment()).state(at: 0.2)
        XCTAssertEqual(try XCTUnwrap(state.layer("dimming")).style.backgroundColor, RGBA(red: 1, green: 1, blue: 1, alpha: 1))
    }

    func stage() -> RecordingStage {
        RecordingStage(roles: [.from: "presenter", .to: "sheet", .container: "container", .dimming: "dim"], subviews: ["presenter"])
    }

    func testAPresentKeepsTheDimmingOverThePresenterAndTheDismissalRemovesIt() throws {
        let effect = try TransitionEffect(source: sheet)
        var stage = stage()
        var present = LifecycleExecutor<RecordingStage>(program: try effect.program(operation: .present))
        try present.run(.setup, on: &stage)
        XCTAssertEqual(stage.subviews, ["presenter", "dim", "sheet"])
        try present.run(.completion, on: &stage)
        XCTAssertEqual(stage.subviews, ["dim", "sheet"], "the presenter leaves the container; the dimming stays")
        XCTAssertEqual(stage.kept.ids, ["dimming"])
        stage.roles = [.from: "sheet", .to: "presenter", .container: "container"]
        var dismiss = LifecycleExecutor<RecordingStage>(program: try effect.program(operation: .dismiss))
        try dismiss.run(.setup, on: &stage)
        XCTAssertEqual(dismiss.views["dimming"], "dim", "taken over, not made anew")
        XCTAssertEqual(stage.subviews, ["presenter", "dim", "sheet"])
        try dismiss.run(.completion, on: &stage)
        XCTAssertEqual(stage.subviews, ["presenter"])
        XCTAssertEqual(stage.kept.ids, [])
    }

    func testACancelledPresentRemovesTheDimming() throws {
        var stage = stage()
        var present = LifecycleExecutor<RecordingStage>(program: try TransitionEffect(source: sheet).program(operation: .present))
        try present.run(.setup, on: &stage)
        try present.run(.cancellation, on: &stage)
        XCTAssertEqual(stage.subviews, ["presenter"])
        XCTAssertEqual(stage.kept.ids, [])
    }

    func testAPresentWithoutItsDismissalKeepsNothing() throws {
        let source = sheet.replacingOccurrences(of: "reverse auto\n", with: "")
        let program = try TransitionEffect(source: source).program(operation: .present)
        XCTAssertEqual(program.kept, [])
        var stage = stage()
        var present = LifecycleExecutor<RecordingStage>(program: program)
        try present.run(.setup, on: &stage)
        try present.run(.completion, on: &stage)
        XCTAssertEqual(stage.subviews, ["sheet"])
    }

    /// docs/language.md's *DimmedSheet*: the presenter ends under 40 % black.
    func testTheReferencesNumbers() throws {
        let scene = try TransitionEffect(source: DepthPerViewTests.referenceBlock(defining: "DimmedSheet"))
            .scene(operation: .present, environment: SceneEnvironment())
        XCTAssertEqual(scene.duration, 0.4)
        XCTAssertEqual(try XCTUnwrap(scene.state(at: 0).layer("dimming")).style.opacity, 0)
        XCTAssertEqual(try XCTUnwrap(scene.state(at: scene.duration).layer("dimming")).style.opacity, 0.4, accuracy: 1e-12)
    }

    /// examples/dimmed-sheet.trans: 40 % black at the end of the present, paced by ease-out
    /// (cubic-bezier(0, 0, 0.58, 1), solved here by bisection), and the dismissal's mirror.
    func testTheDimmedSheetExamplesNumbers() throws {
        let effect = try TransitionEffect(source: ExampleTests.source("dimmed-sheet"))
        let present = try effect.scene(operation: .present, environment: SceneEnvironment())
        XCTAssertEqual(present.duration, 0.4)
        XCTAssertEqual(try effect.program(operation: .present).kept, ["from", "dimming"])
        func easeOut(_ x: Double) -> Double {
            func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
            var (low, high) = (0.0, 1.0)
            for _ in 0..<80 { let mid = (low + high) / 2; if bezier(mid, 0, 0.58) < x { low = mid } else { high = mid } }
            return bezier((low + high) / 2, 0, 1)
        }
        for time in [0.1, 0.2, 0.3, 0.4] {
            let dimming = try XCTUnwrap(present.state(at: time).layer("dimming"))
            XCTAssertEqual(dimming.style.opacity, 0.4 * easeOut(time / 0.4), accuracy: 1e-6, "at \(time) s")  // the runtime solves the curve to 1e-7
        }
        let dismiss = try effect.scene(operation: .dismiss, environment: SceneEnvironment())
        let end = dismiss.state(at: dismiss.duration)
        XCTAssertEqual(end.layers.map(\.id), ["to", "dimming", "from"])
        XCTAssertEqual(try XCTUnwrap(end.layer("dimming")).style.opacity, 0, accuracy: 1e-12)
    }
}
