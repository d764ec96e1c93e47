import TransCorpus
import TransIR
import XCTest

final class StaggerStepsTests: XCTestCase {
    /// A piece's stagger steps against the grid's nearest cell found by scanning every cell, as the
    /// definition says: the same number to the bit, for grids of every shape up to 9 × 9 and origins
    /// inside, outside, on the cells' edges and centres, and not finite.
    func testTheNearestCellIsTheOneAScanOfTheGridFinds() {
        func scanned(_ cell: PieceCell, _ origin: Point) -> Double {
            func distance(_ row: Int, _ column: Int) -> Double {
                let dx = Double(column) + 0.5 - origin.x * Double(cell.columns)
                let dy = Double(row) + 0.5 - origin.y * Double(cell.rows)
                return (dx * dx + dy * dy).squareRoot()
            }
            var nearest: Double?
            for row in 0..<cell.rows {
                for column in 0..<cell.columns where nearest.map({ distance(row, column) < $0 }) ?? true {
                    nearest = distance(row, column)
                }
            }
            return distance(cell.row, cell.column) - (nearest ?? 0)
        }
        var generator = SeededRandom(seed: 0x57A6)
        var fractions: [Double] = [0, 1, 0.5, -0.25, 1.75, 1e-17, 1 - 1e-16, 1e300, -1e300, .infinity, -.infinity, .nan]
        for rows in 1...9 { for step in 0...(2 * rows) { fractions.append(Double(step) / Double(2 * rows)) } }
        for _ in 0..<200 { fractions.append(Double.random(in: -0.5...1.5, using: &generator)) }
        for rows in 1...9 {
            for columns in 1...9 {
                for _ in 0..<40 {
                    let origin = Point(x: fractions.randomElement(using: &generator)!, y: fractions.randomElement(using: &generator)!)
                    let cell = PieceCell(row: Int.random(in: 0..<rows, using: &generator), column: Int.random(in: 0..<columns, using: &generator),
                                         rows: rows, columns: columns)
                    let expected = scanned(cell, origin)
                    let steps = cell.staggerSteps(from: origin)
                    XCTAssertTrue(steps.bitPattern == expected.bitPattern || (steps.isNaN && expected.isNaN),
                                  "\(cell) from \(origin) (seed 0x57A6): \(steps), a scan gives \(expected)")
                }
            }
        }
    }
}
