/// The words the grammar gives a meaning to. They are contextual: the lexer tags an
/// identifier with the word it spells and the parser decides whether that matters here.
public enum Keyword: String, CaseIterable, Sendable {
    case transition, input, `let`, `for`
    case push, pop, present, dismiss, tab
    case duration, delay, curve, spring
    case perspective, keep, hide, animate, reverse, auto, interactive, above, below
    case from, to, container, dimming, snapshot
    case keyframes, about, shade, opacity
    case gesture, completeAt = "complete-at", flick, distance, follow, over, release
    case layoutDirection = "layout-direction", reduceMotion = "reduce-motion"

    /// The keyword an identifier's bytes spell, if any.
    ///
    /// Looked up in a small open-addressing table keyed by the bytes, so no `String` is made per identifier.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        let table = KeywordTable.shared
        var slot = NameTable.hash(bytes, start, end) & KeywordTable.mask
        while let candidate = table.slots[slot] {
            let word = table.spellings[Int(candidate.index)]
            if word.count == end - start {
                var same = true
                for i in 0..<word.count where word[i] != bytes[start + i] {
                    same = false
                    break
                }
                if same { return candidate.keyword }
            }
            slot = (slot + 1) & KeywordTable.mask
        }
        return nil
    }
}

/// The hash table behind `Keyword.lookup`, built once.
private struct KeywordTable: Sendable {
    static let size = 256
    static let mask = size - 1
    static let shared = KeywordTable()

    let slots: [(keyword: Keyword, index: UInt8)?]
    let spellings: [[UInt8]]

    private init() {
        var slots = [(keyword: Keyword, index: UInt8)?](repeating: nil, count: Self.size)
        var spellings: [[UInt8]] = []
        for keyword in Keyword.allCases {
            let word = Array(keyword.rawValue.utf8)
            let hash = word.withUnsafeBufferPointer { NameTable.hash($0, 0, word.count) }
            var slot = hash & Self.mask
            while slots[slot] != nil { slot = (slot + 1) & Self.mask }
            slots[slot] = (keyword, UInt8(spellings.count))
            spellings.append(word)
        }
        self.slots = slots
        self.spellings = spellings
    }
}
