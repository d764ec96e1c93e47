import Foundation
import TransChecker
import TransCorpus
import TransDiagnostics
import TransKit
import TransLowering
import TransSwiftGen
import XCTest

/// Runs the UIKit Swift generated for every example and corpus file against the executable UIKit
/// model (Tests/UIKitModel) and compares what the views show with the interpreter. What does not
/// match is listed, with its cause, in `KnownMismatches`: a test fails both when something new
/// breaks and when a listed mismatch is fixed, so the list stays the UIKit target's to-do list.
final class UIKitRunTests: XCTestCase {
    /// The UIKit Swift of every example and corpus file the target builds, rewritten for the
    /// model (file name → source), and the registry read from it.
    static let generated: Result<(files: [(String, String)], registry: String), Error> = Result {
        var generated: [(String, String)] = []
        var registry = DriverRegistry()
        for source in try Corpus.all() {
            guard let checked = FrontEnd.check(source).checked,
                  let swift = try? UIKitGenerator.generate(Lowering.lower(checked), source: source) else { continue }
            let name = URL(fileURLWithPath: source.path).deletingPathExtension().lastPathComponent
            generated.append((name + ".swift", DriverRegistry.rewrite(swift)))
            registry.read(swift)
        }
        return (generated, registry.source)
    }

    /// Every line the driver printed, decoded; one compile and one run per test process.
    nonisolated(unsafe) static let records: Result<[[String: Any]], Error> = Result {
        let (generated, registry) = try UIKitRunTests.generated.get()
        let lines = try ModelExecutable.run(generated: generated, registry: registry)
        return try lines.map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw ModelExecutable.Failure(description: "not a JSON object: \(line)")
            }
            return object
        }
    }

    /// The interpreter's programs by transition name and operation.
    static let programs: [String: TransitionProgram] = {
        var programs: [String: TransitionProgram] = [:]
        for source in (try? Corpus.all()) ?? [] {
            guard let effect = try? TransitionEffect(source: String(decoding: source.bytes, as: UTF8.self), path: source.path) else { continue }
            for program in effect.programs { programs["\(program.name) \(program.operation.rawValue)"] = program }
        }
        return programs
    }()

    /// The values the driver hands the generated code (see `DriverRegistry.value`), as the interpreter takes them.
    static func inputs(for program: TransitionProgram) -> [String: InputValue] { Corpus.sampleInputs(for: program) }

    static func numbers(_ value: Any?) -> [Double] { (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }

    /// Compares one sample with the interpreter; returns "view.property" → what differs.
    /// `transformSlack`: by layer, how far a transform's rotation and scale fields may be from the
    /// state's besides (see `SampledTracks.mixingBound`).
    /// The driver's name for a layer's view: its id, or for a piece the part of its view it shows (the
    /// driver names a piece by the part its snapshot took, so a piece cut from the wrong place is missing).
    static func viewName(_ layer: LayerState) -> String {
        guard let contents = layer.contents else { return layer.id }
        let (rows, columns) = (Int((1 / contents.rect.size.height).rounded()), Int((1 / contents.rect.size.width).rounded()))
        let (row, column) = (Int((contents.rect.minY * Double(rows)).rounded()), Int((contents.rect.minX * Double(columns)).rounded()))
        return "piece(\(contents.view), \(row), \(column) of \(rows)x\(columns))"
    }

    static func differences(_ record: [String: Any], _ state: SceneState, transformSlack: [String: Double] = [:]) -> [String: String] {
        var found: [String: String] = [:]
        let views = record["views"] as? [String: [String: Any]] ?? [:]
        // A millionth of the screen for points (844 pt tall: 8.4e-4 pt), a millionth for
        // unit values; both far below a pixel and far above the solvers' own error.
        func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance * max(844, abs($1)) }
        }
        func closeUnit(_ a: [Double], _ b: [Double], slack: Double) -> Bool {
            a.count == b.count && zip(a, b).enumerated().allSatisfy { index, pair in
                // The transform's last row holds the translation, in points.
                abs(pair.0 - pair.1) <= (index >= 12 ? 844e-6 : 1e-6) * max(1, abs(pair.1)) + (index >= 12 ? 0 : slack)
            }
        }
        for layer in state.layers {
            guard let view = views[viewName(layer)] else {
                if !layer.hidden && layer.opacity > 0 { found["\(layer.id).missing"] = "the interpreter shows it; the UIKit code has no such view" }
                continue
            }
            let frame = numbers(view["frame"])
            let expectedFrame = [layer.frame.origin.x, layer.frame.origin.y, layer.frame.size.width, layer.frame.size.height]
            let onScreen = view["onScreen"] as? Bool ?? false
            let visible = !layer.hidden && layer.opacity > 0
            if onScreen != !layer.hidden, visible || onScreen && (view["alpha"] as? Double ?? 0) > 0 {
                found["\(layer.id).hidden"] = "interpreter hidden \(layer.hidden), UIKit on screen \(onScreen)"
            }
            guard onScreen && !layer.hidden else { continue }
            if !close(frame, expectedFrame) { found["\(layer.id).frame"] = "\(frame) ≠ \(expectedFrame)" }
            let transform = numbers(view["transform"])
            if !closeUnit(transform, layer.transform.fields, slack: transformSlack[layer.id] ?? 0) { found["\(layer.id).transform"] = "\(transform) ≠ \(layer.transform.fields)" }
            let alpha = view["alpha"] as? Double ?? -1
            if abs(alpha - layer.opacity) > 1e-6 { found["\(layer.id).opacity"] = "\(alpha) ≠ \(layer.opacity)" }
            if (view["emptySnapshot"] as? Bool ?? false) && visible { found["\(layer.id).content"] = "the snapshot is empty" }
            let mask = numbers(view["mask"])
            if let shape = layer.mask {
                let local = [shape.rect.origin.x, shape.rect.origin.y, shape.rect.size.width, shape.rect.size.height]
                if !close(mask, local) { found["\(layer.id).mask"] = "\(mask) ≠ \(local)" }
            }
        }
        // Stacking: the views both sides know, bottom first.
        let shared = state.layers.filter { layer in views[viewName(layer)]?["z"] is NSNumber && !layer.hidden }
        let modelOrder = shared.sorted { (views[viewName($0)]!["z"] as! NSNumber).intValue < (views[viewName($1)]!["z"] as! NSNumber).intValue }.map(\.id)
        if modelOrder != shared.map(\.id) { found["stacking"] = "UIKit \(modelOrder), interpreter \(shared.map(\.id))" }
        return found
    }

    func testEveryOperationRunsAgainstTheModelAndMatchesTheInterpreterOrIsAKnownMismatch() throws {
        let (found, operations, matched, samples) = try Self.sampledRuns("") { program in SceneEnvironment(inputs: Self.inputs(for: program)) }
        print("UIKit model: \(operations.count) operations, \(samples) samples, \(matched.count) operations match the interpreter at every sample: \(matched.sorted())")
        XCTAssertGreaterThanOrEqual(operations.count, 30)
        XCTAssertGreaterThanOrEqual(samples, operations.count * 11)
        Self.assertKnown(found, KnownMismatches.sampled, "sampled")
    }

    /// The runs of the sampled scenario or of a variant of it (`sample` + suffix, `end` + suffix),
    /// compared with the interpreter in the environment the variant stands for: "Transition
    /// operation view.property" → what differs, with the operations, those that match at every
    /// sample, and the number of samples.
    static func sampledRuns(_ suffix: String, environment: (TransitionProgram) -> SceneEnvironment) throws
        -> (found: [String: String], operations: Set<String>, matched: Set<String>, samples: Int) {
        var found: [String: String] = [:]
        var operations = Set<String>()
        var samples = 0
        for record in try records.get() {
            let key = "\(record["transition"] ?? "") \(record["operation"] ?? "")"
            switch record["scenario"] as? String {
            case "sample" + suffix:
                operations.insert(key)
                let program = try XCTUnwrap(programs[key], "no program \(key)")
                let scene = try PreparedScene(program, environment: environment(program))
                if abs((record["duration"] as? Double ?? -1) - scene.duration) > 1e-9, found["\(key) duration"] == nil { found["\(key) duration"] = "UIKit \(record["duration"]!) s, interpreter \(scene.duration) s" }
                let shown = SampledTracks.shownByUIKit(scene, at: record["time"] as! Double)
                for (what, detail) in differences(record, shown.state, transformSlack: shown.transformSlack) where found["\(key) \(what)"] == nil {
                    found["\(key) \(what)"] = "at \(record["time"]!) s: \(detail)"
                }
                samples += 1
            case "end" + suffix:
                if (record["completions"] as? [Bool]) != [true] { found["\(key) completeTransition"] = "called \(record["completions"]!)" }
            default: break
            }
        }
        let matched = operations.filter { op in !found.keys.contains { $0.hasPrefix(op + " ") } }
        return (found, operations, matched, samples)
    }

    /// A variant's runs that differ where the plain run does not: a variant may only repeat a
    /// mismatch the plain run has (`KnownMismatches.sampled`), never add one.
    static func variantMismatches(_ suffix: String, environment: (TransitionProgram) -> SceneEnvironment) throws
        -> (new: [String: String], operations: Set<String>, matched: Int, samples: Int) {
        let (found, operations, matched, samples) = try sampledRuns(suffix, environment: environment)
        return (found.filter { KnownMismatches.sampled[$0.key] == nil }, operations, matched.count, samples)
    }

    /// In a right-to-left screen (the window's `semanticContentAttribute` forced, the input views and
    /// values placed mirrored) the generated animators run the mirrored variant and must show what the
    /// interpreter shows for the same layout.
    func testEveryOperationRunsMirroredInARightToLeftScreenAsTheInterpreterDoes() throws {
        let width = SceneEnvironment().container.width
        let (new, operations, matched, samples) = try Self.variantMismatches("RightToLeft") { program in
            let inputs = Self.inputs(for: program).mapValues { value -> InputValue in
                switch value {
                case .view(let frame): .view(frame: Rect(x: width - frame.maxX, y: frame.minY, width: frame.size.width, height: frame.size.height))
                case .rect(let rect): .rect(Rect(x: width - rect.maxX, y: rect.minY, width: rect.size.width, height: rect.size.height))
                case .point(let point): .point(Point(x: width - point.x, y: point.y))
                case .size, .number, .color: value
                }
            }
            return SceneEnvironment(inputs: inputs, layoutDirection: .rightToLeft)
        }
        let mirrored = operations.filter { Self.programs[$0]?.differsInRightToLeft ?? false }
        print("UIKit model, right to left: \(operations.count) operations (\(mirrored.count) mirrored), \(samples) samples, \(matched) operations match the interpreter at every sample")
        XCTAssertGreaterThanOrEqual(operations.count, 30)
        XCTAssertGreaterThanOrEqual(mirrored.count, 10)
        XCTAssertGreaterThanOrEqual(samples, operations.count * 11)
        XCTAssert(new.isEmpty, "right to left: mismatches the left-to-right run does not have:\n"
                  + new.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: "\n"))
    }

    /// With Reduce Motion on the generated animators run the cross-fade and must show what the
    /// interpreter shows with it on.
    func testWithReduceMotionEveryOperationCrossFadesAsTheInterpreterDoes() throws {
        let (new, operations, matched, samples) = try Self.variantMismatches("ReducedMotion") { program in
            SceneEnvironment(inputs: Self.inputs(for: program), reduceMotion: true)
        }
        print("UIKit model, Reduce Motion: \(operations.count) operations, \(samples) samples, \(matched) operations match the interpreter at every sample")
        XCTAssertGreaterThanOrEqual(operations.count, 30)
        XCTAssertGreaterThanOrEqual(samples, operations.count * 11)
        XCTAssert(new.isEmpty, "Reduce Motion: mismatches the full run does not have:\n"
                  + new.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: "\n"))
    }

    /// Swift 6.2 imports completion handlers as `@Sendable` (SE-0463), earlier compilers as plain
    /// closures; the generated code compiles in Swift 6 mode against both (the run uses the first).
    func testTheGeneratedCodeCompilesAgainstBothFormsOfTheSDKsCompletions() throws {
        let (generated, _) = try Self.generated.get()
        XCTAssertGreaterThanOrEqual(generated.count, 15)
        for (form, flags) in [("@Sendable", [String]()), ("plain", ModelExecutable.beforeSendableCompletions)] {
            let rejected = try ModelExecutable.swift6Rejections(generated: generated, flags: flags)
            print("UIKit model: \(rejected.count) of \(generated.count) generated files rejected in Swift 6 mode with \(form) completions")
            XCTAssertEqual(rejected, [:], "rejected with \(form) completions")
        }
    }

    /// The model itself, against values worked out by hand from Apple's documentation (Driver/ModelChecks.swift).
    func testTheModelBehavesAsDocumented() throws {
        let checks = try Self.records.get().filter { $0["scenario"] as? String == "check" }
        XCTAssertGreaterThanOrEqual(checks.count, 20)
        for check in checks { XCTAssertEqual(check["ok"] as? Bool, true, "\(check["name"]!): \(check["detail"]!)") }
    }

    func testPresentThenDismissLeavesThePresenterAsItWas() throws {
        var found: [String: String] = [:]
        var runs = 0
        for record in try Self.records.get() where record["scenario"] as? String == "presentDismiss" {
            runs += 1
            let name = "\(record["transition"]!)"
            let checks: [(String, Bool)] = [
                ("present completeTransition once", (record["presentCompletions"] as? [Bool]) == [true]),
                ("dismiss completeTransition once", (record["dismissCompletions"] as? [Bool]) == [true]),
                ("presenter in the window", record["inWindow"] as? Bool == true),
                ("presenter in its original superview", record["originalSuperview"] as? Bool == true),
                ("presenter not hidden", record["hidden"] as? Bool == false),
                ("presenter opaque", record["alpha"] as? Double == 1),
                ("presenter untransformed", record["identity"] as? Bool == true),
            ]
            for (what, ok) in checks where !ok { found["\(name) \(what)"] = "\(record)" }
        }
        print("UIKit model: \(runs) present-then-dismiss runs")
        XCTAssertGreaterThanOrEqual(runs, 8)
        Self.assertKnown(found, KnownMismatches.presentThenDismiss, "present-then-dismiss")
    }

    /// When a present ends, and after a layout pass, the presented view shows the frame and corner
    /// radius the interpreter gives `to` at the end of the present: a sheet does not snap to full screen.
    func testAPresentedSheetKeepsItsEndFrameAndCornerRadius() throws {
        var found: [String: String] = [:]
        var runs = 0, sheets = 0
        for record in try Self.records.get() where record["scenario"] as? String == "presentEnd" {
            runs += 1
            let name = "\(record["transition"]!)"
            let program = try XCTUnwrap(Self.programs["\(name) present"], "no program \(name) present")
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Self.inputs(for: program)))
            let end = try XCTUnwrap(scene.state(at: scene.duration).layers.first { $0.id == "to" })
            if (record["completions"] as? [Bool]) != [true] { found["\(name) completeTransition"] = "\(record["completions"]!)" }
            // Where the interpreter leaves `to` on screen: its frame moved by its transform, which must be a translation.
            let fields = end.transform.fields
            let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]
            guard zip(fields.prefix(12), identity).allSatisfy({ abs($0 - $1) < 1e-9 }), abs(fields[14]) < 1e-9 else { continue }
            let expected = [end.frame.origin.x + fields[12], end.frame.origin.y + fields[13], end.frame.size.width, end.frame.size.height]
            if expected != [0, 0, 390, 844] || end.cornerRadius != 0 { sheets += 1 }
            let frame = Self.numbers(record["frame"]), transform = Self.numbers(record["transform"])
            let shown = transform.count == 16 ? [frame[0] + transform[12], frame[1] + transform[13], frame[2], frame[3]] : frame
            if shown.count != 4 || zip(shown, expected).contains(where: { abs($0 - $1) > 844e-6 }) {
                found["\(name) frame"] = "UIKit \(shown), interpreter \(expected)"
            }
            let radius = record["cornerRadius"] as? Double ?? -1
            if abs(radius - end.cornerRadius) > 1e-6 { found["\(name) corner radius"] = "UIKit \(radius), interpreter \(end.cornerRadius)" }
        }
        print("UIKit model: \(runs) presents run to their end, \(sheets) of them sheets or cards")
        XCTAssertGreaterThanOrEqual(runs, 8)
        XCTAssertGreaterThanOrEqual(sheets, 4)
        Self.assertKnown(found, KnownMismatches.presentEnd, "present end")
    }

    /// A controller attached to another screen takes its recognizer along, and `detach()` leaves
    /// no recognizer behind (one left on a view keeps starting transitions and keeps the view's screen alive).
    func testInteractionControllersLeaveNoRecognizerBehind() throws {
        let records = try Self.records.get().filter { $0["scenario"] as? String == "reattach" }
        XCTAssertGreaterThanOrEqual(records.count, 20)
        for record in records {
            let name = "\(record["transition"]!) \(record["operation"]!)"
            XCTAssertEqual(record["afterFirst"] as? Int, 1, name)
            XCTAssertEqual(record["moved"] as? [Int], [0, 1], name)
            XCTAssertEqual(record["detached"] as? [Int], [0, 0], name)
        }
    }

    func testInteractiveReleaseCancelsWhenSlowAndFinishesWhenFast() throws {
        var found: [String: String] = [:]
        var runs = 0
        for record in try Self.records.get() where record["scenario"] as? String == "interactive" {
            runs += 1
            let fast = record["fast"] as? Bool ?? false
            let name = "\(record["transition"]!) \(record["operation"]!) \(fast ? "fast" : "slow")"
            if let error = record["error"] { found["\(name) runs"] = "\(error)"; continue }
            let completions = record["completions"] as? [Bool] ?? []
            let before = record["before"] as? NSDictionary, during = record["during"] as? NSDictionary, after = record["after"] as? NSDictionary
            if before == during { found["\(name) moves"] = "30 % of the gesture changed nothing on screen" }
            if fast {
                if completions != [true] { found["\(name) finishes"] = "completeTransition \(completions)" }
            } else {
                if completions != [false] { found["\(name) cancels"] = "completeTransition \(completions)" }
                for id in ["from", "to"] where (before?[id] as? NSDictionary) != (after?[id] as? NSDictionary) {
                    found["\(name) \(id) as before"] = "before \(before?[id] ?? "-")\nafter \(after?[id] ?? "-")"
                }
            }
        }
        print("UIKit model: \(runs) interactive runs")
        XCTAssertGreaterThanOrEqual(runs, 20)
        Self.assertKnown(found, KnownMismatches.interactive, "interactive")
    }

    /// A drag the wrong way or mostly across the gesture starts nothing (the recognizer fails, so a
    /// scroll view keeps the touch); the same recognizer dragged the declared way starts the transition.
    func testAPanBeginsOnlyTheDeclaredWay() throws {
        let records = try Self.records.get().filter { $0["scenario"] as? String == "gating" }
        XCTAssertGreaterThanOrEqual(records.count, 20)
        for record in records {
            let name = "\(record["transition"]!) \(record["operation"]!)"
            XCTAssertNil(record["error"], name)
            XCTAssertEqual(record["backwardStarted"] as? Bool, false, "\(name): a drag the other way started it")
            XCTAssertEqual(record["backwardFailed"] as? Bool, true, name)
            XCTAssertEqual(record["acrossStarted"] as? Bool, false, "\(name): a drag across the gesture started it")
            XCTAssertEqual(record["acrossFailed"] as? Bool, true, name)
            XCTAssertEqual(record["forwardStarted"] as? Bool, true, "\(name): a drag the declared way did not start it")
        }
    }

    /// A pan on a view smaller than the screen measures its progress in the transition's container,
    /// as the interpreter does: 60 pt along the gesture is the interpreter's progress for 60 pt.
    func testProgressIsMeasuredInTheContainer() throws {
        var runs = 0
        for record in try Self.records.get() where record["scenario"] as? String == "container" {
            let key = "\(record["transition"]!) \(record["operation"]!)"
            XCTAssertNil(record["error"], key)
            XCTAssertEqual(record["started"] as? Bool, true, key)
            let program = try XCTUnwrap(Self.programs[key], "no program \(key)")
            let interaction = try XCTUnwrap(program.interaction)
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Self.inputs(for: program)))
            let expected = try TransitionDriver(scene: scene, start: .gesture)
                .gestureProgress(GestureEvent(phase: .changed, time: 0, translation: Point(x: 60 * interaction.forward.x, y: 60 * interaction.forward.y)))
            XCTAssertEqual(try XCTUnwrap(record["percent"] as? Double), expected, accuracy: 1e-9, key)
            runs += 1
        }
        XCTAssertGreaterThanOrEqual(runs, 20)
    }

    /// The fast release hands the finger's velocity to the finishing spring, worked out here from
    /// the drag the driver sent and the interpreter's gesture distance: the velocity along the
    /// gesture over the distance left, v / ((1 − p) · d), and a completion speed of
    /// max(1, (1 − p) · duration · that velocity / 2). The slow release hands none.
    func testTheReleaseVelocityIsHandedToTheFinish() throws {
        var runs = 0
        for record in try Self.records.get() where record["scenario"] as? String == "interactive" && record["error"] == nil {
            let key = "\(record["transition"]!) \(record["operation"]!)"
            let program = try XCTUnwrap(Self.programs[key], "no program \(key)")
            guard let interaction = program.interaction, interaction.gesture != .pinch else { continue }
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Self.inputs(for: program)))
            let driver = try TransitionDriver(scene: scene, start: .gesture)
            // The interpreter's distance: the progress one point along the gesture makes.
            let perPoint = driver.gestureProgress(GestureEvent(phase: .changed, time: 0, translation: Point(x: interaction.forward.x, y: interaction.forward.y)))
            let distance = 1 / perPoint
            let moved = try XCTUnwrap(record["moved"] as? Double), speed = try XCTUnwrap(record["releaseSpeed"] as? Double)
            let progress = min(moved / distance, 1)
            let finished = (record["completions"] as? [Bool]) == [true]
            let left = finished ? 1 - progress : progress
            let towards = finished ? speed : -speed
            let expected = left > 0 ? towards / (left * distance) : 0
            let handed = try XCTUnwrap(record["initialVelocity"] as? Double, "\(key): no spring timing handed to the finish")
            XCTAssertEqual(handed, expected, accuracy: 1e-6 * max(1, abs(expected)), "\(key) fast \(speed > 0)")
            let completionSpeed = try XCTUnwrap(record["completionSpeed"] as? Double)
            XCTAssertEqual(completionSpeed, max(1, left * scene.duration * max(expected, 0) / 2), accuracy: 1e-6, key)
            if speed > 0, left > 0 { XCTAssertGreaterThan(handed, 0, "\(key): the finish starts at the finger's speed") }
            runs += 1
        }
        XCTAssertGreaterThanOrEqual(runs, 30)
    }

    /// Begin, move 30 %, fast release, a touch halfway through the finish, move back, slow release:
    /// the touch catches the views where they are, and the transition cancels once, every view as before.
    func testATouchInterruptingTheFinishCatchesItAndCancels() throws {
        var found: [String: String] = [:]
        var runs = 0
        for record in try Self.records.get() where record["scenario"] as? String == "interrupted" {
            runs += 1
            let name = "\(record["transition"]!) \(record["operation"]!)"
            if let error = record["error"] { found["\(name) runs"] = "\(error)"; continue }
            let flying = record["flying"] as? NSDictionary, caught = record["caught"] as? NSDictionary
            let before = record["before"] as? NSDictionary, after = record["after"] as? NSDictionary
            if record["completedBeforeTouch"] as? Bool != false { found["\(name) still finishing at the touch"] = "the finish had ended" }
            if flying == before { found["\(name) still finishing at the touch"] = "nothing had moved" }
            if flying != caught { found["\(name) caught where it is"] = "before the touch \(flying ?? [:])\nafter \(caught ?? [:])" }
            let caughtAt = record["caughtAt"] as? Double ?? 0
            // Past the release's 30 % (a spring handed a fast finger may overshoot the end a little).
            if !(caughtAt > 0.3) { found["\(name) caught after the release"] = "caught at \(caughtAt)" }
            if (record["completions"] as? [Bool]) != [false] { found["\(name) cancels"] = "completeTransition \(record["completions"]!)" }
            for id in ["from", "to"] where (before?[id] as? NSDictionary) != (after?[id] as? NSDictionary) {
                found["\(name) \(id) as before"] = "before \(before?[id] ?? "-")\nafter \(after?[id] ?? "-")"
            }
        }
        print("UIKit model: \(runs) interrupted runs")
        XCTAssertGreaterThanOrEqual(runs, 20)
        Self.assertKnown(found, KnownMismatches.interrupted, "interrupted")
    }

    /// `interruptibleAnimator(using:)` returns one instance for the life of a transition, on the
    /// path with views and on the one without; `isAnimated == false` completes at once in the end state.
    func testTheAnimatorRules() throws {
        var found: [String: String] = [:]
        var runs = 0, fallbacks = 0
        for record in try Self.records.get() where record["scenario"] as? String == "animatorRules" {
            runs += 1
            let name = "\(record["transition"]!) \(record["operation"]!)"
            if record["interruptible"] as? Bool == true, record["sameInstance"] as? Bool != true { found["\(name) same animator"] = "a second call made another" }
            if let same = record["fallbackSameInstance"] as? Bool {
                fallbacks += 1
                if !same { found["\(name) same animator without views"] = "a second call made another" }
                if (record["fallbackCompletions"] as? [Bool]) != [true] { found["\(name) completes without views"] = "\(record["fallbackCompletions"]!)" }
            }
            if (record["completionsAtOnce"] as? [Bool]) != [true] { found["\(name) not animated completes at once"] = "completeTransition \(record["completionsAtOnce"]!)" }
            if record["atOnceIsTheEnd"] as? Bool != true { found["\(name) not animated shows the end"] = "the views differ from the animated run's end" }
        }
        print("UIKit model: \(runs) animator-rule runs, \(fallbacks) without views")
        XCTAssertGreaterThanOrEqual(runs, 30)
        XCTAssertGreaterThanOrEqual(fallbacks, 5)
        Self.assertKnown(found, KnownMismatches.animatorRules, "animator rules")
    }

    /// Found and listed must be the same keys; prints the difference with details.
    static func assertKnown(_ found: [String: String], _ known: [String: String], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let new = found.keys.filter { known[$0] == nil }.sorted()
        let fixed = known.keys.filter { found[$0] == nil }.sorted()
        XCTAssert(new.isEmpty, "\(what): mismatches not in KnownMismatches:\n" + new.map { "\"\($0)\": \(found[$0]!)" }.joined(separator: "\n"),
                  file: file, line: line)
        XCTAssert(fixed.isEmpty, "\(what): listed in KnownMismatches but now right (remove them):\n" + fixed.joined(separator: "\n"), file: file, line: line)
    }
}
