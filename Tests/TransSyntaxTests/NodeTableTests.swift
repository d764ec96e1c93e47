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
        // A write through an index changes that node alone.
        for (id, value) in singles { table[id] = -value - 1 }
        for (id, value) in singles { XCTAssertEqual(table[id], -value - 1) }
        for (list, values) in lists { XCTAssertEqual(Array(table[list]), values) }
        XCTAssertEqual(Array(table[NodeList<Int>.empty]), [])
    }
}
