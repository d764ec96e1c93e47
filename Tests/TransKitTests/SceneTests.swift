import Foundation
import TransCorpus
import TransKit
import XCTest

final class SceneTests: XCTestCase {
    func scene(_ source: String, _ operation: TransitionOperation? = nil, inputs: [String: InputValue] = [:]) throws -> PreparedScene {
        try TransitionEffect(source: source).scene(operation: operation, environment: SceneEnvironment(inputs: inputs))
    }

    func testAnchorChangesKeepTheFrameAndPositionFollows() throws {
        let state = try scene("transition T for push { duration 1s animate from { anchor (0, 0.5) } }").state(at: 0.5)
        let from = try XCTUnwrap(state.layer("from"))
        XCTAssertEqual(from.frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(from.position, Point(x: 0, y: 422))
    }

    func testTransformComposesScaleThenRotateThenTranslate() throws {
        let state = try scene("""
            transition T for push { duration 1s animate to { scale 2  rotate 90deg  translate (10, 0) } }
            """).state(at: 1)
        let transform = try XCTUnwrap(state.layer("to")).transform
        let image = transform.apply(1, 0, 0)
        // (1, 0) scaled to (2, 0), turned to (0, 2), moved to (10, 2).
        XCTAssertEqual(image.x, 10, accuracy: 1e-12)
        XCTAssertEqual(image.y, 2, accuracy: 1e-12)
    }

    func testKeyframesAndRampsInterpolateInProgress() throws {
        let scene = try self.scene("""
            transition T for push {
                duration 1s
                curve linear
                animate to { opacity keyframes { 0%: 0, 20%: 1, 100%: 0.5 }  translate-x 0 -> 100 -> 0 }
            }
            """)
        XCTAssertEqual(scene.state(at: 0.1).layer("to")?.opacity ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(scene.state(at: 0.6).layer("to")?.opacity ?? -1, 0.75, accuracy: 1e-9)
        XCTAssertEqual(scene.state(at: 0.5).layer("to")?.transform.m41 ?? -1, 100, accuracy: 1e-9)
        XCTAssertEqual(scene.state(at: 0.75).layer("to")?.transform.m41 ?? -1, 50, accuracy: 1e-9)
    }

    func testSpringsOvershootAndLand() throws {
        let scene = try self.scene("""
            transition T for present { duration 0.5s spring damping 0.5 velocity 2  animate to { translate-y 500 -> 0 } }
            """)
        let values = stride(from: 0.0, through: 0.5, by: 0.01).map { scene.state(at: $0).layer("to")?.transform.m42 ?? 0 }
        XCTAssertLessThan(values.min() ?? 0, 0, "passes the final value")
        XCTAssertEqual(scene.state(at: 0.5).layer("to")?.transform.m42, 0)
        let spring = DampedSpring.uiKit(duration: 0.5, dampingRatio: 0.5, velocity: 2)
        XCTAssertEqual(scene.state(at: 0.1).layer("to")?.transform.m42 ?? 0, 500 * (1 - spring.progress(at: 0.1)), accuracy: 1e-9)
    }

    func testMasksLiveInTheLayersCoordinatesAndInputsAreRead() throws {
        let scene = try self.scene("""
            input touch: point
            transition T for push {
                duration 0.5s
                animate to { frame (0, 100, 390, 744)  mask circle(touch, 50) -> circle(touch, farthest-corner(touch)) }
            }
            """, inputs: ["touch": .point(Point(x: 100, y: 200))])
        let start = try XCTUnwrap(scene.state(at: 0).layer("to")?.mask)
        XCTAssertEqual(start, .circle(center: Point(x: 100, y: 100), radius: 50))
        let end = try XCTUnwrap(scene.state(at: 0.5).layer("to")?.mask)
        XCTAssertEqual(end.cornerWidth, (290.0 * 290 + 644 * 644).squareRoot(), accuracy: 1e-9)
    }

    /// A state written over and over in place, at times in and out of order, must be the state
    /// made fresh at each time, for every program of the corpus (shades and masks among them).
    func testEveryCorpusStateWrittenInPlaceMatchesAFreshOne() throws {
        var (programs, shaded) = (0, 0)
        for source in try Corpus.all() {
            let effect = try TransitionEffect(source: String(decoding: source.bytes, as: UTF8.self), path: source.path)
            for program in effect.programs {
                let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Corpus.sampleInputs(for: program)))
                var reused = scene.state(at: 0)
                for step in [3, 11, 0, 20, 7, -2, 22, 15, 7] {
                    let time = scene.duration * Double(step) / 20
                    scene.state(at: time, into: &reused)
                    XCTAssertEqual(reused, scene.state(at: time), "\(source.path) \(program.name) at \(time)")
                }
                programs += 1
                if !program.shades.isEmpty { shaded += 1 }
            }
        }
        XCTAssertGreaterThan(programs, 50)
        XCTAssertGreaterThan(shaded, 0)
    }

    /// A state another scene wrote, with the same layers but a shade of other colours, is rewritten
    /// whole: a shade kept from the last frame is kept only when it is this scene's.
    func testAStateFromAnotherScenesShadeTakesThisScenesShade() throws {
        func source(_ colors: String) -> String {
            "transition T for push { duration 1s animate from { opacity 1 -> 0.5  shade linear(\(colors)) opacity 0 -> 1 } }"
        }
        let dark = try scene(source("black(40%), clear"))
        let light = try scene(source("white, clear"))
        var state = dark.state(at: 0.3)
        light.state(at: 0.3, into: &state)
        XCTAssertEqual(state, light.state(at: 0.3))
        XCTAssertNotEqual(state.layer("from")?.shade?.colors, dark.state(at: 0.3).layer("from")?.shade?.colors)
    }

    func testStatesAreWrittenInPlaceAndMatchFreshOnes() throws {
        let scene = try self.scene(EmbeddingTests.flipSource)
        var reused = scene.state(at: 0)
        for time in stride(from: 0.0, through: 0.6, by: 0.05) {
            scene.state(at: time, into: &reused)
            XCTAssertEqual(reused, scene.state(at: time))
        }
    }
}
