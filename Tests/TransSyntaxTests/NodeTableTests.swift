import TransSyntax
import XCTest

final class NodeTableTests: XCTestCase {
    /// Nodes are kept in chunks; an index and a list must mean the same nodes wherever the chunk
    /// boundaries fall, and a write must reach the one node it names.
    func testIndicesAndListsNameTheirNodesAcrossChunks() {
        var table = NodeTable<Int>()
        // Enough single nodes and lists of every length up to 40 to cross several chunk boundaries.
        var singles: [(NodeID<Int>, Int)] = []
        var lists: [(NodeList<Int>, [Int])] = []
        var next = 0
        for length in 0...40 {
            for _ in 0..<7 {
                singles.append((table.add(next), next))
                next += 1
            }
            let values = Array(next..<next + length)
            lists.append((table.add(values), values))
            next += length
        }
        XCTAssertGreaterThan(next, 1_000, "the table spans several chunks (of 512 nodes)")
        XCTAssertEqual(table.count, next)
        for (id, value) in singles { XCTAssertEqual(table[id], value) }
        for (list, values) in lists {
            XCTAssertEqual(Array(table[list]), values)
            XCTAssertEqual(table[list].count, values.count)
            for (position, value) in values.enumerated() { XCTAssertEqual(table[list.id(at: position)], value) }
        }
        XCTAssertEqual(Array(table[NodeList<Int>.empty]), [])
    }

    /// Joining gives every node in one array, in order, wherever the chunk boundaries fall (the
    /// nodes are moved out from the last back, so an off-by-one would misplace or lose one).
    func testJoiningGivesEveryNodeInOrder() {
        final class Box: Sendable { let value: Int; init(_ value: Int) { self.value = value } }
        for count in [0, 1, 511, 512, 513, 1_300] {
            var table = NodeTable<Box>()
            for value in 0..<count { _ = table.add(Box(value)) }
            XCTAssertEqual(table.joined().map(\.value), Array(0..<count), "\(count) nodes")
        }
    }

    /// Nodes added one at a time since a count are one list, its places those the adds returned,
    /// also where it crosses a chunk boundary.
    func testTheNodesAddedSinceACountAreOneList() {
        var table = NodeTable<Int>()
        _ = table.add(Array(0..<500))
        let start = table.count
        let ids = (500..<530).map { table.add($0) }
        let list = table.list(since: start)
        XCTAssertEqual(Array(table[list]), Array(500..<530))
        XCTAssertEqual(Array(list.ids), ids)
        XCTAssertEqual(Array(table[table.list(since: table.count)]), [])
    }

    /// Truncating forgets what was stored after a count, across chunks, and the table then grows
    /// from there as if the rest had never been stored.
    func testTruncatingForgetsTheLaterNodes() {
        for (stored, kept) in [(0, 0), (10, 3), (512, 512), (513, 512), (1_300, 511), (1_300, 1_024), (1_300, 0)] {
            var table = NodeTable<Int>()
            let first = table.add(Array(0..<kept))
            _ = table.add(Array(kept..<stored))
            table.truncate(to: kept)
            XCTAssertEqual(table.count, kept)
            XCTAssertEqual(Array(table[first]), Array(0..<kept))
            let next = table.add(Array(5_000..<5_600))
            XCTAssertEqual(next.start, UInt32(kept), "stored right after what was kept")
            XCTAssertEqual(Array(table[next]), Array(5_000..<5_600))
            XCTAssertEqual(table.count, kept + 600)
            XCTAssertEqual(table[next.id(at: 599)], 5_599)
        }
    }

    /// Releasing frees the chunks wholly below a count and no others (never the last, which takes the
    /// next node); the nodes from the first chunk kept read as before, and the table grows on from where it was.
    func testReleasingFreesTheWholeChunksBelowACount() {
        for (stored, below, held) in [(1_300, 0, 3), (1_300, 511, 3), (1_300, 512, 2), (1_300, 1_100, 1), (1_300, 5_000, 1),
                                      (1_024, 1_024, 1), (10, 10, 1), (0, 0, 0)] {
            var table = NodeTable<Int>()
            let all = table.add(Array(0..<stored))
            table.release(below: below)
            XCTAssertEqual(table.heldChunkCount, held, "\(stored) nodes released below \(below)")
            // Releasing again below the same count frees nothing more.
            table.release(below: below)
            XCTAssertEqual(table.heldChunkCount, held)
            let firstKept = (stored - held * 512 + 511) / 512 * 512
            for index in max(0, firstKept)..<stored { XCTAssertEqual(table[all.id(at: index)], index) }
            let next = table.add(Array(stored..<stored + 600))
            XCTAssertEqual(next.start, UInt32(stored))
            XCTAssertEqual(Array(table[next]), Array(stored..<stored + 600))
        }
    }

    /// A table is a value: a copy, or a view of a list taken before, reads the nodes as they were when
    /// the other is written (added to, truncated, released or joined), in the first chunk while it grows
    /// and in full ones.
    func testACopyAndAViewKeepTheirNodesWhenTheTableIsWritten() {
        for stored in [0, 5, 8, 9, 511, 512, 513, 1_300] {
            var table = NodeTable<Int>()
            let all = table.add(Array(0..<stored))
            let copy = table
            let view = table[all]
            _ = table.add(Array(9_000..<9_600))
            XCTAssertEqual(copy.count, stored)
            XCTAssertEqual(Array(copy[copy.list(since: 0)]), Array(0..<stored), "\(stored) nodes, after adds")
            XCTAssertEqual(Array(view), Array(0..<stored))
            XCTAssertEqual(table.count, stored + 600)

            var truncated = copy
            truncated.truncate(to: stored / 2)
            _ = truncated.add(-1)
            XCTAssertEqual(Array(copy[all]), Array(0..<stored), "\(stored) nodes, after a truncation")
            XCTAssertEqual(Array(truncated[truncated.list(since: 0)]), Array(0..<stored / 2) + [-1])

            var released = copy
            released.release(below: stored)
            XCTAssertEqual(Array(copy[all]), Array(0..<stored), "\(stored) nodes, after a release")

            let joined = copy.joined()
            XCTAssertEqual(joined, Array(0..<stored))
            XCTAssertEqual(Array(table[all]), Array(0..<stored), "\(stored) nodes, after the copy was joined")
        }
    }

    /// Every node a table holds is released once, whether the table ends, forgets it (truncating),
    /// frees its chunk (releasing) or gives it away (joining), also when copies shared the chunks.
    func testNodesHoldingReferencesAreReleasedOnce() {
        final class Counted: Sendable {
            let value: Int
            let freed: @Sendable () -> Void
            init(_ value: Int, freed: @escaping @Sendable () -> Void) { (self.value, self.freed) = (value, freed) }
            deinit { freed() }
        }
        final class Tally: @unchecked Sendable { var count = 0 }
        let tally = Tally()
        func counted(_ range: Range<Int>) -> [Counted] { range.map { Counted($0, freed: { tally.count += 1 }) } }
        var made = 0
        do {
            // Alone: what is truncated or released is released then.
            var table = NodeTable<Counted>()
            _ = table.add(counted(0..<1_100))
            made += 1_100
            table.release(below: 1_024)
            XCTAssertEqual(tally.count, 1_024)
            table.truncate(to: 1_050)
            XCTAssertEqual(tally.count, 1_074)
        }
        XCTAssertEqual(tally.count, made)
        do {
            // Shared: a node goes when no table holds it any more.
            var table = NodeTable<Counted>()
            _ = table.add(counted(0..<1_300))
            made += 1_300
            var copy = table
            _ = copy.add(counted(0..<10))
            made += 10
            table.truncate(to: 700)
            copy.release(below: 1_024)
            XCTAssertEqual(tally.count, 1_100 + 324, "only the nodes 700..<1024 are held by neither")
            XCTAssertEqual(table.joined().map(\.value), Array(0..<700))
            XCTAssertEqual(copy[copy.list(since: 1_024)].map(\.value), Array(1_024..<1_300) + Array(0..<10))
        }
        XCTAssertEqual(tally.count, made, "every node released, each once")
    }

    /// Chunks made apart (as the lexer makes its tokens') are stored whole, and name the nodes as if
    /// each had been added alone.
    func testChunksMadeApartAreStoredWhole() {
        var table = NodeTable<Int>()
        for chunk in [Array(0..<512), Array(512..<1_024), [], Array(1_024..<1_030)] {
            chunk.withUnsafeBufferPointer { table.add(chunk: $0) }
        }
        XCTAssertEqual(table.count, 1_030)
        XCTAssertEqual(table.heldChunkCount, 3)
        XCTAssertEqual(Array(table[table.list(since: 0)]), Array(0..<1_030))
        let added = table.add(7)
        XCTAssertEqual(table[added], 7)
        XCTAssertEqual(table.count, 1_031)
    }
}
