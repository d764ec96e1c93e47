import TransRuntime
import TransIR

/// Negation and arithmetic on generated values, component-wise on points and sizes as the
/// interpreter computes them; both targets share it with their own type names.
struct GeneratedArithmetic {
    /// The point and size types of the target: `CGPoint`/`CGSize` or `Point`/`Size`.
    let point: String
    let size: String

    func negate(_ text: String, _ type: GeneratedType) -> (String, GeneratedType) {
        switch type {
        case .point: ("\(point)(x: -(\(text)).x, y: -(\(text)).y)", .point)
        case .size: ("\(size)(width: -(\(text)).width, height: -(\(text)).height)", .size)
        default: ("-" + (text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" } ? text : "(\(text))"), type)
        }
    }

    func binary(_ op: BinaryOperator, _ lhs: (text: String, type: GeneratedType), _ rhs: (text: String, type: GeneratedType)) -> (String, GeneratedType) {
        let (a, b, o) = (lhs.text, rhs.text, op.rawValue)
        switch (lhs.type, rhs.type) {
        case (.point, .point): return ("\(point)(x: \(a).x \(o) \(b).x, y: \(a).y \(o) \(b).y)", .point)
        case (.size, .size): return ("\(size)(width: \(a).width \(o) \(b).width, height: \(a).height \(o) \(b).height)", .size)
        case (.point, .scalar): return ("\(point)(x: \(a).x \(o) (\(b)), y: \(a).y \(o) (\(b)))", .point)
        case (.size, .scalar): return ("\(size)(width: \(a).width \(o) (\(b)), height: \(a).height \(o) (\(b)))", .size)
        case (.scalar, .point): return ("\(point)(x: (\(a)) \(o) \(b).x, y: (\(a)) \(o) \(b).y)", .point)
        case (.scalar, .size): return ("\(size)(width: (\(a)) \(o) \(b).width, height: (\(a)) \(o) \(b).height)", .size)
        default: return ("(\(a) \(o) \(b))", .scalar)
        }
    }
}
