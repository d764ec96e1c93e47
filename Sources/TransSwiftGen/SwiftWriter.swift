import TransIR

/// Prints the Swift model: four-space indentation, `case` labels level with their `switch`,
/// exactly one trailing newline, and parentheses exactly where precedence needs them.
public enum SwiftWriter {
    /// The text of a file's top-level declarations.
    public static func write(_ declarations: [SwiftDeclaration]) -> String {
        var out = ""
        for declaration in declarations { write(declaration, indent: 0, into: &out) }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// The text of statements, at the top level (for tests and for reading).
    public static func write(statements: [SwiftStatement]) -> String {
        var out = ""
        for statement in statements { write(statement, indent: 0, into: &out) }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// An expression's text as it would stand on a line of its own.
    public static func expression(_ expression: SwiftExpression) -> String { text(expression, indent: 0).text }

    // MARK: Declarations

    static func write(_ declaration: SwiftDeclaration, indent: Int, into out: inout String) {
        let pad = String(repeating: "    ", count: indent)
        switch declaration {
        case .import(let module): out += pad + "import " + module + "\n"
        case .type(let type):
            let conformances = type.conformances.isEmpty ? "" : ": " + type.conformances.joined(separator: ", ")
            out += pad + modifiers(type.modifiers) + type.kind.rawValue + " " + type.name + conformances + " {\n"
            for member in type.members { write(member, indent: indent + 1, into: &out) }
            close(pad, into: &out)
        case .function(let function):
            let returns = function.returns.map { " -> " + $0 } ?? ""
            out += pad + modifiers(function.modifiers) + "func " + function.name + parameters(function.parameters, indent: indent) + returns + " {\n"
            body(function.body, indent: indent + 1, into: &out)
            close(pad, into: &out)
        case .initializer(let initializer):
            let throwing = initializer.throwing.map { " throws(\($0))" } ?? ""
            out += pad + modifiers(initializer.modifiers) + (initializer.failable ? "init?" : "init")
                + parameters(initializer.parameters, indent: indent) + throwing + " {\n"
            body(initializer.body, indent: indent + 1, into: &out)
            close(pad, into: &out)
        case .stored(let modifiers, let kind, let name, let type, let value):
            out += pad + self.modifiers(modifiers) + kind.rawValue + " " + name + (type.map { ": " + $0 } ?? "")
                + (value.map { " = " + text($0, indent: indent).text } ?? "") + "\n"
        case .computed(let modifiers, let name, let type, let statements):
            out += pad + self.modifiers(modifiers) + "var " + name + ": " + type + " {\n"
            body(statements, indent: indent + 1, into: &out)
            close(pad, into: &out)
        case .enumCases(let names): out += pad + "case " + names.joined(separator: ", ") + "\n"
        case .comment(let text): comment(text, pad: pad, into: &out)
        case .documentation(let lines):
            for line in lines { out += pad + "///" + (line.isEmpty ? "" : " " + line) + "\n" }
        case .mark(let title): out += pad + "// MARK: - " + title + "\n"
        case .compiledIf(let condition, let declarations):
            // Directives stay in the first column, the code keeps its own indentation.
            out += "#if " + condition + "\n"
            for declaration in declarations { write(declaration, indent: indent, into: &out) }
            while out.hasSuffix("\n\n") { out.removeLast() }
            out += "#endif\n"
        case .blank: blank(into: &out)
        }
    }

    static func modifiers(_ modifiers: [SwiftModifier]) -> String {
        modifiers.map { $0.rawValue + " " }.joined()
    }

    static func parameters(_ parameters: [SwiftParameter], indent: Int) -> String {
        "(" + parameters.map { parameter in
            let name = parameter.label == parameter.name ? parameter.name : (parameter.label ?? "_") + " " + parameter.name
            return name + ": " + parameter.type + (parameter.defaultValue.map { " = " + text($0, indent: indent).text } ?? "")
        }.joined(separator: ", ") + ")"
    }

    // MARK: Statements

    static func body(_ statements: [SwiftStatement], indent: Int, into out: inout String) {
        for statement in statements { write(statement, indent: indent, into: &out) }
    }

    static func close(_ pad: String, into out: inout String) {
        while out.hasSuffix("\n\n") { out.removeLast() }
        out += pad + "}\n"
    }

    static func comment(_ text: String, pad: String, into out: inout String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { out += pad + "// " + line + "\n" }
    }

    /// One empty line, never two and never right after an opening brace.
    static func blank(into out: inout String) {
        if !out.isEmpty && !out.hasSuffix("\n\n") && !out.hasSuffix("{\n") && !out.hasSuffix(":\n") { out += "\n" }
    }

    static func write(_ statement: SwiftStatement, indent: Int, into out: inout String) {
        let pad = String(repeating: "    ", count: indent)
        switch statement {
        case .binding(let kind, let target, let type, let value):
            out += pad + kind.rawValue + " " + pattern(target) + (type.map { ": " + $0 } ?? "")
                + (value.map { " = " + text($0, indent: indent).text } ?? "") + "\n"
        case .assign(let target, let op, let value):
            out += pad + text(target, indent: indent).text + " " + op.rawValue + " " + text(value, indent: indent).text + "\n"
        case .expression(let expression): out += pad + text(expression, indent: indent).text + "\n"
        case .ifElse(let conditions, let then, let otherwise):
            out += pad + "if " + self.conditions(conditions, indent: indent) + " {\n"
            body(then, indent: indent + 1, into: &out)
            var rest = otherwise
            while let statements = rest {
                // `else { if … }` is written `else if …`.
                if statements.count == 1, case .ifElse(let conditions, let then, let otherwise) = statements[0] {
                    out += pad + "} else if " + self.conditions(conditions, indent: indent) + " {\n"
                    body(then, indent: indent + 1, into: &out)
                    rest = otherwise
                } else {
                    out += pad + "} else {\n"
                    body(statements, indent: indent + 1, into: &out)
                    rest = nil
                }
            }
            close(pad, into: &out)
        case .guard(let conditions, let otherwise):
            var head = pad + "guard " + self.conditions(conditions, indent: indent) + " else {"
            if head.count > 120 && conditions.count > 1 {
                // One condition a line, aligned after `guard `.
                head = pad + "guard " + conditions.map { self.conditions([$0], indent: indent) }
                    .joined(separator: ",\n" + pad + String(repeating: " ", count: 6)) + " else {"
            }
            if otherwise.count == 1, let line = singleLine(otherwise[0]), head.count + line.count < 110 {
                out += head + " " + line + " }\n"
            } else {
                out += head + "\n"
                body(otherwise, indent: indent + 1, into: &out)
                close(pad, into: &out)
            }
        case .switch(let subject, let cases):
            out += pad + "switch " + text(subject, indent: indent).text + " {\n"
            for item in cases {
                let label: String
                switch item.label {
                case .values(let values): label = "case " + values.map { text($0, indent: indent).text }.joined(separator: ", ") + ":"
                case .enumPayload(let name, let binding): label = "case .\(name)(let \(binding)):"
                case .default: label = "default:"
                }
                if item.body.count == 1, let line = singleLine(item.body[0]), pad.count + label.count + line.count < 110 {
                    out += pad + label + " " + line + "\n"
                } else {
                    out += pad + label + "\n"
                    body(item.body, indent: indent + 1, into: &out)
                }
            }
            out += pad + "}\n"
        case .return(let value): out += pad + "return" + (value.map { " " + text($0, indent: indent).text } ?? "") + "\n"
        case .throw(let value): out += pad + "throw " + text(value, indent: indent).text + "\n"
        case .break: out += pad + "break\n"
        case .for(let name, let sequence, let statements):
            out += pad + "for \(name) in " + text(sequence, indent: indent).text + " {\n"
            body(statements, indent: indent + 1, into: &out)
            close(pad, into: &out)
        case .do(let statements):
            out += pad + "do {\n"
            body(statements, indent: indent + 1, into: &out)
            close(pad, into: &out)
        case .comment(let text): comment(text, pad: pad, into: &out)
        case .blank: blank(into: &out)
        }
    }

    /// A statement's text when it fits one line, for `case x: statement` and `guard … else { statement }`.
    static func singleLine(_ statement: SwiftStatement) -> String? {
        switch statement {
        case .comment, .blank, .ifElse, .guard, .switch, .for, .do: return nil
        case .binding, .assign, .expression, .return, .throw, .break:
            var out = ""
            write(statement, indent: 0, into: &out)
            let line = String(out.dropLast())
            return line.contains("\n") ? nil : line
        }
    }

    static func pattern(_ pattern: SwiftPattern) -> String {
        switch pattern {
        case .name(let name): name
        case .tuple(let names): "(" + names.joined(separator: ", ") + ")"
        }
    }

    static func conditions(_ conditions: [SwiftCondition], indent: Int) -> String {
        conditions.map { condition in
            switch condition {
            case .expression(let expression): text(expression, indent: indent).text
            case .optionalBinding(let target, let value): "let " + pattern(target) + (value.map { " = " + text($0, indent: indent).text } ?? "")
            }
        }.joined(separator: ", ")
    }

    // MARK: Expressions

    /// Precedence of an expression's outermost form: postfix and primary bind tightest.
    static let primary = 1000
    static let prefixLevel = 900
    static let castLevel = 132
    static let ternaryLevel = 100
    static let tryLevel = 0

    static func text(_ expression: SwiftExpression, indent: Int) -> (text: String, precedence: Int) {
        func sub(_ child: SwiftExpression, atLeast minimum: Int) -> String {
            let (string, precedence) = text(child, indent: indent)
            return precedence < minimum ? "(" + string + ")" : string
        }
        switch expression {
        case .identifier(let name): return (name, primary)
        case .member(let base, let name):
            return ((base.map { sub($0, atLeast: primary) } ?? "") + "." + name, primary)
        case .optionalMember(let base, let name): return (sub(base, atLeast: primary) + "?." + name, primary)
        case .call(let function, let arguments, let trailing):
            var string = sub(function, atLeast: primary)
            if !arguments.isEmpty || trailing == nil { string += "(" + self.arguments(arguments, indent: indent) + ")" }
            if let trailing { string += " " + closure(trailing, indent: indent) }
            return (string, primary)
        case .subscripted(let base, let index): return (sub(base, atLeast: primary) + "[" + text(index, indent: indent).text + "]", primary)
        case .closure(let closure): return (self.closure(closure, indent: indent), primary)
        case .number(let value):
            // A negative literal is a prefix expression; a literal before `.member` needs parentheses.
            let string = formatDouble(value)
            return (string, value < 0 || string.hasPrefix("-") ? prefixLevel : primary - 1)
        case .integer(let value): return (String(value), value < 0 ? prefixLevel : primary - 1)
        case .boolean(let value): return (value ? "true" : "false", primary)
        case .string(let value): return (SwiftNames.stringLiteral(value), primary)
        case .nil: return ("nil", primary)
        case .array(let elements, let multiline):
            guard multiline, !elements.isEmpty else {
                return ("[" + elements.map { text($0, indent: indent).text }.joined(separator: ", ") + "]", primary)
            }
            let pad = String(repeating: "    ", count: indent + 1)
            return ("[\n" + elements.map { pad + text($0, indent: indent + 1).text + ",\n" }.joined()
                    + String(repeating: "    ", count: indent) + "]", primary)
        case .dictionary(let entries):
            if entries.isEmpty { return ("[:]", primary) }
            return ("[" + entries.map { text($0.key, indent: indent).text + ": " + text($0.value, indent: indent).text }
                .joined(separator: ", ") + "]", primary)
        case .tuple(let elements): return ("(" + arguments(elements, indent: indent) + ")", primary)
        case .prefix(let op, let operand): return (op.rawValue + sub(operand, atLeast: primary), prefixLevel)
        case .binary(let op, let lhs, let rhs):
            let p = op.precedence
            let left = sub(lhs, atLeast: op.associativity == .left ? p : p + 1)
            let right = sub(rhs, atLeast: op.associativity == .right ? p : p + 1)
            // A range reads as one word, as Swift's style writes it.
            let space = op == .halfOpenRange ? "" : " "
            return (left + space + op.rawValue + space + right, p)
        case .ternary(let condition, let then, let otherwise):
            return (sub(condition, atLeast: ternaryLevel + 1) + " ? " + sub(then, atLeast: ternaryLevel + 1) + " : "
                    + sub(otherwise, atLeast: ternaryLevel), ternaryLevel)
        case .try(let operand): return ("try " + sub(operand, atLeast: tryLevel), tryLevel)
        case .cast(let operand, let type, let optional):
            return (sub(operand, atLeast: castLevel) + (optional ? " as? " : " as ") + type, castLevel)
        case .selector(let name): return ("#selector(" + name + ")", primary)
        case .keyPath(let path): return ("\\" + path, primary)
        }
    }

    static func arguments(_ arguments: [SwiftArgument], indent: Int) -> String {
        arguments.map { ($0.label.map { $0 + ": " } ?? "") + text($0.value, indent: indent).text }.joined(separator: ", ")
    }

    /// `{ a, b in statement }` on one line when the body is one expression, else the body indented below.
    static func closure(_ closure: SwiftClosure, indent: Int) -> String {
        var head = "{"
        if closure.weakSelf { head += " [weak self]" }
        // A capture list needs `in` even without parameters.
        if !closure.parameters.isEmpty || closure.weakSelf { head += (closure.parameters.isEmpty ? "" : " " + closure.parameters.joined(separator: ", ")) + " in" }
        if closure.body.isEmpty { return head == "{" ? "{}" : head + " }" }
        if closure.body.count == 1, case .expression = closure.body[0], let line = singleLine(closure.body[0]) {
            return head + " " + line + " }"
        }
        var out = head + "\n"
        body(closure.body, indent: indent + 1, into: &out)
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out + String(repeating: "    ", count: indent) + "}"
    }
}
