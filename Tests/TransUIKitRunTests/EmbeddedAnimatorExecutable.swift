import Foundation

/// Compiles the embedded iOS animator (Sources/TransUIKitAdapter) with swiftc in Swift 6 mode
/// against the executable UIKit model and the package's own TransIR and TransRuntime, links it with
/// a driver (EmbeddedDriver/ + the generated code's Driver/ModelDriver.swift for the scenarios) into
/// one executable, and runs it over `.trans` files. The package modules are the ones SwiftPM built
/// for this test run (the driver also needs the front end, TransKit, to compile the files): nothing
/// of the package is compiled twice. The executable is cached in the temporary directory by a hash
/// of its sources and of the linked objects' sizes and dates, so a second test run compiles nothing.
enum EmbeddedAnimatorExecutable {
    static let adapterDirectory = ModelExecutable.testsDirectory.deletingLastPathComponent().appendingPathComponent("Sources/TransUIKitAdapter")
    /// What the adapter module gets besides its sources when it runs on the model (the actions' dispatch).
    static let modelActionsDirectory = ModelExecutable.testsDirectory.appendingPathComponent("TransUIKitRunTests/EmbeddedAdapter")
    static let driverDirectory = ModelExecutable.testsDirectory.appendingPathComponent("TransUIKitRunTests/EmbeddedDriver")
    /// The package modules linked, in dependency order: the adapter's (TransIR, TransRuntime, TransAnimationPlan), then the front end's.
    static let packageModules = ["TransIR", "TransRuntime", "TransAnimationPlan", "TransDiagnostics", "TransSyntax", "TransChecker", "TransLowering", "TransKit"]

    typealias Failure = ModelExecutable.Failure

    /// Where SwiftPM put this test bundle and the modules it was linked with.
    static func productsDirectory() throws -> URL {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap { $0?.deletingLastPathComponent() }
            + [ModelExecutable.testsDirectory.deletingLastPathComponent().appendingPathComponent(".build/debug")]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/TransKit.swiftmodule").path) })
        else { throw Failure(description: "no SwiftPM build products beside the test bundle (looked in \(candidates.map(\.path)))") }
        return found
    }

    static func swiftFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// The adapter's source as the model compiles it: its actions (`@objc`, `#selector`) are sent
    /// through `ModelSelectorTarget` (EmbeddedAdapter/ModelActions.swift), as in the generated code.
    static func rewrite(_ swift: String) -> String { DriverRegistry.rewrite(swift, actions: "handle") }

    /// Builds (or finds) the driver executable.
    static func build() throws -> URL {
        let model = try ModelExecutable.modelBuild()
        let products = try productsDirectory()
        let objects = try packageModules.flatMap { module in
            try FileManager.default.contentsOfDirectory(atPath: products.appendingPathComponent(module + ".build").path)
                .filter { $0.hasSuffix(".o") }.sorted().map { products.appendingPathComponent(module + ".build/" + $0) }
        }
        let stamps = try (objects + packageModules.map { products.appendingPathComponent("Modules/\($0).swiftmodule") }).map { url in
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            return "\(url.path) \(attributes[.size] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        let adapter = try swiftFiles(in: adapterDirectory).map { ($0.lastPathComponent, rewrite(try String(contentsOf: $0, encoding: .utf8))) }
            + swiftFiles(in: modelActionsDirectory).map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let driver = try (swiftFiles(in: driverDirectory) + [ModelExecutable.driverDirectory.appendingPathComponent("ModelDriver.swift"),
                                                             ModelExecutable.driverDirectory.appendingPathComponent("ModelChecks.swift"),
                                                             ModelExecutable.driverDirectory.appendingPathComponent("FollowScenario.swift")])
            .map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let key = ModelExecutable.hash([model.lastPathComponent] + stamps + (adapter + driver).flatMap { [$0.0, $0.1] })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-uikit-embedded-\(key)")
        let program = directory.appendingPathComponent("driver")
        if FileManager.default.fileExists(atPath: program.path) { return program }
        let staging = directory.appendingPathExtension("partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        for sub in ["adapter", "scenarios"] {
            try FileManager.default.createDirectory(at: staging.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        for (name, text) in adapter { try text.write(to: staging.appendingPathComponent("adapter/" + name), atomically: true, encoding: .utf8) }
        for (name, text) in driver { try text.write(to: staging.appendingPathComponent("scenarios/" + name), atomically: true, encoding: .utf8) }
        // The adapter module built here comes first: SwiftPM's own is empty (`#if canImport(UIKit)`).
        let includes = ["-I", staging.path, "-I", model.path, "-I", products.appendingPathComponent("Modules").path]
        let compiled = ModelExecutable.run(["swiftc", "-parse-as-library", "-swift-version", "6", "-wmo", "-module-name", "TransUIKitAdapter",
                                            "-emit-module", "-emit-module-path", staging.appendingPathComponent("TransUIKitAdapter.swiftmodule").path, "-c"]
                                           + includes + adapter.map { staging.appendingPathComponent("adapter/" + $0.0).path }
                                           + ["-o", staging.appendingPathComponent("TransUIKitAdapter.o").path], in: staging)
        guard compiled.status == 0 else { throw Failure(description: "the adapter does not build with the model:\n\(compiled.text)") }
        let linked = ModelExecutable.run(["swiftc", "-swift-version", "6", "-module-name", "EmbeddedDriver"] + includes
                                         + driver.map { staging.appendingPathComponent("scenarios/" + $0.0).path }
                                         + ModelExecutable.modules.map { model.appendingPathComponent($0 + ".o").path }
                                         + [staging.appendingPathComponent("TransUIKitAdapter.o").path] + objects.map(\.path)
                                         + ["-o", staging.appendingPathComponent("driver").path], in: staging)
        guard linked.status == 0 else { throw Failure(description: "the embedded animator's driver does not build:\n\(linked.text)") }
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.moveItem(at: staging, to: directory)
        return program
    }

    /// Runs the driver over the files (absolute paths) and returns its output lines.
    static func run(files: [String]) throws -> [String] {
        let program = try build()
        let output = ModelExecutable.run([program.path] + files, in: program.deletingLastPathComponent())
        guard output.status == 0 else { throw Failure(description: "the embedded driver failed (\(output.status)):\n\(output.text.suffix(3000))") }
        return output.text.split(separator: "\n").map(String.init)
    }
}
