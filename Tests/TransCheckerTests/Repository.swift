import Foundation
import TransDiagnostics

/// Paths of the repository's own files, for tests that read examples and docs.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func files(in folder: String, withExtension ext: String) -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { directory.appendingPathComponent($0) }
    }

    static func source(_ url: URL) throws -> SourceFile {
        SourceFile(path: url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
    }
}
