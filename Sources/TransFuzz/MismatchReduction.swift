import Foundation
import TransChecker
import TransDiagnostics

/// Shrinks a file whose compiled portable code disagrees with the interpreter: each round drops
/// one line (a statement or a track) such that the file still checks and still disagrees, trying
/// every such line in one compiled batch, until no line can go or the rounds run out.
public enum MismatchReduction {
    /// The smallest file found, and how many compiled batches it took.
    public static func reduce(_ text: String, rounds: Int = 8, runtime: URL? = Bundle.main.executableURL) -> (text: String, batches: Int) {
        reduce(text, rounds: rounds, runtime: runtime, editingGenerated: { $0 })
    }

    static func reduce(_ text: String, rounds: Int, runtime: URL?, editingGenerated edit: (String) -> String) -> (text: String, batches: Int) {
        var current = text
        var batches = 0
        for _ in 0..<rounds {
            let lines = current.split(separator: "\n", omittingEmptySubsequences: false)
            let candidates = lines.indices.compactMap { index -> String? in
                guard !lines[index].allSatisfy(\.isWhitespace) else { return nil }
                var shorter = lines
                shorter.remove(at: index)
                let candidate = shorter.joined(separator: "\n")
                return FrontEnd.check(SourceFile(path: "reduced.trans", text: candidate)).checked == nil ? nil : candidate
            }
            guard !candidates.isEmpty else { break }
            batches += 1
            // The batch's indices follow the candidates', so the first mismatch is the earliest line dropped.
            guard let outcome = try? PortableAgreement.compare(candidates, runtime: runtime, editingGenerated: edit),
                  let smaller = outcome.mismatches.min(by: { $0.index < $1.index }) else { break }
            current = smaller.input
        }
        return (current, batches)
    }
}
