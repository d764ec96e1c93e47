import Foundation
import TransIR
import TransSyntax

/// Evaluates expressions that use no run-time data, for range checks and timing.
enum ConstantFolding {
    /// The value of a constant scalar expression, or nil if it reads an input or a view.
    static func scalar(_ expr: TypedExpr) -> Double? {
        switch expr.kind {
        case .constant(let value): return value
        case .negate(let operand): return scalar(operand).map { -$0 }
        case .binary(let op, let lhs, let rhs):
            guard let a = scalar(lhs), let b = scalar(rhs) else { return nil }
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return a / b
            }
        case .call(let builtin, let arguments):
            let values = arguments.compactMap(scalar)
            guard values.count == arguments.count, let first = values.first else { return nil }
            switch builtin {
            case .min: return values.min()
            case .max: return values.max()
            case .abs: return Swift.abs(first)
            case .sqrt: return first.squareRoot()
            case .hypot: return values.reduce(0) { $0 + $1 * $1 }.squareRoot()
            case .clamp: return values.count == 3 ? Swift.min(Swift.max(values[0], values[1]), values[2]) : nil
            default: return nil
            }
        case .member(let base, let member):
            guard case .tuple(let elements) = base.kind else { return nil }
            let index: Int? = switch (base.type, member) {
            case (.point, .x), (.vector, .x), (.size, .width): 0
            case (.point, .y), (.vector, .y), (.size, .height): 1
            case (.vector, .z): 2
            case (.rect, .x), (.rect, .minX): 0
            case (.rect, .y), (.rect, .minY): 1
            case (.rect, .width): 2
            case (.rect, .height): 3
            default: nil
            }
            return index.flatMap { $0 < elements.count ? scalar(elements[$0]) : nil }
        case .bool, .color, .input, .actor, .tuple, .error: return nil
        }
    }

    /// The components of a constant tuple (point, size, rect, vector).
    static func components(_ expr: TypedExpr) -> [Double]? {
        guard case .tuple(let elements) = expr.kind else { return nil }
        let values = elements.compactMap(scalar)
        return values.count == elements.count ? values : nil
    }

    /// The first input or view an expression reads, for "must be constant" messages.
    static func dependency(_ expr: TypedExpr) -> String? {
        switch expr.kind {
        case .input(let name): return name
        case .actor(let actor): return actor.description
        case .negate(let operand): return dependency(operand)
        case .binary(_, let lhs, let rhs): return dependency(lhs) ?? dependency(rhs)
        case .member(let base, _): return dependency(base)
        case .call(_, let arguments), .tuple(let arguments): return arguments.lazy.compactMap(dependency).first
        case .constant, .bool, .color, .error: return nil
        }
    }
}
