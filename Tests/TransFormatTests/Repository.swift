import Foundation
import TransCorpus

/// The repository's own files, for tests that read the examples, the docs and the grammar.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `folder/*.ext`, sorted by name.
    static func files(in folder: String, withExtension ext: String) -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// A `.trans` text and where it comes from (`examples/cube.trans`, `docs/language.md:39`).
    struct Sample {
        var place: String
        var text: String
    }

    /// Every example and every ```trans block of the docs and the README.
    static func samples() throws -> [Sample] {
        var samples: [Sample] = []
        for example in files(in: "examples", withExtension: "trans") {
            samples.append(Sample(place: "examples/" + example.lastPathComponent,
                                  text: try String(contentsOf: example, encoding: .utf8)))
        }
        let documents = files(in: "docs", withExtension: "md") + [root.appendingPathComponent("README.md")]
        for document in documents {
            let name = document.deletingLastPathComponent().lastPathComponent == "docs"
                ? "docs/" + document.lastPathComponent : document.lastPathComponent
            for block in Corpus.transBlocks(in: try String(contentsOf: document, encoding: .utf8)) {
                samples.append(Sample(place: "\(name):\(block.line)", text: block.code))
            }
        }
        return samples
    }
}
