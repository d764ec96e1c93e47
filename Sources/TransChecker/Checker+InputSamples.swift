import TransDiagnostics
import TransIR
import TransSyntax

extension Checker {
    /// The value of an input's sample (`input cell: view = (40, 200, 120, 90)`), checked as the
    /// input's type, or nil after reporting why it has none.
    ///
    /// A sample stands in for what the app supplies, so it is a constant: the tools that use it
    /// (`eval`, `preview`) run without an app, and a sample that read another input or a view
    /// would have no value there. A view's sample is its frame in container coordinates.
    mutating func checkSample(_ expr: Expr, of input: String, type: InputType) -> Value? {
        let expected: ValueType = type == .view ? .rect : Self.valueType(of: type)
        // Reading an input in a sample is an error, not a use that silences "never used".
        let usedBefore = usedInputs
        defer { usedInputs = usedBefore }
        let typed = value(expr, as: expected)
        if typed.type == .error { return nil }
        func what() -> String { "the sample of '\(input)'" }
        guard let value = folded(typed) else {
            if let dependency = ConstantFolding.dependency(typed, in: typedExpressions, names: syntax.names) {
                report(.notConstant(what(), dependsOn: dependency), at: typed.range)
            }
            return nil
        }
        guard Self.isFinite(value) else {
            report(.notFinite(what()), at: typed.range)
            return nil
        }
        return value
    }

    /// Whether every number in a sample is finite (`1 / 0` is not).
    static func isFinite(_ value: Value) -> Bool {
        switch value {
        case .scalar(let number): number.isFinite
        case .bool: true
        case .point(let point): point.x.isFinite && point.y.isFinite
        case .size(let size): size.width.isFinite && size.height.isFinite
        case .rect(let rect): [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
        case .vector(let vector): [vector.x, vector.y, vector.z].allSatisfy(\.isFinite)
        case .color(let color): [color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite)
        case .gradient(let colors): colors.allSatisfy { isFinite(.color($0)) }
        case .shape, .transforms: true
        }
    }
}
