// Runs generated UIKit code against the executable UIKit model and prints what the views show,
// one JSON object a line, for TransUIKitRunTests to compare with the interpreter. Compiled
// together with the generated files and `Registry.swift`, which the harness writes from them.
import UIKit

/// An animator class the generated code declares, and how to make it for an operation.
struct AnimatorEntry {
    let transition: String
    let operations: [String]
    /// Whether its transition keeps views for the backward one, which then needs the forward run first.
    let keeps: Bool
    let make: @MainActor (String, Stage) -> any UIViewControllerAnimatedTransitioning
}

/// A gesture-driven interaction controller, the axis and sign its progress reads.
struct InteractionEntry {
    let transition: String
    let operation: String
    let axis: String
    let sign: CGFloat
    /// The controller, then how to attach it to a view, set what starts the operation, and detach it.
    let make: @MainActor (Stage) -> (UIPercentDrivenInteractiveTransition, (UIView) -> Void, (@escaping () -> Void) -> Void, () -> Void)
}

/// The views of one scenario: two screens, the inputs' views, the window.
@MainActor final class Stage {
    let screen = ModelScreen(size: CGSize(width: 390, height: 844))
    let first: UIViewController
    let second: UIViewController
    var inputViews: [String: UIView] = [:]
    /// Objects a scenario shares between its operations, such as a transitioning delegate.
    var objects: [String: AnyObject] = [:]

    /// The object stored under a key, made on first use.
    func shared<T: AnyObject>(_ key: String, _ make: () -> T) -> T {
        if let object = objects[key] as? T { return object }
        let object = make()
        objects[key] = object
        return object
    }
    /// The screen that holds the inputs' views (the list a push leaves, the presenter).
    var listScreen: UIViewController

    /// Whether the screen lays out right to left (an Arabic or Hebrew app): every view inherits it from the window.
    let rightToLeft: Bool

    init(rightToLeft: Bool = false) {
        first = screen.makeController()
        second = screen.makeController()
        listScreen = first
        self.rightToLeft = rightToLeft
        if rightToLeft { screen.window.semanticContentAttribute = .forceRightToLeft }
    }

    /// A rect in the window where this layout puts it: mirrored about the centre line in right to left.
    func placed(_ rect: CGRect) -> CGRect {
        guard rightToLeft else { return rect }
        return CGRect(x: screen.window.bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A point in the window where this layout puts it.
    func placed(_ point: CGPoint) -> CGPoint {
        rightToLeft ? CGPoint(x: screen.window.bounds.width - point.x, y: point.y) : point
    }

    /// An input view, made on first use inside the list screen at (40, 200, 120, 90), mirrored in right to left.
    func view(_ name: String) -> UIView {
        if let view = inputViews[name] { return view }
        let view = UIView(frame: placed(CGRect(x: 40, y: 200, width: 120, height: 90)))
        listScreen.view.addSubview(view)
        // It was part of the screen before the transition: drawn if the screen is on screen.
        view.layoutIfNeeded()
        inputViews[name] = view
        return view
    }

    /// Puts the screens where they are before the operation: a pop starts from the pushed screen,
    /// a dismissal from a presentation made without animation, or, for a transition that keeps
    /// views for its dismissal, by its own presenting animator run to the end.
    func prepare(_ operation: String, presentingWith presenter: (() -> any UIViewControllerAnimatedTransitioning)? = nil) {
        if operation == "pop" { listScreen = second }
        screen.show(first)
        if operation == "dismiss" {
            let presenting = screen.beginPresentation(of: second, over: first, style: .custom)
            if let presenter {
                let animator = presenter()
                presenting.animationController = animator
                animator.animateTransition(using: presenting)
                ModelClock.advance(by: animator.transitionDuration(using: presenting) + 1)
            } else {
                presenting.containerView.addSubview(second.view)
                presenting.completeTransition(true)
            }
            UIWindow.modelScreenUpdate()
        }
    }

    /// The context UIKit makes for the operation, with the views where UIKit has them when the animator is asked.
    func context(_ operation: String) -> ModelTransitionContext {
        switch operation {
        case "present": screen.beginPresentation(of: second, over: first, style: .custom)
        case "dismiss": screen.beginDismissal(of: second, from: first, style: .custom)
        default: screen.beginNavigation(from: first, to: second)
        }
    }

    func begin(_ operation: String) -> ModelTransitionContext {
        prepare(operation)
        return context(operation)
    }

    /// The views by the interpreter's names: from, to, the inputs, and snapshot(name) for snapshots of them.
    func named(_ context: ModelTransitionContext) -> [(String, UIView)] {
        let from = context.viewController(forKey: .from)!.view!
        let to = context.viewController(forKey: .to)!.view!
        var list: [(String, UIView)] = [("from", from), ("to", to)] + inputViews.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let known = list
        var others = 0
        for view in context.containerView.subviews where !known.contains(where: { $0.1 === view }) {
            if let source = view.modelSnapshotSource, let name = known.first(where: { $0.1 === source })?.0 {
                list.append(("snapshot(\(name))", view))
            } else {
                others += 1
                list.append(("view#\(others)", view))
            }
        }
        return list
    }
}

func json(_ value: CGFloat) -> String { value.isFinite ? "\(Double(value))" : "null" }
func json(_ rect: CGRect) -> String { "[\(json(rect.minX)),\(json(rect.minY)),\(json(rect.width)),\(json(rect.height))]" }

@MainActor func describe(_ views: [(String, UIView)], in container: UIView, stage: Stage? = nil) -> String {
    let parts = views.map { name, view -> String in
        let parent: String
        switch view.superview {
        case nil: parent = "none"
        case let superview? where superview === stage?.screen.transitionView: parent = "navigation"
        case let superview? where superview === stage?.screen.window: parent = "window"
        case let superview? where superview === stage?.screen.presentationContainer: parent = "presentation"
        case let superview? where superview === container: parent = "container"
        default: parent = "other"
        }
        let s = view.modelRender(in: container)
        return "\"\(name)\":{\"frame\":\(json(s.frame)),\"anchor\":[\(json(s.anchor.x)),\(json(s.anchor.y))],"
            + "\"transform\":[\(s.transform.map(json).joined(separator: ","))],\"alpha\":\(json(s.alpha)),\"hidden\":\(s.hidden),"
            + "\"onScreen\":\(s.onScreen),\"z\":\(s.z.map(String.init) ?? "null"),\"zPosition\":\(json(s.zPosition)),"
            + "\"cornerRadius\":\(json(s.cornerRadius)),\"mask\":\(s.maskBounds.map(json) ?? "null"),\"emptySnapshot\":\(s.emptySnapshot),"
            + "\"inWindow\":\(view.window != nil),\"superview\":\"\(parent)\"}"
    }
    return "{" + parts.joined(separator: ",") + "}"
}

/// Runs the operation without interaction, sampling at 0, 0.1, …, 0.9 and 0.995 of its duration,
/// then lets it end and reports the completion calls.
@MainActor func runNonInteractive(_ entry: AnimatorEntry, _ operation: String, rightToLeft: Bool = false, reduceMotion: Bool = false) {
    let stage = Stage(rightToLeft: rightToLeft)
    // The Settings switch, on for this run only.
    UIAccessibility.modelReduceMotion = reduceMotion
    defer { UIAccessibility.modelReduceMotion = false }
    let suffix = (rightToLeft ? "RightToLeft" : "") + (reduceMotion ? "ReducedMotion" : "")
    stage.prepare(operation, presentingWith: entry.keeps ? { entry.make("present", stage) } : nil)
    let context = stage.context(operation)
    let animator = entry.make(operation, stage)
    context.animationController = animator
    let duration = animator.transitionDuration(using: context)
    let start = CACurrentMediaTime()
    animator.animateTransition(using: context)
    for fraction in (0..<10).map({ Double($0) / 10 }) + [0.995] {
        let time = duration * fraction
        ModelClock.advance(by: max(start + time - CACurrentMediaTime(), 0))
        print("{\"scenario\":\"sample\(suffix)\",\"transition\":\"\(entry.transition)\",\"operation\":\"\(operation)\",\"time\":\(time),"
              + "\"duration\":\(duration),\"views\":\(describe(stage.named(context), in: context.containerView))}")
    }
    ModelClock.advance(by: duration + 1)
    print("{\"scenario\":\"end\(suffix)\",\"transition\":\"\(entry.transition)\",\"operation\":\"\(operation)\","
          + "\"completions\":[\(context.completions.map(String.init).joined(separator: ","))]}")
}

/// Presents and then dismisses with the same animator class (`.custom` style), then reports the
/// presenter's state: it must be on screen, in its original superview, untransformed and opaque.
@MainActor func runPresentThenDismiss(_ entry: AnimatorEntry) {
    let stage = Stage()
    stage.screen.show(stage.first)
    let originalSuperview = stage.first.view.superview
    let presenting = stage.screen.beginPresentation(of: stage.second, over: stage.first, style: .custom)
    let presenter = entry.make("present", stage)
    presenting.animationController = presenter
    presenter.animateTransition(using: presenting)
    ModelClock.advance(by: presenter.transitionDuration(using: presenting) + 1)
    UIWindow.modelScreenUpdate()
    let dismissing = stage.screen.beginDismissal(of: stage.second, from: stage.first, style: .custom)
    let dismisser = entry.make("dismiss", stage)
    dismissing.animationController = dismisser
    dismisser.animateTransition(using: dismissing)
    ModelClock.advance(by: dismisser.transitionDuration(using: dismissing) + 1)
    let view = stage.first.view!
    let shown = view.layer.presentation() ?? view.layer
    print("{\"scenario\":\"presentDismiss\",\"transition\":\"\(entry.transition)\",\"presentCompletions\":[\(presenting.completions.map(String.init).joined(separator: ","))],"
          + "\"dismissCompletions\":[\(dismissing.completions.map(String.init).joined(separator: ","))],"
          + "\"inWindow\":\(view.window != nil),\"originalSuperview\":\(view.superview === originalSuperview && originalSuperview != nil),"
          + "\"hidden\":\(shown.isHidden),\"alpha\":\(json(CGFloat(shown.opacity))),\"identity\":\(CATransform3DIsIdentity(shown.transform)),"
          + "\"containerRemoved\":\(dismissing.containerView.window == nil)}")
}

/// Begin, move 30 % of the gesture's distance, release: slowly (velocity 0) or fast (2000 pt/s
/// in the gesture's direction). Reports the completion calls and whether every view is as before.
@MainActor func runInteractive(_ entry: InteractionEntry, animators: [AnimatorEntry], fast: Bool, rightToLeft: Bool = false) {
    guard let animatorEntry = animators.first(where: { $0.transition == entry.transition && $0.operations.contains(entry.operation) }) else { return }
    let stage = Stage(rightToLeft: rightToLeft)
    var context: ModelTransitionContext?
    let (interaction, attach, setStart, _) = entry.make(stage)
    setStart {
        let started = stage.context(entry.operation)
        let animator = animatorEntry.make(entry.operation, stage)
        started.animationController = animator
        started.isInteractive = true
        context = started
        interaction.startInteractiveTransition(started)
    }
    stage.prepare(entry.operation, presentingWith: animatorEntry.keeps ? { animatorEntry.make("present", stage) } : nil)
    // The gesture lives on the screen showing when it begins.
    let gestureScreen = entry.operation == "dismiss" ? stage.second : stage.first
    attach(gestureScreen.view)
    guard let recognizer = gestureScreen.view.gestureRecognizers?.last as? UIPanGestureRecognizer else {
        print("{\"scenario\":\"interactive\",\"rightToLeft\":\(rightToLeft),\"transition\":\"\(entry.transition)\",\"operation\":\"\(entry.operation)\",\"fast\":\(fast),\"error\":\"no pan recognizer\"}")
        return
    }
    // In right to left the finger moves the mirrored way along x.
    func vector(_ length: CGFloat) -> CGPoint {
        entry.axis == "x" ? CGPoint(x: (rightToLeft ? -1 : 1) * entry.sign * length, y: 0) : CGPoint(x: 0, y: entry.sign * length)
    }
    let extent = entry.axis == "x" ? stage.screen.window.bounds.width : stage.screen.window.bounds.height
    let screens = entry.operation == "dismiss" ? [("from", stage.second.view!), ("to", stage.first.view!)]
        : [("from", stage.first.view!), ("to", stage.second.view!)]
    let before = describe(screens, in: stage.screen.window, stage: stage)
    recognizer.modelSend(.began, translation: .zero)
    guard let started = context else {
        print("{\"scenario\":\"interactive\",\"rightToLeft\":\(rightToLeft),\"transition\":\"\(entry.transition)\",\"operation\":\"\(entry.operation)\",\"fast\":\(fast),\"error\":\"did not start\"}")
        return
    }
    // Each interaction measures its own distance: move 1 % of the view's extent at a time until it reports 30 %.
    var moved: CGFloat = 0
    while interaction.percentComplete < 0.3, moved < extent {
        moved += extent / 100
        recognizer.modelSend(.changed, translation: vector(moved))
        ModelClock.advance(by: 0.008)
    }
    let during = describe(screens, in: stage.screen.window, stage: stage)
    recognizer.modelSend(.ended, translation: vector(moved), velocity: vector(fast ? 2000 : 0))
    ModelClock.advance(by: 3)
    let after = describe(screens, in: stage.screen.window, stage: stage)
    print("{\"scenario\":\"interactive\",\"rightToLeft\":\(rightToLeft),\"transition\":\"\(entry.transition)\",\"operation\":\"\(entry.operation)\",\"fast\":\(fast),"
          + "\"completions\":[\(started.completions.map(String.init).joined(separator: ","))],\"cancelled\":\(started.transitionWasCancelled),"
          + "\"before\":\(before),\"during\":\(during),\"after\":\(after),\"percent\":\(json(interaction.percentComplete))}")
}

/// Attaches a controller to one screen, then to another, then detaches it, reporting how many
/// recognizers each screen holds after each step: a moved or detached controller leaves none behind.
@MainActor func runReattach(_ entry: InteractionEntry) {
    let stage = Stage()
    let (_, attach, _, detach) = entry.make(stage)
    let (first, second) = (stage.first.view!, stage.second.view!)
    func count(_ view: UIView) -> Int { view.gestureRecognizers?.count ?? 0 }
    attach(first)
    let afterFirst = count(first)
    attach(second)
    let moved = [count(first), count(second)]
    detach()
    print("{\"scenario\":\"reattach\",\"transition\":\"\(entry.transition)\",\"operation\":\"\(entry.operation)\","
          + "\"afterFirst\":\(afterFirst),\"moved\":[\(moved[0]),\(moved[1])],\"detached\":[\(count(first)),\(count(second))]}")
}

@MainActor func runAll() {
    runModelChecks()
    for entry in animatorEntries {
        for operation in entry.operations {
            runNonInteractive(entry, operation)
            runNonInteractive(entry, operation, rightToLeft: true)
            runNonInteractive(entry, operation, reduceMotion: true)
        }
        if entry.operations.contains("present"), entry.operations.contains("dismiss") { runPresentThenDismiss(entry) }
    }
    for entry in interactionEntries {
        runReattach(entry)
        runInteractive(entry, animators: animatorEntries, fast: false)
        runInteractive(entry, animators: animatorEntries, fast: true)
        runInteractive(entry, animators: animatorEntries, fast: false, rightToLeft: true)
        runInteractive(entry, animators: animatorEntries, fast: true, rightToLeft: true)
    }
}
