import Foundation
import TransKit
import XCTest

/// Seeded random transitions and gesture sequences: a cancelled interaction returns every
/// layer bit for bit to its start, a finished one ends at the final state, and sampling is
/// deterministic.
final class PropertyTests: XCTestCase {
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
        mutating func chance(_ p: Double) -> Bool { unit() < p }
    }

    /// A random transition: random properties on from, to and a snapshot, random timings and pacing.
    /// With `following`, its pop's gesture has a random view follow the finger, with random tracks and release spring.
    static func randomTransition(_ g: inout Generator, following: Bool = false) -> String {
        func n(_ value: Double) -> String { String(format: "%.3f", value) }
        func pacing(_ g: inout Generator) -> String {
            switch g.next() % 6 {
            case 0: return "curve " + g.pick(["linear", "ease", "ease-in", "ease-out", "ease-in-out"])
            case 1: return "curve cubic-bezier(\(n(g.unit())), \(n(g.between(-1, 2))), \(n(g.unit())), \(n(g.between(-1, 2))))"
            case 2: return "curve steps(\(1 + g.next() % 5), \(g.pick(["jump-start", "jump-end", "jump-both"])))"
            case 3: return "spring damping \(n(g.between(0.1, 1))) velocity \(n(g.between(0, 3)))"
            case 4: return "spring bounce \(n(g.between(-0.5, 0.8)))"
            default: return "spring mass 1 stiffness \(n(g.between(50, 400))) damping \(n(g.between(5, 40)))"
            }
        }
        let properties: [(String, (inout Generator) -> String)] = [
            ("opacity", { "\(n($0.unit())) -> \(n($0.unit()))" }),
            ("translate-x", { "\(n($0.between(-400, 400))) -> \(n($0.between(-400, 400)))" }),
            ("translate-y", { "\(n($0.between(-800, 800))) -> 0 -> \(n($0.between(-80, 80)))" }),
            ("scale", { "(\(n($0.between(0.2, 2))), \(n($0.between(0.2, 2)))) -> 1" }),
            ("rotate-y", { "\(n($0.between(-180, 180)))deg -> 0deg" }),
            ("rotate-y", { "0 -> \(n($0.between(-1, 1)))turn about (\(n($0.unit())), 1, \(n($0.unit())))" }),
            ("anchor", { "(\(n($0.unit())), \(n($0.unit())))" }),
            ("corner-radius", { "keyframes { 0%: 0, \(Int($0.between(10, 90)))%: 30, 100%: 12 }" }),
            ("mask", { "circle(container.center, \(n($0.between(1, 50)))) -> oval(container.bounds)" }),
            ("frame", { "(\(n($0.between(0, 100))), 0, 300, 500) -> container.bounds" }),
        ]
        var lines = ["transition R for push {", "    duration \(n(g.between(0.1, 1.2)))s", "    " + pacing(&g)]
        if g.chance(0.5) { lines.append("    perspective \(n(g.between(200, 1000)))pt") }
        if g.chance(0.3) { lines.append("    to below from") }
        for actor in ["from", "to", "snapshot(from)"] where actor != "snapshot(from)" || g.chance(0.5) {
            lines.append("    animate \(actor) {")
            var used: Set<String> = []
            for _ in 0..<(1 + g.next() % 4) {
                let (name, value) = g.pick(properties)
                guard used.insert(name).inserted else { continue }
                // An axis rotation is written `rotate … about`; it shares rotate-y's slot so tracks never overlap.
                let written = value(&g)
                var line = "        \(written.contains("about") ? "rotate" : name) \(written)"
                if g.chance(0.3) { line += " { delay \(n(g.between(0, 0.3)))s duration \(n(g.between(0.1, 0.8)))s \(pacing(&g)) }" }
                lines.append(line)
            }
            if g.chance(0.3) { lines.append("        shade linear(black(50%), clear) opacity 0 -> 1") }
            lines.append("    }")
        }
        lines.append("    reverse auto")
        lines.append("    interactive pop { gesture \(g.pick(["edge-pan(left)", "pan(right)"])) complete-at \(Int(g.between(10, 90)))%"
                     + (g.chance(0.5) ? " flick \(Int(g.between(100, 1500)))pt/s" : "") + (following ? "" : " }"))
        if following {
            let tracks = [
                "scale 1 -> \(n(g.between(0.3, 1.5))) over \(n(g.between(50, 600)))pt",
                "corner-radius \(n(g.between(0, 10))) -> \(n(g.between(0, 60))) over \(n(g.between(50, 600)))pt",
                "opacity 1 -> \(n(g.unit())) over \(n(g.between(50, 600)))pt",
                "rotate 0deg -> \(n(g.between(-30, 30)))deg over \(n(g.between(50, 600)))pt",
            ].filter { _ in g.chance(0.5) }
            lines.append("        follow \(g.pick(["from", "to"]))" + (tracks.isEmpty ? "" : " { " + tracks.joined(separator: "  ") + " }"))
            if g.chance(0.7) { lines.append("        release spring damping \(n(g.between(0.3, 1))) duration \(n(g.between(0.1, 1)))s") }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static func hasNaN(_ state: SceneState) -> Bool {
        state.layers.contains { layer in
            ([layer.opacity, layer.cornerRadius, layer.zPosition, layer.position.x, layer.position.y, layer.frame.size.width]
                + layer.transform.fields + [layer.shade?.opacity ?? 0, layer.mask?.cornerWidth ?? 0]).contains(where: \.isNaN)
        }
    }

    func testRandomTransitionsUnderRandomGestures() throws {
        var g = Generator(state: 42)
        var outcomes = [false: 0, true: 0]
        for _ in 0..<150 {
            let source = Self.randomTransition(&g)
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
