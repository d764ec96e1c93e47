import Foundation
import TransAnimationPlan
import TransCorpus
import TransKit
import XCTest

/// Runs the embedded iOS animator (TransUIKitAdapter: the interpreter driving real views, no
/// generated code) against the executable UIKit model, over every example and corpus file, and
/// compares what the views show with the interpreter at the samples the generated code's runs are
/// compared at: tap-started (also right to left and with Reduce Motion), present then dismiss, and
/// an interactive cancel. The oracle is `PreparedScene.state(at:)` read by the test (for views that follow the
/// finger, `TransitionDriver`'s state fed the same gesture), the views are
/// what the model renders from the layers' presentation values.
final class EmbeddedAnimatorRunTests: XCTestCase {
    /// Every line the embedded driver printed, decoded; one build and one run per test process.
    nonisolated(unsafe) static let records: Result<[[String: Any]], Error> = Result {
        // The docs blocks, as the generated code's runs take them, written where the driver can read them.
        let docs = FileManager.default.temporaryDirectory.appendingPathComponent("transc-embedded-docs-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: docs) }
        let blocks = try Corpus.documentationEffects().map { block in
            let file = docs.appendingPathComponent(URL(fileURLWithPath: block.path).lastPathComponent.replacingOccurrences(of: ".md:", with: "-md-") + ".trans")
            try Data(block.bytes).write(to: file)
            return file.path
        }
        let files = try Corpus.all().map { Corpus.repository.appendingPathComponent($0.path).path } + blocks
        return try EmbeddedAnimatorExecutable.run(files: files).map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw ModelExecutable.Failure(description: "not a JSON object: \(line)")
            }
            return object
        }
    }

    /// What a tap-started run shows, as the animation plan says it plays: where UIKit plays it exactly with a property
    /// animator per timing (`AnimationPlan.timedGroups`), each moves its properties with the interpreter's curve or
    /// spring, after its delay: exact at every sample; otherwise the plan samples it, and UIKit mixes the interpreter's
    /// states at the two key frames around a time (`SampledTracks`, exact at each key frame). The choice is read from the
    /// plan, the values from the interpreter, not from the adapter under test.
    static func shown(_ scene: PreparedScene, _ time: Double) -> (state: SceneState, transformSlack: [String: Double]) {
        guard AnimationPlan.timedGroups(scene.program).isEmpty else { return (scene.state(at: time), [:]) }
        // The embedded animator plans the program it runs alone.
        return SampledTracks.shownByUIKit(scene, at: time, interruptible: AnimationPlan.isInterruptible(scene.program))
    }

    func testTheEmbeddedAnimatorMatchesTheInterpreterAtEverySample() throws {
        let records = try Self.records.get()
        let (found, operations, matched, samples) = try UIKitRunTests.sampledRuns("", records: records, shown: Self.shown) { program in
            SceneEnvironment(inputs: UIKitRunTests.inputs(for: program))
        }
        print("Embedded animator: \(operations.count) operations, \(samples) samples, \(matched.count) operations match the interpreter at every sample")
        XCTAssertGreaterThanOrEqual(operations.count, 30)
        XCTAssertGreaterThanOrEqual(samples, operations.count * 11)
        UIKitRunTests.assertKnown(found, EmbeddedKnownMismatches.sampled, "embedded animator")
    }

    func testTheEmbeddedAnimatorMatchesTheInterpreterRightToLeftAndWithReduceMotion() throws {
        let records = try Self.records.get()
        let variants: [(String, (TransitionProgram) -> SceneEnvironment)] = [
            ("RightToLeft", UIKitRunTests.rightToLeftEnvironment),
            ("ReducedMotion", { SceneEnvironment(inputs: UIKitRunTests.inputs(for: $0), reduceMotion: true) }),
        ]
        for (suffix, environment) in variants {
            let (found, operations, matched, samples) = try UIKitRunTests.sampledRuns(suffix, records: records, shown: Self.shown, environment: environment)
            print("Embedded animator, \(suffix): \(operations.count) operations, \(samples) samples, \(matched.count) operations match at every sample")
            XCTAssertGreaterThanOrEqual(operations.count, 30)
            XCTAssertGreaterThanOrEqual(samples, operations.count * 11)
            let new = found.filter { EmbeddedKnownMismatches.sampled[$0.key] == nil }
            XCTAssert(new.isEmpty, "\(suffix): mismatches the plain run does not have:\n"
                      + new.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: "\n"))
        }
    }

    /// Every tap-started run plays the animation plan in property animators, with no display link (the model counts
    /// the links running): the timed animators where UIKit plays the program exactly with one per timing
    /// (`AnimationPlan.timedGroups`), otherwise the one linear animator whose key frames sample everything
    /// (`AnimationPlan.samplesEverything`), or, for a run that animates nothing, one animator over its timeline. Each completes once, leaves no link running, and matches the interpreter at
    /// every sample (`shown`: a sampled run within the sampling bound, as UIKit mixes two key frames; the others exactly).
    func testEveryTapStartedRunPlaysThePlanInPropertyAnimatorsWithoutADisplayLink() throws {
        let records = try Self.records.get()
        let (_, operations, matched, _) = try UIKitRunTests.sampledRuns("", records: records, shown: Self.shown) { program in
            SceneEnvironment(inputs: UIKitRunTests.inputs(for: program))
        }
        var found: [String: String] = [:]
        var counted = Set<String>(), withoutLink = Set<String>(), timed = Set<String>(), sampled = Set<String>(), oneAnimator = Set<String>()
        var timelineOnly = Set<String>()
        for record in records where record["scenario"] as? String == "displayLinks" {
            let key = "\(record["transition"]!) \(record["operation"]!)"
            let program = try XCTUnwrap(UIKitRunTests.programs[key], "no program \(key)")
            counted.insert(key)
            let running = record["running"] as? Int ?? -1
            if running == 0 { withoutLink.insert(key) } else { found["\(key) display link"] = "\(running) display link ran" }
            if (record["completions"] as? [Bool]) != [true] { found["\(key) completeTransition"] = "called \(record["completions"]!)" }
            if record["afterwards"] as? Int != 0 { found["\(key) display link left running"] = "\(record["afterwards"]!)" }
            if AnimationPlan.runsExactlyInOneAnimator(program) { oneAnimator.insert(key) }
            if !AnimationPlan.timedGroups(program).isEmpty { timed.insert(key) } else if AnimationPlan.samplesEverything(program) { sampled.insert(key) }
            if AnimationPlan.animatesNothing(program) { timelineOnly.insert(key) }
        }
        for key in counted where !matched.contains(key) { found["\(key) matches"] = "differs from the interpreter" }
        // How far the sampled runs stray from the interpreter itself between two key frames.
        // Apart for runs whose values jump, which a key frame's linear mix spreads over that display frame.
        var largest = [Bool: (points: Double, unit: Double, atPoints: String, atUnit: String)]()
        for record in records where record["scenario"] as? String == "sample" {
            let key = "\(record["transition"]!) \(record["operation"]!)"
            guard sampled.contains(key), let program = UIKitRunTests.programs[key], let time = record["time"] as? Double else { continue }
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: UIKitRunTests.inputs(for: program)))
            let deviation = Self.deviation(record, scene.state(at: time))
            let jumps = Self.jumps(program)
            var worst = largest[jumps] ?? (0, 0, "", "")
            if deviation.points > worst.points { (worst.points, worst.atPoints) = (deviation.points, "\(key) at \(time) s") }
            if deviation.unit > worst.unit { (worst.unit, worst.atUnit) = (deviation.unit, "\(key) at \(time) s") }
            largest[jumps] = worst
        }
        print("Embedded animator: \(counted.count) tap-started runs, \(withoutLink.count) without a display link: "
              + "\(timed.count) in an animator per timing (\(oneAnimator.count) of them in one animator), \(sampled.count) sampled in one")
        for (jumps, worst) in largest.sorted(by: { !$0.key && $1.key }) {
            print("Embedded animator, sampled runs \(jumps ? "whose values jump" : "of continuous values"): the views stray from the interpreter by at most "
                  + "\(worst.points) pt (\(worst.atPoints)) and \(worst.unit) in unit values (\(worst.atUnit))")
        }
        XCTAssertEqual(counted, operations)
        // Every run one animator plays is one the timed animators play, and every run is timed or sampled.
        XCTAssert(oneAnimator.isSubset(of: timed), "\(oneAnimator.subtracting(timed).sorted())")
        XCTAssertGreaterThanOrEqual(oneAnimator.count, 40)
        XCTAssertGreaterThan(timed.count, oneAnimator.count)
        XCTAssertGreaterThanOrEqual(sampled.count, 20)
        // A run that animates nothing plays its timeline in one animator too (an empty view's alpha keeps it running).
        XCTAssertFalse(timelineOnly.isEmpty)
        XCTAssertEqual(timed.union(sampled).union(timelineOnly), counted,
                       "neither timed nor sampled: \(counted.subtracting(timed.union(sampled).union(timelineOnly)).sorted())")
        UIKitRunTests.assertKnown(found, [:], "embedded planned animators")
    }

    /// Whether a program's values jump (a steps() curve; a discrete property, `hidden`; a spring, which lands on its final
    /// value when its duration ends, by what it has left to settle), where the linear mix between two key frames spreads
    /// the jump over that display frame rather than staying within the sampling bound.
    static func jumps(_ program: TransitionProgram) -> Bool {
        func stepped(_ curve: TimingCurve) -> Bool { if case .steps = curve { true } else { false } }
        return program.tracks.contains { track in
            guard track.keyframes.count > 1 else { return false }
            if track.property.traits.interpolation == .discrete { return true }
            switch track.timing.pacing {
            case .curve(let curve): if stepped(curve) { return true }
            case .spring: return true
            }
            return (track.timing.segmentCurves(track.keyframes) ?? []).contains(where: stepped)
        }
    }

    /// The largest difference between what a sample's views show and a state: in points (frames, the transform's
    /// translation) and in unit values (opacity, the transform's other fields), over the views the state shows.
    static func deviation(_ record: [String: Any], _ state: SceneState) -> (points: Double, unit: Double) {
        let views = record["views"] as? [String: [String: Any]] ?? [:]
        var (points, unit) = (0.0, 0.0)
        for layer in state.layers where !layer.hidden {
            guard let view = views[UIKitRunTests.viewName(layer)], view["onScreen"] as? Bool == true else { continue }
            let frame = UIKitRunTests.numbers(view["frame"]), transform = UIKitRunTests.numbers(view["transform"])
            let expectedFrame = [layer.frame.origin.x, layer.frame.origin.y, layer.frame.size.width, layer.frame.size.height]
            guard frame.count == 4, transform.count == 16 else { continue }
            for (a, b) in zip(frame, expectedFrame) { points = max(points, abs(a - b)) }
            for (index, (a, b)) in zip(transform, layer.transform.fields).enumerated() {
                if index >= 12 { points = max(points, abs(a - b)) } else { unit = max(unit, abs(a - b)) }
            }
            unit = max(unit, abs((view["alpha"] as? Double ?? 0) - layer.opacity))
        }
        return (points, unit)
    }

    func testPresentThenDismissWithTheEmbeddedAnimatorLeavesThePresenterAsItWas() throws {
        var found: [String: String] = [:]
        var runs = 0
        for record in try Self.records.get() where record["scenario"] as? String == "presentDismiss" {
            runs += 1
            let checks: [(String, Bool)] = [
                ("present completeTransition once", (record["presentCompletions"] as? [Bool]) == [true]),
                ("dismiss completeTransition once", (record["dismissCompletions"] as? [Bool]) == [true]),
                ("presenter in the window", record["inWindow"] as? Bool == true),
                ("presenter in its original superview", record["originalSuperview"] as? Bool == true),
                ("presenter not hidden", record["hidden"] as? Bool == false),
                ("presenter opaque", record["alpha"] as? Double == 1),
                ("presenter untransformed", record["identity"] as? Bool == true),
            ]
            for (what, ok) in checks where !ok { found["\(record["transition"]!) \(what)"] = "\(record)" }
        }
        print("Embedded animator: \(runs) present-then-dismiss runs")
        XCTAssertGreaterThanOrEqual(runs, 8)
        UIKitRunTests.assertKnown(found, EmbeddedKnownMismatches.presentThenDismiss, "embedded present-then-dismiss")
    }

    /// With `isAnimated == false` a run puts the end state at once (what an animated run ends with)
    /// and completes before the clock moves. (The embedded animator has no interruptible animator:
    /// it is its own interaction controller, so `interruptibleAnimator(using:)` is not checked.)
    func testWithoutAnimationTheEmbeddedAnimatorPutsTheEndStateAtOnce() throws {
        var found: [String: String] = [:]
        var runs = 0
        for record in try Self.records.get() where record["scenario"] as? String == "animatorRules" {
            runs += 1
            let key = "\(record["transition"]!) \(record["operation"]!)"
            if (record["completionsAtOnce"] as? [Bool]) != [true] { found["\(key) completes at once"] = "called \(record["completionsAtOnce"]!)" }
            if record["atOnceIsTheEnd"] as? Bool != true { found["\(key) end state"] = "the views differ from an animated run's end" }
        }
        print("Embedded animator: \(runs) runs without animation")
        XCTAssertGreaterThanOrEqual(runs, 60)
        UIKitRunTests.assertKnown(found, [:], "embedded without animation")
    }

    /// A touch the other way first begins nothing (the recognizer fails, so a scroll view keeps it).
    /// Then begin the first gesture, move to 30 %, release still: the views there show the interpreter's
    /// state at that progress; the release cancels (or finishes, past the file's own threshold), calls
    /// `completeTransition` once, and a cancel leaves every view as before. While the finger drives the
    /// run nothing is stepped frame by frame (its display link notifies nothing); once let go, the rest
    /// plays in property animators, and no display link runs.
    func testAnInteractiveCancelWithTheEmbeddedAnimatorPutsEveryViewBack() throws {
        var found: [String: String] = [:]
        var runs = 0, cancels = 0, gated = 0
        for record in try Self.records.get() where record["scenario"] as? String == "embeddedInteractive" {
            runs += 1
            let key = "\(record["transition"]!) \(record["operation"]!)"
            if let error = record["error"] as? String { found["\(key) error"] = error; continue }
            let program = try XCTUnwrap(UIKitRunTests.programs[key], "no program \(key)")
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: UIKitRunTests.inputs(for: program)))
            // A touch the other way began nothing (a pan either way begins both ways, so it is not tried).
            if let wrong = record["wrongStarted"] as? Bool { gated += 1; if wrong { found["\(key) gated"] = "a touch the other way began it" } }
            let percent = record["percent"] as? Double ?? -1
            if percent < 0.3 || percent > 0.35 { found["\(key) progress"] = "the context reports \(percent) after moving to 30 %" }
            for (what, detail) in UIKitRunTests.differences(record, try Self.shown(scene, atProgress: percent, time: record["time"] as? Double ?? -1)) {
                found["\(key) at 30 % \(what)"] = detail
            }
            let finishes = percent >= program.interactions[0].threshold
            if !finishes { cancels += 1 }
            if (record["completions"] as? [Bool]) != [finishes] { found["\(key) completeTransition"] = "called \(record["completions"]!), expected [\(finishes)]" }
            if !finishes, record["asBefore"] as? Bool != true { found["\(key) as before"] = "a view differs after the cancel" }
            if record["steppedWhileDragged"] as? Int != 0 { found["\(key) stepped while dragged"] = "\(record["steppedWhileDragged"] ?? "nothing") display frames" }
            // The rest plays in property animators (followed views spring in their own): no display frame is stepped.
            let stepped = record["steppedAfterRelease"] as? Int ?? -1
            if stepped != 0 { found["\(key) stepped after release"] = "\(stepped) display frames played the rest, not its animators" }
            if record["linksRunning"] as? Int != 0 { found["\(key) display link"] = "\(record["linksRunning"] ?? "?") running, though nothing needs one" }
        }
        print("Embedded animator: \(runs) interactive runs, \(cancels) of them cancelled, \(gated) tried the other way first")
        XCTAssertGreaterThanOrEqual(runs, 10)
        XCTAssertGreaterThanOrEqual(gated, runs - 2)
        XCTAssertGreaterThanOrEqual(cancels, 8)
        UIKitRunTests.assertKnown(found, EmbeddedKnownMismatches.interactive, "embedded interactive")
    }

    /// Let go, the rest plays in the embedded animator's property animators where the driver plays it. The driver is fed
    /// the events the recognizer reported, at their times. A followed view springs where the driver springs it, to
    /// rounding (`FollowingRunTests.agree`). The timeline's views show what UIKit mixes between the two key frames
    /// around the driver's time: key frames at the display rate over the rest's way (`AnimationPlan.frameCount`), read
    /// off the interpreter (`SampledTracks.mix`, `hidden` carried by the alpha, masks by mask views); at a key frame
    /// that is the driver's state exactly. Until the driver ends the run.
    func testReleasedTheEmbeddedAnimatorPlaysTheRestAsTheDriverDoes() throws {
        var (springing, samples) = (0, 0)
        var found: [String: String] = [:]
        for record in try Self.records.get() where record["scenario"] as? String == "embeddedInteractive" && record["error"] as? String == nil {
            let key = "\(record["transition"]!) \(record["operation"]!)"
            let program = try XCTUnwrap(UIKitRunTests.programs[key], "no program \(key)")
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: UIKitRunTests.inputs(for: program)))
            let phases: [String: GestureEvent.Phase] = ["began": .began, "changed": .changed, "ended": .ended, "cancelled": .cancelled]
            let events = (record["events"] as? [[String: Any]] ?? []).map { event -> GestureEvent in
                let translation = UIKitRunTests.numbers(event["translation"])
                return GestureEvent(phase: phases[event["phase"] as? String ?? ""] ?? .cancelled, time: event["time"] as? Double ?? 0,
                                    translation: Point(x: translation[0], y: translation[1]), scale: event["scale"] as? Double ?? 1)
            }
            var driver = try TransitionDriver(scene: scene, start: .gesture, gesture: 0, at: events.first?.time ?? 0)
            for event in events { driver.handle(event) }
            guard let rest = driver.rest else { found[key] = "let go, the driver plays no rest"; continue }
            let followedLayers = Set(program.interactions[0].follows.map(\.layer))
            let followed = Set(followedLayers.map { UIKitRunTests.viewName(scene.state(at: 0).layers[$0]) })
            let timeline = program.tracks.filter { $0.keyframes.count > 1 && !followedLayers.contains($0.layer) }
            let coloured = Set(program.tracks.filter { $0.property == .backgroundColor }.map { program.layers[$0.layer].id })
            for sample in record["rest"] as? [[String: Any]] ?? [] {
                let time = sample["time"] as? Double ?? 0
                driver.advance(to: time)
                // Once the run has ended, the lifecycle's completion or cancellation places the views (`asBefore`).
                guard driver.completed == nil else { continue }
                var state = scene.state(at: 0)
                driver.state(into: &state)
                var slack: [String: Double] = [:]
                if rest.to != rest.from {
                    // The two key frames around the driver's time on the rest's way, and how far between them.
                    let (early, late, weight, _) = SampledTracks.keyFrames(around: driver.time, start: rest.from, span: rest.to - rest.from)
                    // The key frames carry the interpreter's states as they are, an opacity clamped to 0…1.
                    slack = SampledTracks.mix(timeline, scene.state(at: early), scene.state(at: late), weight, into: &state,
                                              unclamped: { _ in nil }, hiddenAsAlpha: true)
                }
                samples += 1
                let views = sample["views"] as? [String: [String: Any]] ?? [:]
                // A followed view shows its translation in its centre (`springFollowed`): compared as shown below.
                var onTimeline = state
                onTimeline.layers.removeAll { followed.contains(UIKitRunTests.viewName($0)) }
                for (what, detail) in UIKitRunTests.differences(["views": views], onTimeline, transformSlack: slack, coloured: coloured)
                where found["\(key) \(what)"] == nil {
                    found["\(key) \(what)"] = "at \(time - (events.last?.time ?? 0)) s after the release: \(detail)"
                }
                for layer in state.layers where followed.contains(UIKitRunTests.viewName(layer)) {
                    springing += 1
                    let model = FollowingRunTests.shown(views[UIKitRunTests.viewName(layer)] ?? [:]), interpreter = FollowingRunTests.shown(layer)
                    if !FollowingRunTests.agree(model, interpreter), found["\(key) \(layer.id) springing"] == nil {
                        found["\(key) \(layer.id) springing"] = "at \(time): UIKit \(model), interpreter \(interpreter)"
                    }
                }
            }
        }
        print("Embedded animator: \(samples) samples of the rest, \(springing) followed views compared while they spring")
        XCTAssertGreaterThanOrEqual(samples, 100)
        XCTAssertGreaterThanOrEqual(springing, 20)
        XCTAssert(found.isEmpty, found.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n"))
    }

    /// Release past the threshold (it finishes), a touch halfway through the finish (the views do
    /// not jump), back past the start, a still release: it cancels once and every view is as before.
    func testATouchCatchesTheEmbeddedAnimatorsFinishAndItCancelsCleanly() throws {
        var found: [String: String] = [:]
        var runs = 0
        for record in try Self.records.get() where record["scenario"] as? String == "embeddedInterrupted" {
            runs += 1
            let key = "\(record["transition"]!) \(record["operation"]!)"
            if let error = record["error"] as? String { found["\(key) error"] = error; continue }
            let percent = record["percent"] as? Double ?? -1, caughtAt = record["caughtAt"] as? Double ?? -1
            if record["completedBeforeTouch"] as? Bool != false { found["\(key) still finishing at the touch"] = "it had completed" }
            if !(caughtAt > percent && caughtAt < 1) { found["\(key) caught"] = "at \(caughtAt), released at \(percent)" }
            if record["still"] as? Bool != true { found["\(key) no jump"] = "the views moved when the touch caught them" }
            if (record["completions"] as? [Bool]) != [false] { found["\(key) completeTransition"] = "called \(record["completions"]!), expected [false]" }
            if record["asBefore"] as? Bool != true { found["\(key) as before"] = "a view differs after the cancel" }
        }
        print("Embedded animator: \(runs) interrupted runs")
        XCTAssertGreaterThanOrEqual(runs, 10)
        UIKitRunTests.assertKnown(found, EmbeddedKnownMismatches.interrupted, "embedded interrupted")
    }
}

extension EmbeddedAnimatorRunTests {
    /// What the interpreter shows with the first gesture moved to `progress`: the timeline at `time`, and where the
    /// gesture's block has views follow the finger, the driver's state fed that gesture (the followed views in their
    /// finger pose, the others on the timeline), computed by `TransitionDriver` and not by the adapter under test.
    static func shown(_ scene: PreparedScene, atProgress progress: Double, time: Double) throws -> SceneState {
        guard scene.program.interactions.first?.follows.isEmpty == false else { return scene.state(at: time) }
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(driver.event(.began, atProgress: 0, time: 0))
        driver.handle(driver.event(.changed, atProgress: progress, time: 0))
        var state = scene.state(at: 0)
        driver.state(into: &state)
        return state
    }
}

/// Where the embedded animator, run against the model, differs from the interpreter, each with its cause.
enum EmbeddedKnownMismatches {
    /// "Transition operation view.property" at a sampled time, tap-started.
    static let sampled: [String: String] = [:]
    static let presentThenDismiss: [String: String] = [:]
    /// "Transition operation what" for the interactive cancel.
    static let interactive: [String: String] = [:]
    /// "Transition operation what" for a touch interrupting the finish.
    static let interrupted: [String: String] = [:]
}
