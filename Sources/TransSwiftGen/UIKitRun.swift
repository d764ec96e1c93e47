import TransDiagnostics
import TransRuntime
import TransIR

/// The body of one operation: setup, the animations grouped by timing, and completion.
extension UIKitGenerator {
    /// The Swift name of a layer's view.
    static func viewName(_ actor: Actor) -> SwiftExpression {
        switch actor {
        case .from: "fromView"
        case .to: "toView"
        case .container: "container"
        case .input(let name): .id("inputs").dot(SwiftNames.valueName(name))
        case .snapshot(let inner):
            .id("snapshot" + SwiftNames.typeName(inner.description.replacingOccurrences(of: "(", with: "-").replacingOccurrences(of: ")", with: "")))
        }
    }

    /// A local name derived from a layer: `from` → `fromSaved`.
    static func local(_ actor: Actor, _ suffix: String) -> String {
        let base: String = switch actor {
        case .from: "from"
        case .to: "to"
        case .container: "container"
        case .input(let name): SwiftNames.valueName(name).replacingOccurrences(of: "`", with: "")
        case .snapshot: SwiftWriter.expression(viewName(actor))
        }
        return base + suffix
    }

    /// The local holding an input view's frame in container coordinates: `cellFrame`.
    static func frameName(ofInput name: String) -> String {
        SwiftNames.valueName(name).replacingOccurrences(of: "`", with: "") + "Frame"
    }

    /// Whether one `UIViewPropertyAnimator` can run the whole program, so the animator can be interruptible:
    /// one timing without delay, curves or springs, no masks and no keyframes beyond two.
    static func isInterruptible(_ program: TransitionProgram) -> Bool {
        let animated = program.tracks.filter { $0.keyframes.count > 1 }
        let shades = program.shades.filter { $0.opacity.count > 1 }
        let timings = animated.map(\.timing) + shades.map(\.timing)
        guard let timing = timings.first, timings.allSatisfy({ $0 == timing }), timing.delay == 0,
              timing.activeDuration == program.duration else { return false }
        if case .curve(.steps) = timing.pacing { return false }
        if case .curve(.piecewiseLinear) = timing.pacing { return false }
        return !animated.contains { $0.property == .mask || $0.keyframes.count > 2 } && !shades.contains { $0.opacity.count > 2 }
    }

    /// `view.layer.transform = viewTransform.matrix`.
    static func applyTransform(_ actor: Actor) -> SwiftStatement {
        .set(viewName(actor).dot("layer").dot("transform"), .id(local(actor, "Transform")).dot("matrix"))
    }

    mutating func run(_ program: TransitionProgram, interruptible: Bool) -> SwiftDeclaration {
        let layers = program.layers
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

        let animated = Set(program.tracks.map(\.layer) + program.shades.map(\.layer))
        let hidden = layers.filter(\.hiddenWhileRunning)
        // Setup: remember everything that will change, so that completion and cancel can undo it.
        var body: [SwiftStatement] = [.comment("Setup (\(place(program.origin)))")]
        for index in animated.sorted() where !isSnapshot(layers[index].actor) {
            usage.insert(.savedState)
            body.append(.let(Self.local(layers[index].actor, "Saved"), .call(.id(UIKitSupport.savedState.name), [arg(Self.viewName(layers[index].actor))])))
        }
        for layer in hidden { body.append(.let(Self.local(layer.actor, "WasHidden"), Self.viewName(layer.actor).dot("isHidden"))) }
        if program.perspective != nil {
            body.append(.let("savedSublayerTransform", .id("container").dot("layer").dot("sublayerTransform")))
        }
        for action in program.setup { body += setup(action, program: program) }
        // Stack the container's views bottom first, as the program orders them.
        for layer in layers where layer.actor != .container && !isOutsideContainer(layer.actor) {
            if layer.actor == .from {
                body.append(.ifElse([.expression(.binary(.identical, .id("fromView").dot("superview"), "container"))], [
                    .run(.id("container").call("bringSubviewToFront", arg("fromView"))),
                ]))
            } else {
                body.append(.run(.id("container").call("addSubview", arg(Self.viewName(layer.actor)))))
            }
        }
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
            if Self.isTransform(track.property) { transformed.insert(track.layer) }
            if track.property == .mask { masked.insert(track.layer) }
        }
        for index in transformed.sorted() {
            usage.insert(.transform)
            body.append(.var(Self.local(layers[index].actor, "Transform"), .call(.id(UIKitSupport.transform.name), [])))
        }
        for index in masked.sorted() {
            let view = Self.viewName(layers[index].actor)
            let mask = Self.local(layers[index].actor, "Mask")
            body += [.let(mask, .call("CAShapeLayer", [])), .set(.id(mask).dot("frame"), view.dot("bounds")), .set(view.dot("layer").dot("mask"), .id(mask))]
        }
        for track in program.tracks {
            body.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
            body += assign(track, track.keyframes[0].value, program: program)
        }
        for index in transformed.sorted() { body.append(Self.applyTransform(layers[index].actor)) }

        // The animations, one group per timing.
        var groups: [(timing: TrackTiming, tracks: [TrackSpec], shades: [(Int, ShadeSpec)])] = []
        func group(_ timing: TrackTiming) -> Int {
            if let index = groups.firstIndex(where: { $0.timing == timing }) { return index }
            groups.append((timing, [], []))
            return groups.count - 1
        }
        for track in program.tracks where track.keyframes.count > 1 { groups[group(track.timing)].tracks.append(track) }
        for (index, shade) in program.shades.enumerated() where shade.opacity.count > 1 { groups[group(shade.timing)].shades.append((index, shade)) }
        checkTransformsShareTiming(program, groups: groups.map(\.tracks))

        let completed = SwiftStatement.let("completed", .prefix(.not, .id("context").dot("transitionWasCancelled")))
        let complete = SwiftStatement.run(.id("context").call("completeTransition", arg("completed")))
        if interruptible, let group = groups.first {
            // The completion runs in a closure that must not keep the animator alive: it reaches `kept` through `self?`.
            let ending = lifecycle(program.completion, program: program, kept: .optionalMember("self", "kept"))
            let cancelling = lifecycle(program.cancellation, program: program, kept: nil)
            var changes: [SwiftStatement] = []
            for track in group.tracks {
                changes.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
                changes += assign(track, track.keyframes[track.keyframes.count - 1].value, program: program)
            }
            for index in Set(group.tracks.filter { Self.isTransform($0.property) }.map(\.layer)).sorted() {
                changes.append(Self.applyTransform(layers[index].actor))
            }
            for (index, shade) in group.shades {
                changes.append(.comment("shade (\(place(shade.origin)))"))
                let alpha = expression(shade.opacity[shade.opacity.count - 1].value, at: shade.origin, prelude: &changes).0
                changes.append(.set(.id("shade\(index)").dot("alpha"), alpha))
            }
            body += [
                .comment("One property animator runs everything, so the transition can be interrupted."),
                .let("animator", Self.propertyAnimator(group.timing)),
                .run(.id("animator").call("addAnimations", trailing: SwiftClosure(changes))),
                .run(.id("animator").call("addCompletion", trailing: SwiftClosure(weakSelf: true, ["_"], [
                    .set(.optionalMember("self", "runningAnimator"), .nil),
                    completed,
                    .ifElse([.expression("completed")], ending, else: cancelling),
                    complete,
                ]))),
                .return("animator"),
            ]
            return finishRun(program, body: body, returns: "UIViewPropertyAnimator")
        }
        body += [
            .comment("Completion runs once every animation has ended, finished or cancelled."),
            .var("remaining", .integer(max(groups.count, 1))),
            .let("finish", .closure(SwiftClosure([
                .assign("remaining", .subtract, 1),
                .guard([.expression(.binary(.equal, "remaining", 0))], else: [.return(nil)]),
                completed,
                .ifElse([.expression("completed")], lifecycle(program.completion, program: program, kept: .id("self").dot("kept")),
                        else: lifecycle(program.cancellation, program: program, kept: nil)),
                complete,
            ]))),
        ]
        if groups.isEmpty {
            body.append(.run(.id("DispatchQueue").dot("main").call("asyncAfter", arg("deadline", .call(.member(nil, "now"), []) + .number(program.duration)),
                                                                   trailing: SwiftClosure([.run(.call("finish", []))]))))
        }
        for (number, group) in groups.enumerated() {
            body += animation(group.timing, tracks: group.tracks, shades: group.shades, number: number, program: program)
        }
        return finishRun(program, body: body, returns: nil)
    }

    /// The run function around a body, declaring first the locals the body reads and only those,
    /// so the generated code compiles without warnings.
    func finishRun(_ program: TransitionProgram, body: [SwiftStatement], returns: String?) -> SwiftDeclaration {
        let readsInput = program.layers.contains { layer in
            if case .input = layer.actor { return true }
            if case .snapshot(.input) = layer.actor { return true }
            return false
        } || !translator.inputsRead.isEmpty || translator.framesRead.contains { if case .input = $0 { true } else { false } }
        var locals: [SwiftStatement] = []
        if translator.framesRead.contains(.from) { locals.append(.let("fromFrame", .id("fromView").dot("frame"))) }
        if translator.framesRead.contains(.to) { locals.append(.let("toFrame", .id("toView").dot("frame"))) }
        // A local copy, so the animation closures need not capture `self`.
        if readsInput { locals.append(.let("inputs", .id("self").dot("inputs"))) }
        for input in program.inputs where input.type == .view && translator.framesRead.contains(.input(input.name)) {
            let view = SwiftExpression.id("inputs").dot(SwiftNames.valueName(input.name))
            locals.append(.let(Self.frameName(ofInput: input.name), view.call("convert", arg(view.dot("bounds")), arg("to", "container"))))
        }
        return .function(SwiftFunction([.private], Self.runName(program.operation), [
            SwiftParameter(nil, "context", "any UIViewControllerContextTransitioning"), SwiftParameter("container", "UIView"),
            SwiftParameter("fromView", "UIView"), SwiftParameter("toView", "UIView"),
        ], returns: returns, locals + body))
    }

    func isSnapshot(_ actor: Actor) -> Bool {
        if case .snapshot = actor { return true }
        return false
    }

    func isOutsideContainer(_ actor: Actor) -> Bool {
        if case .input = actor { return true }
        return false
    }

    static func isTransform(_ property: Property) -> Bool {
        if case .transform = property.traits.part { return true }
        return false
    }

    /// UIView animations set a layer's whole transform, so its parts must move together.
    mutating func checkTransformsShareTiming(_ program: TransitionProgram, groups: [[TrackSpec]]) {
        var owner: [Int: Int] = [:]
        for (number, tracks) in groups.enumerated() {
            for track in tracks where Self.isTransform(track.property) {
                if let other = owner[track.layer], other != number {
                    unsupported("transform parts of one view animated with different timings", at: track.origin)
                }
                owner[track.layer] = number
            }
        }
    }

    mutating func setup(_ action: LifecycleAction, program: TransitionProgram) -> [SwiftStatement] {
        switch action {
        case .takeOver(let id):
            guard let layer = program.layers.first(where: { $0.id == id }), case .snapshot(let inner) = layer.actor else { return [] }
            let forwardID = layer.actor.swappingFromAndTo.description
            guard case .identifier(let name) = Self.viewName(layer.actor) else { return [] }
            return [.let(name, .binary(.nilCoalescing, .subscripted(.id("kept").dot("views"), .string(forwardID)),
                                       .binary(.nilCoalescing, Self.viewName(inner).call("snapshotView", arg("afterScreenUpdates", .boolean(false))),
                                               .call("UIView", [arg("frame", .member(nil, "zero"))]))))]
        case .takeSnapshot(let id, _):
            guard let layer = program.layers.first(where: { $0.id == id }), case .snapshot(let inner) = layer.actor,
                  case .identifier(let name) = Self.viewName(layer.actor) else { return [] }
            var statements: [SwiftStatement] = []
            let frame = expression(.frame(inner), at: program.origin, prelude: &statements).0
            return statements + [
                .let(name, .binary(.nilCoalescing, Self.viewName(inner).call("snapshotView", arg("afterScreenUpdates", .boolean(inner == .to))),
                                   .call("UIView", [arg("frame", .member(nil, "zero"))]))),
                .set(.id(name).dot("frame"), frame),
            ]
        case .hide(let id):
            guard let layer = program.layers.first(where: { $0.id == id }) else { return [] }
            return [.set(Self.viewName(layer.actor).dot("isHidden"), .boolean(true))]
        case .setPerspective(let distance):
            return [.var("perspective", "CATransform3DIdentity"), .set(.id("perspective").dot("m34"), .number(-1) / .number(distance)),
                    .set(.id("container").dot("layer").dot("sublayerTransform"), "perspective")]
        case .addToContainer, .removeFromContainer, .show, .clearPerspective, .restore:
            return []
        }
    }

    /// Completion or cancellation; completion passes where `kept` is, so kept snapshots are handed to the reverse.
    func lifecycle(_ actions: [LifecycleAction], program: TransitionProgram, kept: SwiftExpression?) -> [SwiftStatement] {
        var code: [SwiftStatement] = []
        let removed = Set(actions.compactMap { action -> String? in
            if case .removeFromContainer(let id) = action { return id }
            return nil
        })
        if let kept, !program.isDerivedBackward {
            for layer in program.layers where isSnapshot(layer.actor) && !removed.contains(layer.id) {
                code.append(.set(.subscripted(kept.dot("views"), .string(layer.id)), Self.viewName(layer.actor)))
            }
        }
        for action in actions {
            switch action {
            case .removeFromContainer(let id):
                // `from` and `to` are always layers of a program.
                guard let layer = program.layers.first(where: { $0.id == id }) else { continue }
                code.append(.run(Self.viewName(layer.actor).call("removeFromSuperview")))
            case .restore(let id):
                guard let index = program.layers.firstIndex(where: { $0.id == id }) else { continue }
                for (number, shade) in program.shades.enumerated() where shade.layer == index {
                    code.append(.run(.id("shade\(number)").call("removeFromSuperview")))
                }
                code.append(.run(.id(Self.local(program.layers[index].actor, "Saved")).call("restore")))
            case .show(let id):
                guard let layer = program.layers.first(where: { $0.id == id }) else { continue }
                code.append(.set(Self.viewName(layer.actor).dot("isHidden"), .id(Self.local(layer.actor, "WasHidden"))))
            case .clearPerspective:
                code.append(.set(.id("container").dot("layer").dot("sublayerTransform"), "savedSublayerTransform"))
            case .takeOver, .takeSnapshot, .addToContainer, .hide, .setPerspective:
                continue
            }
        }
        return code
    }
}
