/// What the language's operators, members and built-ins compute. This is the one definition:
/// the interpreter evaluates IR expressions with it, the checker folds constants with it, and
/// the generators fold constant sub-expressions with it before printing, so every engine
/// agrees on, say, a rect's `width` being its raw (possibly negative) width.

extension Value {
    /// `-value`: component-wise on geometry; other kinds are left as they are (the checker
    /// rejects negating them).
    public var negated: Value {
        switch self {
        case .scalar(let value): .scalar(-value)
        case .point(let p): .point(Point(x: -p.x, y: -p.y))
        case .size(let s): .size(Size(width: -s.width, height: -s.height))
        case .vector(let v): .vector(Vector3(x: -v.x, y: -v.y, z: -v.z))
        case .bool, .rect, .color, .gradient, .shape, .transforms: self
        }
    }

    /// `lhs op rhs`: scalars as numbers; points, sizes and vectors component-wise with each
    /// other or with a scalar on either side. Any other pairing (which the checker rejects)
    /// gives `lhs`.
    public static func combining(_ lhs: Value, _ op: BinaryOperator, _ rhs: Value) -> Value {
        func apply(_ a: Double, _ b: Double) -> Double {
            switch op {
            case .add: a + b
            case .subtract: a - b
            case .multiply: a * b
            case .divide: a / b
            }
        }
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)): return .scalar(apply(a, b))
        case let (.point(a), .point(b)): return .point(Point(x: apply(a.x, b.x), y: apply(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(Size(width: apply(a.width, b.width), height: apply(a.height, b.height)))
        case let (.vector(a), .vector(b)): return .vector(Vector3(x: apply(a.x, b.x), y: apply(a.y, b.y), z: apply(a.z, b.z)))
        case let (.point(a), .scalar(b)): return .point(Point(x: apply(a.x, b), y: apply(a.y, b)))
        case let (.size(a), .scalar(b)): return .size(Size(width: apply(a.width, b), height: apply(a.height, b)))
        case let (.vector(a), .scalar(b)): return .vector(Vector3(x: apply(a.x, b), y: apply(a.y, b), z: apply(a.z, b)))
        case let (.scalar(a), .point(b)): return .point(Point(x: apply(a, b.x), y: apply(a, b.y)))
        case let (.scalar(a), .size(b)): return .size(Size(width: apply(a, b.width), height: apply(a, b.height)))
        case let (.scalar(a), .vector(b)): return .vector(Vector3(x: apply(a, b.x), y: apply(a, b.y), z: apply(a, b.z)))
        default: return lhs
        }
    }

    /// `value.member`. A rect's members are read from its origin and size as written, not
    /// standardized: `rect(10, 0, -20, 5).width` is −20 and its `maxX` is −10. A member the
    /// value does not have (which the checker rejects) gives 0.
    public func member(_ member: Member) -> Value {
        switch (self, member) {
        case (.point(let p), .x): return .scalar(p.x)
        case (.point(let p), .y): return .scalar(p.y)
        case (.size(let s), .width): return .scalar(s.width)
        case (.size(let s), .height): return .scalar(s.height)
        case (.vector(let v), .x): return .scalar(v.x)
        case (.vector(let v), .y): return .scalar(v.y)
        case (.vector(let v), .z): return .scalar(v.z)
        case (.rect(let r), _):
            switch member {
            case .x, .minX: return .scalar(r.minX)
            case .y, .minY: return .scalar(r.minY)
            case .width: return .scalar(r.size.width)
            case .height: return .scalar(r.size.height)
            case .midX: return .scalar(r.midX)
            case .maxX: return .scalar(r.maxX)
            case .midY: return .scalar(r.midY)
            case .maxY: return .scalar(r.maxY)
            case .origin: return .point(r.origin)
            case .size: return .size(r.size)
            case .center: return .point(r.center)
            case .frame: return .rect(r)
            case .bounds: return .rect(Rect(x: 0, y: 0, width: r.size.width, height: r.size.height))
            case .z: return .scalar(0)
            }
        default: return .scalar(0)
        }
    }

    /// The number, if the value is one.
    public var scalar: Double? {
        if case .scalar(let number) = self { return number }
        return nil
    }
}

extension Builtin {
    /// Whether the result depends on the container's size, so it is known only when a
    /// transition starts.
    public var readsContainer: Bool {
        switch self {
        case .farthestCorner: true
        case .min, .max, .abs, .sqrt, .hypot, .clamp, .rect, .roundedRect, .oval, .circle, .rgb, .linear, .withAlpha,
             .translate, .translateX, .translateY, .translateZ, .scale, .scaleX, .scaleY, .rotate, .rotateX, .rotateY, .rotateZ,
             .transformList:
            false
        }
    }

    /// The built-in applied to checked arguments. `container` is the container's size, needed
    /// only where `readsContainer`; without it such a call gives nil.
    public func apply(to arguments: [Value], container: Size?) -> Value? {
        let scalars = arguments.map { $0.scalar ?? 0 }
        func rect(_ index: Int) -> Rect {
            if index < arguments.count, case .rect(let r) = arguments[index] { return r }
            return Rect(x: 0, y: 0, width: 0, height: 0)
        }
        func point(_ index: Int) -> Point {
            if index < arguments.count, case .point(let p) = arguments[index] { return p }
            return .zero
        }
        func number(_ index: Int) -> Double { index < scalars.count ? scalars[index] : 0 }
        switch self {
        case .min: return .scalar(scalars.min() ?? 0)
        case .max: return .scalar(scalars.max() ?? 0)
        case .abs: return .scalar(Swift.abs(number(0)))
        case .sqrt: return .scalar(number(0).squareRoot())
        case .hypot: return .scalar(scalars.reduce(0) { $0 + $1 * $1 }.squareRoot())
        case .clamp: return .scalar(Swift.min(Swift.max(number(0), number(1)), number(2)))
        case .farthestCorner:
            guard let container else { return nil }
            let p = point(0)
            let dx = Swift.max(p.x, container.width - p.x)
            let dy = Swift.max(p.y, container.height - p.y)
            return .scalar((dx * dx + dy * dy).squareRoot())
        case .rect: return .shape(.rectangle(rect(0)))
        case .roundedRect: return .shape(.roundedRectangle(rect(0), radius: number(1)))
        case .oval: return .shape(.oval(rect(0)))
        case .circle: return .shape(.circle(center: point(0), radius: number(1)))
        case .rgb: return .color(RGBA(red: number(0), green: number(1), blue: number(2), alpha: scalars.count > 3 ? scalars[3] : 1))
        case .linear:
            return .gradient(arguments.compactMap { value -> RGBA? in
                if case .color(let color) = value { return color }
                return nil
            })
        case .withAlpha:
            guard let first = arguments.first, case .color(var color) = first else { return arguments.first ?? .scalar(0) }
            color.alpha = number(1)
            return .color(color)
        case .translate, .translateX, .translateY, .translateZ, .scale, .scaleX, .scaleY, .rotate, .rotateX, .rotateY, .rotateZ:
            return transformFunction(scalars).map { .transforms(TransformList([$0])) }
        case .transformList:
            // Each item is a list (a function is a list of one): their functions, in order.
            return .transforms(TransformList(arguments.flatMap { item -> [TransformFunction] in
                if case .transforms(let list) = item { return list.functions }
                return []
            }))
        }
    }
}

/// Where an expression reads what is known only when a transition starts.
public protocol ExpressionContext {
    /// An input's value, or nil if it is not known here.
    func inputValue(_ name: String) -> Value?
    /// A view's frame in container coordinates, or nil if it is not known here.
    func actorFrame(_ actor: Actor) -> Rect?
    /// The container's size, or nil if it is not known here.
    var containerSize: Size? { get }
}

/// The context of constant folding: nothing is known.
public struct NoContext: ExpressionContext {
    public init() {}
    public func inputValue(_ name: String) -> Value? { nil }
    public func actorFrame(_ actor: Actor) -> Rect? { nil }
    public var containerSize: Size? { nil }
}

extension ValueExpression {
    /// The expression's value, or nil if it reads something the context does not know.
    public func value(in context: some ExpressionContext) -> Value? {
        func scalar(_ expression: ValueExpression) -> Double? { expression.value(in: context)?.scalar }
        switch self {
        case .scalar(let value): return .scalar(value)
        case .bool(let value): return .bool(value)
        case .color(let color): return .color(color)
        case .input(let name): return context.inputValue(name)
        case .frame(let actor): return context.actorFrame(actor).map(Value.rect)
        case .member(let base, let member): return base.value(in: context)?.member(member)
        case .call(let builtin, let arguments):
            var values: [Value] = []
            values.reserveCapacity(arguments.count)
            for argument in arguments {
                guard let value = argument.value(in: context) else { return nil }
                values.append(value)
            }
            return builtin.apply(to: values, container: context.containerSize)
        case .point(let x, let y):
            guard let x = scalar(x), let y = scalar(y) else { return nil }
            return .point(Point(x: x, y: y))
        case .size(let width, let height):
            guard let width = scalar(width), let height = scalar(height) else { return nil }
            return .size(Size(width: width, height: height))
        case .rect(let x, let y, let width, let height):
            guard let x = scalar(x), let y = scalar(y), let width = scalar(width), let height = scalar(height) else { return nil }
            return .rect(Rect(x: x, y: y, width: width, height: height))
        case .vector(let x, let y, let z):
            guard let x = scalar(x), let y = scalar(y), let z = scalar(z) else { return nil }
            return .vector(Vector3(x: x, y: y, z: z))
        case .negate(let operand): return operand.value(in: context)?.negated
        case .binary(let op, let lhs, let rhs):
            guard let a = lhs.value(in: context), let b = rhs.value(in: context) else { return nil }
            return Value.combining(a, op, b)
        }
    }

    /// The value if the expression reads no input, view or container: a constant.
    public var constantValue: Value? { value(in: NoContext()) }

    /// The same expression with every constant sub-expression that a literal can state
    /// (numbers, booleans, colours, points, sizes, rects, vectors) replaced by that literal,
    /// so that generated code never spells out arithmetic on constants.
    public var folded: ValueExpression {
        if let value = constantValue, let literal = ValueExpression(literal: value) { return literal }
        switch self {
        case .scalar, .bool, .color, .input, .frame: return self
        case .member(let base, let member): return .member(base.folded, member)
        case .call(let builtin, let arguments): return .call(builtin, arguments.map(\.folded))
        case .point(let x, let y): return .point(x.folded, y.folded)
        case .size(let width, let height): return .size(width.folded, height.folded)
        case .rect(let x, let y, let width, let height): return .rect(x.folded, y.folded, width.folded, height.folded)
        case .vector(let x, let y, let z): return .vector(x.folded, y.folded, z.folded)
        case .negate(let operand): return .negate(operand.folded)
        case .binary(let op, let lhs, let rhs): return .binary(op, lhs.folded, rhs.folded)
        }
    }

    /// The literal stating a value, where there is one (gradients and shapes have none).
    public init?(literal value: Value) {
        switch value {
        case .scalar(let number): self = .scalar(number)
        case .bool(let flag): self = .bool(flag)
        case .color(let color): self = .color(color)
        case .point(let p): self = .point(.scalar(p.x), .scalar(p.y))
        case .size(let s): self = .size(.scalar(s.width), .scalar(s.height))
        case .rect(let r): self = .rect(.scalar(r.origin.x), .scalar(r.origin.y), .scalar(r.size.width), .scalar(r.size.height))
        case .vector(let v): self = .vector(.scalar(v.x), .scalar(v.y), .scalar(v.z))
        case .gradient, .shape, .transforms: return nil
        }
    }
}
