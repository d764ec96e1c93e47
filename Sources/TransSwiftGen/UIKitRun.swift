import TransAnimationPlan
import TransDiagnostics
import TransRuntime
import TransIR

/// The body of one operation: setup, the animations grouped by timing, and completion.
extension UIKitGenerator {
    /// The Swift name of a layer's view in a run function: `fromView`, `inputs.cell`, `snapshotFrom`.
    public static func viewName(_ actor: Actor) -> SwiftExpression {
        switch actor {
        case .from: "fromView"
        case .to: "toView"
        case .container: "container"
        case .dimming: "dimmingView"
        case .input(let name): .id("inputs").dot(SwiftNames.valueName(name))
        case .snapshot(let inner):
            .id("snapshot" + SwiftNames.typeName(inner.description.replacingOccurrences(of: "(", with: "-").replacingOccurrences(of: ")", with: "")))
        // `piece(from, 1, 2 of 6x4)` → `pieceFrom6x4R1C2`.
        case .piece(let inner, let cell):
            .id("piece" + SwiftNames.typeName(inner.description) + "\(cell.rows)x\(cell.columns)R\(cell.row)C\(cell.column)")
        }
    }

    /// The suffix of the local holding a view's transform parts (`fromTransform`): a value the run assigns
    /// part by part, so a loop over views never takes it (`RepeatedStatements`), where it would change a copy.
    static let transformSuffix = "Transform"

    /// A local name derived from a layer: `from` → `fromSaved`.
    static func local(_ actor: Actor, _ suffix: String) -> String {
        let base: String = switch actor {
        case .from: "from"
        case .to: "to"
        case .container: "container"
        case .dimming: "dimming"
        case .input(let name): SwiftNames.valueName(name).replacingOccurrences(of: "`", with: "")
        case .snapshot, .piece: SwiftWriter.expression(viewName(actor))
        }
        return base + suffix
    }

    /// The local holding an input view's frame in container coordinates: `cellFrame`.
    static func frameName(ofInput name: String) -> String {
        SwiftNames.valueName(name).replacingOccurrences(of: "`", with: "") + "Frame"
    }

    /// `view.layer.transform = viewTransform.matrix`.
    static func applyTransform(_ actor: Actor) -> SwiftStatement {
        .set(viewName(actor).dot("layer").dot("transform"), .id(local(actor, transformSuffix)).dot("matrix"))
    }

    mutating func run(_ program: TransitionProgram, interruptible: Bool) -> SwiftDeclaration {
        let layers = program.layers
        // Every decision of how UIKit plays the program, made once; what follows prints it.
        let plan = AnimationPlan(program, interruptible: interruptible)
        runPlan = plan
        var frames: [Actor: SwiftExpression] = [.from: "fromFrame", .to: "toFrame", .container: .id("container").dot("bounds")]
        var inputs: [String: (value: SwiftExpression, type: InputType)] = [:]
        for input in program.inputs {
            if input.type == .view {
                frames[.input(input.name)] = .id(Self.frameName(ofInput: input.name))
                inputs[input.name] = (.id(Self.frameName(ofInput: input.name)), input.type)
            } else {
                inputs[input.name] = (.id("inputs").dot(SwiftNames.valueName(input.name)), input.type)
            }
        }
        translator = ExpressionTranslator(ExpressionScope(library: .uikit, frames: frames, inputs: inputs,
                                                          containerSize: .id("container").dot("bounds").dot("size")))

        // Setup: the program's setup list, with what completion and cancellation need saved first.
        var body: [SwiftStatement] = [.comment("Setup (\(place(program.origin)))")]
        let setup = setupStatements(program, interruptible: interruptible)
        body += setup.arrival
        let measured = body.count
        body += setup.rest
        // Shades and masks, and every value the animations start from.
        for (index, shade) in program.shades.enumerated() {
            usage.insert(.shadeView)
            let view = Self.viewName(layers[shade.layer].actor)
            body.append(.comment("shade (\(place(shade.origin)))"))
            var prelude: [SwiftStatement] = []
            let colors = expression(shade.gradient, at: shade.origin, prelude: &prelude).0
            let start = shade.start.map { expression($0, at: shade.origin, prelude: &prelude).0 }
                ?? TargetLibrary.uikit.point(.number(0.5), .number(0))
            let end = shade.end.map { expression($0, at: shade.origin, prelude: &prelude).0 } ?? TargetLibrary.uikit.point(.number(0.5), .number(1))
            let alpha = expression(shade.opacity[0].value, at: shade.origin, prelude: &prelude).0
            let name = SwiftExpression.id("shade\(index)")
            body += prelude + [
                .let("shade\(index)", .call(.id(UIKitSupport.shadeView.name), [arg("colors", colors), arg("start", start), arg("end", end)])),
                .set(name.dot("frame"), view.dot("bounds")),
                .set(name.dot("alpha"), alpha),
                .run(view.call("addSubview", arg(name))),
            ]
        }
        var transformed: Set<Int> = []
        var masked: Set<Int> = []
        for track in program.tracks {
            if AnimationPlan.isTransform(track.property) { transformed.insert(track.layer) }
            if track.property == .mask { masked.insert(track.layer) }
        }
        for index in transformed.sorted() {
            usage.insert(.transform)
            body.append(.var(Self.local(layers[index].actor, Self.transformSuffix), .call(.id(UIKitSupport.transform.name), [])))
        }
        // A mask is a mask view where the one property animator plays it (key frames of its geometry), else a
        // shape layer whose path Core Animation animates.
        let maskViews = plan.masksByView
        for index in masked.sorted() {
            let view = Self.viewName(layers[index].actor)
            let mask = Self.local(layers[index].actor, "Mask")
            if maskViews {
                body += [.let(mask, .call("UIView", [arg("frame", .member(nil, "zero"))])),
                         .set(.id(mask).dot("backgroundColor"), .call("UIColor", [arg("white", .number(0)), arg("alpha", .number(1))])),
                         .set(view.dot("mask"), .id(mask))]
            } else {
                body += [.let(mask, .call("CAShapeLayer", [])), .set(.id(mask).dot("frame"), view.dot("bounds")), .set(view.dot("layer").dot("mask"), .id(mask))]
            }
        }
        // The alpha a view hidden by its alpha shows while not hidden.
        for index in plan.hiddenByAlpha where !plan.hiddenOverOpacity.contains(index) {
            body.append(.let(Self.local(layers[index].actor, "ShownAlpha"), Self.viewName(layers[index].actor).dot("alpha")))
        }
        // Of tracks in sequence on one property, the first one's start value shows until it begins.
        let windows = program.trackWindows
        // A `hidden` carried by an animated opacity hides the view over the opacity's start value, so it comes after it;
        // a mask is placed by the view's untransformed frame (`transcShowMask`), so it comes after the frame's start value.
        let overOpacity = plan.hiddenOverOpacity
        let startOrder = program.tracks.indices.sorted { a, b in
            let late = { (index: Int) in
                program.tracks[index].property == .mask || (program.tracks[index].property == .hidden && overOpacity.contains(program.tracks[index].layer)) ? 1 : 0
            }
            return (late(a), a) < (late(b), b)
        }
        for (track, window) in startOrder.map({ (program.tracks[$0], windows[$0]) }) where !window.hasPredecessor {
            body.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
            body += assign(track, track.keyframes[0].value, program: program)
        }
        for index in transformed.sorted() { body.append(Self.applyTransform(layers[index].actor)) }
        if let following { body += followedPoses(following, transformed: transformed) }

        // The animations, one group per timing, and what is sampled.
        let groups = plan.groups, sampled = plan.sampledSets, sampledShades = plan.sampledShades
        checkTransformsShareTiming(program, groups: groups.map { $0.viewTracks.map { program.tracks[$0] } }
                                   + sampled.map { Array(SampledSet.sequences($0.source, in: program).joined()) })

        let completed = SwiftStatement.let("completed", .prefix(.not, .id("context").dot("transitionWasCancelled")))
        let complete = SwiftStatement.run(.id("context").call("completeTransition", arg("completed")))
        if interruptible {
            // The completion runs in a closure that must not keep the animator alive: it reaches `kept` through `self?`.
            let kept = SwiftExpression.optionalMember("self", "kept")
            let ending = endingStatements(.completion, program: program, kept: kept)
            let cancelling = endingStatements(.cancellation, program: program, kept: kept)
            var changes: [SwiftStatement] = []
            // No group but sampled sets (`isInterruptible`), or one group and none.
            let animator = Self.propertyAnimator(plan.oneAnimator ?? PlannedAnimator(duration: program.duration, delay: 0, kind: .linear))
            if let group = groups.first {
                for track in group.viewTracks.map({ program.tracks[$0] }) {
                    changes.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
                    changes += assign(track, track.keyframes[track.keyframes.count - 1].value, program: program)
                }
                for index in Set(group.viewTracks.map { program.tracks[$0] }.filter { AnimationPlan.isTransform($0.property) }.map(\.layer)).sorted() {
                    changes.append(Self.applyTransform(layers[index].actor))
                }
                for (index, shade) in group.shades.map({ ($0, program.shades[$0]) }) {
                    changes.append(.comment("shade (\(place(shade.origin)))"))
                    let alpha = expression(shade.opacity[shade.opacity.count - 1].value, at: shade.origin, prelude: &changes).0
                    changes.append(.set(.id("shade\(index)").dot("alpha"), alpha))
                }
            }
            if !sampled.isEmpty || !sampledShades.isEmpty {
                // One keyframe block inherits the linear animator's duration and timing, so the
                // sampled key frames scrub, reverse and finish with it.
                var keyFrames: [SwiftStatement] = []
                var positionArrays: [[Double]: String] = [:]
                for (number, set) in sampled.enumerated() {
                    guard let (code, loop) = sampledKeyFrames(set, number: number, program: program, timeline: (0, program.duration),
                                                              positionArrays: &positionArrays) else { continue }
                    body += code
                    keyFrames.append(loop)
                }
                for (number, set) in sampledShades.enumerated() {
                    guard let (code, loop) = sampledKeyFrames(set, number: sampled.count + number, program: program,
                                                              timeline: (0, program.duration), positionArrays: &positionArrays) else { continue }
                    body += code
                    keyFrames.append(loop)
                }
                changes.append(.run(.call(.id("UIView").dot("animateKeyframes"), [
                    arg("withDuration", 0), arg("delay", 0), arg("options", .array([.member(nil, "calculationModeLinear")])),
                    arg("animations", .closure(SwiftClosure(keyFrames))),
                ])))
            }
            // UIKit may complete an animator that animates nothing as soon as it starts, and documents no other way: where the
            // program animates nothing, an empty view's alpha (it draws nothing) keeps the animator running the timeline.
            let keepsTime = AnimationPlan.animatesNothing(program)
            if keepsTime {
                body += [.comment("Nothing animates but the timeline: an empty view's alpha keeps the animator running for its duration."),
                         .let("timeline", .call("UIView", [arg("frame", .member(nil, "zero"))])),
                         .set(.id("timeline").dot("alpha"), .number(0)),
                         .run(.id("container").call("addSubview", arg("timeline")))]
                changes.append(.set(.id("timeline").dot("alpha"), .number(1)))
            }
            // The timeline waits at its end (still active: a touch catches it as it catches the followed views) until every
            // followed view has settled; then it ends the transition, once (`followerSettled`).
            var followed: [SwiftStatement] = []
            if let following {
                followed += [.comment("Finished or cancelled, the timeline waits at its end while a followed view still springs."),
                             .set(.id("animator").dot("pausesOnCompletion"), .boolean(true))]
                let made = followers(following, prelude: &followed)
                followed.append(made)
            }
            // A gesture scrubs the timeline along its easing, as the language says; UIKit scrubs a paused animator
            // linearly unless told otherwise (`scrubsLinearly`).
            let scrubsAlongItsCurve = !program.interactions.isEmpty && Self.isEased(plan.oneAnimator)
            body += [
                .comment("One property animator runs everything, so the transition can be interrupted."),
                .let("animator", animator),
            ] + (scrubsAlongItsCurve ? [.set(.id("animator").dot("scrubsLinearly"), .boolean(false))] : []) + [
                .run(.id("animator").call("addAnimations", trailing: SwiftClosure(changes))),
                finish(animations: 1, weakSelf: true, [
                    .set(.optionalMember("self", "runningAnimator"), .nil),
                ] + (keepsTime ? [.run(.id("timeline").call("removeFromSuperview"))] : []) + [
                    completed,
                    .ifElse([.expression("completed")], shownByAlpha(program, plan) + ending, else: cancelling),
                    complete,
                ]),
            ] + followed + [
                .run(.id("animator").call("addCompletion", trailing: Self.callsFinish)),
                .return("animator"),
            ]
            return finishRun(program, body: body, measured: measured, returns: "UIViewPropertyAnimator")
        }
        if let following {
            unsupported("a view that follows the finger ('follow') in a transition one property animator cannot run", at: following.interaction.follows.first?.origin)
        }
        let animations = max(groups.count + sampled.count + sampledShades.count, 1)
        body += [
            .comment("Completion runs once every animation has ended, finished or cancelled; at once without animation."),
            finish(animations: animations == 1 ? .integer(1) : .ternary(.id("context").dot("isAnimated"), .integer(animations), .integer(1)), [
                completed,
                .ifElse([.expression("completed")], shownByAlpha(program, plan) + endingStatements(.completion, program: program, kept: .id("self").dot("kept")),
                        else: endingStatements(.cancellation, program: program, kept: .id("self").dot("kept"))),
                complete,
            ]),
            .guard([.expression(.id("context").dot("isAnimated"))], else: [
                .comment("Without animation: the end state at once, and the transition completes."),
            ] + endValues(program) + [.run(.call("finish", [])), .return(nil)]),
        ]
        if groups.isEmpty && sampled.isEmpty && sampledShades.isEmpty {
            body.append(.run(.id("DispatchQueue").dot("main").call("asyncAfter", arg("deadline", .call(.member(nil, "now"), []) + .number(program.duration)),
                                                                   trailing: SwiftClosure([.run(.call("finish", []))]))))
        }
        for (number, group) in groups.enumerated() {
            body += animation(group, number: number, program: program)
        }
        for (number, set) in (sampled + sampledShades).enumerated() {
            body += sampledAnimation(set, number: groups.count + number, program: program)
        }
        return finishRun(program, body: body, measured: measured, returns: nil)
    }

    /// Whether the one animator's timing is not linear: a curve other than the straight one, or a spring.
    static func isEased(_ animator: PlannedAnimator?) -> Bool {
        switch animator?.kind {
        case .cubic(let x1, let y1, let x2, let y2): x1 != y1 || x2 != y2
        case .spring: true
        case .linear, .viewAnimation, .inexpressible, nil: false
        }
    }

    /// Every animated property's and shade's last value, as the transition ends: of tracks in sequence
    /// on one property, the one that starts last decides.
    mutating func endValues(_ program: TransitionProgram) -> [SwiftStatement] {
        var code: [SwiftStatement] = []
        let animated = program.tracks.filter { $0.keyframes.count > 1 }
        let last = animated.filter { track in
            !animated.contains { $0.layer == track.layer && $0.property == track.property && $0.timing.delay > track.timing.delay }
        }
        // A mask is placed by the view's untransformed frame, so it takes its end value after the frame's.
        for track in last.filter({ $0.property != .mask }) + last.filter({ $0.property == .mask }) {
            code.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
            code += assign(track, track.keyframes[track.keyframes.count - 1].value, program: program)
        }
        for layer in Set(last.filter { AnimationPlan.isTransform($0.property) }.map(\.layer)).sorted() {
            code.append(Self.applyTransform(program.layers[layer].actor))
        }
        for (index, shade) in program.shades.enumerated() where shade.opacity.count > 1 {
            code.append(.comment("shade (\(place(shade.origin)))"))
            let alpha = expression(shade.opacity[shade.opacity.count - 1].value, at: shade.origin, prelude: &code).0
            code.append(.set(.id("shade\(index)").dot("alpha"), alpha))
        }
        return code
    }

    /// A view the key frames hid by its alpha (`hiddenByAlpha`) at the end of a completed transition:
    /// its alpha back, and `isHidden` as its last `hidden` track ends.
    mutating func shownByAlpha(_ program: TransitionProgram, _ plan: AnimationPlan) -> [SwiftStatement] {
        var code: [SwiftStatement] = []
        for index in plan.hiddenByAlpha {
            let actor = program.layers[index].actor
            // Of tracks in sequence, the one that starts last decides the end.
            let tracks = program.tracks.filter { $0.layer == index && $0.property == .hidden && $0.keyframes.count > 1 }
            let latest = tracks.map(\.timing.delay).max()
            guard let last = tracks.last(where: { $0.timing.delay == latest }), let end = last.keyframes.last else { continue }
            // The alpha it shows when not hidden: its opacity's end value where that is animated too, else the alpha it had.
            let opacities = program.tracks.filter { $0.layer == index && $0.property == .opacity && $0.keyframes.count > 1 }
            let latestOpacity = opacities.map(\.timing.delay).max()
            if let opacity = opacities.last(where: { $0.timing.delay == latestOpacity }), let shown = opacity.keyframes.last {
                let alpha = expression(shown.value, at: opacity.origin, prelude: &code).0
                code.append(.set(Self.viewName(actor).dot("alpha"), alpha))
            } else {
                code.append(.set(Self.viewName(actor).dot("alpha"), .id(Self.local(actor, "ShownAlpha"))))
            }
            let hidden = expression(end.value, at: last.origin, prelude: &code).0
            code.append(.set(Self.viewName(actor).dot("isHidden"), hidden))
        }
        return code
    }

    /// What a run does when setup cannot take over what the forward transition kept: the
    /// transition completes at once, unanimated (`assertionFailure` says why in debug builds).
    mutating func unavailable(interruptible: Bool) -> [SwiftStatement] {
        usage.insert(.completeWithoutAnimation)
        let complete = SwiftStatement.run(.call(.id(UIKitSupport.completeWithoutAnimation.name), [arg("context")]))
        guard interruptible else { return [complete, .return(nil)] }
        return [
            .let("animator", .call("UIViewPropertyAnimator", [arg("duration", 0), arg("curve", .member(nil, "linear"))])),
            finish(animations: 1, [complete]),
            .run(.id("animator").call("addCompletion", trailing: Self.callsFinish)),
            .return("animator"),
        ]
    }

    /// `let finish = TranscCompletion(animations: n) { ending }`: the one thing a run's completion blocks capture
    /// and call, so that they compile as the `@Sendable` closures the SDK takes (see `UIKitSupport.completion`).
    mutating func finish(animations: Int, weakSelf: Bool = false, _ ending: [SwiftStatement]) -> SwiftStatement {
        finish(animations: .integer(animations), weakSelf: weakSelf, ending)
    }

    /// As `finish(animations:weakSelf:_:)`, the count decided when the transition runs.
    mutating func finish(animations: SwiftExpression, weakSelf: Bool = false, _ ending: [SwiftStatement]) -> SwiftStatement {
        usage.insert(.completion)
        return .let("finish", .call(.id(UIKitSupport.completion.name), [arg("animations", animations)],
                                    trailing: SwiftClosure(weakSelf: weakSelf, [], ending)))
    }

    /// `{ _ in finish() }`: a completion block.
    static let callsFinish = SwiftClosure(["_"], [.run(.call("finish", []))])

    /// The run function around a body, declaring the locals the body reads and only those, so the
    /// generated code compiles without warnings: the inputs first, the frames at `measured`, once
    /// the arriving view is in the window and laid out.
    func finishRun(_ program: TransitionProgram, body: [SwiftStatement], measured: Int, returns: String?) -> SwiftDeclaration {
        let readsInput = program.layers.contains { layer in
            if case .input = layer.actor { return true }
            if case .input? = layer.actor.pictured { return true }
            return false
        } || translator.readsInputs
        var locals: [SwiftStatement] = []
        // A local copy, so the animation closures need not capture `self`.
        // A run that takes over an input's view binds its own `inputs` in setup, the kept view in place of the app's.
        if readsInput, Self.takenOverInputs(program).isEmpty { locals.append(.let("inputs", .id("self").dot("inputs"))) }
        var frames: [SwiftStatement] = []
        if translator.framesRead.contains(.from) { frames.append(.let("fromFrame", .id("fromView").dot("frame"))) }
        if translator.framesRead.contains(.to) { frames.append(.let("toFrame", .id("toView").dot("frame"))) }
        for input in program.inputs where input.type == .view && translator.framesRead.contains(.input(input.name)) {
            let view = SwiftExpression.id("inputs").dot(SwiftNames.valueName(input.name))
            frames.append(.let(Self.frameName(ofInput: input.name), view.call("convert", arg(view.dot("bounds")), arg("to", "container"))))
        }
        return .function(SwiftFunction([.private], following.map { FollowedRun.runName(program, set: $0.set) } ?? Self.runName(program), [
            SwiftParameter(nil, "context", "any UIViewControllerContextTransitioning"), SwiftParameter("container", "UIView"),
            SwiftParameter("fromView", "UIView"), SwiftParameter("toView", "UIView"),
        ], returns: returns, locals + body[..<measured] + frames + body[measured...]))
    }

    /// UIView animations set a layer's whole transform, so its parts must move together. No `.trans`
    /// file reaches the refusal: `sampledSets` samples all of a view's transform tracks together where
    /// their timings differ, and drops only sets of no duration, which the checker rules out (every
    /// duration is positive); hand-built IR gets the diagnostic.
    mutating func checkTransformsShareTiming(_ program: TransitionProgram, groups: [[TrackSpec]]) {
        var owner: [Int: Int] = [:]
        for (number, tracks) in groups.enumerated() {
            for track in tracks where AnimationPlan.isTransform(track.property) {
                if let other = owner[track.layer], other != number {
                    unsupported("transform parts of one view animated with different timings", at: track.origin)
                }
                owner[track.layer] = number
            }
        }
    }
}
