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
/// The chunks are buffers the table owns (`NodeChunks`), not arrays: storing a node into the last of
/// an array of arrays checked twice that no one else held them (the outer array, then the chunk) and
/// once that the chunk had room, which was a tenth of the front end's instructions. The table checks
/// once that it holds its chunks alone, and copies them all first if not (as an array would, on a
/// write to a copy): a copy of a table, or a view of its nodes (`Elements`) kept while nodes are
/// added, costs a copy of every chunk at the next write, where an array of arrays copied one.
///
/// The syntax tree keeps its expressions in one (`ExpressionTable`), the checker its typed
/// expressions in another.
public struct NodeTable<Node: Sendable>: @unchecked Sendable {
    // Sendable by value semantics: the chunks are shared only by copies that read them, and one that
    // writes first takes a copy of its own (`add(_:)` and every other mutation).
    @usableFromInline var storage: NodeChunks<Node>

    /// How many nodes are stored.
    @inlinable public var count: Int { storage.state.pointee.count }

    /// Nodes per chunk: 2^9. The first chunk grows as an array does, so a small file's table is
    /// as small as its nodes; the later ones are made full size, and a 10 MB file needs about a
    /// thousand.
    @inlinable static var chunkShift: UInt32 { UInt32(NodeChunks<Node>.chunkShift) }
    @inlinable static var chunkSize: Int { NodeChunks<Node>.chunkSize }

    /// An empty table.
    @inlinable public init() { storage = NodeChunks() }

    /// The node at a place.
    @inlinable public subscript(id: NodeID<Node>) -> Node { storage.node(at: Int(id.index)) }

    /// The place of the node stored last, if any.
    @inlinable public var lastID: NodeID<Node>? { count > 0 ? NodeID(index: UInt32(count - 1)) : nil }

    /// The nodes of a list, in order, indexed from 0.
    @inlinable public subscript(list: NodeList<Node>) -> Elements {
        Elements(storage: storage, start: Int(list.start), count: Int(list.count))
    }

    /// Makes the chunks this table's alone, copying them if another table or a view holds them too.
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Stores a node and names its place. The node is taken, not copied: a node holding references
    /// (a checked transition) would otherwise be retained into the table and released by the caller.
    @inlinable public mutating func add(_ node: consuming Node) -> NodeID<Node> {
        makeUnique()
        storage.append(node)
        return NodeID(index: UInt32(count - 1))
    }

    /// Stores a chunk's worth of nodes or fewer, made apart, as the table's next chunk: after a full one
    /// (or none), so that indices stay `chunk × chunkSize + position`.
    /// The nodes are copied from the buffer (the lexer's, which it fills again).
    @inlinable public mutating func add(chunk nodes: UnsafeBufferPointer<Node>) {
        precondition(count == storage.state.pointee.chunks.count << Int(Self.chunkShift) && nodes.count <= Self.chunkSize,
                     "a chunk follows a full one")
        guard !nodes.isEmpty else { return }
        makeUnique()
        storage.append(chunk: nodes)
    }

    /// Stores nodes one after another and names the run.
    @inlinable public mutating func add<Nodes: Collection<Node>>(_ list: Nodes) -> NodeList<Node> {
        let start = count
        // Checked once for the whole list, not for each node.
        makeUnique()
        for node in list { storage.append(node) }
        return NodeList(start: UInt32(start), count: UInt32(count - start))
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
        precondition(start >= 0 && start <= count, "start out of range")
        return NodeList(start: UInt32(start), count: UInt32(count - start))
    }

    /// Forgets the nodes stored after the first `count`, as when what stored them is undone.
    @inlinable public mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= self.count, "count out of range")
        guard count < self.count else { return }
        makeUnique()
        storage.truncate(to: count)
    }

    /// Frees the chunks that hold only nodes below `count`, once nothing will read them again (a
    /// checked declaration's syntax, while the declarations after it are checked). Reading a freed
    /// node traps, as reading past the end does. Their places stay taken: later nodes keep theirs.
    @inlinable public mutating func release(below count: Int) {
        // The last chunk is kept, even when full: `add(_:)` appends to it.
        let freed = min(count, self.count - 1) >> Int(Self.chunkShift)
        guard freed > 0, storage.state.pointee.chunks[freed - 1] != nil else { return }
        makeUnique()
        storage.release(chunksBelow: freed)
    }

    /// Every node, in order, in one array, the table given up. The nodes are moved out of their chunks
    /// rather than copied (when no other table holds them), which for nodes holding references would
    /// retain each one and release it again as the chunk is freed (for the checked transitions, 3 % of a
    /// check's instructions).
    @inlinable public consuming func joined() -> [Node] {
        let moving = isKnownUniquelyReferenced(&storage)
        return storage.joined(moving: moving)
    }

    /// The chunk holding a place, and the place of its first node: for a reader that walks the nodes in
    /// order, which can then read most of them from one array.
    @inlinable public func chunk(holding place: Int) -> (nodes: [Node], start: Int) {
        (storage.nodes(ofChunk: place >> Int(Self.chunkShift)), place & ~(Self.chunkSize - 1))
    }

    /// How many chunks hold their nodes (not freed by `release(below:)`).
    public var heldChunkCount: Int { storage.state.pointee.chunks.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// A list's nodes: a view of the table indexed from 0, as an array of them would be.
    public struct Elements: RandomAccessCollection, @unchecked Sendable {
        // Sendable as the table is: it only reads chunks, which a table copies before it writes them.
        @usableFromInline let storage: NodeChunks<Node>
        @usableFromInline let start: Int
        /// How many.
        public let count: Int

        @inlinable init(storage: NodeChunks<Node>, start: Int, count: Int) {
            (self.storage, self.start, self.count) = (storage, start, count)
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { count }
        @inlinable public subscript(position: Int) -> Node {
            precondition(position >= 0 && position < count, "index out of range")
            return storage.node(at: start + position)
        }
    }
}

/// The chunks of a `NodeTable`: buffers of `NodeTable.chunkSize` nodes (the first smaller while it
/// grows), the last one filling. Its state is held through a pointer, so that the table's writes pay
/// no check of exclusive access, which a class's stored properties would. Every method is inlinable,
/// so that each module specializes it for its nodes: unspecialized, each looked its types' metadata up.
@usableFromInline final class NodeChunks<Node> {
    @usableFromInline struct State {
        /// Each chunk's first node; nil for a chunk freed by `release(chunksBelow:)`.
        @usableFromInline var chunks: [UnsafeMutablePointer<Node>?] = []
        /// How many nodes are stored.
        @usableFromInline var count = 0
        /// Where the next node goes, in the last chunk, and how many more it has room for.
        @usableFromInline var next: UnsafeMutablePointer<Node>? = nil
        @usableFromInline var room = 0
        /// The first chunk's room, which doubles up to a full chunk's.
        @usableFromInline var firstCapacity = 0

        @inlinable init() {}
    }

    @usableFromInline let state: UnsafeMutablePointer<State>

    /// Nodes per chunk: 2^9 (`NodeTable.chunkSize`).
    @inlinable static var chunkShift: Int { 9 }
    @inlinable static var chunkSize: Int { 1 << chunkShift }

    @inlinable init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        for (index, chunk) in state.pointee.chunks.enumerated() {
            guard let chunk else { continue }
            chunk.deinitialize(count: filled(index))
            chunk.deallocate()
        }
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// How many nodes a chunk holds.
    @inlinable func filled(_ chunk: Int) -> Int { min(state.pointee.count - (chunk << Self.chunkShift), Self.chunkSize) }

    /// How many nodes a chunk has room for.
    @inlinable func capacity(_ chunk: Int) -> Int { chunk == 0 ? state.pointee.firstCapacity : Self.chunkSize }

    /// The node at a place; traps past the end and in a freed chunk, as an array would.
    @inlinable func node(at index: Int) -> Node {
        precondition(index >= 0 && index < state.pointee.count, "index out of range")
        guard let chunk = state.pointee.chunks[index >> Self.chunkShift] else { preconditionFailure("a freed node") }
        return chunk[index & (Self.chunkSize - 1)]
    }

    /// Stores a node after the last, in chunks no other table holds (`NodeTable.makeUnique()`).
    @inlinable @inline(__always) func append(_ node: consuming Node) {
        if state.pointee.room == 0 { makeRoom() }
        state.pointee.next.unsafelyUnwrapped.initialize(to: consume node)
        state.pointee.next = state.pointee.next.unsafelyUnwrapped + 1
        state.pointee.room -= 1
        state.pointee.count += 1
    }

    /// Room for the next node: the first chunk grown, or a new chunk after a full one.
    @inlinable @inline(never) func makeRoom() {
        let count = state.pointee.count
        if state.pointee.chunks.count == 1 && state.pointee.firstCapacity < Self.chunkSize {
            let grown = min(state.pointee.firstCapacity * 2, Self.chunkSize)
            let chunk = UnsafeMutablePointer<Node>.allocate(capacity: grown)
            let old = state.pointee.chunks[0].unsafelyUnwrapped
            chunk.moveInitialize(from: old, count: count)
            old.deallocate()
            state.pointee.chunks[0] = chunk
            state.pointee.firstCapacity = grown
        } else {
            if state.pointee.chunks.isEmpty { state.pointee.firstCapacity = 8 }
            state.pointee.chunks.append(UnsafeMutablePointer<Node>.allocate(capacity: capacity(state.pointee.chunks.count)))
        }
        placeNext()
    }

    /// Stores nodes made apart as a chunk of their own, after a full one or none.
    @inlinable func append(chunk nodes: UnsafeBufferPointer<Node>) {
        if state.pointee.chunks.isEmpty { state.pointee.firstCapacity = nodes.count }
        let chunk = UnsafeMutablePointer<Node>.allocate(capacity: capacity(state.pointee.chunks.count))
        chunk.initialize(from: nodes.baseAddress!, count: nodes.count)
        state.pointee.chunks.append(chunk)
        state.pointee.count += nodes.count
        placeNext()
    }

    /// The same nodes in chunks of their own.
    @inlinable @inline(never) func copy() -> NodeChunks {
        let copy = NodeChunks()
        copy.state.pointee.count = state.pointee.count
        copy.state.pointee.firstCapacity = state.pointee.firstCapacity
        copy.state.pointee.chunks = state.pointee.chunks.enumerated().map { index, chunk in
            guard let chunk else { return nil }
            let copied = UnsafeMutablePointer<Node>.allocate(capacity: capacity(index))
            copied.initialize(from: chunk, count: filled(index))
            return copied
        }
        copy.placeNext()
        return copy
    }

    /// Sets where the next node goes from the chunks and the count (what every change of them derives it
    /// from): in the last chunk, after its nodes.
    @inlinable func placeNext() {
        let last = state.pointee.chunks.count - 1
        guard last >= 0 else { (state.pointee.next, state.pointee.room) = (nil, 0); return }
        guard let chunk = state.pointee.chunks[last] else { preconditionFailure("the last chunk freed") }
        let filled = filled(last)
        (state.pointee.next, state.pointee.room) = (chunk + filled, capacity(last) - filled)
    }

    /// Forgets the nodes from `count` on, and frees the chunks left empty.
    @inlinable func truncate(to count: Int) {
        while state.pointee.count > count {
            let last = state.pointee.chunks.count - 1
            let start = last << Self.chunkShift
            guard let chunk = state.pointee.chunks[last] else { preconditionFailure("a freed node") }
            let kept = max(count, start)
            (chunk + (kept - start)).deinitialize(count: state.pointee.count - kept)
            state.pointee.count = kept
            if kept == start {
                chunk.deallocate()
                state.pointee.chunks.removeLast()
            }
        }
        placeNext()
    }

    /// Frees the chunks below `end`, from the highest down to one freed before.
    @inlinable func release(chunksBelow end: Int) {
        var chunk = end - 1
        while chunk >= 0, let nodes = state.pointee.chunks[chunk] {
            nodes.deinitialize(count: filled(chunk))
            nodes.deallocate()
            state.pointee.chunks[chunk] = nil
            chunk -= 1
        }
    }

    /// A chunk's nodes, as an array.
    @inlinable func nodes(ofChunk index: Int) -> [Node] {
        guard let chunk = state.pointee.chunks[index] else { preconditionFailure("a freed node") }
        return Array(UnsafeBufferPointer(start: chunk, count: filled(index)))
    }

    /// Every node in one array: moved out, leaving no node, or copied.
    @inlinable func joined(moving: Bool) -> [Node] {
        let total = state.pointee.count
        let nodes = [Node](unsafeUninitializedCapacity: total) { buffer, initialized in
            for (index, chunk) in state.pointee.chunks.enumerated() {
                guard let chunk else { preconditionFailure("a table joined after release(below:)") }
                let target = buffer.baseAddress! + (index << Self.chunkShift)
                if moving { target.moveInitialize(from: chunk, count: filled(index)) } else { target.initialize(from: chunk, count: filled(index)) }
            }
            initialized = total
        }
        if moving {
            // The nodes are the array's now: only the buffers are freed.
            for chunk in state.pointee.chunks { chunk?.deallocate() }
            state.pointee = State()
        }
        return nodes
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
