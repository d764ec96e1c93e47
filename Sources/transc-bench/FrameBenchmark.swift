import AllocationCounter
import Foundation
import TransKit

/// The interpreter's cost per frame on a 20-layer effect (from, to and 18 snapshots, each
/// with several tracks, springs and curves, masks and shades), and heap allocations per
/// frame once the scene is prepared.
enum FrameBenchmark {
    static let snapshots = 18

    /// The effect: every snapshot flies, fades, turns and unmasks with its own timing.
    static var source: String {
        var lines = (0..<snapshots).map { "input v\($0): view" }
        lines.append("transition Grid for push {")
        lines.append("    duration 0.8s")
        lines.append("    perspective 600pt")
        lines.append("    animate from { scale 1 -> 0.9  opacity 1 -> 0.4  shade linear(black(40%), clear) opacity 0 -> 1 }")
        lines.append("    animate to { translate-y container.height -> 0 { spring damping 0.7 velocity 0 } }")
        for index in 0..<snapshots {
            let pacing = index % 3 == 0 ? "spring damping 0.6 velocity 1" : index % 3 == 1 ? "curve ease-out" : "spring bounce 0.2"
            lines.append("""
                    animate snapshot(v\(index)) {
                        delay \(Double(index) * 0.01)s
                        \(pacing)
                        frame v\(index).frame -> to.frame
                        opacity 0.5 -> 1
                        rotate-y 30deg -> 0
                        corner-radius keyframes { 0%: 12, 50%: 20, 100%: 0 }
                        mask circle(v\(index).center, 10) -> rect(to.frame)
                    }
                """)
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static func run() {
        let frames = option("--frames", default: 200_000)
        let scene: PreparedScene
        do {
            let effect = try TransitionEffect(source: source)
            var inputs: [String: InputValue] = [:]
            for index in 0..<snapshots {
                inputs["v\(index)"] = .view(frame: Rect(x: Double(index % 3) * 130, y: Double(index / 3) * 140, width: 120, height: 120))
            }
            scene = try effect.scene(environment: SceneEnvironment(inputs: inputs))
        } catch {
            fail("\(error)")
        }
        var state = scene.state(at: 0)
        guard state.layers.count == 20 else { fail("the effect has \(state.layers.count) layers, not 20") }
        let step = scene.duration / Double(frames)
        // Warm up, then count allocations and time over every frame of the timeline.
        for index in 0..<1000 { scene.state(at: Double(index) * step, into: &state) }
        let allocationsBefore = transc_allocation_count()
        let start = DispatchTime.now().uptimeNanoseconds
        var checksum = 0.0
        for index in 0..<frames {
            scene.state(at: Double(index) * step, into: &state)
            checksum += state.layers[index % 20].opacity
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let allocations = transc_allocation_count() - allocationsBefore
        let sanity = transc_allocation_count()
        _ = [UInt8](repeating: 0, count: 100)
        guard transc_allocation_count() > sanity else { fail("the allocation counter counts nothing; it is not linked in") }
        print("20-layer effect, \(scene.program.tracks.count) tracks, \(scene.program.shades.count) shades, \(frames) frames")
        print(String(format: "%.3f µs per frame", seconds / Double(frames) * 1e6))
        print(String(format: "%.4f heap allocations per frame (%lu in all)", Double(allocations) / Double(frames), allocations))
        if checksum.isNaN { print(checksum) }
    }
}
