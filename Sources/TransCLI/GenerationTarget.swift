import TransDiagnostics
import TransIR
import TransSwiftGen

/// What `--target` names: the generator `build` writes with, and whose refusals
/// (`unsupported-by-target`, located at the construct) `check --target` reports.
enum GenerationTarget: String, CaseIterable {
    case uikit, portable

    /// The option, shared by `build` and `check`.
    static let option = OptionSpec(name: "--target", valueName: "TARGET", choices: allCases.map(\.rawValue),
                                   help: "uikit (default), or portable: straight-line Swift over TransRuntime")

    /// The target the arguments name, or nil without `--target` (the option's choices are
    /// checked when the arguments are parsed).
    init?(_ arguments: ParsedArguments) {
        guard let name = arguments.values["--target"] else { return nil }
        self.init(rawValue: name)
    }

    /// The Swift for a file's programs, or what this target cannot express.
    func generate(_ programs: [TransitionProgram], source: SourceFile) throws(GenerationFailure) -> String {
        switch self {
        case .uikit: try UIKitGenerator.generate(programs, source: source)
        case .portable: try PortableGenerator.generate(programs, source: source)
        }
    }
}
