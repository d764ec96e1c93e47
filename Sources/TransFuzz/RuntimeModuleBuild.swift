import Foundation

/// The TransRuntime module the package built (`swift build` puts it beside the executables):
/// its interface for `-I` and the object files of it and of TransIR, which it re-exports, to
/// link. Compiled portable code is built against exactly the runtime the fuzzer runs.
struct RuntimeModuleBuild {
    /// The directory for `-I`: the one holding `TransRuntime.swiftmodule`.
    var modules: URL
    /// TransIR's and TransRuntime's object files.
    var objects: [URL]

    struct Missing: Error, CustomStringConvertible { var description: String }

    /// Finds it beside the running executable (`transc-fuzz` or the test bundle).
    static func beside(_ executable: URL? = Bundle.main.executableURL) throws(Missing) -> RuntimeModuleBuild {
        guard let directory = executable?.resolvingSymlinksInPath().deletingLastPathComponent() else {
            throw Missing(description: "cannot tell where the running executable is")
        }
        let candidates = [directory.appendingPathComponent("Modules"), directory]
        guard let modules = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("TransRuntime.swiftmodule").path)
        }) else {
            throw Missing(description: "no TransRuntime.swiftmodule under \(directory.path): build the package first (swift build)")
        }
        var objects: [URL] = []
        for module in ["TransIR", "TransRuntime"] {
            let build = directory.appendingPathComponent("\(module).build")
            let found = currentObjects(in: build)
            guard !found.isEmpty else { throw Missing(description: "no object files in \(build.path): build the package first (swift build)") }
            objects += found
        }
        return RuntimeModuleBuild(modules: modules, objects: objects)
    }

    /// The object files of a module's current sources, as its build's output file map names them:
    /// the directory may still hold objects of sources since deleted or moved, which would clash.
    /// Without a map, every object file in the directory.
    static func currentObjects(in build: URL) -> [URL] {
        let map = build.appendingPathComponent("output-file-map.json")
        if let data = try? Data(contentsOf: map),
           let entries = (try? JSONSerialization.jsonObject(with: data)) as? [String: [String: String]] {
            let objects = entries.values.compactMap { $0["object"] }.sorted()
            if !objects.isEmpty { return objects.map { URL(fileURLWithPath: $0) } }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        return names.filter { $0.hasSuffix(".o") }.sorted().map { build.appendingPathComponent($0) }
    }
}
