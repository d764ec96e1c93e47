/// The numbers of a constant tuple: at most four (a rect's), held in place.
struct TupleComponents: RandomAccessCollection {
    /// The most a tuple holds.
    static let capacity = 4
    private var stored: (Double, Double, Double, Double) = (0, 0, 0, 0)
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Double {
        precondition(position >= 0 && position < count, "index out of range")
        switch position {
        case 0: return stored.0
        case 1: return stored.1
        case 2: return stored.2
        default: return stored.3
        }
    }

    /// Adds a number after the others (at most `capacity`).
    mutating func append(_ number: Double) {
        precondition(count < Self.capacity, "a tuple holds at most four numbers")
        switch count {
        case 0: stored.0 = number
        case 1: stored.1 = number
        case 2: stored.2 = number
        default: stored.3 = number
        }
        count += 1
    }
}
