/// A place between two declarations of a parsed file before which every node belongs to the
/// declarations above it: once those are checked, their nodes can be freed (`FileSyntax.release(before:)`)
/// while the ones below are checked, so that the syntax tree and the checked file are not held whole at
/// once. Each table's nodes are stored in source order, a declaration's all before the next one's
/// (a list's members wait on a stack only until the list ends, inside its declaration).
public struct SyntaxReleasePoint: Sendable {
    /// How many declarations come before it (`FileSyntax.declarations`).
    public let declarations: Int
    /// Each node table's count there, in the order `FileSyntax.visitNodeTables` visits them.
    let counts: [Int]
}

/// Something done to each node table of a parsed file in turn: the one list of them is
/// `FileSyntax.visitNodeTables`, so that counting and freeing cannot disagree on which tables there are.
protocol NodeTableVisitor {
    mutating func visit<Node>(_ table: inout NodeTable<Node>)
}

extension FileSyntax {
    /// Visits every node table: a table added to `FileSyntax` is added here.
    mutating func visitNodeTables(_ visitor: inout some NodeTableVisitor) {
        visitor.visit(&declarationTable)
        visitor.visit(&expressions)
        visitor.visit(&statements)
        visitor.visit(&animateBlocks)
        visitor.visit(&transitionValues)
        visitor.visit(&animateItems)
        visitor.visit(&tracks)
        visitor.visit(&shades)
        visitor.visit(&timingStatements)
        visitor.visit(&keyframes)
        visitor.visit(&linearStops)
        visitor.visit(&springParameters)
        visitor.visit(&actors)
        visitor.visit(&operations)
        visitor.visit(&interactiveItems)
        visitor.visit(&followTracks)
    }

    /// The release point after the nodes stored so far, which `declarations` declarations hold.
    mutating func releasePoint(afterDeclarations declarations: Int) -> SyntaxReleasePoint {
        struct Counting: NodeTableVisitor {
            var counts: [Int] = []
            mutating func visit<Node>(_ table: inout NodeTable<Node>) { counts.append(table.count) }
        }
        var counting = Counting()
        visitNodeTables(&counting)
        return SyntaxReleasePoint(declarations: declarations, counts: counting.counts)
    }

    /// Frees the nodes stored before a release point, whole chunks of them (`NodeTable.release(below:)`):
    /// for one who has checked the declarations above it and will read none of their nodes again (the
    /// declarations themselves among them). The names are kept.
    public mutating func release(before point: SyntaxReleasePoint) {
        struct Releasing: NodeTableVisitor {
            let counts: [Int]
            var next = 0
            mutating func visit<Node>(_ table: inout NodeTable<Node>) {
                table.release(below: counts[next])
                next += 1
            }
        }
        var releasing = Releasing(counts: point.counts)
        visitNodeTables(&releasing)
    }

    /// How many chunks of nodes the tables hold, freed ones not counted.
    public var heldChunkCount: Int {
        struct Counting: NodeTableVisitor {
            var chunks = 0
            mutating func visit<Node>(_ table: inout NodeTable<Node>) { chunks += table.heldChunkCount }
        }
        var counting = Counting()
        // Visiting takes the tables `inout` (freeing must), so a property visits a copy; counting
        // changes nothing in it.
        var copy = self
        copy.visitNodeTables(&counting)
        return counting.chunks
    }
}
