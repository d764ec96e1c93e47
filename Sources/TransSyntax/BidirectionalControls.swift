/// The invisible characters that reorder the text around them (Unicode's bidirectional
/// embeddings, overrides, isolates and marks). In a string or a comment they can make a file
/// read differently from how it compiles (CVE-2021-42574, "Trojan Source"), and a string is
/// copied into generated Swift; so the lexer refuses them, raw or escaped, as rustc does.
public enum BidirectionalControls {
    /// Their code points.
    public static let scalars: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]

    /// The control whose UTF-8 encoding starts at `index` (`length` bytes long), if one does.
    static func control(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32? {
        guard length == 2 || length == 3, index + length <= bytes.count else { return nil }
        let scalar = length == 2
            ? UInt32(bytes[index] & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            : UInt32(bytes[index] & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        return scalars.contains(scalar) ? scalar : nil
    }
}
