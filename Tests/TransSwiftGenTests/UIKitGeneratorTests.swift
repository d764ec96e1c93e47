import Foundation
import TransChecker
import TransAnimationPlan
import TransCorpus
import TransDiagnostics
import TransLowering
import TransRuntime
import TransIR
import TransSwiftGen
import XCTest

final class UIKitGeneratorTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func generate(_ source: SourceFile) throws -> String {
        let result = FrontEnd.check(source)
        let checked = try XCTUnwrap(result.checked, "\(source.path) does not check")
        return try UIKitGenerator.generate(Lowering.lower(checked), source: source)
    }

    /// The examples and the coverage corpus.
    static func examples() throws -> [SourceFile] { try Corpus.all() }

    func write(_ files: [(String, String)]) throws -> [URL] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-generated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try files.map { name, text in
            let url = directory.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
    }

    /// The Swift of every example and corpus file type-checks against UIKit's signatures, with no
    /// warning either; the files the target refuses are exactly those kept as `.unsupported` goldens.
    func testEveryExampleTypeChecksAgainstUIKit() throws {
        var generated: [(String, String)] = []
        var refused: [String] = []
        for source in try Self.examples() {
            let name = URL(fileURLWithPath: source.path).deletingPathExtension().lastPathComponent
            do { generated.append((name + ".swift", try Self.generate(source))) } catch is GenerationFailure { refused.append(name) }
        }
        let golden = Self.root.appendingPathComponent("Tests/TransSwiftGenTests/Golden")
        let expectedRefusals = try FileManager.default.contentsOfDirectory(atPath: golden.path).filter { $0.hasSuffix(".unsupported") }
            .map { String($0.dropLast(".unsupported".count)) }.sorted()
        XCTAssertEqual(refused.sorted(), expectedRefusals)
        let files = try write(generated)
        XCTAssertGreaterThanOrEqual(files.count, 20)
        let result = try SwiftTypeChecker.check(files)
        XCTAssertEqual(result.problems, [])
        // The two artefacts are there (one pair per interaction controller): the filter hides them and only them.
        XCTAssertFalse(result.errors.isEmpty)
    }

    /// Optional requirements have default implementations in the model, so a delegate method
    /// with a wrong parameter type would compile as an unrelated method. Each one the generator
    /// writes must therefore be, character for character, a requirement of the model's UIKit.
    func testDelegateMethodsAreExactlyTheSDKRequirements() throws {
        let uiKit = try String(contentsOf: SwiftTypeChecker.model.appendingPathComponent("UIKit.swift"), encoding: .utf8)
        let requirements = Set(uiKit.split(separator: "\n").map {
            $0.replacingOccurrences(of: "/* optional */ ", with: "").trimmingCharacters(in: .whitespaces)
        }.filter { $0.hasPrefix("func ") })
        var checked = 0
        for example in try Self.examples() {
            guard let swift = try? Self.generate(example) else { continue }
            for line in swift.split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("func "), text.hasSuffix(" {") else { continue }
                let signature = String(text.dropLast(2))
                let witnessesDelegate = ["navigationController(", "animationController(", "interactionControllerFor", "tabBarController("]
                    .contains { signature.contains($0) }
                guard witnessesDelegate else { continue }
                checked += 1
                XCTAssert(requirements.contains(signature), "\(example.path): not a UIKit requirement: \(signature)")
            }
        }
        XCTAssertGreaterThan(checked, 20)
        XCTAssertFalse(requirements.contains("func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIView) -> (any UIViewControllerAnimatedTransitioning)?"))
    }

    /// The UIKit adapter (the embedded interpreter on iOS) type-checks against the model's SDK and
    /// the IR and runtime modules; on Linux it is otherwise compiled out by `#if canImport(UIKit)`.
    func testTheEmbeddedInterpreterForIOSTypeChecks() throws {
        try SwiftTypeChecker.runtimeModules.get()
        let adapter = Self.root.appendingPathComponent("Sources/TransUIKitAdapter")
        let files = try FileManager.default.contentsOfDirectory(atPath: adapter.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { adapter.appendingPathComponent($0) }
        XCTAssertFalse(files.isEmpty)
        let result = try SwiftTypeChecker.check(files, moduleName: "TransUIKitAdapter")
        XCTAssertEqual(result.problems, [])
        // The artefacts point into the adapter: it was compiled, not skipped.
        XCTAssert(result.errors.contains { $0.contains("Sources/TransUIKitAdapter/") })
    }

    /// The harness does fail on a real mistake.
    func testTheHarnessCatchesAWrongSignature() throws {
        let files = try write([("wrong.swift", """
            import UIKit
            final class Wrong: NSObject, UINavigationControllerDelegate {
                func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIView) -> (any UIViewControllerAnimatedTransitioning)? { nil }
            }
            @MainActor func misuse() {
                let view = UIView(frame: .zero)
                let bad: Int = view.alpha
                _ = bad
            }
            """)])
        let problems = try SwiftTypeChecker.problems(files)
        XCTAssertEqual(problems.count, 1, "\(problems)")
        XCTAssert(problems.contains { $0.contains("cannot convert value of type 'CGFloat' to specified type 'Int'") }, "\(problems)")
    }

    /// Completion blocks are `@Sendable` as the SDK declares them: one that captures the transition
    /// context (not Sendable) and completes it from outside the main actor is rejected.
    func testTheHarnessRejectsACompletionThatCapturesTheContext() throws {
        let files = try write([("completion.swift", """
            import UIKit
            @MainActor func run(_ context: any UIViewControllerContextTransitioning) {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.addCompletion { _ in context.completeTransition(true) }
            }
            """)])
        let problems = try SwiftTypeChecker.problems(files)
        XCTAssert(problems.contains { $0.contains("non-Sendable type 'any UIViewControllerContextTransitioning'") }, "\(problems)")
        XCTAssert(problems.contains { $0.contains("main actor-isolated instance method 'completeTransition'") }, "\(problems)")
    }

    func testHostileNamesAndStringsBecomeSafeSwift() throws {
        let source = SourceFile(path: "hostile.trans", text: """
            input class: view "*/ } import Foundation; exit(1) /*\\nsecond line \\"quoted\\""
            input self: point "\\u{7}bell"
            input default-value: rect
            transition protocol for push, present {
                duration 0.3s
                hide class
                animate to { mask circle(self, 10) -> oval(default-value) }
                reverse auto
                interactive pop { gesture pan(right) }
            }
            """)
        let text = try Self.generate(source)
        XCTAssert(text.contains("var `class`: UIView"))
        XCTAssert(text.contains("var `self`: CGPoint"))
        XCTAssert(text.contains("var defaultValue: CGRect"))
        XCTAssert(text.contains("final class ProtocolAnimator"))
        XCTAssert(text.contains("/// */ } import Foundation; exit(1) /*\n"), "a description stays inside its comment")
        XCTAssert(text.contains("    /// second line \"quoted\"\n"))
        XCTAssertFalse(text.contains("\u{7}"))
        let files = try write([("hostile.swift", text)])
        XCTAssertEqual(try SwiftTypeChecker.problems(files), [])
    }

    func testWhatUIKitCannotExpressIsADiagnosticNotWrongCode() throws {
        // Nothing `check` accepts is refused (a transition that only lets a view follow the finger builds); IR that
        // lowering never makes, a lifecycle action on no layer, is a located diagnostic, not code.
        let source = SourceFile(path: "follower.trans", text: """
            transition Follower for push {
                duration 0.4s
                reverse auto
                interactive pop { gesture pan(down) follow from { scale 1 -> 0.6 over 300pt } }
            }
            """)
        XCTAssert(try Self.generate(source).contains("func runPopFollowing"))
        var programs = Lowering.lower(try XCTUnwrap(FrontEnd.check(source).checked))
        programs[0].setup.append(.hide("nowhere"))
        XCTAssertThrowsError(try UIKitGenerator.generate(programs, source: source)) { error in
            let diagnostics = (error as? GenerationFailure)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.map(\.code), [.unsupportedByTarget])
            XCTAssertEqual(diagnostics.first.map { source.location(of: $0.range.start).line }, 1)
        }
        // A kept view the app supplies is taken over by the backward run, in its own `inputs`, and it type-checks.
        let keeper = try Self.generate(SourceFile(path: "keeper.trans", text: """
            input cell: view
            transition Keeper for push {
                duration 1s
                keep cell
                animate cell { opacity 1 -> 0 }
                reverse auto
            }
            """))
        XCTAssert(keeper.contains("        var takenOverInputs = self.inputs\n        takenOverInputs.cell = cellKept.view\n        let inputs = takenOverInputs\n"), keeper)
        XCTAssertEqual(try SwiftTypeChecker.problems(try write([("keeper.swift", keeper)])), [])
        // A shade's keyframes with a curve per segment, or paced by steps(), are sampled into key frames of its view's alpha.
        for shade in ["opacity keyframes { 0%: 1 ease-in, 100%: 0 }", "opacity 0 -> 1 { curve steps(3, jump-end) }"] {
            let generated = try Self.generate(SourceFile(path: "ticker.trans", text:
                "transition Ticker for push { duration 1s animate to { shade linear(black(40%), clear) \(shade) } }"))
            XCTAssert(generated.contains("shade0.alpha = shade0Opacity"), shade)
        }
        // Beside a view whose opacity and `hidden` both change too: all in the one property animator, and it type-checks.
        let beside = try Self.generate(SourceFile(path: "beside.trans", text: """
            transition Beside for push {
                duration 1s
                animate from { opacity 1 -> 0 hidden false -> true { delay 0.5s duration 0.5s } }
                animate to { shade linear(black(40%), clear) opacity 0 -> 1 { curve steps(3, jump-end) } }
            }
            """))
        XCTAssert(beside.contains("func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)"))
        XCTAssert(beside.contains("shade0.alpha = shade0Opacity"))
        XCTAssertEqual(try SwiftTypeChecker.problems(write([("beside.swift", beside)])), [])
        let colliding = SourceFile(path: "names.trans", text: """
            transition page-flip for push { duration 1s }
            transition PageFlip for pop { duration 1s }
            """)
        XCTAssertThrowsError(try Self.generate(colliding)) { error in
            XCTAssertEqual((error as? GenerationFailure)?.diagnostics.map(\.message),
                           ["'PageFlip' and 'page-flip' both become the Swift name 'PageFlip'; rename one"])
        }
    }

    func testAnimatorsAreInterruptibleWhereOnePropertyAnimatorCanRunThem() throws {
        let flip = try Self.generate(SourceFile(path: "f.trans", text: "transition F for push { duration 0.6s curve ease-out animate from { rotate-y 0 -> -90deg } reverse auto }"))
        XCTAssert(flip.contains("func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating"))
        XCTAssert(flip.contains("UICubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))"))
        XCTAssert(flip.contains("let animator = interruptibleAnimator(using: transitionContext)"))
        XCTAssert(flip.contains("animator.startAnimation()"))
        // Two timings cannot run exactly in one property animator: where a gesture can grab the transition, sampled
        // whole, they run inside one.
        let timings = try Self.generate(SourceFile(path: "t.trans", text:
            "transition T for push { duration 1s animate to { opacity 0 -> 1 } animate from { opacity 1 -> 0 { delay 0.5s duration 0.5s } } interactive push { gesture edge-pan(right) } }"))
        XCTAssert(timings.contains("func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating"))
        XCTAssert(timings.contains("UIView.animateKeyframes(withDuration: 0"))
        // Nobody can grab the same transition without its gesture: one animation per timing, the second after its delay.
        let ungrabbed = try Self.generate(SourceFile(path: "t.trans", text:
            "transition T for push { duration 1s animate to { opacity 0 -> 1 } animate from { opacity 1 -> 0 { delay 0.5s duration 0.5s } } }"))
        XCTAssertFalse(ungrabbed.contains("func interruptibleAnimator("))
        XCTAssert(ungrabbed.contains("UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut]"))
        XCTAssert(ungrabbed.contains("UIView.animate(withDuration: 0.5, delay: 0.5, options: [.curveEaseInOut]"))
        XCTAssertFalse(ungrabbed.contains("UIView.animateKeyframes("), "nothing sampled")
        // A mask runs inside it too, as a mask view whose geometry the sampled key frames set.
        let masked = try Self.generate(SourceFile(path: "m.trans", text:
            "transition M for push { duration 1s animate to { mask circle(container.center, 1) -> rect(container.bounds) } interactive push { gesture edge-pan(right) } }"))
        XCTAssert(masked.contains("func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating"))
        XCTAssert(masked.contains("toView.mask = toMask"))
        XCTAssert(masked.contains("transcShowMask("))
        // Under Reduce Motion the mask holds its end, a still shape layer beside the cross-fade.
        XCTAssertEqual(masked.components(separatedBy: "CAShapeLayer()").count - 1, 1)
        // So does `hidden`, as its view's alpha.
        let hidden = try Self.generate(SourceFile(path: "h.trans", text:
            "transition H for push { duration 1s animate to { opacity 0 -> 1 } animate from { hidden false -> true { delay 0.5s duration 0.5s } } }"))
        XCTAssert(hidden.contains("func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating"))
        XCTAssert(hidden.contains("UIView.addKeyframe(withRelativeStartTime: switchTimes"))
        // A view whose `hidden` and opacity both change too: `hidden` puts the alpha its opacity's key
        // frame gives it to 0, in the same key frame, and a mask beside it is a mask view.
        for text in ["transition H for push { duration 1s animate from { opacity 1 -> 0 hidden false -> true { delay 0.5s duration 0.5s } } }",
                     "transition HM for push { duration 1s animate to { mask circle(container.center, 1) -> rect(container.bounds) } animate from { opacity 1 -> 0 hidden false -> true { delay 0.5s duration 0.5s } } }"] {
            let generated = try Self.generate(SourceFile(path: "m.trans", text: text))
            XCTAssert(generated.contains("func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating"), text)
            XCTAssert(generated.contains(" ? 0 : fromView.alpha"), text)
            XCTAssertFalse(generated.contains("switchTimes"), "no switches of their own: \(text)")
            XCTAssertEqual(generated.contains("toView.mask = toMask"), text.contains("mask "), text)
        }
    }

    func testAFileCarriesOnlyTheSupportItUses() throws {
        let fade = try Self.generate(SourceFile(path: "f.trans", text: "transition F for push { duration 1s animate to { opacity 0 -> 1 } }"))
        let masked = try Self.generate(SourceFile(path: "m.trans", text: "transition M for push { duration 1s animate to { mask circle(container.center, 1) -> rect(container.bounds) } }"))
        // Nothing is kept, so no store: neither the helper nor the animator's and delegate's `kept`.
        XCTAssertFalse(fade.contains("TranscKeptViews"))
        XCTAssertFalse(fade.contains("kept"))
        XCTAssertFalse(fade.contains("TranscMask"))
        XCTAssertFalse(fade.contains("TranscShadeView"))
        XCTAssert(masked.contains("fileprivate struct TranscMask {"))
        // Whatever a file declares, it also uses: each helper's name stands somewhere besides its declaration.
        for file in [fade, masked] {
            for helper in ["TranscTransform", "TranscSavedState", "TranscKeptViews", "TranscMask", "transcShowMask", "TranscShadeView", "transcSetAnchorPoint",
                           "transcSetFrame", "transcCompleteWithoutAnimation"]
            where file.contains("fileprivate struct \(helper) {") || file.contains("fileprivate final class \(helper)") || file.contains("fileprivate func \(helper)(") {
                XCTAssertGreaterThan(file.components(separatedBy: helper).count, 2, helper)
            }
        }
    }

    /// A view's own perspective makes its transform a matrix Core Animation would interpolate by
    /// decomposing it, so the view's transform tracks are sampled; the one `TranscTransform` of the
    /// file then carries the perspective, and a file without one keeps the plain declaration.
    func testAViewsOwnPerspectiveIsSampledAndDeclaredOnce() throws {
        func program(_ animation: String) throws -> TransitionProgram {
            let checked = try XCTUnwrap(FrontEnd.check(SourceFile(path: "d.trans", text: "transition D for push { duration 1s animate to { \(animation) } }")).checked)
            return try XCTUnwrap(Lowering.lower(checked).first)
        }
        let deep = try program("perspective 600pt rotate-y 90deg -> 0deg")
        let rotation = try XCTUnwrap(deep.tracks.firstIndex { $0.property == .rotateY })
        XCTAssert(AnimationPlan.sampledSets(deep, interruptible: true).joined().joined().contains(rotation), "the rotation is sampled")
        XCTAssert(AnimationPlan.sampledSets(try program("rotate-y 90deg -> 0deg"), interruptible: true).isEmpty, "without the perspective it is not")

        let withDepth = try Self.generate(SourceFile(path: "d.trans", text: "transition D for push { duration 1s animate to { perspective 600pt rotate-y 90deg -> 0deg } animate from { rotate-y 0deg -> 10deg } }"))
        XCTAssertEqual(withDepth.components(separatedBy: "fileprivate struct TranscTransform {").count, 2, "declared once")
        XCTAssert(withDepth.contains("    var perspective: CGFloat?\n"))
        XCTAssert(withDepth.contains("toTransform.perspective = 600"))
        let flat = try Self.generate(SourceFile(path: "f.trans", text: "transition F for push { duration 1s animate to { rotate-y 90deg -> 0deg } }"))
        XCTAssert(flat.contains("fileprivate struct TranscTransform {"))
        XCTAssertFalse(flat.contains("perspective"))
    }

    /// UIKit answers an empty final frame where it has none (a custom dismissal's presenter), and a
    /// presenter the presentation kept may still be scaled: `to` gets its final frame only when UIKit
    /// handed it over and there is one, set untransformed, as the embedded animator does.
    func testTheArrivingViewGetsItsFinalFrameOnlyWhenUIKitHasOne() throws {
        let cards = try Self.generate(try XCTUnwrap(try Corpus.examples().first { $0.path.hasSuffix("/cards.trans") }))
        XCTAssert(cards.contains([
            "        if let toController = context.viewController(forKey: .to), context.view(forKey: .to) === toView {",
            "            let finalFrame = context.finalFrame(for: toController)",
            "            if !finalFrame.isEmpty {",
            "                transcSetFrame(finalFrame, of: toView)",
        ].joined(separator: "\n")))
        XCTAssertFalse(cards.contains("toView.frame = transitionContext.finalFrame"))
    }

    /// The programs written for the generators (min and max inside arithmetic, vector arithmetic,
    /// rect members of negative sizes, a gesture distance reading inputs) type-check for UIKit and
    /// read rects as the interpreter does.
    func testExpressionProgramsTypeCheckAndReadRectsRaw() throws {
        let sources = try Corpus.coverage().filter { $0.path.hasSuffix("/expressions.trans") }
        XCTAssertEqual(sources.count, 1)
        let generated = try sources.map { (URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent + ".swift", try Self.generate($0)) }
        XCTAssertEqual(try SwiftTypeChecker.problems(try write(generated)), [])
        let text = try XCTUnwrap(generated.first { $0.0 == "expressions.swift" }?.1)
        // `cell.maxY`: from the raw origin and size, never CGRect's standardized `maxY`, `width` or `minX`.
        XCTAssert(text.contains("cellFrame.origin.y + cellFrame.size.height"), text)
        let code = try XCTUnwrap(text.components(separatedBy: "// MARK: - Support").first)
        for accessor in [".minX", ".midX", ".maxX", ".minY", ".midY", ".maxY", "Frame.width", "Frame.height", "bounds.width", "bounds.height"] {
            XCTAssertFalse(code.contains(accessor), accessor)
        }
        // The gesture's distance reads the inputs the delegate hands to the controller.
        XCTAssert(text.contains("let inputs = self.inputs()"), text)
        XCTAssert(text.contains("popInteraction = ArithmeticPopInteraction(inputs: inputs)"), text)
        // Long constant arithmetic reaches Swift as its value.
        XCTAssert(text.contains("fromView.layer.cornerRadius = -157.52916666666667"), text)
        // Vector arithmetic folds to the axis the interpreter computes.
        XCTAssert(text.contains("toTransform.axisRotation = (CGFloat.pi / 2, (x: 1, y: 2, z: 0))"), text)
    }

    /// What a target cannot evaluate (here a member of a number, which no checked program has) is a
    /// diagnostic at the track's source, from either generator, never code that does not compile.
    func testAnExpressionNoTargetEvaluatesIsALocatedDiagnostic() throws {
        let source = SourceFile(path: "odd.trans", text: """
            input k: number
            transition Odd for push {
                duration 1s
                animate to { opacity 0 -> k }
            }
            """)
        var programs = try XCTUnwrap(FrontEnd.check(source).checked.map(Lowering.lower))
        // Not constant, so it cannot fold to the interpreter's 0 for a member a value lacks.
        programs[0].tracks[0].keyframes[1].value = .member(.input("k"), .width)
        for generate in [{ try UIKitGenerator.generate(programs, source: source) }, { try PortableGenerator.generate(programs, source: source) }] {
            XCTAssertThrowsError(try generate()) { error in
                let diagnostics = (error as? GenerationFailure)?.diagnostics ?? []
                XCTAssertEqual(diagnostics.map(\.code), [.unsupportedByTarget])
                XCTAssertEqual(diagnostics.first.map { source.location(of: $0.range.start).line }, 4)
            }
        }
    }

    func testNamesAndWriter() {
        XCTAssertEqual(SwiftNames.typeName("page-flip"), "PageFlip")
        XCTAssertEqual(SwiftNames.typeName("3d"), "T3d")
        XCTAssertEqual(SwiftNames.valueName("tapped-cell"), "tappedCell")
        XCTAssertEqual(SwiftNames.valueName("in"), "`in`")
        XCTAssertEqual(SwiftNames.stringLiteral("a\"b\\\n\u{1}"), "\"a\\\"b\\\\\\n\\u{1}\"")
    }
}
