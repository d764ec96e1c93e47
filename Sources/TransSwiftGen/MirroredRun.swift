/// A run function and its mirror image for a right-to-left layout as one function. The two bodies are
/// generated apart, from the program and from its mirrored program, and compared as syntax trees: where
/// they differ only in values, each differing value becomes `rightToLeft ? mirrored : original` (a whole
/// value table where a table differs), and a statement that differs otherwise becomes
/// `if rightToLeft { … } else { … }`. A reviewer reads the places the layout direction changes instead
/// of a second copy of every statement. Bodies whose statements do not pair up (a binding differs, or the
/// lists differ in length) are not merged; the animator then keeps two run functions.
struct MirroredRun {
    /// The parameter and the condition the merged function reads.
    static let parameter = "rightToLeft"
    let condition = SwiftExpression.id(MirroredRun.parameter)

    /// The merged body, or nil where the two cannot be paired statement by statement.
    func statements(_ original: [SwiftStatement], _ mirrored: [SwiftStatement]) -> [SwiftStatement]? {
        guard original.count == mirrored.count else { return nil }
        var merged: [SwiftStatement] = []
        for (a, b) in zip(original, mirrored) {
            guard let statement = statement(a, b) else { return nil }
            merged.append(statement)
        }
        return merged
    }

    func statement(_ a: SwiftStatement, _ b: SwiftStatement) -> SwiftStatement? {
        // A statement that binds nothing may differ as a whole: it becomes the one `if` that picks.
        let either: SwiftStatement? = Self.binds(a) || Self.binds(b) ? nil : .ifElse([.expression(condition)], [b], else: [a])
        switch (a, b) {
        case let (.binding(kindA, patternA, typeA, valueA), .binding(kindB, patternB, typeB, valueB)):
            guard kindA == kindB, SwiftWriter.pattern(patternA) == SwiftWriter.pattern(patternB), typeA == typeB else { return nil }
            switch (valueA, valueB) {
            case (nil, nil): return a
            case let (valueA?, valueB?):
                guard let value = table(valueA, valueB) else { return nil }
                return .binding(kindA, patternA, type: typeA, value)
            default: return nil
            }
        case let (.assign(targetA, operatorA, valueA), .assign(targetB, operatorB, valueB)):
            guard targetA == targetB, operatorA == operatorB, let value = table(valueA, valueB) else { return either }
            return .assign(targetA, operatorA, value)
        case let (.expression(expressionA), .expression(expressionB)):
            // An expression statement is a call: the callee stays, its arguments may pick.
            guard let value = expression(expressionA, expressionB), !Self.picksAtTop(value, condition) else { return either }
            return .expression(value)
        case let (.ifElse(conditionsA, bodyA, elseA), .ifElse(conditionsB, bodyB, elseB)):
            guard let conditions = conditions(conditionsA, conditionsB), let body = statements(bodyA, bodyB) else { return either }
            switch (elseA, elseB) {
            case (nil, nil): return .ifElse(conditions, body)
            case let (elseA?, elseB?):
                guard let otherwise = statements(elseA, elseB) else { return either }
                return .ifElse(conditions, body, else: otherwise)
            default: return either
            }
        case let (.guard(conditionsA, elseA), .guard(conditionsB, elseB)):
            guard let conditions = conditions(conditionsA, conditionsB), let otherwise = statements(elseA, elseB) else { return nil }
            return .guard(conditions, else: otherwise)
        case let (.switch(subjectA, casesA), .switch(subjectB, casesB)):
            guard casesA.count == casesB.count, let subject = expression(subjectA, subjectB) else { return either }
            var cases: [SwiftCase] = []
            for (caseA, caseB) in zip(casesA, casesB) {
                guard Self.sameLabel(caseA.label, caseB.label), let body = statements(caseA.body, caseB.body) else { return either }
                cases.append(SwiftCase(caseA.label, body))
            }
            return .switch(subject, cases)
        case let (.return(valueA), .return(valueB)):
            switch (valueA, valueB) {
            case (nil, nil): return a
            case let (valueA?, valueB?): return table(valueA, valueB).map { .return($0) } ?? either
            default: return either
            }
        case let (.throw(valueA), .throw(valueB)):
            return table(valueA, valueB).map { .throw($0) } ?? either
        case (.break, .break), (.blank, .blank):
            return a
        case let (.for(nameA, sequenceA, bodyA), .for(nameB, sequenceB, bodyB)):
            guard nameA == nameB, let sequence = expression(sequenceA, sequenceB), let body = statements(bodyA, bodyB) else { return either }
            return .for(nameA, in: sequence, body)
        case let (.do(bodyA), .do(bodyB)):
            return statements(bodyA, bodyB).map { .do($0) } ?? either
        case let (.comment(textA), .comment(textB)):
            return textA == textB ? a : nil
        default:
            return either
        }
    }

    /// A bound or assigned value: a value table (an array literal) that differs is picked whole, so the
    /// mirrored table reads as one.
    func table(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression? {
        if a == b { return a }
        if case .array = a, case .array = b { return .ternary(condition, b, a) }
        return expression(a, b)
    }

    /// The two expressions as one, picking at the smallest parts that differ; nil where a part that cannot
    /// pick (a callee, an `inout` argument, a closure's parameters) differs.
    func expression(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression? {
        if a == b { return a }
        let pick = SwiftExpression.ternary(condition, b, a)
        switch (a, b) {
        case let (.member(baseA?, nameA), .member(baseB?, nameB)) where nameA == nameB:
            return expression(baseA, baseB).map { .member($0, nameA) }
        case let (.optionalMember(baseA, nameA), .optionalMember(baseB, nameB)) where nameA == nameB:
            return expression(baseA, baseB).map { .optionalMember($0, nameA) }
        case let (.call(calleeA, argumentsA, trailingA), .call(calleeB, argumentsB, trailingB)):
            guard calleeA == calleeB, let arguments = arguments(argumentsA, argumentsB) else { return nil }
            switch (trailingA, trailingB) {
            case (nil, nil): return .call(calleeA, arguments)
            case let (closureA?, closureB?):
                guard let trailing = closure(closureA, closureB) else { return nil }
                return .call(calleeA, arguments, trailing: trailing)
            default: return nil
            }
        case let (.subscripted(baseA, indexA), .subscripted(baseB, indexB)):
            guard let base = expression(baseA, baseB), let index = expression(indexA, indexB) else { return nil }
            return .subscripted(base, index)
        case let (.closure(closureA), .closure(closureB)):
            return closure(closureA, closureB).map { .closure($0) }
        case let (.array(elementsA, multilineA), .array(elementsB, _)) where elementsA.count == elementsB.count:
            var elements: [SwiftExpression] = []
            for (elementA, elementB) in zip(elementsA, elementsB) {
                guard let element = expression(elementA, elementB) else { return nil }
                elements.append(element)
            }
            return .array(elements, multiline: multilineA)
        case let (.tuple(elementsA), .tuple(elementsB)):
            return arguments(elementsA, elementsB).map { .tuple($0) }
        case let (.prefix(operatorA, operandA), .prefix(operatorB, operandB)) where operatorA == operatorB:
            // `&name` passes a variable: it cannot pick between two.
            if operatorA == .inoutArgument { return nil }
            return expression(operandA, operandB).map { .prefix(operatorA, $0) }
        case let (.binary(operatorA, leftA, rightA), .binary(operatorB, leftB, rightB)) where operatorA == operatorB:
            guard let left = expression(leftA, leftB), let right = expression(rightA, rightB) else { return nil }
            return .binary(operatorA, left, right)
        case let (.ternary(conditionA, thenA, otherwiseA), .ternary(conditionB, thenB, otherwiseB)):
            guard let test = expression(conditionA, conditionB), let then = expression(thenA, thenB),
                  let otherwise = expression(otherwiseA, otherwiseB) else { return nil }
            return .ternary(test, then, otherwise)
        case let (.try(valueA), .try(valueB)):
            return expression(valueA, valueB).map { .try($0) }
        case let (.cast(valueA, typeA, optionalA), .cast(valueB, typeB, optionalB)) where typeA == typeB && optionalA == optionalB:
            return expression(valueA, valueB).map { .cast($0, type: typeA, optional: optionalA) }
        case (.closure, _), (_, .closure), (.prefix(.inoutArgument, _), _), (_, .prefix(.inoutArgument, _)):
            return nil
        default:
            return pick
        }
    }

    func arguments(_ a: [SwiftArgument], _ b: [SwiftArgument]) -> [SwiftArgument]? {
        guard a.count == b.count else { return nil }
        var merged: [SwiftArgument] = []
        for (argumentA, argumentB) in zip(a, b) {
            guard argumentA.label == argumentB.label, let value = expression(argumentA.value, argumentB.value) else { return nil }
            merged.append(SwiftArgument(argumentA.label, value))
        }
        return merged
    }

    func closure(_ a: SwiftClosure, _ b: SwiftClosure) -> SwiftClosure? {
        guard a.weakSelf == b.weakSelf, a.parameters == b.parameters, let body = statements(a.body, b.body) else { return nil }
        return SwiftClosure(weakSelf: a.weakSelf, a.parameters, body)
    }

    func conditions(_ a: [SwiftCondition], _ b: [SwiftCondition]) -> [SwiftCondition]? {
        guard a.count == b.count else { return nil }
        var merged: [SwiftCondition] = []
        for pair in zip(a, b) {
            switch pair {
            case let (.expression(expressionA), .expression(expressionB)):
                guard let value = expression(expressionA, expressionB) else { return nil }
                merged.append(.expression(value))
            case let (.optionalBinding(patternA, valueA), .optionalBinding(patternB, valueB)):
                guard SwiftWriter.pattern(patternA) == SwiftWriter.pattern(patternB) else { return nil }
                switch (valueA, valueB) {
                case (nil, nil): merged.append(pair.0)
                case let (valueA?, valueB?):
                    guard let value = expression(valueA, valueB) else { return nil }
                    merged.append(.optionalBinding(patternA, value))
                default: return nil
                }
            default: return nil
            }
        }
        return merged
    }

    /// Whether a statement declares a name the statements after it may read (so it cannot move into an `if`).
    static func binds(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .binding, .guard: true
        case .assign, .expression, .ifElse, .switch, .return, .throw, .break, .for, .do, .comment, .blank: false
        }
    }

    /// Whether an expression is the pick itself, rather than a call whose arguments pick.
    static func picksAtTop(_ expression: SwiftExpression, _ condition: SwiftExpression) -> Bool {
        if case .ternary(let test, _, _) = expression { return test == condition }
        return false
    }

    static func sameLabel(_ a: SwiftCaseLabel, _ b: SwiftCaseLabel) -> Bool {
        switch (a, b) {
        case let (.values(valuesA), .values(valuesB)): valuesA == valuesB
        case let (.enumPayload(nameA, bindingA), .enumPayload(nameB, bindingB)): nameA == nameB && bindingA == bindingB
        case (.default, .default): true
        default: false
        }
    }
}
