/// Inflate (RFC 1951): the bytes a deflate stream holds, as a PNG's image data is stored.
///
/// Written after zlib's `puff`: canonical Huffman codes kept as counts per length and symbols
/// in code order, decoded a bit at a time. Every read is bounds-checked, so a damaged or
/// hostile stream is a `Failure`, never a crash, and `limit` caps the output, so a small
/// file cannot claim gigabytes.
struct Inflate {
    struct Failure: Error, Equatable { var reason: String }

    private let input: [UInt8]
    private let limit: Int
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// The bytes a raw deflate stream holds (no zlib header), at most `limit` of them.
    static func inflate(_ input: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var inflater = Inflate(input: input, limit: limit)
        try inflater.run()
        return inflater.output
    }

    /// The bytes a zlib stream (RFC 1950) holds, its header and Adler-32 checked.
    static func zlib(_ input: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        guard input.count >= 6 else { throw Failure(reason: "the zlib stream is too short") }
        let (method, flags) = (input[0], input[1])
        guard method & 0x0F == 8, method >> 4 <= 7 else { throw Failure(reason: "the zlib stream is not deflate") }
        guard (Int(method) << 8 | Int(flags)) % 31 == 0 else { throw Failure(reason: "the zlib header's check bits are wrong") }
        guard flags & 0x20 == 0 else { throw Failure(reason: "the zlib stream needs a preset dictionary") }
        var inflater = Inflate(input: Array(input[2...]), limit: limit)
        try inflater.run()
        let end = 2 + inflater.position
        guard end + 4 <= input.count else { throw Failure(reason: "the zlib stream ends before its Adler-32") }
        let stored = UInt32(input[end]) << 24 | UInt32(input[end + 1]) << 16 | UInt32(input[end + 2]) << 8 | UInt32(input[end + 3])
        guard stored == Checksums.adler32(inflater.output) else { throw Failure(reason: "the zlib stream's Adler-32 is wrong") }
        return inflater.output
    }

    private init(input: [UInt8], limit: Int) {
        (self.input, self.limit) = (input, limit)
        // Deflate expands at most 1032 to 1: room for the whole output, but not for a header's false claim.
        output.reserveCapacity(min(limit, input.count * 1032))
    }

    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure(reason: "the compressed data ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// A canonical Huffman code as counts per length and symbols in code order.
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

    private mutating func decode(_ huffman: Huffman) throws(Failure) -> Int {
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
        throw Failure(reason: "the compressed data has a code its table lacks")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order a dynamic block lists its code-length code's lengths in.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    private static let fixedLiterals = Huffman(lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                                               + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
    private static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))

    private mutating func run() throws(Failure) {
        var final = 0
        repeat {
            final = try bits(1)
            switch try bits(2) {
            case 0:
                // A stored block starts at a byte boundary.
                bitBuffer = 0
                bitCount = 0
                guard position + 4 <= input.count else { throw Failure(reason: "the compressed data ends early") }
                let length = Int(input[position]) | Int(input[position + 1]) << 8
                let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
                guard length == ~complement & 0xFFFF else { throw Failure(reason: "a stored block's length is damaged") }
                position += 4
                guard position + length <= input.count else { throw Failure(reason: "the compressed data ends early") }
                try append(length)
                output += input[position..<(position + length)]
                position += length
            case 1:
                try codes(Self.fixedLiterals, Self.fixedDistances)
            case 2:
                let literals = try bits(5) + 257
                let distances = try bits(5) + 1
                let codeLengthCount = try bits(4) + 4
                guard literals <= 286, distances <= 30 else { throw Failure(reason: "a block declares too many codes") }
                var codeLengths = [Int](repeating: 0, count: 19)
                for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
                let lengthCode = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literals + distances {
                    let symbol = try decode(lengthCode)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let last = lengths.last else { throw Failure(reason: "a length repeats before any is given") }
                        lengths += [Int](repeating: last, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                guard lengths.count == literals + distances else { throw Failure(reason: "a block's code lengths overrun") }
                try codes(Huffman(lengths: Array(lengths[0..<literals])), Huffman(lengths: Array(lengths[literals...])))
            default:
                throw Failure(reason: "the compressed data has a block of the reserved type 3")
            }
        } while final == 0
    }

    private func append(_ count: Int) throws(Failure) {
        guard output.count + count <= limit else { throw Failure(reason: "the image data is larger than its header says") }
    }

    private mutating func codes(_ literal: Huffman, _ distance: Huffman) throws(Failure) {
        while true {
            let symbol = try decode(literal)
            if symbol < 256 {
                try append(1)
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw Failure(reason: "the compressed data has an unknown length code") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let code = try decode(distance)
                guard code < Self.distanceBase.count else { throw Failure(reason: "the compressed data has an unknown distance code") }
                let back = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
                guard back <= output.count else { throw Failure(reason: "the compressed data refers back before its start") }
                try append(length)
                // The copy may overlap what it writes (a run: `back` < `length`), so it goes a byte at a time.
                let start = output.count - back
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
