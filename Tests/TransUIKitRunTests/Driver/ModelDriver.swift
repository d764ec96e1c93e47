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
    /// Which of the operation's gestures it drives: the controller's recognizers are installed in this order.
    let gesture: Int
    /// Whether it is a pan either way: against its direction it starts the switch to the previous tab.
    let eitherWay: Bool
    let axis: String
    let sign: CGFloat
    /// The gesture's own `complete-at`: a slow release below it cancels, at or above it finishes.
    let completeAt: CGFloat
    /// The controller, then how to attach it to a view, set what starts the operation, detach it,
    /// and hand it the animation controller as the generated delegate does.
    let make: @MainActor (Stage) -> (UIPercentDrivenInteractiveTransition, (UIView) -> Void, (@escaping () -> Void) -> Void, () -> Void,
                                     (any UIViewControllerAnimatedTransitioning) -> Void)
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

    /// How the transition's delegate sets a presentation up, if it has one (Registry.swift's `presentationSetups`).
    let presentationSetup: (@MainActor (Stage) -> UIPresentationController?)?

    /// Whether the screen lays out right to left (an Arabic or Hebrew app): every view inherits it from the window.
    let rightToLeft: Bool

    init(transition: String, rightToLeft: Bool = false) {
        first = screen.makeController()
        second = screen.makeController()
        listScreen = first
        presentationSetup = presentationSetups[transition]
        self.rightToLeft = rightToLeft
        if rightToLeft { screen.window.semanticContentAttribute = .forceRightToLeft }
    }

    /// Begins presenting the second screen over the first as UIKit does for the transition's delegate:
    /// in the style its `prepare(_:)` sets, with the presentation controller it returns (`.custom` without one).
    func beginPresentation() -> ModelTransitionContext {
        let controller = presentationSetup?(self)
        let style = presentationSetup == nil ? .custom : second.modalPresentationStyle
        return screen.beginPresentation(of: second, over: first, style: style, presentationController: controller)
    }

    /// The dismissal of what `beginPresentation()` presented, in the same style.
    func beginDismissal() -> ModelTransitionContext {
        screen.beginDismissal(of: second, from: first, style: presentationSetup == nil ? .custom : second.modalPresentationStyle)
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

    /// The navigation controller the screens are pushed on, which the navigation delegate is asked for animators by.
    let navigationController = UINavigationController()

    /// Puts the screens where they are before the operation: a pop starts from the pushed screen,
    /// a dismissal from a presentation made without animation. For a transition that keeps views
    /// for its backward operation, `forward` makes the animator of an operation (as the app's
    /// delegate hands it out), and the forward one runs to the end first: the push from the list
    /// (the pop's `to`) to the pop's `from`, or the present.
    func prepare(_ operation: String, keepingWith forward: ((String) -> any UIViewControllerAnimatedTransitioning)? = nil) {
        if operation == "pop" { listScreen = second }
        if operation == "pop", let forward {
            screen.show(second)
            let pushing = screen.beginNavigation(from: second, to: first)
            let animator = forward("push")
            pushing.animationController = animator
            animator.animateTransition(using: pushing)
            ModelClock.advance(by: animator.transitionDuration(using: pushing) + 1)
            UIWindow.modelScreenUpdate()
            return
        }
        screen.show(first)
        if operation == "dismiss" {
            let presenting = beginPresentation()
            if let forward {
                let animator = forward("present")
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
        case "present": beginPresentation()
        case "dismiss": beginDismissal()
        default: screen.beginNavigation(from: first, to: second)
        }
    }

    func begin(_ operation: String) -> ModelTransitionContext {
        prepare(operation)
        return context(operation)
    }

    /// The views by the interpreter's names: from, to, the inputs, dimming, snapshot(name) for snapshots of them,
    /// and piece(name, row, column of rows x columns) for a snapshot of a part of one, named by the part
    /// it shows: the grid the part's size makes of the view, and its place in that grid.
    func named(_ context: ModelTransitionContext) -> [(String, UIView)] {
        let from = context.viewController(forKey: .from)!.view!
        let to = context.viewController(forKey: .to)!.view!
        var list: [(String, UIView)] = [("from", from), ("to", to)] + inputViews.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let known = list
        var others = 0
        for view in context.containerView.subviews where !known.contains(where: { $0.1 === view }) {
            if let source = view.modelSnapshotSource, let name = known.first(where: { $0.1 === source })?.0,
               let part = view.modelSnapshotRect, let whole = view.modelSnapshotSourceBounds, part != whole, part.width > 0, part.height > 0 {
                // The grid is the one the source's size made when the part was cut, whatever size it has now.
                let (columns, rows) = (Int((whole.width / part.width).rounded()), Int((whole.height / part.height).rounded()))
                let (column, row) = (Int((part.minX / part.width).rounded()), Int((part.minY / part.height).rounded()))
                list.append(("piece(\(name), \(row), \(column) of \(rows)x\(columns))", view))
            } else if let source = view.modelSnapshotSource, let name = known.first(where: { $0.1 === source })?.0 {
                list.append(("snapshot(\(name))", view))
            } else if view.modelSnapshotSource == nil, view.frame == context.containerView.bounds, !list.contains(where: { $0.0 == "dimming" }) {
                // The one plain view the generated code makes over the whole container: the dimming view.
                list.append(("dimming", view))
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
            + "\"shadowOpacity\":\(json(s.shadowOpacity)),\"shadowRadius\":\(json(s.shadowRadius)),"
            + "\"shadowOffset\":[\(json(s.shadowOffset.width)),\(json(s.shadowOffset.height))],"
            + "\"shadowColor\":[\(s.shadowColor.map(json).joined(separator: ","))],\"shadowPath\":\(s.shadowPathBounds.map(json) ?? "null"),"
            + "\"background\":[\(s.backgroundColor.map(json).joined(separator: ","))],"
            + "\"inWindow\":\(view.window != nil),\"superview\":\"\(parent)\"}"
    }
    return "{" + parts.joined(separator: ",") + "}"
}

/// Runs the operation without interaction, sampling at 0, 0.1, …, 0.9 and 0.995 of its duration,
/// then lets it end and reports the completion calls.
@MainActor func runNonInteractive(_ entry: AnimatorEntry, _ operation: String, rightToLeft: Bool = false, reduceMotion: Bool = false) {
    let stage = Stage(transition: entry.transition, rightToLeft: rightToLeft)
    // The Settings switch, on for this run only.
    UIAccessibility.modelReduceMotion = reduceMotion
    defer { UIAccessibility.modelReduceMotion = false }
    let suffix = (rightToLeft ? "RightToLeft" : "") + (reduceMotion ? "ReducedMotion" : "")
    stage.prepare(operation, keepingWith: entry.keeps ? { entry.make($0, stage) } : nil)
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
    let stage = Stage(transition: entry.transition)
    stage.screen.show(stage.first)
    let originalSuperview = stage.first.view.superview
    let presenting = stage.beginPresentation()
    let presenter = entry.make("present", stage)
    presenting.animationController = presenter
    presenter.animateTransition(using: presenting)
    ModelClock.advance(by: presenter.transitionDuration(using: presenting) + 1)
    UIWindow.modelScreenUpdate()
    let dismissing = stage.beginDismissal()
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

/// The dimming view of a presentation: after the present, after a size change of the screen while
/// presented, during and after a dismissal driven to 30 % and cancelled (as a slow release does),
/// and after a dismissal that completes. Reports, each time, whether it is in the container, its
/// frame, the container's bounds, its alpha as shown, and its index below the presented view's.
@MainActor func runDimming(_ entry: AnimatorEntry) {
    let stage = Stage(transition: entry.transition)
    stage.screen.show(stage.first)
    let presenting = stage.beginPresentation()
    let presenter = entry.make("present", stage)
    presenting.animationController = presenter
    presenter.animateTransition(using: presenting)
    ModelClock.advance(by: presenter.transitionDuration(using: presenting) + 1)
    let container = presenting.containerView
    guard let dimming = stage.named(presenting).first(where: { $0.0 == "dimming" })?.1 else { return }
    let presentedView = stage.second.view!
    func state() -> String {
        let shown = dimming.layer.presentation() ?? dimming.layer
        let index = { (view: UIView) in container.subviews.firstIndex { $0 === view }.map(String.init) ?? "null" }
        return "{\"inContainer\":\(dimming.superview === container),\"frame\":\(json(dimming.frame)),\"container\":\(json(container.bounds)),"
            + "\"alpha\":\(json(CGFloat(shown.opacity))),\"z\":\(index(dimming)),\"presentedZ\":\(index(presentedView))}"
    }
    let presented = state()
    stage.screen.resize(to: CGSize(width: 844, height: 390), presented: stage.second)
    let resized = state()
    let dismissing = stage.beginDismissal()
    let dismisser = entry.make("dismiss", stage)
    dismissing.animationController = dismisser
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.startInteractiveTransition(dismissing)
    interaction.update(0.3)
    ModelClock.advance(by: 0.008)
    let during = state()
    interaction.cancel()
    ModelClock.advance(by: 3)
    let cancelled = state()
    let dismissingAgain = stage.beginDismissal()
    let finisher = entry.make("dismiss", stage)
    dismissingAgain.animationController = finisher
    finisher.animateTransition(using: dismissingAgain)
    ModelClock.advance(by: finisher.transitionDuration(using: dismissingAgain) + 1)
    print("{\"scenario\":\"dimming\",\"transition\":\"\(entry.transition)\",\"presentCompletions\":[\(presenting.completions.map(String.init).joined(separator: ","))],"
          + "\"cancelCompletions\":[\(dismissing.completions.map(String.init).joined(separator: ","))],"
          + "\"dismissCompletions\":[\(dismissingAgain.completions.map(String.init).joined(separator: ","))],"
          + "\"presented\":\(presented),\"resized\":\(resized),\"during\":\(during),\"cancelled\":\(cancelled),"
          + "\"removed\":\(dimming.superview == nil)}")
}

/// Presents without interaction, lets the present end, then lays the presentation's container out
/// again (as a rotation would), and reports what the presented view shows: a sheet or card keeps
/// its frame and corner radius through both.
@MainActor func runPresentEnd(_ entry: AnimatorEntry) {
    let stage = Stage(transition: entry.transition)
    stage.screen.show(stage.first)
    let presenting = stage.beginPresentation()
    let presenter = entry.make("present", stage)
    presenting.animationController = presenter
    presenter.animateTransition(using: presenting)
    ModelClock.advance(by: presenter.transitionDuration(using: presenting) + 1)
    stage.screen.layoutPresentation(of: stage.second)
    let shown = stage.second.view.modelRender(in: stage.screen.window)
    print("{\"scenario\":\"presentEnd\",\"transition\":\"\(entry.transition)\",\"completions\":[\(presenting.completions.map(String.init).joined(separator: ","))],"
          + "\"frame\":\(json(shown.frame)),\"transform\":[\(shown.transform.map(json).joined(separator: ","))],"
          + "\"cornerRadius\":\(json(shown.cornerRadius)),\"onScreen\":\(shown.onScreen)}")
}

/// One gesture-driven run: the stage, the controller on the screen showing, its pan recognizer,
/// and the transition the gesture starts.
@MainActor final class GestureSession {
    let entry: InteractionEntry
    let stage: Stage
    let interaction: UIPercentDrivenInteractiveTransition
    let recognizer: UIPanGestureRecognizer?
    /// The recognizer when the gesture is a pinch.
    let pinch: UIPinchGestureRecognizer?
    let screens: [(String, UIView)]
    /// Whether the screen lays out right to left: the finger moves the mirrored way along x.
    let rightToLeft: Bool

    /// `inArea`: the recognizer goes on a small view inside the screen (120 × 90 pt) rather than on the screen's view.
    init?(_ entry: InteractionEntry, animators: [AnimatorEntry], inArea: Bool = false, rightToLeft: Bool = false) {
        guard let animatorEntry = animators.first(where: { $0.transition == entry.transition && $0.operations.contains(entry.operation) }) else { return nil }
        self.entry = entry
        self.rightToLeft = rightToLeft
        let stage = Stage(transition: entry.transition, rightToLeft: rightToLeft)
        self.stage = stage
        let (interaction, attach, setStart, _, handOver) = entry.make(stage)
        self.interaction = interaction
        var started: ModelTransitionContext?
        setStart {
            let context = stage.context(entry.operation)
            let animator = animatorEntry.make(entry.operation, stage)
            context.animationController = animator
            context.isInteractive = true
            handOver(animator)
            started = context
            interaction.startInteractiveTransition(context)
        }
        stage.prepare(entry.operation, keepingWith: animatorEntry.keeps ? { animatorEntry.make($0, stage) } : nil)
        // The gesture lives on the screen showing when it begins.
        let gestureScreen = entry.operation == "dismiss" ? stage.second : stage.first
        var gestureView: UIView = gestureScreen.view
        if inArea {
            gestureView = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 90))
            gestureScreen.view.addSubview(gestureView)
        }
        let before = gestureView.gestureRecognizers?.count ?? 0
        attach(gestureView)
        let installed = gestureView.gestureRecognizers ?? []
        recognizer = installed.count > before + entry.gesture ? installed[before + entry.gesture] as? UIPanGestureRecognizer : nil
        pinch = installed.count > before + entry.gesture ? installed[before + entry.gesture] as? UIPinchGestureRecognizer : nil
        screens = entry.operation == "dismiss" ? [("from", stage.second.view!), ("to", stage.first.view!)]
            : [("from", stage.first.view!), ("to", stage.second.view!)]
        startedContext = { started }
    }
    /// Reads the context `start` recorded (made in `init` before `self` could hold it).
    private var startedContext: () -> ModelTransitionContext? = { nil }
    /// The transition the gesture started, if it started one.
    var started: ModelTransitionContext? { startedContext() }

    /// A vector of `length` points along the gesture's direction (negative: against it).
    func vector(_ length: CGFloat) -> CGPoint {
        entry.axis == "x" ? CGPoint(x: (rightToLeft ? -1 : 1) * entry.sign * length, y: 0) : CGPoint(x: 0, y: entry.sign * length)
    }
    /// The container's extent along the gesture.
    var extent: CGFloat { entry.axis == "x" ? stage.screen.window.bounds.width : stage.screen.window.bounds.height }
    func describeScreens() -> String { describe(screens, in: stage.screen.window, stage: stage) }

    /// Moves the finger 1 % of the extent a step (a display frame apart) along the gesture
    /// (`forwards`) or against it until `reached` says the controller's progress is there.
    func move(from start: CGFloat, forwards: Bool, until reached: (CGFloat) -> Bool) -> CGFloat {
        var moved = start
        while !reached(interaction.percentComplete), abs(moved) < 2 * extent {
            moved += (forwards ? 1 : -1) * extent / 100
            recognizer?.modelSend(.changed, translation: vector(moved))
            ModelClock.advance(by: 0.008)
        }
        return moved
    }

    func header(_ scenario: String) -> String {
        "{\"scenario\":\"\(scenario)\",\"rightToLeft\":\(rightToLeft),\"transition\":\"\(entry.transition)\",\"operation\":\"\(entry.operation)\",\"gesture\":\(entry.gesture),\"eitherWay\":\(entry.eitherWay)"
    }
}

/// Begin, move 30 % of the gesture's distance (a slow release: 30 %, or half the gesture's own
/// `complete-at` where that is 60 % or less, so that it stays below it), release: slowly (velocity 0) or fast (2000 pt/s
/// in the gesture's direction). Reports the completion calls, whether every view is as before,
/// and what the controller hands the finishing animation (its timing curve's initial velocity,
/// its completion speed) with the points moved, for the test to work out on its own.
@MainActor func runInteractive(_ entry: InteractionEntry, animators: [AnimatorEntry], fast: Bool, rightToLeft: Bool = false) {
    guard let session = GestureSession(entry, animators: animators, rightToLeft: rightToLeft) else { return }
    let label = session.header("interactive") + ",\"fast\":\(fast)"
    guard let recognizer = session.recognizer else { return print(label + ",\"error\":\"no pan recognizer\"}") }
    let before = session.describeScreens()
    // A finger already moving the gesture's way, as when a pan leaves `.possible`.
    recognizer.modelSend(.began, translation: .zero, velocity: session.vector(300))
    guard let started = session.started else { return print(label + ",\"error\":\"did not start\"}") }
    // Each interaction measures its own distance: move 1 % of the view's extent at a time until it reports the target.
    let target = fast ? 0.3 : min(0.3, entry.completeAt / 2)
    let moved = session.move(from: 0, forwards: true) { $0 >= target }
    let during = session.describeScreens()
    let speed: CGFloat = fast ? 2000 : 0
    recognizer.modelSend(.ended, translation: session.vector(moved), velocity: session.vector(speed))
    let handed = (session.interaction.timingCurve as? UISpringTimingParameters)?.initialVelocity.dx
    let completionSpeed = session.interaction.completionSpeed
    ModelClock.advance(by: 3)
    let after = session.describeScreens()
    print(label + ",\"completions\":[\(started.completions.map(String.init).joined(separator: ","))],\"cancelled\":\(started.transitionWasCancelled),"
          + "\"before\":\(before),\"during\":\(during),\"after\":\(after),\"percent\":\(json(session.interaction.percentComplete)),"
          + "\"moved\":\(json(moved)),\"releaseSpeed\":\(json(speed)),\"initialVelocity\":\(handed.map(json) ?? "null"),"
          + "\"completionSpeed\":\(json(completionSpeed)),\"duration\":\(json(session.interaction.duration))}")
}

/// A pan on a small view inside the screen: its progress is measured in the transition's
/// container, not in the view it is on. Reports the progress after 60 pt along the gesture.
@MainActor func runProgressInContainer(_ entry: InteractionEntry, animators: [AnimatorEntry]) {
    guard let session = GestureSession(entry, animators: animators, inArea: true) else { return }
    guard let recognizer = session.recognizer else { return print(session.header("container") + ",\"error\":\"no pan recognizer\"}") }
    recognizer.modelSend(.began, translation: .zero, velocity: session.vector(300))
    recognizer.modelSend(.changed, translation: session.vector(60))
    print(session.header("container") + ",\"started\":\(session.started != nil),\"travel\":60,\"percent\":\(json(session.interaction.percentComplete))}")
}

/// A drag the wrong way, then one mostly across the gesture, then the right way: the first two
/// must start nothing (the recognizer fails, leaving the touch to others); the last starts the transition.
@MainActor func runWrongDirection(_ entry: InteractionEntry, animators: [AnimatorEntry]) {
    guard let session = GestureSession(entry, animators: animators) else { return }
    guard let recognizer = session.recognizer else { return print(session.header("gating") + ",\"error\":\"no pan recognizer\"}") }
    recognizer.modelSend(.began, translation: session.vector(-12), velocity: session.vector(-400))
    let backward = (session.started != nil, recognizer.state == .failed)
    let forward = session.vector(120), sideways = session.vector(60)
    // Twice as fast across the gesture's axis as along it (a scroll view's drag).
    let across = CGPoint(x: 2 * sideways.y + sideways.x, y: 2 * sideways.x + sideways.y)
    recognizer.modelSend(.began, translation: CGPoint(x: across.x / 10, y: across.y / 10), velocity: across)
    let acrossResult = (session.started != nil, recognizer.state == .failed)
    recognizer.modelSend(.began, translation: CGPoint(x: forward.x / 10, y: forward.y / 10), velocity: forward)
    print(session.header("gating") + ",\"backwardStarted\":\(backward.0),\"backwardFailed\":\(backward.1),"
          + "\"acrossStarted\":\(acrossResult.0),\"acrossFailed\":\(acrossResult.1),\"forwardStarted\":\(session.started != nil)}")
}

/// Begin, move 30 %, fast release (finishing), a touch halfway through the finish, move back to
/// 5 %, slow release: the transition cancels once and every view ends as before. Reports the
/// screens just before the touch and just after it (a caught transition does not jump).
@MainActor func runInterruption(_ entry: InteractionEntry, animators: [AnimatorEntry]) {
    guard let session = GestureSession(entry, animators: animators) else { return }
    let label = session.header("interrupted")
    guard let recognizer = session.recognizer else { return print(label + ",\"error\":\"no pan recognizer\"}") }
    let before = session.describeScreens()
    recognizer.modelSend(.began, translation: .zero, velocity: session.vector(300))
    guard let started = session.started else { return print(label + ",\"error\":\"did not start\"}") }
    let moved = session.move(from: 0, forwards: true) { $0 >= 0.3 }
    let percent = session.interaction.percentComplete
    recognizer.modelSend(.ended, translation: session.vector(moved), velocity: session.vector(2000))
    // Half the finish: the rest of the duration at the completion speed the release chose.
    let finish = Double((1 - percent) * session.interaction.duration / max(session.interaction.completionSpeed, 1e-6))
    ModelClock.advance(by: finish / 2)
    let completedBeforeTouch = started.completions
    let flying = session.describeScreens()
    recognizer.modelSend(.began, translation: .zero)
    let caught = session.describeScreens()
    let caughtAt = session.interaction.percentComplete
    let movedBack = session.move(from: 0, forwards: false) { $0 <= 0.05 }
    let back = session.interaction.percentComplete
    recognizer.modelSend(.ended, translation: session.vector(movedBack), velocity: .zero)
    ModelClock.advance(by: 3)
    let after = session.describeScreens()
    print(label + ",\"completions\":[\(started.completions.map(String.init).joined(separator: ","))],\"completedBeforeTouch\":\(!completedBeforeTouch.isEmpty),"
          + "\"caughtAt\":\(json(caughtAt)),\"back\":\(json(back)),\"before\":\(before),\"flying\":\(flying),\"caught\":\(caught),\"after\":\(after)}")
}

/// A pinch the wrong way (starts nothing: the recognizer fails), then the declared way (starts the
/// transition); to 30 %, a fast release (2 scale/s the declared way), reporting what the controller
/// hands the finish; halfway through the finish a touch catches it, the fingers go back past where
/// they began, a still release: it cancels once and every view ends as before.
@MainActor func runPinch(_ entry: InteractionEntry, animators: [AnimatorEntry]) {
    guard let session = GestureSession(entry, animators: animators) else { return }
    let label = session.header("pinch")
    guard let pinch = session.pinch else { return print(label + ",\"error\":\"no pinch recognizer\"}") }
    let before = session.describeScreens()
    // +1: the fingers open (`out`); −1: they close (`in`).
    let way = entry.sign
    pinch.modelSend(.began, scale: 1 - way * 0.05, velocity: -way)
    let wrong = (started: session.started != nil, failed: pinch.state == .failed)
    pinch.modelSend(.began, scale: 1 + way * 0.05, velocity: way)
    let header = label + ",\"wrongStarted\":\(wrong.started),\"wrongFailed\":\(wrong.failed)"
    guard let started = session.started else { return print(header + ",\"error\":\"did not start\"}") }
    let scale = 1 + way * 0.3, speed: CGFloat = 2
    pinch.modelSend(.changed, scale: scale, velocity: way * speed)
    let percent = session.interaction.percentComplete
    pinch.modelSend(.ended, scale: scale, velocity: way * speed)
    let handed = (session.interaction.timingCurve as? UISpringTimingParameters)?.initialVelocity.dx
    let completionSpeed = session.interaction.completionSpeed
    let finish = Double((1 - percent) * session.interaction.duration / max(completionSpeed, 1e-6))
    ModelClock.advance(by: finish / 2)
    let completedBeforeTouch = !started.completions.isEmpty
    let flying = session.describeScreens()
    pinch.modelSend(.began, scale: 1, velocity: 0)
    let caught = session.describeScreens()
    let caughtAt = session.interaction.percentComplete
    pinch.modelSend(.changed, scale: 1 - way * (caughtAt + 0.1), velocity: -way)
    pinch.modelSend(.ended, scale: 1 - way * (caughtAt + 0.1), velocity: 0)
    ModelClock.advance(by: 3)
    let after = session.describeScreens()
    print(header + ",\"scale\":\(json(scale)),\"percent\":\(json(percent)),\"releaseSpeed\":\(json(speed)),"
          + "\"initialVelocity\":\(handed.map(json) ?? "null"),\"completionSpeed\":\(json(completionSpeed)),\"duration\":\(json(session.interaction.duration)),"
          + "\"completions\":[\(started.completions.map(String.init).joined(separator: ","))],\"completedBeforeTouch\":\(completedBeforeTouch),"
          + "\"caughtAt\":\(json(caughtAt)),\"before\":\(before),\"flying\":\(flying),\"caught\":\(caught),\"after\":\(after)}")
}

/// A seeded sequence of numbers (SplitMix64), so that a random gesture run is the same every time.
struct SeededNumbers {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func between(_ low: CGFloat, _ high: CGFloat) -> CGFloat { low + (high - low) * CGFloat(Double(next() >> 11) / Double(1 << 53)) }
}

/// A seeded random gesture sequence: grab, moves either way (past both ends at times), a release
/// at any velocity along the gesture (or an abandoned gesture), a few frames of settling, then a
/// touch on the settling transition and again, several times; then it is left to end. Reports
/// the completion calls, the screens before and after, and for each touch whether the transition
/// was still settling and whether the screens stayed where they were (a caught transition does not jump).
@MainActor func runRandomGestures(_ entry: InteractionEntry, animators: [AnimatorEntry], seed: UInt64) {
    guard let session = GestureSession(entry, animators: animators) else { return }
    let label = session.header("randomGestures") + ",\"seed\":\(seed)"
    guard let recognizer = session.recognizer else { return print(label + ",\"error\":\"no pan recognizer\"}") }
    var random = SeededNumbers(state: seed)
    let before = session.describeScreens()
    recognizer.modelSend(.began, translation: .zero, velocity: session.vector(300))
    guard let started = session.started else { return print(label + ",\"error\":\"did not start\"}") }
    var touches: [String] = []
    let grabs = 1 + Int(random.next() % 5)
    for grab in 0..<grabs {
        var travel: CGFloat = 0
        for _ in 0..<(1 + random.next() % 8) {
            travel = min(max(travel + random.between(-0.3, 0.4) * session.extent, -0.5 * session.extent), 1.5 * session.extent)
            ModelClock.advance(by: Double(random.between(0.004, 0.05)))
            recognizer.modelSend(.changed, translation: session.vector(travel))
        }
        ModelClock.advance(by: Double(random.between(0.001, 0.03)))
        if random.next() % 10 == 0 {
            recognizer.modelSend(.cancelled, translation: session.vector(travel))
        } else {
            recognizer.modelSend(.ended, translation: session.vector(travel), velocity: session.vector(random.between(-3000, 3000)))
        }
        ModelClock.advance(by: Double(random.next() % 20) / 60)
        // A touch once it has ended would start the next transition: the sequence stops there.
        guard grab < grabs - 1, started.completions.isEmpty else { break }
        let flying = session.describeScreens()
        recognizer.modelSend(.began, translation: .zero)
        // A touch that moved the screens reports them before and after, for the failure to show what jumped.
        let caught = session.describeScreens()
        touches.append("{\"settling\":\(started.completions.isEmpty),\"still\":\(flying == caught)"
                       + (flying == caught ? "" : ",\"flying\":\(flying),\"caught\":\(caught)") + "}")
    }
    ModelClock.advance(by: 5)
    print(label + ",\"completions\":[\(started.completions.map(String.init).joined(separator: ","))],\"touches\":[\(touches.joined(separator: ","))],"
          + "\"before\":\(before),\"after\":\(session.describeScreens())}")
}

extension Stage {
    /// Puts the screens where they are before the operation (after the entry's own presenting
    /// run where it keeps views), and makes the operation's context and animator, paired as UIKit pairs them.
    func begin(_ entry: AnimatorEntry, _ operation: String) -> (ModelTransitionContext, any UIViewControllerAnimatedTransitioning) {
        prepare(operation, keepingWith: entry.keeps ? { entry.make($0, self) } : nil)
        let context = self.context(operation)
        let animator = entry.make(operation, self)
        context.animationController = animator
        return (context, animator)
    }
}

/// The animator rules: `interruptibleAnimator(using:)` gives one instance for the life of a
/// transition, also on the path for a context without views; with `isAnimated == false` the
/// transition puts the end state at once and completes, without animating.
@MainActor func runAnimatorRules(_ entry: AnimatorEntry) {
    for operation in entry.operations {
        let animated = Stage(transition: entry.transition)
        let (context, animator) = animated.begin(entry, operation)
        let first = animator.interruptibleAnimator(using: context)
        let interruptible = !(first is ModelMissingInterruptibleAnimator)
        let same = animator.interruptibleAnimator(using: context) === first
        animator.animateTransition(using: context)
        ModelClock.advance(by: animator.transitionDuration(using: context) + 1)
        let end = describe(animated.named(context), in: context.containerView, stage: animated)

        let still = Stage(transition: entry.transition)
        let (quiet, stillAnimator) = still.begin(entry, operation)
        quiet.isAnimated = false
        stillAnimator.animateTransition(using: quiet)
        // Before the clock moves: nothing may be left to animate.
        let atOnce = quiet.completions
        let instant = describe(still.named(quiet), in: quiet.containerView, stage: still)
        var line = "{\"scenario\":\"animatorRules\",\"transition\":\"\(entry.transition)\",\"operation\":\"\(operation)\","
            + "\"interruptible\":\(interruptible),\"sameInstance\":\(same),\"completionsAtOnce\":[\(atOnce.map(String.init).joined(separator: ","))],"
            + "\"atOnceIsTheEnd\":\(instant == end)"
        if operation == "present", interruptible {
            // A presenter whose view is gone: the animator has no views and takes its fallback.
            let bare = Stage(transition: entry.transition)
            bare.screen.show(bare.first)
            let empty = bare.screen.beginPresentation(of: bare.second, over: bare.first, style: .custom)
            let fallback = entry.make("present", bare)
            empty.animationController = fallback
            bare.first.view = nil
            let one = fallback.interruptibleAnimator(using: empty)
            let again = fallback.interruptibleAnimator(using: empty) === one
            fallback.animateTransition(using: empty)
            ModelClock.advance(by: 1)
            line += ",\"fallbackSameInstance\":\(again),\"fallbackCompletions\":[\(empty.completions.map(String.init).joined(separator: ","))]"
        }
        print(line + "}")
    }
}

/// A pan either way: a drag across it starts nothing; 60 pt against its direction starts the switch
/// to the previous tab, 60 pt along it the switch to the next; each reports the progress and what
/// the screens show, for the test to compare with the interpreter's program and its mirror image.
@MainActor func runEitherWay(_ entry: InteractionEntry, animators: [AnimatorEntry]) {
    guard let across = GestureSession(entry, animators: animators), let acrossRecognizer = across.recognizer else {
        return print("{\"scenario\":\"eitherWay\",\"transition\":\"\(entry.transition)\",\"error\":\"no pan recognizer\"}")
    }
    let sideways = entry.axis == "x" ? CGPoint(x: 0, y: 400) : CGPoint(x: 400, y: 0)
    acrossRecognizer.modelSend(.began, translation: CGPoint(x: sideways.x / 10, y: sideways.y / 10), velocity: sideways)
    var line = across.header("eitherWay") + ",\"acrossStarted\":\(across.started != nil),\"acrossFailed\":\(acrossRecognizer.state == .failed)"
    for (name, length) in [("backward", CGFloat(-60)), ("forward", CGFloat(60))] {
        guard let session = GestureSession(entry, animators: animators), let recognizer = session.recognizer else { continue }
        recognizer.modelSend(.began, translation: .zero, velocity: session.vector(length * 5))
        recognizer.modelSend(.changed, translation: session.vector(length))
        line += ",\"\(name)Started\":\(session.started != nil),\"\(name)Percent\":\(json(session.interaction.percentComplete)),"
            + "\"\(name)\":\(session.describeScreens())"
    }
    print(line + "}")
}

/// Attaches a controller to one screen, then to another, then detaches it, reporting how many
/// recognizers each screen holds after each step: a moved or detached controller leaves none behind.
@MainActor func runReattach(_ entry: InteractionEntry) {
    let stage = Stage(transition: entry.transition)
    let (_, attach, _, detach, _) = entry.make(stage)
    let (first, second) = (stage.first.view!, stage.second.view!)
    func count(_ view: UIView) -> Int { view.gestureRecognizers?.count ?? 0 }
    attach(first)
    let afterFirst = count(first)
    attach(second)
    let moved = [count(first), count(second)]
    detach()
    print("{\"scenario\":\"reattach\",\"transition\":\"\(entry.transition)\",\"operation\":\"\(entry.operation)\",\"gesture\":\(entry.gesture),"
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
        if entry.operations.contains("present"), entry.operations.contains("dismiss") {
            runPresentThenDismiss(entry)
            runDimming(entry)
        }
        if entry.operations.contains("present") { runPresentEnd(entry) }
    }
    for entry in animatorEntries {
        runAnimatorRules(entry)
    }
    for entry in interactionEntries {
        runReattach(entry)
        // A pinch has its own scenario; the others drive pans.
        if entry.axis == "scale" {
            runPinch(entry, animators: animatorEntries)
            continue
        }
        runInteractive(entry, animators: animatorEntries, fast: false)
        runInteractive(entry, animators: animatorEntries, fast: true)
        if entry.eitherWay { runEitherWay(entry, animators: animatorEntries) } else { runWrongDirection(entry, animators: animatorEntries) }
        runProgressInContainer(entry, animators: animatorEntries)
        runInterruption(entry, animators: animatorEntries)
        for fast in [false, true] {
            runFollow(entry, animators: animatorEntries, fast: fast)
            runFollow(entry, animators: animatorEntries, fast: fast, reduceMotion: true)
        }
        runFollow(entry, animators: animatorEntries, fast: true, catchesLate: true)
        for seed: UInt64 in [1, 2, 3, 4, 5, 6] { runRandomGestures(entry, animators: animatorEntries, seed: seed) }
        runInteractive(entry, animators: animatorEntries, fast: false, rightToLeft: true)
        runInteractive(entry, animators: animatorEntries, fast: true, rightToLeft: true)
    }
}
