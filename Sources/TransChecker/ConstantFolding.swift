import Foundation
import TransIR
import TransSyntax

/// Evaluates expressions that use no run-time data, for range checks and timing, with the
/// operations every engine uses (`Value.combining`, `Value.member`, `Builtin.apply`).
/// Each function counts in `piecesRead` the pieces' numbers it reads (`.piece` expressions): the
/// only way a check sees which piece it is checking, so an item of a pieces block whose check read
/// none checks alike for every piece (`Checker.checkPieceItems`).
enum ConstantFolding {
    /// The value of a constant expression, or nil if it reads an input, a view or the container.
    static func value(_ expr: TypedExpr, in table: TypedExpressionTable, piecesRead: inout Int) -> Value? {
        func value(_ id: TypedExprID) -> Value? { Self.value(table[id], in: table, piecesRead: &piecesRead) }
        switch expr.kind {
        case .constant(let value): return .scalar(value)
        case .piece(let piece):
            piecesRead += 1
            return .scalar(table[piece].value)
        case .bool(let value): return .bool(value)
        case .color(let color): return .color(table[color])
        case .input, .view, .error: return nil
        case .negate(let operand): return value(operand)?.negated
        case .named(_, let named): return value(named)
        case .binary(let lhs, let rhs, let op):
            guard let a = value(lhs), let b = value(rhs) else { return nil }
            return Value.combining(a, op, b)
        case .call(let arguments, let builtin):
            var values: [Value] = []
            for argument in table[arguments] {
                guard let argumentValue = Self.value(argument, in: table, piecesRead: &piecesRead) else { return nil }
                values.append(argumentValue)
            }
            return builtin.apply(to: values, container: nil)
        case .member(let base, let member): return value(base)?.member(member)
        case .tuple:
            guard let scalars = components(expr, in: table, piecesRead: &piecesRead) else { return nil }
            switch (expr.type, scalars.count) {
            case (.size, 2): return .size(Size(width: scalars[0], height: scalars[1]))
            case (.vector, 3): return .vector(Vector3(x: scalars[0], y: scalars[1], z: scalars[2]))
            case (.rect, 4): return .rect(Rect(x: scalars[0], y: scalars[1], width: scalars[2], height: scalars[3]))
            case (.point, 2): return .point(Point(x: scalars[0], y: scalars[1]))
            default: return nil
            }
        }
    }

    /// The value of a constant scalar expression, or nil if it reads an input or a view.
    static func scalar(_ expr: TypedExpr, in table: TypedExpressionTable, piecesRead: inout Int) -> Double? {
        value(expr, in: table, piecesRead: &piecesRead)?.scalar
    }

    /// The components of a constant tuple (point, size, rect, vector), held in place: an array of them
    /// was an allocation for every tuple a range check or a timing folds.
    static func components(_ expr: TypedExpr, in table: TypedExpressionTable, piecesRead: inout Int) -> TupleComponents? {
        guard case .tuple(let elements) = expr.kind, elements.count <= TupleComponents.capacity else { return nil }
        var components = TupleComponents()
        for element in table[elements] {
            guard let scalar = scalar(element, in: table, piecesRead: &piecesRead) else { return nil }
            components.append(scalar)
        }
        return components
    }

    /// The first input or view an expression reads, for "must be constant" messages.
    static func dependency(_ expr: TypedExpr, in table: TypedExpressionTable, names: NameTable) -> String? {
        func dependency(_ id: TypedExprID) -> String? { Self.dependency(table[id], in: table, names: names) }
        switch expr.kind {
        case .input(let name): return names[name]
        case .view(let view): return view.actor(in: names).description
        case .negate(let operand), .named(_, let operand): return dependency(operand)
        case .binary(let lhs, let rhs, _): return dependency(lhs) ?? dependency(rhs)
        case .member(let base, _): return dependency(base)
        case .call(let arguments, _), .tuple(let arguments):
            return table[arguments].lazy.compactMap { Self.dependency($0, in: table, names: names) }.first
        case .constant, .piece, .bool, .color, .error: return nil
        }
    }
}

extension Checker {
    /// `ConstantFolding.value`, counting the pieces' numbers it reads in `piecesRead`.
    mutating func folded(_ expr: TypedExpr) -> Value? { ConstantFolding.value(expr, in: typedExpressions, piecesRead: &piecesRead) }

    /// `ConstantFolding.scalar`, counting the pieces' numbers it reads in `piecesRead`.
    mutating func foldedScalar(_ expr: TypedExpr) -> Double? {
        ConstantFolding.scalar(expr, in: typedExpressions, piecesRead: &piecesRead)
    }

    /// `ConstantFolding.components`, counting the pieces' numbers it reads in `piecesRead`.
    mutating func foldedComponents(_ expr: TypedExpr) -> TupleComponents? {
        ConstantFolding.components(expr, in: typedExpressions, piecesRead: &piecesRead)
    }
}
