import TransDiagnostics
import TransIR
import TransSyntax

extension Checker {
    /// Checks a call to a built-in function or a named color (`black(50%)`).
    /// The function's place is worked out only where a report needs it (`Expr.callee(_:in:)`).
    mutating func checkCall(_ callee: Name, _ arguments: ExpressionTable.Elements, in call: Expr) -> TypedExpr {
        let range = call.range
        let fixed = fixedMeanings.word(callee, in: syntax.names)
        if case .pieceFunction(let function)? = fixed { return checkPieceCall(function, callee, arguments, in: call) }
        let builtin = builtinNames.word(callee, in: syntax.names)
        if builtin == nil, case .color(let color)? = fixed {
            guard arguments.count == 1 else {
                report(.argumentCount(spelling(callee), expected: "1 alpha (like 50%)", found: arguments.count), at: range)
                return .error(range)
            }
            let alpha = value(arguments[0], as: .number)
            if let constant = foldedScalar(alpha) {
                var faded = color.rgba
                faded.alpha = constant
                return TypedExpr(kind: .color(typedExpressions.add(faded)), type: .color, range: range)
            }
            let base = TypedExpr(kind: .color(typedExpressions.add(color.rgba)), type: .color, range: call.callee(callee, in: syntax.names).range)
            return TypedExpr(kind: .call(typedExpressions.add([base, alpha]), .withAlpha), type: .color, range: range)
        }
        guard let builtin, builtin != .withAlpha, builtin != .transformList else {
            let candidates = Builtin.allCases.filter { $0 != .withAlpha && $0 != .transformList }.map(\.rawValue)
                + PieceVocabulary.functions + namedColorNames
            report(.unknownFunction(spelling(callee)), at: call.callee(callee, in: syntax.names).range,
                   notes: [SpellingSuggestion.note(for: spelling(callee), among: candidates)].compactMap { $0 })
            return .error(range)
        }
        switch builtin {
        case .min, .max, .hypot:
            return scalarCall(builtin, arguments, described: "2 or more values", at: range)
        case .abs:
            return scalarCall(builtin, arguments, described: "1 value", at: range)
        case .clamp:
            return scalarCall(builtin, arguments, described: "3 values (value, lowest, highest)", at: range)
        case .sqrt:
            let call = scalarCall(builtin, arguments, described: "1 value", at: range)
            guard case .scalar(let dimension) = call.type else { return call }
            guard let root = dimension.squareRoot else {
                report(.typeMismatch(expected: "a number or a squared quantity", found: call.type.described), at: range)
                return .error(range)
            }
            return TypedExpr(kind: call.kind, type: .scalar(root), range: range)
        case .farthestCorner:
            return typedCall(builtin, arguments, [.point], result: .length, described: "1 point", at: range)
        case .rect, .oval:
            return typedCall(builtin, arguments, [.rect], result: .shape, described: "1 rect", at: range)
        case .roundedRect:
            return typedCall(builtin, arguments, [.rect, .length], result: .shape, described: "a rect and a corner radius", at: range)
        case .circle:
            return typedCall(builtin, arguments, [.point, .length], result: .shape, described: "a center and a radius", at: range)
        case .rgb:
            let types: [ValueType] = arguments.count == 4 ? [.number, .number, .number, .number] : [.number, .number, .number]
            return typedCall(builtin, arguments, types, result: .color, described: "3 or 4 fractions (red, green, blue, alpha)", at: range)
        case .linear:
            guard builtin.argumentCount.contains(arguments.count) else {
                report(.argumentCount(builtin.rawValue, expected: "2 or more colors", found: arguments.count), at: range)
                return .error(range)
            }
            let typed = storeTyped(count: arguments.count) { checker, index in checker.value(arguments[index], as: .color) }
            return TypedExpr(kind: .call(typed, builtin), type: .gradient, range: range)
        case .withAlpha, .transformList:
            return .error(range)
        case .translate:
            let types: [ValueType] = arguments.count == 3 ? [.length, .length, .length] : [.length, .length]
            return typedCall(builtin, arguments, types, result: .transforms, described: "2 or 3 lengths (x, y[, z])", at: range)
        case .translateX, .translateY, .translateZ:
            return typedCall(builtin, arguments, [.length], result: .transforms, described: "1 length", at: range)
        case .scale:
            let types: [ValueType] = arguments.count == 2 ? [.number, .number] : [.number]
            return typedCall(builtin, arguments, types, result: .transforms, described: "1 or 2 factors (s, or x, y)", at: range)
        case .scaleX, .scaleY:
            return typedCall(builtin, arguments, [.number], result: .transforms, described: "1 factor", at: range)
        case .rotate, .rotateX, .rotateY, .rotateZ:
            return typedCall(builtin, arguments, [.angle], result: .transforms, described: "1 angle", at: range)
        }
    }

    /// A call whose arguments have fixed types.
    private mutating func typedCall(
        _ builtin: Builtin, _ arguments: ExpressionTable.Elements, _ types: [ValueType], result: ValueType, described: String,
        at range: SourceRange
    ) -> TypedExpr {
        guard builtin.argumentCount.contains(arguments.count), arguments.count == types.count else {
            report(.argumentCount(builtin.rawValue, expected: described, found: arguments.count), at: range)
            return .error(range)
        }
        let typed = storeTyped(count: arguments.count) { checker, index in checker.value(arguments[index], as: types[index]) }
        if containsError(typed) { return .error(range) }
        return TypedExpr(kind: .call(typed, builtin), type: result, range: range)
    }

    /// A call on scalars of one dimension (a bare number joins lengths), returning that dimension.
    mutating func scalarCall(
        _ builtin: Builtin, _ arguments: ExpressionTable.Elements, described: String, at range: SourceRange
    ) -> TypedExpr {
        guard builtin.argumentCount.contains(arguments.count) else {
            report(.argumentCount(builtin.rawValue, expected: described, found: arguments.count), at: range)
            return .error(range)
        }
        // Checked onto the waiting stack, where the common dimension is given to each before they are stored.
        let mark = pendingTyped.count
        // An early return leaves the arguments on the stack; this takes them off (after the list is
        // stored there is nothing left to take).
        defer { pendingTyped.truncate(to: mark) }
        for argument in arguments {
            let typed = check(argument, expecting: nil)
            pendingTyped.append(typed)
        }
        if pendingTyped[mark...].contains(where: { $0.type == .error }) { return .error(range) }
        var dimensions: [Dimension] = []
        for (argument, syntax) in zip(pendingTyped[mark...], arguments) {
            guard case .scalar(let dimension) = argument.type else {
                report(.typeMismatch(expected: "a number", found: argument.type.described), at: syntax.range)
                return .error(range)
            }
            dimensions.append(dimension)
        }
        // A bare number joins lengths as points.
        let common = dimensions.contains(.length) && dimensions.allSatisfy({ $0 == .length || $0 == .none })
            ? Dimension.length : dimensions[0]
        for (index, dimension) in dimensions.enumerated() where dimension != common && !(common == .length && dimension == .none) {
            report(.typeMismatch(expected: ValueType.scalar(common).described, found: ValueType.scalar(dimension).described),
                   at: arguments[index].range)
            return .error(range)
        }
        for index in mark..<pendingTyped.count { pendingTyped[index].type = .scalar(common) }
        let typed = typedExpressions.add(popping: &pendingTyped, from: mark)
        return TypedExpr(kind: .call(typed, builtin), type: .scalar(common), range: range)
    }
}
