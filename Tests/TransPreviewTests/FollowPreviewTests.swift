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
}
