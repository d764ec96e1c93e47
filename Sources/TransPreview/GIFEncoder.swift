/// Writes animated GIFs: one global 256-color palette (a 6×6×6 color cube and 40 grays),
/// frames compressed with GIF's variable-width LZW, looping forever.
public enum GIFEncoder {
    /// The palette: 216 cube colors, then grays.
    public static let palette: [(UInt8, UInt8, UInt8)] = {
        var colors: [(UInt8, UInt8, UInt8)] = []
        for r in 0..<6 { for g in 0..<6 { for b in 0..<6 { colors.append((UInt8(r * 51), UInt8(g * 51), UInt8(b * 51))) } } }
        for step in 0..<40 { let v = UInt8(Double(step) * 255 / 39); colors.append((v, v, v)) }
        return colors
    }()

    /// The palette index nearest to a color: the nearer of its cube cell and its gray.
    public static func index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ v: UInt8) -> Int { (Int(v) + 25) / 51 }
        let cube = level(r) * 36 + level(g) * 6 + level(b)
        let gray = 216 + (Int(r) + Int(g) + Int(b)) * 39 / (3 * 255)
        func distance(_ i: Int) -> Int {
            let c = palette[i]
            let (dr, dg, db) = (Int(c.0) - Int(r), Int(c.1) - Int(g), Int(c.2) - Int(b))
            return dr * dr + dg * dg + db * db
        }
        return UInt8(distance(gray) < distance(cube) ? gray : cube)
    }

    /// An animated GIF of frames of one size; `delay` in hundredths of a second per frame.
    public static func encode(_ frames: [Raster], delay: Int) -> [UInt8] {
        guard let first = frames.first else { return [] }
        var out = Array("GIF89a".utf8)
        out += littleEndian(first.width) + littleEndian(first.height)
        out += [0xF7, 0, 0]  // global color table of 256 entries, 8 bits per primary
        for color in palette { out += [color.0, color.1, color.2] }
        // Loop forever (the NETSCAPE2.0 application extension).
        out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        for frame in frames {
            out += [0x21, 0xF9, 0x04, 0x00] + littleEndian(delay) + [0x00, 0x00]
            out += [0x2C, 0, 0, 0, 0] + littleEndian(frame.width) + littleEndian(frame.height) + [0x00]
            var indices: [UInt8] = []
            indices.reserveCapacity(frame.width * frame.height)
            for offset in stride(from: 0, to: frame.pixels.count, by: 4) {
                indices.append(index(frame.pixels[offset], frame.pixels[offset + 1], frame.pixels[offset + 2]))
            }
            out.append(8)  // minimum code size
            let data = lzw(indices, minimumCodeSize: 8)
            var offset = 0
            while offset < data.count {
                let length = min(255, data.count - offset)
                out.append(UInt8(length))
                out += data[offset..<(offset + length)]
                offset += length
            }
            out.append(0)
        }
        out.append(0x3B)
        return out
    }

    /// GIF's LZW: codes grow from minimumCodeSize + 1 bits up to 12, with a clear code when the table is full.
    static func lzw(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        var table: [Int: Int] = [:]  // (prefix code << 8 | byte) → code
        var out: [UInt8] = []
        var buffer = 0
        var bits = 0
        func emit(_ code: Int) {
            buffer |= code << bits
            bits += codeSize
            while bits >= 8 {
                out.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        emit(clear)
        guard var prefix = indices.first.map(Int.init) else {
            emit(end)
            if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
            return out
        }
        for byte in indices.dropFirst() {
            let key = prefix << 8 | Int(byte)
            if let code = table[key] {
                prefix = code
                continue
            }
            emit(prefix)
            if next < 4096 {
                table[key] = next
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                next += 1
            } else {
                emit(clear)
                table.removeAll(keepingCapacity: true)
                codeSize = minimumCodeSize + 1
                next = end + 1
            }
            prefix = Int(byte)
        }
        emit(prefix)
        emit(end)
        if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
        return out
    }

    static func littleEndian(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
