import Foundation
import TransDiagnostics
import TransFormat

extension Command {
    /// `transc fmt [-w | --check] FILE…`, as gofmt: the canonical layout to standard output,
    /// or rewritten in place, or the list of files not in it. `-` reads standard input, for editors.
    static let fmt = Command(
        name: "fmt",
        summary: "Print .trans files in the canonical layout (-w rewrites them, --check lists those not in it)",
        usage: "[-w | --check] FILE… (- for standard input)",
        options: [
            OptionSpec(name: "-w", valueName: nil, choices: nil,
                       help: "Rewrite each file in place (atomically, only when its layout changes)"),
            OptionSpec(name: "--check", valueName: nil, choices: nil,
                       help: "Print nothing but the files not in canonical layout; exit 1 if there are any"),
        ]
    ) { arguments, environment throws(UsageError) in
        let paths = arguments.positionals
        guard !paths.isEmpty else { throw UsageError("'fmt' needs at least one .trans file") }
        let rewrite = arguments.flags.contains("-w")
        let check = arguments.flags.contains("--check")
        if rewrite && check { throw UsageError("'-w' and '--check' cannot be used together") }
        if rewrite && paths.contains("-") { throw UsageError("'-w' cannot rewrite standard input") }
        var status: Int32 = 0
        var standardOutput = ""
        var standardError = ""
        let renderer = DiagnosticRenderer(useColor: environment.useColor)
        for path in paths {
            guard let bytes = path == "-" ? [UInt8](FileHandle.standardInput.readDataToEndOfFile()) : environment.readFile(path) else {
                standardError += "transc: error: cannot read '\(path)'\n"
                status = 1
                continue
            }
            let source = SourceFile(path: path, bytes: bytes)
            let formatted: String
            switch SourceFormatter.format(source) {
            case .formatted(let text):
                formatted = text
            case .syntaxErrors(let diagnostics):
                // A file that does not parse is left as it is, and said why as `check` says it.
                standardError += renderer.render(diagnostics.all, in: source)
                status = 1
                continue
            case .unsafeLayout(let problem):
                standardError += "transc: error: cannot format '\(path)': \(problem)\n"
                status = 1
                continue
            }
            let changed = Array(formatted.utf8) != bytes
            if check {
                if changed {
                    standardOutput += path + "\n"
                    status = 1
                }
            } else if rewrite {
                if changed, let problem = environment.writeFile(path, Array(formatted.utf8)) {
                    standardError += "transc: error: \(problem)\n"
                    status = 1
                }
            } else {
                standardOutput += formatted
            }
        }
        return CommandLineTool.Outcome(status: status, standardOutput: standardOutput, standardError: standardError)
    }
}
