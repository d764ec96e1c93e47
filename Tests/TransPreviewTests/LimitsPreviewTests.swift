import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// Previews of transitions that go where no view should: past the eye, to absurd sizes, on and on.
final class LimitsPreviewTests: XCTestCase {
    /// `from` turns about its left edge under a short perspective: its right edge swings through the eye.
    static let fold = """
        transition Fold for push {
            duration 0.5s
            perspective 200pt
            animate from {
                anchor (0, 0.5)
                rotate-y 0deg -> -90deg
            }
            animate to { opacity 0 }
        }
        """

    func testALayerPartlyBehindTheEyeIsClippedNotDropped() throws {
        let scene = try TransitionEffect(source: Self.fold).scene()
        let state = scene.state(progress: 0.5)
        let from = try XCTUnwrap(state.layers.first { $0.id == "from" })
        let size = from.frame.size
        let depths = [(0.0, 0.0), (size.width, 0), (size.width, size.height), (0, size.height)].compactMap {
            Projection.homogeneous(Point(x: $0.0, y: $0.1), of: from, in: state)?.w
        }
        XCTAssertEqual(depths.count, 4)
        XCTAssert(depths.contains { $0 <= 0 } && depths.contains { $0 > 0 }, "the right edge is behind the eye, the hinge in front: \(depths)")
        let raster = Rasterizer(scale: 0.25).render(state)
        let background = raster.pixel(0, 0) == (24, 24, 28, 255) ? 1 : 0
        var drawn = 0
        for y in 0..<raster.height { for x in 0..<raster.width where raster.pixel(x, y) != (24, 24, 28, 255) { drawn += 1 } }
        // The part in front of the eye is drawn, and near the eye it covers most of the container.
        XCTAssertEqual(background, 0)
        XCTAssertGreaterThan(drawn, raster.width * raster.height / 2)
    }

    func testAScaleDrivenHugeOrNegativeDrawsWithoutTrapping() throws {
        let effect = try TransitionEffect(source: """
            input k: number
            transition Squash for push {
                duration 0.4s
                animate to { scale-y 0.7 -> 1 -> k }
            }
            """)
        for k in [-1.0, 1e300, -1e300, 1e-300] {
            let scene = try effect.scene(environment: SceneEnvironment(inputs: ["k": .number(k)]))
            let image = PreviewFrames.filmstrip(scene, progresses: [0, 0.5, 1], rasterizer: Rasterizer(scale: 0.1))
            XCTAssertGreaterThan(image.width, 0, "k = \(k)")
        }
    }

    func testTheFrameCountIsKnownBeforeDrawing() throws {
        let scene = try TransitionEffect(source: "transition T for push { duration 2s animate to { opacity 0 -> 1 } }").scene()
        let counted = PreviewFrames.frameCount(scene, fps: 10)
        XCTAssertEqual(counted, Double(PreviewFrames.states(scene, fps: 10).count))
        XCTAssertEqual(counted, 22)
    }
}

final class EyePlaneSVGTests: XCTestCase {
    func testTheSVGCutsALayerAtTheEyePlaneInsteadOfDroppingIt() throws {
        let scene = try TransitionEffect(source: LimitsPreviewTests.fold).scene()
        let state = scene.state(progress: 0.5)
        let from = try XCTUnwrap(state.layers.first { $0.id == "from" })
        let index = try XCTUnwrap(LayerLook.drawingOrder(state).first { $0.1.id == "from" }?.0)
        let outline = try XCTUnwrap(SVGWriter.outline(from, LayerLook(from, index: index), state), "the part in front is drawn")
        let points = outline.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        XCTAssert(points.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isFinite) }, outline)
        // The hinge (left edge, x = 0) is in front of the eye and stays where it was.
        XCTAssert(points.contains { abs($0[0]) < 1e-6 }, outline)
        // The cut edge runs far beyond the container, as the layer nears the eye.
        XCTAssert(points.contains { abs($0[0]) > 10 * state.container.width || abs($0[1]) > 10 * state.container.height }, outline)
    }
}
