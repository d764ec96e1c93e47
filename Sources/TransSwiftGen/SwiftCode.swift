/// A structured description of the Swift to emit. Generators build these; `SwiftWriter`
/// alone turns them into text, so indentation, blank lines and comments are decided once.
public indirect enum SwiftCode: Sendable, Equatable {
    /// One line of code.
    case line(String)
    /// A `//` comment (one per line of text).
    case comment(String)
    /// A `///` documentation comment; each element is one line.
    case documentation([String])
    /// `// MARK: - title`
    case mark(String)
    /// An empty line.
    case blank
    /// `opening`, the body indented one level, then `closing` (by default `}`).
    case block(String, [SwiftCode], closing: String = "}")
    /// `if condition {` … `} else {` … `}`.
    case ifElse(String, [SwiftCode], [SwiftCode])

    /// The same block with another opening line.
    func replacingOpening(_ opening: String) -> SwiftCode {
        if case .block(_, let body, let closing) = self { return .block(opening, body, closing: closing) }
        return self
    }

    /// `opening {` … `}`.
    public static func braces(_ opening: String, _ body: [SwiftCode], closing: String = "}") -> SwiftCode {
        .block(opening + " {", body, closing: closing)
    }
}

/// Prints `SwiftCode` with four-space indentation and exactly one trailing newline.
extension SwiftWriter {
    /// The text of a list of top-level nodes.
    public static func lines(_ nodes: [SwiftCode]) -> String {
        var out = ""
        for node in nodes { write(node, indent: 0, into: &out) }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    private static func write(_ node: SwiftCode, indent: Int, into out: inout String) {
        let pad = String(repeating: "    ", count: indent)
        switch node {
        case .line(let text): out += pad + text + "\n"
        case .comment(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) { out += pad + "// " + line + "\n" }
        case .documentation(let lines):
            for line in lines { out += pad + "///" + (line.isEmpty ? "" : " " + line) + "\n" }
        case .mark(let title): out += pad + "// MARK: - " + title + "\n"
        case .blank: if !out.hasSuffix("\n\n") && !out.hasSuffix("{\n") { out += "\n" }
        case .block(let opening, let body, let closing):
            out += pad + opening + "\n"
            // Swift style keeps `case` labels level with their `switch`.
            let inner = opening.hasPrefix("switch ") ? indent : indent + 1
            for child in body { write(child, indent: inner, into: &out) }
            while out.hasSuffix("\n\n") { out.removeLast() }
            out += pad + closing + "\n"
        case .ifElse(let condition, let then, let otherwise):
            out += pad + "if \(condition) {\n"
            for child in then { write(child, indent: indent + 1, into: &out) }
            out += pad + "} else {\n"
            for child in otherwise { write(child, indent: indent + 1, into: &out) }
            out += pad + "}\n"
        }
    }
}
