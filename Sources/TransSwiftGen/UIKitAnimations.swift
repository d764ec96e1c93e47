import TransAnimationPlan
import TransDiagnostics
import TransRuntime
import TransIR

extension UIKitGenerator {
    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:) { … }`.
    static func keyframe(start: Double, span: Double, _ body: [SwiftStatement]) -> SwiftStatement {
        .run(.call(.id("UIView").dot("addKeyframe"), [arg("withRelativeStartTime", .number(start)), arg("relativeDuration", .number(span))],
                   trailing: SwiftClosure(body)))
    }

    /// One timing group (`TimingGroup`): a UIView or property-animator animation for view
    /// properties and a Core Animation animation per mask, all finishing through `finish`.
    mutating func animation(_ group: TimingGroup, number: Int, program: TransitionProgram) -> [SwiftStatement] {
        let layers = program.layers
        let viewTracks = group.viewTracks.map { program.tracks[$0] }
        let shades = group.shades.map { ($0, program.shades[$0]) }
        let keyframed = group.keyframed
        var code: [SwiftStatement] = [.comment("Timing \(number + 1): " + describe(group.timing))]

        // The view properties' end values (or keyframes), inside one animations closure.
        var changes: [SwiftStatement] = []
        var transformed: Set<Int> = []
        for track in viewTracks {
            changes.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
            if AnimationPlan.isTransform(track.property) { transformed.insert(track.layer) }
            if keyframed {
                for index in 1..<track.keyframes.count {
                    let start = track.keyframes[index - 1].offset
                    var step = assign(track, track.keyframes[index].value, program: program)
                    if AnimationPlan.isTransform(track.property) { step.append(Self.applyTransform(layers[track.layer].actor)) }
                    changes.append(Self.keyframe(start: start, span: track.keyframes[index].offset - start, step))
                }
            } else {
                changes += assign(track, track.keyframes[track.keyframes.count - 1].value, program: program)
            }
        }
        if !keyframed {
            for index in transformed.sorted() { changes.append(Self.applyTransform(layers[index].actor)) }
        }
        for (index, shade) in shades {
            changes.append(.comment("shade (\(place(shade.origin)))"))
            if keyframed {
                for step in 1..<shade.opacity.count {
                    let start = shade.opacity[step - 1].offset
                    var statements: [SwiftStatement] = []
                    let alpha = expression(shade.opacity[step].value, at: shade.origin, prelude: &statements).0
                    changes.append(Self.keyframe(start: start, span: shade.opacity[step].offset - start,
                                                 statements + [.set(.id("shade\(index)").dot("alpha"), alpha)]))
                }
            } else {
                let alpha = expression(shade.opacity[shade.opacity.count - 1].value, at: shade.origin, prelude: &changes).0
                changes.append(.set(.id("shade\(index)").dot("alpha"), alpha))
            }
        }

        if let animator = group.animator {
            code += viewAnimation(animator, keyframed: keyframed, changes: changes, number: number,
                                  origin: viewTracks.first?.origin ?? shades.first?.1.origin)
        }
        for (index, mask) in group.masks.enumerated() {
            code += maskAnimation(mask, program: program, name: "maskAnimation\(number + 1)_\(index + 1)",
                                  finishes: changes.isEmpty && index == 0)
        }
        return code
    }

    func describe(_ timing: TrackTiming) -> String {
        var text = "\(formatDouble(timing.activeDuration)) s"
        if timing.delay > 0 { text += " after \(formatDouble(timing.delay)) s" }
        switch timing.pacing {
        case .curve(.cubicBezier(let a, let b, let c, let d)): text += ", cubic-bezier(\([a, b, c, d].map(formatDouble).joined(separator: ", ")))"
        case .curve(.steps(let count, let position)): text += ", steps(\(count), \(position.rawValue))"
        case .curve(.piecewiseLinear): text += ", linear(…)"
        case .spring(.dampingRatio(let damping, let velocity)): text += ", spring damping \(formatDouble(damping)) velocity \(formatDouble(velocity))"
        case .spring(.physical(let m, let k, let c, let v)): text += ", spring mass \(formatDouble(m)) stiffness \(formatDouble(k)) damping \(formatDouble(c)) velocity \(formatDouble(v))"
        case .spring(.bounce(let bounce, let velocity)): text += ", spring bounce \(formatDouble(bounce)) velocity \(formatDouble(velocity))"
        }
        return text
    }

    /// The UIView option of a named curve.
    static func curveOption(_ curve: UIViewCurve) -> String {
        switch curve {
        case .easeInOut: "curveEaseInOut"
        case .easeIn: "curveEaseIn"
        case .easeOut: "curveEaseOut"
        case .linear: "curveLinear"
        }
    }

    /// `completion: { _ in finish() }`.
    static let finishes = arg("completion", .closure(SwiftClosure(["_"], [.run(.call("finish", []))])))

    /// A group's own animator (`PlannedAnimator`) running `changes`.
    mutating func viewAnimation(_ animator: PlannedAnimator, keyframed: Bool, changes: [SwiftStatement], number: Int, origin: Int?) -> [SwiftStatement] {
        let duration = arg("withDuration", .number(animator.duration))
        let delay = arg("delay", .number(animator.delay))
        let animations = arg("animations", .closure(SwiftClosure(changes)))
        switch animator.kind {
        case .viewAnimation(let curve):
            let option = Self.curveOption(curve)
            if keyframed {
                let curveOption = SwiftExpression.call(.id("UIView").dot("KeyframeAnimationOptions"),
                    [arg("rawValue", .id("UIView").dot("AnimationOptions").dot(option).dot("rawValue"))])
                return [.run(.call(.id("UIView").dot("animateKeyframes"), [
                    duration, delay, arg("options", .array([.member(nil, "calculationModeLinear"), curveOption])), animations, Self.finishes,
                ]))]
            }
            return [.run(.call(.id("UIView").dot("animate"), [duration, delay, arg("options", .array([.member(nil, option)])), animations, Self.finishes]))]
        case .cubic(let x1, let y1, let x2, let y2):
            return propertyAnimator(.call("UIViewPropertyAnimator", [
                arg("duration", .number(animator.duration)), arg("controlPoint1", Self.point(x1, y1)), arg("controlPoint2", Self.point(x2, y2)),
            ]), delay: animator.delay, changes: changes, number: number)
        case .spring:
            return propertyAnimator(Self.propertyAnimator(animator), delay: animator.delay, changes: changes, number: number)
        case .linear:
            return propertyAnimator(Self.propertyAnimator(animator), delay: animator.delay, changes: changes, number: number)
        case .inexpressible(let what):
            unsupported(what, at: origin)
            return []
        }
    }

    static func point(_ x: Double, _ y: Double) -> SwiftExpression { TargetLibrary.uikit.point(.number(x), .number(y)) }

    static func vector(_ velocity: Double) -> SwiftExpression { .call("CGVector", [arg("dx", .number(velocity)), arg("dy", .number(velocity))]) }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` for the spring the runtime runs.
    static func springParameters(_ model: DampedSpring) -> SwiftExpression {
        .call("UISpringTimingParameters", [arg("mass", .number(model.mass)), arg("stiffness", .number(model.stiffness)),
                                           arg("damping", .number(model.damping)), arg("initialVelocity", vector(model.velocity))])
    }

    /// A property animator with a planned animator's curve or spring, for its duration (a
    /// spring's settling duration, `PlannedAnimator.duration`).
    static func propertyAnimator(_ animator: PlannedAnimator) -> SwiftExpression {
        let duration = arg("duration", .number(animator.duration))
        switch animator.kind {
        case .cubic(let x1, let y1, let x2, let y2):
            return .call("UIViewPropertyAnimator", [duration, arg("timingParameters", .call("UICubicTimingParameters", [
                arg("controlPoint1", point(x1, y1)), arg("controlPoint2", point(x2, y2)),
            ]))])
        case .spring(let model):
            return .call("UIViewPropertyAnimator", [duration, arg("timingParameters", springParameters(model))])
        case .linear, .viewAnimation, .inexpressible:
            return .call("UIViewPropertyAnimator", [duration, arg("curve", .member(nil, "linear"))])
        }
    }

    func propertyAnimator(_ make: SwiftExpression, delay: Double, changes: [SwiftStatement], number: Int) -> [SwiftStatement] {
        let name = SwiftExpression.id("animator\(number + 1)")
        return [.let("animator\(number + 1)", make),
                .run(name.call("addAnimations", trailing: SwiftClosure(changes))),
                .run(name.call("addCompletion", trailing: SwiftClosure(["_"], [.run(.call("finish", []))]))),
                .run(name.call("startAnimation", arg("afterDelay", .number(delay))))]
    }

    /// A mask's path animated by Core Animation, which UIView animations cannot do, as planned
    /// (`MaskAnimation`): from one path to the other, or sampled (`sampledMaskPaths`).
    mutating func maskAnimation(_ plan: MaskAnimation, program: TransitionProgram, name: String, finishes: Bool) -> [SwiftStatement] {
        usage.insert(.mask)
        let track = program.tracks[plan.track]
        let actor = program.layers[track.layer].actor
        let view = Self.viewName(actor)
        let mask = SwiftExpression.id(Self.local(actor, "Mask"))
        let animation = SwiftExpression.id(name)
        var code: [SwiftStatement] = [.comment("mask (\(place(track.origin)))")]
        let to: SwiftExpression
        switch plan.kind {
        case .basic(let x1, let y1, let x2, let y2):
            let from = expression(track.keyframes[0].value, at: track.origin, prelude: &code).0.call("path", arg("in", view))
            to = expression(track.keyframes[1].value, at: track.origin, prelude: &code).0.call("path", arg("in", view))
            code += [.let(name, .call("CABasicAnimation", [arg("keyPath", .string("path"))])),
                     .set(animation.dot("timingFunction"), .call("CAMediaTimingFunction", [
                        arg("controlPoints", .number(x1)), arg(.number(y1)), arg(.number(x2)), arg(.number(y2)),
                     ])),
                     .set(animation.dot("fromValue"), from), .set(animation.dot("toValue"), to)]
        case .spring(let model):
            let from = expression(track.keyframes[0].value, at: track.origin, prelude: &code).0.call("path", arg("in", view))
            to = expression(track.keyframes[1].value, at: track.origin, prelude: &code).0.call("path", arg("in", view))
            code += [.let(name, .call("CASpringAnimation", [arg("keyPath", .string("path"))])),
                     .set(animation.dot("mass"), .number(model.mass)), .set(animation.dot("stiffness"), .number(model.stiffness)),
                     .set(animation.dot("damping"), .number(model.damping)), .set(animation.dot("initialVelocity"), .number(model.velocity)),
                     .set(animation.dot("fromValue"), from), .set(animation.dot("toValue"), to)]
        case .sampled(let positions):
            let paths = sampledMaskPaths(track, positions: positions, view: view, name: name, code: &code)
            code += [.let(name, .call("CAKeyframeAnimation", [arg("keyPath", .string("path"))])), .set(animation.dot("values"), paths)]
            to = paths.dot("last")
        }
        code += [.set(animation.dot("duration"), .number(plan.duration))]
        if plan.delay > 0 {
            code += [.set(animation.dot("beginTime"), mask.call("convertTime", arg(.call("CACurrentMediaTime", [])), arg("from", .nil)) + .number(plan.delay)),
                     .set(animation.dot("fillMode"), .member(nil, "backwards"))]
        }
        let transaction = SwiftExpression.id("CATransaction")
        if finishes {
            code += [.run(transaction.call("begin")), .run(transaction.call("setCompletionBlock", trailing: SwiftClosure([.run(.call("finish", []))])))]
        }
        code += [.set(mask.dot("path"), to), .run(mask.call("add", arg(animation), arg("forKey", .string("path"))))]
        if finishes { code.append(.run(transaction.call("commit"))) }
        return code
    }

    /// A mask's paths at the display rate, for a `CAKeyframeAnimation` (linear, key times evenly
    /// spaced) at the planned positions along the keyframes; a loop builds the paths when the
    /// transition runs. Each path is the mask whose rect and corners lie between the segment's two
    /// masks: every coordinate of a `TranscMask` path is linear in those, so this is the path the
    /// interpreter's mix outlines. Returns the paths' name.
    mutating func sampledMaskPaths(_ track: TrackSpec, positions planned: [Double], view: SwiftExpression, name: String,
                                   code: inout [SwiftStatement]) -> SwiftExpression {
        code.append(.comment("sampled at \(formatDouble(AnimationPlan.sampleRate)) Hz"))
        let masks = SwiftExpression.id(name + "Masks"), progress = name + "Progress", paths = SwiftExpression.id(name + "Paths")
        var values: [SwiftExpression] = []
        for keyframe in track.keyframes { values.append(expression(keyframe.value, at: track.origin, prelude: &code).0) }
        let positions = planned.map(SwiftExpression.number)
        let (position, segment, weight, a, b) = (SwiftExpression.id("position"), SwiftExpression.id("segment"), SwiftExpression.id("weight"),
                                                 SwiftExpression.id("a"), SwiftExpression.id("b"))
        code += [
            .let(name + "Masks", "[TranscMask]", .array(values)),
            .let(progress, "[CGFloat]", .array(positions)),
            .var(name + "Paths", "[CGPath]", .array([])),
            .for("position", in: .id(progress), [
                .let("segment", .call("min", [arg(.call("Int", [arg(position)])), arg(masks.dot("count") - .integer(2))])),
                .let("weight", position - .call("CGFloat", [arg(segment)])),
                .let("a", .subscripted(masks, segment)), .let("b", .subscripted(masks, segment + .integer(1))),
                .let("mixed", Self.mixedMask(a, b, by: weight)),
                .run(paths.call("append", arg(.id("mixed").call("path", arg("in", view))))),
            ]),
        ]
        return paths
    }

    /// The mask `weight` of the way from `a` to `b`: its rect and corners mixed, the corners then clamped
    /// as the interpreter's shapes are (`MaskShape`), so that a spring carrying a shape past no size
    /// gives the interpreter's shape and not corners of a negative size.
    static func mixedMask(_ a: SwiftExpression, _ b: SwiftExpression, by weight: SwiftExpression) -> SwiftExpression {
        func mix(_ x: SwiftExpression, _ y: SwiftExpression) -> SwiftExpression { x + (y - x) * weight }
        func rect(_ mask: SwiftExpression, _ part: String, _ field: String) -> SwiftExpression { mask.dot("rect").dot(part).dot(field) }
        return .call(.id(UIKitSupport.mask.name), [
            arg("rect", .call("CGRect", [
                arg("x", mix(rect(a, "origin", "x"), rect(b, "origin", "x"))), arg("y", mix(rect(a, "origin", "y"), rect(b, "origin", "y"))),
                arg("width", mix(rect(a, "size", "width"), rect(b, "size", "width"))),
                arg("height", mix(rect(a, "size", "height"), rect(b, "size", "height"))),
            ])),
            arg("cornerWidth", mix(a.dot("cornerWidth"), b.dot("cornerWidth"))),
            arg("cornerHeight", mix(a.dot("cornerHeight"), b.dot("cornerHeight"))),
        ])
    }
}

/// Tracks whose timing UIKit cannot state, played as key frames sampled at the display rate.
extension UIKitGenerator {
    /// A sampled set (`SampledSet`) as an animation of its own: one keyframe animation, linear
    /// in time, over the set's span, its planned positions in one array each, and a loop adding
    /// the key frames, so the code does not grow with the duration.
    mutating func sampledAnimation(_ set: SampledSet, number: Int, program: TransitionProgram) -> [SwiftStatement] {
        var positionArrays: [[Double]: String] = [:]
        guard let animator = set.animator, let (code, loop) = sampledKeyFrames(set, number: number, program: program, timeline: nil,
                                                                                positionArrays: &positionArrays) else { return [] }
        return code + viewAnimation(animator, keyframed: true, changes: [loop], number: number,
                                    origin: SampledSet.sequences(set.source, in: program)[0][0].origin)
    }

    /// The values and positions of a sampled set (see `sampledAnimation`), and the loop adding its
    /// key frames, timed within `timeline` (seconds from the transition's start, and its length:
    /// a keyframe block in an animator that runs the whole transition) or, if nil, within the
    /// set's own span; nil where a value cannot be sampled (reported). `positionArrays` names the
    /// position arrays already stated in the same scope: a set on the same timing reads the same one.
    mutating func sampledKeyFrames(_ set: SampledSet, number: Int, program: TransitionProgram, timeline: (start: Double, length: Double)?,
                                   positionArrays: inout [[Double]: String]) -> (code: [SwiftStatement], loop: SwiftStatement)? {
        let sequences = SampledSet.sequences(set.source, in: program)
        let positions: [[Double]]
        switch set.keys {
        case .switches(let times, let values):
            return hiddenSwitches(sequences[0], set, times: times, values: values, number: number, program: program, timeline: timeline)
        case .positions(let planned): positions = planned
        }
        let shade: Int? = if case .shade(let index) = set.source { index } else { nil }
        let (start, duration, frames) = (set.start, set.duration, set.frames)
        let names = shade.map { "shade \($0)" }
            ?? sequences.map { "\(program.layers[$0[0].layer].id).\($0[0].property.rawValue)" }.joined(separator: ", ")
        var code: [SwiftStatement] = [.comment("Timing \(number + 1): \(names), \(formatDouble(duration)) s after \(formatDouble(start)) s, "
            + "sampled at \(formatDouble(AnimationPlan.sampleRate)) Hz")]
        let frame = SwiftExpression.id("frame")
        var step: [SwiftStatement] = []
        var transformed: Set<Int> = []
        var firstProgress: String?
        for (set, sequence) in sequences.enumerated() {
            // The sequence's keyframe values, one after another, once when the transition starts.
            let actor = program.layers[sequence[0].layer].actor
            var values: [SwiftExpression] = []
            var types: [GeneratedType] = []
            for track in sequence {
                for keyframe in track.keyframes {
                    let (value, type) = expression(keyframe.value, at: track.origin, prelude: &code)
                    values.append(value)
                    types.append(type)
                }
            }
            // Factors given as one number scale both ways (`scale 1 -> (0.9, 0.8)`): sizes beside sizes.
            if sequence[0].property.traits.type == .factors && types.contains(.size) {
                for index in values.indices where types[index] == .scalar {
                    (values[index], types[index]) = (TargetLibrary.uikit.size(values[index], values[index]), .size)
                }
            }
            // Unreachable from a `.trans` file: the checker gives every keyframe its property's type, which translates
            // to one kind, but for factors (reconciled above); hand-built IR gets the diagnostic.
            guard let type = types.first, types.allSatisfy({ $0 == type }) else {
                unsupported("keyframes of different kinds sampled at the display rate", at: sequence[0].origin)
                return nil
            }
            let suffix = "\(number + 1)_\(set + 1)"
            let valuesName = shade.map { "shade\($0)Opacity" + suffix } ?? Self.local(actor, SwiftNames.typeName(sequence[0].property.rawValue) + suffix)
            code.append(.let(valuesName, "[\(TargetLibrary.uikit.swiftType(type))]", .array(values)))
            // Each key frame's planned position along the values: once for every set on the same timing.
            let progressName = positionArrays[positions[set]] ?? "progress" + suffix
            firstProgress = firstProgress ?? progressName
            if positionArrays[positions[set]] == nil {
                positionArrays[positions[set]] = progressName
                code.append(.let(progressName, "[CGFloat]", .array(positions[set].map(SwiftExpression.number))))
            }
            guard let value = mixed(.id(valuesName), type, at: .subscripted(.id(progressName), frame), names: suffix,
                                    track: sequence[0], prelude: &step) else { return nil }
            if let shade {
                step.append(.set(.id("shade\(shade)").dot("alpha"), value.0))
            } else {
                step += assign(sequence[0], translated: value.0, value.1, program: program)
            }
            if AnimationPlan.isTransform(sequence[0].property) { transformed.insert(sequence[0].layer) }
        }
        for layer in transformed.sorted() { step.append(Self.applyTransform(program.layers[layer].actor)) }
        // Key frame `frame` starts at (start + duration · frame / frames), relative to the timeline.
        let (startTime, length): (SwiftExpression, SwiftExpression)
        if let timeline {
            let step = duration / Double(frames) / timeline.length
            let offset = (start - timeline.start) / timeline.length
            startTime = offset == 0 ? .call("Double", [arg(frame)]) * .number(step) : .number(offset) + .call("Double", [arg(frame)]) * .number(step)
            length = .number(step)
        } else {
            let frameCount = SwiftExpression.number(Double(frames))
            (startTime, length) = (.call("Double", [arg(frame)]) / frameCount, .number(1) / frameCount)
        }
        let loop = SwiftStatement.for("frame", in: .id(firstProgress ?? "").dot("indices"), [
            .run(.call(.id("UIView").dot("addKeyframe"), [arg("withRelativeStartTime", startTime), arg("relativeDuration", length)],
                       trailing: SwiftClosure(step))),
        ])
        return (code, loop)
    }

    /// A `hidden` sequence played as its view's alpha (`AnimationPlan.hiddenByAlpha`): a key frame of
    /// no duration at each time the plan found the value changes (`SampledSet.Keys.switches`).
    /// Timed within `timeline` as `sampledKeyFrames`.
    mutating func hiddenSwitches(_ sequence: [TrackSpec], _ set: SampledSet, times: [Double], values indices: [Int], number: Int,
                                 program: TransitionProgram, timeline: (start: Double, length: Double)?) -> (code: [SwiftStatement], loop: SwiftStatement) {
        let (start, duration) = (set.start, set.duration)
        let actor = program.layers[sequence[0].layer].actor
        let suffix = "\(number + 1)_1"
        var code: [SwiftStatement] = [.comment("Timing \(number + 1): \(program.layers[sequence[0].layer].id).hidden as its alpha, "
            + "\(formatDouble(duration)) s after \(formatDouble(start)) s, changing where the interpreter's value does")]
        var values: [SwiftExpression] = []
        for track in sequence {
            for keyframe in track.keyframes { values.append(expression(keyframe.value, at: track.origin, prelude: &code).0) }
        }
        let (offset, length) = timeline ?? (start, duration)
        let valuesName = Self.local(actor, "Hidden" + suffix), timesName = "switchTimes" + suffix, indicesName = "switchValues" + suffix
        code += [.let(valuesName, "[Bool]", .array(values)),
                 .let(timesName, "[Double]", .array(times.map { .number(($0 - offset) / length) })),
                 .let(indicesName, "[Int]", .array(indices.map { .integer($0) }))]
        let value = SwiftExpression.subscripted(.id(valuesName), .subscripted(.id(indicesName), .id("change")))
        let loop = SwiftStatement.for("change", in: .id(timesName).dot("indices"), [
            .run(.call(.id("UIView").dot("addKeyframe"), [arg("withRelativeStartTime", .subscripted(.id(timesName), .id("change"))),
                                                           arg("relativeDuration", .number(0))],
                       trailing: SwiftClosure(assign(sequence[0], translated: value, .bool, program: program)))),
        ])
        return (code, loop)
    }

    /// The value at `position` along `values` (a segment index + the weight in it), written out
    /// for the kinds UIKit views take: `a + (b − a) · weight` between the segment's two values, or
    /// the segment's first value for a property that does not interpolate; nil (reported) for a
    /// kind that cannot be sampled so.
    mutating func mixed(_ values: SwiftExpression, _ type: GeneratedType, at position: SwiftExpression, names suffix: String,
                        track: TrackSpec, prelude: inout [SwiftStatement]) -> (SwiftExpression, GeneratedType)? {
        if track.property.traits.interpolation == .discrete {
            return (.subscripted(values, .call("Int", [arg(position)])), type)
        }
        // The last position is the last value: its segment is the last one, at weight 1.
        let segment = "segment" + suffix, weight = "weight" + suffix
        prelude += [.let(segment, .call("min", [arg(.call("Int", [arg(position)])), arg(values.dot("count") - .integer(2))])),
                    .let(weight, position - .call("CGFloat", [arg(.id(segment))]))]
        let a = SwiftExpression.subscripted(values, .id(segment)), b = SwiftExpression.subscripted(values, .id(segment) + .integer(1))
        func mix(_ x: SwiftExpression, _ y: SwiftExpression) -> SwiftExpression { x + (y - x) * .id(weight) }
        switch type {
        case .scalar: return (mix(a, b), type)
        case .point:
            return (.call("CGPoint", [arg("x", mix(a.dot("x"), b.dot("x"))), arg("y", mix(a.dot("y"), b.dot("y")))]), type)
        case .size:
            return (.call("CGSize", [arg("width", mix(a.dot("width"), b.dot("width"))), arg("height", mix(a.dot("height"), b.dot("height")))]), type)
        case .rect:
            return (.call("CGRect", [arg("x", mix(a.dot("origin").dot("x"), b.dot("origin").dot("x"))),
                                     arg("y", mix(a.dot("origin").dot("y"), b.dot("origin").dot("y"))),
                                     arg("width", mix(a.dot("size").dot("width"), b.dot("size").dot("width"))),
                                     arg("height", mix(a.dot("size").dot("height"), b.dot("size").dot("height")))]), type)
        case .shape:
            let mask = "mask" + suffix
            prelude.append(.let(mask, Self.mixedMask(a, b, by: .id(weight))))
            return (.id(mask), type)
        case .color:
            usage.insert(.mixColors)
            return (.call(.id(UIKitSupport.mixColors.name), [arg(a), arg(b), arg(.id(weight))]), type)
        case .transforms:
            // Parameter by parameter: a list's functions interpolate so, a rotation keeping its turns.
            let mix = SwiftExpression.id("start") + (.id("end") - .id("start")) * .id(weight)
            return (.call("zip", [arg(a), arg(b)]).call("map", trailing: SwiftClosure(["start", "end"], [.expression(mix)])), type)
        // Unreachable from a `.trans` file: no property holds a vector or a gradient, and `hidden`, the one of
        // booleans, is discrete (taken above); hand-built IR gets the diagnostic.
        case .bool, .vector, .gradient:
            unsupported("a \(track.property.rawValue) sampled at the display rate", at: track.origin)
            return nil
        }
    }
}
