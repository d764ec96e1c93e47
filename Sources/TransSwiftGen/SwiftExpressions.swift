import TransRuntime
import TransIR

/// The Swift type a generated expression has.
enum GeneratedType: Equatable {
    case scalar, bool, point, size, rect, vector, color, gradient, shape
}

/// Translates IR expressions into Swift source over UIKit types.
struct SwiftExpressions {
    /// Swift names of the views' frames and the inputs, as the run function declares them.
    let frameNames: [Actor: String]
    let inputs: [String: InputType]

    /// The Swift text and type of an expression.
    let arithmetic = GeneratedArithmetic(point: "CGPoint", size: "CGSize")

    func swift(_ expression: ValueExpression) -> (text: String, type: GeneratedType) {
        switch expression {
        case .scalar(let value): return (literal(value), .scalar)
        case .bool(let value): return (value ? "true" : "false", .bool)
        case .color(let c): return ("UIColor(red: \(literal(c.red)), green: \(literal(c.green)), blue: \(literal(c.blue)), alpha: \(literal(c.alpha)))", .color)
        case .input(let name):
            let type: GeneratedType
            switch inputs[name] {
            case .point?: type = .point
            case .size?: type = .size
            case .rect?, .view?: type = .rect
            case .color?: type = .color
            default: type = .scalar
            }
            return ("inputs." + SwiftNames.valueName(name), type)
        case .frame(let actor): return (frameNames[actor] ?? "container.bounds", .rect)
        case .member(let base, let member): return self.member(swift(base), member)
        case .call(let builtin, let arguments): return call(builtin, arguments.map(swift))
        case .point(let x, let y): return ("CGPoint(x: \(swift(x).text), y: \(swift(y).text))", .point)
        case .size(let w, let h): return ("CGSize(width: \(swift(w).text), height: \(swift(h).text))", .size)
        case .rect(let x, let y, let w, let h):
            return ("CGRect(x: \(swift(x).text), y: \(swift(y).text), width: \(swift(w).text), height: \(swift(h).text))", .rect)
        case .vector(let x, let y, let z): return ("(\(swift(x).text), \(swift(y).text), \(swift(z).text))", .vector)
        case .negate(let operand):
            let (text, type) = swift(operand)
            if type == .vector { return ("(-(\(text)).0, -(\(text)).1, -(\(text)).2)", .vector) }
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
        case (.vector, .z): return ("\(b).2", .scalar)
        case (.size, .width): return ("\(b).width", .scalar)
        case (.size, .height): return ("\(b).height", .scalar)
        case (_, .x): return ("\(b).origin.x", .scalar)
        case (_, .y): return ("\(b).origin.y", .scalar)
        case (_, .width): return ("\(b).width", .scalar)
        case (_, .height): return ("\(b).height", .scalar)
        case (_, .minX), (_, .midX), (_, .maxX), (_, .minY), (_, .midY), (_, .maxY): return ("\(b).\(member.rawValue)", .scalar)
        case (_, .origin): return ("\(b).origin", .point)
        case (_, .size): return ("\(b).size", .size)
        case (_, .center): return ("CGPoint(x: \(b).midX, y: \(b).midY)", .point)
        case (_, .frame): return (b, .rect)
        case (_, .bounds): return ("CGRect(origin: .zero, size: \(b).size)", .rect)
        case (_, .z): return ("0", .scalar)
        }
    }

    func call(_ builtin: Builtin, _ arguments: [(text: String, type: GeneratedType)]) -> (String, GeneratedType) {
        let texts = arguments.map(\.text)
        switch builtin {
        case .min, .max: return ("\(builtin.rawValue)(\(texts.joined(separator: ", ")))", .scalar)
        case .abs: return ("abs(\(texts[0]))", .scalar)
        case .sqrt: return ("\(parenthesized(texts[0])).squareRoot()", .scalar)
        case .hypot: return ("(" + texts.map { "\(parenthesized($0)) * \(parenthesized($0))" }.joined(separator: " + ") + ").squareRoot()", .scalar)
        case .clamp: return ("min(max(\(texts[0]), \(texts[1])), \(texts[2]))", .scalar)
        case .farthestCorner: return ("transcFarthestCorner(from: \(texts[0]), in: container.bounds.size)", .scalar)
        case .rect: return ("TranscMask(rect: \(texts[0]))", .shape)
        case .roundedRect: return ("TranscMask(rect: \(texts[0]), cornerRadius: \(texts[1]))", .shape)
        case .oval: return ("TranscMask(oval: \(texts[0]))", .shape)
        case .circle: return ("TranscMask(center: \(texts[0]), radius: \(texts[1]))", .shape)
        case .rgb:
            return ("UIColor(red: \(texts[0]), green: \(texts[1]), blue: \(texts[2]), alpha: \(texts.count > 3 ? texts[3] : "1"))", .color)
        case .linear: return ("[" + texts.joined(separator: ", ") + "]", .gradient)
        case .withAlpha: return ("\(texts[0]).withAlphaComponent(\(texts[1]))", .color)
        }
    }

    func literal(_ value: Double) -> String {
        if value == .pi / 2 { return "CGFloat.pi / 2" }
        if value == -.pi / 2 { return "-CGFloat.pi / 2" }
        return formatDouble(value)
    }

    func parenthesized(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" } ? text : "(\(text))"
    }
}
