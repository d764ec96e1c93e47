// A finger-following drag: the scenario the `follow` test compares with the interpreter's driver.
import UIKit

/// Begins, drags three steps along the gesture with a sideways wander (a followed view moves with the
/// finger on both axes), then releases: still after a short drag (it cancels), or after a long one at
/// 1500 pt/s along the gesture and 400 pt/s across it (it finishes). Reports each gesture event as sent,
/// every view after each step and at times during the spring, and the views 10 µs after the release, so
/// that the test can work out the velocity they leave with. Times are seconds since the gesture began.
@MainActor func runFollow(_ entry: InteractionEntry, animators: [AnimatorEntry], fast: Bool) {
    guard let session = GestureSession(entry, animators: animators) else { return }
    let label = session.header("follow") + ",\"fast\":\(fast)"
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
    let path: [(along: CGFloat, side: CGFloat)] = fast ? [(40, 10), (120, -15), (200, 25)] : [(40, 10), (90, -15), (60, 20)]
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
    for after in [0.05, 0.1, 0.2, 0.35] {
        advance(released + after - clock)
        sample("spring")
    }
    advance(3)
    print(label + ",\"completions\":[\(started.completions.map(String.init).joined(separator: ","))],"
          + "\"events\":[\(events.joined(separator: ","))],\"samples\":[\(samples.joined(separator: ","))]}")
}
