import TransChecker
import TransCorpus
import TransDiagnostics
import TransLowering

/// Accepted programs joined into one large file, each's transitions and inputs renamed, must check
/// as each does alone: the front end frees the tokens behind the parser and each declaration's nodes
/// once it is checked, which only a file of many chunks of nodes exercises (a campaign's inputs are
/// each a few hundred bytes).
public enum LargeFileAgreement {
    /// Accepted programs a large file is made of: enough for several release points.
    public static let parts = 150

    /// The large file: the programs one after another, each's transitions and inputs renamed; and the
    /// parts it is made of.
    public static func joined(_ texts: [String]) -> (file: String, parts: [String]) {
        let parts = texts.enumerated().map { index, text in
            String(decoding: Corpus.renamed(Array(text.utf8), suffix: Corpus.copySuffix(copy: 0, file: index)), as: UTF8.self)
        }
        return (parts.map { $0 + "\n" }.joined(), parts)
    }

    /// What differs between a large file and its parts, each checked alone, if anything (nil: they agree).
    public static func disagreement(file: String, parts: [String]) -> String? {
        var expected: [String] = []
        for (index, part) in parts.enumerated() {
            guard let checked = FrontEnd.check(SourceFile(path: "part.trans", text: part)).checked else {
                return "part \(index) is refused once renamed"
            }
            expected += Lowering.lower(checked).map(\.dump)
        }
        let result = FrontEnd.check(SourceFile(path: "large.trans", text: file))
        guard let checked = result.checked else {
            return "the large file is refused: " + (result.diagnostics.all.first.map { $0.message } ?? "")
        }
        let programs = Lowering.lower(checked).map(\.dump)
        guard programs.count == expected.count else { return "\(programs.count) programs from the large file, \(expected.count) from its parts" }
        for (program, part) in zip(programs, expected) where program != part {
            return "a program differs from its part's alone:\n\(program)\nalone:\n\(part)"
        }
        return nil
    }
}
