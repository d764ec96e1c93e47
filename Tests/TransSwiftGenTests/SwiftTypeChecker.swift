import Foundation

/// Type-checks Swift source against the stand-in UIKit, QuartzCore, CoreGraphics and
/// ObjectiveC modules with `swiftc -frontend -typecheck -enable-objc-interop`.
///
/// On Linux Foundation's NSObject is not an Objective-C class, so exactly two diagnostics are
/// artefacts: a method that "cannot be marked '@objc' because … cannot be represented in
/// Objective-C", and the `#selector` error "… not exposed to Objective-C" for it. Any other
/// error or warning is a real problem.
enum SwiftTypeChecker {
    static let standIns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("StandIns")

    /// The directory holding the compiled stand-in modules, built once per test run.
    static let modules: Result<URL, TypeCheckError> = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-standins-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for module in ["ObjectiveC", "CoreGraphics", "QuartzCore", "UIKit"] {
            let output = run(["swiftc", "-emit-module", "-module-name", module, "-parse-as-library",
                              standIns.appendingPathComponent(module + ".swift").path, "-I", directory.path,
                              "-emit-module-path", directory.appendingPathComponent(module + ".swiftmodule").path,
                              "-Xfrontend", "-enable-objc-interop"], in: directory)
            guard output.status == 0 else { return .failure(TypeCheckError(text: "stand-in \(module) does not build:\n\(output.text)")) }
        }
        return .success(directory)
    }()

    struct TypeCheckError: Error { var text: String }

    /// Compiles a package module's sources into the stand-ins' directory, so that code using it
    /// can be type-checked as the SDK's clients are (the embedded animator imports the runtime).
    static func emitModule(_ name: String, sources: URL) throws {
        let directory = try modules.get()
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { sources.appendingPathComponent($0).path }
        let output = run(["swiftc", "-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", "6",
                          "-I", directory.path, "-emit-module-path", directory.appendingPathComponent(name + ".swiftmodule").path,
                          "-Xfrontend", "-enable-objc-interop"] + files, in: directory)
        guard output.status == 0 else { throw TypeCheckError(text: "module \(name) does not build:\n\(output.text)") }
    }

    /// The diagnostics (`file:line:col: error|warning: message`) of type-checking the files,
    /// without the two artefacts.
    static func problems(_ files: [URL], moduleName: String = "Generated") throws -> [String] {
        try check(files, moduleName: moduleName).problems
    }

    /// The problems, and every error line with the artefacts, for checking that the filter is not
    /// hiding everything; from one run of the type checker.
    static func check(_ files: [URL], moduleName: String = "Generated") throws -> (problems: [String], errors: [String]) {
        let directory = try modules.get()
        let output = run(["swiftc", "-frontend", "-typecheck", "-enable-objc-interop", "-swift-version", "6", "-module-name", moduleName,
                          "-I", directory.path] + files.map(\.path), in: directory)
        let lines = output.text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("/") }
        let problems = lines.filter { line in
            (line.contains(": error: ") || line.contains(": warning: "))
                && !line.contains("cannot be marked '@objc' because") && !line.contains("not exposed to Objective-C")
        }
        return (problems, lines.filter { $0.contains(": error: ") })
    }

    static func run(_ arguments: [String], in directory: URL) -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot run \(arguments[0]): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
