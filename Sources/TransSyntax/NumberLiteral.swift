import TransIR

extension NumberUnit {
    /// The unit a suffix spells, if it is one (compared byte by byte: this runs for every number).
    init?(suffix: UnsafeBufferPointer<UInt8>) {
        func spells(_ word: StaticString) -> Bool { word.isSpelled(by: suffix) }
        switch suffix.first {
        case UInt8(ascii: "s") where suffix.count == 1: self = .seconds
        case UInt8(ascii: "m") where spells("ms"): self = .milliseconds
        case UInt8(ascii: "d") where spells("deg"): self = .degrees
        case UInt8(ascii: "r") where spells("rad"): self = .radians
        case UInt8(ascii: "t") where spells("turn"): self = .turns
        case UInt8(ascii: "p") where spells("pt"): self = .points
        case UInt8(ascii: "p") where spells("pt/s"): self = .pointsPerSecond
        case UInt8(ascii: "%") where suffix.count == 1: self = .percent
        default: return nil
        }
    }
}

/// A number token's value and unit, decoded from its bytes.
public struct NumberLiteral: Sendable, Equatable {
    /// The value as written, before any unit conversion (`250ms` is 250).
    public var value: Double
    /// The unit suffix, if any.
    public var unit: NumberUnit?
    /// Whether a suffix was written that is no unit (the lexer reported it; later stages stay quiet).
    public var hasUnknownUnit: Bool

    /// Decodes `digits[.digits][e[±]digits][unit]`; the lexer has already checked the shape.
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        var i = start
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenDot = false
        var exact = true
        while i < end {
            let byte = bytes[i]
            if byte >= 48 && byte <= 57 {
                if digits < 18 {
                    mantissa = mantissa * 10 + UInt64(byte - 48)
                    digits += mantissa == 0 ? 0 : 1
                    if seenDot { fractionDigits += 1 }
                } else {
                    exact = false
                }
            } else if byte == UInt8(ascii: ".") && !seenDot {
                seenDot = true
            } else {
                break
            }
            i += 1
        }
        var numberEnd = i
        var hasExponent = false
        if i < end, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < end, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < end, bytes[j] >= 48, bytes[j] <= 57 {
                while j < end, bytes[j] >= 48, bytes[j] <= 57 { j += 1 }
                hasExponent = true
                numberEnd = j
            }
        }
        // Exact fast path: a mantissa below 2^53 divided by an exactly representable power of ten.
        if exact && !hasExponent && fractionDigits <= 22 && mantissa < (1 << 53) {
            value = Double(mantissa) / NumberLiteral.powersOfTen[fractionDigits]
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<numberEnd]), as: UTF8.self)
            value = Double(text) ?? .nan
        }
        unit = NumberUnit(suffix: UnsafeBufferPointer(rebasing: bytes[numberEnd..<end]))
        hasUnknownUnit = unit == nil && numberEnd < end
    }

    /// 10⁰ to 10²², each exact in a `Double`. Written out, the table is made when the program is
    /// built: computed, it was made on first use, and every number then checked that it had been.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
