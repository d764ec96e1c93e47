import TransDiagnostics
import TransIR
import TransSyntax

/// A value with the place it was written.
struct Located<Value> {
    var value: Value
    var range: SourceRange
}

/// A level's timing statements as they are checked one by one: what they set so far, and where its
/// curve and its spring were given (a second of either, or both, is reported).
struct TimingLevel {
    var overrides = TimingOverrides()
    var curveRange: SourceRange?
    var springRange: SourceRange?
}

/// Timing set at one level (transition, block, track or reverse), before inheritance.
struct TimingOverrides {
    var duration: Located<Double>?
    var delay: Located<Double>?
    var pacing: Located<Pacing>?

    /// The timing of this level: what it sets, and what it inherits from `parent`.
    /// A physical spring times itself, so it has no duration.
    func applied(to parent: TrackTiming) -> TrackTiming {
        let pacing = self.pacing?.value ?? parent.pacing
        var duration = self.duration?.value ?? parent.duration
        if case .spring(.physical) = pacing { duration = nil }
        return TrackTiming(delay: delay?.value ?? parent.delay, duration: duration, pacing: pacing)
    }
}

extension Pacing {
    /// Whether a spring paces the whole track (a keyframe's own curve then has no segment to pace).
    var isSpring: Bool {
        switch self {
        case .spring: true
        case .curve: false
        }
    }
}

extension TrackTiming {
    /// Whether the two are the same numbers bit for bit, as one stored timing stands for both
    /// (`Checker.storeTiming`): `==` takes 0 and -0 for one number, which a generated file prints
    /// apart (`delay -0s` is accepted).
    func isIdentical(to other: TrackTiming) -> Bool {
        func same(_ first: Double?, _ second: Double?) -> Bool { first?.bitPattern == second?.bitPattern }
        guard same(delay, other.delay), same(duration, other.duration) else { return false }
        switch pacing {
        case .curve(let curve):
            guard case .curve(let otherCurve) = other.pacing else { return false }
            switch curve {
            case .cubicBezier(let x1, let y1, let x2, let y2):
                guard case .cubicBezier(let u1, let v1, let u2, let v2) = otherCurve else { return false }
                return same(x1, u1) && same(y1, v1) && same(x2, u2) && same(y2, v2)
            case .steps(let count, let position):
                guard case .steps(let otherCount, let otherPosition) = otherCurve else { return false }
                return count == otherCount && position == otherPosition
            case .piecewiseLinear(let points):
                guard case .piecewiseLinear(let otherPoints) = otherCurve, points.count == otherPoints.count else { return false }
                return zip(points, otherPoints).allSatisfy { same($0.input, $1.input) && same($0.output, $1.output) }
            }
        case .spring(let spring):
            guard case .spring(let otherSpring) = other.pacing else { return false }
            switch spring {
            case .dampingRatio(let damping, let velocity):
                guard case .dampingRatio(let otherDamping, let otherVelocity) = otherSpring else { return false }
                return same(damping, otherDamping) && same(velocity, otherVelocity)
            case .physical(let mass, let stiffness, let damping, let velocity):
                guard case .physical(let otherMass, let otherStiffness, let otherDamping, let otherVelocity) = otherSpring else { return false }
                return same(mass, otherMass) && same(stiffness, otherStiffness) && same(damping, otherDamping) && same(velocity, otherVelocity)
            case .bounce(let bounce, let velocity):
                guard case .bounce(let otherBounce, let otherVelocity) = otherSpring else { return false }
                return same(bounce, otherBounce) && same(velocity, otherVelocity)
            }
        }
    }

    /// Whether the pacing sets the length (a physical spring runs until it settles).
    var isSelfTimed: Bool {
        switch pacing {
        case .spring(.physical): true
        case .spring(.dampingRatio), .spring(.bounce), .curve: false
        }
    }
}

extension Checker {
    /// Checks the timing statements among a transition's or a reverse body's statements, in order,
    /// read where they are written (the rest of the body applies them, wherever they are).
    mutating func checkTimingStatements(in body: NodeTable<TransitionStatement>.Elements) -> TimingOverrides {
        var level = TimingLevel()
        for statement in body {
            if case .timing(let id) = statement.kind { checkTimingStatement(id, in: &level) }
        }
        return level.overrides
    }

    /// Checks the timing statements among an animate block's items, wherever they are written.
    mutating func checkTimingStatements(in items: NodeTable<AnimateItem>.Elements) -> TimingOverrides {
        var level = TimingLevel()
        for item in items {
            if case .timing(let id) = item { checkTimingStatement(id, in: &level) }
        }
        return level.overrides
    }

    /// Checks a level's timing statements written one after another (a track's, a `reverse auto`'s).
    mutating func checkTimingStatements(_ ids: NodeList<TimingStatement>) -> TimingOverrides {
        var level = TimingLevel()
        for id in ids.ids { checkTimingStatement(id, in: &level) }
        return level.overrides
    }

    /// Checks one timing statement of a level; reports repeats and conflicts. The levels' statements are
    /// read in place by the callers above, rather than handed over as a lazy sequence, whose closures'
    /// contexts were retained and released at every block.
    private mutating func checkTimingStatement(_ id: NodeID<TimingStatement>, in level: inout TimingLevel) {
        let statement = syntax.timingStatements[id]
        switch statement.kind {
        case .duration(let expr):
            level.overrides.duration = checkTime(expr, statement, word: "duration", first: level.overrides.duration?.range,
                                                 ifInvalid: { $0 > 0 ? nil : .durationNotPositive($0) }) ?? level.overrides.duration
        case .delay(let expr):
            level.overrides.delay = checkTime(expr, statement, word: "delay", first: level.overrides.delay?.range,
                                              ifInvalid: { $0 >= 0 ? nil : .negativeDelay($0) }) ?? level.overrides.delay
        case .curve(let written):
            if let conflict = repeatedPacing(statement, word: "curve", same: level.curveRange, other: level.springRange) {
                report(conflict.0, at: statement.keywordRange, notes: [Note("first given here", at: conflict.1)])
                return
            }
            level.curveRange = statement.keywordRange
            if let curve = checkCurve(written) {
                level.overrides.pacing = Located(value: .curve(curve), range: statement.keywordRange)
            }
        case .spring(let parameters):
            if let conflict = repeatedPacing(statement, word: "spring", same: level.springRange, other: level.curveRange) {
                report(conflict.0, at: statement.keywordRange, notes: [Note("first given here", at: conflict.1)])
                return
            }
            level.springRange = statement.keywordRange
            if let spring = checkSpring(parameters, at: statement.keywordRange) {
                level.overrides.pacing = Located(value: .spring(spring), range: statement.keywordRange)
            }
        }
    }

    /// A `duration` or `delay`: a constant time, given once per level, that `ifInvalid` accepts.
    private mutating func checkTime(
        _ expr: Expr, _ statement: TimingStatement, word: String, first: SourceRange?,
        ifInvalid: (Double) -> Message?
    ) -> Located<Double>? {
        if let first {
            report(.duplicateStatement(word), at: statement.keywordRange, notes: [Note("first given here", at: first)])
            return nil
        }
        guard let seconds = constant(value(expr, as: .time), what: word) else { return nil }
        if let problem = ifInvalid(seconds) {
            report(problem, at: expr.range)
            return nil
        }
        return Located(value: seconds, range: statement.keywordRange)
    }

    /// The message for a second `curve`/`spring` at one level, if this is one.
    private func repeatedPacing(
        _ statement: TimingStatement, word: String, same: SourceRange?, other: SourceRange?
    ) -> (Message, SourceRange)? {
        if let same { return (.duplicateStatement(word), same) }
        if let other { return (.curveAndSpring, other) }
        return nil
    }

    /// Resolves a curve to control points, steps or linear points.
    mutating func checkCurve(_ written: CurveSyntax) -> TimingCurve? {
        switch written.kind {
        case .named(let name):
            guard let named = curveNames.word(name.name, in: syntax.names) else {
                report(.unknownCurve(spelling(name.name)), at: name.range,
                       notes: [SpellingSuggestion.note(for: spelling(name.name), among: NamedCurve.allCases.map(\.rawValue))].compactMap { $0 })
                return nil
            }
            return named.curve
        case .cubicBezier(let list):
            let arguments = self.syntax.expressions[list]
            guard arguments.count == 4 else {
                report(.argumentCount("cubic-bezier", expected: "4 numbers (x1, y1, x2, y2)", found: arguments.count),
                       at: written.range)
                return nil
            }
            let values = arguments.map { constant(value($0, as: .number), what: "a cubic-bezier control point") }
            var valid = true
            for index in [0, 2] {
                if let x = values[index], !(0...1).contains(x) {
                    report(.bezierOutOfRange(x), at: arguments[index].range)
                    valid = false
                }
            }
            guard valid, let x1 = values[0], let y1 = values[1], let x2 = values[2], let y2 = values[3] else { return nil }
            return .cubicBezier(x1, y1, x2, y2)
        case .steps(let countID, let positionSyntax):
            let countSyntax = self.syntax.expressions[countID]
            var position = StepPosition.jumpEnd
            if let positionSyntax {
                guard let named = StepPosition(word: spelling(positionSyntax.name)) else {
                    report(.typeMismatch(expected: "a step position (\(WordList.stepPositions))",
                                         found: "'\(spelling(positionSyntax.name))'"), at: positionSyntax.range)
                    return nil
                }
                position = named
            }
            guard let count = constant(value(countSyntax, as: .number), what: "the number of steps") else { return nil }
            guard count >= Double(position.minimumSteps), count == count.rounded(), count < 1e9 else {
                report(.invalidSteps(count, position: position), at: countSyntax.range)
                return nil
            }
            return .steps(Int(count), position)
        case .linearPoints(let stops):
            var points: [LinearPoint] = []
            var valid = true
            for stop in syntax.linearStops[stops] {
                guard let output = constant(value(stop.value, as: .number), what: "a linear() value") else {
                    valid = false
                    continue
                }
                if stop.positions.count == 0 { points.append(LinearPoint(input: nil, output: output)) }
                for position in syntax.expressions[stop.positions] {
                    guard let input = constant(value(position, as: .number), what: "a linear() position") else {
                        valid = false
                        continue
                    }
                    points.append(LinearPoint(input: input, output: output))
                }
            }
            guard valid else { return nil }
            guard points.count >= 2 else {
                report(.argumentCount("linear", expected: "at least 2 points", found: points.count), at: written.range)
                return nil
            }
            return .piecewiseLinear(points)
        }
    }

    /// Resolves spring parameters to one of the three spring forms.
    mutating func checkSpring(_ parameters: NodeList<SpringParameter>, at range: SourceRange) -> SpringTiming? {
        let written = syntax.springParameters[parameters]
        var values = SpringParameterTable<Double>()
        var seen = SpringParameterTable<SourceRange>()
        var valid = true
        for parameter in written {
            if let first = seen[parameter.name] {
                report(.duplicateStatement(parameter.name.rawValue), at: parameter.nameRange,
                       notes: [Note("first given here", at: first)])
                valid = false
                continue
            }
            seen[parameter.name] = parameter.nameRange
            guard let number = constant(value(parameter.value, as: .number), what: "spring \(parameter.name.rawValue)") else {
                valid = false
                continue
            }
            values[parameter.name] = number
        }
        guard valid else { return nil }
        let velocity = values[.velocity] ?? 0
        if values[.stiffness] != nil || values[.mass] != nil {
            guard values[.bounce] == nil else {
                report(.invalidSpring("'bounce' cannot be combined with 'mass' or 'stiffness'"), at: range)
                return nil
            }
            guard let stiffness = values[.stiffness], let damping = values[.damping] else {
                report(.invalidSpring("a physical spring needs 'stiffness' and 'damping'"), at: range)
                return nil
            }
            let mass = values[.mass] ?? 1
            for (name, number) in [(SpringParameterName.mass, mass), (.stiffness, stiffness), (.damping, damping)]
            where number <= 0 {
                report(.mustBePositive("spring \(name.rawValue)", found: formatNumber(number)),
                       at: written.first { $0.name == name }?.value.range ?? range)
                valid = false
            }
            guard valid else { return nil }
            let spring = SpringTiming.physical(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
            checkSettling(spring, at: written.first { $0.name == .damping }?.value.range ?? range)
            return spring
        }
        if let bounce = values[.bounce] {
            guard values[.damping] == nil else {
                report(.invalidSpring("'bounce' cannot be combined with 'damping'"), at: range)
                return nil
            }
            guard bounce > -1 && bounce < 1 else {
                report(.bounceOutOfRange(bounce), at: written.first { $0.name == .bounce }?.value.range ?? range)
                return nil
            }
            return .bounce(bounce: bounce, velocity: velocity)
        }
        guard let damping = values[.damping] else {
            report(.invalidSpring("'velocity' alone is not a spring"), at: range)
            return nil
        }
        guard damping > 0 else {
            report(.dampingNotPositive(damping), at: written.first { $0.name == .damping }?.value.range ?? range)
            return nil
        }
        return .dampingRatio(damping: damping, velocity: velocity)
    }

    /// The value of an expression that must be known when the file is compiled; `what` it is
    /// is worked out only for a report.
    mutating func constant(_ typed: TypedExpr, what: @autoclosure () -> String) -> Double? {
        if case .error = typed.kind { return nil }
        if typed.type == .error { return nil }
        guard let number = foldedScalar(typed) else {
            if let dependency = ConstantFolding.dependency(typed, in: typedExpressions, names: syntax.names) {
                report(.notConstant(what(), dependsOn: dependency), at: typed.range)
            }
            return nil
        }
        guard number.isFinite else {
            report(.notFinite(what()), at: typed.range)
            return nil
        }
        return number
    }

    /// A constant of a type that must be greater than zero.
    mutating func positiveConstant(_ expr: Expr, as type: ValueType, what: @autoclosure () -> String) -> Double? {
        let typed = value(expr, as: type)
        guard let number = constant(typed, what: what()) else { return nil }
        guard number > 0 else {
            report(.mustBePositive(what(), found: formatQuantity(number, type)), at: expr.range)
            return nil
        }
        return number
    }
}

/// A number with the unit of its type, as a message shows it: `-500pt`, `0s`.
func formatQuantity(_ number: Double, _ type: ValueType) -> String {
    switch type {
    case .length: formatNumber(number) + "pt"
    case .time: formatNumber(number) + "s"
    case .velocity: formatNumber(number) + "pt/s"
    default: formatNumber(number)
    }
}

/// Something known of each of a spring's parameters, by name: a field each, since a spring is
/// checked wherever one is written and an array would be an allocation each time.
struct SpringParameterTable<Value> {
    private var damping, velocity, mass, stiffness, bounce: Value?

    subscript(name: SpringParameterName) -> Value? {
        get {
            switch name {
            case .damping: damping
            case .velocity: velocity
            case .mass: mass
            case .stiffness: stiffness
            case .bounce: bounce
            }
        }
        set {
            switch name {
            case .damping: damping = newValue
            case .velocity: velocity = newValue
            case .mass: mass = newValue
            case .stiffness: stiffness = newValue
            case .bounce: bounce = newValue
            }
        }
    }
}
