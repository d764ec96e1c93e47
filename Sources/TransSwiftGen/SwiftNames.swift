/// Turns names from a `.trans` file into Swift identifiers, so generated code can never
/// contain anything the source did not ask for.
public enum SwiftNames {
    /// Swift's reserved words, which need backticks as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "actor", "any", "some",
        "consume", "copy", "discard", "borrowing", "consuming", "each", "macro", "package", "Type", "Protocol",
    ]

    /// `page-flip` → `PageFlip`, `zoom_in` → `Zoom_in`: an UpperCamelCase type name.
    /// The language's names are ASCII letters, digits, `_` and inner `-`, so the result
    /// is always a valid identifier.
    public static func typeName(_ name: String) -> String {
        let words = name.split(separator: "-")
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "T" + joined : joined
    }

    /// `tapped-cell` → `tappedCell`, with backticks when it is a Swift keyword.
    public static func valueName(_ name: String) -> String {
        let words = name.split(separator: "-")
        guard let first = words.first else { return "_" }
        let joined = first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return keywords.contains(joined) ? "`\(joined)`" : joined
    }

    /// Text for a `///` comment: one element per line, so no line can end the comment.
    public static func documentationLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        }
    }

    /// A Swift string literal for any text.
    public static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
