import TransDiagnostics
import TransSyntax

extension Corpus {
    /// Files repeated into one large file that checks clean, each copy's declared transitions and
    /// inputs renamed (`Flip_3_0`): a large file made of known parts, for measuring the front end and for
    /// checking that a file checks as its parts do alone.
    public static func repeated(_ files: [[UInt8]], bytes target: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(target + 4096)
        var copy = 0
        while out.count < target {
            // Names are unique per file and copy: two files may declare the same input.
            for (index, file) in files.enumerated() where out.count < target {
                out += renamed(file, suffix: copySuffix(copy: copy, file: index))
                out.append(UInt8(ascii: "\n"))
            }
            copy += 1
        }
        return out
    }

    /// The suffix `repeated(_:bytes:)` gives the names of one copy of one file.
    public static func copySuffix(copy: Int, file: Int) -> String { "_\(copy)_\(file)" }

    /// A file with every declared transition and input name given a suffix.
    public static func renamed(_ bytes: [UInt8], suffix: String) -> [UInt8] {
        let file = SourceFile(path: "copy", bytes: bytes)
        var diagnostics = DiagnosticList()
        let tokens = Lexer.tokenize(file, diagnostics: &diagnostics)
        var declared: Set<String> = []
        for (index, token) in tokens.enumerated().dropLast()
        where token.keyword == .transition || token.keyword == .input {
            declared.insert(file.text(tokens[index + 1].range))
        }
        var out: [UInt8] = []
        var copied = 0
        for token in tokens where token.kind == .identifier && declared.contains(file.text(token.range)) {
            out += bytes[copied..<Int(token.end)]
            out += Array(suffix.utf8)
            copied = Int(token.end)
        }
        out += bytes[copied...]
        return out
    }
}
