import TransIR

extension TypedExpr {
    /// The expression's value when it reads no input, view or container (the checker's own
    /// constant folding), for tools that show values, such as the language server's hover.
    public var constantValue: Value? { ConstantFolding.value(self) }
}
