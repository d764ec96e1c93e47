@testable import TransPreview

/// A small inflater (RFC 1951), so tests can read PNGs a browser wrote.
struct Inflate {
    struct Failure: Error { var reason: String }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// The bytes a deflate stream holds.
    static func inflate(_ input: [UInt8]) throws -> [UInt8] {
        var inflater = Inflate(input: input)
        try inflater.run()
        return inflater.output
    }

    private init(input: [UInt8]) { self.input = input }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure(reason: "out of input") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// A canonical Huffman code as counts per length and symbols in code order (as in zlib's puff).
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - count < first { return huffman.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw Failure(reason: "bad code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func run() throws {
        var final = 0
        repeat {
            final = try bits(1)
            switch try bits(2) {
            case 0:
                bitBuffer = 0
                bitCount = 0
                guard position + 4 <= input.count else { throw Failure(reason: "stored header") }
                let length = Int(input[position]) | Int(input[position + 1]) << 8
                position += 4
                guard position + length <= input.count else { throw Failure(reason: "stored data") }
                output += input[position..<(position + length)]
                position += length
            case 1:
                let literal = Huffman(lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                                      + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
                try codes(literal, Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let literals = try bits(5) + 257
                let distances = try bits(5) + 1
                let codeLengthCount = try bits(4) + 4
                var codeLengths = [Int](repeating: 0, count: 19)
                for index in 0..<codeLengthCount {
                    codeLengths[[16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15][index]] = try bits(3)
                }
                let lengthCode = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literals + distances {
                    let symbol = try decode(lengthCode)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let last = lengths.last else { throw Failure(reason: "repeat with nothing") }
                        lengths += [Int](repeating: last, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                try codes(Huffman(lengths: Array(lengths[0..<literals])), Huffman(lengths: Array(lengths[literals..<(literals + distances)])))
            default:
                throw Failure(reason: "block type 3")
            }
        } while final == 0
    }

    private mutating func codes(_ literal: Huffman, _ distance: Huffman) throws {
        while true {
            let symbol = try decode(literal)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw Failure(reason: "length symbol") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let code = try decode(distance)
                guard code < Self.distanceBase.count else { throw Failure(reason: "distance symbol") }
                let back = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
                guard back <= output.count else { throw Failure(reason: "distance too far") }
                for _ in 0..<length { output.append(output[output.count - back]) }
            }
        }
    }
}

extension Decoders {
    /// Reads any 8-bit RGB or RGBA PNG (all five row filters), as a browser writes them.
    static func anyPNG(_ bytes: [UInt8]) throws -> Raster {
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var offset = 8, width = 0, height = 0, channels = 4
        var idat: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if type == "IHDR" {
                width = u32(offset + 8)
                height = u32(offset + 12)
                guard data[8] == 8, data[9] == 6 || data[9] == 2, data[12] == 0 else { throw Failure(reason: "not 8-bit RGB(A), non-interlaced") }
                channels = data[9] == 6 ? 4 : 3
            }
            if type == "IDAT" { idat += data }
            offset += 12 + length
        }
        let raw = try Inflate.inflate(Array(idat.dropFirst(2)))
        let stride = width * channels
        var previous = [UInt8](repeating: 0, count: stride)
        var raster = Raster(width: width, height: height)
        for row in 0..<height {
            let start = row * (stride + 1)
            guard start + stride < raw.count + 1 else { throw Failure(reason: "short image data") }
            let filter = raw[start]
            var line = Array(raw[(start + 1)..<(start + 1 + stride)])
            for i in 0..<stride {
                let left = i >= channels ? Int(line[i - channels]) : 0
                let up = Int(previous[i])
                let upLeft = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                default: throw Failure(reason: "filter \(filter)")
                }
                line[i] = UInt8((Int(line[i]) + predictor) & 0xFF)
            }
            for x in 0..<width {
                for c in 0..<3 { raster.pixels[(row * width + x) * 4 + c] = line[x * channels + c] }
                raster.pixels[(row * width + x) * 4 + 3] = 255
            }
            previous = line
        }
        return raster
    }
}
