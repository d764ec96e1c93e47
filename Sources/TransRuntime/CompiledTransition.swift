import TransIR

/// A transition compiled to Swift by `transc build --target portable`: the same states as the
/// interpreter, computed by straight-line code that depends on this module alone. Its gestures
/// (`InteractiveTimeline.gestures`) are written out too, so `TransitionDriver` drives it as it
/// drives the interpreter.
public protocol CompiledTransition: InteractiveTimeline {
    /// The transition's name in its source.
    static var transitionName: String { get }
    /// The operation it runs.
    static var operation: TransitionOperation { get }
    /// Prepares it; a missing or mistyped input is a `RuntimeError` naming it.
    init(environment: SceneEnvironment) throws(RuntimeError)
    /// The timeline's length in seconds.
    var duration: Double { get }
    /// A fresh state at a time.
    func state(at time: Double) -> SceneState
    /// Writes the state at `time` into `state`, reusing its storage.
    func state(at time: Double, into state: inout SceneState)
}
