// A finger-following drag: the scenario the `follow` test compares with the interpreter's driver.
import UIKit

/// Begins, drags three steps along the gesture with a sideways wander (a followed view moves with the
/// finger on both axes), then releases: still after a short drag (it cancels), or after a long one at
/// 1500 pt/s along the gesture and 400 pt/s across it (it finishes). Reports each gesture event as sent,
/// every view after each step and at times during the spring, and the views 10 µs after the release, so
/// that the test can work out the velocity they leave with. Times are seconds since the gesture began.
/// `catchesLate` (the `followCatch` scenario): a longer drag released fast (it finishes), then, once the timeline has
/// ended while the followed views still spring, a touch catches them, drags back past where the gesture began with a
/// sideways wander and releases still (it cancels); it reports the screens before the gesture and after the run too.
/// `reduceMotion`: with the Reduce Motion setting on as the gesture begins.
@MainActor func runFollow(_ entry: InteractionEntry, animators: [AnimatorEntry], fast: Bool, catchesLate: Bool = false, reduceMotion: Bool = false) {
    UIAccessibility.modelReduceMotion = reduceMotion
    defer { UIAccessibility.modelReduceMotion = false }
    guard let session = GestureSession(entry, animators: animators) else { return }
    let label = session.header(catchesLate ? "followCatch" : "follow") + ",\"fast\":\(fast),\"reduceMotion\":\(reduceMotion)"
    let before = session.describeScreens()
    guard let recognizer = session.recognizer else { return print(label + ",\"error\":\"no pan recognizer\"}") }
    func across(_ length: CGFloat) -> CGPoint { entry.axis == "x" ? CGPoint(x: 0, y: length) : CGPoint(x: length, y: 0) }
    func plus(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    var clock = 0.0
    var events: [String] = [], samples: [String] = []
    func send(_ state: UIGestureRecognizer.State, _ phase: String, _ translation: CGPoint, _ velocity: CGPoint) {
        recognizer.modelSend(state, translation: translation, velocity: velocity)
        events.append("{\"phase\":\"\(phase)\",\"time\":\(clock),\"translation\":[\(json(translation.x)),\(json(translation.y))],"
                      + "\"velocity\":[\(json(velocity.x)),\(json(velocity.y))]}")
    }
    func advance(_ seconds: Double) {
        ModelClock.advance(by: seconds)
        clock += seconds
    }
    send(.began, "began", .zero, session.vector(300))
    guard let started = session.started else { return print(label + ",\"error\":\"did not start\"}") }
    func sample(_ stage: String) {
        samples.append("{\"stage\":\"\(stage)\",\"time\":\(clock),\"views\":\(describe(session.stage.named(started), in: started.containerView))}")
    }
    // The late catch drags further: the timeline's rest is shorter, the window after it while the spring flies longer.
    let path: [(along: CGFloat, side: CGFloat)] = catchesLate ? [(60, 10), (180, -15), (320, 25)]
        : fast ? [(40, 10), (120, -15), (200, 25)] : [(40, 10), (90, -15), (60, 20)]
    var translation = CGPoint.zero
    for (along, side) in path {
        advance(0.05)
        translation = plus(session.vector(along), across(side))
        send(.changed, "changed", translation, .zero)
        sample("drag")
    }
    advance(0.05)
    let velocity = fast ? plus(session.vector(1500), across(-400)) : .zero
    send(.ended, "ended", translation, velocity)
    sample("release")
    let released = clock
    advance(1e-5)
    sample("nudged")
    var settling = released
    if catchesLate {
        // Until the timeline's animator (the one UIKit drives) no longer runs, while the transition has not completed:
        // a followed view still springs.
        let timeline = started.animationController?.interruptibleAnimator(using: started)
        while timeline?.isRunning == true, started.completions.isEmpty, clock - released < 3 { advance(0.002) }
        guard started.completions.isEmpty else { return print(label + ",\"error\":\"the spring settled with the timeline\"}") }
        sample("ended")
        send(.began, "began", .zero, .zero)
        sample("caught")
        for (back, side): (CGFloat, CGFloat) in [(0.4, 15), (0.8, -10), (1.1, 5)] {
            advance(0.05)
            translation = plus(session.vector(-back * session.extent), across(side))
            send(.changed, "changed", translation, .zero)
            sample("back")
        }
        advance(0.05)
        send(.ended, "ended", translation, .zero)
        sample("release")
        settling = clock
    }
    for after in [0.05, 0.1, 0.2, 0.35] {
        advance(settling + after - clock)
        sample("spring")
    }
    advance(3)
    print(label + ",\"completions\":[\(started.completions.map(String.init).joined(separator: ","))],"
          + "\"events\":[\(events.joined(separator: ","))],\"samples\":[\(samples.joined(separator: ","))],"
          + "\"before\":\(before),\"after\":\(session.describeScreens())}")
}
