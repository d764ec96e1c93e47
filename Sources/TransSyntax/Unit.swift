/// A unit written after a number.
public enum Unit: String, CaseIterable, Sendable {
    case seconds = "s"
    case milliseconds = "ms"
    case degrees = "deg"
    case radians = "rad"
    case turns = "turn"
    case points = "pt"
    case percent = "%"
    case pointsPerSecond = "pt/s"

    /// The unit a suffix spells, if it is one.
    init?<C: Collection>(suffix: C) where C.Element == UInt8 {
        guard let unit = Unit.allCases.first(where: { $0.rawValue.utf8.elementsEqual(suffix) }) else { return nil }
        self = unit
    }
}

/// A number token's value and unit, decoded from its bytes.
public struct NumberLiteral: Sendable, Equatable {
    /// The value as written, before any unit conversion (`250ms` is 250).
    public var value: Double
    /// The unit suffix, if any.
    public var unit: Unit?
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
        unit = Unit(suffix: UnsafeBufferPointer(rebasing: bytes[numberEnd..<end]))
        hasUnknownUnit = unit == nil && numberEnd < end
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
