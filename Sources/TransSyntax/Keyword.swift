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
    /// Looked up in a small open-addressing table keyed by the bytes packed into words
    /// (`SpellingKey`), so no `String` is made and no byte compared one by one per identifier.
    ///
    /// The lexer passes the table it took once: reading the shared one goes through a lazy global's
    /// initialization check at every identifier.
    @inline(__always)
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, in table: KeywordTable = .shared) -> Keyword? {
        guard end - start <= SpellingKey.packedLength else { return nil }
        let key = SpellingKey(bytes, start, end)
        var slot = key.hash & KeywordTable.mask
        while let candidate = table.slots[slot] {
            if key.matches(low: candidate.low, high: candidate.high, length: candidate.length) { return candidate.keyword }
            slot = (slot + 1) & KeywordTable.mask
        }
        return nil
    }
}

/// The hash table behind `Keyword.lookup`, built once.
struct KeywordTable: Sendable {
    static let size = 256
    static let mask = size - 1
    static let shared = KeywordTable()

    struct Entry {
        let keyword: Keyword
        let low: UInt64
        let high: UInt64
        let length: Int
    }
    let slots: [Entry?]

    private init() {
        var slots = [Entry?](repeating: nil, count: Self.size)
        for keyword in Keyword.allCases {
            let word = Array(keyword.rawValue.utf8)
            precondition(word.count <= SpellingKey.packedLength, "a keyword longer than the key packs")
            let key = word.withUnsafeBufferPointer { SpellingKey($0, 0, word.count) }
            var slot = key.hash & Self.mask
            while slots[slot] != nil { slot = (slot + 1) & Self.mask }
            slots[slot] = Entry(keyword: keyword, low: key.low, high: key.high, length: key.length)
        }
        self.slots = slots
    }
}
