import TransDiagnostics
import TransRuntime
import TransIR

/// The body of one operation: setup, the animations grouped by timing, and completion.
extension UIKitGenerator {
    /// The Swift name of a layer's view.
    static func viewName(_ actor: Actor) -> String {
        switch actor {
        case .from: "fromView"
        case .to: "toView"
        case .container: "container"
        case .input(let name): "inputs." + SwiftNames.valueName(name)
        case .snapshot(let inner): "snapshot" + SwiftNames.typeName(inner.description.replacingOccurrences(of: "(", with: "-").replacingOccurrences(of: ")", with: ""))
        }
    }

    /// A local name derived from a layer: `from` → `fromSaved`.
    static func local(_ actor: Actor, _ suffix: String) -> String {
        let view = viewName(actor)
        let base = view.hasPrefix("inputs.") ? String(view.dropFirst(7)).replacingOccurrences(of: "`", with: "") : view.replacingOccurrences(of: "View", with: "")
        return base + suffix
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

    mutating func run(_ program: TransitionProgram, interruptible: Bool = false) -> SwiftCode {
        let layers = program.layers
        var frames: [Actor: String] = [.from: "fromFrame", .to: "toFrame", .container: "container.bounds"]
        var body: [SwiftCode] = [.line("let fromFrame = fromView.frame"), .line("let toFrame = toView.frame")]
        // A local copy, so the animation closures need not capture `self`.
        if !program.inputs.isEmpty { body.append(.line("let inputs = self.inputs")) }
        for input in program.inputs where input.type == .view {
            let name = SwiftNames.valueName(input.name)
            let frame = name.replacingOccurrences(of: "`", with: "") + "Frame"
            frames[.input(input.name)] = frame
            body.append(.line("let \(frame) = inputs.\(name).convert(inputs.\(name).bounds, to: container)"))
        }
        for layer in layers { if case .snapshot(let inner) = layer.actor { frames[layer.actor] = frames[inner] } }
        let expressions = SwiftExpressions(frameNames: frames, inputs: Dictionary(uniqueKeysWithValues: program.inputs.map { ($0.name, $0.type) }))

        let animated = Set(program.tracks.map(\.layer) + program.shades.map(\.layer))
        let hidden = layers.filter(\.hiddenWhileRunning)
        // Setup: remember everything that will change, so that completion and cancel can undo it.
        body.append(.comment("Setup (\(place(program.origin)))"))
        for index in animated.sorted() where !isSnapshot(layers[index].actor) {
            body.append(.line("let \(Self.local(layers[index].actor, "Saved")) = TranscSavedState(\(Self.viewName(layers[index].actor)))"))
        }
        for layer in hidden { body.append(.line("let \(Self.local(layer.actor, "WasHidden")) = \(Self.viewName(layer.actor)).isHidden")) }
        if program.perspective != nil { body.append(.line("let savedSublayerTransform = container.layer.sublayerTransform")) }
        for action in program.setup { body += setup(action, program: program, frames: frames) }
        // Stack the container's views bottom first, as the program orders them.
        for layer in layers where layer.actor != .container && !isOutsideContainer(layer.actor) {
            if layer.actor == .from {
                body.append(.line("if fromView.superview === container { container.bringSubviewToFront(fromView) }"))
            } else {
                body.append(.line("container.addSubview(\(Self.viewName(layer.actor)))"))
            }
        }
        // Shades and masks, and every value the animations start from.
        for (index, shade) in program.shades.enumerated() {
            let view = Self.viewName(layers[shade.layer].actor)
            let start = shade.start.map { expressions.swift($0).text } ?? "CGPoint(x: 0.5, y: 0)"
            let end = shade.end.map { expressions.swift($0).text } ?? "CGPoint(x: 0.5, y: 1)"
            body += [
                .comment("shade (\(place(shade.origin)))"),
                .line("let shade\(index) = TranscShadeView(colors: \(expressions.swift(shade.gradient).text), start: \(start), end: \(end))"),
                .line("shade\(index).frame = \(view).bounds"),
                .line("shade\(index).alpha = \(expressions.swift(shade.opacity[0].value).text)"),
                .line("\(view).addSubview(shade\(index))"),
            ]
        }
        var transformed: Set<Int> = []
        var masked: Set<Int> = []
        for track in program.tracks {
            if Self.isTransform(track.property) { transformed.insert(track.layer) }
            if track.property == .mask { masked.insert(track.layer) }
        }
        for index in transformed.sorted() { body.append(.line("var \(Self.local(layers[index].actor, "Transform")) = TranscTransform()")) }
        for index in masked.sorted() {
            let view = Self.viewName(layers[index].actor)
            body += [.line("let \(Self.local(layers[index].actor, "Mask")) = CAShapeLayer()"),
                     .line("\(Self.local(layers[index].actor, "Mask")).frame = \(view).bounds"),
                     .line("\(view).layer.mask = \(Self.local(layers[index].actor, "Mask"))")]
        }
        for track in program.tracks {
            body.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
            body += assign(track, track.keyframes[0].value, program: program, expressions: expressions)
        }
        for index in transformed.sorted() {
            body.append(.line("\(Self.viewName(layers[index].actor)).layer.transform = \(Self.local(layers[index].actor, "Transform")).matrix"))
        }

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

        if interruptible, let group = groups.first {
            let ending = lifecycle(program.completion, program: program, keep: true)
            let cancelling = lifecycle(program.cancellation, program: program, keep: false)
            var changes: [SwiftCode] = []
            for track in group.tracks {
                changes.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
                changes += assign(track, track.keyframes[track.keyframes.count - 1].value, program: program, expressions: expressions)
            }
            for index in Set(group.tracks.filter { Self.isTransform($0.property) }.map(\.layer)).sorted() {
                changes.append(.line("\(Self.viewName(layers[index].actor)).layer.transform = \(Self.local(layers[index].actor, "Transform")).matrix"))
            }
            for (index, shade) in group.shades {
                changes += [.comment("shade (\(place(shade.origin)))"),
                            .line("shade\(index).alpha = \(expressions.swift(shade.opacity[shade.opacity.count - 1].value).text)")]
            }
            body += [
                .comment("One property animator runs everything, so the transition can be interrupted."),
                .line("let animator = \(Self.propertyAnimator(group.timing))"),
                .braces("animator.addAnimations", changes),
                .braces("animator.addCompletion { [weak self] _ in", [
                    .line("self?.runningAnimator = nil"),
                    .line("let completed = !context.transitionWasCancelled"),
                    .ifElse("completed", ending.map { node in
                        if case .line(let text) = node, text.hasPrefix("self.kept") { return .line("self?" + text.dropFirst(4)) }
                        return node
                    }, cancelling),
                    .line("context.completeTransition(completed)"),
                ]).replacingOpening("animator.addCompletion { [weak self] _ in"),
                .line("return animator"),
            ]
            return finishRun(program, body: body, returns: " -> UIViewPropertyAnimator")
        }
        body += [
            .comment("Completion runs once every animation has ended, finished or cancelled."),
            .line("var remaining = \(max(groups.count, 1))"),
            .braces("let finish =", [
                .line("remaining -= 1"),
                .line("guard remaining == 0 else { return }"),
                .line("let completed = !context.transitionWasCancelled"),
                .ifElse("completed", lifecycle(program.completion, program: program, keep: true),
                        lifecycle(program.cancellation, program: program, keep: false)),
                .line("context.completeTransition(completed)"),
            ]),
        ]
        if groups.isEmpty {
            body.append(.line("DispatchQueue.main.asyncAfter(deadline: .now() + \(formatDouble(program.duration))) { finish() }"))
        }
        for (number, group) in groups.enumerated() {
            body += animation(group.timing, tracks: group.tracks, shades: group.shades, number: number, program: program, expressions: expressions)
        }
        return finishRun(program, body: body, returns: "")
    }

    /// The run function around a body, declaring only the locals the body reads.
    func finishRun(_ program: TransitionProgram, body: [SwiftCode], returns: String) -> SwiftCode {
        // Declare only the frames the rest reads, so the generated code compiles without warnings.
        let declarations = body.prefix { node in
            if case .line(let text) = node { return text.hasPrefix("let ") && (text.contains("Frame = ") || text.hasPrefix("let inputs")) }
            return false
        }
        let rest = SwiftWriter.lines(Array(body.dropFirst(declarations.count)))
        let used = declarations.filter { node in
            guard case .line(let text) = node, let name = text.split(separator: " ").dropFirst().first else { return false }
            return name == "inputs" ? rest.contains("inputs.") || declarations.contains { $0 != node && SwiftWriter.lines([$0]).contains("inputs.") }
                                    : rest.contains(name)
        }
        return .braces("private func \(Self.runName(program.operation))(_ context: any UIViewControllerContextTransitioning, container: UIView, fromView: UIView, toView: UIView)\(returns)",
                       Array(used) + body.dropFirst(declarations.count))
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
        switch property {
        case .translate, .translateX, .translateY, .translateZ, .scale, .scaleX, .scaleY, .rotate, .rotateX, .rotateY, .rotateZ: true
        case .frame, .position, .size, .anchor, .opacity, .hidden, .zPosition, .cornerRadius, .mask: false
        }
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

    func setup(_ action: LifecycleAction, program: TransitionProgram, frames: [Actor: String]) -> [SwiftCode] {
        switch action {
        case .takeOver(let id):
            guard let layer = program.layers.first(where: { $0.id == id }), case .snapshot(let inner) = layer.actor else { return [] }
            let forwardID = layer.actor.swappingFromAndTo.description
            return [.line("let \(Self.viewName(layer.actor)) = kept.views[\(SwiftNames.stringLiteral(forwardID))]"
                          + " ?? \(Self.viewName(inner)).snapshotView(afterScreenUpdates: false) ?? UIView(frame: .zero)")]
        case .takeSnapshot(let id, _):
            guard let layer = program.layers.first(where: { $0.id == id }), case .snapshot(let inner) = layer.actor else { return [] }
            let view = Self.viewName(layer.actor)
            return [.line("let \(view) = \(Self.viewName(inner)).snapshotView(afterScreenUpdates: \(inner == .to)) ?? UIView(frame: .zero)"),
                    .line("\(view).frame = \(frames[inner] ?? "container.bounds")")]
        case .hide(let id):
            guard let layer = program.layers.first(where: { $0.id == id }) else { return [] }
            return [.line("\(Self.viewName(layer.actor)).isHidden = true")]
        case .setPerspective(let distance):
            return [.line("var perspective = CATransform3DIdentity"), .line("perspective.m34 = -1 / \(formatDouble(distance))"),
                    .line("container.layer.sublayerTransform = perspective")]
        case .addToContainer, .removeFromContainer, .show, .clearPerspective, .restore:
            return []
        }
    }

    /// Completion (`keep` true: kept snapshots are handed to the reverse) or cancellation.
    func lifecycle(_ actions: [LifecycleAction], program: TransitionProgram, keep: Bool) -> [SwiftCode] {
        var code: [SwiftCode] = []
        let removed = Set(actions.compactMap { action -> String? in
            if case .removeFromContainer(let id) = action { return id }
            return nil
        })
        if keep && !program.isDerivedBackward {
            for layer in program.layers where isSnapshot(layer.actor) && !removed.contains(layer.id) {
                code.append(.line("self.kept.views[\(SwiftNames.stringLiteral(layer.id))] = \(Self.viewName(layer.actor))"))
            }
        }
        for action in actions {
            switch action {
            case .removeFromContainer(let id):
                // `from` and `to` are always layers of a program.
                guard let layer = program.layers.first(where: { $0.id == id }) else { continue }
                code.append(.line("\(Self.viewName(layer.actor)).removeFromSuperview()"))
            case .restore(let id):
                guard let index = program.layers.firstIndex(where: { $0.id == id }) else { continue }
                for (number, shade) in program.shades.enumerated() where shade.layer == index { code.append(.line("shade\(number).removeFromSuperview()")) }
                code.append(.line("\(Self.local(program.layers[index].actor, "Saved")).restore()"))
            case .show(let id):
                guard let layer = program.layers.first(where: { $0.id == id }) else { continue }
                code.append(.line("\(Self.viewName(layer.actor)).isHidden = \(Self.local(layer.actor, "WasHidden"))"))
            case .clearPerspective:
                code.append(.line("container.layer.sublayerTransform = savedSublayerTransform"))
            case .takeOver, .takeSnapshot, .addToContainer, .hide, .setPerspective:
                continue
            }
        }
        return code
    }
}
