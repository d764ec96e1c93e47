/// Nodes of one kind kept in contiguous storage and named by index, as a parse tree keeps its
/// nodes: a tree of them costs an allocation per few hundred nodes rather than one (and a
/// reference count) per node, and is freed at once. A child is stored before its parent; the
/// members of a list are stored one after another (`add(_:)` of a collection), so a list is a
/// start and a count.
///
/// The storage is a run of fixed-size chunks rather than one array: an array that grows by
/// doubling holds its old and new buffers at once, which for a large file was the front end's
/// peak of memory; a full chunk is never moved. An index names a node across chunks.
///
/// The syntax tree keeps its expressions in one (`ExpressionTable`), the checker its typed
/// expressions in another.
public struct NodeTable<Node: Sendable>: Sendable {
    @usableFromInline var chunks: [[Node]] = []
    @usableFromInline var storedCount = 0

    /// How many nodes are stored.
    public var count: Int { storedCount }

    /// Nodes per chunk: 2^9. The first chunk grows as an array does, so a small file's table is
    /// as small as its nodes; the later ones are made full size, and a 10 MB file needs about a
    /// thousand.
    @inlinable static var chunkShift: UInt32 { 9 }
    @inlinable static var chunkSize: Int { 1 << Int(chunkShift) }

    /// An empty table.
    @inlinable public init() {}

    /// The node at a place.
    @inlinable public subscript(id: NodeID<Node>) -> Node {
        chunks[Int(id.index >> Self.chunkShift)][Int(id.index) & (Self.chunkSize - 1)]
    }

    /// The place of the node stored last, if any.
    @inlinable public var lastID: NodeID<Node>? { storedCount > 0 ? NodeID(index: UInt32(storedCount - 1)) : nil }

    /// The nodes of a list, in order, indexed from 0.
    @inlinable public subscript(list: NodeList<Node>) -> Elements {
        Elements(chunks: chunks, start: Int(list.start), count: Int(list.count))
    }

    /// Stores a node and names its place. The node is taken, not copied: a node holding references
    /// (a checked transition) would otherwise be retained into the table and released by the caller.
    @inlinable public mutating func add(_ node: consuming Node) -> NodeID<Node> {
        if chunks.isEmpty {
            chunks.append([])
        } else if chunks[chunks.count - 1].count == Self.chunkSize {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        chunks[chunks.count - 1].append(consume node)
        storedCount += 1
        return NodeID(index: UInt32(storedCount - 1))
    }

    /// Stores a chunk's worth of nodes or fewer, made apart, as the table's next chunk: after a full one
    /// (or none), so that indices stay `chunk × chunkSize + position`.
    @inlinable public mutating func add(chunk nodes: [Node]) {
        precondition(storedCount == chunks.count << Int(Self.chunkShift) && nodes.count <= Self.chunkSize,
                     "a chunk follows a full one")
        guard !nodes.isEmpty else { return }
        chunks.append(nodes)
        storedCount += nodes.count
    }

    /// Stores nodes one after another and names the run.
    @inlinable public mutating func add<Nodes: Collection<Node>>(_ list: Nodes) -> NodeList<Node> {
        let start = storedCount
        for node in list { _ = add(node) }
        return NodeList(start: UInt32(start), count: UInt32(storedCount - start))
    }

    /// Stores the nodes a stack holds from `mark` up as one list, and takes them off the stack.
    /// The members of a list wait on a stack while they are made, since making each may store
    /// nodes (lists of its own) first.
    @inlinable public mutating func add(popping stack: inout [Node], from mark: Int) -> NodeList<Node> {
        let list = add(stack[mark...])
        stack.truncate(to: mark)
        return list
    }

    /// The nodes stored since the table held `start` of them, as one list: for a list whose members
    /// are made one after another without storing anything else meanwhile.
    @inlinable public func list(since start: Int) -> NodeList<Node> {
        precondition(start >= 0 && start <= storedCount, "start out of range")
        return NodeList(start: UInt32(start), count: UInt32(storedCount - start))
    }

    /// Forgets the nodes stored after the first `count`, as when what stored them is undone.
    @inlinable public mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= storedCount, "count out of range")
        while storedCount > count {
            let keptInLast = chunks[chunks.count - 1].count - (storedCount - count)
            if keptInLast <= 0 {
                storedCount -= chunks[chunks.count - 1].count
                chunks.removeLast()
            } else {
                chunks[chunks.count - 1].truncate(to: keptInLast)
                storedCount = count
            }
        }
    }

    /// Frees the chunks that hold only nodes below `count`, once nothing will read them again (a
    /// checked declaration's syntax, while the declarations after it are checked). Reading a freed
    /// node traps, as reading past the end does. Their places stay taken: later nodes keep theirs.
    @inlinable public mutating func release(below count: Int) {
        // The last chunk is kept, even when full: `add(_:)` appends to it.
        let freed = min(count, storedCount - 1) >> Int(Self.chunkShift)
        var chunk = freed - 1
        // From the highest chunk down, stopping at one freed before.
        while chunk >= 0, !chunks[chunk].isEmpty {
            chunks[chunk] = []
            chunk -= 1
        }
    }

    /// Every node, in order, in one array, the table given up. The nodes are moved out of their chunks
    /// rather than copied, which for nodes holding references would retain each one and release it
    /// again as the chunk is freed (for the checked transitions, 3 % of a check's instructions).
    @inlinable public consuming func joined() -> [Node] {
        var taken = chunks
        chunks = []
        let total = storedCount
        return [Node](unsafeUninitializedCapacity: total) { buffer, initialized in
            // From the last node back: `popLast()` of a chunk no one else holds moves its node out.
            var next = total
            while var chunk = taken.popLast() {
                while let node = chunk.popLast() {
                    next -= 1
                    (buffer.baseAddress! + next).initialize(to: node)
                }
            }
            precondition(next == 0, "a table joined after release(below:)")
            initialized = total
        }
    }

    /// The chunk holding a place, and the place of its first node: for a reader that walks the nodes in
    /// order, which can then read most of them from one array.
    @inlinable public func chunk(holding place: Int) -> (nodes: [Node], start: Int) {
        (chunks[place >> Int(Self.chunkShift)], place & ~(Self.chunkSize - 1))
    }

    /// How many chunks hold their nodes (not freed by `release(below:)`).
    public var heldChunkCount: Int { chunks.reduce(0) { $0 + ($1.isEmpty ? 0 : 1) } }

    /// A list's nodes: a view of the table indexed from 0, as an array of them would be.
    public struct Elements: RandomAccessCollection, Sendable {
        @usableFromInline let chunks: [[Node]]
        @usableFromInline let start: Int
        /// How many.
        public let count: Int

        @inlinable init(chunks: [[Node]], start: Int, count: Int) {
            (self.chunks, self.start, self.count) = (chunks, start, count)
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { count }
        @inlinable public subscript(position: Int) -> Node {
            precondition(position >= 0 && position < count, "index out of range")
            let index = start + position
            return chunks[index >> Int(NodeTable.chunkShift)][index & (NodeTable.chunkSize - 1)]
        }
    }
}

/// A node's place in its `NodeTable`.
public struct NodeID<Node>: Hashable, Sendable {
    /// The index in the table's nodes.
    public let index: UInt32

    @inlinable init(index: UInt32) { self.index = index }
}

/// Nodes stored one after another in a `NodeTable`: the members of one list.
public struct NodeList<Node>: Hashable, Sendable {
    /// The index of the first.
    public let start: UInt32
    /// How many.
    public let count: UInt32

    @inlinable init(start: UInt32, count: UInt32) { (self.start, self.count) = (start, count) }

    /// The empty list.
    @inlinable public static var empty: NodeList { NodeList(start: 0, count: 0) }

    /// The places of the nodes, in order.
    @inlinable public var ids: LazyMapSequence<Range<UInt32>, NodeID<Node>> {
        (start..<start + count).lazy.map { NodeID(index: $0) }
    }

    /// The place of the member at a position.
    @inlinable public func id(at position: Int) -> NodeID<Node> {
        precondition(position >= 0 && position < Int(count), "index out of range")
        return NodeID(index: start + UInt32(position))
    }
}
