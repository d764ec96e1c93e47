import TransDiagnostics
import TransIR
import TransSyntax

/// The words of `animate pieces(…)`, for the checker and for tools that offer them.
public enum PieceVocabulary {
    /// The words a piece's tracks may use, each a number of the piece or its grid.
    public static let numbers = PieceNumber.allCases.map(\.rawValue)
    /// The functions of a piece: its staggered delay and its fixed random numbers.
    public static let functions = PieceFunction.allCases.map(\.rawValue)
}

/// A number of a piece or its grid, which a pieces block's expressions may name.
public enum PieceNumber: String, CaseIterable, Sendable {
    case row, column, index, count, rows, columns
}

/// A function of a piece: its staggered delay and its fixed random numbers.
public enum PieceFunction: String, CaseIterable, Sendable {
    case stagger, random
}

/// What a pieces block's expressions see while one of its pieces is checked. Plain data: the checker
/// reads it at every name and call inside the block, and the block's tables are kept apart
/// (`PieceCalls`), so that reading it copies nothing that is counted.
struct PieceScope {
    /// The piece.
    var cell: PieceCell
    /// Whether this is the block's first reading, which numbers its `random` calls (only it
    /// records them in `PieceCalls.found`).
    var numbering = false
}

/// The `random` and `stagger` calls of the pieces block being checked.
struct PieceCalls {
    /// The source offsets of the block's `random` calls, in the order written: a call's number is its
    /// place here. Empty while the block is first read to find them.
    var randomOffsets: [Int] = []
    /// The source offsets of the `random` calls met so far in the first reading.
    var found: [Int] = []
    /// What the `stagger` and `random` calls whose arguments read nothing of the piece compute for any
    /// piece, and their type, by the call's source offset: checked and folded for the first piece, kept
    /// for the next ones (not from the first reading, whose diagnostics are dropped).
    var foldedCalls: [(offset: Int, leaf: PieceLeaf, type: ValueType)] = []

    /// What the call at a source offset computes for any piece, and its type, if its arguments read nothing
    /// of the piece. A block has a few such calls, and every piece asks for each: a search of them costs
    /// less than hashing the offset did (a dictionary: 0.7 % more of the front end's instructions).
    func folded(at offset: Int) -> (leaf: PieceLeaf, type: ValueType)? {
        foldedCalls.first { $0.offset == offset }.map { ($0.leaf, $0.type) }
    }

    /// Keeps what a call whose arguments read nothing of the piece computes, for the next pieces.
    mutating func keep(_ leaf: PieceLeaf, type: ValueType, at offset: Int) {
        foldedCalls.append((offset, leaf, type))
    }

    /// The number of the `random` call at a source offset (0 in the first reading, which numbers them).
    func randomNumber(at offset: Int) -> Int {
        // A binary search of the sorted offsets: a call is numbered once per piece, and hashing its
        // offset cost more than the search.
        var (low, high) = (0, randomOffsets.count)
        while low < high {
            let middle = (low + high) / 2
            if randomOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < randomOffsets.count && randomOffsets[low] == offset ? low : 0
    }
}

/// A pieces block's track or shade (`CheckedTrack`, `CheckedShade`): what a piece changes of the first
/// piece's to reuse it, and the values it may share with the first piece's.
protocol PieceBlockItem {
    /// The values a piece may share with the first piece's: plain data, held alone (a whole track
    /// holds a view, retained by every copy).
    associatedtype PieceValues
    var actor: Actor { get set }
    var timing: NodeID<TrackTiming> { get set }
    var pieceValues: PieceValues { get set }
    /// Whether its values are `first`'s but for the pieces' numbers (`Checker.sameForEveryPiece`).
    func hasValues(of first: PieceValues, in checker: Checker) -> Bool
}

/// What the first piece's check of a pieces block's track or shade leaves the other pieces.
enum PieceFirstItem<Item: PieceBlockItem> {
    /// Its check read none of the piece's numbers: reused by every piece whose pacing is a spring as
    /// the first's is (`pacedBySpring`, all its keyframes' check reads of the timing); nil where it gave
    /// nothing. Its `.piece` expressions compute each piece's numbers.
    case reused(Item?, pacedBySpring: Bool)
    /// Its check read them (a range checked, a colour's alpha folded): every piece is checked, and
    /// takes these values where its own differ from them only by the pieces' numbers.
    case values(Item.PieceValues)
    /// Its check read them and gave nothing: every piece is checked.
    case checkedForEachPiece
}

/// What the first piece's checks of a pieces block's items leave the other pieces, by the item's index.
struct PieceFirstItems {
    /// Sized for a block by `reset(count:)`.
    var tracks: [PieceFirstItem<CheckedTrack>?] = []
    var shades: [PieceFirstItem<CheckedShade>?] = []

    /// Nothing again, in the room already there.
    mutating func clear() {
        for index in tracks.indices { (tracks[index], shades[index]) = (nil, nil) }
    }

    /// Nothing, for a block of `count` items, in the room the block before left: the records there
    /// are cleared and only the difference in count is added or taken off (appending them all again
    /// cost as much as the arrays it saved).
    mutating func reset(count: Int) {
        clear()
        if tracks.count > count {
            tracks.truncate(to: count)
            shades.truncate(to: count)
        } else {
            tracks.append(contentsOf: repeatElement(nil, count: count - tracks.count))
            shades.append(contentsOf: repeatElement(nil, count: count - shades.count))
        }
    }
}

extension Checker {
    /// `animate pieces(v, rows R, columns C) { … }`: the block read for every piece, each piece an
    /// actor of its own whose expressions see its row, column and index; what reads nothing of the
    /// piece is checked once. What the block gets wrong is reported once, not once per piece.
    mutating func checkPiecesBlock(_ block: AnimateBlock, grid: PieceGridSyntax, parent: TrackTiming,
                                   into transition: inout CheckedTransition) {
        let source = resolveActor(block.actor).flatMap { actor -> Actor? in
            switch actor {
            case .from, .to, .input: return actor
            case .container, .dimming, .snapshot, .piece:
                report(.piecesSource(actor.description), at: block.actor.range)
                return nil
            }
        }
        let rows = gridCount(grid.rows.map { syntax.expressions[$0] }, what: "the grid's rows")
        let columns = gridCount(grid.columns.map { syntax.expressions[$0] }, what: "the grid's columns")
        var cells: [PieceCell] = []
        if let rows, let columns {
            if rows * columns > limits.maxPieces {
                report(.tooManyPieces(rows: rows, columns: columns, limit: limits.maxPieces), at: grid.range)
            } else {
                cells = PieceCell.grid(rows: rows, columns: columns)
            }
        }
        // A grid that is wrong still has its block checked, as one piece, for what else it gets wrong.
        let checkedCells = cells.isEmpty ? [PieceCell(row: 0, column: 0, rows: 1, columns: 1)] : cells
        let (outer, outerCalls) = (piece, pieceCalls)
        defer { (piece, pieceCalls) = (outer, outerCalls) }
        // Items that read nothing of the piece check alike for every piece: the first reading, which
        // numbers the `random` calls, skips them.
        let items = syntax.animateItems[block.items]
        let readsPiece = items.map { item in
            switch item {
            case .timing(let statement): syntax.timingStatements[statement].mayReadPiece(in: syntax)
            case .track(let track): syntax.tracks[track].mayReadPiece(in: syntax)
            case .shade(let shade): syntax.shades[shade].mayReadPiece(in: syntax)
            }
        }
        // The records the block before used, for their room: two arrays a block were a tenth of the pieces
        // blocks' allocations. (A pieces block is never inside another; if one were, it would make its own.)
        var firsts = PieceFirstItems()
        swap(&firsts, &pieceFirsts)
        firsts.reset(count: items.count)
        // A first reading finds the `random` calls, to number them in the order written.
        // It appends nothing (no actor), and works on the transition itself: a copy would copy its tracks.
        // What it reports, the checked expressions it stores and what it leaves in `firsts` are dropped after it.
        let before = diagnostics
        let storedBefore = (storedValues, checkedTimings.count)
        piece = PieceScope(cell: checkedCells[0], numbering: true)
        pieceCalls = PieceCalls()
        checkPieceItems(block, actor: nil, parent: parent, readsPiece: readsPiece, numbering: true, firsts: &firsts,
                        into: &transition)
        firsts.clear()
        // Each call is met once in this reading, at its own offset.
        pieceCalls = PieceCalls(randomOffsets: pieceCalls.found.sorted())
        diagnostics = before
        forgetValues(storedSince: storedBefore.0)
        checkedTimings.truncate(to: storedBefore.1)
        // Every piece appends the block's tracks: room for them all at once rather than by doubling.
        let trackCount = items.reduce(0) { count, item in if case .track = item { count + 1 } else { count } }
        // Over the room already reserved (`tracksOutsidePieces`), which holds the tracks of the blocks
        // without pieces still to come (reserving over the count, the next of those doubled the array:
        // a third of the checked tracks' memory was room never used).
        transition.storedTracks.reserveCapacity(transition.storedTracks.capacity + checkedCells.count * trackCount)
        let start = transition.storedTracks.count
        // How many tracks the first piece appends, and whether every other appends as many.
        var (perPiece, alike): (Int?, Bool) = (nil, true)
        // What a piece reports is kept only where no piece before it reported (a value out of range
        // may differ by piece, and the first is told).
        reportingOncePerPlace { checker in
            for cell in checkedCells {
                checker.piece = PieceScope(cell: cell)
                let before = transition.storedTracks.count
                checker.checkPieceItems(block, actor: cells.isEmpty ? nil : source.map { .piece($0, cell) }, parent: parent,
                                        readsPiece: readsPiece, numbering: false, firsts: &firsts, into: &transition)
                let appended = transition.storedTracks.count - before
                if let perPiece { alike = alike && appended == perPiece } else { perPiece = appended }
            }
        }
        // Their views are each piece's by making; packing checks that the rest is the first piece's.
        if alike, cells.count > 1, let perPiece, perPiece > 0 {
            pieceRuns.append(PieceRun(start: start, perPiece: perPiece, cells: cells.count))
        }
        // Given back as they are: the next block clears them (`reset(count:)`).
        pieceFirsts = firsts
    }

    /// One piece's reading of a pieces block, as `checkAnimateItems` reads a block. An item is checked
    /// for the first piece and kept in `firsts` (by the item's index). Where that check read none of
    /// the piece's numbers (`piecesRead`: the only way a check sees its piece), every piece's check
    /// would give the same values, with `.piece` expressions computing each piece's numbers, and the
    /// same diagnostics: the item is reused for the others with their actor and their timing, worked
    /// out again under each piece's block timing. An item whose check read them is checked for every
    /// piece, and keeps the first piece's values where its own differ from them only by the pieces'
    /// numbers (`PieceLeaf`), its own forgotten: lowering reads each piece's numbers from them. The
    /// first reading (`numbering`), which only numbers the `random` calls, skips the items that cannot
    /// read the piece.
    private mutating func checkPieceItems(_ block: AnimateBlock, actor: Actor?, parent: TrackTiming, readsPiece: [Bool],
                                          numbering: Bool, firsts: inout PieceFirstItems,
                                          into transition: inout CheckedTransition) {
        let stored = storedValues
        let blockTiming = blockTiming(block, parent: parent, transition: transition.name)
        // What the block's timing statements stored (each piece's `stagger` among it) is read by nothing
        // once the timing is worked out.
        forgetValues(storedSince: stored)
        for (index, item) in syntax.animateItems[block.items].enumerated() {
            let invariant = !readsPiece[index]
            if invariant && numbering { continue }
            switch item {
            case .timing:
                continue
            case .track(let id):
                let track = syntax.tracks[id]
                // Every piece works out its own timing, for what it reports and for its track.
                let timing = ownTiming(track.timing, at: track.property.range, parent: blockTiming, transition: transition.name)
                if let checked = pieceItem(&firsts.tracks[index], actor: actor, timing: timing,
                                           check: { $0.checkTrack(track, actor: actor, timing: timing) }) {
                    transition.storedTracks.append(checked)
                }
            case .shade(let id):
                let shade = syntax.shades[id]
                let timing = ownTiming(shade.timing, at: shade.range, parent: blockTiming, transition: transition.name)
                if let checked = pieceItem(&firsts.shades[index], actor: actor, timing: timing,
                                           check: { $0.checkShade(shade, actor: actor, timing: timing) }) {
                    transition.shades.append(checked)
                }
            }
        }
    }

    /// One piece's reading of a pieces block's track or shade, under its own `timing` (this piece's):
    /// the first piece's reused, or the item checked (`check`), taking the first piece's values where
    /// it can; nil for nothing to append. `first` is what the first piece's check left, set by it.
    private mutating func pieceItem<Item: PieceBlockItem>(_ first: inout PieceFirstItem<Item>?, actor: Actor?, timing: TrackTiming,
                                                          check: (inout Checker) -> Item?) -> Item? {
        let spring = timing.pacing.isSpring
        if case .reused(let model, spring)? = first {
            // A first check that gave nothing gives nothing for any piece paced alike (its property,
            // its keyframes or the missing actor).
            guard var reused = model, let actor else { return nil }
            reused.actor = actor
            reused.timing = storeTiming(timing)
            return reused
        }
        let (stored, read) = (storedValues, piecesRead)
        let checked = check(&self)
        let readNoNumber = piecesRead == read
        guard var checked else {
            if first == nil { first = readNoNumber ? .reused(nil, pacedBySpring: spring) : .checkedForEachPiece }
            return nil
        }
        switch first {
        case nil:
            first = readNoNumber ? .reused(checked, pacedBySpring: spring) : .values(checked.pieceValues)
        case .values(let values)?:
            if checked.hasValues(of: values, in: self) {
                forgetValues(storedSince: stored)
                checked.pieceValues = values
            }
        case .reused?, .checkedForEachPiece?:
            break
        }
        return checked
    }

    /// `rows N` or `columns N`: a whole number of at least 1; 1 when not written.
    private mutating func gridCount(_ expr: Expr?, what: String) -> Int? {
        guard let expr else { return 1 }
        guard let number = constant(value(expr, as: .number), what: what) else { return nil }
        guard number == number.rounded(), number < 1e9 else {
            report(.typeMismatch(expected: "a whole number", found: formatNumber(number)), at: expr.range)
            return nil
        }
        guard number >= 1 else {
            report(.mustBePositive(what, found: formatNumber(number)), at: expr.range)
            return nil
        }
        return Int(number)
    }

    /// A piece's number (`index`, …) inside a pieces block; outside one, the report that it means nothing there.
    mutating func checkPieceNumber(_ number: PieceNumber, at range: SourceRange) -> TypedExpr {
        guard let cell = piece?.cell else {
            report(.outsidePieces(number.rawValue), at: range)
            return .error(range)
        }
        return pieceValue(.number(number), for: cell, type: .number, at: range)
    }

    /// What a piece's number or function gives the piece being read, with what computes it for any piece.
    mutating func pieceValue(_ leaf: PieceLeaf, for cell: PieceCell, type: ValueType, at range: SourceRange) -> TypedExpr {
        TypedExpr(kind: .piece(typedExpressions.add(PieceValue(leaf: leaf, value: leaf.value(for: cell)))), type: type, range: range)
    }

    /// `stagger(step)` and `stagger(step, origin)`, `random(a, b)`: functions of a piece.
    mutating func checkPieceCall(_ function: PieceFunction, _ callee: Name, _ arguments: ExpressionTable.Elements,
                                 in call: Expr) -> TypedExpr {
        let range = call.range
        guard let scope = piece else {
            report(.outsidePieces(function.rawValue), at: call.callee(callee, in: syntax.names).range)
            return .error(range)
        }
        let cell = scope.cell
        if let (leaf, type) = pieceCalls.folded(at: range.start) {
            if scope.numbering, function == .random { pieceCalls.found.append(range.start) }
            return pieceValue(leaf, for: cell, type: type, at: range)
        }
        let readsPiece = arguments.contains { $0.mayReadPiece(in: syntax) }
        if function == .stagger {
            // The piece's delay: `step` times its index, or times its distance in cells from `origin`
            // (the view's unit coordinates) less the nearest piece's (`PieceCell.staggerSteps`).
            guard arguments.count == 1 || arguments.count == 2 else {
                report(.argumentCount("stagger", expected: "a step, and optionally a point to start from", found: arguments.count), at: range)
                return .error(range)
            }
            guard let step = constant(value(arguments[0], as: .time), what: "a stagger's step") else { return .error(range) }
            var start: Point?
            if arguments.count == 2 {
                let origin = value(arguments[1], as: .point)
                guard let point = foldedComponents(origin), point.count == 2 else {
                    if origin.type != .error, let dependency = ConstantFolding.dependency(origin, in: typedExpressions, names: syntax.names) {
                        report(.notConstant("a stagger's origin", dependsOn: dependency), at: origin.range)
                    }
                    return .error(range)
                }
                start = Point(x: point[0], y: point[1])
            }
            let leaf = PieceLeaf.stagger(step: step, origin: start)
            if !readsPiece { pieceCalls.keep(leaf, type: .time, at: range.start) }
            return pieceValue(leaf, for: cell, type: .time, at: range)
        }
        guard arguments.count == 2 else {
            report(.argumentCount("random", expected: "2 values (lowest, highest)", found: arguments.count), at: range)
            return .error(range)
        }
        if scope.numbering { pieceCalls.found.append(range.start) }
        let call = pieceCalls.randomNumber(at: range.start)
        // `a + (b - a) * u`, typed as `min(a, b)` is.
        let bounds = scalarCall(.min, arguments, described: "2 values (lowest, highest)", at: range)
        guard case .call(let typed, _) = bounds.kind, typed.count == 2 else { return bounds }
        let (low, high) = (typedExpressions[typed.id(at: 0)], typedExpressions[typed.id(at: 1)])
        if let lowest = foldedScalar(low), let highest = foldedScalar(high) {
            let leaf = PieceLeaf.random(low: lowest, high: highest, call: call)
            if !readsPiece { pieceCalls.keep(leaf, type: bounds.type, at: range.start) }
            return pieceValue(leaf, for: cell, type: bounds.type, at: range)
        }
        let u = pieceValue(.randomFraction(call: call), for: cell, type: .number, at: range)
        let span = TypedExpr(kind: .binary(typed.id(at: 1), typed.id(at: 0), .subtract), type: bounds.type, range: range)
        let spread = TypedExpr(kind: .binary(store(span), store(u), .multiply), type: bounds.type, range: range)
        let result = TypedExpr(kind: .binary(typed.id(at: 0), store(spread), .add), type: bounds.type, range: range)
        if let folded = foldedScalar(result) { return TypedExpr(kind: .constant(folded), type: bounds.type, range: range) }
        return result
    }
}
