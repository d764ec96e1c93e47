import TransIR

/// A piece's number or function, as a `.piece` checked expression holds it: what it computes for any
/// piece of its block, and the value it gave the piece it was checked for.
public struct PieceValue: Sendable {
    /// What it computes.
    public let leaf: PieceLeaf
    /// Its value for the piece checked.
    public let value: Double
}

/// What a piece's number or function computes, for any piece of its block. The pieces of a block
/// whose checked values differ only there share one piece's keyframes and expressions
/// (`Checker.checkPieceItems`), and lowering computes each piece's value here again.
public enum PieceLeaf: Sendable {
    /// `row`, `column`, `index`, `count`, `rows` or `columns`.
    case number(PieceNumber)
    /// `stagger(step)` or `stagger(step, origin)`: `step` seconds times the piece's steps, its index,
    /// or its distance in cells from `origin` (the view's unit coordinates) less the nearest piece's.
    case stagger(step: Double, origin: Point?)
    /// `random(low, high)` with constant bounds: `low + (high - low) * u`, `u` the call's fixed
    /// fraction for the piece (`PieceRandom`).
    case random(low: Double, high: Double, call: Int)
    /// The fraction `u` alone, of a `random(low, high)` whose bounds read what only the app knows.
    case randomFraction(call: Int)

    /// Its value for a piece.
    public func value(for cell: PieceCell) -> Double {
        switch self {
        case .number(let number):
            switch number {
            case .row: Double(cell.row)
            case .column: Double(cell.column)
            case .index: Double(cell.index)
            case .count: Double(cell.count)
            case .rows: Double(cell.rows)
            case .columns: Double(cell.columns)
            }
        case .stagger(let step, let origin):
            step * (origin.map { cell.staggerSteps(from: $0) } ?? Double(cell.index))
        case .random(let low, let high, let call):
            Self.randomValue(low: low, high: high, fraction: PieceRandom.fraction(piece: cell.index, call: call))
        case .randomFraction(let call):
            PieceRandom.fraction(piece: cell.index, call: call)
        }
    }

    /// `low + (high - low) * fraction`, folded as `ConstantFolding` folds that expression.
    static func randomValue(low: Double, high: Double, fraction: Double) -> Double {
        let span = Value.combining(.scalar(high), .subtract, .scalar(low))
        // Numbers combine into a number: the nil of another kind cannot arise here.
        return Value.combining(.scalar(low), .add, Value.combining(span, .multiply, .scalar(fraction))).scalar ?? .nan
    }

    /// Whether the two compute the same for every piece: their numbers compared bit for bit, since
    /// `-0` prints otherwise than `0` in what is generated.
    func isIdentical(to other: PieceLeaf) -> Bool {
        func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
        switch (self, other) {
        case (.number(let a), .number(let b)): return a == b
        case (.stagger(let a, let p), .stagger(let b, let q)):
            return same(a, b) && p.map { p in q.map { same(p.x, $0.x) && same(p.y, $0.y) } ?? false } ?? (q == nil)
        case (.random(let a, let b, let m), .random(let c, let d, let n)): return same(a, c) && same(b, d) && m == n
        case (.randomFraction(let m), .randomFraction(let n)): return m == n
        case (.number, _), (.stagger, _), (.random, _), (.randomFraction, _): return false
        }
    }
}
