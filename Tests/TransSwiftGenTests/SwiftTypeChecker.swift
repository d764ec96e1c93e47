import Foundation

/// Type-checks Swift source against the executable UIKit model's UIKit, QuartzCore, CoreGraphics
/// and ObjectiveC modules (Tests/UIKitModel: the SDK's signatures with their isolation and the
/// `@Sendable` completions of Swift 6.2), with `swiftc -frontend -typecheck -enable-objc-interop`.
///
/// On Linux Foundation's NSObject is not an Objective-C class, so exactly two diagnostics are
/// artefacts: a method that "cannot be marked '@objc' because … cannot be represented in
/// Objective-C", and the `#selector` error "… not exposed to Objective-C" for it. Any other
/// error or warning is a real problem.
enum SwiftTypeChecker {
    static let model = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("UIKitModel")
    /// Dependency order: each module imports the ones before it.
    static let sdkModules = ["ObjectiveC", "CoreGraphics", "QuartzCore", "UIKit"]

    /// The directory holding the model's compiled module interfaces (no code), cached in the
    /// temporary directory by a hash of the model's sources, so a second test run compiles nothing.
    static let modules: Result<URL, TypeCheckError> = Result {
        let sources = try sdkModules.map { module in
            try FileManager.default.contentsOfDirectory(atPath: model.path)
                .filter { $0 == module + ".swift" || ($0.hasPrefix(module + "+") && $0.hasSuffix(".swift")) }.sorted()
                .map { model.appendingPathComponent($0) }
        }
        let texts = try sources.joined().map { try String(contentsOf: $0, encoding: .utf8) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-uikit-model-interfaces-\(hash(texts))")
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("done").path) { return directory }
        let staging = directory.appendingPathExtension("partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        for (module, files) in zip(sdkModules, sources) {
            let output = run(["swiftc", "-parse-as-library", "-swift-version", "6", "-wmo", "-module-name", module, "-emit-module",
                              "-emit-module-path", staging.appendingPathComponent(module + ".swiftmodule").path, "-I", staging.path]
                             + files.map(\.path), in: staging)
            guard output.status == 0 else { throw TypeCheckError(text: "the model's \(module) does not build:\n\(output.text)") }
        }
        try Data().write(to: staging.appendingPathComponent("done"))
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.moveItem(at: staging, to: directory)
        return directory
    }.mapError { $0 as? TypeCheckError ?? TypeCheckError(text: "\($0)") }

    /// Where package modules compiled for a check go: this process's own, beside the shared cache.
    static let packageModules: URL = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-typecheck-modules-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }()

    /// FNV-1a over the texts: a cache key, not a security measure.
    static func hash(_ texts: [String]) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for text in texts { for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100000001b3 }; h = (h ^ 0xff) &* 0x100000001b3 }
        return String(h, radix: 16)
    }

    struct TypeCheckError: Error { var text: String }

    /// The package's TransIR, TransRuntime and TransAnimationPlan modules, compiled beside the model's once
    /// per process for every check of code that imports the runtime (the UIKit adapter and its users).
    static let runtimeModules: Result<Void, TypeCheckError> = Result {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        try emitModule("TransIR", sources: sources.appendingPathComponent("TransIR"))
        try emitModule("TransRuntime", sources: sources.appendingPathComponent("TransRuntime"))
        try emitModule("TransAnimationPlan", sources: sources.appendingPathComponent("TransAnimationPlan"))
    }.mapError { $0 as? TypeCheckError ?? TypeCheckError(text: "\($0)") }

    /// Compiles a package module's sources beside the model's modules, so that code using it
    /// can be type-checked as the SDK's clients are (the embedded animator imports the runtime).
    static func emitModule(_ name: String, sources: URL) throws {
        let model = try modules.get()
        let directory = packageModules
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { sources.appendingPathComponent($0).path }
        let output = run(["swiftc", "-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", "6",
                          "-I", model.path, "-I", directory.path, "-emit-module-path", directory.appendingPathComponent(name + ".swiftmodule").path,
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
        let model = try modules.get()
        let output = run(["swiftc", "-frontend", "-typecheck", "-enable-objc-interop", "-swift-version", "6", "-module-name", moduleName,
                          "-I", model.path, "-I", packageModules.path] + files.map(\.path), in: packageModules)
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
