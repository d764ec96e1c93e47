import AllocationCounter
import Foundation
import TransDiagnostics
import TransKit
import TransSwiftGen

/// The interpreter's cost per frame on a 20-layer effect (from, to and 18 snapshots, each
/// with several tracks, springs and curves, masks and shades), and heap allocations per
/// frame once the scene is prepared.
enum FrameBenchmark {
    static let snapshots = 18

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func run() {
        let frames = option("--frames", default: 50_000)
        let runs = option("--runs", default: 9)
        let sourceText: String
        do {
            sourceText = try String(contentsOf: directory.appendingPathComponent("grid.trans"), encoding: .utf8)
        } catch {
            fail("cannot read grid.trans: \(error)")
        }
        let scene: PreparedScene
        let compiled: GridPush
        do {
            let effect = try TransitionEffect(source: sourceText, path: "grid.trans")
            // The compiled effect beside this file must be what the generator writes today.
            let current = try PortableGenerator.generate(effect.programs, source: SourceFile(path: "Sources/transc-bench/grid.trans", text: sourceText))
            let checkedIn = try String(contentsOf: directory.appendingPathComponent("GridCompiled.swift"), encoding: .utf8)
            guard current == checkedIn else {
                fail("GridCompiled.swift is stale: run `swift run transc build --target portable Sources/transc-bench/grid.trans -o Sources/transc-bench/GridCompiled.swift`")
            }
            var inputs: [String: InputValue] = [:]
            for index in 0..<snapshots {
                inputs["v\(index)"] = .view(frame: Rect(x: Double(index % 3) * 130, y: Double(index / 3) * 140, width: 120, height: 120))
            }
            scene = try effect.scene(environment: SceneEnvironment(inputs: inputs))
            compiled = try GridPush(environment: SceneEnvironment(inputs: inputs))
        } catch {
            fail("\(error)")
        }
        let state = scene.state(at: 0)
        guard state.layers.count == 20 else { fail("the effect has \(state.layers.count) layers, not 20") }
        let step = scene.duration / Double(frames)
        // Each engine is timed in rounds, taking turns, and the median round reported: the machine
        // may be shared, so a round is timed in the thread's CPU time, which another process
        // running meanwhile does not add to.
        func measure(_ sample: (Double, inout SceneState) -> Void) -> (seconds: Double, allocations: UInt) {
            var state = scene.state(at: 0)
            for index in 0..<1000 { sample(Double(index) * step, &state) }
            let allocationsBefore = transc_allocation_count()
            let start = BenchmarkClock.threadSeconds()
            for index in 0..<frames { sample(Double(index) * step, &state) }
            let seconds = BenchmarkClock.threadSeconds() - start
            return (seconds, transc_allocation_count() - allocationsBefore)
        }
        var applier = SceneApplier()
        var changeCount = 0
        var rounds: [(interpreted: Double, compiled: Double, applying: Double)] = []
        var allocations: (interpreted: UInt, compiled: UInt, applying: UInt) = (0, 0, 0)
        for _ in 0..<runs {
            let interpreted = measure { time, state in scene.state(at: time, into: &state) }
            let native = measure { time, state in compiled.state(at: time, into: &state) }
            // What the iOS adapter adds per frame: deciding what changed since the last frame.
            let applying = measure { time, state in
                scene.state(at: time, into: &state)
                applier.apply(state) { _, _ in changeCount += 1 }
            }
            rounds.append((interpreted.seconds, native.seconds, applying.seconds))
            allocations.interpreted += interpreted.allocations
            allocations.compiled += native.allocations
            allocations.applying += applying.allocations
        }
        let sanity = transc_allocation_count()
        _ = [UInt8](repeating: 0, count: 100)
        guard transc_allocation_count() > sanity else { fail("the allocation counter counts nothing; it is not linked in") }
        let checksum = scene.state(at: 0.4).layers[3].opacity + compiled.state(at: 0.4).layers[3].opacity
        let all = UInt(runs * frames)
        print("20-layer effect, \(scene.program.tracks.count) tracks, \(scene.program.shades.count) shades, "
              + "\(frames) frames a round, median of \(runs) rounds (thread CPU time)")
        for (name, seconds, count) in [("interpreter", BenchmarkClock.median(rounds.map(\.interpreted)), allocations.interpreted),
                                       ("compiled   ", BenchmarkClock.median(rounds.map(\.compiled)), allocations.compiled),
                                       ("interpreter + applier", BenchmarkClock.median(rounds.map(\.applying)), allocations.applying)] {
            print(String(format: "%@  %.3f µs per frame, %.4f heap allocations per frame (%lu in all)", name,
                         seconds / Double(frames) * 1e6, Double(count) / Double(all), count))
        }
        print(String(format: "interpreter ÷ compiled: %.2f (median of the rounds' ratios)",
                     BenchmarkClock.median(rounds.map { $0.interpreted / $0.compiled })))
        if checksum.isNaN { print(checksum) }
    }
}
