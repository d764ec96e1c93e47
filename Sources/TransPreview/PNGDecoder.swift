/// Reads PNG files (ISO/IEC 15948) into RGBA rasters: every colour type (grey, RGB, palette,
/// grey with alpha, RGBA), every bit depth (1, 2, 4, 8, 16), the five row filters, Adam7
/// interlacing and `tRNS` transparency, each chunk's CRC and the zlib stream's Adler-32 checked.
/// What a screenshot tool writes (Chromium, Simulator, Python's zlib) all decodes here.
public enum PNGDecoder {
    /// Why a file could not be read, for a message naming the file.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// The largest image accepted, in pixels: a phone screenshot at 3× is under 4 million.
    public static let pixelLimit = 64 << 20

    /// The image a PNG file holds, alpha not premultiplied; 16-bit samples keep their high byte.
    public static func decode(_ bytes: [UInt8]) throws(Failure) -> Raster {
        let file = try Chunks(bytes)
        let header = file.header
        let data: [UInt8]
        do {
            data = try Inflate.zlib(file.imageData, limit: header.filteredByteCount)
        } catch {
            throw Failure(reason: error.reason)
        }
        guard data.count == header.filteredByteCount else { throw Failure(reason: "the image data is shorter than its header says") }
        var raster = Raster(width: header.width, height: header.height, fill: (0, 0, 0, 0))
        var offset = 0
        for pass in header.passes {
            let rows = try unfilter(data, at: &offset, rows: pass.height, rowBytes: header.rowBytes(pass.width),
                                    pixelBytes: header.filterPixelBytes)
            raster.pixels.withUnsafeMutableBufferPointer { pixels in
                for y in 0..<pass.height {
                    let row = rows[y]
                    let rowStart = (pass.y0 + y * pass.dy) * header.width + pass.x0
                    // Screenshots are 8-bit RGB or RGBA with no transparent key: copied byte for byte.
                    if header.depth == 8, file.transparentKey == nil, header.colorType == .rgba || header.colorType == .rgb {
                        let channels = header.colorType.channels
                        row.withUnsafeBufferPointer { bytes in
                            for x in 0..<pass.width {
                                let (to, from) = ((rowStart + x * pass.dx) * 4, x * channels)
                                pixels[to] = bytes[from]
                                pixels[to + 1] = bytes[from + 1]
                                pixels[to + 2] = bytes[from + 2]
                                pixels[to + 3] = channels == 4 ? bytes[from + 3] : 255
                            }
                        }
                        continue
                    }
                    for x in 0..<pass.width {
                        let color = file.color(row: row, x: x)
                        let index = (rowStart + x * pass.dx) * 4
                        (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = color
                    }
                }
            }
        }
        return raster
    }

    /// Undoes the row filters of one (pass of an) image: each row is a filter byte and `rowBytes` bytes.
    static func unfilter(_ data: [UInt8], at offset: inout Int, rows: Int, rowBytes: Int, pixelBytes: Int) throws(Failure) -> [[UInt8]] {
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var result: [[UInt8]] = []
        result.reserveCapacity(rows)
        for _ in 0..<rows {
            let filter = data[offset]
            guard filter <= 4 else { throw Failure(reason: "a row has the unknown filter \(filter)") }
            var line = Array(data[(offset + 1)..<(offset + 1 + rowBytes)])
            offset += 1 + rowBytes
            line.withUnsafeMutableBufferPointer { line in
                previous.withUnsafeBufferPointer { previous in
                    switch filter {
                    case 1:
                        for i in pixelBytes..<max(pixelBytes, rowBytes) { line[i] = line[i] &+ line[i - pixelBytes] }
                    case 2:
                        for i in 0..<rowBytes { line[i] = line[i] &+ previous[i] }
                    case 3:
                        for i in 0..<rowBytes {
                            let left = i >= pixelBytes ? Int(line[i - pixelBytes]) : 0
                            line[i] = line[i] &+ UInt8((left + Int(previous[i])) / 2)
                        }
                    case 4:
                        for i in 0..<rowBytes {
                            let left = i >= pixelBytes ? Int(line[i - pixelBytes]) : 0
                            let upLeft = i >= pixelBytes ? Int(previous[i - pixelBytes]) : 0
                            line[i] = line[i] &+ UInt8(paeth(left, Int(previous[i]), upLeft))
                        }
                    default:
                        break
                    }
                }
            }
            result.append(line)
            previous = line
        }
        return result
    }

    /// The Paeth predictor: of left, up and up-left, the nearest to left + up − up-left.
    static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let p = left + up - upLeft
        let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
    }

    /// The colour types of the `IHDR` chunk.
    enum ColorType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths the standard allows for the type.
        var depths: Set<Int> {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }
    }

    /// One pass of the image: all of it, or one of Adam7's seven.
    struct Pass {
        var x0: Int, y0: Int, dx: Int, dy: Int, width: Int, height: Int
    }

    /// The `IHDR` chunk.
    struct Header {
        var width: Int, height: Int, depth: Int, colorType: ColorType, interlaced: Bool

        /// Bytes a row of `pixels` pixels takes, its filter byte aside.
        func rowBytes(_ pixels: Int) -> Int { (pixels * colorType.channels * depth + 7) / 8 }
        /// The distance a filter looks left: a whole pixel, or one byte below 8 bits per pixel.
        var filterPixelBytes: Int { max(1, colorType.channels * depth / 8) }

        /// The passes, empty ones (of a small interlaced image) left out.
        var passes: [Pass] {
            guard interlaced else { return [Pass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)] }
            let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            return adam7.map { x0, y0, dx, dy in
                Pass(x0: x0, y0: y0, dx: dx, dy: dy, width: (width - x0 + dx - 1) / dx, height: (height - y0 + dy - 1) / dy)
            }.filter { $0.width > 0 && $0.height > 0 }
        }

        /// The size of the inflated image data: every pass's rows with their filter bytes.
        var filteredByteCount: Int { passes.reduce(0) { $0 + $1.height * (1 + rowBytes($1.width)) } }
    }

    /// The chunks that matter, read and checked.
    struct Chunks {
        var header: Header
        var imageData: [UInt8] = []
        var palette: [(UInt8, UInt8, UInt8, UInt8)] = []
        /// `tRNS` for grey or RGB: the one sample value (per channel) that is transparent.
        var transparentKey: [Int]?

        init(_ bytes: [UInt8]) throws(Failure) {
            guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure(reason: "not a PNG file") }
            func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
            var offset = 8
            var header: Header?
            var sawEnd = false
            while !sawEnd {
                guard offset + 12 <= bytes.count else { throw Failure(reason: "the file ends before its IEND chunk") }
                let length = u32(offset)
                guard length <= bytes.count - offset - 12 else { throw Failure(reason: "a chunk runs past the end of the file") }
                let typeBytes = bytes[(offset + 4)..<(offset + 8)]
                let type = String(decoding: typeBytes, as: UTF8.self)
                let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
                guard Checksums.crc32(typeBytes + data) == UInt32(u32(offset + 8 + length)) else {
                    throw Failure(reason: "the \(type) chunk's CRC is wrong")
                }
                offset += 12 + length
                if type != "IHDR" && header == nil { throw Failure(reason: "the file does not start with its IHDR chunk") }
                switch type {
                case "IHDR":
                    header = try Self.header(data)
                case "PLTE":
                    guard data.count % 3 == 0, data.count <= 768 else { throw Failure(reason: "the palette is malformed") }
                    palette = stride(from: 0, to: data.count, by: 3).map { (data[$0], data[$0 + 1], data[$0 + 2], 255) }
                case "tRNS":
                    switch header?.colorType {
                    case .palette?:
                        for (index, alpha) in data.prefix(palette.count).enumerated() { palette[index].3 = alpha }
                    case .grey?, .rgb?:
                        transparentKey = stride(from: 0, to: data.count - 1, by: 2).map { Int(data[$0]) << 8 | Int(data[$0 + 1]) }
                    case .greyAlpha?, .rgba?, nil:
                        break
                    }
                case "IDAT":
                    imageData += data
                case "IEND":
                    sawEnd = true
                default:
                    // Ancillary chunks (gamma, colour profile, text) are ignored: a screenshot is drawn as sRGB.
                    guard typeBytes.first.map({ $0 & 0x20 != 0 }) ?? false else { throw Failure(reason: "the critical chunk \(type) is unknown") }
                }
            }
            guard let header else { throw Failure(reason: "the file has no IHDR chunk") }
            if header.colorType == .palette && palette.isEmpty { throw Failure(reason: "a palette image has no PLTE chunk") }
            self.header = header
        }

        static func header(_ data: [UInt8]) throws(Failure) -> Header {
            guard data.count == 13 else { throw Failure(reason: "the IHDR chunk is malformed") }
            let width = Int(data[0]) << 24 | Int(data[1]) << 16 | Int(data[2]) << 8 | Int(data[3])
            let height = Int(data[4]) << 24 | Int(data[5]) << 16 | Int(data[6]) << 8 | Int(data[7])
            guard width > 0, height > 0, width <= PNGDecoder.pixelLimit / height else {
                throw Failure(reason: "the image is \(width)×\(height); at most \(PNGDecoder.pixelLimit) pixels are read")
            }
            guard let colorType = ColorType(rawValue: data[9]), colorType.depths.contains(Int(data[8])) else {
                throw Failure(reason: "colour type \(data[9]) at \(data[8]) bits is not a PNG format")
            }
            guard data[10] == 0, data[11] == 0, data[12] <= 1 else { throw Failure(reason: "the IHDR chunk names an unknown method") }
            return Header(width: width, height: height, depth: Int(data[8]), colorType: colorType, interlaced: data[12] == 1)
        }

        /// Sample `index` of a row at the header's depth, as its full-depth value.
        func sample(_ row: [UInt8], _ index: Int) -> Int {
            switch header.depth {
            case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
            case 8: return Int(row[index])
            default:
                let bit = index * header.depth
                return Int(row[bit / 8]) >> (8 - header.depth - bit % 8) & ((1 << header.depth) - 1)
            }
        }

        /// A full-depth sample as 8 bits.
        func eight(_ value: Int) -> UInt8 {
            header.depth == 16 ? UInt8(value >> 8) : UInt8(value * 255 / ((1 << header.depth) - 1))
        }

        /// The RGBA colour of pixel `x` of an unfiltered row.
        func color(row: [UInt8], x: Int) -> (UInt8, UInt8, UInt8, UInt8) {
            let channels = header.colorType.channels
            switch header.colorType {
            case .palette:
                let index = sample(row, x)
                return index < palette.count ? palette[index] : (0, 0, 0, 255)
            case .grey:
                let grey = sample(row, x)
                let value = eight(grey)
                return (value, value, value, transparentKey?.first == grey ? 0 : 255)
            case .greyAlpha:
                let value = eight(sample(row, x * channels))
                return (value, value, value, eight(sample(row, x * channels + 1)))
            case .rgb:
                let samples = (0..<3).map { sample(row, x * channels + $0) }
                return (eight(samples[0]), eight(samples[1]), eight(samples[2]), transparentKey == samples ? 0 : 255)
            case .rgba:
                return (eight(sample(row, x * channels)), eight(sample(row, x * channels + 1)), eight(sample(row, x * channels + 2)),
                        eight(sample(row, x * channels + 3)))
            }
        }
    }
}
