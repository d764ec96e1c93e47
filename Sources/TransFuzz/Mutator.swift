import TransCorpus

/// Breaks valid files the ways hostile and careless input does: tokens deleted, repeated and
/// swapped; numbers made huge, tiny or absurd; nesting made deep; names made of Unicode,
/// keywords of the language and of Swift, backticks and quotes; strings given `\(`, `*/`,
/// quotes, newlines and bidirectional controls.
public struct Mutator {
    var random: SeededRandom

    /// Makes a mutator.
    public init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// Texts that replace a number.
    static let numbers = ["1e308", "1e309", "1e-320", "0", "-0", "18446744073709551616", "18446744073709551616s", "1e999deg",
                          "99999999999999999999999999pt", "0.000000000001s", "-1", "1e20%", "NaN", "4294967296ms", "1.", ".5", "1e"]
    /// Texts that replace a name.
    static let names = ["é", "名前", "😀", "a\u{301}", "transition", "animate", "from", "input", "duration", "class", "self", "Type",
                        "init", "default", "func", "`x`", "`class`", "a\"b", "a\\(b)", "a*/b", "x\u{202E}y", "ﬁ", "Self", "_", "__",
                        "Protocol", "deinit", "return", "try", "a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p-q-r-s-t-u-v-w-x-y-z"]
    /// Texts put inside a string.
    static let stringParts = ["\\(", "*/", "/*", "\\\"", "\"\"\"", "\\n", "\n", "\r", "\u{202E}", "\u{2066}", "\u{200F}", "\\u{202E}",
                              "\\u{0}", "\\u{110000}", "#", "\\", "`", "\u{0}", "\t"]

    /// One mutant of `text`, from one to three mutations.
    public mutating func mutate(_ text: String) -> String {
        var tokens = Self.tokens(text)
        for _ in 0..<random.int(1...3) where !tokens.isEmpty {
            let index = random.int(0...(tokens.count - 1))
            switch random.int(0...9) {
            case 0: tokens.remove(at: index)
            case 1: tokens.insert(tokens[index], at: index)
            case 2:
                let other = random.int(0...(tokens.count - 1))
                tokens.swapAt(index, other)
            case 3:
                if let number = tokens.indices.filter({ tokens[$0].first?.isNumber == true }).randomElement(using: &random) {
                    tokens[number] = random.pick(Self.numbers)
                }
            case 4:
                if let name = tokens.indices.filter({ tokens[$0].first?.isLetter == true }).randomElement(using: &random) {
                    tokens[name] = random.pick(Self.names)
                }
            case 5:
                let depth = random.pick([20, 127, 128, 129, 300, 5000])
                let open = random.pick(["(", "{", "-", "+", "snapshot("])
                let close = open == "(" || open == "snapshot(" ? ")" : open == "{" ? "}" : ""
                tokens[index] = String(repeating: open, count: depth) + tokens[index] + String(repeating: close, count: random.chance(0.8) ? depth : depth / 2)
            case 6:
                if let string = tokens.indices.filter({ tokens[$0].hasPrefix("\"") }).randomElement(using: &random) {
                    var inner = tokens[string]
                    inner.insert(contentsOf: random.pick(Self.stringParts), at: inner.index(after: inner.startIndex))
                    tokens[string] = inner
                } else {
                    tokens.insert("input evil: view \"" + random.pick(Self.stringParts) + "\"\n", at: 0)
                }
            case 7: tokens.insert(random.pick(["/*", "*/", "//", "\n", "\u{202E}", ";", "->", "\"", "#", "@", "\u{FEFF}", "\\"]), at: index)
            case 8: tokens.insert(random.pick(["transition", "input", "animate", "spring", "reverse auto", "interactive", "keyframes", "shade"]), at: index)
            default:
                // Halves of two files: a declaration cut anywhere.
                tokens = Array(tokens[..<index])
            }
        }
        return tokens.joined()
    }

    /// `text` as words, numbers, strings, comments, whitespace and single punctuation characters,
    /// which joined give it back.
    public static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var kind = 0  // 0 none, 1 word/number, 2 whitespace, 3 string
        for character in text {
            if kind == 3 {
                current.append(character)
                if character == "\"" && !current.hasSuffix("\\\"") { tokens.append(current); current = ""; kind = 0 }
                continue
            }
            let next = character == "\"" ? 3 : (character.isLetter || character.isNumber || character == "-" || character == "." || character == "%") ? 1
                : character.isWhitespace ? 2 : 4
            if next != kind || next == 4 {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            }
            current.append(character)
            kind = next
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
