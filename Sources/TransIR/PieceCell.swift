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
        func distance(_ cell: PieceCell) -> Double {
            let dx = Double(cell.column) + 0.5 - origin.x * Double(columns)
            let dy = Double(cell.row) + 0.5 - origin.y * Double(rows)
            return (dx * dx + dy * dy).squareRoot()
        }
        // The nearest cell's distance, the first of the least in grid order, found without building
        // the grid: the checker asks once for every piece of a block.
        var nearest: Double?
        for row in 0..<max(rows, 0) {
            for column in 0..<max(columns, 0) {
                let candidate = distance(PieceCell(row: row, column: column, rows: rows, columns: columns))
                if let least = nearest, !(candidate < least) { continue }
                nearest = candidate
            }
        }
        return distance(self) - (nearest ?? 0)
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
