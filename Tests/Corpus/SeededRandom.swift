/// SplitMix64: a small generator whose whole output follows from its seed, so that a random test,
/// a fuzzing campaign and every input they make can be replayed from the seed they print.
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

    /// A number in [0, 1), from the top 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    /// A number in [low, high).
    public mutating func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }
}
