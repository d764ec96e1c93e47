import Foundation
import TransDiagnostics
import TransIR
import TransSyntax

extension Checker {
    /// Checks an expression where a value of `expected` type is required, reporting a mismatch.
    /// Always inlined: it only calls `check`, then `coerce`, and as a call of its own it was 0.5 % of the
    /// front end's instructions.
    @inline(__always)
    mutating func value(_ expr: Expr, as expected: ValueType) -> TypedExpr {
        coerce(check(expr, expecting: expected), from: expr, to: expected)
    }

    /// Accepts `typed` where `expected` is required, or reports why not.
    ///
    /// A bare number is a length in points (points are the only length unit); a time or an
    /// angle needs its unit, except a literal zero.
    @inline(__always)
    mutating func coerce(_ typed: TypedExpr, from expr: Expr, to expected: ValueType) -> TypedExpr {
        if typed.type == expected || typed.type == .error || expected == .error { return typed }
        return converted(typed, from: expr, to: expected)
    }

    /// `coerce` where the types differ (most often a bare number where a length is wanted): out of line,
    /// since its messages gave every call, the many that only compare the types among them, a frame that
    /// cost more than the comparison.
    @inline(never)
    private mutating func converted(_ typed: TypedExpr, from expr: Expr, to expected: ValueType) -> TypedExpr {
        switch (expected, typed.type) {
        case (.length, .number), (.rect, .view):
            return TypedExpr(kind: typed.kind, type: expected, range: typed.range)
        case (.time, .number), (.angle, .number):
            if let literal = bareLiteral(expr) {
                if literal == 0 { return TypedExpr(kind: typed.kind, type: expected, range: typed.range) }
                let text = formatNumber(literal)
                report(expected == .time ? .missingTimeUnit(text) : .missingAngleUnit(text), at: expr.range)
                return .error(typed.range)
            }
        default:
            break
        }
        report(.typeMismatch(expected: expected.described, found: typed.type.described), at: expr.range,
               notes: definitionNote(for: expr))
        return .error(typed.range)
    }

    /// The value of a number literal without a unit, possibly negated.
    func bareLiteral(_ expr: Expr) -> Double? {
        switch expr.kind {
        case .number(let literal) where literal.unit == nil && !literal.hasUnknownUnit: return literal.value
        case .negate(let operand): return bareLiteral(syntax.expressions[operand]).map { -$0 }
        default: return nil
        }
    }

    /// Infers an expression's type; `expected` only decides what a tuple is.
    mutating func check(_ expr: Expr, expecting expected: ValueType?) -> TypedExpr {
        switch expr.kind {
        case .error:
            return .error(expr.range)
        case .number(let literal):
            return checkNumber(literal, at: expr.range)
        case .color(let packed):
            return TypedExpr(kind: .color(typedExpressions.add(RGBA(packed: packed))), type: .color, range: expr.range)
        case .name(let name):
            return checkName(name, at: expr.range)
        case .member(let baseSyntax, let name):
            let base = check(syntax.expressions[baseSyntax], expecting: nil)
            if base.type == .error { return .error(expr.range) }
            guard let resolved = memberNames.word(name, in: syntax.names),
                  let type = resolved.type(on: base.type) else {
                let text = spelling(name)
                let suggestion = SpellingSuggestion.note(for: text, among: Member.names(on: base.type))
                report(.unknownMember(text, of: base.type.described), at: expr.member(name, in: syntax.names).range,
                       notes: [suggestion].compactMap { $0 } + Self.subtractionHint(text))
                return .error(expr.range)
            }
            return TypedExpr(kind: .member(store(base), resolved), type: type, range: expr.range)
        case .call(let name, let arguments):
            return checkCall(name, syntax.expressions[arguments], in: expr)
        case .tuple(let elements):
            return checkTuple(syntax.expressions[elements], expecting: expected, at: expr.range)
        case .list(let items):
            // Each item a transform function (or a list, whose functions it adds in place).
            let syntax = syntax.expressions[items]
            let typed = storeTyped(count: syntax.count) { checker, index in checker.value(syntax[index], as: .transforms) }
            if containsError(typed) { return .error(expr.range) }
            return TypedExpr(kind: .call(typed, .transformList), type: .transforms, range: expr.range)
        case .negate(let operandID):
            let operandSyntax = syntax.expressions[operandID]
            let operand = check(operandSyntax, expecting: expected)
            switch operand.type {
            case .scalar, .point, .size, .vector, .error:
                return TypedExpr(kind: .negate(store(operand)), type: operand.type, range: expr.range)
            default:
                report(.typeMismatch(expected: "a number or a point", found: operand.type.described), at: operandSyntax.range)
                return .error(expr.range)
            }
        case .binary(let op, let lhsSyntax, let rhsSyntax):
            let lhs = check(syntax.expressions[lhsSyntax], expecting: expected)
            let rhs = check(syntax.expressions[rhsSyntax], expecting: op == .add || op == .subtract ? expected : nil)
            return checkBinary(op, lhs, rhs, at: expr.range)
        }
    }

    /// A literal in canonical units: seconds, radians, points, fractions.
    func checkNumber(_ literal: NumberLiteral, at range: SourceRange) -> TypedExpr {
        if literal.hasUnknownUnit { return .error(range) }
        let (value, type): (Double, ValueType)
        switch literal.unit {
        case nil: (value, type) = (literal.value, .number)
        case .percent: (value, type) = (literal.value / 100, .number)
        case .seconds: (value, type) = (literal.value, .time)
        case .milliseconds: (value, type) = (literal.value / 1000, .time)
        case .degrees: (value, type) = (literal.value * .pi / 180, .angle)
        case .radians: (value, type) = (literal.value, .angle)
        case .turns: (value, type) = (literal.value * 2 * .pi, .angle)
        case .points: (value, type) = (literal.value, .length)
        case .pointsPerSecond: (value, type) = (literal.value, .velocity)
        }
        return TypedExpr(kind: .constant(value), type: type, range: range)
    }

    mutating func checkName(_ name: Name, at range: SourceRange) -> TypedExpr {
        let fixed = fixedMeanings.word(name, in: syntax.names)
        switch fixed {
        case .view(let view)?: return TypedExpr(kind: .view(view), type: .view, range: range)
        case .bool(let value)?: return TypedExpr(kind: .bool(value), type: .bool, range: range)
        case .pieceNumber(let number)?:
            // Inside a pieces block its words name the piece's numbers, whatever else they name.
            if piece != nil { return checkPieceNumber(number, at: range) }
        case .pieceFunction?, .color?, nil:
            break
        }
        if let named = checkValueName(name, at: range) { return named }
        // Inputs first: an input that tried to take a color's name was reported and has the
        // error type, so its uses stay quiet.
        if let input = inputs[name] {
            usedInputs.insert(name)
            guard let type = input.type else { return .error(range) }
            if type == .view { return TypedExpr(kind: .view(.input(name)), type: .view, range: range) }
            return TypedExpr(kind: .input(name), type: Self.valueType(of: type), range: range)
        }
        switch fixed {
        case .color(let color)?: return TypedExpr(kind: .color(typedExpressions.add(color.rgba)), type: .color, range: range)
        case .pieceNumber(let number)?: return checkPieceNumber(number, at: range)
        case .view?, .bool?, .pieceFunction?, nil: break
        }
        let text = spelling(name)
        var notes: [Note] = []
        let candidates = Actor.builtIns.map(\.description) + ["true", "false"] + namedColorNames + inputs.keys.map(spelling).sorted()
            + values.keys.map(spelling).sorted()
        if let suggestion = SpellingSuggestion.note(for: text, among: candidates) { notes.append(suggestion) }
        notes += Self.subtractionHint(text)
        report(.unknownName(text), at: range, notes: notes)
        return .error(range)
    }

    /// For `a-b` read as one name: names may contain '-', so subtraction needs spaces.
    static func subtractionHint(_ name: String) -> [Note] {
        guard name.contains("-") else { return [] }
        return [Note("names may contain '-'; to subtract, put spaces around it: '\(name.replacingOccurrences(of: "-", with: " - "))'")]
    }

    /// The type of an input's value.
    static func valueType(of type: InputType) -> ValueType {
        switch type {
        case .view: .view
        case .rect: .rect
        case .point: .point
        case .size: .size
        case .length: .length
        case .number: .number
        case .angle: .angle
        case .time: .time
        case .color: .color
        }
    }

    /// `(x, y)` is a point (or a size where one is expected), `(x, y, z)` a vector,
    /// `(x, y, w, h)` a rect; elements are lengths, or numbers in a vector.
    mutating func checkTuple(_ elements: ExpressionTable.Elements, expecting expected: ValueType?, at range: SourceRange) -> TypedExpr {
        let type: ValueType
        switch (elements.count, expected) {
        case (2, .size?): type = .size
        case (2, _): type = .point
        case (3, _): type = .vector
        case (4, _): type = .rect
        default:
            report(.typeMismatch(expected: expected?.described ?? "a point, a size, a 3D vector or a rect",
                                 found: "\(elements.count) values in parentheses"), at: range)
            return .error(range)
        }
        let elementType: ValueType = type == .vector ? .number : .length
        let typed = storeTyped(count: elements.count) { checker, index in checker.value(elements[index], as: elementType) }
        return TypedExpr(kind: .tuple(typed), type: type, range: range)
    }

    mutating func checkBinary(_ op: BinaryOperator, _ lhs: TypedExpr, _ rhs: TypedExpr, at range: SourceRange) -> TypedExpr {
        if lhs.type == .error || rhs.type == .error { return .error(range) }
        let verb: String
        switch op {
        case .add: verb = "add"
        case .subtract: verb = "subtract"
        case .multiply: verb = "multiply"
        case .divide: verb = "divide"
        }
        var type: ValueType?
        switch (op, lhs.type, rhs.type) {
        case (.add, .scalar(let a), .scalar(let b)), (.subtract, .scalar(let a), .scalar(let b)):
            if a == b { type = .scalar(a) }
            // A bare number next to a length is a length in points.
            else if (a, b) == (.none, .length) || (a, b) == (.length, .none) { type = .length }
        case (.add, let a, let b), (.subtract, let a, let b):
            if a == b && [.point, .size, .vector].contains(a) { type = a }
        case (.multiply, .scalar(let a), .scalar(let b)):
            guard let product = a * b else { return unitOutOfRange(verb, lhs, rhs, at: range) }
            type = .scalar(product)
        case (.multiply, .point, .number), (.multiply, .size, .number), (.multiply, .vector, .number),
             (.divide, .point, .number), (.divide, .size, .number), (.divide, .vector, .number):
            type = lhs.type
        case (.multiply, .number, .point), (.multiply, .number, .size), (.multiply, .number, .vector):
            type = rhs.type
        case (.divide, .scalar(let a), .scalar(let b)):
            if let divisor = foldedScalar(rhs), divisor == 0 {
                report(.divisionByZero, at: rhs.range)
                return .error(range)
            }
            guard let quotient = a / b else { return unitOutOfRange(verb, lhs, rhs, at: range) }
            type = .scalar(quotient)
        default:
            break
        }
        guard let type else {
            report(.unitMismatch(verb, lhs.type.described, rhs.type.described), at: range)
            return .error(range)
        }
        return TypedExpr(kind: .binary(store(lhs), store(rhs), op), type: type, range: range)
    }

    /// Reports a product or quotient whose unit is past `Dimension.maxExponent`.
    private mutating func unitOutOfRange(_ verb: String, _ lhs: TypedExpr, _ rhs: TypedExpr, at range: SourceRange) -> TypedExpr {
        report(.unitOutOfRange(verb, lhs.type.described, rhs.type.described, limit: Dimension.maxExponent), at: range)
        return .error(range)
    }
}
