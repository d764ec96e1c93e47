import Foundation
import TransDiagnostics

/// The `.trans` files that tests run the compiler, the interpreter and the generators over,
/// listed in one place so that every test target (and `transc-regenerate`) reads the same set.
///
/// - `examples`: the effects the documentation shows (`examples/*.trans`).
/// - `coverage`: small files (`Tests/Corpus/coverage/*.trans`) that together use every
///   property, built-in, curve kind, spring form, gesture and direction, and operation;
///   `CorpusCoverageTests` holds them to the vocabulary. What a target cannot express yet is
///   kept in files of its own, so the others go through every target: the UIKit target
///   reports `unsupported-by-target` for `stepped-curves.trans` (steps() and linear()).
public enum Corpus {
    /// The repository's root, found from this file's place in it.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The examples, each with its repository-relative path (`examples/flip.trans`), sorted by name.
    public static func examples() throws -> [SourceFile] { try files(in: "examples") }

    /// The coverage files, each with its repository-relative path, sorted by name.
    public static func coverage() throws -> [SourceFile] { try files(in: "Tests/Corpus/coverage") }

    /// The examples, then the coverage files.
    public static func all() throws -> [SourceFile] { try examples() + coverage() }

    /// The `.trans` files of a repository folder.
    static func files(in folder: String) throws -> [SourceFile] {
        let directory = repository.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".trans") }.sorted().map {
            SourceFile(path: folder + "/" + $0, bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent($0))))
        }
    }
}
