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
            kind = parseTimingStatement().map { .timing($0) }
        case .perspective:
            advance()
            kind = .perspective(parseExpression())
        case .keep:
            kind = parseActorList().map { .keep($0) }
        case .hide:
            kind = parseActorList().map { .hide($0) }
        case .animate:
            kind = parseAnimateBlock().map { .animate($0) }
        case .reverse:
            kind = parseReverse().map { .reverse($0) }
        case .interactive:
            kind = parseInteractiveBlock().map { .interactive($0) }
        case .let:
            kind = parseValue().map { .value($0) }
        case .layoutDirection:
            advance()
            // The word is checked by the checker, which can suggest a spelling.
            guard let word = expect(.identifier, WordList.layoutDirectionRules + " after 'layout-direction'") else { return nil }
            kind = .layoutDirection(Identifier(name: text(word), range: word.range))
        case .reduceMotion:
            advance()
            guard let word = expect(.identifier, WordList.reduceMotionRules + " after 'reduce-motion'") else { return nil }
            kind = .reduceMotion(Identifier(name: text(word), range: word.range))
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
        return .order(upper: upper, relation: relation, lower: lower)
    }

    /// `keep-stmt = "keep" actor { "," actor } ;` and `hide-stmt = "hide" actor { "," actor } ;`
    mutating func parseActorList() -> [ActorRef]? {
        advance()
        var actors: [ActorRef] = []
        repeat {
            guard let actor = parseActor() else { return nil }
            actors.append(actor)
        } while eat(.comma) != nil
        return actors
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
                index -= 1
                skipBalanced(open: .leftParen, close: .rightParen)
                return nil
            }
            defer { depth -= 1 }
            guard let inner = parseActor(), expect(.rightParen, "')' after the snapshot's view") != nil else { return nil }
            return ActorRef(kind: .snapshot(inner), range: range(from: Int(token.start)))
        default:
            return ActorRef(kind: .input(Identifier(name: text(token), range: token.range)), range: token.range)
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
    mutating func parseSpringParameters() -> [SpringParameter]? {
        var parameters: [SpringParameter] = []
        // Parameters continue on the statement's line until a word that begins another statement.
        while at(.identifier) && onSameLine && (current.keyword == nil || parameters.isEmpty) {
            let token = advance()
            let word = text(token)
            guard let name = SpringParameterName(rawValue: word) else {
                report(.unknownSpringParameter(word), at: token.range,
                       notes: [SpellingSuggestion.note(for: word, among: SpringParameterName.allCases.map(\.rawValue))]
                    .compactMap { $0 })
                return nil
            }
            parameters.append(SpringParameter(name: name, nameRange: token.range, value: parseExpression()))
        }
        if parameters.isEmpty {
            report(.expectedToken("a spring parameter (\(WordList.springParameters))",
                                  found: describe(current)), at: current.range)
            return nil
        }
        return parameters
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
        guard let function = CurveFunction(rawValue: name.name) else {
            report(.unknownCurve(name.name), at: name.range,
                   notes: [SpellingSuggestion.note(for: name.name, among: CurveFunction.allCases.map(\.rawValue))]
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
            return CurveSyntax(kind: .steps(count: count, position: position), range: range(from: start))
        case .linear:
            guard let open = eat(.leftParen), enterParens(open) else { return nil }
            defer { leaveParens() }
            var stops: [LinearStop] = []
            repeat {
                let value = parseExpression()
                var stopRange = value.range
                let mark = pendingExpressions.count
                while pendingExpressions.count - mark < 2 && !at(.comma) && !at(.rightParen) && !at(.endOfFile) && !panicking {
                    let position = parseExpression()
                    stopRange = stopRange.union(position.range)
                    pendingExpressions.append(position)
                }
                let positions = expressions.add(popping: &pendingExpressions, from: mark)
                stops.append(LinearStop(value: value, positions: positions, range: stopRange))
            } while eat(.comma) != nil && !panicking
            guard expect(.rightParen, "')' to close 'linear('") != nil else { return nil }
            return CurveSyntax(kind: .linearPoints(stops), range: range(from: start))
        }
    }

    /// `animate-block = "animate" ( actor | pieces ) "{" { animate-item } "}" ;`
    mutating func parseAnimateBlock() -> AnimateBlock? {
        let keyword = advance()
        var pieces: PieceGridSyntax?
        let actor: ActorRef?
        if at(.identifier) && text(current) == "pieces" && next.kind == .leftParen {
            (actor, pieces) = parsePieces()
        } else {
            actor = parseActor()
        }
        guard let actor, let block = parseBlock({ $0.parseAnimateItem() }) else { return nil }
        return AnimateBlock(actor: actor, pieces: pieces, items: block.items, range: range(from: Int(keyword.start)))
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
            guard at(.identifier), text(name) == "rows" || text(name) == "columns" else {
                report(.expectedToken("'rows' or 'columns'", found: describe(current)), at: current.range)
                return (nil, nil)
            }
            advance()
            let count = parseExpression()
            if text(name) == "rows" { grid.rows = count } else { grid.columns = count }
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
            return parseTimingStatement().map { .timing($0) }
        case .shade:
            return parseShade().map { .shade($0) }
        default:
            guard at(.identifier) else {
                report(.expectedToken("a property to animate", found: describe(current)), at: current.range)
                return nil
            }
            return parseTrack().map { .track($0) }
        }
    }

    /// `track = IDENT track-value [ "about" expr ] [ timing-block ] ;`
    mutating func parseTrack() -> Track? {
        let name = advance()
        let property = Identifier(name: text(name), range: name.range)
        guard onSameLine else {
            report(.expectedExpression(found: "the end of the line"), at: .at(Int(name.end)))
            return nil
        }
        let value = parseTrackValue()
        var axis: Expr?
        if onSameLine, eat(.about) != nil { axis = parseExpression() }
        let timing = parseTimingBlockIfPresent()
        return Track(property: property, value: value, axis: axis, timing: timing ?? [], range: range(from: Int(name.start)))
    }

    /// ```
    /// track-value = expr { "->" expr }
    ///             | "keyframes" "{" keyframe { ( "," | NEWLINE ) keyframe } "}" ;
    /// keyframe = expr ":" expr [ curve ] ;
    /// ```
    mutating func parseTrackValue() -> TrackValue {
        if at(.keyframes) && next.kind == .leftBrace {
            advance()
            let block = parseBlock(commas: true) { parser -> Keyframe? in
                let offset = parser.parseExpression(lineStartAllowed: true)
                guard parser.expect(.colon, "':' between a keyframe's percentage and its value") != nil else { return nil }
                let value = parser.parseExpression()
                // A word after the value on its line is the curve of the segment this keyframe starts.
                var curve: CurveSyntax?
                if parser.onSameLine && parser.at(.identifier) && !parser.panicking { curve = parser.parseCurve() }
                return Keyframe(offset: offset, value: value, curve: curve,
                                range: offset.range.union(curve?.range ?? value.range))
            }
            return .keyframes(block?.items ?? [])
        }
        let first = parseExpression()
        guard at(.arrow) else { return .set(first) }
        let mark = pendingExpressions.count
        pendingExpressions.append(first)
        while eat(.arrow) != nil && !panicking { pendingExpressions.append(parseExpression()) }
        return .ramp(expressions.add(popping: &pendingExpressions, from: mark))
    }

    /// `timing-block = "{" { timing-stmt } "}" ;` when a `{` follows on the same line; `hint` is told
    /// with a word that is no timing statement.
    mutating func parseTimingBlockIfPresent(hint: String? = nil) -> [TimingStatement]? {
        guard onSameLine && at(.leftBrace) else { return nil }
        let block = parseBlock { parser -> TimingStatement? in
            switch parser.current.keyword {
            case .duration, .delay, .curve, .spring:
                return parser.parseTimingStatement()
            default:
                parser.reportUnknownStatement(in: "a timing block", words: timingStatementWords, hint: hint)
                return nil
            }
        }
        return block?.items
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
        return ShadeTrack(gradient: gradient, start: start, end: end, opacity: opacity, timing: timing ?? [],
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
            let body = parseBlock { $0.parseTransitionStatement() }
            return ReverseClause(timing: [], body: body?.items ?? [], range: range(from: Int(keyword.start)))
        }
        guard expect(.auto, "'auto' or '{' after 'reverse'") != nil else { return nil }
        let timing = parseTimingBlockIfPresent(
            hint: "'reverse auto { … }' holds only timing; a backward motion of its own is 'reverse { … }', without 'auto'")
        return ReverseClause(timing: timing ?? [], range: range(from: Int(keyword.start)))
    }

    /// ```
    /// interactive-block = "interactive" operation-list "{" { interactive-item } "}" ;
    /// interactive-item = "gesture" gesture | "complete-at" expr | "flick" expr | "distance" expr
    ///                  | follow | release ;
    /// ```
    mutating func parseInteractiveBlock() -> InteractiveBlock? {
        let keyword = advance()
        guard let operations = parseOperationList() else { return nil }
        let block = parseBlock { parser -> InteractiveItem? in
            let start = Int(parser.current.start)
            let kind: InteractiveItem.Kind
            switch parser.current.keyword {
            case .gesture:
                parser.advance()
                kind = .gesture(parser.parseGesture())
            case .completeAt:
                parser.advance()
                kind = .completeAt(parser.parseExpression())
            case .flick:
                parser.advance()
                kind = .flick(parser.parseExpression())
            case .distance:
                parser.advance()
                kind = .distance(parser.parseExpression())
            case .follow:
                guard let follow = parser.parseFollow() else { return nil }
                kind = .follow(follow)
            case .release:
                guard let release = parser.parseRelease() else { return nil }
                kind = .release(release)
            default:
                parser.reportUnknownStatement(in: "an interactive block", words: interactiveStatementWords)
                return nil
            }
            return InteractiveItem(kind: kind, range: parser.range(from: start))
        }
        guard let block else { return nil }
        return InteractiveBlock(operations: operations, items: block.items, range: range(from: Int(keyword.start)))
    }

    /// ```
    /// follow = "follow" actor [ "{" { follow-track } "}" ] ;
    /// follow-track = IDENT expr "->" expr "over" expr ;
    /// ```
    mutating func parseFollow() -> FollowSyntax? {
        advance()
        guard let actor = parseActor() else { return nil }
        guard onSameLine && at(.leftBrace) else { return FollowSyntax(actor: actor, tracks: []) }
        let block = parseBlock { parser -> FollowTrackSyntax? in
            guard parser.at(.identifier) else {
                parser.report(.expectedToken("a property to follow the distance dragged", found: parser.describe(parser.current)),
                              at: parser.current.range)
                return nil
            }
            let name = parser.advance()
            let start = parser.parseExpression()
            guard parser.expect(.arrow, "'->' between the value at no distance and the value at 'over'") != nil else { return nil }
            let end = parser.parseExpression()
            guard parser.onSameLine, parser.eat(.over) != nil else {
                parser.report(.expectedToken("'over' and the distance the change takes", found: parser.describe(parser.current)),
                              at: parser.current.range)
                return nil
            }
            let over = parser.parseExpression()
            return FollowTrackSyntax(property: Identifier(name: parser.text(name), range: name.range), start: start, end: end,
                                     over: over, range: parser.range(from: Int(name.start)))
        }
        guard let block else { return nil }
        return FollowSyntax(actor: actor, tracks: block.items)
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
        guard let kind = GestureKind(rawValue: name.name) else {
            report(.unknownGesture(name.name), at: name.range,
                   notes: [SpellingSuggestion.note(for: name.name, among: GestureKind.allCases.map(\.rawValue))]
                .compactMap { $0 })
            return nil
        }
        // The directions are listed only in a report.
        func expected() -> String { kind.directions.map(\.rawValue).joined(separator: ", ") }
        guard expect(.leftParen, "'(' and a direction (\(expected()))") != nil,
            let word = parseIdentifier("a direction (\(expected()))")
        else { return nil }
        guard let direction = GestureDirection(rawValue: word.name), kind.directions.contains(direction) else {
            report(.unknownDirection(word.name, gesture: kind.rawValue, expected: expected()), at: word.range,
                   notes: [SpellingSuggestion.note(for: word.name, among: kind.directions.map(\.rawValue))]
                .compactMap { $0 })
            return nil
        }
        guard expect(.rightParen, "')' after the direction") != nil else { return nil }
        return GestureSyntax(kind: kind, direction: direction, range: range(from: name.range.start))
    }
}
