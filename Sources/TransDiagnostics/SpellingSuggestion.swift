/// Finds the closest known word to a misspelt one, for "did you mean" notes.
public enum SpellingSuggestion {
    /// The candidate nearest to `word` by edit distance, if it is near enough to be a typo.
    ///
    /// "Near enough" allows one edit per three characters (at least one), so
    /// `opactiy` finds `opacity` but `x` does not find `opacity`.
    public static func closest<S: Sequence>(to word: String, among candidates: S) -> String?
    where S.Element == String {
        let target = Array(word.lowercased().utf8)
        let allowed = max(1, target.count / 3)
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().utf8), limit: allowed)
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.word
    }

    /// A ready-made note, or `nil` when nothing is close.
    public static func note<S: Sequence>(for word: String, among candidates: S) -> Note?
    where S.Element == String {
        closest(to: word, among: candidates).map { Note("did you mean '\($0)'?") }
    }

    /// Optimal string alignment distance (a transposition counts as one edit),
    /// abandoned early once every path exceeds `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
