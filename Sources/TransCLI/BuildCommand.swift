import Foundation
import TransDiagnostics
import TransLowering
import TransRuntime
import TransIR
import TransSwiftGen

extension Command {
    /// `transc build FILE… [-o OUT.swift | -o DIR] [--target uikit|portable] [--source-root DIR]`.
    static let build = Command(
        name: "build",
        summary: "Generate Swift from .trans files: for UIKit, or portable Swift over TransRuntime",
        usage: "FILE… [-o OUT.swift | -o DIR] [--target uikit|portable] [--source-root DIR]",
        options: diagnosticsOptions + [
            OptionSpec(name: "-o", valueName: "PATH", choices: nil,
                       help: "A .swift file (one input) or a directory (one NAME.swift per input); standard output without"),
            GenerationTarget.option,
            OptionSpec(name: "--source-root", valueName: "DIR", choices: nil,
                       help: "Generated code names each source by its path from DIR (default: the current directory)"),
        ]
    ) { arguments, environment throws(UsageError) in
        let inputs = arguments.positionals
        guard !inputs.isEmpty else { throw UsageError("'build' needs at least one .trans file") }
        let output = arguments.values["-o"]
        let intoDirectory = output.map(environment.isDirectory) ?? false
        if inputs.count > 1 && !intoDirectory {
            throw UsageError("several inputs need '-o DIR', an existing directory, to hold one .swift file each")
        }
        // Every file is checked and generated before anything is written.
        let run = try FrontEndRun(paths: inputs, arguments: arguments, environment: environment)
        let (diagnosticsOutput, diagnosticsError) = try run.render(arguments, environment)
        guard !run.hasErrors else {
            return CommandLineTool.Outcome(status: 1, standardOutput: diagnosticsOutput, standardError: diagnosticsError)
        }
        var generated: [(path: String, text: String)] = []
        var failures: [(SourceFile, [Diagnostic])] = []
        let currentDirectory = FileManager.default.currentDirectoryPath
        let root = arguments.values["--source-root"] ?? currentDirectory
        for result in run.results {
            guard let checked = result.checked else { continue }
            // The generated code names the source by a relative path; diagnostics keep the path as given.
            let named = SourceFile(
                path: SourceNameInOutput.name(of: result.source.path, root: root, currentDirectory: currentDirectory),
                bytes: result.source.bytes)
            do throws(GenerationFailure) {
                let programs = Lowering.lower(checked)
                let text = try (GenerationTarget(arguments) ?? .uikit).generate(programs, source: named)
                generated.append((result.source.path, text))
            } catch {
                failures.append((result.source, error.diagnostics))
            }
        }
        guard failures.isEmpty else {
            let (failureOutput, failureError) = try FrontEndRun.render(failures, arguments, environment)
            return CommandLineTool.Outcome(status: 1, standardOutput: failureOutput, standardError: diagnosticsError + failureError)
        }
        guard let output else {
            return CommandLineTool.Outcome(status: 0, standardOutput: generated.map(\.text).joined(separator: "\n"), standardError: diagnosticsError)
        }
        for (path, text) in generated {
            let name = String(path.split(separator: "/").last ?? Substring(path))
            let base = name.hasSuffix(".trans") ? String(name.dropLast(6)) : name
            let target = intoDirectory ? (output.hasSuffix("/") ? output : output + "/") + base + ".swift" : output
            if let problem = environment.writeFile(target, Array(text.utf8)) {
                return CommandLineTool.Outcome(status: 1, standardOutput: "", standardError: diagnosticsError + "transc: error: \(problem)\n")
            }
        }
        return CommandLineTool.Outcome(status: 0, standardOutput: "", standardError: diagnosticsError)
    }
}
