import TransRuntime
import TransIR

/// The UIKit generator's access to the one `ExpressionTranslator`, as text for the nodes it
/// still builds as lines.
struct SwiftExpressions {
    /// Swift names of the views' frames and the inputs, as the run function declares them.
    let frameNames: [Actor: String]
    let inputs: [String: InputType]
    var containerSize = "container.bounds.size"

    func swift(_ expression: ValueExpression) -> (text: String, type: GeneratedType) {
        var frames: [Actor: SwiftExpression] = [:]
        for (actor, name) in frameNames { frames[actor] = .id(name) }
        var values: [String: (value: SwiftExpression, type: InputType)] = [:]
        for (name, type) in inputs { values[name] = (frames[.input(name)] ?? .id("inputs").dot(SwiftNames.valueName(name)), type) }
        var translator = ExpressionTranslator(ExpressionScope(library: .uikit, frames: frames, inputs: values, containerSize: .id(containerSize)))
        switch translator.translate(expression) {
        case .value(let value, let type):
            let prelude = translator.takePrelude()
            guard prelude.isEmpty else { return ("{\n" + SwiftWriter.write(statements: prelude + [.return(value)]) + "}()", type) }
            return (SwiftWriter.expression(value), type)
        case .unsupported(let reason): return ("<\(reason)>", .scalar)
        }
    }
}
