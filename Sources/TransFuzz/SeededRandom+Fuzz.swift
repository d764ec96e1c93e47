import TransCorpus

/// What the fuzzer draws besides `SeededRandom`'s own: whole numbers, and numbers as written.
extension SeededRandom {
    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// A number in `range`, written with at most two decimals.
    mutating func number(_ range: ClosedRange<Double>) -> String {
        let value = (Double.random(in: range, using: &self) * 100).rounded() / 100
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
