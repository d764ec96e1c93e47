// Runs the embedded iOS animator (TransUIKitAdapter's `InterpretedTransitionAnimator` and
// `InterpretedInteraction`, no generated code) against the executable UIKit model, for every
// program of the `.trans` files named on the command line, through the same scenarios and the same
// printed records as the generated code's driver (Driver/ModelDriver.swift, compiled in beside this).
import TransKit
import TransUIKitAdapter
import UIKit

/// The programs of the files on the command line by "Transition operation"; a later file's
/// transition of the same name replaces an earlier one's, as the test's oracle reads them.
@MainActor let programs: [String: TransitionProgram] = {
    var programs: [String: TransitionProgram] = [:]
    for path in CommandLine.arguments.dropFirst() {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let effect = try? TransitionEffect(source: text, path: path) else { continue }
        for program in effect.programs { programs["\(program.name) \(program.operation.rawValue)"] = program }
    }
    return programs
}()

/// The values the generated code's driver hands each input (DriverRegistry.value), placed in the stage's
/// layout: views are the stage's input views, the others interpreter values.
@MainActor func inputs(of program: TransitionProgram, on stage: Stage) -> (values: [String: InputValue], views: [String: UIView]) {
    var values: [String: InputValue] = [:], views: [String: UIView] = [:]
    for input in program.inputs {
        switch input.type {
        case .view: views[input.name] = stage.view(input.name)
        case .rect:
            let r = stage.placed(CGRect(x: 300, y: 700, width: 60, height: 60))
            values[input.name] = .rect(Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)))
        case .point:
            let p = stage.placed(CGPoint(x: 100, y: 200))
            values[input.name] = .point(Point(x: Double(p.x), y: Double(p.y)))
        case .size: values[input.name] = .size(Size(width: 100, height: 100))
        case .length, .number, .angle, .time: values[input.name] = .number(1)
        case .color: values[input.name] = .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        }
    }
    return (values, views)
}

/// The embedded animator for an operation, sharing one kept store per transition and stage, as an
/// app gives the animators of both directions the same `KeptViews`.
@MainActor func embeddedAnimator(_ program: TransitionProgram, _ stage: Stage) -> InterpretedTransitionAnimator {
    let (values, views) = inputs(of: program, on: stage)
    let kept = stage.shared("kept \(program.name)") { KeptViews() }
    return InterpretedTransitionAnimator(program: program, inputs: values, inputViews: views, kept: kept)
}

/// One entry per transition, its operations in the order the file lowers them.
@MainActor let animatorEntries: [AnimatorEntry] = {
    var names: [String] = []
    for key in programs.keys.sorted() {
        let name = String(key.split(separator: " ")[0])
        if !names.contains(name) { names.append(name) }
    }
    return names.map { name in
        let own = programs.values.filter { $0.name == name }
        let operations = TransitionOperation.allCases.filter { operation in own.contains { $0.operation == operation } }.map(\.rawValue)
        return AnimatorEntry(transition: name, operations: operations, keeps: own.contains { !$0.kept.isEmpty }, make: { operation, stage in
            embeddedAnimator(programs["\(name) \(operation)"]!, stage)
        })
    }
}()

/// The embedded animator is its own interaction controller: the generated controllers' scenarios do not apply.
let interactionEntries: [InteractionEntry] = []
/// It sets no presentation up: UIKit presents in the `.custom` style without a presentation controller.
let presentationSetups: [String: @MainActor (Stage) -> UIPresentationController?] = [:]

/// Begin the program's first gesture on the screen showing, move until the context reports 30 %
/// (1 % of the container's extent, or of the scale, a display frame apart), report what the views
/// show there, release still; then report the completion calls and whether every view is as before.
/// `interrupted`: move past the file's threshold instead (5 % past it, at least 35 %) and release
/// still, so that it finishes; halfway through the finish a touch catches it (reported: the views
/// just before and just after the touch), the finger goes back past where it began, a still release.
@MainActor func runEmbeddedInteractive(_ program: TransitionProgram, interrupted: Bool = false) {
    let operation = program.operation.rawValue
    let label = "{\"scenario\":\"\(interrupted ? "embeddedInterrupted" : "embeddedInteractive")\",\"transition\":\"\(program.name)\",\"operation\":\"\(operation)\""
    guard let spec = program.interactions.first, let interaction = InterpretedInteraction(program: program) else { return }
    let linksBefore = CADisplayLink.modelRunning
    let stage = Stage(transition: program.name)
    let entry = animatorEntries.first { $0.transition == program.name }!
    stage.prepare(operation, keepingWith: entry.keeps ? { entry.make($0, stage) } : nil)
    let animator = embeddedAnimator(program, stage)
    interaction.animator = animator
    var started: ModelTransitionContext?
    interaction.start = {
        let context = stage.context(operation)
        context.animationController = animator
        context.isInteractive = true
        started = context
        animator.startInteractiveTransition(context)
    }
    let screen = operation == "dismiss" ? stage.second.view! : stage.first.view!
    interaction.attach(to: screen)
    let screens = operation == "dismiss" ? [("from", stage.second.view!), ("to", stage.first.view!)]
        : [("from", stage.first.view!), ("to", stage.second.view!)]
    let before = describe(screens, in: stage.screen.window, stage: stage)
    guard let recognizer = screen.gestureRecognizers?.last else { return print(label + ",\"error\":\"no recognizer\"}") }
    let extent = spec.direction == .up || spec.direction == .down || spec.direction == .top || spec.direction == .bottom
        ? stage.screen.window.bounds.height : stage.screen.window.bounds.width
    // What the recognizer reports, as the gesture events the adapter makes of it (no velocity), once the run has begun.
    var events: [String] = []
    func send(_ state: UIGestureRecognizer.State, _ travel: CGFloat) {
        var translation = CGPoint.zero, scale: CGFloat = 1
        if let pinch = recognizer as? UIPinchGestureRecognizer {
            scale = spec.direction == .in ? 1 - travel : 1 + travel
            pinch.modelSend(state, scale: scale)
        } else if let pan = recognizer as? UIPanGestureRecognizer {
            translation = CGPoint(x: CGFloat(spec.forward.x) * travel * extent, y: CGFloat(spec.forward.y) * travel * extent)
            pan.modelSend(state, translation: translation)
        }
        let phase = state == .began ? "began" : state == .changed ? "changed" : state == .ended ? "ended" : "cancelled"
        events.append("{\"phase\":\"\(phase)\",\"time\":\(CACurrentMediaTime()),\"translation\":[\(translation.x),\(translation.y)],\"scale\":\(scale)}")
    }
    // A touch the other way begins nothing (the recognizer fails), unless the pan goes either way.
    var wrongStarted = "null"
    if !spec.eitherWay {
        send(.began, -0.05)
        wrongStarted = "\(started != nil)"
        send(.ended, -0.05)
        if started != nil { return print(label + ",\"wrongStarted\":true,\"error\":\"began the wrong way\"}") }
    }
    events = []
    send(.began, 0.01)
    guard let context = started else { return print(label + ",\"error\":\"did not start\"}") }
    var travel: CGFloat = 0.01
    let target = interrupted ? CGFloat(min(max(spec.threshold, 0.3) + 0.05, 0.95)) : 0.3
    // Display frames stepped while the finger drives the run, and after it lets go; display links running meanwhile.
    let notifiedBeforeDrag = CADisplayLink.modelNotified
    var linksRunning = CADisplayLink.modelRunning - linksBefore
    while context.percentComplete < target, travel < 2 {
        travel += 0.01
        send(.changed, travel)
        ModelClock.advance(by: 0.008)
        linksRunning = max(linksRunning, CADisplayLink.modelRunning - linksBefore)
    }
    let steppedWhileDragged = CADisplayLink.modelNotified - notifiedBeforeDrag
    let percent = context.percentComplete
    let duration = animator.transitionDuration(using: context)
    let during = describe(stage.named(context), in: context.containerView)
    send(.ended, travel)
    let notifiedAtRelease = CADisplayLink.modelNotified
    ModelClock.advance(by: 0.05)
    let steppedAfterRelease = CADisplayLink.modelNotified - notifiedAtRelease
    // The views while the rest plays (a still release), to compare with the driver fed the same events.
    var rest: [String] = []
    if !interrupted {
        for _ in 0..<6 {
            rest.append("{\"time\":\(CACurrentMediaTime()),\"views\":\(describe(stage.named(context), in: context.containerView))}")
            ModelClock.advance(by: 0.06)
        }
    }
    linksRunning = max(linksRunning, CADisplayLink.modelRunning - linksBefore)
    var interruption = ""
    if interrupted {
        ModelClock.advance(by: Double(1 - percent) * duration / 2)
        let completedBeforeTouch = !context.completions.isEmpty
        // The views in the container, as they show. An input view inside a screen is placed through its ancestors' model
        // frames (`modelRender`), which a caught animator changes to what they show.
        func shown() -> String { describe(stage.named(context).filter { $0.1.superview === context.containerView }, in: context.containerView) }
        let flying = shown()
        send(.began, 0)
        let still = flying == shown()
        let caughtAt = context.percentComplete
        var back: CGFloat = 0
        while back > -(caughtAt + 0.1) {
            back -= 0.01
            send(.changed, back)
            ModelClock.advance(by: 0.008)
        }
        send(.ended, back)
        interruption = ",\"completedBeforeTouch\":\(completedBeforeTouch),\"still\":\(still),\"caughtAt\":\(json(caughtAt))"
    }
    ModelClock.advance(by: 3)
    let after = describe(screens, in: stage.screen.window, stage: stage)
    let completions = context.completions.map(String.init).joined(separator: ",")
    let error = animator.error.map { "\"" + String(describing: $0).replacingOccurrences(of: "\"", with: "'") + "\"" } ?? "null"
    let time = Double(percent) * duration
    print(label + ",\"wrongStarted\":\(wrongStarted),\"percent\":\(json(percent)),\"time\":\(time),\"views\":\(during),"
          + "\"completions\":[\(completions)],\"asBefore\":\(before == after),\"error\":\(error)\(interruption),"
          + "\"steppedWhileDragged\":\(steppedWhileDragged),\"steppedAfterRelease\":\(steppedAfterRelease),\"linksRunning\":\(linksRunning),"
          + "\"events\":[\(events.joined(separator: ","))],\"rest\":[\(rest.joined(separator: ","))]}")
}

/// A tap-started run as `runNonInteractive` plays it, reporting how many display links it kept
/// running at most (counted by the model, from the start and at every tenth of the duration), how
/// many were still running once it completed, and its completion calls.
@MainActor func runCountingDisplayLinks(_ entry: AnimatorEntry, _ operation: String) {
    let stage = Stage(transition: entry.transition)
    stage.prepare(operation, keepingWith: entry.keeps ? { entry.make($0, stage) } : nil)
    let context = stage.context(operation)
    let animator = entry.make(operation, stage)
    context.animationController = animator
    let duration = animator.transitionDuration(using: context)
    let before = CADisplayLink.modelRunning
    animator.animateTransition(using: context)
    var most = CADisplayLink.modelRunning - before
    for _ in 0..<10 {
        ModelClock.advance(by: duration / 10)
        most = max(most, CADisplayLink.modelRunning - before)
    }
    ModelClock.advance(by: duration + 1)
    print("{\"scenario\":\"displayLinks\",\"transition\":\"\(entry.transition)\",\"operation\":\"\(operation)\",\"running\":\(most),"
          + "\"afterwards\":\(CADisplayLink.modelRunning - before),\"completions\":[\(context.completions.map(String.init).joined(separator: ","))]}")
}

@MainActor func runEmbedded() {
    for entry in animatorEntries {
        for operation in entry.operations {
            runNonInteractive(entry, operation)
            runCountingDisplayLinks(entry, operation)
            runNonInteractive(entry, operation, rightToLeft: true)
            runNonInteractive(entry, operation, reduceMotion: true)
        }
        if entry.operations.contains("present"), entry.operations.contains("dismiss") { runPresentThenDismiss(entry) }
        runAnimatorRules(entry)
    }
    for key in programs.keys.sorted() where !(programs[key]!.interactions.first?.eitherWay ?? true) {
        runEmbeddedInteractive(programs[key]!)
        runEmbeddedInteractive(programs[key]!, interrupted: true)
    }
}
