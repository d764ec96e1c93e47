/// A run function and its mirror image for a right-to-left layout as one function. The two bodies are
/// generated apart, from the program and from its mirrored program, and compared as syntax trees: where
/// they differ only in values, each differing value becomes `rightToLeft ? mirrored : original` (a whole
/// value table where a table differs), and a statement that differs otherwise becomes
/// `if rightToLeft { … } else { … }`. A reviewer reads the places the layout direction changes instead
/// of a second copy of every statement. The statements are paired as the longest common sequence of
/// their kinds (a binding by its name, an assignment by its target, a call by its callee); one only one
/// side has is kept as it is where it binds a value the other side never names (a temporary one side
/// computes), else put under `if rightToLeft`. Bodies whose bindings do not pair up are not merged; the
/// animator then keeps two run functions.
struct MirroredRun {
    /// The parameter and the condition the merged function reads.
    static let parameter = "rightToLeft"
    let condition = SwiftExpression.id(MirroredRun.parameter)

    /// The merged body, or nil where the two cannot be paired.
    func statements(_ original: [SwiftStatement], _ mirrored: [SwiftStatement]) -> [SwiftStatement]? {
        let keysA = original.map(Self.key), keysB = mirrored.map(Self.key)
        // The longest common subsequence of the keys, by the usual table of suffix lengths.
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: keysB.count + 1), count: keysA.count + 1)
        for i in stride(from: keysA.count - 1, through: 0, by: -1) {
            for j in stride(from: keysB.count - 1, through: 0, by: -1) {
                lengths[i][j] = keysA[i] == keysB[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        let boundA = Set(original.compactMap(Self.boundName)), boundB = Set(mirrored.compactMap(Self.boundName))
        var merged: [SwiftStatement] = []
        // A statement of one side only: a binding the other side never names is computed either way; other
        // statements run only in their layout.
        func alone(_ statement: SwiftStatement, otherBinds: Set<String>, rightToLeft: Bool) -> Bool {
            if let name = Self.boundName(statement) {
                guard !otherBinds.contains(name) else { return false }
                merged.append(statement)
                return true
            }
            if Self.binds(statement) { return false }
            switch statement {
            case .comment, .blank: merged.append(statement)
            default: merged.append(.ifElse([.expression(rightToLeft ? condition : .prefix(.not, condition))], [statement]))
            }
            return true
        }
        var (i, j) = (0, 0)
        while i < keysA.count || j < keysB.count {
            if i < keysA.count, j < keysB.count, keysA[i] == keysB[j] {
                guard let statement = statement(original[i], mirrored[j]) else { return nil }
                merged.append(statement)
                (i, j) = (i + 1, j + 1)
            } else if j == keysB.count || (i < keysA.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                guard alone(original[i], otherBinds: boundB, rightToLeft: false) else { return nil }
                i += 1
            } else {
                guard alone(mirrored[j], otherBinds: boundA, rightToLeft: true) else { return nil }
                j += 1
            }
        }
        return merged
    }

    /// What pairs two statements: their kind, and the name a binding binds, the target an assignment
    /// sets, the function a call calls, a comment's text.
    static func key(_ statement: SwiftStatement) -> String {
        switch statement {
        case .binding(let kind, let pattern, _, _): "\(kind.rawValue) \(SwiftWriter.pattern(pattern))"
        case .assign(let target, let operation, _): "\(SwiftWriter.expression(target)) \(operation.rawValue)"
        case .expression(.call(let callee, _, _)): "call \(SwiftWriter.expression(callee))"
        case .expression: "expression"
        case .ifElse: "if"
        case .guard: "guard"
        case .switch: "switch"
        case .return: "return"
        case .throw: "throw"
        case .break: "break"
        case .for(let name, _, _): "for \(name)"
        case .do: "do"
        case .comment(let text): "// \(text)"
        case .blank: "blank"
        }
    }

    /// The one name a `let` or `var` of a name binds.
    static func boundName(_ statement: SwiftStatement) -> String? {
        if case .binding(_, .name(let name), _, _) = statement { return name }
        return nil
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
    /// mirrored table reads as one; so is a value that would pick in more than one place.
    func table(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression? {
        if a == b { return a }
        if case .array = a, case .array = b { return .ternary(condition, b, a) }
        guard let merged = expression(a, b) else { return nil }
        if let count = picks(in: merged), count > 1, picks(in: a) != nil, picks(in: b) != nil { return .ternary(condition, b, a) }
        return merged
    }

    /// How many times an expression picks by the layout direction; nil when it holds a closure, whose
    /// statements a whole-value pick would copy.
    func picks(in expression: SwiftExpression) -> Int? {
        func sum(_ parts: [SwiftExpression]) -> Int? {
            var total = 0
            for part in parts {
                guard let count = picks(in: part) else { return nil }
                total += count
            }
            return total
        }
        switch expression {
        case .ternary(let test, let then, let otherwise):
            return sum([then, otherwise]).map { $0 + (test == condition ? 1 : 0) }
        case .closure, .call(_, _, trailing: .some): return nil
        case .identifier, .number, .integer, .boolean, .string, .nil, .selector, .keyPath, .member(nil, _): return 0
        case .member(let base?, _), .optionalMember(let base, _), .prefix(_, let base), .try(let base), .cast(let base, _, _): return picks(in: base)
        case .call(let callee, let arguments, trailing: nil): return sum([callee] + arguments.map(\.value))
        case .subscripted(let base, let index): return sum([base, index])
        case .array(let elements, _): return sum(elements)
        case .dictionary(let entries): return sum(entries.flatMap { [$0.key, $0.value] })
        case .tuple(let elements): return sum(elements.map(\.value))
        case .binary(_, let left, let right): return sum([left, right])
        }
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
