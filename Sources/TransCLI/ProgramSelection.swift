import TransChecker
import TransLowering
import TransRuntime
import TransIR

/// Compiles one file to IR and picks the program a command asks for.
struct ProgramSelection {
    /// The file's front-end run (its diagnostics are printed either way).
    var run: FrontEndRun
    /// Every program of the file.
    var programs: [TransitionProgram]

    init(path: String, arguments: ParsedArguments, environment: CommandLineTool.Environment) throws(UsageError) {
        run = try FrontEndRun(paths: [path], arguments: arguments, environment: environment)
        programs = run.results.first?.checked.map(Lowering.lower) ?? []
    }

    /// The chosen program prepared in the environment the options describe: the container
    /// size from `containerOption`, the inputs from `--input`.
    func scene(_ arguments: ParsedArguments, containerOption: String) throws(UsageError) -> PreparedScene {
        let program = try self.program(arguments)
        let environment = SceneEnvironment(
            container: try InputParsing.container(arguments.values[containerOption]),
            inputs: try InputParsing.inputs(arguments.allValues["--input"] ?? [], for: program),
            layoutDirection: arguments.flags.contains(Self.rightToLeftOption.name) ? .rightToLeft : .leftToRight,
            reduceMotion: arguments.flags.contains(Self.reduceMotionOption.name))
        do throws(RuntimeError) {
            return try PreparedScene(program, environment: environment)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// `--rtl`, for the commands that run a transition: a right-to-left layout, where a transition
    /// that follows the layout direction plays mirrored.
    static let rightToLeftOption = OptionSpec(name: "--rtl", valueName: nil, choices: nil,
                                              help: "A right-to-left layout: the transition plays mirrored unless it says 'layout-direction fixed'")

    /// `--reduce-motion`: as with the Reduce Motion setting on, a cross-fade unless the transition says `reduce-motion full`.
    static let reduceMotionOption = OptionSpec(name: "--reduce-motion", valueName: nil, choices: nil,
                                               help: "As with Reduce Motion on: a cross-fade unless the transition says 'reduce-motion full'")

    /// The program for `--transition` and `--operation`, defaulting to the first transition
    /// and its first operation; a name or operation the file lacks is a usage error.
    func program(_ arguments: ParsedArguments) throws(UsageError) -> TransitionProgram {
        let names = programs.map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let name = arguments.values["--transition"] ?? names.first ?? ""
        let candidates = programs.filter { $0.name == name }
        guard !candidates.isEmpty else {
            throw UsageError(RuntimeError.unknownTransition(name, available: names).description)
        }
        guard let text = arguments.values["--operation"] else { return candidates[0] }
        guard let operation = TransitionOperation(rawValue: text), let chosen = candidates.first(where: { $0.operation == operation }) else {
            throw UsageError("transition '\(name)' does not run '\(text)'; it runs \(candidates.map(\.operation.rawValue).joined(separator: ", "))")
        }
        return chosen
    }
}
