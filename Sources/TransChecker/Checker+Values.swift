import TransDiagnostics
import TransIR
import TransSyntax

/// Named values (`let lift = 24pt`): constants a file or a transition names once and uses
/// wherever an expression is. A value may use the values defined above it in its own scope
/// (and the file's); every other statement may use any value in scope.
extension Checker {
    /// A named value in scope.
    struct NamedValue {
        /// Where the checked constant is stored, for its uses to name; nil when it was reported as wrong.
        var id: TypedExprID?
        /// Where its name is defined.
        var range: SourceRange
    }

    /// Checks the definitions of one scope in order and adds them to `values`. `outer` holds the
    /// file's values while a transition's are checked, so a transition's value that hides one is told.
    mutating func defineValues(_ declarations: [ValueDecl], outer: [Name: NamedValue]) {
        // Every name of the scope is known first, so a use above its definition is told so.
        var defined: [Name: SourceRange] = [:]
        for declaration in declarations where defined[declaration.name.name] == nil {
            defined[declaration.name.name] = declaration.name.range
        }
        pendingValues = defined
        defer { pendingValues = [:] }
        var seen: [Name: SourceRange] = [:]
        for declaration in declarations {
            let name = declaration.name.name
            let text = spelling(name)
            // Pending until its own value is checked, so a value that uses itself is told.
            defer { pendingValues[name] = nil }
            if let first = seen[name] {
                report(.duplicateValue(text), at: declaration.name.range, notes: [Note("first defined here", at: first)])
                continue
            }
            seen[name] = declaration.name.range
            if let input = inputs[name] {
                report(.duplicateValue(text), at: declaration.name.range, notes: [Note("declared here as an input", at: input.range)])
                continue
            }
            if let meaning = builtInMeaning(of: name) {
                report(.reservedName(text, names: meaning, declaring: "a value"), at: declaration.name.range)
                values[name] = NamedValue(id: nil, range: declaration.name.range)
                continue
            }
            if let hidden = outer[name] {
                report(.shadowedValue(text), at: declaration.name.range,
                       notes: [Note("the file's '\(text)' is defined here", at: hidden.range)])
            }
            var checked = check(declaration.value, expecting: nil)
            if let dependency = ConstantFolding.dependency(checked, in: typedExpressions, names: syntax.names) {
                report(.notConstant("a named value", dependsOn: dependency), at: declaration.value.range)
                checked = .error(declaration.value.range)
            }
            values[name] = NamedValue(id: checked.type == .error ? nil : store(checked), range: declaration.name.range)
            checkedValues.append(CheckedValue(name: text, value: checked, range: declaration.name.range))
        }
    }

    /// A use of a named value, or nil if the name is not one. A name defined further down its
    /// scope (or the value being defined) is reported, with where it is defined.
    mutating func checkValueName(_ name: Name, at range: SourceRange) -> TypedExpr? {
        if let later = pendingValues[name] {
            report(.usedBeforeDefinition(spelling(name)), at: range, notes: [Note("'\(spelling(name))' is defined here", at: later)])
            return .error(range)
        }
        guard let named = values[name] else { return nil }
        guard let id = named.id else { return .error(range) }
        return TypedExpr(kind: .named(name, id), type: typedExpressions[id].type, range: range)
    }

    /// "defined here" for a named value used where its type does not fit.
    func definitionNote(for expr: Expr) -> [Note] {
        guard case .name(let name) = expr.kind, let named = values[name] else { return [] }
        return [Note("'\(spelling(name))' is defined here", at: named.range)]
    }
}
