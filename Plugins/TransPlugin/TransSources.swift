import Foundation
import PackagePlugin

/// The build commands for one target's `.trans` files, shared by the package and the Xcode
/// project plugin.
struct TransSources {
    /// The module the portable code imports: a target that depends on it gets that code.
    static let runtimeModule = "TransRuntime"

    var transc: URL
    var workDirectory: URL
    /// Generated headers name each source by its path from here, so that two checkouts
    /// generate the same bytes.
    var packageDirectory: URL
    var targetDirectory: URL

    func commands(for sources: [URL], portable: Bool) -> [Command] {
        sources.sorted { $0.path < $1.path }.flatMap { source in
            var commands = [command(source, target: "uikit")]
            if portable { commands.append(command(source, target: "portable")) }
            return commands
        }
    }

    /// `transc build SOURCE -o OUTPUT --target TARGET`. Its diagnostics go to the build log as
    /// `path:line:col: error: …` with the absolute path, which Xcode shows on the line.
    func command(_ source: URL, target: String) -> Command {
        let output = workDirectory.appendingPathComponent(outputName(source, target: target))
        return .buildCommand(
            displayName: "transc: \(target) Swift for \(source.lastPathComponent)",
            executable: transc,
            arguments: ["build", source.path, "-o", output.path, "--target", target,
                        "--source-root", packageDirectory.path],
            inputFiles: [source, transc],
            outputFiles: [output])
    }

    /// `Effects/flip.trans` → `Effects+flip.uikit.swift`: unique within the target and unlike
    /// any hand-written file name (Swift rejects two files of one name in a module).
    func outputName(_ source: URL, target: String) -> String {
        let sourceComponents = source.standardizedFileURL.pathComponents
        let targetComponents = targetDirectory.standardizedFileURL.pathComponents
        let relative = sourceComponents.starts(with: targetComponents)
            ? Array(sourceComponents.dropFirst(targetComponents.count)) : [source.lastPathComponent]
        let name = relative.joined(separator: "+")
        let base = name.hasSuffix(".trans") ? String(name.dropLast(".trans".count)) : name
        return "\(base).\(target).swift"
    }
}
