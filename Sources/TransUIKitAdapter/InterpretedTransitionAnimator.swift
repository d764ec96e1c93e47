#if canImport(UIKit)
import UIKit
import TransAnimationPlan
import TransIR
import TransRuntime

/// Runs a transition loaded at run time on real views, with no generated code: the interpreter
/// computes each frame's state and `SceneApplier` decides what to set. Tap-started, it plays the
/// animation plan the UIKit generator prints, in the render server: one property animator per
/// timing where UIKit plays the program exactly so (`AnimationPlan.timedGroups`), otherwise, where
/// the plan samples everything, one linear property animator whose key frames are the interpreter's
/// states at the plan's key frame times, carried as the plan carries them (`hidden` as the view's
/// alpha, a mask as a mask view, a shade as its view's alpha). Gesture-started (through `InterpretedInteraction`) it follows the finger,
/// changing the views as the finger moves, and plays the rest once it lets go in property animators
/// (`playRest`), carried as the sampled plan carries it.
/// Around the frames, `LifecycleExecutor` runs the program's setup, then its completion or
/// cancellation, on the views (`ViewStage`), `keep` and take-over included; then
/// `completeTransition` is called exactly once.
@MainActor public final class InterpretedTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
{
    /// The program it runs.
    public let program: TransitionProgram
    /// Which of the program's gestures drives its next interactive run (an index into
    /// `program.interactions`); `InterpretedInteraction` sets it when its gesture begins.
    public var gesture = 0
    /// Input values other than views.
    public var inputs: [String: InputValue]
    /// The views the inputs of type `view` name; their frames are read in container coordinates.
    public var inputViews: [String: UIView]
    /// Where views kept (`keep`) wait for the backward transition: give the forward and the
    /// backward animators of one transition the same store.
    public let kept: KeptViews
    /// Why the last transition ran without animation (inputs, a take-over nothing kept, or a program built
    /// by hand that no animation plan plays), if it did.
    public private(set) var error: RuntimeError?

    private var context: (any UIViewControllerContextTransitioning)?
    /// Whether a transition runs now (from `animateTransition` or `startInteractiveTransition` until `completeTransition`).
    var isTransitioning: Bool { context != nil }
    private var driver: TransitionDriver?
    private var state: SceneState?
    private var applier = SceneApplier()
    private var views: [String: UIView] = [:]
    private var saved: [String: SavedView] = [:]
    private var lifecycle: LifecycleExecutor<ViewStage>?
    /// The layers the frames change; the others are left to the lifecycle alone.
    private var animatedLayers: Set<String> = []
    /// The layers with a shadow track, which are never clipped (a clipping layer hides its shadow).
    private var shadowedLayers: Set<String> = []
    private var masks: [String: CAShapeLayer] = [:]
    /// Where the plan plays masks as mask views (`AnimationPlan.masksByView`): each masked view's mask view.
    private var maskViews: [String: UIView]?
    /// The layers whose `hidden` the planned key frames play as their alpha (`AnimationPlan.hiddenByAlpha`), until they end.
    private var hiddenByAlpha: Set<String> = []
    var shades: [String: ShadeView] = [:]
    var savedSublayerTransform = CATransform3DIdentity
    /// The view of a controller UIKit did not hand over (`view(forKey:)` is nil: a custom
    /// presentation's presenter), which the run animates in place but never moves.
    private(set) var notHandedOver: UIView?
    /// The tap-started run's property animators, built from the plan (`plannedAnimators`), until the last completes.
    private var runningAnimators: [UIViewPropertyAnimator] = []
    /// The property animators playing a released interactive run's rest (`playRest`), until they end or a touch catches them.
    private var restAnimators: [UIViewPropertyAnimator] = []

    /// Makes an animator for a program; `inputViews` supplies the inputs of type `view`, and `kept`
    /// is the store shared with the animator of the other direction when the transition keeps views.
    public init(program: TransitionProgram, inputs: [String: InputValue] = [:], inputViews: [String: UIView] = [:],
                kept: KeptViews = KeptViews()) {
        self.program = program
        self.inputs = inputs
        self.inputViews = inputViews
        self.kept = kept
        super.init()
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        program.duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        begin(transitionContext, start: .tap)
    }

    public func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        begin(transitionContext, start: .gesture)
    }

    /// Feeds a gesture event; `InterpretedInteraction` calls this.
    public func handle(_ event: GestureEvent) {
        // A run the planned animators play is not the driver's to move.
        guard runningAnimators.isEmpty, var driver, let context else { return }
        let settling = driver.phase == .finishing || driver.phase == .cancelling
        driver.handle(event)
        self.driver = driver
        switch driver.phase {
        case .interacting:
            // A touch caught the finishing or cancelling run: the context is interactive again.
            if settling { context.pauseInteractiveTransition() }
            context.updateInteractiveTransition(CGFloat(driver.time / max(program.duration, .leastNonzeroMagnitude)))
        case .finishing: context.finishInteractiveTransition()
        case .cancelling: context.cancelInteractiveTransition()
        case .ended: break
        }
        if !restAnimators.isEmpty, driver.phase == .interacting {
            // Caught: the views stay where the animators show them (the driver's time is that instant's), and the next move
            // shows the driver's state, every value set again.
            for animator in restAnimators { animator.stopAnimation(true) }
            restAnimators = []
            // The next move shows `hidden` as `isHidden` again.
            hiddenByAlpha = []
            applier.reset()
            return
        }
        guard restAnimators.isEmpty else { return }
        show()
        // Let go, the rest plays in property animators; released where it ends, it ends at once.
        if let rest = driver.rest {
            playRest(rest, of: driver)
        } else if let completed = driver.completed {
            end(completed: completed)
        }
    }

    /// Plays a released run's rest in property animators, as the generated code continues its
    /// animator: the interpreter's states between the release's time and the end it goes to as key
    /// frames at the display rate (`AnimationPlan.sampleRate`), over the rest's length, timed by the
    /// release's critically damped spring (or the ease-in-out completion curve for a
    /// gesture the system cancelled); and each followed view's spring (`springFollowed`). The run ends
    /// when the last has ended.
    private func playRest(_ rest: TransitionDriver.Rest, of driver: TransitionDriver) {
        let flights = driver.followedFlights
        let followed = Set(flights.map { program.layers[$0.layer].id })
        // No UIView animation changes `isHidden`: a view whose `hidden` changes shows its alpha 0 while hidden.
        hiddenByAlpha = Set(program.tracks.filter { $0.property == .hidden && $0.keyframes.count > 1 }.map { program.layers[$0.layer].id })
        // Nor a shape layer's path: a mask that changes is a mask view, whose frame, corner radius and transform they change
        // (as the plan carries masks where it samples everything). It stays one until the run ends, a catch included.
        let masksChange = program.tracks.contains { $0.property == .mask && $0.keyframes.count > 1 }
        if masksChange, maskViews == nil { maskViews = [:] }
        if !hiddenByAlpha.isEmpty || masksChange {
            applier.reset()
            show()
        }
        let changed = Set(program.tracks.map { PlannedChange(program.layers[$0.layer].id, $0.property.traits.part) }
                          + program.shades.map { PlannedChange(shadeOf: program.layers[$0.layer].id) }).filter { !followed.contains($0.id) }
        let frames = AnimationPlan.frameCount(abs(rest.to - rest.from))
        let states = (1...frames).map { frame in driver.timeline.state(at: rest.from + (rest.to - rest.from) * Double(frame) / Double(frames)) }
        // As the generated code finishes: the critically damped spring UIKit fits into the rest's length and ends there
        // (with a mass, stiffness and damping UIKit would work out a length of its own).
        let timing: any UITimingCurveProvider = rest.spring.map { spring in
            UISpringTimingParameters(dampingRatio: TimelineRelease.completionDampingRatio,
                                     initialVelocity: CGVector(dx: spring.velocity, dy: spring.velocity))
        } ?? UICubicTimingParameters(animationCurve: .easeInOut)
        let animator = UIViewPropertyAnimator(duration: rest.length, timingParameters: timing)
        animator.addAnimations { [weak self] in
            // One keyframe block inherits the animator's duration and timing: key frame k shows the timeline a k-th of the way.
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear], animations: {
                for (index, state) in states.enumerated() {
                    UIView.addKeyframe(withRelativeStartTime: Double(index) / Double(frames), relativeDuration: 1 / Double(frames)) {
                        self?.show(state, only: changed)
                    }
                }
            })
        }
        let animators = [animator] + flights.flatMap { springFollowed($0) }
        let finishing = driver.phase == .finishing
        for each in animators {
            let finished = ObjectIdentifier(each)
            each.addCompletion { [weak self] position in
                MainActor.assumeIsolated {
                    guard let self, position == .end else { return }
                    self.restAnimators.removeAll { ObjectIdentifier($0) == finished }
                    guard self.restAnimators.isEmpty else { return }
                    self.showEndState()
                    self.end(completed: finishing)
                }
            }
        }
        restAnimators = animators
        for each in animators { each.startAnimation() }
    }

    /// A followed view's spring after the release, as the generated code springs it: the anchor's
    /// place (its translation folded into its centre, since a transform has one timing and a place
    /// two) leaving at the finger's velocity, and its size, transform and style from rest, each
    /// animator stating its spring's settling time.
    private func springFollowed(_ flight: TransitionDriver.FollowedFlight) -> [UIViewPropertyAnimator] {
        let id = program.layers[flight.layer].id
        guard let view = views[id] else { return [] }
        func place(_ layer: LayerState) -> CGPoint {
            CGPoint(x: layer.position.x + layer.transform.m41, y: layer.position.y + layer.transform.m42)
        }
        func unmoved(_ layer: LayerState) -> CATransform3D {
            var matrix = Self.caTransform(layer.transform)
            (matrix.m41, matrix.m42) = (0, 0)
            return matrix
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view.layer.anchorPoint = CGPoint(x: flight.from.anchor.x, y: flight.from.anchor.y)
        view.layer.position = place(flight.from)
        view.layer.transform = unmoved(flight.from)
        CATransaction.commit()
        func spring(_ velocity: CGVector) -> UISpringTimingParameters {
            UISpringTimingParameters(mass: 1, stiffness: CGFloat(flight.rest.stiffness), damping: CGFloat(flight.rest.damping), initialVelocity: velocity)
        }
        let moving = UIViewPropertyAnimator(duration: max(flight.x.settlingDuration, flight.y.settlingDuration),
                                            timingParameters: spring(CGVector(dx: flight.x.velocity, dy: flight.y.velocity)))
        let to = place(flight.to)
        moving.addAnimations { view.center = to }
        let settling = UIViewPropertyAnimator(duration: flight.rest.settlingDuration, timingParameters: spring(CGVector(dx: 0, dy: 0)))
        let (end, transform) = (flight.to, unmoved(flight.to))
        settling.addAnimations { [weak self] in
            view.bounds.size = CGSize(width: end.frame.size.width, height: end.frame.size.height)
            view.layer.transform = transform
            for property in StyleProperty.allCases where flight.from.style[property] != end.style[property] {
                self?.apply(.style(property, of: end.style), to: view, id: id)
            }
        }
        return [moving, settling]
    }

    /// The driver's end state, exactly, every value set again: a `hidden` that the alpha carried
    /// back as `isHidden`, a followed view's translation back in its transform.
    private func showEndState() {
        guard var driver else { return }
        driver.advance(to: .greatestFiniteMagnitude)
        self.driver = driver
        hiddenByAlpha = []
        applier.reset()
        show()
    }

    private func begin(_ context: any UIViewControllerContextTransitioning, start: TransitionDriver.Start) {
        self.context = context
        // UIKit may hand one animator several transitions: nothing carries over but the kept store.
        error = nil
        applier.reset()
        (views, saved, shades, masks, maskViews, hiddenByAlpha) = ([:], [:], [:], [:], nil, [])
        let container = context.containerView
        // Under a custom presentation UIKit does not hand the presenter over (`view(forKey:)` is nil):
        // it stays where it is, in the window behind the container, animated there if the program says so.
        let (handedFrom, handedTo) = (context.view(forKey: .from), context.view(forKey: .to))
        guard let fromView = handedFrom ?? context.viewController(forKey: .from)?.view,
              let toView = handedTo ?? context.viewController(forKey: .to)?.view else {
            return end(completed: !context.transitionWasCancelled)
        }
        notHandedOver = handedFrom == nil ? fromView : handedTo == nil ? toView : nil
        // `to` ends in its final frame. UIKit answers an empty one when it has none (a dismissal's
        // presenter), and a view a forward run kept may still be transformed, where `frame` is undefined.
        if let toController = context.viewController(forKey: .to), !context.finalFrame(for: toController).isEmpty {
            Self.setUntransformedFrame(context.finalFrame(for: toController), of: toView)
        }
        var values = inputs
        // An input view is measured untransformed, as `from` and `to` are: one a forward run kept may still be transformed.
        for (name, view) in inputViews {
            let frame = view.superview.map { $0.convert(Self.untransformedFrame(of: view), to: container) } ?? view.convert(view.bounds, to: container)
            values[name] = .view(frame: Self.rect(frame))
        }
        let environment = SceneEnvironment(container: Size(width: Double(container.bounds.width), height: Double(container.bounds.height)),
                                           fromFrame: Self.rect(Self.untransformedFrame(of: fromView)),
                                           toFrame: Self.rect(Self.untransformedFrame(of: toView)), inputs: values,
                                           layoutDirection: container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                                           reduceMotion: UIAccessibility.isReduceMotionEnabled)
        // Setup: what the program's setup list says, through the one executor; an error changes nothing.
        var stage = ViewStage(animator: self, container: container, from: fromView, to: toView)
        let scene: PreparedScene, driver: TransitionDriver
        do throws(RuntimeError) {
            scene = try PreparedScene(program, environment: environment)
            driver = try TransitionDriver(scene: scene, start: start, gesture: gesture, at: CACurrentMediaTime())
        } catch {
            self.error = error
            return end(completed: !context.transitionWasCancelled)
        }
        // The program as it plays here (mirrored right to left, or its Reduce Motion cross-fade):
        // its lifecycle cuts the pieces and stacks the views its frames place.
        let played = scene.program
        var lifecycle = LifecycleExecutor<ViewStage>(program: played)
        // The arriving view goes into the container and is laid out before setup measures or
        // snapshots anything: a view out of the window has no layout, and its snapshot is empty.
        let arrivedEarly = handedTo != nil && toView.superview !== container
        if arrivedEarly {
            container.insertSubview(toView, at: 0)
            toView.layoutIfNeeded()
        }
        do throws(RuntimeError) {
            try lifecycle.run(.setup, on: &stage)
        } catch {
            if arrivedEarly { toView.removeFromSuperview() }
            self.error = error
            return end(completed: !context.transitionWasCancelled)
        }
        // A program whose setup does not add `to` (it shows only pieces of it) does not leave it in.
        let arrivingLayers = Set(played.layers.filter { $0.actor == .to }.map(\.id))
        if arrivedEarly, !played.setup.contains(where: { if case .addToContainer(let id) = $0 { arrivingLayers.contains(id) } else { false } }) {
            toView.removeFromSuperview()
        }
        self.driver = driver
        state = scene.state(at: 0)
        self.lifecycle = lifecycle
        views = lifecycle.views
        saved = lifecycle.saved
        animatedLayers = played.layersChangedByFrames
        shadowedLayers = Set(played.layersCastingShadows.map { played.layers[$0].id })
        // UIKit asks for no animation (`isAnimated` false, as for `pushViewController(_:animated: false)`).
        if !context.isAnimated, start == .tap { return endAtOnce() }
        show()
        // A gesture-started run changes as the finger moves: nothing plays until it is let go.
        guard start == .tap else { return }
        guard let animators = plannedAnimators(scene, in: container) else {
            // The plan plays every program the checker accepts; one built by hand that it could not would show its end.
            error = .invalidProgram(transition: program.name, operation: program.operation, problem: "no animation plan plays it")
            return endAtOnce()
        }
        runningAnimators = animators.map(\.animator)
        for (animator, delay) in animators {
            // UIKit calls an animator's completions on the main thread; the run ends with the last.
            let finished = ObjectIdentifier(animator)
            animator.addCompletion { [weak self] position in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.runningAnimators.removeAll { ObjectIdentifier($0) == finished }
                    guard self.runningAnimators.isEmpty else { return }
                    // A view whose `hidden` its alpha carried gets its alpha back and `isHidden` as its last `hidden` track ends.
                    if position == .end, !self.hiddenByAlpha.isEmpty { self.showEndState() }
                    self.end(completed: position == .end)
                }
            }
            animator.startAnimation(afterDelay: delay)
        }
    }

    /// The end state at once, then the completion, with no frame in between.
    private func endAtOnce() {
        showEndState()
        end(completed: true)
    }

    /// Property animators built from the program's animation plan, each with the delay to start it
    /// after, or nil where the plan plays the program neither way below (no program the checker accepts).
    /// Where UIKit plays it exactly with one per timing (`AnimationPlan.timedGroups`): each animator's
    /// animations put the interpreter's end state of its own tracks' views and properties (a shade's
    /// opacity as its view's alpha), and UIKit moves each from the start state, after the group's
    /// delay, with the group's curve or spring, as the interpreter does. Where the plan samples
    /// everything: its one linear animator (`sampledAnimator`).
    private func plannedAnimators(_ scene: PreparedScene, in container: UIView) -> [(animator: UIViewPropertyAnimator, delay: Double)]? {
        let program = scene.program
        // As the generated code does: UIKit may complete an animator that animates nothing as soon as it starts, so
        // where the program animates nothing, an empty view's alpha (it draws nothing) keeps it running the timeline.
        if AnimationPlan.animatesNothing(program) {
            let timeline = UIView(frame: .zero)
            timeline.alpha = 0
            container.addSubview(timeline)
            let animator = UIViewPropertyAnimator(duration: program.duration, curve: .linear)
            animator.addAnimations { timeline.alpha = 1 }
            animator.addCompletion { _ in MainActor.assumeIsolated { timeline.removeFromSuperview() } }
            return [(animator, 0)]
        }
        let groups = AnimationPlan.timedGroups(program)
        guard !groups.isEmpty else {
            let plan = AnimationPlan(program, interruptible: AnimationPlan.isInterruptible(program))
            return sampledAnimator(plan, scene).map { [($0, 0)] }
        }
        guard groups.allSatisfy({ $0.masks.isEmpty && !$0.keyframed }) else { return nil }
        let end = scene.state(at: program.duration)
        var animators: [(animator: UIViewPropertyAnimator, delay: Double)] = []
        for group in groups {
            guard let planned = group.animator else { return nil }
            let timing: any UITimingCurveProvider
            switch planned.kind {
            case .viewAnimation(let curve): timing = UICubicTimingParameters(animationCurve: Self.animationCurve(curve))
            case .cubic(let x1, let y1, let x2, let y2):
                timing = UICubicTimingParameters(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
            case .spring(let spring):
                timing = UISpringTimingParameters(mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
                                                  initialVelocity: CGVector(dx: spring.velocity, dy: spring.velocity))
            case .linear, .inexpressible:
                return nil
            }
            // What the group's tracks change: a view's geometry, its transform, or one style property; and its shades.
            let changed = Set(group.viewTracks.map { PlannedChange(program.layers[program.tracks[$0].layer].id, program.tracks[$0].property.traits.part) }
                              + group.shades.map { PlannedChange(shadeOf: program.layers[program.shades[$0].layer].id) })
            let animator = UIViewPropertyAnimator(duration: planned.duration, timingParameters: timing)
            animator.addAnimations { [weak self] in self?.show(end, only: changed) }
            animators.append((animator, planned.delay))
        }
        return animators
    }

    /// Where the plan samples everything (`AnimationPlan.samplesEverything`): its one linear property
    /// animator over the transition, whose animations are key frames at the plan's times (each
    /// sampled set's display frames over its own span, or the instants a `hidden` switches), each
    /// putting the interpreter's state at its end time on that set's views and properties, which UIKit
    /// mixes linearly between two (`AnimationPlan.sampleRate` states the bound). The runtime evaluates
    /// the states: nothing the generator prints is needed. What UIView animations cannot change is
    /// carried as the plan says: `hidden` as the view's alpha, a mask as a mask view, a shade as its
    /// view's alpha. Nil where the plan does not sample everything.
    private func sampledAnimator(_ plan: AnimationPlan, _ scene: PreparedScene) -> UIViewPropertyAnimator? {
        let program = scene.program
        guard plan.samplesEverything, plan.groups.isEmpty, let planned = plan.oneAnimator, planned.kind == .linear, planned.delay == 0,
              program.duration > 0 else { return nil }
        var keyFrames: [(start: Double, length: Double, state: SceneState, changed: Set<PlannedChange>)] = []
        for set in plan.sampledSets + plan.sampledShades {
            let changed: Set<PlannedChange>
            switch set.source {
            case .tracks(let sequences):
                changed = Set(sequences.joined().map { PlannedChange(program.layers[program.tracks[$0].layer].id, program.tracks[$0].property.traits.part) })
            case .shade(let index): changed = [PlannedChange(shadeOf: program.layers[program.shades[index].layer].id)]
            }
            switch set.keys {
            case .positions:
                let step = set.duration / Double(set.frames)
                for frame in 1...set.frames {
                    let time = set.start + step * Double(frame)
                    let state = scene.state(at: set.readingTime(ofKeyFrame: frame))
                    keyFrames.append(((time - step) / planned.duration, step / planned.duration, state, changed))
                }
            case .switches(let times, _):
                // A key frame of no duration at each instant the interpreter's value changes.
                for time in times { keyFrames.append((time / planned.duration, 0, scene.state(at: time), changed)) }
            }
        }
        // The key frames carry `hidden` by alpha and masks by mask views from the start state on.
        hiddenByAlpha = Set(plan.hiddenByAlpha.map { program.layers[$0].id })
        if plan.masksByView { maskViews = [:] }
        applier.reset()
        show()
        let animator = UIViewPropertyAnimator(duration: planned.duration, curve: .linear)
        animator.addAnimations { [weak self] in
            // One keyframe block inherits the linear animator's duration and timing.
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear], animations: {
                for frame in keyFrames {
                    UIView.addKeyframe(withRelativeStartTime: frame.start, relativeDuration: frame.length) {
                        self?.show(frame.state, only: frame.changed)
                    }
                }
            })
        }
        return animator
    }

    /// The UIView curve of a named curve.
    static func animationCurve(_ curve: UIViewCurve) -> UIView.AnimationCurve {
        switch curve {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }

    /// Applies the driver's state to the views, without implicit animations.
    private func show() {
        guard let driver, var state else { return }
        driver.state(into: &state)
        self.state = state
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        apply(state)
        CATransaction.commit()
    }

    /// Applies what a state changes of `only` inside an animation block, which animates each change.
    private func show(_ state: SceneState, only: Set<PlannedChange>) {
        self.state = state
        // A fresh applier: every change of the state, whatever another group's animations set.
        var applier = SceneApplier()
        applier.apply(state) { id, change in
            if only.contains(PlannedChange(id, change)), let view = views[id] { apply(change, to: view, id: id) }
        }
    }

    /// Sets what a state changes on the views the frames animate.
    private func apply(_ state: SceneState) {
        applier.apply(state) { id, change in
            // A layer no track or shade animates keeps its own properties; setup and completion
            // alone hide, show or move it, and nothing would restore what a frame set on it.
            if animatedLayers.contains(id), let view = views[id] { apply(change, to: view, id: id) }
        }
    }

    /// The outline a view's shadow is cast from: its bounds, rounded by its corner radius.
    static func shadowPath(of view: UIView) -> CGPath {
        UIBezierPath(roundedRect: view.layer.bounds, cornerRadius: view.layer.cornerRadius).cgPath
    }

    private func apply(_ change: LayerChange, to view: UIView, id: String) {
        switch change {
        case .geometry(let size, let anchor, let position):
            view.layer.bounds.size = CGSize(width: size.width, height: size.height)
            view.layer.anchorPoint = CGPoint(x: anchor.x, y: anchor.y)
            view.layer.position = CGPoint(x: position.x, y: position.y)
            // The shadow's shape follows the bounds, so Core Animation never renders offscreen to find it.
            if shadowedLayers.contains(id) { view.layer.shadowPath = Self.shadowPath(of: view) }
        case .transform(let transform): view.layer.transform = Self.caTransform(transform)
        case .style(let property, let style):
            switch property {
            // A view hidden by its alpha shows nothing where hidden, its opacity otherwise (`AnimationPlan.hiddenOverOpacity`).
            case .opacity: view.alpha = hiddenByAlpha.contains(id) && style.hidden ? 0 : CGFloat(style.opacity)
            case .hidden:
                if hiddenByAlpha.contains(id) {
                    // No UIView animation changes `isHidden`: the view stays shown, its alpha 0 while hidden.
                    view.isHidden = false
                    view.alpha = style.hidden ? 0 : CGFloat(style.opacity)
                } else {
                    view.isHidden = style.hidden
                }
            case .zPosition: view.layer.zPosition = CGFloat(style.zPosition)
            case .cornerRadius:
                view.layer.cornerRadius = CGFloat(style.cornerRadius)
                // Content is rounded only when clipped; a view that clipped before keeps clipping; a
                // view casting a shadow is not clipped, or it would hide the shadow.
                view.clipsToBounds = (style.cornerRadius > 0 && !shadowedLayers.contains(id)) || (saved[id]?.clipsToBounds ?? false)
                if shadowedLayers.contains(id) { view.layer.shadowPath = Self.shadowPath(of: view) }
            case .backgroundColor:
                let color = style.backgroundColor
                view.backgroundColor = UIColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                                               alpha: CGFloat(color.alpha))
            case .shadowOpacity:
                view.layer.shadowOpacity = Float(style.shadowOpacity)
                view.layer.shadowPath = Self.shadowPath(of: view)
            case .shadowRadius: view.layer.shadowRadius = CGFloat(style.shadowRadius)
            case .shadowOffset: view.layer.shadowOffset = CGSize(width: style.shadowOffset.x, height: style.shadowOffset.y)
            case .shadowColor:
                let color = style.shadowColor
                view.layer.shadowColor = UIColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                                                 alpha: CGFloat(color.alpha)).cgColor
            }
        case .mask(let shape):
            guard let shape else {
                view.layer.mask = saved[id]?.mask
                return
            }
            if let maskViews {
                let mask = maskViews[id] ?? Self.maskView()
                self.maskViews?[id] = mask
                Self.shape(mask, as: shape)
                view.mask = mask
                return
            }
            let mask = masks[id] ?? CAShapeLayer()
            masks[id] = mask
            mask.path = Self.path(shape)
            view.layer.mask = mask
        case .shade(let shade):
            guard let shade else {
                shades[id]?.removeFromSuperview()
                shades[id] = nil
                return
            }
            // A view over the shaded one, whose alpha UIView animations change (a sublayer's opacity they cannot).
            let shadeView = shades[id] ?? ShadeView(frame: view.bounds)
            if shades[id] == nil {
                // An overlay, not a target: touches go to the views it shades.
                shadeView.isUserInteractionEnabled = false
                view.addSubview(shadeView)
            }
            shades[id] = shadeView
            shadeView.frame = view.bounds
            if let gradient = shadeView.layer as? CAGradientLayer {
                gradient.colors = shade.colors.map {
                    UIColor(red: CGFloat($0.red), green: CGFloat($0.green), blue: CGFloat($0.blue), alpha: CGFloat($0.alpha)).cgColor
                }
                gradient.startPoint = CGPoint(x: shade.start.x, y: shade.start.y)
                gradient.endPoint = CGPoint(x: shade.end.x, y: shade.end.y)
            }
            shadeView.alpha = CGFloat(shade.opacity)
        }
    }

    /// Runs the program's completion or cancellation list, then completes the transition exactly once.
    private func end(completed: Bool) {
        runningAnimators = []
        for animator in restAnimators { animator.stopAnimation(true) }
        restAnimators = []
        guard let context else { return }
        self.context = nil
        if var lifecycle {
            var stage = ViewStage(animator: self, container: context.containerView, from: nil, to: nil)
            do throws(RuntimeError) {
                try lifecycle.run(.ending(completed: completed), on: &stage)
            } catch {
                self.error = error
            }
            self.lifecycle = nil
        }
        driver = nil
        context.completeTransition(completed)
    }

    /// A view's frame as if it had no transform.
    static func untransformedFrame(of view: UIView) -> CGRect {
        let (size, anchor, position) = (view.layer.bounds.size, view.layer.anchorPoint, view.layer.position)
        return CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    /// Places a view's untransformed frame, whatever its transform and anchor point.
    static func setUntransformedFrame(_ frame: CGRect, of view: UIView) {
        let anchor = view.layer.anchorPoint
        view.layer.bounds.size = frame.size
        view.layer.position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }

    static func rect(_ rect: CGRect) -> Rect {
        Rect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    static func caTransform(_ t: Transform3D) -> CATransform3D {
        var m = CATransform3DIdentity
        (m.m11, m.m12, m.m13, m.m14) = (CGFloat(t.m11), CGFloat(t.m12), CGFloat(t.m13), CGFloat(t.m14))
        (m.m21, m.m22, m.m23, m.m24) = (CGFloat(t.m21), CGFloat(t.m22), CGFloat(t.m23), CGFloat(t.m24))
        (m.m31, m.m32, m.m33, m.m34) = (CGFloat(t.m31), CGFloat(t.m32), CGFloat(t.m33), CGFloat(t.m34))
        (m.m41, m.m42, m.m43, m.m44) = (CGFloat(t.m41), CGFloat(t.m42), CGFloat(t.m43), CGFloat(t.m44))
        return m
    }

    /// An opaque view whose geometry masks (`UIView.mask`: its alpha channel decides what shows).
    static func maskView() -> UIView {
        let mask = UIView(frame: .zero)
        mask.backgroundColor = UIColor(white: 0, alpha: 1)
        return mask
    }

    /// Shapes a mask view as a mask in its view's coordinates, with the geometry UIView animations change: an
    /// opaque rounded rect whose corners are circles stretched across by its transform, so that elliptical
    /// corners keep their shape and its frame is the mask's rect (as the generated `transcShowMask` does).
    static func shape(_ mask: UIView, as shape: MaskShape) {
        let (width, height) = (CGFloat(shape.cornerWidth), CGFloat(shape.cornerHeight))
        let aspect = width != 0 && height != 0 ? abs(width / height) : 1
        mask.bounds = CGRect(x: 0, y: 0, width: abs(CGFloat(shape.rect.size.width)) / aspect, height: abs(CGFloat(shape.rect.size.height)))
        mask.center = CGPoint(x: shape.rect.origin.x + shape.rect.size.width / 2, y: shape.rect.origin.y + shape.rect.size.height / 2)
        mask.layer.cornerRadius = abs(height)
        mask.layer.transform = CATransform3DMakeScale(aspect, 1, 1)
    }

    /// A mask's outline as a rounded rect of elliptical corners (always the same elements).
    static func path(_ shape: MaskShape) -> CGPath {
        let r = CGRect(x: shape.rect.origin.x, y: shape.rect.origin.y, width: shape.rect.size.width, height: shape.rect.size.height)
        let (w, h) = (CGFloat(shape.cornerWidth), CGFloat(shape.cornerHeight))
        let k: CGFloat = 0.5522847498
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.minX + w, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - w, y: r.minY))
        path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + h - k * h))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - h))
        path.addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h), control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX + w, y: r.maxY))
        path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - h + k * h))
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + h))
        path.addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h), control2: CGPoint(x: r.minX + w - k * w, y: r.minY))
        path.closeSubpath()
        return path
    }
}

/// One thing a planned animator changes on a view: its geometry (bounds, anchor point and position,
/// set together), its transform (one matrix), or one style property.
struct PlannedChange: Hashable {
    enum What: Hashable {
        case geometry, transform, style(StyleProperty), mask, shade
    }

    let id: String
    let what: What

    init(_ id: String, _ part: LayerPart) {
        self.id = id
        switch part {
        case .geometry: what = .geometry
        case .transform: what = .transform
        case .style(let property): what = .style(property)
        case .mask: what = .mask
        }
    }

    /// A shade's opacity on the view `id`.
    init(shadeOf id: String) {
        (self.id, what) = (id, .shade)
    }

    init(_ id: String, _ change: LayerChange) {
        self.id = id
        switch change {
        case .geometry: what = .geometry
        case .transform: what = .transform
        case .style(let property, _): what = .style(property)
        case .mask: what = .mask
        case .shade: what = .shade
        }
    }
}

/// A gradient overlay whose opacity UIView animations can change, as the view's alpha.
final class ShadeView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// What a transition may change on a view, to put back afterwards.
@MainActor struct SavedView {
    let view: UIView
    let anchorPoint: CGPoint, position: CGPoint, bounds: CGRect
    let transform: CATransform3D
    let clipsToBounds: Bool
    let mask: CALayer?
    /// Each style property as the view held it, ready to put back.
    let styles: [@MainActor () -> Void]

    init(_ view: UIView) {
        self.view = view
        (anchorPoint, position, bounds) = (view.layer.anchorPoint, view.layer.position, view.layer.bounds)
        transform = view.layer.transform
        clipsToBounds = view.clipsToBounds
        mask = view.layer.mask
        styles = StyleProperty.allCases.map { Self.saving($0, of: view) }
    }

    /// Reads a style property off a view now and returns what puts it back exactly (UIKit's own
    /// value, not the interpreter's rendering of it).
    static func saving(_ property: StyleProperty, of view: UIView) -> @MainActor () -> Void {
        switch property {
        case .opacity:
            let alpha = view.alpha
            return { view.alpha = alpha }
        case .hidden:
            let isHidden = view.isHidden
            return { view.isHidden = isHidden }
        case .zPosition:
            let zPosition = view.layer.zPosition
            return { view.layer.zPosition = zPosition }
        case .cornerRadius:
            let cornerRadius = view.layer.cornerRadius
            return { view.layer.cornerRadius = cornerRadius }
        case .backgroundColor:
            let backgroundColor = view.backgroundColor
            return { view.backgroundColor = backgroundColor }
        case .shadowOpacity:
            let (shadowOpacity, shadowPath) = (view.layer.shadowOpacity, view.layer.shadowPath)
            return { (view.layer.shadowOpacity, view.layer.shadowPath) = (shadowOpacity, shadowPath) }
        case .shadowRadius:
            let shadowRadius = view.layer.shadowRadius
            return { view.layer.shadowRadius = shadowRadius }
        case .shadowOffset:
            let shadowOffset = view.layer.shadowOffset
            return { view.layer.shadowOffset = shadowOffset }
        case .shadowColor:
            let shadowColor = view.layer.shadowColor
            return { view.layer.shadowColor = shadowColor }
        }
    }

    func restore() {
        view.layer.transform = transform
        view.layer.anchorPoint = anchorPoint
        view.layer.position = position
        view.layer.bounds = bounds
        for restore in styles { restore() }
        view.clipsToBounds = clipsToBounds
        view.layer.mask = mask
    }
}

/// Installs one of a program's declared gestures on a view and drives an `InterpretedTransitionAnimator`;
/// a program with several gestures has one of these for each.
@MainActor public final class InterpretedInteraction: NSObject, UIGestureRecognizerDelegate {
    /// The gesture's description.
    public let interaction: InteractionSpec
    /// Its index in the program's `interactions`.
    public let gesture: Int
    /// Starts the operation when the gesture begins, for example by popping the navigation controller.
    public var start: () -> Void = {}
    /// The animator the gesture drives, set when the operation starts.
    public weak var animator: InterpretedTransitionAnimator?
    /// Whether a gesture drives the transition now; hand this out as the interaction controller only then.
    public private(set) var isInteracting = false
    private weak var view: UIView?

    /// Makes the interaction of one of a program's gestures (`gesture` indexes `interactions`), if it declares it.
    public init?(program: TransitionProgram, gesture: Int = 0) {
        guard program.interactions.indices.contains(gesture) else { return nil }
        self.interaction = program.interactions[gesture]
        self.gesture = gesture
        super.init()
    }

    /// Installs the gesture on `view`.
    public func attach(to view: UIView) {
        let recognizer: UIGestureRecognizer
        switch interaction.gesture {
        case .pan: recognizer = UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))
        case .pinch: recognizer = UIPinchGestureRecognizer(target: self, action: #selector(handle(_:)))
        case .edgePan:
            let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
            switch interaction.direction {
            case .left: edgePan.edges = .left
            case .right: edgePan.edges = .right
            case .top: edgePan.edges = .top
            case .bottom, .up, .down, .in, .out, .horizontal: edgePan.edges = .bottom
            }
            recognizer = edgePan
        }
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
        self.view = view
    }

    /// A touch on a running transition begins, to catch it; otherwise a pan begins only when its
    /// finger moves the declared way (judged by its velocity, or by where it has moved if it is
    /// still) and a pinch only when its fingers close or open as declared, so a scroll view or
    /// another recognizer keeps a touch that goes another way.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if animator?.isTransitioning ?? false { return true }
        if let pinch = gestureRecognizer as? UIPinchGestureRecognizer {
            return interaction.begins(pinching: Double(pinch.velocity), scale: Double(pinch.scale))
        }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        var motion = pan.velocity(in: pan.view)
        if motion == .zero { motion = pan.translation(in: pan.view) }
        return interaction.begins(moving: Point(x: Double(motion.x), y: Double(motion.y)))
    }

    @objc private func handle(_ recognizer: UIGestureRecognizer) {
        guard let view else { return }
        let phase: GestureEvent.Phase
        switch recognizer.state {
        case .began:
            isInteracting = true
            // A touch on a transition still finishing or cancelling catches it; only a touch
            // with nothing running starts the operation (starting it again would begin a second
            // transition over the first, which would never complete).
            if !(animator?.isTransitioning ?? false) {
                animator?.gesture = gesture
                start()
            }
            phase = .began
        case .changed: phase = .changed
        case .ended:
            isInteracting = false
            phase = .ended
        case .cancelled, .failed:
            isInteracting = false
            phase = .cancelled
        default: return
        }
        var event = GestureEvent(phase: phase, time: CACurrentMediaTime())
        let location = recognizer.location(in: view)
        event.location = Point(x: Double(location.x), y: Double(location.y))
        if let pan = recognizer as? UIPanGestureRecognizer {
            let translation = pan.translation(in: view)
            let velocity = pan.velocity(in: view)
            event.translation = Point(x: Double(translation.x), y: Double(translation.y))
            event.velocity = Point(x: Double(velocity.x), y: Double(velocity.y))
        }
        if let pinch = recognizer as? UIPinchGestureRecognizer { (event.scale, event.scaleVelocity) = (Double(pinch.scale), Double(pinch.velocity)) }
        animator?.handle(event)
    }
}
#endif
