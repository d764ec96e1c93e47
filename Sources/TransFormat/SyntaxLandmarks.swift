import TransDiagnostics
import TransSyntax

/// What the formatter needs to know from the syntax tree and cannot see in the tokens alone,
/// all as byte offsets of tokens.
struct SyntaxLandmarks {
    /// How a statement is set apart from the one before it when both share a line.
    enum ItemGap {
        /// One space: settings (`{ gesture pan(down) distance 300 }`, `{ delay 0.2s duration 0.8s }`).
        case narrow
        /// Two spaces: the items of an animate block, whose own values are spaced by one
        /// (`{ scale 1 -> 0.92  opacity 1 -> 0.8 }`).
        case wide
    }

    /// The first token of every declaration, statement, item and keyframe, and its gap.
    var itemStarts: [UInt32: ItemGap] = [:]
    /// Tokens written right before their `(` with no space: a call's name, `snapshot`,
    /// a gesture, a curve with arguments.
    var gluedToParenthesis: Set<UInt32> = []
    /// Offsets where an operand ends and a binary operator follows; any other `+` or `-` is a sign.
    var binaryOperandEnds: Set<UInt32> = []
    /// The file, whose tables hold the nodes its declarations name.
    private let syntax: FileSyntax

    init(_ file: FileSyntax) {
        syntax = file
        for declaration in file.declarations {
            switch declaration {
            case .input(let input):
                mark(input.range, .narrow)
                if let sample = input.sample { visit(sample) }
            case .transition(let transition):
                mark(transition.range, .narrow)
                for statement in file.statements[transition.body] { visit(statement) }
            case .value(let value):
                mark(value.range, .narrow)
                visit(value.value)
            }
        }
    }

    private mutating func mark(_ range: SourceRange, _ gap: ItemGap) {
        itemStarts[UInt32(range.start)] = gap
    }

    private mutating func visit(_ statement: TransitionStatement) {
        mark(statement.range, .narrow)
        switch statement.kind {
        case .timing(let timing):
            visit(syntax.timingStatements[timing])
        case .perspective(let value):
            visit(value)
        case .value(let value):
            visit(syntax.transitionValues[value].value)
        case .order(let upper, _, let lower):
            visit(syntax.actors[upper])
            visit(syntax.actors[lower])
        case .keep(let actors), .hide(let actors):
            for actor in syntax.actors[actors] { visit(actor) }
        case .animate(let id):
            let block = syntax.animateBlocks[id]
            if let grid = block.pieces {
                // `pieces(from, rows 6, columns 4)`, written as a call.
                gluedToParenthesis.insert(UInt32(grid.range.start))
                if let rows = grid.rows { visit(syntax.expressions[rows]) }
                if let columns = grid.columns { visit(syntax.expressions[columns]) }
            }
            visit(block.actor)
            for item in syntax.animateItems[block.items] {
                switch item {
                case .timing(let id):
                    let timing = syntax.timingStatements[id]
                    mark(timing.range, .wide)
                    visit(timing)
                case .track(let id):
                    let track = syntax.tracks[id]
                    mark(track.range, .wide)
                    visit(track.value)
                    if let axis = track.axis { visit(syntax.expressions[axis]) }
                    for timing in syntax.timingStatements[track.timing] { mark(timing.range, .narrow); visit(timing) }
                case .shade(let id):
                    let shade = syntax.shades[id]
                    mark(shade.range, .wide)
                    visit(shade.gradient)
                    if let start = shade.start { visit(start) }
                    if let end = shade.end { visit(end) }
                    if let opacity = shade.opacity { visit(opacity) }
                    for timing in syntax.timingStatements[shade.timing] { mark(timing.range, .narrow); visit(timing) }
                }
            }
        case .reverse(let clause):
            for timing in syntax.timingStatements[clause.timing] { mark(timing.range, .narrow); visit(timing) }
            // A body's statements are laid out as the transition's own.
            for statement in syntax.statements[clause.body ?? .empty] { visit(statement) }
        case .layoutDirection, .reduceMotion:
            break
        case .interactive(let block):
            for item in syntax.interactiveItems[block.items] {
                mark(item.range, .narrow)
                switch item.kind {
                case .gesture(let gesture):
                    if let gesture { gluedToParenthesis.insert(UInt32(gesture.range.start)) }
                case .completeAt(let value), .flick(let value), .distance(let value):
                    visit(value)
                case .follow(let follow):
                    visit(follow.actor)
                    // Its tracks are spaced as an animate block's, their own values by one.
                    for track in syntax.followTracks[follow.tracks] {
                        mark(track.range, .wide)
                        visit(track.start)
                        visit(track.end)
                        visit(track.over)
                    }
                case .release(let release):
                    for parameter in syntax.springParameters[release.parameters] { visit(parameter.value) }
                    if let duration = release.duration { visit(duration) }
                }
            }
        }
    }

    private mutating func visit(_ timing: TimingStatement) {
        switch timing.kind {
        case .duration(let value), .delay(let value):
            visit(value)
        case .curve(let curve):
            visit(curve)
        case .spring(let parameters):
            for parameter in syntax.springParameters[parameters] { visit(parameter.value) }
        }
    }

    private mutating func visit(_ curve: CurveSyntax) {
        switch curve.kind {
        case .named:
            break
        case .cubicBezier(let values):
            gluedToParenthesis.insert(UInt32(curve.range.start))
            for value in syntax.expressions[values] { visit(value) }
        case .steps(let count, _):
            gluedToParenthesis.insert(UInt32(curve.range.start))
            visit(syntax.expressions[count])
        case .linearPoints(let stops):
            gluedToParenthesis.insert(UInt32(curve.range.start))
            for stop in syntax.linearStops[stops] {
                visit(stop.value)
                for position in syntax.expressions[stop.positions] { visit(position) }
            }
        }
    }

    private mutating func visit(_ actor: ActorRef) {
        switch actor.kind {
        case .from, .to, .container, .dimming, .input:
            break
        case .snapshot(let inner):
            gluedToParenthesis.insert(UInt32(actor.range.start))
            visit(syntax.actors[inner])
        }
    }

    private mutating func visit(_ value: TrackValue) {
        switch value {
        case .set(let expression):
            visit(expression)
        case .ramp(let values):
            for expression in syntax.expressions[values] { visit(expression) }
        case .keyframes(let keyframes):
            for keyframe in syntax.keyframes[keyframes] {
                mark(keyframe.range, .narrow)
                visit(keyframe.offset)
                visit(keyframe.value)
                if let curve = keyframe.curve { visit(curve) }
            }
        }
    }

    private mutating func visit(_ expression: Expr) {
        switch expression.kind {
        case .number, .color, .name, .error:
            break
        case .member(let base, _):
            visit(syntax.expressions[base])
        case .call(_, let arguments):
            // The function's name starts the call.
            gluedToParenthesis.insert(UInt32(expression.range.start))
            for argument in syntax.expressions[arguments] { visit(argument) }
        case .tuple(let elements), .list(let elements):
            for element in syntax.expressions[elements] { visit(element) }
        case .negate(let operand):
            visit(syntax.expressions[operand])
        case .binary(_, let lhs, let rhs):
            binaryOperandEnds.insert(UInt32(syntax.expressions[lhs].range.end))
            visit(syntax.expressions[lhs])
            visit(syntax.expressions[rhs])
        }
    }
}
