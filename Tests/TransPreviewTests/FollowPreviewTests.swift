import Foundation
import TransKit
@testable import TransPreview
import XCTest

/// A preview of a gesture whose block has a view follow the finger: the scripted finger drags the
/// view down at a steady speed and lets go, and the view springs off at that speed.
final class FollowPreviewTests: XCTestCase {
    static let source = """
    transition Card for push {
        duration 0.4s
        animate to { translate-x container.width -> 0 }
        reverse auto
        interactive pop {
            gesture pan(down)
            complete-at 50%
            follow from { scale 1 -> 0.8 over 400pt }
            release spring damping 0.9 duration 0.5s
        }
    }
    """

    func testTheScriptedFingerDragsTheFollowedViewAndItSpringsOffAtTheFingersSpeed() throws {
        let scene = try TransitionEffect(source: Self.source).scene(operation: .pop)
        let fps = 50.0
        let states = PreviewFrames.states(scene, fps: fps)
        let ys = states.compactMap { $0.layer("from")?.transform.m42 }
        // The finger drags to 60 % of the container's 844 pt over half the 0.4 s timeline; the last
        // frame of the drag is the one before the clock passes 0.2 s.
        let release = Int((0.2 * fps).rounded(.down))
        XCTAssertEqual(ys[release], 0.6 * 844 * Double(release) / (0.2 * fps), accuracy: 1e-6)
        // Past 50 % it finishes, back to no translation, but it leaves downwards as the finger moved.
        XCTAssertGreaterThan(ys[release + 1], ys[release])
        XCTAssertEqual(ys.last ?? .nan, 0, accuracy: 1e-9)
        // The frames last until the spring is done, and frameCount, a bound for a scripted gesture, counts them all.
        XCTAssertGreaterThanOrEqual(PreviewFrames.frameCount(scene, fps: fps), Double(states.count))
        XCTAssertGreaterThanOrEqual(Double(states.count) / fps, 0.2 + 0.5)
    }

    /// The GIF draws the scripted finger: a disc where the drag puts it (where it touched down moved
    /// by the translation), and a trail that fades out a few frames after it lets go.
    func testTheGIFDrawsTheFingerWhereTheDragPutsItAndItsTrailFadesAfterTheRelease() throws {
        let scene = try TransitionEffect(source: Self.source).scene(operation: .pop)
        let fps = 50.0
        let (states, fingers) = PreviewFrames.frames(scene, fps: fps)
        XCTAssertEqual(states.count, fingers.count)
        let release = Int((0.2 * fps).rounded(.down))
        for index in 0...release {
            // A pan down over 60 % of 844 in 0.2 s, in 390 × 844 about its middle: from 30 % of 844 above it.
            let finger = try XCTUnwrap(fingers[index])
            XCTAssertEqual(finger.x, 195, accuracy: 1e-9)
            XCTAssertEqual(finger.y, 422 - 0.3 * 844 + 0.6 * 844 * Double(index) / (0.2 * fps), accuracy: 1e-6)
        }
        XCTAssert(fingers[(release + 1)...].allSatisfy { $0 == nil })
        let rasterizer = Rasterizer(scale: 0.25)
        let pictures = PreviewFrames.pictures(scene, fps: fps, rasterizer: rasterizer)
        XCTAssertEqual(pictures.count, states.count)
        for index in [0, release / 2, release] {
            let plain = rasterizer.render(states[index])
            let finger = try XCTUnwrap(fingers[index])
            let (x, y) = (Int(finger.x * 0.25), Int(finger.y * 0.25))
            // The disc whitens what lies under the finger; a point well outside it is untouched.
            let (under, drawn) = (plain.pixel(x, y), pictures[index].pixel(x, y))
            XCTAssertGreaterThan(Int(drawn.0) + Int(drawn.1) + Int(drawn.2), Int(under.0) + Int(under.1) + Int(under.2), "frame \(index)")
            XCTAssert(plain.pixel(2, 2) == pictures[index].pixel(2, 2))
        }
        // Just after the release the trail still shows; once it has faded the frames are the plain ones.
        XCTAssertNotEqual(pictures[release + 1], rasterizer.render(states[release + 1]))
        for index in [release + FingerTrail.length, release + FingerTrail.length + 3, pictures.count - 1] { XCTAssertEqual(pictures[index], rasterizer.render(states[index]), "frame \(index)") }
    }

    /// A pinch has no one finger to draw, and a transition started by a tap none at all.
    func testNoFingerForAPinchOrATap() throws {
        let pinch = try TransitionEffect(source: """
        transition Shrink for present {
            duration 0.3s
            animate to { opacity 0 -> 1 }
            reverse auto
            interactive dismiss { gesture pinch(in) }
        }
        """)
        XCTAssert(PreviewFrames.frames(try pinch.scene(operation: .dismiss), fps: 20).fingers.allSatisfy { $0 == nil })
        XCTAssert(PreviewFrames.frames(try pinch.scene(operation: .present), fps: 20).fingers.allSatisfy { $0 == nil })
    }
}
