// Checks of the UIKit model itself, each against a value worked out from Apple's documentation
// by hand (not by the model): printed as {"scenario":"check","name":…,"ok":…} lines.
import UIKit

@MainActor func check(_ name: String, _ ok: Bool, _ detail: String = "") {
    print("{\"scenario\":\"check\",\"name\":\"\(name)\",\"ok\":\(ok),\"detail\":\"\(detail.replacingOccurrences(of: "\"", with: "'"))\"}")
}

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// What completion blocks received. They are `@Sendable` (as Swift 6.2 imports the SDK's), so they
/// cannot append to a captured local; this main-actor object is Sendable, and UIKit calls them on
/// the main thread.
@MainActor final class ReceivedValues<Value: Sendable> {
    private(set) var values: [Value] = []
    nonisolated func append(_ value: Value) { MainActor.assumeIsolated { values.append(value) } }
}

@MainActor func runModelChecks() {
    // Layout direction: unspecified views take their superview's; forcing one overrides it; playback
    // controls stay left-to-right.
    let rightToLeftRoot = UIView(frame: .zero), plain = UIView(frame: .zero), playback = UIView(frame: .zero)
    rightToLeftRoot.semanticContentAttribute = .forceRightToLeft
    playback.semanticContentAttribute = .playback
    check("layout direction of a lone view", plain.effectiveUserInterfaceLayoutDirection == .leftToRight)
    rightToLeftRoot.addSubview(plain)
    rightToLeftRoot.addSubview(playback)
    check("layout direction inherited", plain.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    check("playback stays left-to-right", playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
    // A tab bar controller has no tabs until the app gives them (UITabBarController.viewControllers: default nil).
    check("a tab bar controller's tabs are nil by default", UITabBarController().viewControllers == nil)
    // Reduce Motion is off until the user turns it on.
    check("reduce motion off by default", !UIAccessibility.isReduceMotionEnabled)
    UIAccessibility.modelReduceMotion = true
    check("reduce motion reads the setting", UIAccessibility.isReduceMotionEnabled)
    UIAccessibility.modelReduceMotion = false

    // CAMediaTiming: a linear animation halfway; removed at its end, showing the model value again.
    let layer = CALayer()
    layer.opacity = 0.8
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.fromValue, fade.toValue, fade.duration) = (0.0, 1.0, 1.0)
    layer.add(fade, forKey: "fade")
    ModelClock.advance(by: 0.25)
    check("basic animation at a quarter", near(Double(layer.presentation()!.opacity), 0.25, 1e-6), "\(layer.presentation()!.opacity)")
    ModelClock.advance(by: 1)
    check("removed on completion", layer.animationKeys() == nil && layer.presentation()!.opacity == 0.8)

    // beginTime in the future: nothing before it without a backwards fill, the from value with one.
    let delayed = CALayer()
    for fill in [CAMediaTimingFillMode.removed, .backwards] {
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (100.0, 200.0, 1.0)
        move.beginTime = delayed.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        move.fillMode = fill
        delayed.add(move, forKey: "move")
        ModelClock.advance(by: 0.1)
        check("before beginTime, fill \(fill.rawValue)", delayed.presentation()!.position.x == (fill == .backwards ? 100 : 0))
        delayed.removeAllAnimations()
    }

    // A parent at speed 0 holds its sublayers' animations at its timeOffset.
    let parent = CALayer(), child = CALayer()
    parent.addSublayer(child)
    parent.speed = 0
    let grow = CABasicAnimation(keyPath: "cornerRadius")
    (grow.fromValue, grow.toValue, grow.duration) = (0.0, 10.0, 1.0)
    child.add(grow, forKey: "grow")
    parent.timeOffset = 0.4
    ModelClock.advance(by: 2)
    check("speed 0 and timeOffset scrub", near(child.presentation()!.cornerRadius, 4, 1e-9), "\(child.presentation()!.cornerRadius)")

    // Keyframes: discrete holds each value from its key time; linear interpolates inside a segment.
    let steps = CALayer()
    let stepped = CAKeyframeAnimation(keyPath: "zPosition")
    (stepped.values, stepped.keyTimes, stepped.duration, stepped.calculationMode) = ([0.0, 10.0, 20.0], [0, 0.5, 1], 1, .discrete)
    steps.add(stepped, forKey: "z")
    ModelClock.advance(by: 0.6)
    check("discrete keyframes", steps.presentation()!.zPosition == 10)
    let ramp = CALayer()
    let linear = CAKeyframeAnimation(keyPath: "zPosition")
    (linear.values, linear.keyTimes, linear.duration) = ([0.0, 10.0, 30.0], [0, 0.5, 1], 1)
    ramp.add(linear, forKey: "z")
    ModelClock.advance(by: 0.75)
    check("linear keyframes", near(ramp.presentation()!.zPosition, 20, 1e-6), "\(ramp.presentation()!.zPosition)")

    // A critically damped spring (k = 100, c = 20, m = 1): x(t) = 1 − e^(−10t)(1 + 10t).
    let bouncing = CALayer()
    let spring = CASpringAnimation(keyPath: "position.y")
    (spring.fromValue, spring.toValue, spring.duration, spring.stiffness, spring.damping) = (0.0, 100.0, 2.0, 100, 20)
    bouncing.add(spring, forKey: "y")
    ModelClock.advance(by: 0.1)
    check("critically damped spring", near(bouncing.presentation()!.position.y, 100 * (1 - exp(-1) * 2), 1e-6), "\(bouncing.presentation()!.position.y)")

    // Cubic Bézier: ease-in-out is symmetric, y(x) + y(1 − x) = 1 (to Float precision: the control
    // points are Floats, 0.42 + 0.58 ≠ 1 in Float); linear is the identity.
    let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut).modelCurve
    check("ease-in-out symmetry", near(easeInOut.value(at: 0.3) + easeInOut.value(at: 0.7), 1, 1e-6) && near(easeInOut.value(at: 0.5), 0.5, 1e-6),
          "\(easeInOut.value(at: 0.3) + easeInOut.value(at: 0.7))")
    let exact = ModelCubicBezier(0.42, 0, 0.58, 1)
    check("Bézier solver symmetry", near(exact.value(at: 0.3) + exact.value(at: 0.7), 1, 1e-12))
    check("linear curve", near(CAMediaTimingFunction(name: .linear).modelCurve.value(at: 0.37), 0.37, 1e-12))

    // Transforms interpolate as rotations: halfway to a quarter turn is an eighth; a full turn is the identity all the way.
    let turning = CALayer()
    let quarter = CABasicAnimation(keyPath: "transform")
    (quarter.fromValue, quarter.toValue, quarter.duration) = (CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1.0)
    turning.add(quarter, forKey: "turn")
    ModelClock.advance(by: 0.5)
    let halfway = turning.presentation()!.transform
    check("rotation halfway", near(halfway.m11, cos(.pi / 4), 1e-9) && near(halfway.m12, sin(.pi / 4), 1e-9), "\(halfway)")
    let spinning = CALayer()
    let full = CABasicAnimation(keyPath: "transform")
    (full.fromValue, full.toValue, full.duration) = (CATransform3DIdentity, CATransform3DMakeRotation(2 * .pi, 0, 0, 1), 1.0)
    spinning.add(full, forKey: "turn")
    ModelClock.advance(by: 0.5)
    check("a full turn does not spin", near(spinning.presentation()!.transform.m11, 1, 1e-9))

    // UIView.animate: the block's change becomes an animation; the completion runs once, at the end.
    let screen = ModelScreen(size: CGSize(width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.window.addSubview(view)
    let finished = ReceivedValues<Bool>()
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 }, completion: { finished.append($0) })
    check("model value set at once", view.alpha == 0)
    ModelClock.advance(by: 0.5)
    check("UIView.animate halfway", near(Double(view.modelRender(in: screen.window).alpha), 0.5, 1e-6))
    ModelClock.advance(by: 0.6)
    check("UIView.animate completion once", finished.values == [true], "\(finished.values)")

    // animateKeyframes: a frame from 50 % to 100 % holds the old value until it starts.
    let blinking = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.window.addSubview(blinking)
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { blinking.alpha = 0 }
    })
    ModelClock.advance(by: 0.25)
    let early = Double(blinking.modelRender(in: screen.window).alpha)
    ModelClock.advance(by: 0.5)
    let late = Double(blinking.modelRender(in: screen.window).alpha)
    check("keyframe holds, then runs", near(early, 1, 1e-6) && near(late, 0.5, 1e-6), "\(early) \(late)")

    // UIViewPropertyAnimator: paused and scrubbed, then reversed: it ends at .start with the old value.
    let moving = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.window.addSubview(moving)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moving.center.x = 105 }
    let positions = ReceivedValues<UIViewAnimatingPosition>()
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    animator.fractionComplete = 0.3
    check("scrubbed animator", near(moving.modelRender(in: screen.window).frame.minX, 30, 1e-6), "\(moving.modelRender(in: screen.window).frame)")
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.3)
    ModelClock.advance(by: 0.15)
    check("reversing animator halfway back", near(moving.modelRender(in: screen.window).frame.minX, 15, 0.5), "\(moving.modelRender(in: screen.window).frame)")
    ModelClock.advance(by: 0.3)
    check("reversed animator ends at start", positions.values == [.start] && moving.center.x == 5, "\(positions.values) \(moving.center)")

    // A display link runs from `add(to:forMode:)` (once, in however many modes) until `invalidate()`.
    let linksBefore = CADisplayLink.modelRunning
    let link = CADisplayLink(target: NSObject(), selector: "step:")
    check("a display link runs only once added", CADisplayLink.modelRunning == linksBefore)
    link.add(to: .main, forMode: .common)
    link.add(to: .main, forMode: .default)
    check("an added display link runs", CADisplayLink.modelRunning == linksBefore + 1, "\(CADisplayLink.modelRunning - linksBefore)")
    // isPaused: "When true, the display link does not notify its target"; it runs (is added) all the same.
    let notified = CADisplayLink.modelNotified
    link.isPaused = true
    ModelClock.advance(by: 0.05)
    check("a paused display link notifies nothing", CADisplayLink.modelNotified == notified, "\(CADisplayLink.modelNotified - notified)")
    link.isPaused = false
    ModelClock.advance(by: 0.05)
    check("a display link notifies once unpaused", CADisplayLink.modelNotified > notified, "\(CADisplayLink.modelNotified - notified)")
    link.invalidate()
    link.invalidate()
    check("an invalidated display link stops", CADisplayLink.modelRunning == linksBefore, "\(CADisplayLink.modelRunning - linksBefore)")

    // pausesOnCompletion (iOS 11): finished, the animator stays active and paused at its end without running its
    // completions; it can still be reversed and scrubbed, and a stop and a finish end it with them.
    let parked = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.window.addSubview(parked)
    let holding = UIViewPropertyAnimator(duration: 1, curve: .linear) { parked.center.x = 105 }
    let parkedAt = ReceivedValues<UIViewAnimatingPosition>()
    holding.addCompletion { parkedAt.append($0) }
    holding.pausesOnCompletion = true
    holding.startAnimation()
    ModelClock.advance(by: 1.5)
    check("paused on completion", holding.state == .active && !holding.isRunning && holding.fractionComplete == 1 && parkedAt.values.isEmpty
          && near(parked.modelRender(in: screen.window).frame.minX, 100, 1e-6), "\(holding.state) \(holding.isRunning) \(holding.fractionComplete) \(parkedAt.values)")
    holding.fractionComplete = 0.4
    check("scrubbed after pausing on completion", near(parked.modelRender(in: screen.window).frame.minX, 40, 1e-6), "\(parked.modelRender(in: screen.window).frame)")
    holding.isReversed = true
    holding.continueAnimation(withTimingParameters: nil, durationFactor: 0.4)
    ModelClock.advance(by: 0.6)
    check("paused on completion at the start", holding.state == .active && !holding.isRunning && holding.fractionComplete == 0 && parkedAt.values.isEmpty,
          "\(holding.state) \(holding.fractionComplete) \(parkedAt.values)")
    holding.stopAnimation(false)
    holding.finishAnimation(at: .start)
    check("stopped and finished after pausing on completion", holding.state == .inactive && parkedAt.values == [.start] && parked.center.x == 5,
          "\(holding.state) \(parkedAt.values) \(parked.center)")

    // Snapshots are empty for a view not in a window, not drawn yet, or hidden.
    let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    check("snapshot off-window is empty", loose.snapshotView(afterScreenUpdates: true)!.modelSnapshotIsEmpty)
    screen.window.addSubview(loose)
    check("snapshot not yet drawn is empty", loose.snapshotView(afterScreenUpdates: false)!.modelSnapshotIsEmpty)
    check("snapshot after updates is not", !loose.snapshotView(afterScreenUpdates: true)!.modelSnapshotIsEmpty)
    // A resizable snapshot is the part asked for, in the view's bounds, at that part's size.
    let part = loose.resizableSnapshotView(from: CGRect(x: 5, y: 0, width: 5, height: 2.5), afterScreenUpdates: false, withCapInsets: .zero)!
    check("resizable snapshot has the part's size", part.bounds.size == CGSize(width: 5, height: 2.5) && !part.modelSnapshotIsEmpty, "\(part.bounds)")
    check("resizable snapshot shows the part", part.modelSnapshotSource === loose && part.modelSnapshotRect == CGRect(x: 5, y: 0, width: 5, height: 2.5))
    loose.isHidden = true
    check("snapshot of a hidden view is empty", loose.snapshotView(afterScreenUpdates: true)!.modelSnapshotIsEmpty)
    check("resizable snapshot of a hidden view is empty",
          loose.resizableSnapshotView(from: loose.bounds, afterScreenUpdates: true, withCapInsets: .zero)!.modelSnapshotIsEmpty)

    // A .custom presentation hands over only the presented view; the dismissal removes the container.
    let presenter = screen.makeController(), presented = screen.makeController()
    screen.show(presenter)
    let presenting = screen.beginPresentation(of: presented, over: presenter, style: .custom)
    check("custom: presenter not handed over", presenting.view(forKey: .from) == nil && presenting.view(forKey: .to) === presented.view)
    presenting.containerView.addSubview(presented.view)
    presenting.completeTransition(true)
    let dismissing = screen.beginDismissal(of: presented, from: presenter, style: .custom)
    let container = dismissing.containerView
    dismissing.completeTransition(true)
    dismissing.completeTransition(true)
    check("container removed after a dismiss", container.window == nil && presenter.view.window != nil)
    check("completeTransition counted", dismissing.completions == [true, true])

    // A presentation controller: its frame is the presented view's final frame; it hears the start
    // and end of both transitions, and the container's layout passes; one that removes the presenter's
    // view is handed it, and UIKit puts it back in its previous superview after the dismissal.
    let sheet = ModelCheckPresentationController(presentedViewController: presented, presenting: presenter)
    let original = presenter.view.superview
    let sheetPresenting = screen.beginPresentation(of: presented, over: presenter, style: .custom, presentationController: sheet)
    check("presentation controller final frame", sheetPresenting.finalFrame(for: presented) == CGRect(x: 0, y: 500, width: 390, height: 344),
          "\(sheetPresenting.finalFrame(for: presented))")
    check("presentation controller hands the presenter over when it removes it", sheetPresenting.view(forKey: .from) === presenter.view)
    sheetPresenting.containerView.addSubview(presenter.view)
    sheetPresenting.containerView.addSubview(presented.view)
    sheetPresenting.completeTransition(true)
    check("presenter's view removed after the present", presenter.view.window == nil)
    presented.view.frame = .zero
    screen.layoutPresentation(of: presented)
    check("presentation controller told of each step", sheet.events == ["willBegin", "didEnd true", "willLayout", "didLayout"], "\(sheet.events)")
    let sheetDismissing = screen.beginDismissal(of: presented, from: presenter, style: .custom)
    sheetDismissing.containerView.addSubview(presenter.view)
    sheetDismissing.completeTransition(true)
    check("presenter back in its previous superview", presenter.view.superview === original && original != nil
          && sheet.events.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd true"], "\(sheet.events)")

    // A size change while presented (a rotation): the container takes the window's new size, and the
    // presentation controller hears of its layout (UIContentContainer.viewWillTransition(to:with:),
    // UIPresentationController.containerViewWillLayoutSubviews()).
    let resizing = ModelScreen(size: CGSize(width: 390, height: 844))
    let turner = resizing.makeController(), turned = resizing.makeController()
    resizing.show(turner)
    let turnSheet = ModelCheckPresentationController(presentedViewController: turned, presenting: turner)
    let turnPresenting = resizing.beginPresentation(of: turned, over: turner, style: .custom, presentationController: turnSheet)
    turnPresenting.containerView.addSubview(turned.view)
    turnPresenting.completeTransition(true)
    resizing.resize(to: CGSize(width: 844, height: 390), presented: turned)
    check("a size change resizes the presentation's container and lays it out",
          turnPresenting.containerView.bounds.size == CGSize(width: 844, height: 390) && turnSheet.containerView === turnPresenting.containerView
          && turnSheet.events.suffix(2) == ["willLayout", "didLayout"], "\(turnPresenting.containerView.bounds) \(turnSheet.events)")

    // UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:): false moves the recognizer to
    // .failed, and a failed recognizer sends no action for the rest of the touch.
    let counter = ActionCounter()
    let refused = UIPanGestureRecognizer(target: counter, action: "handle:")
    let refusing = Refusing()
    refused.delegate = refusing
    refused.modelSend(.began, translation: .zero, velocity: CGPoint(x: 100, y: 0))
    refused.modelSend(.changed, translation: CGPoint(x: 30, y: 0))
    let failedThen = refused.state
    refused.modelSend(.ended, translation: CGPoint(x: 30, y: 0))
    check("a refused recognizer fails without an action", failedThen == .failed && counter.actions == 0 && refused.state == .possible,
          "\(failedThen) \(counter.actions) \(refused.state)")
    refused.delegate = nil
    refused.modelSend(.began, translation: .zero)
    check("without a delegate a recognizer begins", refused.state == .began && counter.actions == 1)

    // UIPinchGestureRecognizer.scale: "You may set the scale factor, but doing so resets the velocity";
    // the pinch reports both as sent, its velocity in scale per second.
    let pinch = UIPinchGestureRecognizer(target: counter, action: "handle:")
    pinch.modelSend(.began, scale: 0.8, velocity: -1.5)
    let sent = (pinch.scale, pinch.velocity)
    pinch.scale = 1
    check("a pinch reports its scale and velocity; setting the scale resets the velocity",
          sent == (0.8, -1.5) && pinch.velocity == 0 && pinch.scale == 1, "\(sent) \(pinch.velocity)")

    // continueAnimation(withTimingParameters:durationFactor:) times the rest: from 30 % (x = 30)
    // the critically damped spring k = 100, c = 20, m = 1 with initial velocity 5 (of the 70 pt
    // left, per second) is at 1 + e^(−10t)(−1 + (5 − 10)t) of the way after t = 0.1 s: 1 − 1.5/e.
    let flung = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.window.addSubview(flung)
    let thrown = UIViewPropertyAnimator(duration: 1, curve: .linear) { flung.center.x = 105 }
    thrown.pauseAnimation()
    thrown.fractionComplete = 0.3
    thrown.continueAnimation(withTimingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 5, dy: 5)),
                             durationFactor: 0.7)
    ModelClock.advance(by: 0.1)
    let shown = flung.modelRender(in: screen.window).frame.minX
    check("continued with a spring", near(shown, 30 + 70 * (1 - 1.5 / exp(1)), 1e-6), "\(shown)")
    // Paused, it stays where it is shown, reports that progress, and scrubs linearly from there.
    thrown.pauseAnimation()
    let caught = flung.modelRender(in: screen.window).frame.minX
    check("paused where shown", near(caught, shown, 1e-9) && near(thrown.fractionComplete, shown / 100, 1e-9), "\(caught) \(thrown.fractionComplete)")
    thrown.fractionComplete = 0.2
    check("scrubbed after a continuation", near(flung.modelRender(in: screen.window).frame.minX, 20, 1e-6), "\(flung.modelRender(in: screen.window).frame)")

    // scrubsLinearly (developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly): a paused animator
    // scrubs linearly by default, along its own timing curve when it is false. The ease-in-out curve (0.42, 0, 0.58, 1)
    // at 30 % of the time, found here by bisection on the Bézier's parameter: x(t) = 1.26(1 − t)²t + 1.74(1 − t)t² + t³,
    // y(t) = 3t² − 2t³.
    var (low, high) = (0.0, 1.0)
    for _ in 0..<80 {
        let t = (low + high) / 2
        if 1.26 * (1 - t) * (1 - t) * t + 1.74 * (1 - t) * t * t + t * t * t < 0.3 { low = t } else { high = t }
    }
    let eased = 3 * low * low - 2 * low * low * low
    for linearly in [true, false] {
        let scrubbed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(scrubbed)
        let scrubbing = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)) {
            scrubbed.center.x = 105
        }
        scrubbing.scrubsLinearly = linearly
        scrubbing.pauseAnimation()
        scrubbing.fractionComplete = 0.3
        let minX = scrubbed.modelRender(in: screen.window).frame.minX
        check("scrubs \(linearly ? "linearly" : "along its curve")", near(minX, linearly ? 30 : 100 * eased, 1e-6), "\(minX), eased \(100 * eased)")
        scrubbing.stopAnimation(true)
    }
    // Not scrubbing linearly, a running animator paused stays where its curve shows it, its fraction the time's.
    let easing = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.window.addSubview(easing)
    let eases = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)) { easing.center.x = 105 }
    eases.scrubsLinearly = false
    eases.startAnimation()
    ModelClock.advance(by: 0.3)
    let running = easing.modelRender(in: screen.window).frame.minX
    eases.pauseAnimation()
    check("paused along its curve", near(running, 100 * eased, 1e-6) && near(easing.modelRender(in: screen.window).frame.minX, running, 1e-9)
          && near(eases.fractionComplete, 0.3, 1e-6), "\(running) \(eases.fractionComplete)")
    eases.stopAnimation(true)

    // UISpringTimingParameters.initialVelocity: "For view position animations, both components of the initial velocity
    // vector are considered", each along its axis and normalized to the distance; other properties take one velocity
    // (the model's `dx`). The critically damped spring k = 100, c = 20, m = 1 is at 1 − e^(−10t)(1 + (10 − v)t) of the way:
    // after 0.1 s, 1 − 1.8/e for v = 2 (x, 100 pt to go, and the alpha) and 1 − 2.3/e for v = −3 (y, 50 pt to go).
    let tossed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.window.addSubview(tossed)
    let toss = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20,
                                                                                             initialVelocity: CGVector(dx: 2, dy: -3)))
    toss.addAnimations { tossed.center = CGPoint(x: 105, y: 55); tossed.alpha = 0.5 }
    toss.startAnimation()
    ModelClock.advance(by: 0.1)
    let tossedFrame = tossed.modelRender(in: screen.window).frame, tossedAlpha = Double(tossed.modelRender(in: screen.window).alpha)
    check("a spring's velocity per axis for a position",
          near(tossedFrame.midX, 5 + 100 * (1 - 1.8 / exp(1)), 1e-6) && near(tossedFrame.midY, 5 + 50 * (1 - 2.3 / exp(1)), 1e-6)
          && near(tossedAlpha, 1 - 0.5 * (1 - 1.8 / exp(1)), 1e-6), "\(tossedFrame) \(tossedAlpha)")
    toss.stopAnimation(true)
    check("stopped where the position shows along each axis",
          near(tossed.center.x, 5 + 100 * (1 - 1.8 / exp(1)), 1e-6) && near(tossed.center.y, 5 + 50 * (1 - 2.3 / exp(1)), 1e-6), "\(tossed.center)")
    // With a damping ratio the view leaves at the given velocity: 1.5 × 80 pt/s along x, −0.5 × 40 pt/s along y.
    let flicked = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.window.addSubview(flicked)
    let flick = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 1.5, dy: -0.5)))
    flick.addAnimations { flicked.center = CGPoint(x: 85, y: 45) }
    flick.startAnimation()
    ModelClock.advance(by: 1e-5)
    let leaving = flicked.modelRender(in: screen.window).frame
    check("a spring leaves a position at its velocity per axis",
          near((leaving.midX - 5) / 1e-5, 120, 0.5) && near((leaving.midY - 5) / 1e-5, -20, 0.5), "\((leaving.midX - 5) / 1e-5) \((leaving.midY - 5) / 1e-5)")
    flick.stopAnimation(true)

    // Keyframes inside an animator's block inherit its duration and timing
    // (KeyframeAnimationOptions.overrideInheritedDuration): a 2 s linear animator whose keyframes
    // hold alpha at 1 until 50 % and reach 0 at 100 % shows 1 at 40 %, 0.5 at 75 % when
    // scrubbed, and 0.75 when stopped at 62.5 %; cancelled, it is back at 1.
    let pulsing = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    screen.window.addSubview(pulsing)
    let keyed = UIViewPropertyAnimator(duration: 2, curve: .linear)
    keyed.addAnimations {
        UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { pulsing.alpha = 0 }
        })
    }
    keyed.startAnimation()
    ModelClock.advance(by: 0.8)
    let held = Double(pulsing.modelRender(in: screen.window).alpha)
    keyed.pauseAnimation()
    keyed.fractionComplete = 0.75
    let scrubbedKeyframe = Double(pulsing.modelRender(in: screen.window).alpha)
    check("keyframes in an animator follow its progress", near(held, 1, 1e-6) && near(scrubbedKeyframe, 0.5, 1e-6), "\(held) \(scrubbedKeyframe)")
    keyed.fractionComplete = 0.625
    keyed.stopAnimation(false)
    let stoppedKeyframe = Double(pulsing.alpha)
    keyed.finishAnimation(at: .start)
    check("keyframes in an animator stop where shown and cancel to the start", near(stoppedKeyframe, 0.75, 1e-6) && pulsing.alpha == 1,
          "\(stoppedKeyframe) \(pulsing.alpha)")

    // Shadows: CALayer's defaults (opacity 0, radius 3, offset (0, -3), opaque black); a view's
    // layer animates them inside an animation block ("UIView disables layer animations by default
    // but reenables them inside animation blocks", Core Animation Programming Guide); a view that
    // clips shows no shadow; a rounded-rect path's corners are clamped to half the shorter side.
    let plainLayer = CALayer()
    check("shadow defaults", plainLayer.shadowOpacity == 0 && plainLayer.shadowRadius == 3
          && plainLayer.shadowOffset == CGSize(width: 0, height: -3) && plainLayer.shadowColor?.components == [0, 0, 0, 1]
          && plainLayer.shadowPath == nil)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    screen.window.addSubview(card)
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 11
        card.layer.shadowOffset = CGSize(width: 4, height: 8)
    })
    ModelClock.advance(by: 0.25)
    let lifting = card.modelRender(in: screen.window)
    check("shadow animated in a block", near(Double(lifting.shadowOpacity), 0.1, 1e-6) && near(Double(lifting.shadowRadius), 5, 1e-6)
          && near(Double(lifting.shadowOffset.width), 1, 1e-6) && near(Double(lifting.shadowOffset.height), -0.25, 1e-6),
          "\(lifting.shadowOpacity) \(lifting.shadowRadius) \(lifting.shadowOffset)")
    ModelClock.advance(by: 1)
    card.clipsToBounds = true
    check("a clipping view hides its shadow", card.modelRender(in: screen.window).shadowOpacity == 0 && card.layer.shadowOpacity == 0.4)
    let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50).cgPath
    let third = pill.modelElements.count > 2 ? pill.modelElements[1] : .close
    check("rounded-rect path clamps its corners", pill.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20)
          && third == .line(CGPoint(x: 30, y: 0)), "\(pill.modelElements)")

    // UIView.mask: the mask view's layer masks the view; its frame, which a property animator
    // animates as any view's, is what shows: 20 × 20 at (0, 0) growing to 40 × 40 at (10, 10) is
    // 30 × 30 at (5, 5) halfway through. A layer mask set directly replaces the mask view.
    let masked = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    screen.window.addSubview(masked)
    let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    masked.mask = maskView
    check("mask view is the layer's mask", masked.layer.mask === maskView.layer && masked.mask === maskView)
    let growing = UIViewPropertyAnimator(duration: 1, curve: .linear) { maskView.frame = CGRect(x: 10, y: 10, width: 40, height: 40) }
    growing.pauseAnimation()
    growing.fractionComplete = 0.5
    let maskHalfway = masked.modelRender(in: screen.window).maskBounds ?? .zero
    check("mask view animated by a property animator", near(maskHalfway.minX, 5, 1e-6) && near(maskHalfway.width, 30, 1e-6), "\(maskHalfway)")
    growing.stopAnimation(true)
    masked.layer.mask = nil
    check("a layer mask set directly leaves no mask view", masked.mask == nil)

    // UIColor.getRed converts to RGB: a white of 0.25 at alpha 0.5 is 0.25 on every channel.
    var (red, green, blue, opacity): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
    let converted = UIColor(white: 0.25, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &opacity)
    check("getRed of a white", converted && [red, green, blue, opacity] == [0.25, 0.25, 0.25, 0.5], "\([red, green, blue, opacity])")
}


/// A presentation controller that keeps a 344 pt sheet at the bottom and removes the presenter's view, recording what UIKit tells it.
@MainActor final class ModelCheckPresentationController: UIPresentationController {
    var events: [String] = []
    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: 500, width: 390, height: 344) }
    override var shouldRemovePresentersView: Bool { true }
    override func presentationTransitionWillBegin() { events.append("willBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { events.append("didEnd \(completed)") }
    override func dismissalTransitionWillBegin() { events.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { events.append("dismissalDidEnd \(completed)") }
    override func containerViewWillLayoutSubviews() { events.append("willLayout") }
    override func containerViewDidLayoutSubviews() { events.append("didLayout") }
}


/// Counts the actions a recognizer sends it.
@MainActor final class ActionCounter: NSObject, ModelSelectorTarget {
    var actions = 0
    func modelPerform(_ action: Selector, with sender: Any) { actions += 1 }
}

/// A gesture delegate that refuses every gesture.
@MainActor final class Refusing: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
