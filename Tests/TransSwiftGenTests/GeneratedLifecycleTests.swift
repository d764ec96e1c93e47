import TransChecker
import TransCorpus
import TransDiagnostics
import TransLowering
import TransRuntime
import TransIR
import TransSwiftGen
import XCTest

/// The generated UIKit code runs the lifecycle lists with `LifecycleExecutor`'s meaning. The
/// generator's syntax tree is read, not its text: a small model runs the statements that move
/// views (adding, stacking, removing, hiding, the kept store) on named views, and the executor
/// runs the same program on a stage of the same names; both must leave the same container.
final class GeneratedLifecycleTests: XCTestCase {
    /// One source file's programs and the syntax tree generated from them.
    struct Generated {
        var programs: [TransitionProgram]
        var declarations: [SwiftDeclaration]

        init(_ source: SourceFile) throws {
            let checked = try XCTUnwrap(FrontEnd.check(source).checked, "\(source.path) does not check")
            programs = Lowering.lower(checked)
            declarations = try UIKitGenerator.declarations(programs, source: source)
        }

        /// The run function of an operation.
        func run(_ operation: TransitionOperation) throws -> [SwiftStatement] {
            let name = "run" + operation.rawValue.prefix(1).uppercased() + operation.rawValue.dropFirst()
            for case .type(let type) in declarations {
                for case .function(let function) in type.members where function.name == name { return function.body }
            }
            throw GenerationMissing(function: name)
        }
    }

    struct GenerationMissing: Error { var function: String }

    static func example(_ name: String) throws -> Generated {
        let source = try XCTUnwrap(try Corpus.examples().first { $0.path.hasSuffix("/\(name).trans") })
        return try Generated(source)
    }

    static func name(_ actor: Actor) -> String { SwiftWriter.expression(UIKitGenerator.viewName(actor)) }

    // MARK: The views both sides move

    /// Views by name: the container's subviews bottom first, what is hidden, and the kept store.
    struct Views: Equatable {
        var subviews: [String]
        var hidden: Set<String> = []
        var kept: [String: String] = [:]
        /// Views a statement took out of a superview that is not the container.
        var removedElsewhere: [String] = []
    }

    /// Runs the statements of a run function that move views; `ending` picks the completion
    /// (`true`) or cancellation branch where the code asks whether the run completed.
    struct Model {
        var views: Views
        var ending: Bool?
        /// The kept entry each local holds (`toKept` → `from`).
        var entries: [String: String] = [:]
        /// Set when setup gave up (a take-over found nothing kept).
        var gaveUp = false
        /// The view each loop variable names while a `for view in [a, b, …]` body runs.
        var loopViews: [String: String] = [:]

        /// The name of the view an expression names, through the loop variables.
        func viewName(_ expression: SwiftExpression) -> String {
            let name = SwiftWriter.expression(expression)
            return loopViews[name] ?? name
        }

        mutating func run(_ statements: [SwiftStatement]) {
            for statement in statements where !gaveUp { run(statement) }
        }

        mutating func run(_ statement: SwiftStatement) {
            switch statement {
            case .ifElse(let conditions, let then, let otherwise):
                if conditions.count == 1, case .expression(.identifier("completed")) = conditions[0] {
                    if let ending { run(ending ? then : otherwise ?? []) }
                } else if conditions.count == 1, case .expression(.binary(.identical, .member(let view?, "superview"), .identifier("container"))) = conditions[0] {
                    run(views.subviews.contains(viewName(view)) ? then : otherwise ?? [])
                } else if conditions.count == 1,
                          case .expression(.binary(.notEqual, .call(.member(.identifier("context"), "view"), _, _), .nil)) = conditions[0] {
                    // Whether UIKit handed the presenter over: here it hands over every view, as the executor's stage
                    // does (a custom presentation, which does not, is run against the UIKit model).
                    run(then)
                }
            case .guard(let conditions, _):
                var bound: [String: String] = [:]
                for case .optionalBinding(.name(let local), .subscripted(.member(.identifier("kept"), "entries"), .string(let id))?) in conditions {
                    guard views.kept[id] != nil else { gaveUp = true; return }
                    bound[local] = id
                }
                entries.merge(bound) { $1 }
            case .expression(let expression): call(expression)
            case .assign(.member(let view?, "isHidden"), .assign, .boolean(let hidden)):
                if hidden { views.hidden.insert(viewName(view)) } else { views.hidden.remove(viewName(view)) }
            // The body once per view, the loop's variable naming each in turn.
            case .for(let variable, .array(let elements, _), let body):
                for element in elements where !gaveUp {
                    loopViews[variable] = viewName(element)
                    run(body)
                }
                loopViews[variable] = nil
            // The ending the completion blocks run (`let finish = TranscCompletion(animations: n) { … }`),
            // where the run asks whether it completed.
            case .binding(_, .name("finish"), _, .call(_, _, trailing: let closure?)?): run(closure.body)
            case .assign, .binding, .switch, .return, .throw, .break, .for, .do, .comment, .blank: break
            }
        }

        mutating func call(_ expression: SwiftExpression) {
            switch expression {
            case .call(.member(_, "addCompletion"), _, let closure?): run(closure.body)
            case .call(.member(.identifier("container"), "addSubview"), let arguments, _):
                let view = viewName(arguments[0].value)
                views.subviews.removeAll { $0 == view }
                views.subviews.append(view)
            case .call(.member(.identifier("container"), "insertSubview"), let arguments, _):
                let view = viewName(arguments[0].value)
                let sibling = viewName(arguments[1].value)
                views.subviews.removeAll { $0 == view }
                guard let index = views.subviews.firstIndex(of: sibling) else { return XCTFail("\(sibling) is not in the container") }
                views.subviews.insert(view, at: arguments[1].label == "aboveSubview" ? index + 1 : index)
            case .call(.member(let view?, "removeFromSuperview"), _, _):
                let name = viewName(view)
                guard !name.hasPrefix("shade") else { return }  // a shade is a subview of its layer
                if views.subviews.contains(name) { views.subviews.removeAll { $0 == name } } else { views.removedElsewhere.append(name) }
            case .call(.member(let kept?, "remove"), let arguments, _) where SwiftWriter.expression(kept) == "kept":
                guard case .array(let ids, _) = arguments[0].value else { return XCTFail("kept.remove takes an array") }
                for case .string(let id) in ids { views.kept[id] = nil }
            case .call(.member(_, "keep"), let arguments, _):
                guard case .string(let id) = arguments[0].value else { return XCTFail("kept.keep takes a literal id") }
                views.kept[id] = SwiftWriter.expression(arguments[1].value)
            default: break
            }
        }
    }

    /// The executor's stage on the same named views.
    struct NamedStage: LifecycleStage {
        let program: TransitionProgram
        var views: Views
        var kept = KeptLayers<String, String>()

        func view(_ actor: Actor) -> String? {
            switch actor {
            case .from, .to, .container, .dimming, .input: GeneratedLifecycleTests.name(actor)
            case .snapshot, .piece: nil
            }
        }
        mutating func snapshot(of view: String, part: Rect) -> String {
            let layer = program.layers.first { layer in
                guard let inner = layer.actor.pictured, GeneratedLifecycleTests.name(inner) == view else { return false }
                if case .piece(_, let cell) = layer.actor { return cell.unitRect == part }
                return part == Rect(x: 0, y: 0, width: 1, height: 1)
            }
            return layer.map { GeneratedLifecycleTests.name($0.actor) } ?? "snapshot of \(view)"
        }
        func containerContains(_ layer: String) -> Bool { views.subviews.contains(layer) }
        mutating func add(_ layer: String, _ placement: ContainerPlacement<String>) {
            views.subviews.removeAll { $0 == layer }
            switch placement {
            case .above(let sibling): views.subviews.insert(layer, at: views.subviews.firstIndex(of: sibling)! + 1)
            case .below(let sibling): views.subviews.insert(layer, at: views.subviews.firstIndex(of: sibling)!)
            case .onTop: views.subviews.append(layer)
            }
        }
        mutating func remove(_ layer: String) { views.subviews.removeAll { $0 == layer } }
        mutating func setHidden(_ hidden: Bool, _ layer: String) {
            if hidden { views.hidden.insert(layer) } else { views.hidden.remove(layer) }
        }
        mutating func save(_ layer: String) -> String { layer }
        mutating func restore(_ layer: String, id: String, to saved: String) {}
        mutating func setPerspective(_ distance: Double) {}
        mutating func clearPerspective() {}
    }

    /// The views a run may find in the container as it starts: `from`, `to`, what it takes over.
    static func candidates(_ program: TransitionProgram) -> [String] {
        var names = [name(.from), name(.to)]
        for case .takeOver(let id) in program.setup {
            if let layer = program.layers.first(where: { $0.id == id }), !names.contains(name(layer.actor)) { names.append(name(layer.actor)) }
        }
        return names
    }

    /// What a forward run kept for this program's take-overs, by the forward program's ids.
    static func keptStore(_ program: TransitionProgram) -> [String: String] {
        var kept: [String: String] = [:]
        for case .takeOver(let id) in program.setup {
            guard let layer = program.layers.first(where: { $0.id == id }) else { continue }
            kept[program.isDerivedBackward ? layer.actor.swappingFromAndTo.description : id] = name(layer.actor)
        }
        return kept
    }

    /// Every program of every example and corpus file, from every starting container (each subset of
    /// `from`, `to` and the taken-over views, bottom first in two orders): setup, then completion or
    /// cancellation, leave the container, the hidden views and the kept store as the executor does,
    /// and no view outside the container is removed.
    func testEveryProgramMovesViewsAsTheExecutorDoes() throws {
        var compared = 0
        for source in try Corpus.all() {
            guard let generated = try? Generated(source) else { continue }
            for program in generated.programs {
                let body = try generated.run(program.operation)
                let candidates = Self.candidates(program)
                for mask in 0..<(1 << candidates.count) {
                    let present = candidates.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
                    for start in Set([present, present.reversed()]) {
                        for completed in [true, false] {
                            let initial = Views(subviews: start, kept: Self.keptStore(program))
                            var model = Model(views: initial, ending: completed)
                            model.run(body)
                            XCTAssertFalse(model.gaveUp, "\(program.name) \(program.operation)")

                            var stage = NamedStage(program: program, views: initial)
                            for (id, view) in initial.kept { stage.kept.keep(id, .init(layer: view, saved: nil)) }
                            var executor = LifecycleExecutor<NamedStage>(program: program)
                            try executor.run(.setup, on: &stage)
                            try executor.run(.ending(completed: completed), on: &stage)
                            var expected = stage.views
                            expected.kept = Dictionary(uniqueKeysWithValues: stage.kept.ids.map { ($0, stage.kept.takeOver($0)!.layer) })

                            let label = "\(source.path) \(program.operation) from \(start), completed \(completed)"
                            XCTAssertEqual(model.views.subviews, expected.subviews, label)
                            // A `hidden` track sets `isHidden` too; only the lifecycle's hiding is compared.
                            let tracked = Set(program.tracks.filter { $0.property == .hidden }.map { Self.name(program.layers[$0.layer].actor) })
                            XCTAssertEqual(model.views.hidden.subtracting(tracked), expected.hidden.subtracting(tracked), label)
                            XCTAssertEqual(model.views.kept, expected.kept, label)
                            XCTAssertEqual(model.views.removedElsewhere, [], label)
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 400)
    }

    /// Modal sheet's dismissal adds nothing: the sheet stays above the presenter's kept snapshot.
    /// (Restacking every layer in program order put the presenter and its snapshot over the sheet.)
    func testModalSheetsDismissalLeavesTheSheetOnTop() throws {
        let sheet = try Self.example("modal-sheet")
        // Setup only: the ending is not asked for.
        var model = Model(views: Views(subviews: ["snapshotTo", "fromView"], kept: ["from": "toView", "snapshot(from)": "snapshotTo"]), ending: nil)
        model.run(try sheet.run(.dismiss))
        XCTAssertEqual(model.views.subviews, ["snapshotTo", "fromView"])
        XCTAssertEqual(model.views.kept, [:], "the take-over empties the kept store")
    }

    /// `show` means shown: the presenter a sheet's presentation hid is visible after the dismissal.
    func testTheDismissalShowsThePresenter() throws {
        for example in ["modal-sheet", "elastic"] {
            let generated = try Self.example(example)
            var model = Model(views: Views(subviews: ["snapshotTo", "fromView"], hidden: ["toView"],
                                           kept: Self.keptStore(generated.programs.first { $0.operation == .dismiss }!)), ending: true)
            model.run(try generated.run(.dismiss))
            XCTAssertFalse(model.views.hidden.contains("toView"), example)
            XCTAssertEqual(model.views.subviews, [], example)
        }
    }

    /// Cards' presentation keeps the presenter with the state it saved before shrinking it, and the
    /// dismissal restores that state, not the one it finds (scale 0.92, opacity 0.8, radius 12).
    func testCardsDismissalRestoresThePresenterAsBeforeThePresentation() throws {
        let cards = try Self.example("cards")
        let present = try cards.run(.present)
        XCTAssert(present.contains { statement in
            if case .binding(.let, .name("fromSaved"), _, .call(.identifier("TranscSavedState"), let arguments, _)?) = statement {
                return SwiftWriter.expression(arguments[0].value) == "fromView"
            }
            return false
        }, "the presentation saves the presenter before changing it")
        let keeps = Self.calls(in: present, named: "keep").map { $0.arguments.map { SwiftWriter.expression($0.value) } }
        XCTAssertEqual(keeps, [["\"from\"", "fromView", "fromSaved"]])

        let dismiss = try cards.run(.dismiss)
        XCTAssert(dismiss.contains { statement in
            if case .binding(.let, .name("toSaved"), _, let value?) = statement {
                return SwiftWriter.expression(value) == "toKept.saved ?? TranscSavedState(toView)"
            }
            return false
        }, "the dismissal restores what the presentation saved")
        let restores = Self.calls(in: dismiss, named: "restore").map { SwiftWriter.expression($0.receiver) }
        XCTAssert(restores.contains("toSaved"), "\(restores)")
    }

    /// A take-over that finds nothing kept gives up before changing anything, and completes the
    /// transition without animation (the executor's `notKept`).
    func testADismissalWithNothingKeptChangesNothing() throws {
        let sheet = try Self.example("modal-sheet")
        let before = Views(subviews: ["fromView"])
        var model = Model(views: before, ending: true)
        model.run(try sheet.run(.dismiss))
        XCTAssert(model.gaveUp)
        XCTAssertEqual(model.views, before)
    }

    /// A transition that keeps views and samples (two timings, and a view whose opacity and `hidden`
    /// both change, `hidden` carried by the opacity's key frames) runs in the one property animator:
    /// that form type-checks without a warning, and moves and hides views as the executor does.
    func testAKeepingTransitionOfSeveralAnimationsTypeChecksAndAgrees() throws {
        let source = SourceFile(path: "shelf.trans", text: """
            transition Shelf for present {
                duration 0.6s
                keep from, snapshot(from)
                hide from
                animate snapshot(from) { opacity 1 -> 0.5  hidden false -> true { delay 0.5s duration 0.1s } }
                animate to { translate-y container.height -> 0 { delay 0.2s duration 0.4s } }
                reverse auto
            }
            """)
        let generated = try Generated(source)
        let text = SwiftWriter.write(generated.declarations)
        XCTAssert(text.contains("func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-lifecycle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("shelf.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try SwiftTypeChecker.check([file]).problems, [])

        let present = try XCTUnwrap(generated.programs.first { $0.operation == .present })
        var model = Model(views: Views(subviews: ["fromView"]), ending: true)
        model.run(try generated.run(.present))
        // The snapshot ends hidden, as its track leaves it.
        XCTAssertEqual(model.views, Views(subviews: ["fromView", "snapshotFrom", "toView"], hidden: ["fromView", "snapshotFrom"],
                                          kept: ["from": "fromView", "snapshot(from)": "snapshotFrom"]))
        let dismiss = try XCTUnwrap(generated.programs.first { $0.operation == .dismiss })
        var back = Model(views: Views(subviews: ["toView", "snapshotTo", "fromView"], hidden: ["toView"], kept: Self.keptStore(dismiss)), ending: true)
        back.run(try generated.run(.dismiss))
        // The snapshot leaves the container shown, as its track (`hidden true -> false` backwards) ends.
        XCTAssertEqual(back.views, Views(subviews: ["toView"], hidden: [], kept: [:]))
        XCTAssertEqual(present.kept, ["from", "snapshot(from)"])
    }

    // MARK: Reading the tree

    /// The receiver and arguments of every call to a method of that name, wherever it is.
    static func calls(in statements: [SwiftStatement], named name: String) -> [(receiver: SwiftExpression, arguments: [SwiftArgument])] {
        var found: [(receiver: SwiftExpression, arguments: [SwiftArgument])] = []
        func visit(_ expression: SwiftExpression) {
            if case .call(let callee, let arguments, let trailing) = expression {
                if case .member(let receiver?, name) = callee { found.append((receiver, arguments)) }
                if let trailing { walk(trailing.body) }
                for argument in arguments { visit(argument.value) }
            }
            if case .closure(let closure) = expression { walk(closure.body) }
        }
        func walk(_ statements: [SwiftStatement]) {
            for statement in statements {
                switch statement {
                case .expression(let expression): visit(expression)
                case .binding(_, _, _, let value?): visit(value)
                case .ifElse(_, let then, let otherwise): walk(then); walk(otherwise ?? [])
                case .guard(_, let otherwise): walk(otherwise)
                case .switch(_, let cases): cases.forEach { walk($0.body) }
                case .for(_, _, let body), .do(let body): walk(body)
                case .binding, .assign, .return, .throw, .break, .comment, .blank: break
                }
            }
        }
        walk(statements)
        return found
    }
}
