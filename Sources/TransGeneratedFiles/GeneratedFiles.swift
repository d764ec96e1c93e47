import Foundation
import TransChecker
import TransCorpus
import TransDiagnostics
import TransIR
import TransLowering
import TransSwiftGen

/// A file the repository keeps that a generator writes: its repository-relative path and
/// the text the generators write for it today.
public struct GeneratedFile: Sendable, Equatable {
    /// The path from the repository's root, as `Tests/TransLoweringTests/Golden/flip.ir`.
    public var path: String
    /// What the generator writes.
    public var text: String
}

/// Every generated file of the repository, made fresh by calling the compiler's library APIs
/// (never the test bundle or the benchmark, which compile some of these files: when a
/// runtime change breaks them, they can still be regenerated). `swift run transc-regenerate`
/// writes them; `GeneratedFilesTests` fails when one on disk differs.
public enum GeneratedFiles {
    /// The command that rewrites them, for messages.
    public static let command = "swift run transc-regenerate"

    /// A generated file could not be made: a source does not check, or a generator refused it.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// All of them, in a stable order.
    public static func all() throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var portableTypes: [String] = []
        for source in try Corpus.all() {
            let programs = try lower(source)
            let name = URL(fileURLWithPath: source.path).deletingPathExtension().lastPathComponent
            files.append(GeneratedFile(path: "Tests/TransLoweringTests/Golden/\(name).ir",
                                       text: programs.map(\.dump).joined(separator: "\n")))
            // What the UIKit target cannot express yet is kept as its diagnostics, so that a change
            // in what it refuses shows in the diff like a change in what it writes.
            do throws(GenerationFailure) {
                files.append(GeneratedFile(path: "Tests/TransSwiftGenTests/Golden/\(name).swift",
                                           text: try UIKitGenerator.generate(programs, source: source)))
            } catch {
                files.append(GeneratedFile(path: "Tests/TransSwiftGenTests/Golden/\(name).unsupported",
                                           text: DiagnosticRenderer().render(error.diagnostics, in: source)))
            }
            do throws(GenerationFailure) {
                files.append(GeneratedFile(path: "Tests/TransPortableTests/Generated/\(name).swift",
                                           text: try PortableGenerator.generate(programs, source: source)))
            } catch {
                throw Failure(description: DiagnosticRenderer().render(error.diagnostics, in: source))
            }
            portableTypes += programs.map(PortableGenerator.typeName)
        }
        files.append(GeneratedFile(path: "Tests/TransPortableTests/Generated/Registry.swift",
                                   text: PortableGenerator.registry(portableTypes, name: "compiledExamples")))
        // The frame benchmark compares the interpreter with this effect compiled.
        let grid = "Sources/transc-bench/grid.trans"
        let gridSource = SourceFile(path: grid, bytes: [UInt8](try Data(contentsOf: Corpus.repository.appendingPathComponent(grid))))
        let gridPrograms = try lower(gridSource)
        do throws(GenerationFailure) {
            files.append(GeneratedFile(path: "Sources/transc-bench/GridCompiled.swift",
                                       text: try PortableGenerator.generate(gridPrograms, source: gridSource)))
        } catch {
            throw Failure(description: DiagnosticRenderer().render(error.diagnostics, in: gridSource))
        }
        return files
    }

    /// A file's programs, or a failure with its rendered diagnostics.
    static func lower(_ source: SourceFile) throws -> [TransitionProgram] {
        let result = FrontEnd.check(source)
        guard let checked = result.checked else {
            throw Failure(description: DiagnosticRenderer().render(result.diagnostics.all, in: source))
        }
        return Lowering.lower(checked)
    }

    /// The folders that hold only generated files.
    static let generatedFolders = ["Tests/TransSwiftGenTests/Golden", "Tests/TransLoweringTests/Golden", "Tests/TransPortableTests/Generated"]

    /// Files in the generated folders that nothing generates any more (a `.unsupported` golden
    /// once its file builds, the goldens of a removed corpus file): the paths, to delete.
    public static func orphans(_ files: [GeneratedFile]) -> [String] {
        let generated = Set(files.map(\.path))
        return generatedFolders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: Corpus.repository.appendingPathComponent(folder).path)) ?? []
            return names.map { folder + "/" + $0 }
        }.filter { !generated.contains($0) }.sorted()
    }

    /// The files whose text on disk differs from what is generated today (missing ones included).
    public static func stale(_ files: [GeneratedFile]) -> [GeneratedFile] {
        files.filter { file in
            let url = Corpus.repository.appendingPathComponent(file.path)
            return (try? String(contentsOf: url, encoding: .utf8)) != file.text
        }
    }
}
