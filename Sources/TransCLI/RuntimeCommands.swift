import TransRuntime
import TransIR

extension Command {
    /// `transc ir FILE`: the lowered IR as stable text.
    static let ir = Command(
        name: "ir",
        summary: "Print the lowered IR of every transition and operation in a .trans file",
        usage: "FILE",
        options: diagnosticsOptions
    ) { arguments, environment throws(UsageError) in
        guard arguments.positionals.count == 1 else { throw UsageError("'ir' takes exactly one .trans file") }
        let selection = try ProgramSelection(path: arguments.positionals[0], arguments: arguments, environment: environment)
        let (diagnosticsOutput, diagnosticsError) = try selection.run.render(arguments, environment)
        guard !selection.run.hasErrors else {
            return CommandLineTool.Outcome(status: 1, standardOutput: diagnosticsOutput, standardError: diagnosticsError)
        }
        return CommandLineTool.Outcome(status: 0, standardOutput: selection.programs.map(\.dump).joined(separator: "\n"),
                                       standardError: diagnosticsError)
    }

    /// `transc eval FILE --at T[,T…] | --progress P[,P…] …`: sampled states as JSON, one object per line.
    static let eval = Command(
        name: "eval",
        summary: "Run a transition in the interpreter and print every layer's state as JSON",
        usage: "FILE (--at T[,T…] | --progress P[,P…]) [--transition NAME] [--operation OP] [--container W,H] [--input NAME=VALUE…] [--rtl] [--reduce-motion] [--json]",
        options: diagnosticsOptions + [
            OptionSpec(name: "--at", valueName: "T[,T…]", choices: nil, help: "Times in seconds from the start"),
            OptionSpec(name: "--progress", valueName: "P[,P…]", choices: nil, help: "Fractions of the timeline, 0…1"),
            OptionSpec(name: "--transition", valueName: "NAME", choices: nil, help: "The transition (default: the first)"),
            OptionSpec(name: "--operation", valueName: "OP", choices: TransitionOperation.allCases.map(\.rawValue),
                       help: "push, pop, present, dismiss or tab (default: its first)"),
            OptionSpec(name: "--container", valueName: "W,H", choices: nil, help: "Container size in points (default 390,844)"),
            OptionSpec(name: "--input", valueName: "NAME=VALUE", choices: nil, help: "An input's value; repeat for each input"),
            ProgramSelection.rightToLeftOption, ProgramSelection.reduceMotionOption,
            OptionSpec(name: "--json", valueName: nil, choices: nil, help: "JSON output (the only format)"),
        ]
    ) { arguments, environment throws(UsageError) in
        guard arguments.positionals.count == 1 else { throw UsageError("'eval' takes exactly one .trans file") }
        let times = try arguments.values["--at"].map { text throws(UsageError) in try samples(text, option: "--at") }
        let progresses = try arguments.values["--progress"].map { text throws(UsageError) in try samples(text, option: "--progress") }
        guard (times == nil) != (progresses == nil) else { throw UsageError("'eval' needs either --at or --progress") }
        let selection = try ProgramSelection(path: arguments.positionals[0], arguments: arguments, environment: environment)
        let (diagnosticsOutput, diagnosticsError) = try selection.run.render(arguments, environment)
        guard !selection.run.hasErrors else {
            return CommandLineTool.Outcome(status: 1, standardOutput: diagnosticsOutput, standardError: diagnosticsError)
        }
        let scene = try selection.scene(arguments, containerOption: "--container")
        let states = times.map { $0.map(scene.state(at:)) } ?? (progresses ?? []).map(scene.state(progress:))
        let lines = states.map(SceneJSON.encode).joined(separator: "\n") + "\n"
        return CommandLineTool.Outcome(status: 0, standardOutput: lines, standardError: diagnosticsError)
    }

    /// `0.1,0.3,0.6`.
    static func samples(_ text: String, option: String) throws(UsageError) -> [Double] {
        let values = text.split(separator: ",").compactMap { Double($0) }
        guard !values.isEmpty, values.count == text.split(separator: ",", omittingEmptySubsequences: false).count,
              values.allSatisfy(\.isFinite) else {
            throw UsageError("'\(option)' takes numbers separated by commas, found '\(text)'")
        }
        return values
    }
}
