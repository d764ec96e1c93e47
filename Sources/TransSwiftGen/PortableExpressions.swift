import TransRuntime
import TransIR

/// Translates IR expressions into Swift over `TransRuntime`'s types, evaluating as the
/// interpreter's evaluator does, operation for operation.
struct PortableExpressions {
    let inputs: [String: InputType]

    static func inputName(_ name: String) -> String {
        "input" + SwiftNames.typeName(name)
    }

    /// The `case` pattern binding `value` for an input type, and the Swift type it binds.
    static func inputPattern(_ type: InputType) -> (String, String) {
        switch type {
        case .view: (".view(let value)", "Rect")
        case .rect: (".rect(let value)", "Rect")
        case .point: (".point(let value)", "Point")
        case .size: (".size(let value)", "Size")
        case .length, .number, .angle, .time: (".number(let value)", "Double")
        case .color: (".color(let value)", "RGBA")
        }
    }

    /// How a mismatched input value is named, as `InputValue.kind` names it.
    static func kindText(_ value: String) -> String {
        "{ switch \(value) { case .view: \"a view\"; case .rect: \"a rect\"; case .point: \"a point\"; case .size: \"a size\"; case .number: \"a number\"; case .color: \"a color\" } }()"
    }

    func frame(of actor: Actor) -> String {
        switch actor {
        case .from: "fromFrame"
        case .to: "toFrame"
        case .container: "bounds"
        case .snapshot(let inner): frame(of: inner)
        case .input(let name): Self.inputName(name)
        }
    }

    let arithmetic = GeneratedArithmetic(point: "Point", size: "Size")

    func swift(_ expression: ValueExpression) -> (text: String, type: GeneratedType) {
        switch expression {
        case .scalar(let value): return (literal(value), .scalar)
        case .bool(let value): return (value ? "true" : "false", .bool)
        case .color(let c): return ("RGBA(red: \(literal(c.red)), green: \(literal(c.green)), blue: \(literal(c.blue)), alpha: \(literal(c.alpha)))", .color)
        case .input(let name):
            let type: GeneratedType
            switch inputs[name] {
            case .point?: type = .point
            case .size?: type = .size
            case .rect?, .view?: type = .rect
            case .color?: type = .color
            default: type = .scalar
            }
            return (Self.inputName(name), type)
        case .frame(let actor): return (frame(of: actor), .rect)
        case .member(let base, let member): return self.member(swift(base), member)
        case .call(let builtin, let arguments): return call(builtin, arguments.map(swift))
        case .point(let x, let y): return ("Point(x: \(swift(x).text), y: \(swift(y).text))", .point)
        case .size(let w, let h): return ("Size(width: \(swift(w).text), height: \(swift(h).text))", .size)
        case .rect(let x, let y, let w, let h):
            return ("Rect(x: \(swift(x).text), y: \(swift(y).text), width: \(swift(w).text), height: \(swift(h).text))", .rect)
        case .vector(let x, let y, let z): return ("Vector3(x: \(swift(x).text), y: \(swift(y).text), z: \(swift(z).text))", .vector)
        case .negate(let operand):
            let (text, type) = swift(operand)
            if type == .vector { return ("Vector3(x: -(\(text)).x, y: -(\(text)).y, z: -(\(text)).z)", .vector) }
            return arithmetic.negate(text, type)
        case .binary(let op, let lhs, let rhs):
            return arithmetic.binary(op, swift(lhs), swift(rhs))
        }
    }

    func member(_ base: (text: String, type: GeneratedType), _ member: Member) -> (String, GeneratedType) {
        let b = base.text
        switch (base.type, member) {
        case (.point, .x), (.vector, .x): return ("\(b).x", .scalar)
        case (.point, .y), (.vector, .y): return ("\(b).y", .scalar)
        case (.vector, .z): return ("\(b).z", .scalar)
        case (.size, .width): return ("\(b).width", .scalar)
        case (.size, .height): return ("\(b).height", .scalar)
        case (_, .x), (_, .minX): return ("\(b).minX", .scalar)
        case (_, .y), (_, .minY): return ("\(b).minY", .scalar)
        case (_, .width): return ("\(b).size.width", .scalar)
        case (_, .height): return ("\(b).size.height", .scalar)
        case (_, .midX), (_, .maxX), (_, .midY), (_, .maxY): return ("\(b).\(member.rawValue)", .scalar)
        case (_, .origin): return ("\(b).origin", .point)
        case (_, .size): return ("\(b).size", .size)
        case (_, .center): return ("\(b).center", .point)
        case (_, .frame): return (b, .rect)
        case (_, .bounds): return ("Rect(x: 0, y: 0, width: \(b).size.width, height: \(b).size.height)", .rect)
        case (_, .z): return ("0", .scalar)
        }
    }

    func call(_ builtin: Builtin, _ arguments: [(text: String, type: GeneratedType)]) -> (String, GeneratedType) {
        let t = arguments.map(\.text)
        switch builtin {
        case .min, .max: return ("[\(t.joined(separator: ", "))].\(builtin.rawValue)() ?? 0", .scalar)
        case .abs: return ("Swift.abs(\(t[0]))", .scalar)
        case .sqrt: return ("(\(t[0])).squareRoot()", .scalar)
        case .hypot: return ("[\(t.joined(separator: ", "))].reduce(0) { $0 + $1 * $1 }.squareRoot()", .scalar)
        case .clamp: return ("Swift.min(Swift.max(\(t[0]), \(t[1])), \(t[2]))", .scalar)
        case .farthestCorner:
            return ("{ let p = \(t[0]); let dx = Swift.max(p.x, environment.container.width - p.x); let dy = Swift.max(p.y, environment.container.height - p.y); return (dx * dx + dy * dy).squareRoot() }()", .scalar)
        case .rect: return ("MaskShape.rectangle(\(t[0]))", .shape)
        case .roundedRect: return ("MaskShape.roundedRectangle(\(t[0]), radius: \(t[1]))", .shape)
        case .oval: return ("MaskShape.oval(\(t[0]))", .shape)
        case .circle: return ("MaskShape.circle(center: \(t[0]), radius: \(t[1]))", .shape)
        case .rgb: return ("RGBA(red: \(t[0]), green: \(t[1]), blue: \(t[2]), alpha: \(t.count > 3 ? t[3] : "1"))", .color)
        case .linear: return ("[\(t.joined(separator: ", "))]", .gradient)
        case .withAlpha: return ("{ var color = \(t[0]); color.alpha = \(t[1]); return color }()", .color)
        }
    }

    func literal(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "0"
    }
}
