/// `random(a, b)` in a pieces block: a number that looks random but is fixed by where it is asked
/// for, so the interpreter, the previews and the generated code show the same pieces flying the same
/// way. Lowering computes it once, so every engine reads the same bits from the IR.
///
/// The generator is SplitMix64's output function (Steele, Lea and Flood, 2014), `mix` below, applied
/// twice: `mix(mix(piece) ^ call)`, where `piece` is the piece's index and `call` the number of the
/// `random` call in its block, counted from 0 in the order written. The top 53 bits of the result, divided by 2^53, are a
/// fraction u in [0, 1); the value is `a + (b - a) * u`.
public enum PieceRandom {
    /// SplitMix64's step: the state advanced by the golden gamma, then mixed (`mix(0)` is the first
    /// output of a SplitMix64 generator seeded with 0).
    public static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The fraction in [0, 1) of one call in one piece.
    public static func fraction(piece: Int, call: Int) -> Double {
        let bits = mix(mix(UInt64(piece)) ^ UInt64(call))
        return Double(bits >> 11) / 9_007_199_254_740_992
    }
}
