import TransDiagnostics
import TransIR
import TransSyntax

/// What checking a value of a property reads of its row of the table, read once for all the values of
/// a track: `Property.traits` makes the whole row, its strings and default value included, at every read.
struct PropertyValueRule {
    let property: Property
    let type: PropertyType
    let advice: ValueAdvice?

    init(_ property: Property) {
        let row = property.traits
        (self.property, type, advice) = (property, row.type, row.advice)
    }
}

extension PropertyType {
    /// The checker's type for a property's values (a scale's pair also takes a number, see `propertyValue`).
    var valueType: ValueType {
        switch self {
        case .number: .number
        case .length: .length
        case .angle: .angle
        case .point: .point
        case .size, .factors: .size
        case .rect: .rect
        case .bool: .bool
        case .color: .color
        case .shape: .shape
        case .transformList: .transforms
        }
    }
}

extension Checker {
    /// Checks `animate actor { … }` and appends its tracks and shades.
    mutating func checkAnimateBlock(_ block: AnimateBlock, parent: TrackTiming, into transition: inout CheckedTransition) {
        if let grid = block.pieces {
            checkPiecesBlock(block, grid: grid, parent: parent, into: &transition)
        } else {
            checkAnimateItems(block, actor: resolveActor(block.actor), parent: parent, into: &transition)
        }
    }

    /// Checks a block's timing, tracks and shades, appending them as `actor`'s (none: checked only).
    mutating func checkAnimateItems(_ block: AnimateBlock, actor: Actor?, parent: TrackTiming, into transition: inout CheckedTransition) {
        let blockTiming = blockTiming(block, parent: parent, transition: transition.name)
        for item in syntax.animateItems[block.items] {
            switch item {
            case .timing:
                continue
            case .track(let track):
                if let checked = checkTrack(syntax.tracks[track], actor: actor, parent: blockTiming, transition: transition.name) {
                    transition.storedTracks.append(checked)
                }
            case .shade(let shade):
                if let checked = checkShade(syntax.shades[shade], actor: actor, parent: blockTiming, transition: transition.name) {
                    transition.shades.append(checked)
                }
            }
        }
    }

    /// The timing of a block's tracks: its timing statements, wherever written, over `parent`.
    mutating func blockTiming(_ block: AnimateBlock, parent: TrackTiming, transition: String) -> TrackTiming {
        resolvedTiming(checkTimingStatements(in: syntax.animateItems[block.items]), parent: parent, at: block.actor.range, transition: transition)
    }

    /// Applies one level's timing to its parent's; a curve, or a spring that runs within a duration
    /// (damping ratio or bounce), under a self-timed spring needs a duration of its own.
    mutating func resolvedTiming(
        _ overrides: TimingOverrides, parent: TrackTiming, at range: SourceRange, transition: String
    ) -> TrackTiming {
        var timing = overrides.applied(to: parent)
        if timing.duration == nil, !timing.isSelfTimed {
            report(.missingDuration(transition), at: overrides.pacing?.range ?? range)
            timing.duration = 0.35
        }
        return timing
    }

    /// A track's or shade's timing: its own statements over its block's.
    mutating func ownTiming(_ statements: NodeList<TimingStatement>, at range: SourceRange, parent: TrackTiming,
                            transition: String) -> TrackTiming {
        resolvedTiming(checkTimingStatements(statements), parent: parent, at: range, transition: transition)
    }

    mutating func checkTrack(_ track: Track, actor: Actor?, parent: TrackTiming, transition: String) -> CheckedTrack? {
        checkTrack(track, actor: actor, timing: ownTiming(track.timing, at: track.property.range, parent: parent, transition: transition))
    }

    /// A track checked under its own timing (`ownTiming`), worked out by the caller. Its keyframes
    /// read the timing only for whether its pacing is a spring (`segmentCurve`).
    mutating func checkTrack(_ track: Track, actor: Actor?, timing: TrackTiming) -> CheckedTrack? {
        guard let property = propertyNames.word(track.property.name, in: syntax.names) else {
            report(.unknownProperty(spelling(track.property.name)), at: track.property.range,
                   notes: [SpellingSuggestion.note(for: spelling(track.property.name), among: Property.allCases.map(\.rawValue))]
                .compactMap { $0 })
            return nil
        }
        let keyframes = checkTrackValue(track.value, property: property, pacing: timing.pacing)
        var axis: TypedExprID?
        if let axisID = track.axis {
            let axisSyntax = syntax.expressions[axisID]
            if property != .rotate {
                report(.aboutWithoutRotation(property.rawValue), at: axisSyntax.range)
            } else {
                let typed = value(axisSyntax, as: .vector)
                if let components = foldedComponents(typed), components.allSatisfy({ $0 == 0 }) {
                    report(.zeroRotationAxis, at: axisSyntax.range)
                }
                axis = store(typed)
            }
        }
        guard let actor, let keyframes else { return nil }
        return CheckedTrack(actor: actor, property: property, keyframes: keyframes, axis: axis, timing: storeTiming(timing),
                            range: track.range)
    }

    /// The keyframes of a track value, each value checked against the property's type.
    mutating func checkTrackValue(_ trackValue: TrackValue, property: Property, pacing: Pacing) -> NodeList<CheckedKeyframe>? {
        let rule = PropertyValueRule(property)
        return keyframes(trackValue, pacing: pacing) { checker, expr in checker.propertyValue(expr, rule) }
    }

    /// Turns `a`, `a -> b -> c` or `keyframes { … }` into offset/value pairs, stored one after
    /// another in the file's keyframes (checking a value stores none) and taken back if one is wrong.
    mutating func keyframes(_ trackValue: TrackValue, pacing: Pacing,
                            _ check: (inout Checker, Expr) -> TypedExpr) -> NodeList<CheckedKeyframe>? {
        let start = checkedKeyframes.count
        switch trackValue {
        case .set(let expr):
            let value = check(&self, expr)
            _ = checkedKeyframes.add(CheckedKeyframe(offset: 0, value: value))
            return checkedKeyframes.list(since: start)
        case .ramp(let list):
            let values = syntax.expressions[list]
            let last = Double(values.count - 1)
            for (index, expr) in values.enumerated() {
                let value = check(&self, expr)
                _ = checkedKeyframes.add(CheckedKeyframe(offset: Double(index) / last, value: value))
            }
            return checkedKeyframes.list(since: start)
        case .keyframes(let list):
            let frames = syntax.keyframes[list]
            let curvesStart = segmentCurves.count
            var valid = true
            // The offset of the last keyframe kept.
            var previous: Double?
            for (index, frame) in frames.enumerated() {
                let value = check(&self, frame.value)
                let curve = frame.curve.flatMap { segmentCurve($0, isLast: index == frames.count - 1, pacing: pacing) }
                    .map { segmentCurves.add($0) }
                guard let offset = constant(self.value(frame.offset, as: .number), what: "a keyframe's position") else {
                    valid = false
                    continue
                }
                if !(0...1).contains(offset) {
                    report(.keyframeOutOfRange(offset), at: frame.offset.range)
                    valid = false
                } else if let previous, offset <= previous {
                    report(.keyframesNotIncreasing(offset, after: previous), at: frame.offset.range)
                    valid = false
                } else if let previous, 1 - offset >= 1 - previous {
                    // Backward (`reverse auto`) a position p becomes 1 − p, where two positions this
                    // close are one number (found by transc-fuzz: 0% then 1e-320).
                    report(.keyframesNotIncreasing(offset, after: previous), at: frame.offset.range,
                           notes: [Note("run backward, at 1 − position, the two are the same number")])
                    valid = false
                }
                _ = checkedKeyframes.add(CheckedKeyframe(offset: offset, curve: curve, value: value))
                previous = offset
            }
            guard valid && checkedKeyframes.count > start else {
                checkedKeyframes.truncate(to: start)
                segmentCurves.truncate(to: curvesStart)
                return nil
            }
            return checkedKeyframes.list(since: start)
        }
    }

    /// The curve written after a keyframe's value: it paces the segment to the next keyframe, so
    /// the last keyframe has none, and a spring paces the track as a whole, with no segments.
    mutating func segmentCurve(_ syntax: CurveSyntax, isLast: Bool, pacing: Pacing) -> TimingCurve? {
        let curve = checkCurve(syntax)
        if isLast {
            report(.curveOnLastKeyframe, at: syntax.range)
            return nil
        }
        if pacing.isSpring {
            report(.curveAndSpring, at: syntax.range)
            return nil
        }
        return curve
    }

    /// A value for a property, typed from the property table, with the warnings UIKit would never give.
    mutating func propertyValue(_ expr: Expr, _ rule: PropertyValueRule) -> TypedExpr {
        let typed: TypedExpr
        switch rule.type {
        case .factors:
            let factors = check(expr, expecting: .size)
            switch factors.type {
            case .number, .error: return factors
            case .size, .point: return TypedExpr(kind: factors.kind, type: .size, range: factors.range)
            default:
                report(.typeMismatch(expected: "a number or a pair (x, y)", found: factors.type.described), at: expr.range)
                return .error(factors.range)
            }
        case .number, .length, .angle, .point, .size, .rect, .bool, .color, .shape, .transformList:
            typed = value(expr, as: rule.type.valueType)
        }
        switch rule.advice {
        case .unitFractions?:
            if let point = foldedComponents(typed), point.count == 2, point.contains(where: { !(0...1).contains($0) }) {
                report(.anchorOutsideView(point[0], point[1]), at: expr.range)
            }
        case .clampedToUnit?:
            if let value = foldedScalar(typed), !(0...1).contains(value) {
                report(.opacityOutOfRange(value), at: expr.range)
            }
        case .nonNegative?:
            if let value = foldedScalar(typed), value < 0 {
                report(.negativeValue(rule.property.rawValue, value), at: expr.range)
            }
        case .positiveDistance?:
            if let value = foldedScalar(typed), !(value > 0) {
                report(.mustBePositive("a view's perspective distance", found: formatQuantity(value, .length)), at: expr.range)
            }
        case nil:
            break
        }
        return typed
    }

    mutating func checkShade(_ shade: ShadeTrack, actor: Actor?, parent: TrackTiming, transition: String) -> CheckedShade? {
        checkShade(shade, actor: actor, timing: ownTiming(shade.timing, at: shade.range, parent: parent, transition: transition))
    }

    /// A shade checked under its own timing (`ownTiming`), worked out by the caller. Its opacity's
    /// keyframes read the timing only for whether its pacing is a spring (`segmentCurve`).
    mutating func checkShade(_ shade: ShadeTrack, actor: Actor?, timing: TrackTiming) -> CheckedShade? {
        let gradient = value(shade.gradient, as: .gradient)
        let start = shade.start.map { value($0, as: .point) }
        let end = shade.end.map { value($0, as: .point) }
        let opacity: NodeList<CheckedKeyframe>
        if let written = shade.opacity {
            let rule = PropertyValueRule(.opacity)
            guard let checked = keyframes(written, pacing: timing.pacing, { checker, expr in checker.propertyValue(expr, rule) })
            else { return nil }
            opacity = checked
        } else {
            let full = TypedExpr(kind: .constant(1), type: .number, range: shade.range)
            let start = checkedKeyframes.count
            _ = checkedKeyframes.add(CheckedKeyframe(offset: 0, value: full))
            opacity = checkedKeyframes.list(since: start)
        }
        guard let actor, gradient.type != .error else { return nil }
        return CheckedShade(actor: actor, gradient: gradient, start: start, end: end, opacity: opacity, timing: storeTiming(timing),
                            range: shade.range)
    }
}
