import TransDiagnostics
import TransRuntime
import TransIR

extension UIKitGenerator {
    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:) { … }`.
    static func keyframe(start: Double, span: Double, _ body: [SwiftStatement]) -> SwiftStatement {
        .run(.call(.id("UIView").dot("addKeyframe"), [arg("withRelativeStartTime", .number(start)), arg("relativeDuration", .number(span))],
                   trailing: SwiftClosure(body)))
    }

    /// One timing group: a UIView or property-animator animation for view properties and a
    /// Core Animation animation per mask, all finishing through `finish`.
    mutating func animation(_ timing: TrackTiming, tracks: [TrackSpec], shades: [(Int, ShadeSpec)], number: Int,
                            program: TransitionProgram) -> [SwiftStatement] {
        let layers = program.layers
        let viewTracks = tracks.filter { $0.property != .mask }
        let maskTracks = tracks.filter { $0.property == .mask }
        let keyframed = viewTracks.contains { $0.keyframes.count > 2 } || shades.contains { $0.1.opacity.count > 2 }
        var code: [SwiftStatement] = [.comment("Timing \(number + 1): " + describe(timing))]

        // The view properties' end values (or keyframes), inside one animations closure.
        var changes: [SwiftStatement] = []
        var transformed: Set<Int> = []
        for track in viewTracks {
            changes.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
            if Self.isTransform(track.property) { transformed.insert(track.layer) }
            if keyframed {
                for index in 1..<track.keyframes.count {
                    let start = track.keyframes[index - 1].offset
                    var step = assign(track, track.keyframes[index].value, program: program)
                    if Self.isTransform(track.property) { step.append(Self.applyTransform(layers[track.layer].actor)) }
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

        if !changes.isEmpty {
            code += viewAnimation(timing, keyframed: keyframed, changes: changes, number: number,
                                  origin: viewTracks.first?.origin ?? shades.first?.1.origin)
        }
        for (index, track) in maskTracks.enumerated() {
            code += maskAnimation(track, timing, program: program, name: "maskAnimation\(number + 1)_\(index + 1)",
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

    /// The UIView option for a named curve, if the control points are one.
    static func curveOption(_ curve: TimingCurve) -> String? {
        switch curve {
        case .cubicBezier(0.42, 0, 0.58, 1): "curveEaseInOut"
        case .cubicBezier(0.42, 0, 1, 1): "curveEaseIn"
        case .cubicBezier(0, 0, 0.58, 1): "curveEaseOut"
        case .cubicBezier(0, 0, 1, 1): "curveLinear"
        default: nil
        }
    }

    /// `completion: { _ in finish() }`.
    static let finishes = arg("completion", .closure(SwiftClosure(["_"], [.run(.call("finish", []))])))

    mutating func viewAnimation(_ timing: TrackTiming, keyframed: Bool, changes: [SwiftStatement], number: Int, origin: Int?) -> [SwiftStatement] {
        let duration = arg("withDuration", .number(timing.activeDuration))
        let delay = arg("delay", .number(timing.delay))
        let animations = arg("animations", .closure(SwiftClosure(changes)))
        switch timing.pacing {
        case .curve(let curve):
            if let option = Self.curveOption(curve) {
                if keyframed {
                    let curveOption = SwiftExpression.call(.id("UIView").dot("KeyframeAnimationOptions"),
                        [arg("rawValue", .id("UIView").dot("AnimationOptions").dot(option).dot("rawValue"))])
                    return [.run(.call(.id("UIView").dot("animateKeyframes"), [
                        duration, delay, arg("options", .array([.member(nil, "calculationModeLinear"), curveOption])), animations, Self.finishes,
                    ]))]
                }
                return [.run(.call(.id("UIView").dot("animate"), [duration, delay, arg("options", .array([.member(nil, option)])), animations, Self.finishes]))]
            }
            // No `.trans` file reaches the refusal below: a track or shade whose pacing UIKit cannot state (steps(),
            // linear(), more than two keyframes on an unnamed curve or a spring) is sampled (`needsSampling`), and the
            // sampler's own key frames are linear; every group that reaches here keyframed has a named curve.
            guard case .cubicBezier(let x1, let y1, let x2, let y2) = curve, !keyframed else {
                unsupported(keyframed ? "keyframes paced by this curve" : "a steps() or linear() curve", at: origin)
                return []
            }
            return propertyAnimator(.call("UIViewPropertyAnimator", [
                arg("duration", .number(timing.activeDuration)), arg("controlPoint1", Self.point(x1, y1)), arg("controlPoint2", Self.point(x2, y2)),
            ]), delay: timing.delay, changes: changes, number: number)
        case .spring(let spring):
            // Unreachable from a `.trans` file, as above: more than two keyframes on a spring are sampled (`needsSampling`).
            if keyframed {
                unsupported("keyframes paced by a spring", at: origin)
                return []
            }
            return propertyAnimator(Self.springAnimator(spring, duration: timing.activeDuration), delay: timing.delay, changes: changes, number: number)
        }
    }

    static func point(_ x: Double, _ y: Double) -> SwiftExpression { TargetLibrary.uikit.point(.number(x), .number(y)) }

    static func vector(_ velocity: Double) -> SwiftExpression { .call("CGVector", [arg("dx", .number(velocity)), arg("dy", .number(velocity))]) }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` for the spring the runtime runs.
    static func springParameters(_ spring: SpringTiming, duration: Double) -> SwiftExpression {
        let model = springModel(spring, duration: duration)
        return .call("UISpringTimingParameters", [arg("mass", .number(model.mass)), arg("stiffness", .number(model.stiffness)),
                                                  arg("damping", .number(model.damping)), arg("initialVelocity", vector(model.velocity))])
    }

    /// A property animator running the runtime's spring exactly, whatever form it was written in
    /// (a damping ratio's stiffness for a duration is the runtime's, which UIKit does not document).
    /// UIKit ignores an animator's duration for a spring given by mass, stiffness and damping and
    /// runs it until it settles (UISpringTimingParameters), so the animator states that time:
    /// the spring's settling duration, a little past the track's end, where the interpreter lands
    /// exactly and UIKit is within 0.1 % of the distance.
    static func springAnimator(_ spring: SpringTiming, duration: Double) -> SwiftExpression {
        .call("UIViewPropertyAnimator", [arg("duration", .number(springModel(spring, duration: duration).settlingDuration)),
                                         arg("timingParameters", springParameters(spring, duration: duration))])
    }

    /// A property animator with a timing's curve or spring.
    static func propertyAnimator(_ timing: TrackTiming) -> SwiftExpression {
        let duration = arg("duration", .number(timing.activeDuration))
        switch timing.pacing {
        case .curve(.cubicBezier(let x1, let y1, let x2, let y2)):
            return .call("UIViewPropertyAnimator", [duration, arg("timingParameters", .call("UICubicTimingParameters", [
                arg("controlPoint1", point(x1, y1)), arg("controlPoint2", point(x2, y2)),
            ]))])
        case .spring(let spring):
            return springAnimator(spring, duration: timing.activeDuration)
        case .curve(.steps), .curve(.piecewiseLinear):
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

    /// The spring the runtime runs, as mass, stiffness, damping and velocity.
    static func springModel(_ spring: SpringTiming, duration: Double) -> DampedSpring {
        switch spring {
        case .dampingRatio(let damping, let velocity): DampedSpring.uiKit(duration: duration, dampingRatio: damping, velocity: velocity)
        case .physical(let m, let k, let c, let v): DampedSpring(mass: m, stiffness: k, damping: c, velocity: v)
        case .bounce(let bounce, let velocity): DampedSpring.bounce(duration: duration, bounce: bounce, velocity: velocity)
        }
    }

    /// A mask's path animated by Core Animation, which UIView animations cannot do: from one
    /// path to the other where Core Animation can pace it as written, else sampled
    /// (`sampledMaskPaths`).
    mutating func maskAnimation(_ track: TrackSpec, _ timing: TrackTiming, program: TransitionProgram, name: String, finishes: Bool) -> [SwiftStatement] {
        usage.insert(.mask)
        let actor = program.layers[track.layer].actor
        let view = Self.viewName(actor)
        let mask = SwiftExpression.id(Self.local(actor, "Mask"))
        let animation = SwiftExpression.id(name)
        var code: [SwiftStatement] = [.comment("mask (\(place(track.origin)))")]
        let sampled = Self.maskNeedsSampling(track)
        let to: SwiftExpression
        switch timing.pacing {
        case .curve(.cubicBezier(let x1, let y1, let x2, let y2)) where !sampled:
            let from = expression(track.keyframes[0].value, at: track.origin, prelude: &code).0.call("path", arg("in", view))
            to = expression(track.keyframes[1].value, at: track.origin, prelude: &code).0.call("path", arg("in", view))
            code += [.let(name, .call("CABasicAnimation", [arg("keyPath", .string("path"))])),
                     .set(animation.dot("timingFunction"), .call("CAMediaTimingFunction", [
                        arg("controlPoints", .number(x1)), arg(.number(y1)), arg(.number(x2)), arg(.number(y2)),
                     ])),
                     .set(animation.dot("fromValue"), from), .set(animation.dot("toValue"), to)]
        case .spring(let spring) where !sampled:
            let from = expression(track.keyframes[0].value, at: track.origin, prelude: &code).0.call("path", arg("in", view))
            to = expression(track.keyframes[1].value, at: track.origin, prelude: &code).0.call("path", arg("in", view))
            let model = Self.springModel(spring, duration: timing.activeDuration)
            code += [.let(name, .call("CASpringAnimation", [arg("keyPath", .string("path"))])),
                     .set(animation.dot("mass"), .number(model.mass)), .set(animation.dot("stiffness"), .number(model.stiffness)),
                     .set(animation.dot("damping"), .number(model.damping)), .set(animation.dot("initialVelocity"), .number(model.velocity)),
                     .set(animation.dot("fromValue"), from), .set(animation.dot("toValue"), to)]
        case .curve, .spring:
            let paths = sampledMaskPaths(track, timing, view: view, name: name, code: &code)
            code += [.let(name, .call("CAKeyframeAnimation", [arg("keyPath", .string("path"))])), .set(animation.dot("values"), paths)]
            to = paths.dot("last")
        }
        code += [.set(animation.dot("duration"), .number(timing.activeDuration))]
        if timing.delay > 0 {
            code += [.set(animation.dot("beginTime"), mask.call("convertTime", arg(.call("CACurrentMediaTime", [])), arg("from", .nil)) + .number(timing.delay)),
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

    /// Whether Core Animation cannot pace a mask as written from one path to the other: more than
    /// two keyframes, a curve per segment, or a steps() or linear() curve.
    public static func maskNeedsSampling(_ track: TrackSpec) -> Bool {
        if track.keyframes.count > 2 || track.timing.segmentCurves(track.keyframes) != nil { return true }
        switch track.timing.pacing {
        case .curve(.steps), .curve(.piecewiseLinear): return true
        case .curve(.cubicBezier), .spring: return false
        }
    }

    /// A mask's paths at the display rate, for a `CAKeyframeAnimation` (linear, key times evenly
    /// spaced): where each path lies along the keyframes is worked out here from the interpreter's
    /// progress (`KeyframeSegment.locate`, as for view properties), and a loop builds the paths
    /// when the transition runs. Each path is the mask whose rect and corners lie between the
    /// segment's two masks: every coordinate of a `TranscMask` path is linear in those, so this
    /// is the path the interpreter's mix outlines. Returns the paths' name.
    mutating func sampledMaskPaths(_ track: TrackSpec, _ timing: TrackTiming, view: SwiftExpression, name: String,
                                   code: inout [SwiftStatement]) -> SwiftExpression {
        let frames = max(1, Int((timing.activeDuration * Self.sampleRate).rounded(.up)))
        code.append(.comment("sampled at \(formatDouble(Self.sampleRate)) Hz"))
        let masks = SwiftExpression.id(name + "Masks"), progress = name + "Progress", paths = SwiftExpression.id(name + "Paths")
        var values: [SwiftExpression] = []
        for keyframe in track.keyframes { values.append(expression(keyframe.value, at: track.origin, prelude: &code).0) }
        let prepared = PreparedTiming(track.timing)
        let segmentCurves = track.timing.segmentCurves(track.keyframes)?.map(PreparedCurve.init)
        let positions: [SwiftExpression] = (0...frames).map { index in
            let time = timing.delay + timing.activeDuration * Double(index) / Double(frames)
            let (segment, weight) = KeyframeSegment.locate(offsets: track.keyframes.map(\.offset), segmentCurves: segmentCurves,
                                                           timing: prepared, at: time)
            return .number(Double(segment) + weight)
        }
        let (position, segment, weight, a, b) = (SwiftExpression.id("position"), SwiftExpression.id("segment"), SwiftExpression.id("weight"),
                                                 SwiftExpression.id("a"), SwiftExpression.id("b"))
        func mix(_ x: SwiftExpression, _ y: SwiftExpression) -> SwiftExpression { x + (y - x) * weight }
        func rect(_ mask: SwiftExpression, _ part: String, _ field: String) -> SwiftExpression { mask.dot("rect").dot(part).dot(field) }
        code += [
            .let(name + "Masks", "[TranscMask]", .array(values)),
            .let(progress, "[CGFloat]", .array(positions)),
            .var(name + "Paths", "[CGPath]", .array([])),
            .for("position", in: .id(progress), [
                .let("segment", .call("min", [arg(.call("Int", [arg(position)])), arg(masks.dot("count") - .integer(2))])),
                .let("weight", position - .call("CGFloat", [arg(segment)])),
                .let("a", .subscripted(masks, segment)), .let("b", .subscripted(masks, segment + .integer(1))),
                .var("mixed", a),
                .set(.id("mixed").dot("rect"), .call("CGRect", [
                    arg("x", mix(rect(a, "origin", "x"), rect(b, "origin", "x"))), arg("y", mix(rect(a, "origin", "y"), rect(b, "origin", "y"))),
                    arg("width", mix(rect(a, "size", "width"), rect(b, "size", "width"))),
                    arg("height", mix(rect(a, "size", "height"), rect(b, "size", "height"))),
                ])),
                .set(.id("mixed").dot("cornerWidth"), mix(a.dot("cornerWidth"), b.dot("cornerWidth"))),
                .set(.id("mixed").dot("cornerHeight"), mix(a.dot("cornerHeight"), b.dot("cornerHeight"))),
                .run(paths.call("append", arg(.id("mixed").call("path", arg("in", view))))),
            ]),
        ]
        return paths
    }
}

/// Tracks whose timing UIKit cannot state, played as key frames sampled at the display rate.
extension UIKitGenerator {
    /// Key frames a second: ProMotion's display rate. Between two key frames UIKit interpolates
    /// linearly, so a value is off its curve by at most h²/8 · max|v″| with h = 1/120 s; at the
    /// key frames themselves it is exact.
    public static let sampleRate = 120.0

    /// The tracks the UIKit target samples (as indices into `program.tracks`), in sets each played
    /// as one animation, each set a list of sequences (see `sampledAnimation`): tracks in sequence
    /// on one property, since UIKit lets a later animation of a property replace an earlier one;
    /// and all of one view's transform tracks where they are on different timings or one of them
    /// is in a sequence, since the view's one transform matrix is what UIKit animates, or where the
    /// view has its own perspective (`hasOwnPerspective`).
    public static func sampledSets(_ program: TransitionProgram) -> [[[Int]]] {
        let tracks = program.tracks
        var sets: [[[Int]]] = program.trackSequences.map { [$0] }
        let animated = tracks.indices.filter { tracks[$0].keyframes.count > 1 }
        // A track whose pacing UIKit cannot state, alone; every track, where the program cannot run
        // exactly in one property animator but can run sampled in it (so it stays interruptible).
        let sequenced = Set(program.trackSequences.joined())
        let sampleAll = samplesEverything(program)
        sets += animated.filter { !sequenced.contains($0) && (sampleAll || needsSampling(tracks[$0])) }.map { [[$0]] }
        for layer in program.layers.indices {
            let transforms = animated.filter { tracks[$0].layer == layer && isTransform(tracks[$0].property) }
            guard let first = transforms.first else { continue }
            let owned = sets.filter { $0.joined().contains(where: transforms.contains) }
            guard !owned.isEmpty || transforms.contains(where: { tracks[$0].timing != tracks[first].timing })
                || hasOwnPerspective(program, layer: layer) || hasTransformList(program, layer: layer) else { continue }
            // The view's sequences, and each of its other transform tracks alone, in program order.
            let sequences = owned.joined()
            let alone = transforms.filter { index in !sequences.contains { $0.contains(index) } }.map { [$0] }
            sets.removeAll { $0.joined().contains(where: transforms.contains) }
            sets.append((Array(sequences) + alone).sorted { $0[0] < $1[0] })
        }
        // A view whose anchor moves beside its frame, size or position: those tracks in one set, the
        // anchor first in each key frame, since moving the anchor moves the position by the bounds it
        // finds, which must be that key frame's and not the last one's a separate loop has set.
        for layer in program.layers.indices {
            let placing = animated.filter { tracks[$0].layer == layer && [.frame, .size, .position, .anchor].contains(tracks[$0].property) }
            guard placing.count > 1, placing.contains(where: { tracks[$0].property == .anchor }) else { continue }
            let owned = sets.filter { $0.joined().contains(where: placing.contains) }
            guard !owned.isEmpty else { continue }
            let sequences = owned.joined()
            let alone = placing.filter { index in !sequences.contains { $0.contains(index) } }.map { [$0] }
            sets.removeAll { $0.joined().contains(where: placing.contains) }
            let anchorFirst = { (sequence: [Int]) in (tracks[sequence[0]].property == .anchor ? 0 : 1, sequence[0]) }
            sets.append((Array(sequences) + alone).sorted { anchorFirst($0) < anchorFirst($1) })
        }
        // A view whose `hidden` and opacity are both animated: one set, the opacity first (`hiddenOverOpacity`).
        for layer in hiddenOverOpacity(program) {
            let fading = animated.filter { tracks[$0].layer == layer && [.opacity, .hidden].contains(tracks[$0].property) }
            let owned = sets.filter { $0.joined().contains(where: fading.contains) }
            let sequences = owned.joined()
            let alone = fading.filter { index in !sequences.contains { $0.contains(index) } }.map { [$0] }
            sets.removeAll { $0.joined().contains(where: fading.contains) }
            let opacityFirst = { (sequence: [Int]) in (tracks[sequence[0]].property == .opacity ? 0 : 1, sequence[0]) }
            sets.append((Array(sequences) + alone).sorted { opacityFirst($0) < opacityFirst($1) })
        }
        return sets.filter { sampledSpan($0.joined().map { tracks[$0] }).duration > 0 }
    }

    /// Whether every animated track and shade is played sampled, inside the one property animator:
    /// wherever the program cannot run exactly in one (several timings, delays, keyframes beyond
    /// two, a mask, steps()). Key frames carry what UIView animations can change: a mask as a mask
    /// view (`transcShowMask`), a colour mixed (`transcMixColors`), a shade as its view's alpha, and
    /// `hidden`, which no UIView animation changes, as the view's alpha (0 while hidden, put back to
    /// `isHidden` when the transition completes); on a view whose opacity is animated too, as a
    /// multiplier on the opacity's key frames (`hiddenOverOpacity`).
    /// The values stay the interpreter's at every key frame, within the sampling bound between, and
    /// the transition can be scrubbed, caught, and finished with the finger's velocity.
    static func samplesEverything(_ program: TransitionProgram) -> Bool {
        let animated = program.tracks.filter { $0.keyframes.count > 1 }
        guard !animated.isEmpty || program.shades.contains(where: { $0.opacity.count > 1 }), !runsExactlyInOneAnimator(program) else { return false }
        return animated.allSatisfy { track in
            switch track.property.traits.type {
            case .number, .length, .angle, .point, .size, .rect, .factors, .shape, .color, .bool, .transformList: true
            }
        }
    }

    /// The layers whose `hidden` the one property animator's key frames play as their alpha (see `samplesEverything`).
    static func hiddenByAlpha(_ program: TransitionProgram) -> [Int] {
        guard samplesEverything(program) else { return [] }
        return Array(Set(program.tracks.filter { $0.property == .hidden && $0.keyframes.count > 1 }.map(\.layer))).sorted()
    }

    /// Of `hiddenByAlpha`, the layers whose opacity is animated too: their alpha carries both, the
    /// opacity's value at each key frame, or 0 where the view is hidden then. The two are sampled
    /// in one set (`sampledSets`), the opacity first in each key frame, so that the view is hidden
    /// over the opacity that key frame gives it; a switch between two key frames fades the alpha
    /// over that one display frame (1/120 s), where alone `hidden` switches at its exact time.
    static func hiddenOverOpacity(_ program: TransitionProgram) -> [Int] {
        hiddenByAlpha(program).filter { layer in program.tracks.contains { $0.layer == layer && $0.property == .opacity && $0.keyframes.count > 1 } }
    }

    /// Whether one `UIViewPropertyAnimator` runs the program exactly as written: every animated track
    /// and shade on one timing that starts at once and lasts the whole transition, paced by a curve
    /// or spring UIKit states, with no mask, no tracks in sequence, no keyframes beyond two, and no
    /// animated `hidden` (which key frames play as the view's alpha).
    static func runsExactlyInOneAnimator(_ program: TransitionProgram) -> Bool {
        let animated = program.tracks.filter { $0.keyframes.count > 1 }
        let shades = program.shades.filter { $0.opacity.count > 1 }
        let timings = animated.map(\.timing) + shades.map(\.timing)
        guard let timing = timings.first, timings.allSatisfy({ $0 == timing }), timing.delay == 0,
              timing.activeDuration == program.duration, program.trackSequences.isEmpty else { return false }
        if case .curve(.steps) = timing.pacing { return false }
        if case .curve(.piecewiseLinear) = timing.pacing { return false }
        // `hidden` is set at once inside an animation: sampled, as the view's alpha.
        return !animated.contains { track in
            track.property == .mask || track.keyframes.count > 2 || needsSampling(track) || track.property == .hidden
                || (isTransform(track.property) && (hasOwnPerspective(program, layer: track.layer) || hasTransformList(program, layer: track.layer)))
        } && !shades.contains { $0.opacity.count > 2 }
    }

    /// Whether a view has its own perspective (a `perspective` track). Core Animation interpolates
    /// a transform with perspective by decomposing it, and not part by part as the interpreter
    /// moves a rotation or a distance, so all of such a view's animated transform tracks are
    /// sampled: between two key frames 1/120 s apart any interpolation of the two matrices stays
    /// within the sampling bound.
    static func hasOwnPerspective(_ program: TransitionProgram, layer: Int) -> Bool {
        program.tracks.contains { $0.layer == layer && $0.property == .perspective }
    }

    /// Whether a view has a transform list (a `transform` track). Core Animation interpolates the
    /// list's matrix by decomposing it, where a whole turn is no change, and not function by
    /// function as the list says, so its tracks are sampled, as a view's own perspective is.
    static func hasTransformList(_ program: TransitionProgram, layer: Int) -> Bool {
        program.tracks.contains { $0.layer == layer && $0.property == .transform }
    }

    /// Whether UIKit cannot play a view property track as written: a rotation of half a turn or
    /// more, keyframes with a curve per segment, a steps() or linear() curve, or more than two keyframes paced by a spring or by a cubic curve that is not a named UIKit
    /// curve (UIView keyframes take one named curve for the whole animation). Masks are
    /// animated by Core Animation (`maskAnimation`), which samples them itself.
    static func needsSampling(_ track: TrackSpec) -> Bool {
        guard track.property != .mask else { return false }
        if turnsHalfATurnOrMore(track) || track.timing.segmentCurves(track.keyframes) != nil { return true }
        switch track.timing.pacing {
        case .curve(.steps), .curve(.piecewiseLinear): return true
        case .curve(let curve): return track.keyframes.count > 2 && curveOption(curve) == nil
        case .spring: return track.keyframes.count > 2
        }
    }

    /// Whether a rotation turns by half a turn or more between two keyframes, or by an angle
    /// known only when the transition runs. UIKit animates the view's transform matrix, where a
    /// whole turn is no change and a half turn goes either way, so such a track is sampled: at
    /// 120 key frames a second each turns far less than half a turn, and UIKit's interpolation
    /// between two (along the shortest arc) keeps the direction and the turns.
    static func turnsHalfATurnOrMore(_ track: TrackSpec) -> Bool {
        guard track.property.traits.type == .angle else { return false }
        let angles = track.keyframes.map { $0.value.constantValue?.scalar }
        return zip(angles, angles.dropFirst()).contains { a, b in
            guard let a, let b else { return true }
            return abs(b - a) >= .pi
        }
    }

    /// When a sampled animation runs: from the first track's delay to the last one's end.
    static func sampledSpan(_ tracks: [TrackSpec]) -> (start: Double, duration: Double) {
        let start = tracks.map(\.timing.delay).min() ?? 0
        let end = tracks.map { $0.timing.delay + $0.timing.activeDuration }.max() ?? 0
        return (start, end - start)
    }

    /// Tracks UIKit cannot time together, as one keyframe animation, linear in time, with a key
    /// frame per display frame: each of `sequences` is the tracks of one property (one track, or
    /// several that follow one another, ordered by delay), all of one view's transform tracks
    /// where they are on different timings. Each sequence's keyframe values are one array,
    /// evaluated when the transition runs; where each key frame lies along them is worked out
    /// here, from the interpreter's progress (`PreparedTiming`, `KeyframeSegment`: one
    /// definition), as one array of positions (segment index + weight in it), and a loop adds the
    /// key frames, so the code does not grow with the duration.
    mutating func sampledAnimation(_ sequences: [[TrackSpec]], windows: [[TrackWindow]], number: Int,
                                   program: TransitionProgram, shade: Int? = nil) -> [SwiftStatement] {
        let (start, duration) = Self.sampledSpan(Array(sequences.joined()))
        guard let (code, loop) = sampledKeyFrames(sequences, windows: windows, number: number, program: program, timeline: nil, shade: shade) else { return [] }
        let linear = TrackTiming(delay: start, duration: duration, pacing: .curve(.cubicBezier(0, 0, 1, 1)))
        return code + viewAnimation(linear, keyframed: true, changes: [loop], number: number, origin: sequences[0][0].origin)
    }

    /// The values and positions of a sampled set (see `sampledAnimation`), and the loop adding its
    /// key frames, timed within `timeline` (seconds from the transition's start, and its length:
    /// a keyframe block in an animator that runs the whole transition) or, if nil, within the
    /// set's own span; nil where a value cannot be sampled (reported).
    mutating func sampledKeyFrames(_ sequences: [[TrackSpec]], windows: [[TrackWindow]], number: Int, program: TransitionProgram,
                                   timeline: (start: Double, length: Double)?, shade: Int? = nil) -> (code: [SwiftStatement], loop: SwiftStatement)? {
        if shade == nil, sequences.count == 1, sequences[0][0].property == .hidden, Self.hiddenByAlpha(program).contains(sequences[0][0].layer) {
            return hiddenSwitches(sequences[0], windows: windows[0], number: number, program: program, timeline: timeline)
        }
        let (start, duration) = Self.sampledSpan(Array(sequences.joined()))
        let frames = max(1, Int((duration * Self.sampleRate).rounded(.up)))
        let names = shade.map { "shade \($0)" }
            ?? sequences.map { "\(program.layers[$0[0].layer].id).\($0[0].property.rawValue)" }.joined(separator: ", ")
        var code: [SwiftStatement] = [.comment("Timing \(number + 1): \(names), \(formatDouble(duration)) s after \(formatDouble(start)) s, "
            + "sampled at \(formatDouble(Self.sampleRate)) Hz")]
        let timings = sequences.map { $0.map { PreparedTiming($0.timing) } }
        let frame = SwiftExpression.id("frame")
        var step: [SwiftStatement] = []
        var transformed: Set<Int> = []
        var firstProgress: String?
        for (set, sequence) in sequences.enumerated() {
            // The sequence's keyframe values, one after another, once when the transition starts.
            let actor = program.layers[sequence[0].layer].actor
            var values: [SwiftExpression] = []
            var types: [GeneratedType] = []
            var firstKey: [Int] = []
            for track in sequence {
                firstKey.append(values.count)
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
            // Each key frame's position along the values: the track that decides then (the last
            // one from its start on), its keyframe segment and the weight in it.
            var positions: [SwiftExpression] = []
            for index in 1...frames {
                let time = start + duration * Double(index) / Double(frames)
                let position = sequence.indices.last { windows[set][$0].governs(at: time) } ?? sequence.count - 1
                let track = sequence[position]
                let (segment, weight) = KeyframeSegment.locate(offsets: track.keyframes.map(\.offset),
                                                               segmentCurves: track.timing.segmentCurves(track.keyframes)?.map(PreparedCurve.init),
                                                               timing: timings[set][position], at: time)
                positions.append(.number(Double(firstKey[position] + segment) + weight))
            }
            let progressName = "progress" + suffix
            firstProgress = firstProgress ?? progressName
            code.append(.let(progressName, "[CGFloat]", .array(positions)))
            guard let value = mixed(.id(valuesName), type, at: .subscripted(.id(progressName), frame), names: suffix,
                                    track: sequence[0], prelude: &step) else { return nil }
            if let shade {
                step.append(.set(.id("shade\(shade)").dot("alpha"), value.0))
            } else {
                step += assign(sequence[0], translated: value.0, value.1, program: program)
            }
            if Self.isTransform(sequence[0].property) { transformed.insert(sequence[0].layer) }
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

    /// A `hidden` sequence played as its view's alpha (`hiddenByAlpha`): a key frame of no duration at
    /// each time the value changes, found here from the interpreter's progress (the keyframe index
    /// the sampler reads, `Int(position)`, at each display frame, and the change bisected to 1e-12 s
    /// between two), so the view disappears and shows at the interpreter's times, not faded over a
    /// frame. Timed within `timeline` as `sampledKeyFrames`.
    mutating func hiddenSwitches(_ sequence: [TrackSpec], windows: [TrackWindow], number: Int, program: TransitionProgram,
                                 timeline: (start: Double, length: Double)?) -> (code: [SwiftStatement], loop: SwiftStatement) {
        let (start, duration) = Self.sampledSpan(sequence)
        let frames = max(1, Int((duration * Self.sampleRate).rounded(.up)))
        let actor = program.layers[sequence[0].layer].actor
        let suffix = "\(number + 1)_1"
        var code: [SwiftStatement] = [.comment("Timing \(number + 1): \(program.layers[sequence[0].layer].id).hidden as its alpha, "
            + "\(formatDouble(duration)) s after \(formatDouble(start)) s, changing where the interpreter's value does")]
        var values: [SwiftExpression] = []
        var firstKey: [Int] = []
        for track in sequence {
            firstKey.append(values.count)
            for keyframe in track.keyframes { values.append(expression(keyframe.value, at: track.origin, prelude: &code).0) }
        }
        let timings = sequence.map { PreparedTiming($0.timing) }
        func index(at time: Double) -> Int {
            let position = sequence.indices.last { windows[$0].governs(at: time) } ?? sequence.count - 1
            let track = sequence[position]
            let (segment, weight) = KeyframeSegment.locate(offsets: track.keyframes.map(\.offset),
                                                           segmentCurves: track.timing.segmentCurves(track.keyframes)?.map(PreparedCurve.init),
                                                           timing: timings[position], at: time)
            return min(Int(Double(firstKey[position] + segment) + weight), values.count - 1)
        }
        var switches: [(time: Double, index: Int)] = []
        var (previousTime, previous) = (start, index(at: start))
        for frame in 1...frames {
            let time = start + duration * Double(frame) / Double(frames)
            let current = index(at: time)
            if current != previous {
                var (low, high) = (previousTime, time)
                while high - low > 1e-12 {
                    let middle = (low + high) / 2
                    if index(at: middle) == previous { low = middle } else { high = middle }
                }
                switches.append((high, current))
            }
            (previousTime, previous) = (time, current)
        }
        let (offset, length) = timeline ?? (start, duration)
        let valuesName = Self.local(actor, "Hidden" + suffix), timesName = "switchTimes" + suffix, indicesName = "switchValues" + suffix
        code += [.let(valuesName, "[Bool]", .array(values)),
                 .let(timesName, "[Double]", .array(switches.map { .number(($0.time - offset) / length) })),
                 .let(indicesName, "[Int]", .array(switches.map { .integer($0.index) }))]
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
            // Every coordinate of a mask is linear in its rect and corners: the mixed shape is the interpreter's mix.
            let mask = "mask" + suffix
            let rect = { (value: SwiftExpression, part: String, field: String) in value.dot("rect").dot(part).dot(field) }
            prelude += [.var(mask, a),
                        .set(.id(mask).dot("rect"), .call("CGRect", [
                            arg("x", mix(rect(a, "origin", "x"), rect(b, "origin", "x"))), arg("y", mix(rect(a, "origin", "y"), rect(b, "origin", "y"))),
                            arg("width", mix(rect(a, "size", "width"), rect(b, "size", "width"))),
                            arg("height", mix(rect(a, "size", "height"), rect(b, "size", "height")))])),
                        .set(.id(mask).dot("cornerWidth"), mix(a.dot("cornerWidth"), b.dot("cornerWidth"))),
                        .set(.id(mask).dot("cornerHeight"), mix(a.dot("cornerHeight"), b.dot("cornerHeight")))]
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
