import TransDiagnostics
import TransIR

extension Parser {
    /// `file = { declaration } EOF ;`
    mutating func parseFile() -> FileSyntax {
        // The expressions stored before the last release point.
        var releasedExpressions = 0
        while !at(.endOfFile) {
            let start = index
            if at(.transition) {
                if let transition = parseTransition() { _ = syntax.declarationTable.add(.transition(transition)) }
            } else if at(.input) {
                if let input = parseInput() { _ = syntax.declarationTable.add(.input(input)) }
            } else if at(.let) {
                if let value = parseValue() { _ = syntax.declarationTable.add(.value(value)) }
            } else if eat(.semicolon) == nil {
                report(.expectedDeclaration(found: describe(current)), at: current.range)
                skipToDeclaration()
            }
            if panicking { skipToDeclaration() }
            ensureProgress(since: start)
            // After the declaration whose expressions reached a new chunk: the point frees the chunk it
            // ended, which the declarations up to this one filled.
            if syntax.expressions.count >> Int(ExpressionTable.chunkShift) > releasedExpressions >> Int(ExpressionTable.chunkShift) {
                // Between declarations every list is stored: nothing waits to be.
                assert(pendingExpressions.isEmpty && pending.isEmpty)
                releasedExpressions = syntax.expressions.count
                syntax.releasePoints.append(syntax.releasePoint(afterDeclarations: syntax.declarationTable.count))
            }
        }
        return syntax
    }

    /// Top-level recovery: skip to a `transition`, `input` or `let` that starts a line outside braces
    /// (staying put if the current token is one).
    mutating func skipToDeclaration() {
        var braces = 0
        while !at(.endOfFile) {
            if braces == 0 && current.startsLine && (at(.transition) || at(.input) || at(.let)) { break }
            if at(.leftBrace) { braces += 1 }
            if at(.rightBrace) { braces = max(0, braces - 1) }
            advance()
        }
        panicking = false
    }

    /// `input-decl = "input" IDENT ":" type-name [ "=" expr ] [ STRING ] ;`
    mutating func parseInput() -> InputDecl? {
        let keyword = advance()
        guard let name = parseIdentifier("an input name after 'input'") else { return nil }
        if let builtIn = Keyword.lookupActor(spelling(name)) {
            report(.reservedName(builtIn, names: "a built-in view"), at: name.range)
            return nil
        }
        guard expect(.colon, "':' and a type after the input's name") != nil,
            let typeName = parseIdentifier("a type (view, rect, point, …)")
        else { return nil }
        let type = words.inputTypes.word(typeName.name, in: syntax.names)
        if type == nil {
            report(.unknownType(spelling(typeName)), at: typeName.range,
                   notes: [SpellingSuggestion.note(for: spelling(typeName), among: InputType.allCases.map(\.rawValue))]
                .compactMap { $0 })
        }
        // The sample stays on the declaration's line, as a track's values do, so a line that
        // ends after `=` is reported there rather than taking the next declaration's first word.
        var sample: Expr?
        if onSameLine, eat(.equals) != nil { sample = parseExpression() }
        var summary: String?
        if onSameLine, let string = eat(.string) { summary = decodeString(string) }
        return InputDecl(name: name, type: type, typeRange: typeName.range, sample: sample, summary: summary,
                         range: range(from: Int(keyword.start)))
    }

    /// `value-decl = "let" IDENT "=" expr ;`, at file scope or in a transition.
    mutating func parseValue() -> ValueDecl? {
        let keyword = advance()
        guard onSameLine, let name = parseIdentifier("a name after 'let'") else {
            if !panicking { report(.expectedToken("a name after 'let'", found: "the end of the line"), at: .at(Int(keyword.end))) }
            return nil
        }
        if let builtIn = Keyword.lookupActor(spelling(name)) {
            report(.reservedName(builtIn, names: "a built-in view", declaring: "a value"), at: name.range)
            return nil
        }
        guard expect(.equals, "'=' and a value after the name") != nil else { return nil }
        let value = parseExpression()
        return ValueDecl(name: name, value: value, range: range(from: Int(keyword.start)))
    }

    /// `transition-decl = "transition" IDENT "for" operation { "," operation } "{" { transition-stmt } "}" ;`
    mutating func parseTransition() -> TransitionDecl? {
        let keyword = advance()
        guard let name = parseIdentifier("a transition name after 'transition'") else { return nil }
        guard expect(.for, "'for' and the operations the transition runs") != nil,
            let operations = parseOperationList()
        else { return nil }
        return TransitionDecl(name: name, operations: operations, body: parseStatementBlock(),
                              range: range(from: Int(keyword.start)))
    }

    /// `operation-list = operation { "," operation } ;`
    /// `operation = "push" | "pop" | "present" | "dismiss" | "tab" ;`
    mutating func parseOperationList() -> NodeList<OperationName>? {
        let mark = pending.operations.count
        defer { pending.operations.truncate(to: mark) }
        repeat {
            guard let operation = current.keyword.flatMap(TransitionOperation.init(keyword:)) else {
                report(.expectedOperation(found: describe(current)), at: current.range)
                return nil
            }
            pending.operations.append(OperationName(operation: operation, range: advance().range))
        } while eat(.comma) != nil
        return syntax.operations.add(popping: &pending.operations, from: mark)
    }

    /// The value of a string token with its escapes decoded (the lexer checked them).
    func decodeString(_ token: Token) -> String {
        let start = Int(token.start) + 1
        let closed = token.end - token.start >= 2 && file.bytes[Int(token.end) - 1] == UInt8(ascii: "\"")
        let bytes = file.bytes[start..<max(start, Int(token.end) - (closed ? 1 : 0))]
        // Most strings (an input's description) have no escape: their bytes are the text, which the
        // lexer has checked is UTF-8. Decoding them a scalar at a time was 2.8 % of the front end.
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var out = ""
        var iterator = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\\", let escaped = iterator.next() else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch escaped {
            case "n": out += "\n"
            case "t": out += "\t"
            case "u":
                var hex = ""
                while let digit = iterator.next(), digit != "}" {
                    if digit != "{" { hex.unicodeScalars.append(digit) }
                }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    out.unicodeScalars.append(decoded)
                }
            default: out.unicodeScalars.append(escaped)
            }
        }
        return out
    }
}

extension Keyword {
    /// The built-in view a name spells (`from`, `to`, `container`), if any.
    static func lookupActor(_ name: String) -> String? {
        Actor.builtIns.contains { $0.description == name } ? name : nil
    }
}

extension TransitionOperation {
    /// The operation a keyword names.
    init?(keyword: Keyword) {
        switch keyword {
        case .push: self = .push
        case .pop: self = .pop
        case .present: self = .present
        case .dismiss: self = .dismiss
        case .tab: self = .tab
        default: return nil
        }
    }
}
