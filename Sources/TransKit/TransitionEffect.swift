@_exported import TransRuntime
@_exported import TransIR
import TransChecker
import TransDiagnostics
import TransLowering
import TransSyntax

/// A `.trans` source compiled at run time, ready to run in the interpreter:
///
///     let effect = try TransitionEffect(source: text)
///     let scene = try effect.scene("PageFlip", operation: .push)
///     let frame = scene.state(at: 0.3)
///
/// Apps that ship only generated code or prepared programs depend on `TransRuntime` alone;
/// this module adds the compiler so that effects can be loaded and tuned without rebuilding.
public struct TransitionEffect: Sendable {
    /// Every program of the source: each transition for each operation it runs.
    public let programs: [TransitionProgram]
    /// Warnings the source produced (errors make the initializer throw).
    public let warnings: [String]

    /// Compiles source text. A file past one of `limits` (see `EffectLimit`) throws
    /// `RuntimeError.limitExceeded`; other errors throw `RuntimeError.compilation` with the rendered diagnostics.
    public init(source: String, path: String = "effect.trans", limits: FrontEndLimits = .standard) throws(RuntimeError) {
        let file = SourceFile(path: path, text: source)
        var result = FrontEnd.check(file, limits: limits)
        EyePlaneCheck.warn(&result)
        let renderer = DiagnosticRenderer(useColor: false, limit: 20)
        guard let checked = result.checked else {
            for diagnostic in result.diagnostics.all {
                if let limit = Self.limits[diagnostic.code] {
                    throw RuntimeError.limitExceeded(limit, detail: renderer.render([diagnostic], in: file))
                }
            }
            throw RuntimeError.compilation(renderer.render(result.diagnostics.all, in: file))
        }
        programs = Lowering.lower(checked)
        // The checker bounds what is written; a derived backward program's timing is bounded here.
        for program in programs {
            if let exceeded = program.exceededLimit(limits.timing) { throw exceeded }
        }
        warnings = result.diagnostics.all.map { renderer.render($0, in: file) }
    }

    /// The diagnostics that report going past a limit, and the limit each reports.
    static let limits: [DiagnosticCode: EffectLimit] = [
        .fileTooLarge: .fileSize, .nestingTooDeep: .nestingDepth, .springTooSlow: .settlingTime, .transitionTooLong: .duration,
    ]

    /// The names of the transitions, in source order.
    public var transitionNames: [String] {
        programs.map(\.name).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The program of a transition (default: the first) for an operation (default: its first).
    public func program(_ transition: String? = nil, operation: TransitionOperation? = nil) throws(RuntimeError) -> TransitionProgram {
        let name = transition ?? transitionNames.first ?? ""
        let candidates = programs.filter { $0.name == name }
        guard let first = candidates.first else { throw RuntimeError.unknownTransition(name, available: transitionNames) }
        guard let operation else { return first }
        guard let program = candidates.first(where: { $0.operation == operation }) else {
            throw RuntimeError.unsupportedOperation(transition: name, operation: operation, available: candidates.map(\.operation))
        }
        return program
    }

    /// A transition prepared in an environment (container size, inputs), ready to sample.
    public func scene(
        _ transition: String? = nil, operation: TransitionOperation? = nil, environment: SceneEnvironment = SceneEnvironment()
    ) throws(RuntimeError) -> PreparedScene {
        try PreparedScene(program(transition, operation: operation), environment: environment)
    }
}
