@testable import TransPreview

/// Minimal decoders for what the encoders write, so tests can read the files back.
enum Decoders {
    struct Failure: Error { var reason: String }

    /// Reads a PNG written as 8-bit RGBA with stored deflate blocks; checks every CRC and the Adler-32.
    static func png(_ bytes: [UInt8]) throws -> Raster {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure(reason: "signature") }
        var offset = 8
        var width = 0, height = 0
        var idat: [UInt8] = []
        var sawEnd = false
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset < bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let crc = UInt32(u32(offset + 8 + length))
            guard Checksums.crc32(Array(bytes[(offset + 4)..<(offset + 8)]) + data) == crc else { throw Failure(reason: "CRC of \(type)") }
            switch type {
            case "IHDR":
                width = Int(data[0]) << 24 | Int(data[1]) << 16 | Int(data[2]) << 8 | Int(data[3])
                height = Int(data[4]) << 24 | Int(data[5]) << 16 | Int(data[6]) << 8 | Int(data[7])
                guard data[8] == 8, data[9] == 6 else { throw Failure(reason: "not 8-bit RGBA") }
            case "IDAT": idat += data
            case "IEND": sawEnd = true
            default: break
            }
            offset += 12 + length
        }
        guard sawEnd, idat.count > 6, idat[0] == 0x78 else { throw Failure(reason: "structure") }
        var raw: [UInt8] = []
        var at = 2
        while true {
            let final = idat[at] & 1
            guard idat[at] >> 1 == 0 else { throw Failure(reason: "not a stored block") }
            let length = Int(idat[at + 1]) | Int(idat[at + 2]) << 8
            let complement = Int(idat[at + 3]) | Int(idat[at + 4]) << 8
            guard length == ~complement & 0xFFFF else { throw Failure(reason: "block length") }
            raw += idat[(at + 5)..<(at + 5 + length)]
            at += 5 + length
            if final == 1 { break }
        }
        let adler = UInt32(idat[at]) << 24 | UInt32(idat[at + 1]) << 16 | UInt32(idat[at + 2]) << 8 | UInt32(idat[at + 3])
        guard Checksums.adler32(raw) == adler else { throw Failure(reason: "Adler-32") }
        var raster = Raster(width: width, height: height)
        for row in 0..<height {
            let start = row * (width * 4 + 1)
            guard raw[start] == 0 else { throw Failure(reason: "filter") }
            for i in 0..<(width * 4) { raster.pixels[row * width * 4 + i] = raw[start + 1 + i] }
        }
        return raster
    }

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
