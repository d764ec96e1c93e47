import TransDiagnostics
import TransIR

extension Parser {
    /// `expr = term { ( "+" | "-" ) term } ;`
    ///
    /// Outside parentheses a value may not begin a new line (statements begin lines), unless
    /// `lineStartAllowed` says this expression begins an item, as a keyframe does.
    mutating func parseExpression(lineStartAllowed: Bool = false) -> Expr {
        var lhs = parseTerm(lineStartAllowed: lineStartAllowed)
        while let op = additiveOperator, !panicking {
            advance()
            let rhs = parseTerm(lineStartAllowed: false)
            lhs = Expr(kind: .binary(op, syntax.expressions.add(lhs), syntax.expressions.add(rhs)), range: lhs.range.union(rhs.range))
        }
        return lhs
    }

    private var additiveOperator: BinaryOperator? {
        switch current.kind {
        case .plus: .add
        case .minus: .subtract
        default: nil
        }
    }

    /// `term = unary { ( "*" | "/" ) unary } ;`
    ///
    /// This level, a unary without its sign and a postfix are inlined into the one above: most values are
    /// one number or name, which then reach `parsePrimary` through one call rather than four.
    @inline(__always)
    mutating func parseTerm(lineStartAllowed: Bool) -> Expr {
        var lhs = parseUnary(lineStartAllowed: lineStartAllowed)
        while !panicking {
            let op: BinaryOperator
            switch current.kind {
            case .star: op = .multiply
            case .slash: op = .divide
            default: return lhs
            }
            advance()
            let rhs = parseUnary(lineStartAllowed: false)
            lhs = Expr(kind: .binary(op, syntax.expressions.add(lhs), syntax.expressions.add(rhs)), range: lhs.range.union(rhs.range))
        }
        return lhs
    }

    /// `unary = ( "-" | "+" ) unary | postfix ;`
    @inline(__always)
    mutating func parseUnary(lineStartAllowed: Bool) -> Expr {
        guard at(.minus) || at(.plus) else { return parsePostfix(lineStartAllowed: lineStartAllowed) }
        return parseSigned(lineStartAllowed: lineStartAllowed)
    }

    /// A unary with its sign: `( "-" | "+" ) unary`.
    private mutating func parseSigned(lineStartAllowed: Bool) -> Expr {
        if !lineStartAllowed && parenDepth == 0 && current.startsLine {
            return missingValue()
        }
        let sign = advance()
        guard enterNesting(at: sign.range) else {
            while at(.minus) || at(.plus) { advance() }
            return Expr(kind: .error, range: sign.range)
        }
        defer { depth -= 1 }
        let operand = parseUnary(lineStartAllowed: false)
        let range = sign.range.union(operand.range)
        return sign.kind == .minus ? Expr(kind: .negate(syntax.expressions.add(operand)), range: range) : Expr(kind: operand.kind, range: range)
    }

    /// `postfix = primary { "." IDENT } ;`
    @inline(__always)
    mutating func parsePostfix(lineStartAllowed: Bool) -> Expr {
        var base = parsePrimary(lineStartAllowed: lineStartAllowed)
        while !panicking, eat(.dot) != nil {
            guard let member = parseIdentifier("a member name after '.'") else { break }
            base = Expr(kind: .member(syntax.expressions.add(base), member.name), range: base.range.union(member.range))
        }
        return base
    }

    /// `primary = NUMBER | COLOR | IDENT [ "(" [ expr { "," expr } ] ")" ] | "(" expr { "," expr } ")"`
    /// `        | "[" [ expr { "," expr } ] "]" ;`
    mutating func parsePrimary(lineStartAllowed: Bool) -> Expr {
        if !lineStartAllowed && parenDepth == 0 && current.startsLine {
            return missingValue()
        }
        let token = current
        switch token.kind {
        case .number:
            advance()
            let literal = file.bytes.withUnsafeBufferPointer { NumberLiteral($0, Int(token.start), Int(token.end)) }
            return Expr(kind: .number(literal), range: token.range)
        case .color:
            advance()
            return Expr(kind: .color(colorValue(token)), range: token.range)
        case .identifier:
            advance()
            let name = Identifier(name: intern(token), range: token.range)
            guard at(.leftParen) else { return Expr(kind: .name(name.name), range: token.range) }
            guard let arguments = parseArguments() else { return Expr(kind: .error, range: range(from: Int(token.start))) }
            return Expr(kind: .call(name.name, arguments), range: range(from: Int(token.start)))
        case .leftParen:
            let mark = pendingExpressions.count
            guard parseArgumentsOntoStack() else { return Expr(kind: .error, range: range(from: Int(token.start))) }
            let whole = range(from: Int(token.start))
            // `(x)` is `x`, and is never stored.
            if pendingExpressions.count - mark == 1 { return Expr(kind: pendingExpressions.removeLast().kind, range: whole) }
            return Expr(kind: .tuple(syntax.expressions.add(popping: &pendingExpressions, from: mark)), range: whole)
        case .leftBracket:
            guard let items = parseList() else { return Expr(kind: .error, range: range(from: Int(token.start))) }
            return Expr(kind: .list(items), range: range(from: Int(token.start)))
        default:
            report(.expectedExpression(found: describe(token)), at: token.range)
            return Expr(kind: .error, range: .at(Int(token.start)))
        }
    }

    /// Reports a value missing at the end of a line.
    private mutating func missingValue() -> Expr {
        let end = previousEnd
        report(.expectedExpression(found: "the end of the line"), at: .at(end))
        return Expr(kind: .error, range: .at(end))
    }

    /// `"(" [ expr { "," expr } ] ")"`; nil after a reported error.
    mutating func parseArguments() -> ExprList? {
        let mark = pendingExpressions.count
        guard parseArgumentsOntoStack() else { return nil }
        return syntax.expressions.add(popping: &pendingExpressions, from: mark)
    }

    /// `"(" [ expr { "," expr } ] ")"`, its members left on the waiting stack, so that a lone one
    /// (a parenthesised expression) need never be stored; false after a reported error, with the
    /// stack as it was.
    private mutating func parseArgumentsOntoStack() -> Bool {
        let mark = pendingExpressions.count
        guard let open = eat(.leftParen), enterParens(open) else { return false }
        defer { leaveParens() }
        if eat(.rightParen) != nil { return true }
        pushExpressionList()
        if !panicking {
            if eat(.rightParen) != nil { return true }
            report(.unclosedDelimiter(close: ")", open: "(", found: describe(current)), at: current.range,
                   notes: [Note("to match this '('", at: open.range)])
        }
        pendingExpressions.truncate(to: mark)
        return false
    }

    /// `expr { "," expr }`, onto the waiting stack.
    private mutating func pushExpressionList() {
        repeat {
            pendingExpressions.append(parseExpression())
        } while !panicking && eat(.comma) != nil
    }

    /// `"[" [ expr { "," expr } ] "]"`, a transform list, which may span lines; nil after a reported error.
    mutating func parseList() -> ExprList? {
        guard let open = eat(.leftBracket) else { return nil }
        guard enterNesting(at: open.range) else {
            stepBack()
            skipBalanced(open: .leftBracket, close: .rightBracket)
            return nil
        }
        parenDepth += 1
        defer { leaveParens() }
        if eat(.rightBracket) != nil { return .empty }
        let mark = pendingExpressions.count
        pushExpressionList()
        let items = syntax.expressions.add(popping: &pendingExpressions, from: mark)
        if panicking { return nil }
        if eat(.rightBracket) == nil {
            report(.unclosedDelimiter(close: "]", open: "[", found: describe(current)), at: current.range,
                   notes: [Note("to match this '['", at: open.range)])
            return nil
        }
        return items
    }

    /// Enters a parenthesised list whose `(` was just consumed; past the nesting limit
    /// skips to its `)` and returns false.
    mutating func enterParens(_ open: Token) -> Bool {
        guard enterNesting(at: open.range) else {
            stepBack()
            skipBalanced(open: .leftParen, close: .rightParen)
            return false
        }
        parenDepth += 1
        return true
    }

    /// Leaves a list entered by `enterParens`.
    mutating func leaveParens() {
        parenDepth -= 1
        depth -= 1
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` as 0xRRGGBBAA (a bad literal, already reported, is black).
    private func colorValue(_ token: Token) -> UInt32 {
        let digits = file.bytes[(Int(token.start) + 1)..<Int(token.end)].map { byte -> UInt32 in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - 55)
            default: 0
            }
        }
        let expanded: [UInt32]
        switch digits.count {
        case 3: expanded = digits.flatMap { [$0, $0] } + [15, 15]
        case 4: expanded = digits.flatMap { [$0, $0] }
        case 6: expanded = digits + [15, 15]
        case 8: expanded = digits
        default: return 0x0000_00FF
        }
        return expanded.reduce(0) { $0 << 4 | $1 }
    }
}
