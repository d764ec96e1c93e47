import Foundation
import TransIR

/// What a transition runs in: the container's size, the views' frames, the inputs.
public struct SceneEnvironment: Sendable {
    /// The container's size (its bounds start at the origin).
    public var container: Size
    /// The from-view's frame as the transition starts; the container's bounds by default.
    public var fromFrame: Rect?
    /// The to-view's final frame; the container's bounds by default.
    public var toFrame: Rect?
    /// Input values by name.
    public var inputs: [String: InputValue]

    /// Makes an environment; 390×844 is an iPhone's portrait screen in points.
    public init(container: Size = Size(width: 390, height: 844), fromFrame: Rect? = nil, toFrame: Rect? = nil,
                inputs: [String: InputValue] = [:]) {
        (self.container, self.fromFrame, self.toFrame, self.inputs) = (container, fromFrame, toFrame, inputs)
    }

    /// The container's bounds.
    public var bounds: Rect { Rect(x: 0, y: 0, width: container.width, height: container.height) }
}

/// A value the app hands over for an input.
public enum InputValue: Sendable, Equatable {
    /// A view, by its frame in container coordinates.
    case view(frame: Rect)
    case rect(Rect)
    case point(Point)
    case size(Size)
    /// A length in points, a number, an angle in radians or a time in seconds.
    case number(Double)
    case color(RGBA)

    /// The input types this value can stand for.
    func fits(_ type: InputType) -> Bool {
        switch (self, type) {
        case (.view, .view), (.rect, .rect), (.point, .point), (.size, .size), (.color, .color): true
        case (.number, .length), (.number, .number), (.number, .angle), (.number, .time): true
        default: false
        }
    }

    /// How an error message names the value's kind.
    var kind: String {
        switch self {
        case .view: "a view"
        case .rect: "a rect"
        case .point: "a point"
        case .size: "a size"
        case .number: "a number"
        case .color: "a color"
        }
    }
}

/// Why a transition cannot run. Every failure is one of these, never a trap.
public enum RuntimeError: Error, Equatable, CustomStringConvertible {
    /// An input the transition needs was not supplied.
    case missingInput(name: String, type: InputType)
    /// An input was supplied with a value of the wrong type.
    case mismatchedInput(name: String, expected: InputType, found: String)
    /// No transition of that name.
    case unknownTransition(String, available: [String])
    /// The transition does not run that operation.
    case unsupportedOperation(transition: String, operation: TransitionOperation, available: [TransitionOperation])
    /// The source did not compile; the text holds the rendered diagnostics.
    case compilation(String)
    /// A gesture event arrived for a transition that no gesture drives.
    case notInteractive(transition: String, operation: TransitionOperation)
    /// A track's keyframe holds a value of a kind its property does not take (hand-built IR).
    case mismatchedTrackValue(layer: String, property: Property, expected: PropertyType)

    /// A sentence for the person reading the log.
    public var description: String {
        switch self {
        case .missingInput(let name, let type): "missing input '\(name)' (\(type.rawValue))"
        case .mismatchedInput(let name, let expected, let found): "input '\(name)' must be a \(expected.rawValue), found \(found)"
        case .unknownTransition(let name, let available):
            "no transition named '\(name)'; the file has \(available.map { "'\($0)'" }.joined(separator: ", "))"
        case .unsupportedOperation(let transition, let operation, let available):
            "transition '\(transition)' does not run '\(operation.rawValue)'; it runs \(available.map(\.rawValue).joined(separator: ", "))"
        case .compilation(let diagnostics): diagnostics
        case .notInteractive(let transition, let operation): "no gesture drives '\(operation.rawValue)' of '\(transition)'"
        case .mismatchedTrackValue(let layer, let property, let expected):
            "track '\(layer).\(property.rawValue)' has a keyframe that is not of its property's type (\(expected))"
        }
    }
}

/// Evaluates IR expressions in an environment (once per transition start).
struct ExpressionEvaluator {
    let environment: SceneEnvironment

    func frame(of actor: Actor) -> Rect {
        switch actor {
        case .from: environment.fromFrame ?? environment.bounds
        case .to: environment.toFrame ?? environment.bounds
        case .container: environment.bounds
        case .snapshot(let inner): frame(of: inner)
        case .input(let name):
            switch environment.inputs[name] {
            case .view(let frame)?, .rect(let frame)?: frame
            default: environment.bounds
            }
        }
    }

    func evaluate(_ expression: ValueExpression) -> Value {
        switch expression {
        case .scalar(let value): return .scalar(value)
        case .bool(let value): return .bool(value)
        case .color(let color): return .color(color)
        case .input(let name):
            switch environment.inputs[name] {
            case .view(let frame)?, .rect(let frame)?: return .rect(frame)
            case .point(let point)?: return .point(point)
            case .size(let size)?: return .size(size)
            case .number(let number)?: return .scalar(number)
            case .color(let color)?: return .color(color)
            case nil: return .scalar(0)
            }
        case .frame(let actor): return .rect(frame(of: actor))
        case .member(let base, let member): return Self.member(evaluate(base), member)
        case .call(let builtin, let arguments): return call(builtin, arguments.map(evaluate))
        case .point(let x, let y): return .point(Point(x: scalar(x), y: scalar(y)))
        case .size(let width, let height): return .size(Size(width: scalar(width), height: scalar(height)))
        case .rect(let x, let y, let width, let height):
            return .rect(Rect(x: scalar(x), y: scalar(y), width: scalar(width), height: scalar(height)))
        case .vector(let x, let y, let z): return .vector(Vector3(x: scalar(x), y: scalar(y), z: scalar(z)))
        case .negate(let operand):
            switch evaluate(operand) {
            case .scalar(let value): return .scalar(-value)
            case .point(let p): return .point(Point(x: -p.x, y: -p.y))
            case .size(let s): return .size(Size(width: -s.width, height: -s.height))
            case .vector(let v): return .vector(Vector3(x: -v.x, y: -v.y, z: -v.z))
            case let other: return other
            }
        case .binary(let op, let lhs, let rhs): return Self.binary(op, evaluate(lhs), evaluate(rhs))
        }
    }

    func scalar(_ expression: ValueExpression) -> Double {
        if case .scalar(let value) = evaluate(expression) { return value }
        return 0
    }

    static func member(_ base: Value, _ member: Member) -> Value {
        switch (base, member) {
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

    static func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value {
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

    func call(_ builtin: Builtin, _ arguments: [Value]) -> Value {
        let scalars = arguments.map { value -> Double in
            if case .scalar(let number) = value { return number }
            return 0
        }
        func rect(_ index: Int) -> Rect {
            if case .rect(let r) = arguments[index] { return r }
            return environment.bounds
        }
        func point(_ index: Int) -> Point {
            if case .point(let p) = arguments[index] { return p }
            return .zero
        }
        switch builtin {
        case .min: return .scalar(scalars.min() ?? 0)
        case .max: return .scalar(scalars.max() ?? 0)
        case .abs: return .scalar(Swift.abs(scalars[0]))
        case .sqrt: return .scalar(scalars[0].squareRoot())
        case .hypot: return .scalar(scalars.reduce(0) { $0 + $1 * $1 }.squareRoot())
        case .clamp: return .scalar(Swift.min(Swift.max(scalars[0], scalars[1]), scalars[2]))
        case .farthestCorner:
            let p = point(0)
            let size = environment.container
            let dx = Swift.max(p.x, size.width - p.x)
            let dy = Swift.max(p.y, size.height - p.y)
            return .scalar((dx * dx + dy * dy).squareRoot())
        case .rect: return .shape(.rectangle(rect(0)))
        case .roundedRect: return .shape(.roundedRectangle(rect(0), radius: scalars[1]))
        case .oval: return .shape(.oval(rect(0)))
        case .circle: return .shape(.circle(center: point(0), radius: scalars[1]))
        case .rgb:
            return .color(RGBA(red: scalars[0], green: scalars[1], blue: scalars[2], alpha: scalars.count > 3 ? scalars[3] : 1))
        case .linear:
            return .gradient(arguments.compactMap { value -> RGBA? in
                if case .color(let color) = value { return color }
                return nil
            })
        case .withAlpha:
            guard case .color(var color) = arguments[0] else { return arguments[0] }
            color.alpha = scalars[1]
            return .color(color)
        }
    }
}
