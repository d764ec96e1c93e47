import Foundation
import TransAnimationPlan
import TransKit
import XCTest

/// Views that follow the finger (`follow`) in the generated UIKit code, run on the model (the `follow`
/// scenario, Driver/FollowScenario.swift), against the interpreter's `TransitionDriver` fed the same
/// gesture events at the same times.
final class FollowingRunTests: XCTestCase {
    /// The runs of `scenario` (`follow`, or `followCatch`) of operations whose gesture has followed views, with the
    /// driver's state at each sample. `end` is where the driver leaves every view once the run is over.
    static func runs(_ scenario: String = "follow") throws -> [(name: String, record: [String: Any], followed: [String], samples: [(sample: [String: Any], state: SceneState)], end: SceneState, scene: PreparedScene)] {
        try UIKitRunTests.records.get().compactMap { record -> (String, [String: Any], [String], [([String: Any], SceneState)], SceneState, PreparedScene)? in
            guard record["scenario"] as? String == scenario, record["error"] == nil else { return nil }
            let key = "\(record["transition"]!) \(record["operation"]!)"
            guard let program = UIKitRunTests.programs[key], let gesture = record["gesture"] as? Int,
                  program.interactions.indices.contains(gesture), !program.interactions[gesture].follows.isEmpty else { return nil }
            let reduced = record["reduceMotion"] as? Bool == true
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: UIKitRunTests.inputs(for: program), reduceMotion: reduced))
            var driver = try TransitionDriver(scene: scene, start: .gesture, gesture: gesture, at: 0)
            let events = (record["events"] as? [[String: Any]] ?? []).map { event -> GestureEvent in
                let phases: [String: GestureEvent.Phase] = ["began": .began, "changed": .changed, "ended": .ended, "cancelled": .cancelled]
                let translation = UIKitRunTests.numbers(event["translation"]), velocity = UIKitRunTests.numbers(event["velocity"])
                return GestureEvent(phase: phases[event["phase"] as? String ?? ""] ?? .cancelled, time: event["time"] as? Double ?? 0,
                                    translation: Point(x: translation[0], y: translation[1]), velocity: Point(x: velocity[0], y: velocity[1]))
            }
            var next = 0
            var samples: [([String: Any], SceneState)] = []
            for sample in record["samples"] as? [[String: Any]] ?? [] {
                let time = sample["time"] as? Double ?? 0
                while next < events.count, events[next].time <= time {
                    driver.handle(events[next])
                    next += 1
                }
                driver.advance(to: time)
                var state = scene.state(at: 0)
                driver.state(into: &state)
                // Once the driver has ended the run, the lifecycle's completion or cancellation places the views, which
                // the driver's state does not show (a view the timeline ends transformed is put back): such a sample is marked.
                var marked = sample
                marked["driverEnded"] = driver.completed != nil
                samples.append((marked, state))
            }
            let followed = program.interactions[gesture].follows.map { UIKitRunTests.viewName(scene.state(at: 0).layers[$0.layer]) }
            driver.advance(to: 1000)
            var end = scene.state(at: 0)
            driver.state(into: &end)
            return ("\(key) \(record["fast"] as? Bool == true ? "fast" : "slow")\(reduced ? " reduced" : "")", record, followed, samples, end, scene)
        }
    }

    /// Where a view shows its anchor, its size, the linear part of its transform (scale and rotation), its
    /// corner radius and alpha: what is seen, however the code splits it between centre and transform.
    static func shown(_ view: [String: Any]) -> [Double] {
        let frame = UIKitRunTests.numbers(view["frame"]), transform = UIKitRunTests.numbers(view["transform"]), anchor = UIKitRunTests.numbers(view["anchor"])
        guard frame.count == 4, transform.count == 16, anchor.count == 2 else { return [] }
        return [frame[0] + anchor[0] * frame[2] + transform[12], frame[1] + anchor[1] * frame[3] + transform[13], frame[2], frame[3],
                transform[0], transform[1], transform[4], transform[5], view["cornerRadius"] as? Double ?? -1, view["alpha"] as? Double ?? -1]
    }
    static func shown(_ layer: LayerState) -> [Double] {
        let t = layer.transform.fields
        return [layer.frame.origin.x + layer.anchor.x * layer.frame.size.width + t[12], layer.frame.origin.y + layer.anchor.y * layer.frame.size.height + t[13],
                layer.frame.size.width, layer.frame.size.height, t[0], t[1], t[4], t[5], layer.style.cornerRadius, layer.opacity]
    }

    /// Whether what UIKit shows (`shown`) is what the driver shows, to rounding: 1e-6 pt for places, sizes and corner
    /// radii, 1e-5 for the transform's linear part and alpha (a layer keeps its opacity as a `Float`).
    static func agree(_ model: [Double], _ interpreter: [Double]) -> Bool {
        model.count == interpreter.count && zip(model, interpreter).enumerated().allSatisfy { index, pair in
            abs(pair.0 - pair.1) <= (index < 4 || index == 8 ? 1e-6 : 1e-5)
        }
    }

    /// While dragged, every view is where the driver puts it: a followed view exactly at its start pose moved by
    /// the finger (both axes), its tracks at the distance dragged; the others at the timeline scrubbed to the
    /// gesture's progress, a spring-timed timeline too (its animator's fraction is the timeline's, not the spring's
    /// settling time's), as UIKit shows the timeline's key frames (`SampledTracks`).
    func testWhileDraggedEveryViewIsWhereTheDriverPutsIt() throws {
        let runs = try Self.runs()
        XCTAssertGreaterThanOrEqual(runs.count, 4, "system-zoom's two gestures, slow and fast")
        var drags = 0
        for run in runs {
            // The code plays the program without the followed views' own tracks: the finger moves those views.
            let program = run.scene.program
            let followed = Set(program.layers.indices.filter { run.followed.contains(UIKitRunTests.viewName(run.end.layers[$0])) })
            var playing = program
            playing.tracks.removeAll { followed.contains($0.layer) }
            let interruptible = AnimationPlan.isInterruptible(transition: UIKitRunTests.programs.values.filter { $0.name == program.name })
            for (sample, state) in run.samples where sample["stage"] as? String == "drag" {
                drags += 1
                var (expected, slack) = SampledTracks.shownByUIKit(run.scene, at: state.time, interruptible: interruptible, playing: playing)
                for index in followed { expected.layers[index] = state.layers[index] }
                // A difference the sampled comparison lists with its cause (`KnownMismatches.sampled`) is that one here too.
                let found = UIKitRunTests.differences(sample, expected, transformSlack: slack)
                    .filter { KnownMismatches.sampled["\(program.name) \(program.operation) \($0.key)"] == nil }
                XCTAssert(found.isEmpty, "\(run.name) at \(sample["time"]!): \(found)")
            }
        }
        XCTAssertGreaterThanOrEqual(drags, 12)
    }

    /// With Reduce Motion on, a gesture with followed views runs the cross-fade with its views following the finger, as
    /// the driver does: while dragged every view is where the driver puts it (the followed one moved off its start, the
    /// others where the cross-fade, scrubbed along its easing, shows them: not where the full motion would), and the run
    /// ends once, as without Reduce Motion (the other tests here take these runs too).
    func testWithReduceMotionFollowedViewsFollowOverTheCrossFade() throws {
        let runs = try Self.runs()
        let reduced = runs.filter { $0.record["reduceMotion"] as? Bool == true }
        XCTAssertGreaterThanOrEqual(reduced.count, 4, "system-zoom's two gestures, slow and fast")
        var drags = 0, comparedWithFull = 0
        for run in reduced {
            let full = runs.first { $0.name + " reduced" == run.name }
            XCTAssertNotNil(full, run.name)
            XCTAssertEqual(run.record["completions"] as? [Bool], [run.record["fast"] as? Bool == true], run.name)
            for (index, (sample, state)) in run.samples.enumerated() where sample["stage"] as? String == "drag" {
                drags += 1
                let found = UIKitRunTests.differences(sample, state)
                XCTAssert(found.isEmpty, "\(run.name) at \(sample["time"]!): \(found)")
                let views = sample["views"] as? [String: [String: Any]] ?? [:]
                let start = run.scene.state(at: 0)
                for name in run.followed {
                    let startPose = start.layers.first { UIKitRunTests.viewName($0) == name }.map(Self.shown) ?? []
                    XCTAssertNotEqual(Self.shown(views[name] ?? [:]), startPose, "\(run.name) at \(sample["time"]!): \(name) follows the finger")
                }
                // Where the interpreter shows the others elsewhere in the full motion at the same step (a file whose full
                // motion moves only the followed view shows the same), so does the model: the cross-fade is what plays.
                if let full, full.samples.indices.contains(index) {
                    let fullState = full.samples[index].state
                    let elsewhere = state.layers.contains { layer in
                        !run.followed.contains(UIKitRunTests.viewName(layer)) && fullState.layers.first { $0.id == layer.id } != layer
                    }
                    let fullViews = full.samples[index].sample["views"] as? [String: [String: Any]] ?? [:]
                    let differing = views.keys.filter { !run.followed.contains($0) && views[$0] as NSDictionary? != fullViews[$0] as NSDictionary? }
                    if elsewhere { XCTAssertFalse(differing.isEmpty, "\(run.name) at \(sample["time"]!): the same as the full motion") }
                    comparedWithFull += elsewhere ? 1 : 0
                }
            }
        }
        XCTAssertGreaterThanOrEqual(drags, 12)
        XCTAssertGreaterThanOrEqual(comparedWithFull, 12)
    }

    /// Released, a followed view springs to where the driver springs it. The release spring is stated by its
    /// physics (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`), which the model solves with its
    /// own spring code, so each value must agree to rounding (`Self.agree`), at every sample and whatever the
    /// finger's velocity. A run beyond it is listed, with its cause, in `KnownMismatches.following`.
    func testReleasedAFollowedViewSpringsAsTheDriverDoes() throws {
        var springs = 0
        var worst = [0.0, 0.0, 0.0]
        var found: [String: String] = [:]
        for run in try Self.runs() {
            for (sample, state) in run.samples where ["release", "nudged", "spring"].contains(sample["stage"] as? String ?? "")
                && sample["driverEnded"] as? Bool != true {
                let views = sample["views"] as? [String: [String: Any]] ?? [:]
                for layer in state.layers where run.followed.contains(UIKitRunTests.viewName(layer)) {
                    springs += 1
                    let model = Self.shown(views[UIKitRunTests.viewName(layer)] ?? [:]), interpreter = Self.shown(layer)
                    XCTAssertEqual(model.count, interpreter.count, run.name)
                    guard model.count == interpreter.count else { continue }
                    let gaps = zip(model, interpreter).map { abs($0 - $1) }
                    worst[0] = max(worst[0], gaps[0...3].max()!)
                    worst[1] = max(worst[1], max(gaps[4...7].max()!, gaps[9]))
                    worst[2] = max(worst[2], gaps[8])
                    if !Self.agree(model, interpreter), found["\(run.name) springs"] == nil {
                        found["\(run.name) springs"] = "at \(sample["time"]!): UIKit \(model), interpreter \(interpreter)"
                    }
                }
            }
        }
        print("Following: \(springs) spring samples; largest gaps: \(worst[0]) pt, \(worst[1]) (scale, alpha), \(worst[2]) pt (corner radius)")
        XCTAssertGreaterThanOrEqual(springs, 20)
        UIKitRunTests.assertKnown(found, KnownMismatches.following, "following")
    }

    /// The spring takes the finger's velocity per axis (UIKit's convention, velocity over the distance left): the
    /// followed view's anchor leaves at the finger's velocity, worked out from the model's presentation 10 µs after
    /// the release; released still, it leaves at rest. The transition finishes after the fast release, cancels after
    /// the slow one, and calls `completeTransition` once.
    func testTheSpringLeavesAtTheFingersVelocityAndTheTransitionEndsOnce() throws {
        var checked = 0
        for run in try Self.runs() {
            let samples = run.samples.map(\.sample)
            guard let release = samples.first(where: { $0["stage"] as? String == "release" }),
                  let nudged = samples.first(where: { $0["stage"] as? String == "nudged" }) else { XCTFail("\(run.name): no release samples"); continue }
            let events = run.record["events"] as? [[String: Any]] ?? []
            let finger = UIKitRunTests.numbers(events.last?["velocity"])
            let dt = (nudged["time"] as? Double ?? 0) - (release["time"] as? Double ?? 0)
            for name in run.followed {
                let a = Self.shown((release["views"] as? [String: [String: Any]])?[name] ?? [:])
                let b = Self.shown((nudged["views"] as? [String: [String: Any]])?[name] ?? [:])
                guard a.count > 1, b.count > 1, finger.count == 2 else { XCTFail("\(run.name): no \(name)"); continue }
                let leaving = [(b[0] - a[0]) / dt, (b[1] - a[1]) / dt]
                for axis in 0..<2 {
                    // Over 10 µs the spring's own acceleration moves the estimate by well under 1 pt/s.
                    XCTAssertEqual(leaving[axis], finger[axis], accuracy: 1 + 0.002 * abs(finger[axis]), "\(run.name) \(name) axis \(axis)")
                }
                checked += 1
            }
            let fast = run.record["fast"] as? Bool == true
            XCTAssertEqual(run.record["completions"] as? [Bool], [fast], run.name)
        }
        XCTAssertGreaterThanOrEqual(checked, 4)
    }

    /// A touch after the timeline has ended while the followed view still springs (system-zoom's release spring
    /// outlasts the timeline's rest) catches both, as the driver does: the timeline at its end, the view where it shows.
    /// Dragged back past the start and released still, it cancels: `completeTransition(false)` once, every view as before
    /// the gesture. From the touch on, the views that do not follow are exactly where the driver puts them (a touch that
    /// caught nothing would leave them at the finish), but while dragged back. There the language's rule is the
    /// interpreter's: after a catch the timeline scrubs along its easing. UIKit documents no way to ask for that of an
    /// animator continued with new timing parameters and paused (`scrubsLinearly` speaks of a paused animator's own
    /// timing, not of one continued with another), so the model keeps its stated guess (docs/uikit-model.md): it scrubs
    /// linearly from where it was caught. That gap is UIKit's undocumented mapping, and it is bounded: a view that does
    /// not follow leaves the finish, and parts from the driver by no more than the timeline's largest departure from a
    /// straight line between its start and its finish (worked out from the interpreter's timeline at 1001 times, per
    /// value). A followed view agrees with the driver to rounding throughout (`agree`): caught where its first spring
    /// shows it, dragged and sprung again. A run that parts otherwise is listed, with its cause, in
    /// `KnownMismatches.followingCatch`.
    func testATouchAfterTheTimelineEndedCatchesTheSpringAndTheTimeline() throws {
        // The scenario runs every pan; only gestures with followed views spring on after the timeline.
        let records = try UIKitRunTests.records.get().filter { record in
            guard record["scenario"] as? String == "followCatch", let gesture = record["gesture"] as? Int,
                  let program = UIKitRunTests.programs["\(record["transition"]!) \(record["operation"]!)"] else { return false }
            return program.interactions.indices.contains(gesture) && !program.interactions[gesture].follows.isEmpty
        }
        for record in records where record["error"] != nil { XCTFail("\(record["transition"]!) \(record["operation"]!): \(record["error"]!)") }
        let runs = try Self.runs("followCatch")
        XCTAssertGreaterThanOrEqual(runs.count, 2, "system-zoom's two gestures")
        var compared = 0, backCompared = 0, worstBack = 0.0
        var listed: [String: String] = [:]
        for run in runs {
            XCTAssertEqual(run.record["completions"] as? [Bool], [false], run.name)
            XCTAssertEqual(run.record["before"] as? NSDictionary, run.record["after"] as? NSDictionary, "\(run.name): every view as before")
            let stages = run.samples.map { $0.sample["stage"] as? String ?? "" }
            guard let ended = stages.firstIndex(of: "ended"), let caught = stages.firstIndex(of: "caught"),
                  let first = stages.firstIndex(of: "release"), let second = stages.lastIndex(of: "release"), first < ended, ended < second, caught > ended
            else { XCTFail("\(run.name): stages \(stages)"); continue }
            for index in ended..<run.samples.count where run.samples[index].sample["driverEnded"] as? Bool != true {
                let (sample, state) = run.samples[index]
                let found = UIKitRunTests.differences(sample, state)
                let others = found.filter { entry in !run.followed.contains { entry.key.hasPrefix($0 + ".") } }
                let views = sample["views"] as? [String: [String: Any]] ?? [:]
                if stages[index] == "back" {
                    let atTheFinish = run.samples[ended].sample["views"] as? [String: [String: Any]] ?? [:]
                    let moved = views.keys.filter { !run.followed.contains($0) && views[$0] as NSDictionary? != atTheFinish[$0] as NSDictionary? }
                    XCTAssertFalse(moved.isEmpty, "\(run.name) at \(sample["time"]!): dragged back, the timeline stays at the finish")
                    for layer in state.layers where !run.followed.contains(UIKitRunTests.viewName(layer)) {
                        let model = Self.shown(views[UIKitRunTests.viewName(layer)] ?? [:]), interpreter = Self.shown(layer)
                        guard model.count == interpreter.count, !model.isEmpty else { continue }
                        let departure = Self.departureFromAStraightLine(run.scene, layer: layer.id)
                        let within = model.indices.allSatisfy { index in
                            abs(model[index] - interpreter[index]) <= departure[index] + (index < 4 ? 1e-3 : 1e-6)
                        }
                        backCompared += 1
                        worstBack = max(worstBack, zip(zip(model, interpreter), departure).map { abs($0.0 - $0.1) / max($1, 1e-9) }.max() ?? 0)
                        XCTAssert(within, "\(run.name) back at \(sample["time"]!) \(layer.id): UIKit \(model), interpreter \(interpreter), bound \(departure)")
                    }
                } else {
                    if !others.isEmpty, listed["\(run.name) caught, the others"] == nil {
                        listed["\(run.name) caught, the others"] = "\(stages[index]) at \(sample["time"]!): \(others)"
                    }
                }
                for layer in state.layers where run.followed.contains(UIKitRunTests.viewName(layer)) {
                    compared += 1
                    let model = Self.shown(views[UIKitRunTests.viewName(layer)] ?? [:]), interpreter = Self.shown(layer)
                    guard model.count == interpreter.count else { XCTFail("\(run.name): no \(layer.id)"); continue }
                    if !Self.agree(model, interpreter), listed["\(run.name) caught, the followed"] == nil {
                        listed["\(run.name) caught, the followed"] = "\(stages[index]) at \(sample["time"]!): UIKit \(model), interpreter \(interpreter)"
                    }
                }
            }
        }
        UIKitRunTests.assertKnown(listed, KnownMismatches.followingCatch, "following, caught after the timeline")
        XCTAssertGreaterThanOrEqual(compared, 20)
        XCTAssertGreaterThanOrEqual(backCompared, 6)
        print("Following: dragged back after a catch, \(backCompared) views compared; largest gap \(worstBack) of the bound")
    }

    /// For each value `shown` gives, the largest distance between the timeline's value and the straight line from its
    /// start value to its finish value, over 1001 evenly spaced times: what scrubbing linearly may miss the easing by.
    static func departureFromAStraightLine(_ scene: PreparedScene, layer id: String) -> [Double] {
        func values(_ time: Double) -> [Double] { shown(scene.state(at: time).layers.first { $0.id == id }!) }
        let start = values(0), finish = values(scene.duration)
        var departure = [Double](repeating: 0, count: start.count)
        for step in 0...1000 {
            let fraction = Double(step) / 1000
            for (index, value) in values(fraction * scene.duration).enumerated() {
                departure[index] = max(departure[index], abs(value - (start[index] + (finish[index] - start[index]) * fraction)))
            }
        }
        return departure
    }
}
