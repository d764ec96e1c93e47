import Foundation
import TransCorpus
import TransKit
import XCTest

/// Seeded random transitions and gesture sequences: a cancelled interaction returns every
/// layer bit for bit to its start, a finished one ends at the final state, and sampling is
/// deterministic.
final class PropertyTests: XCTestCase {
    static func hasNaN(_ state: SceneState) -> Bool {
        state.layers.contains { layer in
            ([layer.opacity, layer.cornerRadius, layer.zPosition, layer.position.x, layer.position.y, layer.frame.size.width]
                + layer.transform.fields + [layer.shade?.opacity ?? 0, layer.mask?.cornerWidth ?? 0]).contains(where: \.isNaN)
        }
    }

    func testRandomTransitionsUnderRandomGestures() throws {
        var g = SeededRandom(seed: 42)
        var outcomes = [false: 0, true: 0]
        for _ in 0..<150 {
            let source = RandomTransition.source(&g)
            let effect: TransitionEffect
            do {
                effect = try TransitionEffect(source: source)
            } catch {
                return XCTFail("generated source did not compile:\n\(source)\n\(error)")
            }
            let container = Size(width: g.between(200, 1200), height: g.between(300, 1400))
            for operation in [TransitionOperation.push, .pop] {
                let scene = try effect.scene(operation: operation, environment: SceneEnvironment(container: container))
                let start = scene.state(at: 0)
                let end = scene.state(at: scene.duration)
                // Deterministic: the same time always gives the same state.
                let t = g.between(0, scene.duration)
                XCTAssertEqual(scene.state(at: t), scene.state(at: t))
                XCTAssertFalse(Self.hasNaN(scene.state(at: t)), "NaN at \(t) of\n\(source)\n\(scene.program.dump)")
                guard operation == .pop else { continue }
                var driver = try TransitionDriver(scene: scene, start: .gesture)
                var clock = 0.0
                driver.handle(GestureEvent(phase: .began, time: clock))
                for _ in 0..<Int(g.between(1, 12)) {
                    clock += g.between(0.005, 0.05)
                    driver.handle(GestureEvent(phase: .changed, time: clock,
                                               translation: Point(x: g.between(-100, container.width + 100), y: g.between(-50, 50))))
                }
                clock += 0.01
                if g.chance(0.15) {
                    driver.handle(GestureEvent(phase: .cancelled, time: clock))
                } else {
                    driver.handle(GestureEvent(phase: .ended, time: clock, translation: Point(x: g.between(-50, container.width), y: 0),
                                               velocity: Point(x: g.between(-2000, 2000), y: 0)))
                }
                while driver.completed == nil {
                    clock += 1.0 / 60
                    driver.advance(to: clock)
                }
                var state = start
                driver.state(into: &state)
                let completed = try XCTUnwrap(driver.completed)
                XCTAssertEqual(state, completed ? end : start, "\(completed ? "finished" : "cancelled") run of\n\(source)")
                outcomes[completed, default: 0] += 1
            }
        }
        // Both outcomes must occur, or half of the property is untested.
        XCTAssertGreaterThan(outcomes[true] ?? 0, 20)
        XCTAssertGreaterThan(outcomes[false] ?? 0, 20)
    }
}
