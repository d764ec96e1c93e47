/// A spelling's first 16 bytes packed into two words (zeros past its end), its length and a hash:
/// what the keyword table and the name table compare and hash. Names are short (every keyword is 16
/// bytes or fewer, and so are nearly all identifiers), so two spellings compare as three integers
/// rather than byte by byte, and hash with two multiplications rather than one per byte.
struct SpellingKey {
    /// Bytes 0..<8 and 8..<16, zero past the end.
    let low: UInt64
    let high: UInt64
    /// The length in bytes.
    let length: Int
    /// The hash: of the two words and the length up to 16 bytes, of every byte past that.
    let hash: Int

    /// The longest spelling the words hold whole.
    static let packedLength = 16

    /// Always inlined: the lexer makes a key for every identifier (callgrind: 41 instructions a key
    /// inlined in its loop, 51 a key as a call).
    @inline(__always)
    init(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        let count = end - start
        let packed = min(count, Self.packedLength)
        var words: (UInt64, UInt64)
        if let base = source.baseAddress, start + Self.packedLength <= source.count {
            // Two unaligned loads, the bytes past the spelling masked off (little-endian: the first
            // byte is the lowest).
            let raw = UnsafeRawPointer(base + start)
            let low = raw.loadUnaligned(as: UInt64.self).littleEndian
            let high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian
            words.0 = packed >= 8 ? low : low & ((1 << (8 * UInt64(packed))) &- 1)
            words.1 = packed >= 16 ? high : packed <= 8 ? 0 : high & ((1 << (8 * UInt64(packed - 8))) &- 1)
        } else {
            words = Self.wordsByteByByte(source, start, packed)
        }
        (low, high, length) = (words.0, words.1, count)
        var mixed = Self.mixed(low, high, count)
        if count > Self.packedLength { mixed = Self.mixing(mixed, source[(start + Self.packedLength)..<end]) }
        hash = Self.finished(mixed)
    }

    /// `mixed` with the bytes past the first 16 mixed in, by FNV-1a: out of line, as long names are rare.
    @inline(never)
    private static func mixing(_ mixed: UInt64, _ rest: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        rest.reduce(mixed) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    /// The words of `packed` bytes from `start` read one by one: near the end of the buffer, where two
    /// loads of 8 bytes would read past it.
    @inline(never)
    private static func wordsByteByByte(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ packed: Int) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        for offset in 0..<packed {
            let byte = UInt64(source[start + offset]) << (8 * UInt64(offset % 8))
            if offset < 8 { words.0 |= byte } else { words.1 |= byte }
        }
        return words
    }

    /// The hash of a spelling of at most 16 bytes from its key's words and length: what a table that
    /// keeps the words reads to place its names again, without their bytes.
    static func hash(low: UInt64, high: UInt64, length: Int) -> Int {
        precondition(length <= packedLength, "a spelling longer than the words hold")
        return finished(mixed(low, high, length))
    }

    private static func mixed(_ low: UInt64, _ high: UInt64, _ length: Int) -> UInt64 {
        (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
    }

    private static func finished(_ mixed: UInt64) -> Int {
        Int(truncatingIfNeeded: ((mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9) >> 32)
    }

    /// Whether the two may be the same spelling: they are, if both are at most 16 bytes long.
    func matches(low: UInt64, high: UInt64, length: Int) -> Bool {
        self.low == low && self.high == high && self.length == length
    }
}
