import TransDiagnostics
import TransSyntax

/// Visits the parts of a syntax tree that the editor features look into: every expression
/// (outermost first, then its parts), every view named, every curve and every property named.
/// The switches are exhaustive, so a new statement or expression form shows up here.
struct SyntaxVisitor {
    /// The file walked.
    let file: FileSyntax
    var expression: (Expr) -> Void = { _ in }
    var actor: (ActorRef) -> Void = { _ in }
    var curve: (CurveSyntax) -> Void = { _ in }
    /// A property named by a track or by a followed view's track.
    var property: (Identifier) -> Void = { _ in }
    var statement: (TransitionStatement) -> Void = { _ in }

    /// The file's nested and listed expressions.
    private var expressions: ExpressionTable { file.expressions }

    /// Visits the whole file.
    func walk() {
        for declaration in file.declarations {
            switch declaration {
            case .input: break
            case .transition(let transition): file.statements[transition.body].forEach(walk)
            case .value(let value): walk(value.value)
            }
        }
    }

    func walk(_ statement: TransitionStatement) {
        self.statement(statement)
        switch statement.kind {
        case .timing(let timing): walk(file.timingStatements[timing])
        case .perspective(let value): walk(value)
        case .value(let value): walk(file.transitionValues[value].value)
        case .order(let upper, _, let lower):
            walk(file.actors[upper])
            walk(file.actors[lower])
        case .keep(let actors), .hide(let actors): file.actors[actors].forEach(walk)
        case .animate(let id):
            let block = file.animateBlocks[id]
            walk(block.actor)
            if let rows = block.pieces?.rows { walk(expressions[rows]) }
            if let columns = block.pieces?.columns { walk(expressions[columns]) }
            for item in file.animateItems[block.items] {
                switch item {
                case .timing(let timing): walk(file.timingStatements[timing])
                case .track(let id):
                    let track = file.tracks[id]
                    property(track.property)
                    walk(track.value)
                    if let axis = track.axis { walk(expressions[axis]) }
                    file.timingStatements[track.timing].forEach(walk)
                case .shade(let id):
                    let shade = file.shades[id]
                    walk(shade.gradient)
                    if let start = shade.start { walk(start) }
                    if let end = shade.end { walk(end) }
                    if let opacity = shade.opacity { walk(opacity) }
                    file.timingStatements[shade.timing].forEach(walk)
                }
            }
        case .reverse(let clause):
            file.timingStatements[clause.timing].forEach(walk)
            file.statements[clause.body ?? .empty].forEach(walk)
        case .layoutDirection, .reduceMotion: break
        case .interactive(let block):
            for item in file.interactiveItems[block.items] {
                switch item.kind {
                case .gesture: break
                case .completeAt(let value), .flick(let value), .distance(let value): walk(value)
                case .follow(let follow):
                    walk(follow.actor)
                    for track in file.followTracks[follow.tracks] {
                        property(track.property)
                        walk(track.start)
                        walk(track.end)
                        walk(track.over)
                    }
                case .release(let release):
                    file.springParameters[release.parameters].forEach { walk($0.value) }
                    if let duration = release.duration { walk(duration) }
                }
            }
        }
    }

    func walk(_ timing: TimingStatement) {
        switch timing.kind {
        case .duration(let value), .delay(let value): walk(value)
        case .curve(let curve): walk(curve)
        case .spring(let parameters): file.springParameters[parameters].forEach { walk($0.value) }
        }
    }

    func walk(_ curve: CurveSyntax) {
        self.curve(curve)
        switch curve.kind {
        case .named: break
        case .cubicBezier(let values): expressions[values].forEach(walk)
        case .steps(let count, _): walk(expressions[count])
        case .linearPoints(let stops):
            for stop in file.linearStops[stops] {
                walk(stop.value)
                expressions[stop.positions].forEach(walk)
            }
        }
    }

    func walk(_ value: TrackValue) {
        switch value {
        case .set(let value): walk(value)
        case .ramp(let values): expressions[values].forEach(walk)
        case .keyframes(let keyframes):
            for keyframe in file.keyframes[keyframes] {
                walk(keyframe.offset)
                walk(keyframe.value)
                if let curve = keyframe.curve { walk(curve) }
            }
        }
    }

    func walk(_ actor: ActorRef) {
        self.actor(actor)
        switch actor.kind {
        case .from, .to, .container, .dimming, .input: break
        case .snapshot(let inner): walk(file.actors[inner])
        }
    }

    func walk(_ expr: Expr) {
        expression(expr)
        switch expr.kind {
        case .number, .color, .name, .error: break
        case .member(let base, _): walk(expressions[base])
        case .call(_, let arguments), .tuple(let arguments), .list(let arguments): expressions[arguments].forEach(walk)
        case .negate(let operand): walk(expressions[operand])
        case .binary(_, let lhs, let rhs):
            walk(expressions[lhs])
            walk(expressions[rhs])
        }
    }
}

extension FileSyntax {
    /// The inputs declared.
    var inputs: [InputDecl] {
        declarations.compactMap { declaration in
            switch declaration {
            case .input(let input): input
            case .transition, .value: nil
            }
        }
    }

    /// The transitions declared.
    var transitions: [TransitionDecl] {
        declarations.compactMap { declaration in
            switch declaration {
            case .input, .value: nil
            case .transition(let transition): transition
            }
        }
    }

    /// Every place an input is named outside its declaration: as a value (`cell.frame`) or as a view
    /// (`animate cell`, `snapshot(cell)`).
    func uses(of name: Name) -> [SourceRange] {
        namedPlaces().filter { $0.name == name }.map(\.range)
    }

    /// The input named at a byte offset, by its declaration or a use.
    func input(at offset: Int) -> InputDecl? {
        let inputs = inputs
        if let declared = inputs.first(where: { $0.name.range.contains(offset) }) { return declared }
        guard let named = namedPlaces().first(where: { $0.range.contains(offset) }) else { return nil }
        return inputs.first { $0.name.name == named.name }
    }

    /// A named value and the transition it belongs to (nil: the file's).
    struct ScopedValue {
        var declaration: ValueDecl
        var transition: SourceRange?
    }

    /// Every named value, the file's and each transition's, in source order.
    var values: [ScopedValue] {
        var found: [ScopedValue] = []
        for declaration in declarations {
            switch declaration {
            case .input: break
            case .value(let value): found.append(ScopedValue(declaration: value, transition: nil))
            case .transition(let transition):
                for case .value(let value) in statements[transition.body].map(\.kind) {
                    found.append(ScopedValue(declaration: transitionValues[value], transition: transition.range))
                }
            }
        }
        return found.sorted { $0.declaration.range.start < $1.declaration.range.start }
    }

    /// The named value a name at an offset means, by its definition or a use: a transition's own
    /// value over the file's, the first definition of a name in a scope.
    func value(at offset: Int) -> ScopedValue? {
        let values = values
        if let defined = values.first(where: { $0.declaration.name.range.contains(offset) }) { return defined }
        guard let named = namedPlaces().first(where: { $0.range.contains(offset) }) else { return nil }
        return resolve(named.name, at: named.range.start, among: values)
    }

    /// Where a named value is used: the uses of its name that mean it.
    func uses(of value: ScopedValue) -> [SourceRange] {
        let values = values
        return namedPlaces().filter { place in
            guard place.name == value.declaration.name.name,
                  let meant = resolve(place.name, at: place.range.start, among: values) else { return false }
            return meant.declaration.name.range == value.declaration.name.range
        }.map(\.range)
    }

    private func resolve(_ name: Name, at offset: Int, among values: [ScopedValue]) -> ScopedValue? {
        let enclosing = transitions.first { $0.range.contains(offset) }?.range
        if let enclosing, let own = values.first(where: { $0.transition == enclosing && $0.declaration.name.name == name }) {
            return own
        }
        return values.first { $0.transition == nil && $0.declaration.name.name == name }
    }

    /// Every bare name used as a value or a view, in source order (one walk of the file).
    private func namedPlaces() -> [(name: Name, range: SourceRange)] {
        var places: [(name: Name, range: SourceRange)] = []
        var visitor = SyntaxVisitor(file: self)
        visitor.expression = { expr in
            if case .name(let name) = expr.kind { places.append((name, expr.range)) }
        }
        visitor.actor = { actor in
            if case .input(let identifier) = actor.kind { places.append((identifier.name, identifier.range)) }
        }
        visitor.walk()
        return places.sorted { $0.range.start < $1.range.start }
    }
}

extension SourceRange {
    /// Whether an offset is in the range or just after it (where an editor's cursor sits after a word).
    func contains(_ offset: Int) -> Bool { start <= offset && offset <= end }
}
