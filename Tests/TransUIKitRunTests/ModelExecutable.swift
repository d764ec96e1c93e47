import Foundation

/// Compiles the executable UIKit model (Tests/UIKitModel) into objects and modules once, then
/// generated Swift + `Registry.swift` + the driver into one executable, and runs it. Both steps are
/// cached in the temporary directory by a hash of their inputs, so a second test run compiles nothing.
enum ModelExecutable {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let modelDirectory = testsDirectory.appendingPathComponent("UIKitModel")
    static let driverDirectory = testsDirectory.appendingPathComponent("TransUIKitRunTests/Driver")
    /// Dependency order: each module imports the ones before it.
    static let modules = ["ObjectiveC", "CoreGraphics", "QuartzCore", "UIKit"]

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// A module's files: `UIKit.swift` and `UIKit+….swift`.
    static func files(of module: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: modelDirectory.path)
            .filter { $0 == module + ".swift" || ($0.hasPrefix(module + "+") && $0.hasSuffix(".swift")) }.sorted()
            .map { modelDirectory.appendingPathComponent($0) }
    }

    /// FNV-1a over the texts: a cache key, not a security measure.
    static func hash(_ texts: [String]) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for text in texts { for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100000001b3 }; h = (h ^ 0xff) &* 0x100000001b3 }
        return String(h, radix: 16)
    }

    /// The compilation condition that gives the SDK's completion closures as compilers before
    /// Swift 6.2 imported them (see UIKit.swift): plain closures instead of `@Sendable` ones. The
    /// generated code runs against the current form and is type-checked against both.
    static let beforeSendableCompletions = ["-D", "UIKIT_SDK_BEFORE_SE0463"]

    /// The directory with every model module's `.swiftmodule` and `.o`, built with `flags`
    /// (none: the SDK as the current compiler imports it). `optimized`: with `-O`, for the build
    /// the scenarios run on, whose time is the model's (every animation evaluated every 2 ms of model
    /// time): it runs them three times faster, with the same output, for a few seconds' more compiling.
    static func modelBuild(flags: [String] = [], optimized: Bool = true) throws -> URL {
        let sources = try modules.flatMap { try files(of: $0) }
        let flags = flags + (optimized ? ["-O"] : [])
        let key = hash(try sources.map { try String(contentsOf: $0, encoding: .utf8) } + flags)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-uikit-model-\(key)")
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("done").path) { return directory }
        let staging = directory.appendingPathExtension("partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        for module in modules {
            let output = run(["swiftc", "-parse-as-library", "-swift-version", "6", "-wmo", "-module-name", module, "-emit-module",
                              "-emit-module-path", staging.appendingPathComponent(module + ".swiftmodule").path, "-c"]
                             + flags + (try files(of: module)).map(\.path) + ["-o", staging.appendingPathComponent(module + ".o").path, "-I", staging.path],
                             in: staging)
            guard output.status == 0 else { throw Failure(description: "the model's \(module) does not build:\n\(output.text)") }
        }
        try Data().write(to: staging.appendingPathComponent("done"))
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.moveItem(at: staging, to: directory)
        return directory
    }

    /// Compiles the generated files (name → source, already rewritten) with the registry and the
    /// driver, runs the program and returns its output lines.
    static func run(generated: [(String, String)], registry: String) throws -> [String] {
        let model = try modelBuild()
        let driverFiles = try FileManager.default.contentsOfDirectory(atPath: driverDirectory.path).filter { $0.hasSuffix(".swift") }.sorted()
        var sources = generated + [("Registry.swift", registry), ("main.swift", "runAll()\n")]
        for name in driverFiles { sources.append((name, try String(contentsOf: driverDirectory.appendingPathComponent(name), encoding: .utf8))) }
        let key = hash([model.lastPathComponent] + sources.flatMap { [$0.0, $0.1] })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-uikit-run-\(key)")
        let program = directory.appendingPathComponent("driver")
        if !FileManager.default.fileExists(atPath: program.path) {
            let staging = directory.appendingPathExtension("partial-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.removeItem(at: staging)
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            for (name, text) in sources { try text.write(to: staging.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            let objects = modules.map { model.appendingPathComponent($0 + ".o").path }
            let output = run(["swiftc", "-swift-version", "6", "-module-name", "Generated", "-I", model.path]
                             + sources.map { staging.appendingPathComponent($0.0).path } + objects
                             + ["-o", staging.appendingPathComponent("driver").path], in: staging)
            guard output.status == 0 else { throw Failure(description: "the generated code does not build with the model:\n\(output.text)") }
            try? FileManager.default.removeItem(at: directory)
            try FileManager.default.moveItem(at: staging, to: directory)
        }
        let output = run([program.path], in: directory)
        guard output.status == 0 else { throw Failure(description: "the driver failed (\(output.status)):\n\(output.text.suffix(3000))") }
        return output.text.split(separator: "\n").map(String.init)
    }

    /// Type-checks the generated files in Swift 6 mode against the model built with `flags`;
    /// returns each file's error count (files without errors are left out).
    static func swift6Rejections(generated: [(String, String)], flags: [String]) throws -> [String: Int] {
        // Without flags, the build the scenarios run on; a build only type-checked against needs no optimizing.
        let model = try modelBuild(flags: flags, optimized: flags.isEmpty)
        // Cached like the builds: the same model and sources give the same answer.
        let cache = FileManager.default.temporaryDirectory
            .appendingPathComponent("transc-uikit-typecheck-\(hash([model.lastPathComponent] + generated.flatMap { [$0.0, $0.1] })).json")
        if let data = try? Data(contentsOf: cache), let counts = try? JSONDecoder().decode([String: Int].self, from: data) { return counts }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-uikit-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in generated { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let output = run(["swiftc", "-frontend", "-typecheck", "-swift-version", "6", "-module-name", "Generated", "-I", model.path]
                         + generated.map { directory.appendingPathComponent($0.0).path }, in: directory)
        var counts: [String: Int] = [:]
        for line in output.text.split(separator: "\n") where line.hasPrefix(directory.path) && line.contains(": error: ") {
            let file = line.dropFirst(directory.path.count + 1).prefix { $0 != ":" }
            counts[String(file), default: 0] += 1
        }
        guard output.text.isEmpty || !counts.isEmpty || !output.text.contains("error:") else {
            throw Failure(description: "the type check failed outside the generated files:\n\(output.text.prefix(3000))")
        }
        try? JSONEncoder().encode(counts).write(to: cache)
        return counts
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
