import TransIR

/// Replaces every subexpression that reads nothing at run time by its value, so generated code
/// carries numbers instead of arithmetic the Swift type checker may give up on, and reads the
/// parts of values built in place (`rect(…).width`) directly.
///
/// Each step is the interpreter's (`ExpressionEvaluator` in TransRuntime) operation on the same
/// `Double`s in the same order, so the folded value is the interpreter's to the bit. That
/// evaluator is not public; when it is, `scalar(_:_:_:)` and `call(_:_:)` should call it.
enum ConstantSubexpressions {
    static func fold(_ expression: ValueExpression) -> ValueExpression {
        switch expression {
        case .scalar, .bool, .color, .input, .frame: return expression
        case .point(let x, let y): return .point(fold(x), fold(y))
        case .size(let width, let height): return .size(fold(width), fold(height))
        case .rect(let x, let y, let width, let height): return .rect(fold(x), fold(y), fold(width), fold(height))
        case .vector(let x, let y, let z): return .vector(fold(x), fold(y), fold(z))
        case .negate(let operand): return negate(fold(operand))
        case .binary(let op, let lhs, let rhs): return binary(op, fold(lhs), fold(rhs))
        case .member(let base, let member): return self.member(fold(base), member)
        case .call(let builtin, let arguments): return call(builtin, arguments.map(fold))
        }
    }

    static func negate(_ operand: ValueExpression) -> ValueExpression {
        switch operand {
        case .scalar(let value): .scalar(-value)
        case .point(let x, let y): .point(negate(x), negate(y))
        case .size(let width, let height): .size(negate(width), negate(height))
        case .vector(let x, let y, let z): .vector(negate(x), negate(y), negate(z))
        case .bool, .color, .input, .frame, .member, .call, .rect, .negate, .binary: .negate(operand)
        }
    }

    static func scalar(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Double {
        switch op {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        }
    }

    /// Component-wise where both sides are built in place, as the interpreter computes them;
    /// a scalar side is distributed only when it is a number, so nothing is evaluated twice.
    static func binary(_ op: BinaryOperator, _ lhs: ValueExpression, _ rhs: ValueExpression) -> ValueExpression {
        func both(_ a: ValueExpression, _ b: ValueExpression) -> ValueExpression { binary(op, a, b) }
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return .scalar(scalar(op, a, b))
        case (.point(let ax, let ay), .point(let bx, let by)): return .point(both(ax, bx), both(ay, by))
        case (.size(let aw, let ah), .size(let bw, let bh)): return .size(both(aw, bw), both(ah, bh))
        case (.vector(let ax, let ay, let az), .vector(let bx, let by, let bz)): return .vector(both(ax, bx), both(ay, by), both(az, bz))
        case (.point(let x, let y), .scalar): return .point(both(x, rhs), both(y, rhs))
        case (.size(let width, let height), .scalar): return .size(both(width, rhs), both(height, rhs))
        case (.vector(let x, let y, let z), .scalar): return .vector(both(x, rhs), both(y, rhs), both(z, rhs))
        case (.scalar, .point(let x, let y)): return .point(both(lhs, x), both(lhs, y))
        case (.scalar, .size(let width, let height)): return .size(both(lhs, width), both(lhs, height))
        case (.scalar, .vector(let x, let y, let z)): return .vector(both(lhs, x), both(lhs, y), both(lhs, z))
        default: return .binary(op, lhs, rhs)
        }
    }

    /// A member of a value built in place is one of its parts, or arithmetic on them as `Rect` defines it.
    static func member(_ base: ValueExpression, _ member: Member) -> ValueExpression {
        switch (base, member) {
        case (.point(let x, _), .x), (.vector(let x, _, _), .x): return x
        case (.point(_, let y), .y), (.vector(_, let y, _), .y): return y
        case (.vector(_, _, let z), .z): return z
        case (.size(let width, _), .width): return width
        case (.size(_, let height), .height): return height
        case (.rect(let x, let y, let width, let height), _):
            switch member {
            case .x, .minX: return x
            case .y, .minY: return y
            case .width: return width
            case .height: return height
            case .midX: return binary(.add, x, binary(.divide, width, .scalar(2)))
            case .maxX: return binary(.add, x, width)
            case .midY: return binary(.add, y, binary(.divide, height, .scalar(2)))
            case .maxY: return binary(.add, y, height)
            case .origin: return .point(x, y)
            case .size: return .size(width, height)
            case .center: return .point(binary(.add, x, binary(.divide, width, .scalar(2))), binary(.add, y, binary(.divide, height, .scalar(2))))
            case .frame: return base
            case .bounds: return .rect(.scalar(0), .scalar(0), width, height)
            case .z: return .scalar(0)
            }
        default: return .member(base, member)
        }
    }

    static func call(_ builtin: Builtin, _ arguments: [ValueExpression]) -> ValueExpression {
        let numbers = arguments.compactMap { argument -> Double? in
            if case .scalar(let value) = argument { return value }
            return nil
        }
        let constant = numbers.count == arguments.count
        switch builtin {
        case .min where constant: return .scalar(numbers.min() ?? 0)
        case .max where constant: return .scalar(numbers.max() ?? 0)
        case .abs where constant && numbers.count == 1: return .scalar(Swift.abs(numbers[0]))
        case .sqrt where constant && numbers.count == 1: return .scalar(numbers[0].squareRoot())
        case .hypot where constant: return .scalar(numbers.reduce(0) { $0 + $1 * $1 }.squareRoot())
        case .clamp where constant && numbers.count == 3: return .scalar(Swift.min(Swift.max(numbers[0], numbers[1]), numbers[2]))
        case .rgb where constant && (3...4).contains(numbers.count):
            return .color(RGBA(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count > 3 ? numbers[3] : 1))
        case .withAlpha:
            guard arguments.count == 2, case .color(var color) = arguments[0], case .scalar(let alpha) = arguments[1] else { break }
            color.alpha = alpha
            return .color(color)
        case .min, .max, .abs, .sqrt, .hypot, .clamp, .rgb, .farthestCorner, .rect, .roundedRect, .oval, .circle, .linear: break
        }
        return .call(builtin, arguments)
    }
}
