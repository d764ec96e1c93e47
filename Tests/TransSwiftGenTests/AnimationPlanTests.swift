import Foundation
import TransChecker
import TransCorpus
import TransLowering
import TransAnimationPlan
import TransRuntime
import TransIR
import XCTest

/// The plan's sampled key frames, read as UIKit reads them, against the interpreter: the oracle is
/// `PreparedScene.state(at:)`, which never goes through the plan.
final class AnimationPlanTests: XCTestCase {
    /// Every program of the examples and the corpus, as the interpreter plays it with the corpus's sample inputs.
    static func scenes() throws -> [PreparedScene] {
        try Corpus.all().flatMap { source -> [PreparedScene] in
            let checked = try XCTUnwrap(FrontEnd.check(source).checked, "\(source.path) does not check")
            return try Lowering.lower(checked).map { try PreparedScene($0, environment: SceneEnvironment(inputs: Corpus.sampleInputs(for: $0))) }
        }
    }

    /// Whether a program's transition is interruptible, as the generator decides it over the transition's operations.
    static func interruptible(_ program: TransitionProgram, among scenes: [PreparedScene]) -> Bool {
        AnimationPlan.isInterruptible(transition: scenes.map(\.program).filter { $0.name == program.name })
    }

    /// At each planned key frame, an opacity (of a view or a shade) mixed at its planned position
    /// between its keyframe values is the interpreter's opacity then.
    func testSampledOpacitiesAreTheInterpretersAtEveryKeyFrame() throws {
        var checked = 0
        let scenes = try Self.scenes()
        for scene in scenes {
            let program = scene.program
            let plan = AnimationPlan(program, interruptible: Self.interruptible(program, among: scenes))
            for set in plan.sampledSets + plan.sampledShades {
                guard case .positions(let positions) = set.keys else { continue }
                let sequences = SampledSet.sequences(set.source, in: program)
                for (sequence, planned) in zip(sequences, positions) where sequence[0].property == .opacity {
                    let values = sequence.flatMap(\.keyframes).compactMap { $0.value.constantValue?.scalar }
                    guard values.count == sequence.flatMap(\.keyframes).count else { continue }
                    XCTAssertEqual(planned.count, set.frames)
                    for (frame, position) in planned.enumerated() {
                        let time = set.start + set.duration * Double(frame + 1) / Double(set.frames)
                        let segment = min(Int(position), values.count - 2), weight = position - Double(segment)
                        // An overshooting spring mixes past the ends; an alpha shows clamped to 0…1 (UIView.alpha).
                        let shown = min(max(values[segment] + (values[segment + 1] - values[segment]) * weight, 0), 1)
                        let layer = try XCTUnwrap(scene.state(at: time).layer(program.layers[sequence[0].layer].id))
                        let expected: Double
                        if case .shade = set.source { expected = try XCTUnwrap(layer.shade).opacity } else { expected = layer.opacity }
                        XCTAssertEqual(shown, expected, accuracy: 1e-9, "\(program.name) \(program.operation) at \(time) s")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 500, "sampled opacities checked")
    }

    /// A `hidden` played as its view's alpha switches where the interpreter's value does, to the value it takes there.
    func testHiddenSwitchesAreWhereTheInterpretersValueChanges() throws {
        var switches = 0
        let scenes = try Self.scenes()
        for scene in scenes {
            let program = scene.program
            let plan = AnimationPlan(program, interruptible: Self.interruptible(program, among: scenes))
            for set in plan.sampledSets {
                guard case .switches(let times, let indices) = set.keys else { continue }
                let sequence = SampledSet.sequences(set.source, in: program)[0]
                let values = sequence.flatMap(\.keyframes).map { $0.value.constantValue }
                let id = program.layers[sequence[0].layer].id
                for (time, index) in zip(times, indices) {
                    let before = try XCTUnwrap(scene.state(at: time - 1e-9).layer(id)).hidden
                    let after = try XCTUnwrap(scene.state(at: time + 1e-9).layer(id)).hidden
                    XCTAssertNotEqual(before, after, "\(program.name) \(program.operation): no change at \(time) s")
                    if case .bool(let value)? = values[index] { XCTAssertEqual(value, after, "\(program.name) \(program.operation) at \(time) s") }
                    switches += 1
                }
            }
        }
        XCTAssertGreaterThan(switches, 0, "hidden switches checked")
    }
}
