import Foundation
import TransCorpus
import TransGeneratedFiles

// `swift run transc-regenerate`: rewrites every generated file the repository keeps (IR and
// UIKit goldens, the portable Swift compiled into the tests, the benchmark's compiled effect)
// and names the ones that changed, for review with `git diff`, and removes the ones nothing
// generates any more. `--check` writes nothing and exits 1 when any is stale or left over.
let checkOnly = CommandLine.arguments.dropFirst().contains("--check")
do {
    let files = try GeneratedFiles.all()
    let stale = GeneratedFiles.stale(files)
    for file in stale {
        if !checkOnly {
            try file.text.write(to: Corpus.repository.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        print((checkOnly ? "stale: " : "wrote ") + file.path)
    }
    let orphans = GeneratedFiles.orphans(files)
    for path in orphans {
        if !checkOnly { try FileManager.default.removeItem(at: Corpus.repository.appendingPathComponent(path)) }
        print((checkOnly ? "no longer generated: " : "removed ") + path)
    }
    if stale.isEmpty && orphans.isEmpty { print("every generated file is up to date") }
    exit(checkOnly && !(stale.isEmpty && orphans.isEmpty) ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("transc-regenerate: \(error)\n".utf8))
    exit(1)
}
