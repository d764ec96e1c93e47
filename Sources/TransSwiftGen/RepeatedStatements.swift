/// Runs of statements that do the same to one view after another (a view per piece of a grid, each
/// taken out of the container the same way) written as one loop over those views, as a person would:
/// `for piece in [pieceFrom6x4R0C0, …] { … }`. Works on the syntax tree: a run is three or more
/// statements next to each other that print the same once the one view each names is replaced by the
/// loop's variable; statements that bind or assign a name are never rolled.
struct RepeatedStatements {
    /// The loop variable for views of each kind, by the prefix their names share (`UIKitGenerator.viewName`).
    static let loopNames: [(prefix: String, variable: String)] = [("piece", "piece"), ("snapshot", "snapshot")]
    /// Fewer statements than this stay as they are.
    static let shortestRun = 3

    /// The statements with their runs rolled into loops, in nested bodies and closures too.
    static func rolled(_ statements: [SwiftStatement]) -> [SwiftStatement] {
        let statements = withoutRepeatedComments(statements.map(rolledInside))
        // Statements that roll together print the same with every view name blanked; comparing those
        // prints first keeps the search linear in a long body (an explode's thousands of statements).
        let shapes = statements.map { rollable($0) ? shape($0) : nil }
        var result: [SwiftStatement] = []
        var index = 0
        while index < statements.count {
            let window = index..<min(index + shortestRun, statements.count)
            if window.count == shortestRun, shapes[index] != nil, window.allSatisfy({ shapes[$0] == shapes[index] }),
               let loop = run(in: statements, from: index) {
                result.append(.for(loop.variable, in: .array(loop.views.map { .id($0) }), [loop.body]))
                index += loop.views.count
            } else {
                result.append(statements[index])
                index += 1
            }
        }
        return result
    }

    /// The statements without a comment that says again what the last comment said over the statements
    /// since (a track's origin written before each piece it sets): said once, it heads them all, and the
    /// statements it separated can roll into one loop.
    static func withoutRepeatedComments(_ statements: [SwiftStatement]) -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        var lastComment: (text: String, index: Int)?
        for statement in statements {
            if case .comment(let text) = statement {
                if let last = lastComment, last.text == text, result[(last.index + 1)...].allSatisfy(rollable) { continue }
                lastComment = (text, result.count)
            }
            result.append(statement)
        }
        return result
    }

    /// The longest run starting at `start`: the loop variable, the views in order, and the body.
    static func run(in statements: [SwiftStatement], from start: Int) -> (variable: String, views: [String], body: SwiftStatement)? {
        guard rollable(statements[start]) else { return nil }
        let names = identifiers(in: statements[start])
        for name in names {
            // A view's transform parts are a value: a loop's constant holding one could not be assigned.
            guard let loop = loopNames.first(where: { name.hasPrefix($0.prefix) }), !name.hasSuffix(UIKitGenerator.transformSuffix) else { continue }
            // The loop variable must not name anything the statement already reads.
            guard !names.contains(loop.variable) else { continue }
            let body = replacing(name, with: loop.variable, in: statements[start])
            let template = SwiftWriter.write(statements: [body])
            var views = [name]
            next: while start + views.count < statements.count {
                let candidate = statements[start + views.count]
                guard rollable(candidate) else { break }
                for other in identifiers(in: candidate) where other.hasPrefix(loop.prefix) && !views.contains(other) {
                    if SwiftWriter.write(statements: [replacing(other, with: loop.variable, in: candidate)]) == template {
                        views.append(other)
                        continue next
                    }
                }
                break
            }
            if views.count >= shortestRun { return (loop.variable, views, body) }
        }
        return nil
    }

    /// Whether a statement may be a loop's body: it binds nothing the statements after it read, and
    /// assigns no name (a loop's constant cannot be assigned; a property of the view it names can).
    static func rollable(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .assign(.identifier, _, _): false
        case .assign, .expression, .ifElse: true
        case .binding, .guard, .switch, .return, .throw, .break, .for, .do, .comment, .blank: false
        }
    }

    /// A statement with the runs inside its bodies and its closures rolled.
    static func rolledInside(_ statement: SwiftStatement) -> SwiftStatement {
        switch statement {
        case .binding(let kind, let pattern, let type, let value): .binding(kind, pattern, type: type, value.map(rolledInside))
        case .assign(let target, let operation, let value): .assign(target, operation, rolledInside(value))
        case .expression(let value): .expression(rolledInside(value))
        case .ifElse(let conditions, let body, let otherwise): .ifElse(conditions, rolled(body), else: otherwise.map(rolled))
        case .guard(let conditions, let otherwise): .guard(conditions, else: rolled(otherwise))
        case .switch(let subject, let cases): .switch(subject, cases.map { SwiftCase($0.label, rolled($0.body)) })
        case .for(let name, let sequence, let body): .for(name, in: sequence, rolled(body))
        case .do(let body): .do(rolled(body))
        case .return, .throw, .break, .comment, .blank: statement
        }
    }

    /// An expression whose closures (a trailing one, or one passed) have their runs rolled.
    static func rolledInside(_ expression: SwiftExpression) -> SwiftExpression {
        func rolled(_ closure: SwiftClosure) -> SwiftClosure { SwiftClosure(weakSelf: closure.weakSelf, closure.parameters, Self.rolled(closure.body)) }
        switch expression {
        case .call(let callee, let arguments, let trailing):
            return .call(callee, arguments.map { SwiftArgument($0.label, rolledInside($0.value)) }, trailing: trailing.map(rolled))
        case .closure(let closure):
            return .closure(rolled(closure))
        default:
            return expression
        }
    }

    /// The identifiers a statement names, in the order it names them.
    static func identifiers(in statement: SwiftStatement) -> [String] {
        var names: [String] = [], seen: Set<String> = []
        _ = map(statement) { name in
            if seen.insert(name).inserted { names.append(name) }
            return name
        }
        return names
    }

    /// The statement as printed with every name a loop may run over blanked: two statements that are one
    /// loop's body apart from the view they name have the same shape (the loop variable is such a name too).
    static func shape(_ statement: SwiftStatement) -> String {
        SwiftWriter.write(statements: [map(statement) { name in loopNames.contains { name.hasPrefix($0.prefix) } ? "_" : name }])
    }

    /// The statement with every identifier `name` (not a member of that name) renamed.
    static func replacing(_ name: String, with replacement: String, in statement: SwiftStatement) -> SwiftStatement {
        map(statement) { $0 == name ? replacement : $0 }
    }

    /// The statement with each identifier passed through `rename`.
    static func map(_ statement: SwiftStatement, _ rename: (String) -> String) -> SwiftStatement {
        func expression(_ value: SwiftExpression) -> SwiftExpression { map(value, rename) }
        func statements(_ list: [SwiftStatement]) -> [SwiftStatement] { list.map { map($0, rename) } }
        func condition(_ condition: SwiftCondition) -> SwiftCondition {
            switch condition {
            case .expression(let value): .expression(expression(value))
            case .optionalBinding(let pattern, let value): .optionalBinding(pattern, value.map(expression))
            }
        }
        switch statement {
        case .binding(let kind, let pattern, let type, let value): return .binding(kind, pattern, type: type, value.map(expression))
        case .assign(let target, let operation, let value): return .assign(expression(target), operation, expression(value))
        case .expression(let value): return .expression(expression(value))
        case .ifElse(let conditions, let body, let otherwise):
            return .ifElse(conditions.map(condition), statements(body), else: otherwise.map(statements))
        case .guard(let conditions, let otherwise): return .guard(conditions.map(condition), else: statements(otherwise))
        case .switch(let subject, let cases): return .switch(expression(subject), cases.map { SwiftCase($0.label, statements($0.body)) })
        case .return(let value): return .return(value.map(expression))
        case .throw(let value): return .throw(expression(value))
        case .for(let name, let sequence, let body): return .for(name, in: expression(sequence), statements(body))
        case .do(let body): return .do(statements(body))
        case .break, .comment, .blank: return statement
        }
    }

    /// The expression with each identifier passed through `rename`.
    static func map(_ expression: SwiftExpression, _ rename: (String) -> String) -> SwiftExpression {
        func sub(_ value: SwiftExpression) -> SwiftExpression { map(value, rename) }
        func arguments(_ list: [SwiftArgument]) -> [SwiftArgument] { list.map { SwiftArgument($0.label, sub($0.value)) } }
        func closure(_ closure: SwiftClosure) -> SwiftClosure {
            SwiftClosure(weakSelf: closure.weakSelf, closure.parameters, closure.body.map { map($0, rename) })
        }
        switch expression {
        case .identifier(let name): return .identifier(rename(name))
        case .member(let base, let name): return .member(base.map(sub), name)
        case .optionalMember(let base, let name): return .optionalMember(sub(base), name)
        case .call(let callee, let list, let trailing): return .call(sub(callee), arguments(list), trailing: trailing.map(closure))
        case .subscripted(let base, let index): return .subscripted(sub(base), sub(index))
        case .closure(let value): return .closure(closure(value))
        case .number, .integer, .boolean, .string, .nil, .selector, .keyPath: return expression
        case .array(let elements, let multiline): return .array(elements.map(sub), multiline: multiline)
        case .dictionary(let entries): return .dictionary(entries.map { (sub($0.key), sub($0.value)) })
        case .tuple(let elements): return .tuple(arguments(elements))
        case .prefix(let operation, let operand): return .prefix(operation, sub(operand))
        case .binary(let operation, let left, let right): return .binary(operation, sub(left), sub(right))
        case .ternary(let test, let then, let otherwise): return .ternary(sub(test), sub(then), sub(otherwise))
        case .try(let value): return .try(sub(value))
        case .cast(let value, let type, let optional): return .cast(sub(value), type: type, optional: optional)
        }
    }
}
