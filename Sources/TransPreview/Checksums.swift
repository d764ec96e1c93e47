/// CRC-32 (ISO 3309, as PNG uses it) and Adler-32 (as zlib uses it).
public enum Checksums {
    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// CRC-32 of bytes.
    public static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// Adler-32 of bytes.
    public static func adler32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        if let sum = bytes.withContiguousStorageIfAvailable(adler32) { return sum }
        return adler32(Array(bytes))
    }

    /// Adler-32 of contiguous bytes, reduced modulo 65521 once per 5552 bytes, as zlib does
    /// (the most that cannot overflow 32 bits), since a decoded screenshot is megabytes.
    static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            let end = min(index + 5552, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}
