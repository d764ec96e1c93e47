/// The word of a fixed vocabulary (a `Property`, a `Member`, a `Builtin`…) each of the file's names
/// spells, worked out the first time the name is read and then read by the name's index.
///
/// A name is read many times (a property once for each track, and again for each piece of a pieces
/// block; a gesture's direction once for each interactive block), and a `String` enum's
/// `init(rawValue:)` hashes or compares the text every time. The parser reads its words through
/// these too, the checker its own.
public struct WordsByName<Word> {
    /// By `Name.index`: nil while not worked out, then the word or `.some(nil)` for none.
    @usableFromInline var slots: [Word??] = []
    /// The word a text spells, if any.
    @usableFromInline let decode: @Sendable (String) -> Word?

    /// Words that `decode` reads from a name's text.
    @inlinable public init(spelledBy decode: @escaping @Sendable (String) -> Word?) { self.decode = decode }

    /// The word `name` (of `names`) spells.
    /// Inlinable, so that each module specializes it for its words: unspecialized, every call looked up
    /// its generic type's metadata.
    @inlinable public mutating func word(_ name: Name, in names: NameTable) -> Word? {
        let index = Int(name.index)
        precondition(index < names.count, "a name of another file")
        if index >= slots.count { slots += repeatElement(nil, count: names.count - slots.count) }
        if let known = slots[index] { return known }
        let word = decode(names[name])
        slots[index] = .some(word)
        return word
    }
}
