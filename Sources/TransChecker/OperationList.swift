import TransIR

/// Operations, each listed once, in the order written (`for push, pop`): there are five, so the list
/// is held in place in four bytes. An array of them cost an allocation for every transition and every
/// gesture of a checked file (an eighth of the checker's allocations).
public struct OperationList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// Each operation's place in `TransitionOperation.allCases`, four bits each from the lowest bits;
    /// the count in the highest four.
    private var bits: UInt32 = 0

    /// Every operation, in the vocabulary's order, whose places the list holds.
    private static let vocabulary = TransitionOperation.allCases

    /// An empty list.
    public init() {}

    /// The operations of a sequence, each once (a repeat is skipped, as `append(_:)` skips it).
    public init<Operations: Sequence<TransitionOperation>>(_ operations: Operations) {
        for operation in operations { append(operation) }
    }

    public init(arrayLiteral operations: TransitionOperation...) { self.init(operations) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(bits >> 28) }

    public subscript(position: Int) -> TransitionOperation {
        precondition(position >= 0 && position < endIndex, "index out of range")
        return Self.vocabulary[Int((bits >> (4 * UInt32(position))) & 0xF)]
    }

    /// Adds an operation at the end, unless it is listed already.
    public mutating func append(_ operation: TransitionOperation) {
        guard !contains(operation), let place = Self.vocabulary.firstIndex(of: operation) else { return }
        let count = UInt32(endIndex)
        bits = (bits & 0x0FFF_FFFF) | UInt32(place) << (4 * count) | (count + 1) << 28
    }

    public var description: String { Array(self).description }
}
