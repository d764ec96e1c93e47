import TransDiagnostics
import TransIR

/// The words that begin statements, for "did you mean" notes.
let transitionStatementWords = [
    "duration", "delay", "curve", "spring", "perspective", "keep", "hide", "animate", "reverse", "interactive", "let",
    "layout-direction", "reduce-motion",
]
let timingStatementWords = ["duration", "delay", "curve", "spring"]
let interactiveStatementWords = ["gesture", "complete-at", "flick", "distance", "follow", "release"]

extension Parser {
    /// ```
    /// transition-stmt = timing-stmt | perspective-stmt | order-stmt | keep-stmt | hide-stmt
    ///                 | animate-block | reverse-stmt | interactive-block | value-decl | layout-direction-stmt
    ///                 | reduce-motion-stmt ;
    /// layout-direction-stmt = "layout-direction" IDENT ;
    /// reduce-motion-stmt = "reduce-motion" IDENT ;
    /// ```
    mutating func parseTransitionStatement() -> TransitionStatement? {
        let start = Int(current.start)
        let kind: TransitionStatement.Kind?
        switch current.keyword {
        case .duration, .delay, .curve, .spring:
            kind = parseTimingStatement().map { .timing(syntax.timingStatements.add($0)) }
        case .perspective:
            advance()
            kind = .perspective(parseExpression())
        case .keep:
            kind = parseActorList().map { .keep($0) }
        case .hide:
            kind = parseActorList().map { .hide($0) }
        case .animate:
            kind = parseAnimateBlock().map { .animate(syntax.animateBlocks.add($0)) }
        case .reverse:
            kind = parseReverse().map { .reverse($0) }
        case .interactive:
            kind = parseInteractiveBlock().map { .interactive($0) }
        case .let:
            kind = parseValue().map { .value(syntax.transitionValues.add($0)) }
        case .layoutDirection:
            advance()
            // The word is checked by the checker, which can suggest a spelling.
            guard let word = expect(.identifier, WordList.layoutDirectionRules + " after 'layout-direction'") else { return nil }
            kind = .layoutDirection(Identifier(name: intern(word), range: word.range))
        case .reduceMotion:
            advance()
            guard let word = expect(.identifier, WordList.reduceMotionRules + " after 'reduce-motion'") else { return nil }
            kind = .reduceMotion(Identifier(name: intern(word), range: word.range))
        default:
            if startsActor && (next.keyword == .above || next.keyword == .below || at(.snapshot)) {
                kind = parseOrder()
            } else {
                reportUnknownStatement(in: "a transition", words: transitionStatementWords)
                return nil
            }
        }
        return kind.map { TransitionStatement(kind: $0, range: range(from: start)) }
    }

    /// Reports the current word as an unknown statement, with a spelling suggestion, and skips it.
    mutating func reportUnknownStatement(in block: String, words: [String], hint: String? = nil) {
        let word = at(.identifier) ? text(current) : describe(current)
        if at(.identifier) {
            report(.unknownStatement(word, in: block), at: current.range,
                   notes: [SpellingSuggestion.note(for: word, among: words) ?? hint.map { Note($0) }].compactMap { $0 })
        } else {
            report(.expectedToken("a statement", found: word), at: current.range)
        }
        advance()
    }

    /// `order-stmt = actor ( "above" | "below" ) actor ;`
    mutating func parseOrder() -> TransitionStatement.Kind? {
        guard let upper = parseActor() else { return nil }
        let relation: OrderRelation
        if eat(.above) != nil {
            relation = .above
        } else if eat(.below) != nil {
            relation = .below
        } else {
            report(.expectedToken("'above' or 'below'", found: describe(current)), at: current.range)
            return nil
        }
        guard let lower = parseActor() else { return nil }
        return .order(upper: syntax.actors.add(upper), relation: relation, lower: syntax.actors.add(lower))
    }

    /// `keep-stmt = "keep" actor { "," actor } ;` and `hide-stmt = "hide" actor { "," actor } ;`
    mutating func parseActorList() -> NodeList<ActorRef>? {
        advance()
        let mark = pending.actors.count
        defer { pending.actors.truncate(to: mark) }
        repeat {
            guard let actor = parseActor() else { return nil }
            pending.actors.append(actor)
        } while eat(.comma) != nil
        return syntax.actors.add(popping: &pending.actors, from: mark)
    }

    /// `"{" { transition-stmt } "}"`, the body of a transition or of `reverse { … }`; empty when the
    /// `{` is missing (reported).
    mutating func parseStatementBlock() -> NodeList<TransitionStatement> {
        let mark = pending.statements.count
        _ = parseBlock { parser in
            if let statement = parser.parseTransitionStatement() { parser.pending.statements.append(statement) }
        }
        return syntax.statements.add(popping: &pending.statements, from: mark)
    }

    /// Whether the current token can begin an actor.
    var startsActor: Bool { at(.identifier) }

    /// `actor = "from" | "to" | "container" | "dimming" | "snapshot" "(" actor ")" | IDENT ;`
    mutating func parseActor() -> ActorRef? {
        guard at(.identifier) else {
            report(.expectedActor(found: describe(current)), at: current.range)
            return nil
        }
        let token = advance()
        switch token.keyword {
        case .from: return ActorRef(kind: .from, range: token.range)
        case .to: return ActorRef(kind: .to, range: token.range)
        case .container: return ActorRef(kind: .container, range: token.range)
        case .dimming: return ActorRef(kind: .dimming, range: token.range)
        case .snapshot where at(.leftParen):
            advance()
            guard enterNesting(at: token.range) else {
                stepBack()
                skipBalanced(open: .leftParen, close: .rightParen)
                return nil
            }
            defer { depth -= 1 }
            guard let inner = parseActor(), expect(.rightParen, "')' after the snapshot's view") != nil else { return nil }
            return ActorRef(kind: .snapshot(syntax.actors.add(inner)), range: range(from: Int(token.start)))
        default:
            return ActorRef(kind: .input(Identifier(name: intern(token), range: token.range)), range: token.range)
        }
    }

    /// ```
    /// timing-stmt = "duration" expr | "delay" expr | "curve" curve
    ///             | "spring" spring-param { spring-param } ;
    /// ```
    mutating func parseTimingStatement() -> TimingStatement? {
        let keyword = advance()
        let kind: TimingStatement.Kind
        switch keyword.keyword {
        case .duration: kind = .duration(parseExpression())
        case .delay: kind = .delay(parseExpression())
        case .curve:
            guard let curve = parseCurve() else { return nil }
            kind = .curve(curve)
        default:
            guard let parameters = parseSpringParameters() else { return nil }
            kind = .spring(parameters)
        }
        return TimingStatement(kind: kind, keywordRange: keyword.range, range: range(from: Int(keyword.start)))
    }

    /// `spring-param = ( "damping" | "velocity" | "mass" | "stiffness" | "bounce" ) expr ;`
    mutating func parseSpringParameters() -> NodeList<SpringParameter>? {
        let mark = pending.springParameters.count
        defer { pending.springParameters.truncate(to: mark) }
        // Parameters continue on the statement's line until a word that begins another statement.
        while at(.identifier) && onSameLine && (current.keyword == nil || pending.springParameters.count == mark) {
            let token = advance()
            guard let name = words.springParameters.word(intern(token), in: syntax.names) else {
                let word = text(token)
                report(.unknownSpringParameter(word), at: token.range,
                       notes: [SpellingSuggestion.note(for: word, among: SpringParameterName.allCases.map(\.rawValue))]
                    .compactMap { $0 })
                return nil
            }
            let value = parseExpression()
            pending.springParameters.append(SpringParameter(name: name, nameRange: token.range, value: value))
        }
        if pending.springParameters.count == mark {
            report(.expectedToken("a spring parameter (\(WordList.springParameters))",
                                  found: describe(current)), at: current.range)
            return nil
        }
        return syntax.springParameters.add(popping: &pending.springParameters, from: mark)
    }

    /// ```
    /// curve = IDENT
    ///       | "cubic-bezier" "(" expr "," expr "," expr "," expr ")"
    ///       | "steps" "(" expr [ "," IDENT ] ")"
    ///       | "linear" "(" linear-stop { "," linear-stop } ")" ;
    /// linear-stop = expr [ expr [ expr ] ] ;
    /// ```
    mutating func parseCurve() -> CurveSyntax? {
        guard onSameLine, let name = parseIdentifier("a curve (ease-in-out, linear, cubic-bezier(…), …)") else {
            if !panicking {
                report(.expectedToken("a curve (ease-in-out, linear, cubic-bezier(…), …)", found: describe(current)),
                       at: current.range)
            }
            return nil
        }
        let start = name.range.start
        guard at(.leftParen) else { return CurveSyntax(kind: .named(name), range: name.range) }
        guard let function = words.curveFunctions.word(name.name, in: syntax.names) else {
            report(.unknownCurve(spelling(name)), at: name.range,
                   notes: [SpellingSuggestion.note(for: spelling(name), among: CurveFunction.allCases.map(\.rawValue))]
                .compactMap { $0 })
            return nil
        }
        switch function {
        case .cubicBezier:
            guard let arguments = parseArguments() else { return nil }
            return CurveSyntax(kind: .cubicBezier(arguments), range: range(from: start))
        case .steps:
            guard let open = eat(.leftParen), enterParens(open) else { return nil }
            defer { leaveParens() }
            let count = parseExpression()
            var position: Identifier?
            if eat(.comma) != nil { position = parseIdentifier("a step position (jump-end, jump-start, …)") }
            guard expect(.rightParen, "')' to close 'steps('") != nil else { return nil }
            return CurveSyntax(kind: .steps(count: syntax.expressions.add(count), position: position), range: range(from: start))
        case .linear:
            guard let open = eat(.leftParen), enterParens(open) else { return nil }
            defer { leaveParens() }
            let stopsMark = pending.linearStops.count
            defer { pending.linearStops.truncate(to: stopsMark) }
            repeat {
                let value = parseExpression()
                var stopRange = value.range
                let mark = pendingExpressions.count
                while pendingExpressions.count - mark < 2 && !at(.comma) && !at(.rightParen) && !at(.endOfFile) && !panicking {
                    let position = parseExpression()
                    stopRange = stopRange.union(position.range)
                    pendingExpressions.append(position)
                }
                let positions = syntax.expressions.add(popping: &pendingExpressions, from: mark)
                pending.linearStops.append(LinearStop(value: value, positions: positions, range: stopRange))
            } while eat(.comma) != nil && !panicking
            guard expect(.rightParen, "')' to close 'linear('") != nil else { return nil }
            let stops = syntax.linearStops.add(popping: &pending.linearStops, from: stopsMark)
            return CurveSyntax(kind: .linearPoints(stops), range: range(from: start))
        }
    }

    /// `animate-block = "animate" ( actor | pieces ) "{" { animate-item } "}" ;`
    mutating func parseAnimateBlock() -> AnimateBlock? {
        let keyword = advance()
        var pieces: PieceGridSyntax?
        let actor: ActorRef?
        if at(.identifier) && spells(current, "pieces") && next.kind == .leftParen {
            (actor, pieces) = parsePieces()
        } else {
            actor = parseActor()
        }
        guard let actor else { return nil }
        let mark = pending.animateItems.count
        defer { pending.animateItems.truncate(to: mark) }
        guard parseBlock({ parser in
            if let item = parser.parseAnimateItem() { parser.pending.animateItems.append(item) }
        }) != nil else { return nil }
        let items = syntax.animateItems.add(popping: &pending.animateItems, from: mark)
        return AnimateBlock(actor: actor, pieces: pieces, items: items, range: range(from: Int(keyword.start)))
    }

    /// `pieces = "pieces" "(" actor { "," ( "rows" | "columns" ) expr } ")" ;`
    mutating func parsePieces() -> (ActorRef?, PieceGridSyntax?) {
        let word = advance()
        guard let open = eat(.leftParen), enterParens(open) else { return (nil, nil) }
        defer { leaveParens() }
        guard let actor = parseActor() else { return (nil, nil) }
        var grid = PieceGridSyntax(rows: nil, columns: nil, range: word.range)
        while !panicking, eat(.comma) != nil {
            let name = current
            guard at(.identifier), spells(name, "rows") || spells(name, "columns") else {
                report(.expectedToken("'rows' or 'columns'", found: describe(current)), at: current.range)
                return (nil, nil)
            }
            advance()
            let count = parseExpression()
            if spells(name, "rows") { grid.rows = syntax.expressions.add(count) } else { grid.columns = syntax.expressions.add(count) }
        }
        if panicking { return (nil, nil) }
        guard eat(.rightParen) != nil else {
            report(.unclosedDelimiter(close: ")", open: "(", found: describe(current)), at: current.range,
                   notes: [Note("to match this '('", at: open.range)])
            return (nil, nil)
        }
        grid.range = range(from: Int(word.start))
        return (actor, grid)
    }

    /// `animate-item = timing-stmt | shade-track | track ;`
    mutating func parseAnimateItem() -> AnimateItem? {
        switch current.keyword {
        case .duration, .delay, .curve, .spring:
            return parseTimingStatement().map { .timing(syntax.timingStatements.add($0)) }
        case .shade:
            return parseShade().map { .shade(syntax.shades.add($0)) }
        default:
            guard at(.identifier) else {
                report(.expectedToken("a property to animate", found: describe(current)), at: current.range)
                return nil
            }
            return parseTrack().map { .track(syntax.tracks.add($0)) }
        }
    }

    /// `track = IDENT track-value [ "about" expr ] [ timing-block ] ;`
    mutating func parseTrack() -> Track? {
        let name = advance()
        let property = Identifier(name: intern(name), range: name.range)
        guard onSameLine else {
            report(.expectedExpression(found: "the end of the line"), at: .at(Int(name.end)))
            return nil
        }
        let value = parseTrackValue()
        var axis: ExprID?
        if onSameLine, eat(.about) != nil { axis = syntax.expressions.add(parseExpression()) }
        let timing = parseTimingBlockIfPresent()
        return Track(property: property, value: value, axis: axis, timing: timing ?? .empty, range: range(from: Int(name.start)))
    }

    /// ```
    /// track-value = expr { "->" expr }
    ///             | "keyframes" "{" keyframe { ( "," | NEWLINE ) keyframe } "}" ;
    /// keyframe = expr ":" expr [ curve ] ;
    /// ```
    mutating func parseTrackValue() -> TrackValue {
        if at(.keyframes) && next.kind == .leftBrace {
            advance()
            let mark = pending.keyframes.count
            _ = parseBlock(commas: true) { parser in
                let offset = parser.parseExpression(lineStartAllowed: true)
                guard parser.expect(.colon, "':' between a keyframe's percentage and its value") != nil else { return }
                let value = parser.parseExpression()
                // A word after the value on its line is the curve of the segment this keyframe starts.
                var curve: CurveSyntax?
                if parser.onSameLine && parser.at(.identifier) && !parser.panicking { curve = parser.parseCurve() }
                parser.pending.keyframes.append(Keyframe(offset: offset, value: value, curve: curve,
                                                         range: offset.range.union(curve?.range ?? value.range)))
            }
            return .keyframes(syntax.keyframes.add(popping: &pending.keyframes, from: mark))
        }
        let first = parseExpression()
        guard at(.arrow) else { return .set(first) }
        let mark = pendingExpressions.count
        pendingExpressions.append(first)
        while eat(.arrow) != nil && !panicking { pendingExpressions.append(parseExpression()) }
        return .ramp(syntax.expressions.add(popping: &pendingExpressions, from: mark))
    }

    /// `timing-block = "{" { timing-stmt } "}" ;` when a `{` follows on the same line; `hint` is told
    /// with a word that is no timing statement.
    mutating func parseTimingBlockIfPresent(hint: String? = nil) -> NodeList<TimingStatement>? {
        guard onSameLine && at(.leftBrace) else { return nil }
        let mark = pending.timingStatements.count
        defer { pending.timingStatements.truncate(to: mark) }
        guard parseBlock({ parser in
            switch parser.current.keyword {
            case .duration, .delay, .curve, .spring:
                if let statement = parser.parseTimingStatement() { parser.pending.timingStatements.append(statement) }
            default:
                parser.reportUnknownStatement(in: "a timing block", words: timingStatementWords, hint: hint)
            }
        }) != nil else { return nil }
        return syntax.timingStatements.add(popping: &pending.timingStatements, from: mark)
    }

    /// `shade-track = "shade" expr [ "from" expr "to" expr ] [ "opacity" track-value ] [ timing-block ] ;`
    mutating func parseShade() -> ShadeTrack? {
        let keyword = advance()
        let gradient = parseExpression()
        var start: Expr?
        var end: Expr?
        if onSameLine, eat(.from) != nil {
            start = parseExpression()
            guard expect(.to, "'to' and the gradient's end point") != nil else { return nil }
            end = parseExpression()
        }
        var opacity: TrackValue?
        if onSameLine, eat(.opacity) != nil { opacity = parseTrackValue() }
        let timing = parseTimingBlockIfPresent()
        return ShadeTrack(gradient: gradient, start: start, end: end, opacity: opacity, timing: timing ?? .empty,
                          range: range(from: Int(keyword.start)))
    }

    /// ```
    /// reverse-stmt = "reverse" ( "auto" [ timing-block ] | reverse-body ) ;
    /// reverse-body = "{" { transition-stmt } "}" ;
    /// ```
    /// The body is parsed as a transition's, so a statement it may not hold is told by the checker,
    /// which knows why, rather than as an unknown word.
    mutating func parseReverse() -> ReverseClause? {
        let keyword = advance()
        if onSameLine, at(.leftBrace) {
            return ReverseClause(timing: .empty, body: parseStatementBlock(), range: range(from: Int(keyword.start)))
        }
        guard expect(.auto, "'auto' or '{' after 'reverse'") != nil else { return nil }
        let timing = parseTimingBlockIfPresent(
            hint: "'reverse auto { … }' holds only timing; a backward motion of its own is 'reverse { … }', without 'auto'")
        return ReverseClause(timing: timing ?? .empty, range: range(from: Int(keyword.start)))
    }

    /// ```
    /// interactive-block = "interactive" operation-list "{" { interactive-item } "}" ;
    /// interactive-item = "gesture" gesture | "complete-at" expr | "flick" expr | "distance" expr
    ///                  | follow | release ;
    /// ```
    mutating func parseInteractiveBlock() -> InteractiveBlock? {
        let keyword = advance()
        guard let operations = parseOperationList() else { return nil }
        let mark = pending.interactiveItems.count
        defer { pending.interactiveItems.truncate(to: mark) }
        let block = parseBlock { parser in
            guard let item = parser.parseInteractiveItem() else { return }
            parser.pending.interactiveItems.append(item)
        }
        guard block != nil else { return nil }
        let items = syntax.interactiveItems.add(popping: &pending.interactiveItems, from: mark)
        return InteractiveBlock(operations: operations, items: items, range: range(from: Int(keyword.start)))
    }

    /// An `interactive-item`.
    mutating func parseInteractiveItem() -> InteractiveItem? {
        let start = Int(current.start)
        let kind: InteractiveItem.Kind
        switch current.keyword {
        case .gesture:
            advance()
            kind = .gesture(parseGesture())
        case .completeAt:
            advance()
            kind = .completeAt(parseExpression())
        case .flick:
            advance()
            kind = .flick(parseExpression())
        case .distance:
            advance()
            kind = .distance(parseExpression())
        case .follow:
            guard let follow = parseFollow() else { return nil }
            kind = .follow(follow)
        case .release:
            guard let release = parseRelease() else { return nil }
            kind = .release(release)
        default:
            reportUnknownStatement(in: "an interactive block", words: interactiveStatementWords)
            return nil
        }
        return InteractiveItem(kind: kind, range: range(from: start))
    }

    /// ```
    /// follow = "follow" actor [ "{" { follow-track } "}" ] ;
    /// follow-track = IDENT expr "->" expr "over" expr ;
    /// ```
    mutating func parseFollow() -> FollowSyntax? {
        advance()
        guard let actor = parseActor() else { return nil }
        guard onSameLine && at(.leftBrace) else { return FollowSyntax(actor: actor, tracks: .empty) }
        let mark = pending.followTracks.count
        defer { pending.followTracks.truncate(to: mark) }
        let block = parseBlock { parser in
            guard parser.at(.identifier) else {
                parser.report(.expectedToken("a property to follow the distance dragged", found: parser.describe(parser.current)),
                              at: parser.current.range)
                return
            }
            let name = parser.advance()
            let start = parser.parseExpression()
            guard parser.expect(.arrow, "'->' between the value at no distance and the value at 'over'") != nil else { return }
            let end = parser.parseExpression()
            guard parser.onSameLine, parser.eat(.over) != nil else {
                parser.report(.expectedToken("'over' and the distance the change takes", found: parser.describe(parser.current)),
                              at: parser.current.range)
                return
            }
            let over = parser.parseExpression()
            parser.pending.followTracks.append(FollowTrackSyntax(
                property: Identifier(name: parser.intern(name), range: name.range), start: start, end: end, over: over,
                range: parser.range(from: Int(name.start))))
        }
        guard block != nil else { return nil }
        return FollowSyntax(actor: actor, tracks: syntax.followTracks.add(popping: &pending.followTracks, from: mark))
    }

    /// `release = "release" "spring" spring-param { spring-param } [ "duration" expr ] ;`
    mutating func parseRelease() -> ReleaseSyntax? {
        advance()
        guard onSameLine, eat(.spring) != nil else {
            report(.expectedToken("'spring' after 'release'", found: describe(current)), at: current.range)
            return nil
        }
        guard let parameters = parseSpringParameters() else { return nil }
        var duration: Expr?
        if onSameLine, eat(.duration) != nil { duration = parseExpression() }
        return ReleaseSyntax(parameters: parameters, duration: duration)
    }

    /// `gesture = ( "pan" | "edge-pan" | "pinch" ) "(" IDENT ")" ;`
    mutating func parseGesture() -> GestureSyntax? {
        guard onSameLine, let name = parseIdentifier("a gesture (\(WordList.gestures))") else {
            if !panicking {
                report(.expectedToken("a gesture (\(WordList.gestures))", found: describe(current)), at: current.range)
            }
            return nil
        }
        guard let kind = words.gestures.word(name.name, in: syntax.names) else {
            report(.unknownGesture(spelling(name)), at: name.range,
                   notes: [SpellingSuggestion.note(for: spelling(name), among: GestureKind.allCases.map(\.rawValue))]
                .compactMap { $0 })
            return nil
        }
        // The directions are listed only in a report.
        func expected() -> String { kind.directions.map(\.rawValue).joined(separator: ", ") }
        guard expect(.leftParen, "'(' and a direction (\(expected()))") != nil,
            let word = parseIdentifier("a direction (\(expected()))")
        else { return nil }
        guard let direction = words.directions.word(word.name, in: syntax.names), kind.directions.contains(direction) else {
            report(.unknownDirection(spelling(word), gesture: kind.rawValue, expected: expected()), at: word.range,
                   notes: [SpellingSuggestion.note(for: spelling(word), among: kind.directions.map(\.rawValue))]
                .compactMap { $0 })
            return nil
        }
        guard expect(.rightParen, "')' after the direction") != nil else { return nil }
        return GestureSyntax(kind: kind, direction: direction, range: range(from: name.range.start))
    }
}
