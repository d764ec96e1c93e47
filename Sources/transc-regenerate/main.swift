import Foundation
import TransCorpus
import TransGeneratedFiles

// `swift run transc-regenerate`: rewrites every generated file the repository keeps (IR and
// UIKit goldens, the portable Swift compiled into the tests, the benchmark's compiled effect)
// and names the ones that changed, for review with `git diff`. `--check` writes nothing and
// exits 1 when any is stale.
let checkOnly = CommandLine.arguments.dropFirst().contains("--check")
do {
    let stale = GeneratedFiles.stale(try GeneratedFiles.all())
    for file in stale {
        if !checkOnly {
            try file.text.write(to: Corpus.repository.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        print((checkOnly ? "stale: " : "wrote ") + file.path)
    }
    if stale.isEmpty { print("every generated file is up to date") }
    exit(checkOnly && !stale.isEmpty ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("transc-regenerate: \(error)\n".utf8))
    exit(1)
}
