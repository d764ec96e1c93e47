import TransChecker
import TransDiagnostics
import TransLowering
import TransSwiftGen
import TransSyntax

/// A `transc` subcommand.
struct Command: Sendable {
    /// The word that selects it.
    var name: String
    /// One line for the overview.
    var summary: String
    /// The usage line's arguments.
    var usage: String
    /// Its options.
    var options: [OptionSpec]
    /// Runs it.
    var run: @Sendable (ParsedArguments, CommandLineTool.Environment) throws(UsageError) -> CommandLineTool.Outcome

    /// Every command, in the order the overview lists them.
    static let all: [Command] = [.check, .fmt, .build, .ir, .eval, .preview, .lsp]

    /// The command with a name.
    static func named(_ name: String) -> Command? { all.first { $0.name == name } }

    /// `transc help NAME`.
    var help: String {
        var text = "\(summary)\n\nUSAGE: transc \(name) \(usage)\n\nOPTIONS:\n"
        for option in options {
            let left = option.name + (option.valueName.map { " " + $0 } ?? "")
            text += "  " + left.padding(toLength: 24, withPad: " ", startingAt: 0) + option.help + "\n"
        }
        return text
    }
}

/// Options every command that reads `.trans` files shares.
let diagnosticsOptions = [
    OptionSpec(name: "--diagnostics", valueName: "FORMAT", choices: ["text", "json"],
               help: "text (default) or json, for tools"),
    OptionSpec(name: "--max-diagnostics", valueName: "N", choices: nil,
               help: "Show at most N diagnostics per file (default 20)"),
    OptionSpec(name: "--error-limit", valueName: "N", choices: nil,
               help: "Stop working on a file after N errors (default 20; 0: no limit)"),
]

/// Reads, lexes, parses and checks files, rendering their diagnostics as the options ask.
struct FrontEndRun {
    var results: [FrontEnd.Result] = []
    var unreadable: [String] = []
    var hasErrors: Bool { !unreadable.isEmpty || results.contains { $0.diagnostics.hasErrors } }

    init(paths: [String], arguments: ParsedArguments, environment: CommandLineTool.Environment) throws(UsageError) {
        var limits = FrontEndLimits.standard
        if let text = arguments.values["--error-limit"] {
            guard let number = Int(text), number >= 0 else {
                throw UsageError("'--error-limit' needs a whole number, 0 or more, found '\(text)'")
            }
            limits.maxErrors = number
        }
        for path in paths {
            guard let bytes = environment.readFile(path) else {
                unreadable.append(path)
                continue
            }
            var result = FrontEnd.check(SourceFile(path: path, bytes: bytes), limits: limits)
            EyePlaneCheck.warn(&result)
            results.append(result)
        }
    }

    /// The diagnostics as text (for standard error) or JSON (for standard output).
    func render(_ arguments: ParsedArguments, _ environment: CommandLineTool.Environment) throws(UsageError)
        -> (standardOutput: String, standardError: String)
    {
        let errorText = unreadable.map { "transc: error: cannot read '\($0)'\n" }.joined()
        let (output, error) = try Self.render(results.map { ($0.source, $0.diagnostics.all) }, arguments, environment)
        return (output, errorText + error)
    }

    /// Diagnostics of files as the options ask: JSON on standard output, or text on standard
    /// error capped by `--max-diagnostics`. Every stage's diagnostics (the generators' too) go
    /// through here, so they look the same whichever stage found them.
    static func render(_ files: [(SourceFile, [Diagnostic])], _ arguments: ParsedArguments,
                       _ environment: CommandLineTool.Environment) throws(UsageError) -> (standardOutput: String, standardError: String) {
        if arguments.values["--diagnostics"] == "json" {
            return (DiagnosticRenderer.json(files), "")
        }
        var limit = 20
        if let text = arguments.values["--max-diagnostics"] {
            guard let number = Int(text), number > 0 else {
                throw UsageError("'--max-diagnostics' needs a whole number above 0, found '\(text)'")
            }
            limit = number
        }
        let renderer = DiagnosticRenderer(useColor: environment.useColor, limit: limit)
        return ("", files.map { renderer.render($1, in: $0) }.joined())
    }
}

extension Command {
    /// `transc check FILE… [--target uikit|portable]`
    static let check = Command(
        name: "check",
        summary: "Check .trans files and report their diagnostics",
        usage: "[--diagnostics text|json] [--error-limit N] [--target uikit|portable] FILE…",
        options: diagnosticsOptions + [
            OptionSpec(name: "--target", valueName: "TARGET", choices: GenerationTarget.allCases.map(\.rawValue),
                       help: "Also report what that target cannot express, at the construct (errors: exit 1)"),
        ]
    ) { arguments, environment throws(UsageError) in
        guard !arguments.positionals.isEmpty else { throw UsageError("'check' needs at least one .trans file") }
        let run = try FrontEndRun(paths: arguments.positionals, arguments: arguments, environment: environment)
        guard let target = GenerationTarget(arguments) else {
            let (standardOutput, standardError) = try run.render(arguments, environment)
            return CommandLineTool.Outcome(status: run.hasErrors ? 1 : 0, standardOutput: standardOutput, standardError: standardError)
        }
        // A file that checks is generated for the target (and the Swift dropped): its refusals
        // join the file's diagnostics, rendered once, in the same form and order as `build` shows them.
        var files: [(SourceFile, [Diagnostic])] = []
        var refused = false
        for result in run.results {
            var diagnostics = result.diagnostics.all
            if let checked = result.checked {
                do throws(GenerationFailure) {
                    _ = try target.generate(Lowering.lower(checked), source: result.source)
                } catch {
                    diagnostics += error.diagnostics
                    refused = refused || error.diagnostics.contains { $0.severity == .error }
                }
            }
            files.append((result.source, diagnostics))
        }
        let errorText = run.unreadable.map { "transc: error: cannot read '\($0)'\n" }.joined()
        let (standardOutput, standardError) = try FrontEndRun.render(files, arguments, environment)
        return CommandLineTool.Outcome(status: run.hasErrors || refused ? 1 : 0, standardOutput: standardOutput,
                                       standardError: errorText + standardError)
    }
}
