import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// `animate container` animates the stage: everything in the container moves, turns, fades and
/// hides with it, and the container is not drawn as a layer of its own. Values by hand for a
/// 200 × 200 container and a linear curve; `from` is hidden, so `to` is all there is to see.
final class StagePreviewTests: XCTestCase {
    func state(_ animation: String, at time: Double, perspective: String = "") throws -> SceneState {
        try TransitionEffect(source: "transition T for push { duration 1s curve linear \(perspective) hide from animate container { \(animation) } }")
            .scene(environment: SceneEnvironment(container: Size(width: 200, height: 200))).state(at: time)
    }

    func pixel(_ state: SceneState, _ x: Int, _ y: Int) throws -> (UInt8, UInt8, UInt8, UInt8) {
        try PNGDecoder.decode(PNGEncoder.encode(Rasterizer().render(state))).pixel(x, y)
    }

    func testTheContainerIsTheStageFirstAndUnder() throws {
        let state = try state("opacity 1 -> 0.5", at: 0)
        XCTAssertEqual(state.layers.map(\.id), ["container", "from", "to"])
        XCTAssertEqual(state.stage?.id, "container")
        XCTAssertFalse(state.isShown(state.layers[0]), "the stage is not drawn")
    }

    func testEverythingMovesScalesAndTurnsWithTheStage() throws {
        // Translated by 100 pt: to's top-left corner (0, 0) is drawn at (100, 0).
        let moved = try state("translate-x 0 -> 100", at: 1)
        let to = try XCTUnwrap(moved.layer("to"))
        let corner = try XCTUnwrap(Projection.project(Point(x: 0, y: 0), of: to, in: moved))
        XCTAssertEqual(corner.x, 100, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 0, accuracy: 1e-9)
        // Scaled by 0.5 about the container's centre (100, 100): (0, 0) → (50, 50), (200, 200) → (150, 150).
        let scaled = try state("scale 1 -> 0.5", at: 1)
        let small = try XCTUnwrap(scaled.layer("to"))
        let near = try XCTUnwrap(Projection.project(Point(x: 0, y: 0), of: small, in: scaled))
        let far = try XCTUnwrap(Projection.project(Point(x: 200, y: 200), of: small, in: scaled))
        XCTAssertEqual([near.x, near.y, far.x, far.y], [50, 50, 150, 150])
        // Turned a quarter about y: the stage is seen edge-on, every point at x = 100. The perspective
        // is the container's, for its sublayers; the stage turns as a flat picture of them.
        let turned = try state("rotate-y 0deg -> 90deg", at: 1, perspective: "perspective 500pt")
        let edge = try XCTUnwrap(turned.layer("to"))
        for point in [Point(x: 0, y: 0), Point(x: 200, y: 50), Point(x: 37, y: 200)] {
            XCTAssertEqual(try XCTUnwrap(Projection.project(point, of: edge, in: turned)).x, 100, accuracy: 1e-9)
        }
    }

    func testTheRasterizerDrawsTheSceneThroughTheStageAndNotTheStage() throws {
        // At the start the stage changes nothing: to's placeholder (0.95, 0.55, 0.15) × 255, not a container drawn over it.
        let start = try pixel(state("translate-x 0 -> 100  opacity 1 -> 0.5", at: 0), 20, 20)
        XCTAssert(start == (242, 140, 38, 255), "\(start)")
        let end = try state("translate-x 0 -> 100  opacity 1 -> 0.5", at: 1)
        // Left of the moved scene, the background (24, 24, 28); the container leaves it empty.
        let uncovered = try pixel(end, 20, 20)
        XCTAssert(uncovered == (24, 24, 28, 255), "\(uncovered)")
        // Inside it, to at half opacity over the background: (133, 82.1, 33.1).
        let faded = try pixel(end, 120, 20)
        XCTAssert(abs(Int(faded.0) - 133) <= 1 && abs(Int(faded.1) - 82) <= 1 && abs(Int(faded.2) - 33) <= 1, "\(faded)")
        // Hidden, it hides everything.
        let hidden = try pixel(state("hidden false -> true", at: 1), 120, 20)
        XCTAssert(hidden == (24, 24, 28, 255), "\(hidden)")
    }

    func testTheSVGAndTheHTMLPageFollowTheStage() throws {
        let end = try state("translate-x 0 -> 100  opacity 1 -> 0.5", at: 1)
        let svg = SVGWriter.filmstrip([end], frameWidth: 200)
        XCTAssertEqual(svg.components(separatedBy: "<polygon").count - 1, 1, "only to is drawn: \(svg)")
        XCTAssert(svg.contains("<g opacity=\"0.5\""), svg)
        XCTAssert(svg.contains("points=\"100,0 300,0 300,200 100,200\""), svg)
        let frame = HTMLWriter.frame(end)
        XCTAssertFalse(frame.contains("\"id\":\"container\""), frame)
        XCTAssert(frame.contains("\"stage\":{\"hidden\":false,\"w\":200,\"h\":200,\"x\":0,\"y\":0,\"ax\":0.5,\"ay\":0.5,\"opacity\":0.5,\"m\":[1,0,0,0,0,1,0,0,0,0,1,0,100,0,0,1]}"), frame)
        XCTAssertFalse(HTMLWriter.frame(try state("opacity 1", at: 0).withoutStage).contains("\"stage\""))
    }
}

private extension SceneState {
    var withoutStage: SceneState {
        var state = self
        state.layers.removeAll(where: SceneState.isStage)
        return state
    }
}
