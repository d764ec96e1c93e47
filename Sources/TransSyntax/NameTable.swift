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
/// packs them into a `SpellingKey` and compares that with the keys the table holds.
public struct NameTable: Sendable {
    /// Each name's text, by `Name.index`: what a name longer than a key packs is compared with, and
    /// what places the names again when the slots grow.
    public private(set) var spellings: [String] = []
    /// Open addressing, kept under half full: a slot holds a name's key and its index + 1, or an
    /// index of 0 when empty.
    private var slots = [Slot](repeating: Slot(), count: 64)

    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length: UInt32 = 0
        var index: UInt32 = 0
    }

    /// An empty table.
    public init() {}

    /// The number of distinct names.
    public var count: Int { spellings.count }

    /// A name's text.
    public subscript(name: Name) -> String { spellings[Int(name.index)] }

    /// Whether the slots are kept: `releaseSlots()` frees them, and interning puts them back.
    var hasSlots: Bool { !slots.isEmpty }

    /// Frees the slots, a third of the table's memory (the most names a large file has, under half
    /// full): a name's text is still read by its `Name`, but interning a name first places every name
    /// again. The checker frees them when the parser is done with a file it owns.
    public mutating func releaseSlots() { slots = [] }

    /// The name these bytes spell, stored if new.
    public mutating func intern(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Name {
        if slots.isEmpty { placeAll(slotCount: max(64, 1 << (Int.bitWidth - (2 * spellings.count).leadingZeroBitCount))) }
        let key = SpellingKey(source, start, end)
        var slot = key.hash & (slots.count - 1)
        while slots[slot].index != 0 {
            if let found = name(in: slots[slot], key, source, start, end) { return found }
            slot = (slot + 1) & (slots.count - 1)
        }
        let index = spellings.count
        spellings.append(String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self))
        slots[slot] = Slot(low: key.low, high: key.high, length: UInt32(key.length), index: UInt32(index + 1))
        if 2 * spellings.count > slots.count { growSlots() }
        return Name(index: UInt32(index))
    }

    /// The name `text` spells, stored if new.
    public mutating func intern(_ text: String) -> Name {
        var text = text
        return text.withUTF8 { intern($0, 0, $0.count) }
    }

    /// The name `text` spells, if the file has it.
    public func lookUp(_ text: String) -> Name? {
        // Without slots, name by name: only tools look a name up, and they look up few.
        if slots.isEmpty { return spellings.firstIndex(of: text).map { Name(index: UInt32($0)) } }
        var text = text
        return text.withUTF8 { utf8 in
            let key = SpellingKey(utf8, 0, utf8.count)
            var slot = key.hash & (slots.count - 1)
            while slots[slot].index != 0 {
                if let found = name(in: slots[slot], key, utf8, 0, utf8.count) { return found }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    /// The name a slot holds, if it is the one `source[start..<end]` spells.
    private func name(in slot: Slot, _ key: SpellingKey, _ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Name? {
        guard key.matches(low: slot.low, high: slot.high, length: Int(slot.length)) else { return nil }
        let index = Int(slot.index - 1)
        if key.length > SpellingKey.packedLength {
            // The key holds the first 16 bytes; the rest are compared.
            let rest = spellings[index].utf8.dropFirst(SpellingKey.packedLength)
            guard rest.elementsEqual(UnsafeBufferPointer(rebasing: source[(start + SpellingKey.packedLength)..<end])) else {
                return nil
            }
        }
        return Name(index: UInt32(index))
    }

    /// Every name placed again in twice as many slots, from the slots: a name of 16 bytes or fewer is
    /// hashed from its slot's words, not from its text (which made a key byte by byte, 2 % of the front
    /// end's instructions for a large file's 8 growths).
    private mutating func growSlots() {
        var grown = [Slot](repeating: Slot(), count: slots.count * 2)
        for slot in slots where slot.index != 0 {
            let length = Int(slot.length)
            let hash = length <= SpellingKey.packedLength
                ? SpellingKey.hash(low: slot.low, high: slot.high, length: length) : Self.key(of: spellings[Int(slot.index - 1)]).hash
            Self.place(slot, hash: hash, in: &grown)
        }
        slots = grown
    }

    /// Every name placed again, in `slotCount` slots (a power of two), from their text: after
    /// `releaseSlots()`.
    private mutating func placeAll(slotCount: Int) {
        var grown = [Slot](repeating: Slot(), count: slotCount)
        for (index, spelling) in spellings.enumerated() {
            let key = Self.key(of: spelling)
            Self.place(Slot(low: key.low, high: key.high, length: UInt32(key.length), index: UInt32(index + 1)), hash: key.hash, in: &grown)
        }
        slots = grown
    }

    /// A name's key, from its text.
    private static func key(of spelling: String) -> SpellingKey {
        var spelling = spelling
        return spelling.withUTF8 { SpellingKey($0, 0, $0.count) }
    }

    /// Puts a slot in the first empty one from its hash's (slots holding no name, as when placing again).
    private static func place(_ slot: Slot, hash: Int, in slots: inout [Slot]) {
        var place = hash & (slots.count - 1)
        while slots[place].index != 0 { place = (place + 1) & (slots.count - 1) }
        slots[place] = slot
    }
}
