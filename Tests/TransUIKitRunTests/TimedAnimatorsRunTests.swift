import Foundation
import TransAnimationPlan
import TransKit
import XCTest

/// A transition nobody can grab (no gesture) that one property animator cannot run exactly is played
/// with one animation per timing, each after its delay, rather than sampled into one interruptible
/// animator (`AnimationPlan.isInterruptible(transition:)`). Run against the model: the generated
/// animator hands out an interruptible animator exactly where the plan says, and operations on the
/// new path, with several animations all exact, and with several beside something sampled, are
/// among those that match the interpreter at every sample (1e-6, the sampling bound where sampled).
final class TimedAnimatorsRunTests: XCTestCase {
    func testATransitionNobodyCanGrabPlaysAnAnimationPerTimingAndMatchesTheInterpreter() throws {
        // Whether the animator the model ran answers `interruptibleAnimator(using:)` (the animator-rules scenario).
        var handsOutAnimator: [String: Bool] = [:]
        for record in try UIKitRunTests.records.get() where record["scenario"] as? String == "animatorRules" {
            handsOutAnimator["\(record["transition"] ?? "")"] = record["interruptible"] as? Bool
        }
        let (_, _, matched, _) = try UIKitRunTests.sampledRuns("") { SceneEnvironment(inputs: UIKitRunTests.inputs(for: $0)) }
        var exact: [String] = [], besideSampled: [String] = [], timedTransitions = 0
        for (name, programs) in Dictionary(grouping: UIKitRunTests.programs.values, by: \.name) {
            let interruptible = AnimationPlan.isInterruptible(transition: programs)
            let found = try XCTUnwrap(handsOutAnimator[name], "\(name) has no animator-rules run")
            XCTAssertEqual(found, interruptible, "\(name): the generated animator is interruptible only where the plan says so")
            // A transition a gesture can grab keeps the one interruptible animator wherever each of its programs can have one.
            if programs.contains(where: { !$0.interactions.isEmpty }) {
                XCTAssertEqual(interruptible, programs.allSatisfy(AnimationPlan.isInterruptible), name)
            }
            guard !interruptible, programs.contains(where: { !AnimationPlan.runsExactlyInOneAnimator($0) && AnimationPlan.playsInTimedAnimators($0) }) else { continue }
            timedTransitions += 1
            for program in programs {
                let plan = AnimationPlan(program, interruptible: false)
                XCTAssertFalse(plan.samplesEverything, "\(name) \(program.operation)")
                let sampledMasks = plan.groups.flatMap(\.masks).filter { if case .sampled = $0.kind { true } else { false } }
                let animations = plan.groups.count + plan.sampledSets.count + plan.sampledShades.count
                let key = "\(name) \(program.operation.rawValue)"
                guard animations > 1, matched.contains(key) else { continue }
                if plan.sampledSets.isEmpty && plan.sampledShades.isEmpty && sampledMasks.isEmpty {
                    exact.append(key)
                } else if plan.groups.contains(where: { $0.timing.delay > 0 && $0.animator != nil }) {
                    besideSampled.append(key)
                }
            }
        }
        print("UIKit model: \(timedTransitions) transitions nobody can grab play an animation per timing; several, all exact, "
              + "match: \(exact.sorted()); beside something sampled: \(besideSampled.sorted())")
        XCTAssertFalse(exact.isEmpty, "no operation with several exact animations matches the interpreter")
        XCTAssertFalse(besideSampled.isEmpty, "no operation with a delayed exact animation beside a sampled one matches the interpreter")
    }
}
