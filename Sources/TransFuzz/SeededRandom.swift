/// SplitMix64: a small generator whose whole output follows from its seed, so that a campaign
/// and every input it makes can be replayed from the seed it prints.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Makes a generator.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// A number in `range`, written with at most two decimals.
    mutating func number(_ range: ClosedRange<Double>) -> String {
        let value = (Double.random(in: range, using: &self) * 100).rounded() / 100
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
