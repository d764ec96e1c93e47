@testable import TransPreview

/// A minimal GIF decoder, so tests can read the encoder's files back (PNGs are read by `PNGDecoder`).
enum Decoders {
    struct Failure: Error { var reason: String }

    /// Reads a GIF's frames as palette indices (and the frame delays).
    static func gif(_ bytes: [UInt8]) throws -> (width: Int, height: Int, frames: [[UInt8]], delays: [Int], loops: Bool) {
        guard bytes.starts(with: Array("GIF89a".utf8)) else { throw Failure(reason: "signature") }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8
        let height = Int(bytes[8]) | Int(bytes[9]) << 8
        guard bytes[10] & 0x80 != 0 else { throw Failure(reason: "no global table") }
        var at = 13 + 3 * (1 << (Int(bytes[10] & 7) + 1))
        var frames: [[UInt8]] = []
        var delays: [Int] = []
        var loops = false
        while at < bytes.count {
            switch bytes[at] {
            case 0x21:
                if bytes[at + 1] == 0xF9 { delays.append(Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8) }
                if bytes[at + 1] == 0xFF, String(decoding: bytes[(at + 3)..<(at + 14)], as: UTF8.self) == "NETSCAPE2.0" { loops = true }
                at += 2
                while bytes[at] != 0 { at += Int(bytes[at]) + 1 }
                at += 1
            case 0x2C:
                let minimum = Int(bytes[at + 10])
                at += 11
                var data: [UInt8] = []
                while bytes[at] != 0 {
                    data += bytes[(at + 1)..<(at + 1 + Int(bytes[at]))]
                    at += Int(bytes[at]) + 1
                }
                at += 1
                frames.append(try lzw(data, minimumCodeSize: minimum))
            case 0x3B: return (width, height, frames, delays, loops)
            default: throw Failure(reason: "block \(bytes[at])")
            }
        }
        throw Failure(reason: "no trailer")
    }

    /// The textbook GIF LZW decoder.
    static func lzw(_ data: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var codeSize = minimumCodeSize + 1
        var table: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
        var out: [UInt8] = []
        var previous: [UInt8]?
        var bitPosition = 0
        while bitPosition + codeSize <= data.count * 8 {
            var code = 0
            for bit in 0..<codeSize where data[(bitPosition + bit) / 8] >> ((bitPosition + bit) % 8) & 1 == 1 { code |= 1 << bit }
            bitPosition += codeSize
            if code == clear {
                table = (0..<clear).map { [UInt8($0)] } + [[], []]
                codeSize = minimumCodeSize + 1
                previous = nil
                continue
            }
            if code == end { return out }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if let previous, code == table.count {
                entry = previous + [previous[0]]
            } else {
                throw Failure(reason: "bad code \(code)")
            }
            out += entry
            if let previous, table.count < 4096 {
                table.append(previous + [entry[0]])
                if table.count == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            previous = entry
        }
        throw Failure(reason: "no end code")
    }
}
