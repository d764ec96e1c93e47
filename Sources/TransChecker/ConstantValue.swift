import TransIR

extension TypedExpr {
    /// The expression's value when it reads no input, view or container (the checker's own
    /// constant folding), for tools that show values, such as the language server's hover.
    public func constantValue(in table: TypedExpressionTable) -> Value? {
        var piecesRead = 0
        return ConstantFolding.value(self, in: table, piecesRead: &piecesRead)
    }
}
