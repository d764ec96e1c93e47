import Foundation
import TransDiagnostics
import TransSwiftGen

/// `transc`'s command line: parses arguments, runs a command, and says what to print
/// and which status to exit with. `main.swift` only calls `run` and prints.
public enum CommandLineTool {
    /// The version `--version` prints.
    public static let version = TranscVersion.current

    /// What a run produced.
    public struct Outcome: Sendable {
        /// Exit status: 0 success, 1 the input has errors, 2 the command line is wrong.
        public var status: Int32
        /// Text for standard output.
        public var standardOutput: String
        /// Text for standard error.
        public var standardError: String
    }

    /// How the run sees its surroundings; tests replace it.
    public struct Environment: Sendable {
        /// Whether diagnostics may be coloured (standard error is a terminal and `NO_COLOR` is unset).
        public var useColor: Bool
        /// Reads a file's bytes, or nil if it cannot be read.
        public var readFile: @Sendable (String) -> [UInt8]?
        /// Writes a whole file atomically; returns an error message, or nil on success.
        public var writeFile: @Sendable (String, [UInt8]) -> String?
        /// Whether a path is an existing directory.
        public var isDirectory: @Sendable (String) -> Bool
        /// Shows a message at once, for a command that runs until stopped (`preview --watch`),
        /// whose outcome would come too late.
        public var report: @Sendable (String) -> Void

        /// Makes an environment.
        public init(useColor: Bool, readFile: @escaping @Sendable (String) -> [UInt8]?,
                    writeFile: @escaping @Sendable (String, [UInt8]) -> String? = { _, _ in "writing is not possible here" },
                    isDirectory: @escaping @Sendable (String) -> Bool = { _ in false },
                    report: @escaping @Sendable (String) -> Void = { _ in }) {
            self.useColor = useColor
            self.readFile = readFile
            self.writeFile = writeFile
            self.isDirectory = isDirectory
            self.report = report
        }

        /// The real process's surroundings.
        public static var process: Environment {
            Environment(
                useColor: isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
                readFile: { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } },
                writeFile: AtomicFile.write,
                isDirectory: { path in
                    var directory: ObjCBool = false
                    return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
                },
                report: { FileHandle.standardError.write(Data($0.utf8)) })
        }
    }

    /// Runs `transc` with the arguments after the program name.
    public static func run(_ arguments: [String], environment: Environment = .process) -> Outcome {
        guard let first = arguments.first else {
            return Outcome(status: 2, standardOutput: "", standardError: overview)
        }
        switch first {
        case "--help", "-h":
            return Outcome(status: 0, standardOutput: overview, standardError: "")
        case "--version":
            return Outcome(status: 0, standardOutput: "transc \(version)\n", standardError: "")
        case "help":
            guard arguments.count > 1 else { return Outcome(status: 0, standardOutput: overview, standardError: "") }
            guard let command = Command.named(arguments[1]) else {
                return usageFailure(UsageError("unknown command '\(arguments[1])'"), command: nil)
            }
            return Outcome(status: 0, standardOutput: command.help, standardError: "")
        default:
            guard let command = Command.named(first) else {
                return usageFailure(UsageError("unknown command '\(first)'"), command: nil)
            }
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                return Outcome(status: 0, standardOutput: command.help, standardError: "")
            }
            do {
                let parsed = try ParsedArguments.parse(rest, options: command.options)
                return try command.run(parsed, environment)
            } catch {
                return usageFailure(error, command: command)
            }
        }
    }

    static func usageFailure(_ error: UsageError, command: Command?) -> Outcome {
        let more = command.map { "transc help \($0.name)" } ?? "transc --help"
        return Outcome(status: 2, standardOutput: "", standardError: "transc: error: \(error.message)\nSee '\(more)'.\n")
    }

    static var overview: String {
        var text = """
            transc \(version): compiles .trans view-controller transitions

            USAGE: transc <command> [options] FILE…

            COMMANDS:

            """
        for command in Command.all {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

            OPTIONS:
              --help    Show this help (or 'transc help <command>' for a command's)
              --version Show the version

            Exit status: 0 success, 1 the input has errors, 2 the command line is wrong.

            """
        return text
    }
}
