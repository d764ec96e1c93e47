import TransIR

/// The one translation of IR expressions into Swift, for every target: the target's library
/// and scope supply the types and the names, the meaning is the interpreter's
/// (`ExpressionEvaluator`): component-wise arithmetic on points, sizes and vectors, rect members
/// from the raw origin and size (not `CGRect`'s standardized accessors), constants folded.
///
/// A value read more than once is first bound to a typed temporary; those bindings collect in
/// `prelude`, which the generator places before the statement that uses the expression.
struct ExpressionTranslator {
    let scope: ExpressionScope
    /// Bindings the translated expressions read; take them with `takePrelude()`.
    private(set) var prelude: [SwiftStatement] = []
    /// Temporaries made so far, for unique names within one function.
    private(set) var temporaries = 0
    /// The views whose frames and the inputs the translated expressions read, so that the
    /// generator declares exactly the locals its code uses.
    private(set) var framesRead: Set<Actor> = []
    private(set) var inputsRead: Set<String> = []

    /// Whether the translated expressions read an input: a value, or an input view's frame.
    var readsInputs: Bool { !inputsRead.isEmpty || framesRead.contains { if case .input = $0 { true } else { false } } }

    init(_ scope: ExpressionScope) { self.scope = scope }

    var library: TargetLibrary { scope.library }

    /// Why an expression has no translation here; the generator reports it at the expression's source.
    struct Unsupported: Error { var reason: String }

    enum Translation {
        case value(SwiftExpression, GeneratedType)
        case unsupported(String)
    }

    /// The Swift for an expression, or why this target cannot evaluate it here.
    mutating func translate(_ expression: ValueExpression) -> Translation {
        do {
            let (value, type) = try self.value(expression.folded)
            return .value(value, type)
        } catch {
            return .unsupported(error.reason)
        }
    }

    /// The bindings collected so far, which the caller now places.
    mutating func takePrelude() -> [SwiftStatement] {
        defer { prelude = [] }
        return prelude
    }

    /// `expression` itself when reading it twice costs nothing, else a typed temporary holding it.
    mutating func reusable(_ expression: SwiftExpression, _ type: GeneratedType) -> SwiftExpression {
        if Self.isPlain(expression) { return expression }
        temporaries += 1
        let name = Self.temporaryPrefix(type) + String(temporaries)
        prelude.append(.let(name, library.swiftType(type), expression))
        return .id(name)
    }

    /// Names, members of names and literals: reading them again repeats no work.
    static func isPlain(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .identifier, .number, .integer, .boolean, .string, .nil: true
        case .member(let base?, _): isPlain(base)
        case .prefix(.minus, .number): true
        case .member(nil, _), .optionalMember, .call, .subscripted, .closure, .array, .dictionary, .tuple, .prefix, .binary,
             .ternary, .try, .cast, .selector, .keyPath: false
        }
    }

    static func temporaryPrefix(_ type: GeneratedType) -> String {
        switch type {
        case .scalar: "number"
        case .bool: "flag"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .vector: "vector"
        case .color: "color"
        case .gradient: "gradient"
        case .shape: "shape"
        case .transforms: "transforms"
        }
    }

    // MARK: Values

    mutating func value(_ expression: ValueExpression) throws(Unsupported) -> (SwiftExpression, GeneratedType) {
        switch expression {
        case .scalar(let value): return (number(value), .scalar)
        case .bool(let value): return (.boolean(value), .bool)
        case .color(let c): return (library.color(number(c.red), number(c.green), number(c.blue), number(c.alpha)), .color)
        case .input(let name):
            guard let input = scope.inputs[name] else { throw Unsupported(reason: "reading the input '\(name)' here") }
            inputsRead.insert(name)
            return (input.value, Self.type(of: input.type))
        case .frame(let actor): return (try frame(actor), .rect)
        case .member(let base, let member):
            let (value, type) = try self.value(base)
            return try self.member(value, type, member)
        case .call where expression.transformFunctions != nil:
            return (try transformList(expression.transformFunctions ?? []), .transforms)
        case .call(let builtin, let arguments):
            var translated: [(SwiftExpression, GeneratedType)] = []
            for argument in arguments { translated.append(try value(argument)) }
            return try call(builtin, translated)
        case .point(let x, let y): return (library.point(try scalar(x), try scalar(y)), .point)
        case .size(let width, let height): return (library.size(try scalar(width), try scalar(height)), .size)
        case .rect(let x, let y, let width, let height):
            return (library.rect(try scalar(x), try scalar(y), try scalar(width), try scalar(height)), .rect)
        case .vector(let x, let y, let z): return (library.vector(try scalar(x), try scalar(y), try scalar(z)), .vector)
        case .negate(let operand):
            let (value, type) = try self.value(operand)
            return (try negate(value, type), type)
        case .binary(let op, let lhs, let rhs):
            let (a, typeA) = try value(lhs)
            let (b, typeB) = try value(rhs)
            return try binary(op, (a, typeA), (b, typeB))
        }
    }

    mutating func scalar(_ expression: ValueExpression) throws(Unsupported) -> SwiftExpression {
        let (value, type) = try self.value(expression)
        guard type == .scalar else { throw Unsupported(reason: "a \(type) where a number is needed") }
        return value
    }

    func number(_ value: Double) -> SwiftExpression {
        // A quarter turn reads better as what it is.
        if library == .uikit, value == .pi / 2 { return .id("CGFloat").dot("pi") / .number(2) }
        if library == .uikit, value == -.pi / 2 { return -.id("CGFloat").dot("pi") / .number(2) }
        return library.number(value)
    }

    static func type(of input: InputType) -> GeneratedType {
        switch input {
        case .view, .rect: .rect
        case .point: .point
        case .size: .size
        case .length, .number, .angle, .time: .scalar
        case .color: .color
        }
    }

    /// A view's frame in container coordinates, as the scope reads it.
    mutating func frame(_ actor: Actor) throws(Unsupported) -> SwiftExpression {
        if case .snapshot(let inner) = actor { return try frame(inner) }
        if case .piece(let inner, let cell) = actor {
            return PortableGenerator.pieceFrame(try frame(inner), cell, library: library)
        }
        guard let frame = scope.frames[actor] else { throw Unsupported(reason: "reading the frame of '\(actor)' here") }
        framesRead.insert(actor)
        return frame
    }

    // MARK: Members

    mutating func member(_ base: SwiftExpression, _ type: GeneratedType, _ member: Member) throws(Unsupported) -> (SwiftExpression, GeneratedType) {
        switch (type, member) {
        case (.point, .x), (.vector, .x): return (base.dot("x"), .scalar)
        case (.point, .y), (.vector, .y): return (base.dot("y"), .scalar)
        case (.vector, .z): return (base.dot("z"), .scalar)
        case (.size, .width): return (base.dot("width"), .scalar)
        case (.size, .height): return (base.dot("height"), .scalar)
        case (.rect, _): return rectMember(base, member)
        case (.point, _), (.vector, _), (.size, _), (.scalar, _), (.bool, _), (.color, _), (.gradient, _), (.shape, _), (.transforms, _):
            throw Unsupported(reason: "the member '\(member.rawValue)' of a \(type)")
        }
    }

    /// As `Rect` defines them: from the origin and size as they are, negative sizes included.
    mutating func rectMember(_ base: SwiftExpression, _ member: Member) -> (SwiftExpression, GeneratedType) {
        func x(_ r: SwiftExpression) -> SwiftExpression { r.dot("origin").dot("x") }
        func y(_ r: SwiftExpression) -> SwiftExpression { r.dot("origin").dot("y") }
        func width(_ r: SwiftExpression) -> SwiftExpression { r.dot("size").dot("width") }
        func height(_ r: SwiftExpression) -> SwiftExpression { r.dot("size").dot("height") }
        switch member {
        case .x, .minX: return (x(base), .scalar)
        case .y, .minY: return (y(base), .scalar)
        case .width: return (width(base), .scalar)
        case .height: return (height(base), .scalar)
        case .origin: return (base.dot("origin"), .point)
        case .size: return (base.dot("size"), .size)
        case .frame: return (base, .rect)
        case .z: return (.number(0), .scalar)
        case .midX:
            let r = reusable(base, .rect)
            return (x(r) + width(r) / .number(2), .scalar)
        case .maxX:
            let r = reusable(base, .rect)
            return (x(r) + width(r), .scalar)
        case .midY:
            let r = reusable(base, .rect)
            return (y(r) + height(r) / .number(2), .scalar)
        case .maxY:
            let r = reusable(base, .rect)
            return (y(r) + height(r), .scalar)
        case .center:
            let r = reusable(base, .rect)
            return (library.point(x(r) + width(r) / .number(2), y(r) + height(r) / .number(2)), .point)
        case .bounds:
            let r = reusable(base, .rect)
            return (library.rect(.number(0), .number(0), width(r), height(r)), .rect)
        }
    }

    // MARK: Arithmetic

    /// Component-wise on points, sizes and vectors, as the interpreter negates them.
    mutating func negate(_ value: SwiftExpression, _ type: GeneratedType) throws(Unsupported) -> SwiftExpression {
        switch type {
        case .scalar: return -value
        case .point:
            let v = reusable(value, type)
            return library.point(-v.dot("x"), -v.dot("y"))
        case .size:
            let v = reusable(value, type)
            return library.size(-v.dot("width"), -v.dot("height"))
        case .vector:
            let v = reusable(value, type)
            return library.vector(-v.dot("x"), -v.dot("y"), -v.dot("z"))
        case .bool, .rect, .color, .gradient, .shape, .transforms: throw Unsupported(reason: "negating a \(type)")
        }
    }

    static func swiftOperator(_ op: BinaryOperator) -> SwiftBinaryOperator {
        switch op {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        }
    }

    /// The components a kind of value is made of, by member name.
    static func components(_ type: GeneratedType) -> [String] {
        switch type {
        case .point: ["x", "y"]
        case .vector: ["x", "y", "z"]
        case .size: ["width", "height"]
        case .scalar, .bool, .rect, .color, .gradient, .shape, .transforms: []
        }
    }

    func make(_ type: GeneratedType, _ parts: [SwiftExpression]) -> SwiftExpression {
        switch type {
        case .point: library.point(parts[0], parts[1])
        case .size: library.size(parts[0], parts[1])
        case .vector: library.vector(parts[0], parts[1], parts[2])
        case .scalar, .bool, .rect, .color, .gradient, .shape, .transforms: parts[0]
        }
    }

    mutating func binary(_ op: BinaryOperator, _ lhs: (SwiftExpression, GeneratedType),
                         _ rhs: (SwiftExpression, GeneratedType)) throws(Unsupported) -> (SwiftExpression, GeneratedType) {
        let o = Self.swiftOperator(op)
        switch (lhs.1, rhs.1) {
        case (.scalar, .scalar): return (.binary(o, lhs.0, rhs.0), .scalar)
        case (.point, .scalar), (.size, .scalar), (.vector, .scalar):
            let (a, b, type) = (reusable(lhs.0, lhs.1), reusable(rhs.0, .scalar), lhs.1)
            return (make(type, Self.components(type).map { .binary(o, a.dot($0), b) }), type)
        case (.scalar, .point), (.scalar, .size), (.scalar, .vector):
            let (a, b, type) = (reusable(lhs.0, .scalar), reusable(rhs.0, rhs.1), rhs.1)
            return (make(type, Self.components(type).map { .binary(o, a, b.dot($0)) }), type)
        case (.point, .point), (.size, .size), (.vector, .vector):
            let (a, b, type) = (reusable(lhs.0, lhs.1), reusable(rhs.0, rhs.1), lhs.1)
            return (make(type, Self.components(type).map { .binary(o, a.dot($0), b.dot($0)) }), type)
        case (.point, .size), (.point, .vector), (.size, .point), (.size, .vector), (.vector, .point), (.vector, .size),
             (.bool, _), (.rect, _), (.color, _), (.gradient, _), (.shape, _), (.transforms, _), (_, .bool), (_, .rect), (_, .color),
             (_, .gradient), (_, .shape), (_, .transforms):
            throw Unsupported(reason: "'\(op.rawValue)' between a \(lhs.1) and a \(rhs.1)")
        }
    }

    // MARK: Built-ins

    mutating func call(_ builtin: Builtin, _ arguments: [(SwiftExpression, GeneratedType)]) throws(Unsupported) -> (SwiftExpression, GeneratedType) {
        func argument(_ index: Int, _ type: GeneratedType) throws(Unsupported) -> SwiftExpression {
            guard index < arguments.count, arguments[index].1 == type else {
                throw Unsupported(reason: "\(builtin.rawValue)() without a \(type) as argument \(index + 1)")
            }
            return arguments[index].0
        }
        var numbers: [SwiftExpression] = []
        if [.min, .max, .abs, .sqrt, .hypot, .clamp, .rgb].contains(builtin) {
            for index in arguments.indices { numbers.append(try argument(index, .scalar)) }
        }
        switch builtin {
        case .min, .max:
            // Swift's variadic `min`/`max`: a call, so it can stand inside any arithmetic.
            guard numbers.count > 1 else { return (numbers.first ?? .number(0), .scalar) }
            return (.call(.id("Swift").dot(builtin.rawValue), numbers.map(arg)), .scalar)
        case .abs: return (.call(.id("Swift").dot("abs"), [arg(try argument(0, .scalar))]), .scalar)
        case .sqrt: return (try argument(0, .scalar).call("squareRoot"), .scalar)
        case .hypot:
            guard !numbers.isEmpty else { return (.number(0), .scalar) }
            let squares = numbers.map { value -> SwiftExpression in
                let v = reusable(value, .scalar)
                return v * v
            }
            return (squares.dropFirst().reduce(squares[0], +).call("squareRoot"), .scalar)
        case .clamp:
            let clamped = SwiftExpression.call(.id("Swift").dot("max"), [arg(try argument(0, .scalar)), arg(try argument(1, .scalar))])
            return (.call(.id("Swift").dot("min"), [arg(clamped), arg(try argument(2, .scalar))]), .scalar)
        case .farthestCorner:
            let p = reusable(try argument(0, .point), .point)
            let size = scope.containerSize
            let dx = reusable(.call(.id("Swift").dot("max"), [arg(p.dot("x")), arg(size.dot("width") - p.dot("x"))]), .scalar)
            let dy = reusable(.call(.id("Swift").dot("max"), [arg(p.dot("y")), arg(size.dot("height") - p.dot("y"))]), .scalar)
            return ((dx * dx + dy * dy).call("squareRoot"), .scalar)
        case .rect: return (library.rectangle(try argument(0, .rect)), .shape)
        case .roundedRect: return (library.roundedRectangle(try argument(0, .rect), radius: try argument(1, .scalar)), .shape)
        case .oval: return (library.oval(try argument(0, .rect)), .shape)
        case .circle: return (library.circle(center: try argument(0, .point), radius: try argument(1, .scalar)), .shape)
        case .rgb:
            guard (3...4).contains(numbers.count) else { throw Unsupported(reason: "rgb() with \(numbers.count) arguments") }
            return (library.color(numbers[0], numbers[1], numbers[2], numbers.count > 3 ? numbers[3] : .number(1)), .color)
        case .linear:
            var colors: [SwiftExpression] = []
            for index in arguments.indices { colors.append(try argument(index, .color)) }
            return (.array(colors), .gradient)
        case .withAlpha:
            let color = try argument(0, .color)
            let alpha = try argument(1, .scalar)
            return (library.color(library.colorWithAlphaRepeats ? reusable(color, .color) : color, alpha: alpha), .color)
        case .translate, .translateX, .translateY, .translateZ, .scale, .scaleX, .scaleY, .rotate, .rotateX, .rotateY, .rotateZ,
             .transformList:
            // Transform lists are translated whole (`transformList`), never call by call.
            throw Unsupported(reason: "\(builtin.rawValue)() outside a transform list")
        }
    }

    /// A transform list, its functions' parameters laid out as `Builtin.transformParameters` says:
    /// for UIKit the parameters of all its functions in one array, for the portable target a
    /// `TransformList` of `TransformFunction`s.
    mutating func transformList(_ functions: [(builtin: Builtin, arguments: [ValueExpression])]) throws(Unsupported) -> SwiftExpression {
        var parameters: [SwiftExpression] = []
        var made: [SwiftExpression] = []
        for (builtin, arguments) in functions {
            var numbers: [SwiftExpression] = []
            for argument in arguments { numbers.append(try scalar(argument)) }
            // `scale(s)` reads its factor twice.
            if builtin == .scale, numbers.count == 1 { numbers[0] = reusable(numbers[0], .scalar) }
            guard let kind = builtin.transformKind,
                  let laidOut = builtin.transformParameters(numbers, zero: number(0), one: number(1)) else { continue }
            parameters += laidOut
            switch kind {
            case .translate: made.append(.call(.member(nil, "translate"), [arg(library.vector(laidOut[0], laidOut[1], laidOut[2]))]))
            case .scale: made.append(.call(.member(nil, "scale"), [arg(library.point(laidOut[0], laidOut[1]))]))
            case .rotate(let axis):
                made.append(.call(.member(nil, "rotate"), [arg(laidOut[0]), arg("axis", library.vector(number(axis.x), number(axis.y), number(axis.z)))]))
            }
        }
        switch library {
        case .uikit: return .array(parameters)
        case .portable: return .call(.id("TransformList"), [arg(.array(made))])
        }
    }
}
