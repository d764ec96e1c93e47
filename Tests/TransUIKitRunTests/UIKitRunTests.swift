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
        for source in try sources.get() {
            guard let checked = FrontEnd.check(source).checked,
                  let swift = try? UIKitGenerator.generate(Lowering.lower(checked), source: source) else { continue }
            // A docs block's place names its file: docs/language.md:15 → language-md-15.swift.
            let name = URL(fileURLWithPath: source.path).lastPathComponent.replacingOccurrences(of: ".trans", with: "")
                .replacingOccurrences(of: ".md:", with: "-md-")
            generated.append((name + ".swift", DriverRegistry.rewrite(swift)))
            registry.read(swift)
            registry.readThresholds(Lowering.lower(checked))
        }
        return (generated, registry.source)
    }

    /// What runs against the model: every example and corpus file, every docs block (`Corpus.documentationEffects`), and
    /// the seeded random effects.
    static let sources: Result<[SourceFile], Error> = Result { try Corpus.all() + Corpus.documentationEffects() + randomEffects }

    /// Seeded random effects (`RandomTransition`: random properties, timings, pacing and pans), run through
    /// every scenario beside the corpus, so what the scenarios check holds for effects nobody wrote by hand too.
    /// The last three have a view follow the finger in their pop (from a seed of their own, so the first six stay as they were).
    static let randomEffects: [SourceFile] = {
        var random = SeededRandom(seed: 2027), followingRandom = SeededRandom(seed: 2028)
        return (1...9).map { index in
            let name = "RandomEffect\(index)"
            let source = index <= 6 ? RandomTransition.source(&random, name: name)
                : RandomTransition.source(&followingRandom, name: name, following: true)
            return SourceFile(path: "random/\(name).trans", bytes: Array(source.utf8))
        }
    }()

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
        for source in (try? sources.get()) ?? [] {
            guard let effect = try? TransitionEffect(source: String(decoding: source.bytes, as: UTF8.self), path: source.path) else { continue }
            for program in effect.programs { programs["\(program.name) \(program.operation.rawValue)"] = program }
        }
        return programs
    }()

    /// The values the driver hands the generated code (see `DriverRegistry.value`), as the interpreter takes them.
    static func inputs(for program: TransitionProgram) -> [String: InputValue] { Corpus.sampleInputs(for: program) }

    static func numbers(_ value: Any?) -> [Double] { (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }

    /// The driver's name for a layer's view: its id, or for a piece the part of its view it shows (the
    /// driver names a piece by the part its snapshot took, so a piece cut from the wrong place is missing).
    static func viewName(_ layer: LayerState) -> String {
        guard let contents = layer.contents else { return layer.id }
        let (rows, columns) = (Int((1 / contents.rect.size.height).rounded()), Int((1 / contents.rect.size.width).rounded()))
        let (row, column) = (Int((contents.rect.minY * Double(rows)).rounded()), Int((contents.rect.minX * Double(columns)).rounded()))
        return "piece(\(contents.view), \(row), \(column) of \(rows)x\(columns))"
    }

    /// Compares one sample with the interpreter; returns "view.property" → what differs.
    /// `transformSlack`: by layer, how far a transform's rotation and scale fields may be from the
    /// state's besides (see `SampledTracks.mixingBound`).
    /// `coloured`: the layers whose background colour a track sets, compared (the others keep the app's).
    static func differences(_ record: [String: Any], _ state: SceneState, transformSlack: [String: Double] = [:],
                            coloured: Set<String> = []) -> [String: String] {
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
            // The shadow, as seen (a clipping view shows none), cast from a path of the view's bounds.
            let shadowOpacity = view["shadowOpacity"] as? Double ?? -1
            if abs(shadowOpacity - layer.style.shadowOpacity) > 1e-6 { found["\(layer.id).shadowOpacity"] = "\(shadowOpacity) ≠ \(layer.style.shadowOpacity)" }
            if layer.style.shadowOpacity > 0 {
                let style = layer.style
                let radius = view["shadowRadius"] as? Double ?? -1
                if abs(radius - style.shadowRadius) > 844e-6 { found["\(layer.id).shadowRadius"] = "\(radius) ≠ \(style.shadowRadius)" }
                let offset = numbers(view["shadowOffset"])
                if !close(offset, [style.shadowOffset.x, style.shadowOffset.y]) {
                    found["\(layer.id).shadowOffset"] = "\(offset) ≠ \([style.shadowOffset.x, style.shadowOffset.y])"
                }
                let color = numbers(view["shadowColor"])
                let expectedColor = [style.shadowColor.red, style.shadowColor.green, style.shadowColor.blue, style.shadowColor.alpha]
                if !closeUnit(color, expectedColor, slack: 0) { found["\(layer.id).shadowColor"] = "\(color) ≠ \(expectedColor)" }
                let path = numbers(view["shadowPath"])
                if !close(path, [0, 0, layer.frame.size.width, layer.frame.size.height]) {
                    found["\(layer.id).shadowPath"] = path.isEmpty ? "none: the shadow is found offscreen every frame" : "\(path) ≠ the view's bounds"
                }
            }
            let color = layer.style.backgroundColor, background = numbers(view["background"])
            let expectedColor = [color.red, color.green, color.blue, color.alpha]
            if coloured.contains(layer.id), background.count != 4 || zip(background, expectedColor).contains(where: { abs($0 - $1) > 1e-6 }) {
                found["\(layer.id).background-color"] = "\(background) ≠ \(expectedColor)"
            }
            let mask = numbers(view["mask"])
            if let shape = layer.mask {
                // The region the mask covers: a rect of negative size spans the same region as its standardized form.
                let region = shape.rect.standardized
                let local = [region.origin.x, region.origin.y, region.size.width, region.size.height]
                if !close(mask, local) { found["\(layer.id).mask"] = "\(mask) ≠ \(local)" }
            }
        }
        // Stacking: the views both sides know, bottom first.
        let shared = state.layers.filter { layer in views[viewName(layer)]?["z"] is NSNumber && !layer.hidden }
        let modelOrder = shared.sorted { (views[viewName($0)]!["z"] as! NSNumber).intValue < (views[viewName($1)]!["z"] as! NSNumber).intValue }.map(\.id)
        if modelOrder != shared.map(\.id) { found["stacking"] = "UIKit \(modelOrder), interpreter \(shared.map(\.id))" }
        return found
    }

    /// Every docs block runs against the model (`Corpus.documentationEffects`): each of its operations is sampled.
    /// A block that stopped checking or building, renamed or not, would otherwise drop out of the runs unseen.
    func testEveryDocsBlockRunsAgainstTheModel() throws {
        let sampled = Set(try Self.records.get().filter { $0["scenario"] as? String == "sample" }.map { "\($0["transition"] ?? "") \($0["operation"] ?? "")" })
        let blocks = try Corpus.documentationEffects()
        var operations = 0
        for block in blocks {
            let checked = FrontEnd.check(block)
            XCTAssertNotNil(checked.checked, "\(block.path) does not check: \(checked.diagnostics.all.map(\.message))")
            for program in checked.checked.map(Lowering.lower) ?? [] {
                operations += 1
                XCTAssert(sampled.contains("\(program.name) \(program.operation.rawValue)"), "\(block.path): \(program.name) \(program.operation.rawValue) did not run")
            }
        }
        print("UIKit model: \(blocks.count) docs blocks beside the examples, \(operations) operations")
        XCTAssertGreaterThanOrEqual(blocks.count, 25)
        XCTAssertGreaterThanOrEqual(operations, 30)
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
    /// `records`: another driver's (the embedded animator's); `shown`: what its views should show
    /// at a time (the generated code samples some tracks, `SampledTracks`).
    static func sampledRuns(_ suffix: String, records: [[String: Any]]? = nil,
                            shown: (PreparedScene, Double) -> (state: SceneState, transformSlack: [String: Double]) = { SampledTracks.shownByUIKit($0, at: $1) },
                            environment: (TransitionProgram) -> SceneEnvironment) throws
        -> (found: [String: String], operations: Set<String>, matched: Set<String>, samples: Int) {
        var found: [String: String] = [:]
        var operations = Set<String>()
        var samples = 0
        for record in try records ?? Self.records.get() {
            let key = "\(record["transition"] ?? "") \(record["operation"] ?? "")"
            switch record["scenario"] as? String {
            case "sample" + suffix:
                operations.insert(key)
                let program = try XCTUnwrap(programs[key], "no program \(key)")
                let scene = try PreparedScene(program, environment: environment(program))
                if abs((record["duration"] as? Double ?? -1) - scene.duration) > 1e-9, found["\(key) duration"] == nil { found["\(key) duration"] = "UIKit \(record["duration"]!) s, interpreter \(scene.duration) s" }
                let time = record["time"] as! Double
                let shown = shown(scene, time)
                let coloured = Set(program.tracks.filter { $0.property == .backgroundColor }.map { program.layers[$0.layer].id })
                // A sample within rounding of the instant a `hidden` switches may show either side: the clocks read it as an
                // absolute time less the run's start, which rounds by the start's size (it grows with the runs before).
                let (before, after) = (scene.state(at: time - 1e-9), scene.state(at: time + 1e-9))
                let switching = Set(zip(before.layers, after.layers).filter { $0.hidden != $1.hidden }.map { "\($0.0.id).hidden" })
                for (what, detail) in differences(record, shown.state, transformSlack: shown.transformSlack, coloured: coloured)
                where found["\(key) \(what)"] == nil && !switching.contains(what) {
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

    /// The environment of a right-to-left screen: the input views and values placed mirrored, as the driver places them.
    static func rightToLeftEnvironment(_ program: TransitionProgram) -> SceneEnvironment {
        let width = SceneEnvironment().container.width
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

    /// In a right-to-left screen (the window's `semanticContentAttribute` forced, the input views and
    /// values placed mirrored) the generated animators run the mirrored variant and must show what the
    /// interpreter shows for the same layout.
    func testEveryOperationRunsMirroredInARightToLeftScreenAsTheInterpreterDoes() throws {
        let (new, operations, matched, samples) = try Self.variantMismatches("RightToLeft", environment: Self.rightToLeftEnvironment)
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

    /// A dismiss whose motion `reverse { … }` states (the card drops tilting, not the present played
    /// backward) runs on the model as the interpreter runs it, at every sample and in every layout
    /// variant; and after a present then that dismiss, the presenter the present kept is as it was.
    func testAnOwnBackwardMotionMatchesTheInterpreterAndRestoresTheKeptPresenter() throws {
        let own = Set(Self.programs.values.filter(\.hasOwnBackwardMotion).map { "\($0.name) \($0.operation)" })
        XCTAssert(own.contains("SwingSheet dismiss"), "examples/swing-sheet.trans states its dismiss")
        let (found, operations, matched, _) = try Self.sampledRuns("") { program in SceneEnvironment(inputs: Self.inputs(for: program)) }
        for key in own {
            XCTAssert(operations.contains(key), "\(key) runs on the model")
            XCTAssert(matched.contains(key), "\(key): \(found.filter { $0.key.hasPrefix(key + " ") })")
        }
        let presentDismiss = try Self.records.get().filter {
            $0["scenario"] as? String == "presentDismiss" && $0["transition"] as? String == "SwingSheet"
        }
        XCTAssertEqual(presentDismiss.count, 1)
        for record in presentDismiss {
            XCTAssertEqual(record["dismissCompletions"] as? [Bool], [true])
            XCTAssertEqual(record["alpha"] as? Double, 1, "the present dimmed the kept presenter to 0.6; the dismiss restored it")
            XCTAssertEqual(record["identity"] as? Bool, true)
            XCTAssertEqual(record["hidden"] as? Bool, false)
        }
    }

    /// The dimming view is the presentation controller's: after the present it covers the container
    /// below the presented view at the alpha the interpreter ends `dimming` with; it still covers the
    /// container after a size change (a rotation); a dismissal cancelled at 30 % leaves it as it was;
    /// a completed dismissal takes it away.
    func testAPresentationControllerKeepsTheDimmingView() throws {
        let records = try Self.records.get().filter { $0["scenario"] as? String == "dimming" }
        XCTAssert(records.contains { $0["transition"] as? String == "DimmedSheet" }, "examples/dimmed-sheet.trans dims")
        for record in records {
            let name = "\(record["transition"]!)"
            let program = try XCTUnwrap(Self.programs["\(name) present"])
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Self.inputs(for: program)))
            let end = try XCTUnwrap(scene.state(at: scene.duration).layers.first { $0.id == "dimming" }, name)
            func state(_ key: String) throws -> [String: Any] { try XCTUnwrap(record[key] as? [String: Any], "\(name) \(key)") }
            func covers(_ state: [String: Any]) -> Bool {
                let (frame, container) = (Self.numbers(state["frame"]), Self.numbers(state["container"]))
                return frame.count == 4 && frame == container
            }
            func below(_ state: [String: Any]) -> Bool {
                guard let z = state["z"] as? Int, let presented = state["presentedZ"] as? Int else { return false }
                return z < presented
            }
            XCTAssertEqual(record["presentCompletions"] as? [Bool], [true], name)
            let presented = try state("presented"), resized = try state("resized"), cancelled = try state("cancelled")
            XCTAssertEqual(presented["inContainer"] as? Bool, true, name)
            XCTAssert(covers(presented) && below(presented), "\(name) after the present: \(presented)")
            XCTAssertEqual(presented["alpha"] as? Double ?? -1, end.opacity, accuracy: 1e-6, name)
            XCTAssertEqual(Self.numbers(resized["container"]), [0, 0, 844, 390], name)
            XCTAssert(covers(resized) && resized["inContainer"] as? Bool == true, "\(name) after a size change: \(resized)")
            XCTAssertEqual(try state("during")["inContainer"] as? Bool, true, name)
            XCTAssertEqual(record["cancelCompletions"] as? [Bool], [false], name)
            XCTAssert(covers(cancelled) && below(cancelled) && cancelled["inContainer"] as? Bool == true, "\(name) after a cancelled dismissal: \(cancelled)")
            XCTAssertEqual(cancelled["alpha"] as? Double ?? -1, end.opacity, accuracy: 1e-6, "\(name): a cancelled dismissal puts the alpha back")
            XCTAssertEqual(record["dismissCompletions"] as? [Bool], [true], name)
            XCTAssertEqual(record["removed"] as? Bool, true, "\(name): the completed dismissal takes the dimming view away")
        }
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
            // One recognizer per gesture the operation declares.
            let gestures = try XCTUnwrap(Self.programs[name], "no program \(name)").interactions.count
            XCTAssertEqual(record["afterFirst"] as? Int, gestures, name)
            XCTAssertEqual(record["moved"] as? [Int], [0, gestures], name)
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
            // Released still, it cancels short of the file's `complete-at` (the scenario moves to 30 %) and finishes past it.
            let key = "\(record["transition"]!) \(record["operation"]!)"
            let threshold = (record["gesture"] as? Int).flatMap { gesture in Self.programs[key]?.interactions[gesture].threshold } ?? 1
            if fast || (record["percent"] as? Double ?? 0) >= threshold {
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

    /// A pan either way (a tab's `pan(horizontal)`): a drag across it starts nothing; 60 pt against
    /// its direction starts the switch to the previous tab, which shows the interpreter's mirror image
    /// (`towardOtherNeighbour`) at the interpreter's progress for 60 pt; 60 pt along it, the next tab's.
    func testAPanEitherWayPicksTheNeighbourByItsSign() throws {
        var runs = 0
        for record in try Self.records.get() where record["scenario"] as? String == "eitherWay" {
            let key = "\(record["transition"]!) \(record["operation"]!)"
            XCTAssertNil(record["error"], key)
            XCTAssertEqual(record["acrossStarted"] as? Bool, false, "\(key): a drag across it started it")
            XCTAssertEqual(record["acrossFailed"] as? Bool, true, key)
            let program = try XCTUnwrap(Self.programs[key], "no program \(key)")
            let gesture = try XCTUnwrap(record["gesture"] as? Int)
            let forward = program.interactions[gesture].forward
            for (name, ran, sign) in [("backward", program.towardOtherNeighbour(), -1.0), ("forward", program, 1.0)] {
                XCTAssertEqual(record["\(name)Started"] as? Bool, true, "\(key): a drag \(name) started nothing")
                let scene = try PreparedScene(ran, environment: SceneEnvironment(inputs: Self.inputs(for: ran)))
                // 60 pt the way the finger went, which the mirror image's gesture takes forwards.
                let travel = Point(x: 60 * sign * forward.x, y: 60 * sign * forward.y)
                let progress = try TransitionDriver(scene: scene, start: .gesture, gesture: gesture)
                    .gestureProgress(GestureEvent(phase: .changed, time: 0, translation: travel))
                XCTAssertGreaterThan(progress, 0, "\(key) \(name)")
                XCTAssertEqual(try XCTUnwrap(record["\(name)Percent"] as? Double), progress, accuracy: 1e-9, "\(key) \(name)")
                let shown = try XCTUnwrap((record[name] as? NSDictionary)?["from"] as? NSDictionary, "\(key) \(name)")
                let transform = try XCTUnwrap(shown["transform"] as? [Double])
                let expected = try XCTUnwrap(scene.state(at: progress * scene.duration).layer("from"))
                XCTAssertEqual(transform[12], expected.transform.m41, accuracy: 1e-6, "\(key) \(name): from's x")
                XCTAssertEqual(try XCTUnwrap(shown["alpha"] as? Double), expected.opacity, accuracy: 1e-6, "\(key) \(name): from's opacity")
            }
            runs += 1
        }
        XCTAssertGreaterThanOrEqual(runs, 1)
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
            let gesture = try XCTUnwrap(record["gesture"] as? Int)
            let interaction = program.interactions[gesture]
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Self.inputs(for: program)))
            let expected = try TransitionDriver(scene: scene, start: .gesture, gesture: gesture)
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
            let gesture = try XCTUnwrap(record["gesture"] as? Int)
            let interaction = program.interactions[gesture]
            guard interaction.gesture != .pinch else { continue }
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Self.inputs(for: program)))
            let driver = try TransitionDriver(scene: scene, start: .gesture, gesture: gesture)
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
            // The interpreter's driver, let go at the same place and speed, decides the same.
            var driven = driver
            let forward = Point(x: interaction.forward.x, y: interaction.forward.y)
            driven.handle(GestureEvent(phase: .changed, time: 0, translation: Point(x: forward.x * moved, y: forward.y * moved)))
            driven.handle(GestureEvent(phase: .ended, time: 0, translation: Point(x: forward.x * moved, y: forward.y * moved),
                                       velocity: Point(x: forward.x * speed, y: forward.y * speed)))
            driven.advance(to: 60)
            XCTAssertEqual(driven.completed, finished, "\(key) released at \(speed) pt/s: the driver decides otherwise")
            runs += 1
        }
        XCTAssertGreaterThanOrEqual(runs, 30)
    }

    /// A pinch begins only the declared way (closing for `in`, opening for `out`), its progress is the
    /// interpreter's for the same scale, its fast release hands the finish the pinch's velocity as
    /// progress per second (scale/s over the distance left: a scale change of 1 is the whole travel),
    /// and a touch during that finish catches it where it is; moved back, it cancels once, every view as before.
    func testAPinchIsGatedCaughtAndHandsItsVelocityToTheFinish() throws {
        var runs = 0
        var directions: Set<GestureDirection> = []
        for record in try Self.records.get() where record["scenario"] as? String == "pinch" {
            let key = "\(record["transition"]!) \(record["operation"]!)"
            XCTAssertNil(record["error"], key)
            XCTAssertEqual(record["wrongStarted"] as? Bool, false, "\(key): a pinch the wrong way started it")
            XCTAssertEqual(record["wrongFailed"] as? Bool, true, key)
            let program = try XCTUnwrap(Self.programs[key], "no program \(key)")
            let gesture = try XCTUnwrap(record["gesture"] as? Int)
            XCTAssertEqual(program.interactions[gesture].gesture, .pinch, key)
            directions.insert(program.interactions[gesture].direction)
            let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Self.inputs(for: program)))
            let driver = try TransitionDriver(scene: scene, start: .gesture, gesture: gesture)
            let progress = driver.gestureProgress(GestureEvent(phase: .changed, time: 0, scale: try XCTUnwrap(record["scale"] as? Double)))
            XCTAssertGreaterThan(progress, 0, key)
            XCTAssertEqual(try XCTUnwrap(record["percent"] as? Double), progress, accuracy: 1e-9, key)
            let speed = try XCTUnwrap(record["releaseSpeed"] as? Double)
            let expected = speed / (1 - progress)
            let handed = try XCTUnwrap(record["initialVelocity"] as? Double, "\(key): no spring timing handed to the finish")
            XCTAssertEqual(handed, expected, accuracy: 1e-9 * expected, key)
            XCTAssertEqual(try XCTUnwrap(record["completionSpeed"] as? Double), max(1, (1 - progress) * scene.duration * expected / 2), accuracy: 1e-9, key)
            XCTAssertEqual(record["completedBeforeTouch"] as? Bool, false, key)
            XCTAssertNotEqual(record["flying"] as? NSDictionary, record["before"] as? NSDictionary, "\(key): nothing moved before the touch")
            XCTAssertEqual(record["caught"] as? NSDictionary, record["flying"] as? NSDictionary, "\(key): the touch made the views jump")
            XCTAssertGreaterThan(try XCTUnwrap(record["caughtAt"] as? Double), progress, "\(key): caught after the release")
            XCTAssertEqual(record["completions"] as? [Bool], [false], key)
            XCTAssertEqual(record["after"] as? NSDictionary, record["before"] as? NSDictionary, "\(key): not as before")
            runs += 1
        }
        print("UIKit model: \(runs) pinch runs")
        // Every pinch of the examples and docs blocks (bounce, gestures, several gestures), closing and opening.
        XCTAssertGreaterThanOrEqual(runs, 4)
        XCTAssertEqual(directions, [.in, .out])
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

    /// Seeded random gesture sequences (grabs, moves either way, releases at any velocity,
    /// abandoned gestures, touches while it settles, several times): `completeTransition` is called
    /// exactly once; the screens end as they were before the gesture when it cancels, or as the
    /// plain fast release of the `interactive` scenario leaves them when it finishes; no touch
    /// makes the views jump.
    func testRandomGestureSequencesEndOnceInTheStartOrTheFinishState() throws {
        let records = try Self.records.get()
        var finished: [String: NSDictionary] = [:]
        for record in records where record["scenario"] as? String == "interactive" && record["fast"] as? Bool == true
            && record["rightToLeft"] as? Bool == false && (record["completions"] as? [Bool]) == [true] {
            finished["\(record["transition"]!) \(record["operation"]!)"] = record["after"] as? NSDictionary
        }
        var found: [String: String] = [:]
        var runs = 0, touchesWhileSettling = 0
        var outcomes = [false: 0, true: 0]
        for record in records where record["scenario"] as? String == "randomGestures" {
            runs += 1
            let name = "\(record["transition"]!) \(record["operation"]!)", seed = record["seed"] ?? "-"
            if let error = record["error"] { found["\(name) runs"] = "\(error)"; continue }
            let completions = record["completions"] as? [Bool] ?? []
            guard completions.count == 1, let completed = completions.first else {
                found["\(name) completes once"] = "seed \(seed): completeTransition \(completions)"
                continue
            }
            outcomes[completed, default: 0] += 1
            let after = record["after"] as? NSDictionary
            let expected = completed ? finished[name] : record["before"] as? NSDictionary
            if expected == nil {
                found["\(name) finish to compare with"] = "the fast release of the interactive scenario did not finish"
            } else if after != expected {
                found["\(name) ends in the \(completed ? "finish" : "start") state"] = "seed \(seed): expected \(expected!)\nafter \(after ?? [:])"
            }
            for touch in record["touches"] as? [[String: Any]] ?? [] {
                if touch["settling"] as? Bool == true { touchesWhileSettling += 1 }
                if touch["still"] as? Bool != true {
                    found["\(name) a touch leaves the views where they are"] = "seed \(seed): \(touch["flying"] ?? "-")\nthen \(touch["caught"] ?? "-")"
                }
            }
        }
        print("UIKit model: \(runs) random gesture runs, \(outcomes), \(touchesWhileSettling) touches while settling")
        XCTAssertGreaterThanOrEqual(runs, 100)
        XCTAssertGreaterThan(outcomes[true] ?? 0, runs / 10)
        XCTAssertGreaterThan(outcomes[false] ?? 0, runs / 10)
        XCTAssertGreaterThan(touchesWhileSettling, runs / 10)
        Self.assertKnown(found, KnownMismatches.randomGestures, "random gestures")
    }

    /// Every seeded random effect builds for UIKit and runs through the scenarios the corpus does: its push
    /// sampled against the interpreter, its pop by random gesture sequences (the checks above hold for it).
    func testTheRandomEffectsBuildAndRunThroughTheScenarios() throws {
        let (files, _) = try Self.generated.get()
        let records = try Self.records.get()
        for effect in Self.randomEffects {
            let name = URL(fileURLWithPath: effect.path).deletingPathExtension().lastPathComponent
            XCTAssertTrue(files.contains { $0.0 == name + ".swift" }, "\(name) builds for UIKit:\n\(String(decoding: effect.bytes, as: UTF8.self))")
            let scenarios = Set(records.filter { $0["transition"] as? String == name }.compactMap { $0["scenario"] as? String })
            for scenario in ["sample", "randomGestures", "interactive", "interrupted"] {
                XCTAssertTrue(scenarios.contains(scenario), "\(name) runs the \(scenario) scenario (ran \(scenarios.sorted()))")
            }
        }
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
