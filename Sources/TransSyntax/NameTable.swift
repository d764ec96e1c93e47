/// A name written in a file (the text of an identifier), interned by the file's `NameTable`: the same
/// spelling is the same `Name`. It is four bytes that copy as plain data and compare as an integer, so
/// the nodes that hold names (expressions, tracks, curves) are plain data too, and the checker reads
/// what a name means from a table indexed by it rather than by hashing or comparing its text.
public struct Name: Hashable, Sendable {
    /// Its place in the `NameTable`, in the order the names were first written.
    public let index: UInt32
}

/// The distinct names of a file, each stored once as it is first met.
///
/// The parser interns every identifier's bytes without making a `String` for one it has seen: it
/// hashes the bytes and compares them with the stored spelling.
public struct NameTable: Sendable {
    /// Each name's text, by `Name.index`.
    public private(set) var spellings: [String] = []
    /// Each name's bytes, one after another; `ends[i]` is where name `i` ends.
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []
    /// Open addressing: a slot holds a name's index + 1, or 0 when empty. Kept under half full.
    private var slots = [UInt32](repeating: 0, count: 64)

    /// An empty table.
    public init() {}

    /// The number of distinct names.
    public var count: Int { spellings.count }

    /// A name's text.
    public subscript(name: Name) -> String { spellings[Int(name.index)] }

    /// The name these bytes spell, stored if new.
    public mutating func intern(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Name {
        var slot = Self.hash(source, start, end) & (slots.count - 1)
        while slots[slot] != 0 {
            let index = Int(slots[slot] - 1)
            if spells(index, source, start, end) { return Name(index: UInt32(index)) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let index = spellings.count
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<end]))
        ends.append(UInt32(bytes.count))
        spellings.append(String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self))
        slots[slot] = UInt32(index + 1)
        if 2 * spellings.count > slots.count { grow() }
        return Name(index: UInt32(index))
    }

    /// The name `text` spells, stored if new.
    public mutating func intern(_ text: String) -> Name {
        var text = text
        return text.withUTF8 { intern($0, 0, $0.count) }
    }

    /// The name `text` spells, if the file has it.
    public func lookUp(_ text: String) -> Name? {
        var text = text
        return text.withUTF8 { utf8 in
            var slot = Self.hash(utf8, 0, utf8.count) & (slots.count - 1)
            while slots[slot] != 0 {
                let index = Int(slots[slot] - 1)
                if spells(index, utf8, 0, utf8.count) { return Name(index: UInt32(index)) }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    /// Whether name `index` is spelled `source[start..<end]`.
    private func spells(_ index: Int, _ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let first = index == 0 ? 0 : Int(ends[index - 1])
        guard Int(ends[index]) - first == end - start else { return false }
        for offset in 0..<(end - start) where bytes[first + offset] != source[start + offset] { return false }
        return true
    }

    /// Twice the slots, every name placed again.
    private mutating func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        bytes.withUnsafeBufferPointer { stored in
            var first = 0
            for (index, end) in ends.enumerated() {
                var slot = Self.hash(stored, first, Int(end)) & (slots.count - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = UInt32(index + 1)
                first = Int(end)
            }
        }
    }

    /// FNV-1a over the bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for i in start..<end {
            hash = (hash ^ UInt32(bytes[i])) &* 16_777_619
        }
        return Int(hash)
    }
}
