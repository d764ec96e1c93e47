/// One piece of a view cut into a grid (`animate pieces(from, rows 6, columns 4) { … }`): the cell
/// at `row`, `column` of `rows` × `columns` equal cells, numbered row by row from the top left.
/// Every engine takes the piece's frame and the part of the picture it shows from here.
public struct PieceCell: Hashable, Sendable {
    /// The cell's row, from the top, 0-based.
    public var row: Int
    /// The cell's column, from the left, 0-based.
    public var column: Int
    /// The grid's rows.
    public var rows: Int
    /// The grid's columns.
    public var columns: Int

    /// Makes a cell.
    public init(row: Int, column: Int, rows: Int, columns: Int) {
        (self.row, self.column, self.rows, self.columns) = (row, column, rows, columns)
    }

    /// Its number, row by row: `row * columns + column`.
    public var index: Int { row * columns + column }

    /// The number of cells in the grid.
    public var count: Int { rows * columns }

    /// The part of the view the cell covers, in the view's unit coordinates (as `CALayer.contentsRect`).
    public var unitRect: Rect {
        Rect(x: Double(column) / Double(columns), y: Double(row) / Double(rows),
             width: 1 / Double(columns), height: 1 / Double(rows))
    }

    /// The cell of a view whose frame is `frame`: the frame's part `unitRect`, in the same coordinates.
    public func frame(in frame: Rect) -> Rect {
        let unit = unitRect
        return Rect(x: frame.minX + unit.minX * frame.size.width, y: frame.minY + unit.minY * frame.size.height,
                    width: unit.size.width * frame.size.width, height: unit.size.height * frame.size.height)
    }

    /// How many steps of a stagger from `origin` (a point in the view's unit coordinates) this cell
    /// waits: the distance from `origin` to the cell's centre, counted in cells, less that of the
    /// grid's nearest cell, so the nearest starts at once and one cell further on waits one step.
    public func staggerSteps(from origin: Point) -> Double {
        let (across, down) = (origin.x * Double(columns), origin.y * Double(rows))
        func distance(row: Int, column: Int) -> Double {
            let dx = Double(column) + 0.5 - across
            let dy = Double(row) + 0.5 - down
            return (dx * dx + dy * dy).squareRoot()
        }
        guard rows > 0, columns > 0 else { return distance(row: row, column: column) }
        // A cell's distance grows with its column's offset and its row's, each alone, so the nearest
        // cell's is that of the nearest column and the nearest row, each found in constant time: the
        // checker asks once for every piece of a block, and a scan of the grid made that quadratic.
        let nearest = distance(row: Self.nearest(to: down, among: rows), column: Self.nearest(to: across, among: columns))
        return distance(row: row, column: column) - nearest
    }

    /// The index `i` of `0..<count` whose centre, `i + 0.5`, is nearest `position` (the first of two as
    /// near), by the same arithmetic as `staggerSteps`: the neighbours of the rounded guess are compared
    /// too, so that its rounding cannot miss the nearest.
    private static func nearest(to position: Double, among count: Int) -> Int {
        let guess = position - 0.5
        // NaN (`guess > 0` is false) and the infinities clamp to an end; every cell is then as far.
        guard guess.isFinite else { return guess > 0 ? count - 1 : 0 }
        let middle = Int(min(max(guess.rounded(), 0), Double(count - 1)))
        var best = max(middle - 1, 0)
        for index in best...min(middle + 1, count - 1) where abs(Double(index) + 0.5 - position) < abs(Double(best) + 0.5 - position) {
            best = index
        }
        return best
    }

    /// Every cell of a grid, row by row.
    public static func grid(rows: Int, columns: Int) -> [PieceCell] {
        var cells: [PieceCell] = []
        cells.reserveCapacity(max(rows, 0) * max(columns, 0))
        for row in 0..<max(rows, 0) {
            for column in 0..<max(columns, 0) { cells.append(PieceCell(row: row, column: column, rows: rows, columns: columns)) }
        }
        return cells
    }
}
