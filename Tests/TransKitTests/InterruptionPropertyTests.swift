import TransCorpus
import TransKit
import XCTest

/// The guarantees of an interactive run, under seeded random gesture sequences that grab,
/// move, release at any velocity, touch the settling run again and again, and abandon: on every
/// interactive operation of the corpus and on random effects, a touch catches the run where it
/// shows, the run ends once, exactly in the finish or the start state, and its ending lifecycle
/// (run once on a recording stage) leaves no view hidden or changed by the frames, except the
/// views it keeps for the way back.
final class InterruptionPropertyTests: XCTestCase {

    /// What the runs of one test saw, so that each test can require every case to have occurred.
    struct Tally {
        var outcomes = [false: 0, true: 0]
        /// Touches that caught a finishing run, and a cancelling one.
        var caughtFinishing = 0, caughtCancelling = 0
        /// Runs whose ending lifecycle ran on the stage.
        var lifecycles = 0
        /// Touches that caught a followed view in its spring.
        var caughtFollowing = 0
    }

    /// An interactive program with a stage to run its lifecycle on, set as UIKit hands the views over.
    struct Subject {
        var scene: PreparedScene
        var stage: RecordingStage
        /// The forward program to run first, where this one takes over what that one keeps.
        var forward: TransitionProgram?
        /// Which of the operation's gestures drives the run.
        var gesture = 0
    }

    /// `from` alone in the container, its screen's `view` inputs outside it.
    static func stage(for program: TransitionProgram) -> RecordingStage {
        // The stage makes a dimming view on request, as `LifecycleStage.view` says.
        var roles: [Actor: String] = [.from: "A", .to: "B", .container: "container", .dimming: "dimming"]
        for input in program.inputs where input.type == .view { roles[.input(input.name)] = input.name }
        return RecordingStage(roles: roles, subviews: ["A"])
    }

    /// The layers a program takes over from what its forward run kept.
    static func takenOver(_ program: TransitionProgram) -> Set<String> {
        Set(program.setup.compactMap { if case .takeOver(let id) = $0 { id } else { nil } })
    }

    /// Marks what the frames change (transform, opacity, mask, frame…) on each view they animate, but
    /// those taken over: their frames start from, and a cancel leaves them at, the state the forward run left.
    static func markFrames(of program: TransitionProgram, _ lifecycle: LifecycleExecutor<RecordingStage>, on stage: inout RecordingStage) {
        let takenOver = takenOver(program)
        for id in program.layersChangedByFrames where !takenOver.contains(id) {
            if let view = lifecycle.views[id] { stage.looks[view, default: .init()].scale = 0.5 }
        }
    }

    /// The views a user can still see: the screens, the inputs' views, and what is in the container.
    /// A snapshot taken out of the container is gone.
    static func views(_ stage: RecordingStage) -> Set<String> {
        // The dimming view is made by the run, as a snapshot is: it counts while it is in the container.
        Set(stage.roles.filter { $0.key != .container && $0.key != .dimming }.map(\.value) + stage.subviews)
    }

    /// Drives one run by a random gesture sequence and checks every guarantee on the way.
    static func drive(_ subject: Subject, _ g: inout SeededRandom, tally: inout Tally, label: String) throws {
        let scene = subject.scene
        let program = scene.program
        let interaction = program.interactions[subject.gesture]
        var stage = subject.stage
        if let forward = subject.forward {
            // The forward run completes first, keeping what the way back takes over; then from and to trade places.
            var run = LifecycleExecutor<RecordingStage>(program: forward)
            try run.run(.setup, on: &stage)
            Self.markFrames(of: forward, run, on: &stage)
            try run.run(.completion, on: &stage)
            stage.roles[.from] = "B"
            stage.roles[.to] = "A"
        }
        let before = stage
        var lifecycle = LifecycleExecutor<RecordingStage>(program: program)
        try lifecycle.run(.setup, on: &stage)
        // The ending lifecycle must put back what the frames changed on every view it does not keep.
        Self.markFrames(of: program, lifecycle, on: &stage)

        var driver = try TransitionDriver(scene: scene, start: .gesture, gesture: subject.gesture, at: 0)
        var clock = 0.0
        var ended: Bool?
        var ranEnding = 0
        let following = !interaction.follows.isEmpty
        /// When the finger last let go: a run whose views follow it ends only once their spring is done too.
        var lastRelease = 0.0
        /// After every event and clock step: the run ends once and stays ended, and its ending list runs then.
        func observe() throws {
            if let ended { XCTAssertEqual(driver.completed, ended, "\(label): an ended run changed"); return }
            guard let completed = driver.completed else { return }
            ended = completed
            if following {
                XCTAssertGreaterThanOrEqual(clock, lastRelease + interaction.release.duration - 1e-9, "\(label): ended before the spring")
            }
            let list = try XCTUnwrap(driver.endingLifecycle)
            XCTAssertEqual(list, LifecycleList.ending(completed: completed))
            try lifecycle.run(list, on: &stage)
            ranEnding += 1
        }
        func event(_ phase: GestureEvent.Phase, travel: Double) -> GestureEvent {
            var event = driver.event(phase, atProgress: travel, time: clock)
            let speed = g.between(-3000, 3000)
            if interaction.gesture != .pinch { event.velocity = Point(x: interaction.forward.x * speed, y: interaction.forward.y * speed) }
            if following && phase != .began {
                // A followed view goes where the finger does, across the gesture too.
                let across = g.between(-200, 200)
                event.translation.x += interaction.forward.y * across
                event.translation.y += interaction.forward.x * across
                event.velocity.x += interaction.forward.y * g.between(-2000, 2000)
                event.velocity.y += interaction.forward.x * g.between(-2000, 2000)
            }
            return event
        }

        driver.handle(event(.began, travel: 0))
        try observe()
        let grabs = 1 + Int(g.next() % 5)
        for grab in 0..<grabs {
            // The finger moves, each step by up to a third of the distance either way, past both ends at times.
            var travel = 0.0
            for _ in 0..<Int(1 + g.next() % 8) {
                clock += g.between(0.004, 0.05)
                travel = min(max(travel + g.between(-0.3, 0.4), -0.5), 1.5)
                driver.handle(event(.changed, travel: travel))
                try observe()
            }
            clock += g.between(0.001, 0.03)
            lastRelease = clock
            driver.handle(event(g.chance(0.1) ? .cancelled : .ended, travel: travel))
            try observe()
            XCTAssertNotEqual(driver.phase, .interacting, "\(label): a release lets go")
            // It settles for a few frames, then (but after the last grab) a touch may catch it.
            for _ in 0..<Int(g.next() % 20) {
                clock += 1.0 / 60
                driver.advance(to: clock)
                try observe()
            }
            guard grab < grabs - 1 else { break }
            clock += g.between(0, 0.02)
            let settling = driver.phase
            // The oracle: the same run left alone to the touch's time.
            var alone = driver
            alone.advance(to: clock)
            driver.handle(event(.began, travel: 0))
            try observe()
            if alone.completed == nil {
                XCTAssertEqual(driver.phase, .interacting, "\(label): a touch while it settles catches it")
                XCTAssertEqual(driver.time, alone.time, accuracy: 1e-9 * max(1, scene.duration), "\(label): caught where it shows")
                if following {
                    // Every view, the followed ones too, shows at the touch what the run left alone shows.
                    var caught = scene.state(at: 0), shown = scene.state(at: 0)
                    driver.state(into: &caught)
                    alone.state(into: &shown)
                    // Field by field: the caught time is read back from a fraction, as the timeline's is above.
                    XCTAssertEqual(caught.fields.count, shown.fields.count, "\(label)")
                    for (a, b) in zip(caught.fields, shown.fields) {
                        switch (a.value, b.value) {
                        case let (.number(x), .number(y)):
                            XCTAssertEqual(x, y, accuracy: 1e-9 * max(1, abs(y)), "\(label): \(a.name) of a view caught where it shows")
                        default: XCTAssertEqual(a, b, "\(label): a view caught where it shows")
                        }
                    }
                    tally.caughtFollowing += 1
                }
                if settling == .finishing { tally.caughtFinishing += 1 } else if settling == .cancelling { tally.caughtCancelling += 1 }
            } else {
                XCTAssertEqual(driver.completed, alone.completed, "\(label): a touch after the end changes nothing")
            }
        }
        while driver.completed == nil {
            clock += 1.0 / 60
            driver.advance(to: clock)
            try observe()
            if clock > 1000 { return XCTFail("\(label): the run never ends") }
        }
        // Touches after the end start nothing.
        let time = driver.time
        clock += 0.1
        driver.handle(event(.began, travel: 0))
        driver.handle(event(.changed, travel: 0.5))
        driver.handle(event(.ended, travel: 0.5))
        try observe()
        XCTAssertEqual(driver.time, time, "\(label)")
        XCTAssertEqual(ranEnding, 1, "\(label): the ending lifecycle runs once")

        let completed = try XCTUnwrap(driver.completed)
        tally.outcomes[completed, default: 0] += 1
        var state = scene.state(at: scene.duration / 2)
        driver.state(into: &state)
        XCTAssertEqual(state, scene.state(at: completed ? scene.duration : 0), "\(label): ends exactly in the \(completed ? "finish" : "start") state")

        if completed {
            // Only what the run keeps for the way back may stay as the frames left it, or hidden.
            let kept = Set(program.kept.compactMap { lifecycle.views[$0] })
            for view in Self.views(stage) where !kept.contains(view) {
                let look = stage.look(view)
                XCTAssertEqual(look, RecordingStage.Look(), "\(label): \(view) left \(look.hidden ? "hidden" : "changed") when it completed")
            }
            for view in stage.subviews where view.hasPrefix("snapshot") {
                XCTAssertTrue(kept.contains(view), "\(label): \(view) left in the container")
            }
        } else {
            XCTAssertEqual(stage.subviews, before.subviews, "\(label): the container as before when it cancelled")
            for view in Self.views(stage).union(Self.views(before)) {
                XCTAssertEqual(stage.look(view), before.look(view), "\(label): \(view) as before when it cancelled")
            }
            XCTAssertEqual(stage.kept.ids, before.kept.ids, "\(label): what was kept is kept for the next try")
        }
        tally.lifecycles += 1
    }

    func testEveryInteractiveOperationOfTheCorpusUnderRandomInterruptedGestures() throws {
        var g = SeededRandom(seed: 2026)
        var tally = Tally()
        var operations = 0
        for source in try Corpus.all() {
            let effect = try TransitionEffect(source: String(decoding: source.bytes, as: UTF8.self), path: source.path)
            for program in effect.programs where !program.interactions.isEmpty {
                var forward: TransitionProgram?
                if !Self.takenOver(program).isEmpty {
                    forward = try XCTUnwrap(effect.programs.first { $0.name == program.name && !$0.kept.isEmpty && !$0.isDerivedBackward },
                                            "\(source.path) \(program.operation): takes over what no forward run keeps")
                }
                let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Corpus.sampleInputs(for: program)))
                var subject = Subject(scene: scene, stage: Self.stage(for: forward ?? program), forward: forward)
                operations += 1
                for run in 0..<40 {
                    subject.gesture = run % program.interactions.count
                    try Self.drive(subject, &g, tally: &tally, label: "\(source.path) \(program.name) \(program.operation.rawValue) run \(run)")
                }
            }
        }
        print("interruption properties: \(operations) interactive operations, \(tally)")
        XCTAssertGreaterThanOrEqual(operations, 20)
        Self.assertEveryCase(tally, runs: operations * 40)
    }

    func testRandomEffectsUnderRandomInterruptedGestures() throws {
        var g = SeededRandom(seed: 13)
        var tally = Tally()
        let effects = 120
        for index in 0..<effects {
            let source = RandomTransition.source(&g)
            let effect = try TransitionEffect(source: source)
            let container = Size(width: g.between(200, 1200), height: g.between(300, 1400))
            let scene = try effect.scene(operation: .pop, environment: SceneEnvironment(container: container))
            let subject = Subject(scene: scene, stage: Self.stage(for: scene.program), forward: nil)
            for run in 0..<3 { try Self.drive(subject, &g, tally: &tally, label: "random effect \(index) run \(run):\n\(source)\n") }
        }
        print("interruption properties: \(effects) random effects, \(tally)")
        Self.assertEveryCase(tally, runs: effects * 3)
    }

    func testRandomFollowingEffectsUnderRandomInterruptedGestures() throws {
        var g = SeededRandom(seed: 613)
        var tally = Tally()
        let effects = 120
        for index in 0..<effects {
            let source = RandomTransition.source(&g, following: true)
            let effect = try TransitionEffect(source: source)
            let container = Size(width: g.between(200, 1200), height: g.between(300, 1400))
            let scene = try effect.scene(operation: .pop, environment: SceneEnvironment(container: container))
            XCTAssertFalse(scene.program.interactions[0].follows.isEmpty, "random effect \(index) follows")
            let subject = Subject(scene: scene, stage: Self.stage(for: scene.program), forward: nil)
            for run in 0..<3 { try Self.drive(subject, &g, tally: &tally, label: "random following effect \(index) run \(run):\n\(source)\n") }
        }
        print("interruption properties: \(effects) random following effects, \(tally)")
        Self.assertEveryCase(tally, runs: effects * 3)
        XCTAssertGreaterThan(tally.caughtFollowing, effects * 3 / 10)
    }

    /// Both outcomes and both kinds of catch occur often, or part of the property is untested.
    static func assertEveryCase(_ tally: Tally, runs: Int) {
        XCTAssertEqual(tally.lifecycles, runs)
        XCTAssertGreaterThan(tally.outcomes[true] ?? 0, runs / 10)
        XCTAssertGreaterThan(tally.outcomes[false] ?? 0, runs / 10)
        XCTAssertGreaterThan(tally.caughtFinishing, runs / 20)
        XCTAssertGreaterThan(tally.caughtCancelling, runs / 20)
    }
}
