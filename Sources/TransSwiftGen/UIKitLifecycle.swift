import TransRuntime
import TransIR

/// The IR's lifecycle lists as UIKit statements, each action with the meaning `LifecycleExecutor`
/// gives it, so that generated code, the embedded animator and the interpreter agree:
///
/// - take-overs come from the kept store, all or none, with what the forward run saved; the store
///   no longer holds them, and gets them back, unchanged, if the run is cancelled;
/// - before setup changes anything, every layer a `restore` names is saved, unless its saved state
///   came with its take-over;
/// - `addToContainer` places a view next to its nearest neighbours in the program's order that are
///   in the container when it runs; `removeFromContainer` leaves a view outside the container alone;
/// - `show` sets `isHidden = false`, whatever the view was before;
/// - a completed forward run hands the layers it keeps, with their saved state, to the store.
extension UIKitGenerator {
    /// Whether a transition's animators hand views from one direction to the other (`keep`), and so
    /// need a kept store shared through their delegate.
    static func keepsViews(_ programs: [TransitionProgram]) -> Bool {
        programs.contains { !$0.kept.isEmpty || !takenOverLayers($0).isEmpty }
    }

    /// The layers completion or cancellation restores, each once, in the order first named.
    static func restoredLayers(_ program: TransitionProgram) -> [String] {
        var restored: [String] = []
        for case .restore(let id) in program.completion + program.cancellation where !restored.contains(id) { restored.append(id) }
        return restored
    }

    /// The layers setup takes over from the kept store, in setup's order.
    static func takenOverLayers(_ program: TransitionProgram) -> [String] {
        program.setup.compactMap { if case .takeOver(let id) = $0 { id } else { nil } }
    }

    static func keptID(_ layer: LayerSpec, in program: TransitionProgram) -> String { program.keptID(layer.id) }

    /// The layers of views the app supplies that setup takes over, with their inputs' names: the run reads
    /// them through its own `inputs`, where the kept views replace the app's.
    static func takenOverInputs(_ program: TransitionProgram) -> [(layer: LayerSpec, name: String)] {
        takenOverLayers(program).compactMap { id in
            guard let layer = program.layers.first(where: { $0.id == id }), case .input(let name) = layer.actor else { return nil }
            return (layer, name)
        }
    }

    /// The local holding a taken-over layer's kept entry: `toKept`.
    static func keptEntry(_ layer: LayerSpec) -> SwiftExpression { .id(local(layer.actor, "Kept")) }

    /// The local holding what was saved of a layer for `restore`: `fromSaved`.
    static func savedState(_ layer: LayerSpec) -> SwiftExpression { .id(local(layer.actor, "Saved")) }

    /// What the kept store records as saved for a layer: its saved state if a `restore` names it,
    /// else what its take-over brought, else nothing.
    static func savedForStore(_ layer: LayerSpec, in program: TransitionProgram) -> SwiftExpression {
        if restoredLayers(program).contains(layer.id) { return savedState(layer) }
        if takenOverLayers(program).contains(layer.id) { return keptEntry(layer).dot("saved") }
        return .nil
    }

    // MARK: Setup

    /// The setup list: the take-overs checked and claimed, the restored layers saved, the arriving
    /// view added and laid out, then every other action in order. A take-over that finds nothing
    /// kept ends the run (`unavailable`). Views are measured between the two parts (`measured`).
    mutating func setupStatements(_ program: TransitionProgram, interruptible: Bool) -> (arrival: [SwiftStatement], rest: [SwiftStatement]) {
        guard lifecycleNamesLayers(program) else { return ([], []) }
        var code: [SwiftStatement] = []
        let takenOver = Self.takenOverLayers(program).compactMap { id in program.layers.first { $0.id == id } }
        if !takenOver.isEmpty {
            usage.insert(.keptViews)
            let ids = takenOver.map { Self.keptID($0, in: program) }
            code.append(.comment("Take over what the forward transition kept, all or nothing; without it there is nothing to animate from."))
            code.append(.guard(takenOver.map { layer in
                .optionalBinding(.name(Self.local(layer.actor, "Kept")), .subscripted(.id("kept").dot("entries"), .string(Self.keptID(layer, in: program))))
            }, else: [
                .run(.call("assertionFailure", [arg(.string("\(program.name) (\(program.operation.rawValue)): nothing kept \(ids.joined(separator: ", ")); completing without animation"))])),
            ] + unavailable(interruptible: interruptible)))
            code.append(.run(.id("kept").call("remove", arg(.array(ids.map { .string($0) })))))
            // A view the app supplies is a member of `inputs`, which everything reads: the kept view takes its place there,
            // as the interpreter animates the kept layer, before anything (a saved state, a frame) reads it.
            let inputs = Self.takenOverInputs(program)
            if !inputs.isEmpty {
                code.append(.binding(.var, .name("takenOverInputs"), .id("self").dot("inputs")))
                for (layer, name) in inputs { code.append(.set(.id("takenOverInputs").dot(SwiftNames.valueName(name)), Self.keptEntry(layer).dot("view"))) }
                code.append(.let("inputs", "takenOverInputs"))
            }
        }
        // Saved before anything changes, so that `restore` puts back the state from before the run.
        let obtained = Set(program.setup.compactMap { action -> String? in
            switch action {
            case .takeOver(let id), .takeSnapshot(let id, _): id
            case .addToContainer, .removeFromContainer, .hide, .show, .setPerspective, .clearPerspective, .restore: nil
            }
        })
        for id in Self.restoredLayers(program) where !obtained.contains(id) {
            guard let layer = program.layers.first(where: { $0.id == id }) else { continue }
            usage.insert(.savedState)
            code.append(.let(Self.local(layer.actor, "Saved"), .call(.id(UIKitSupport.savedState.name), [arg(Self.viewName(layer.actor))])))
        }
        var presence = ContainerPresence.atSetup(program, obtained: obtained)
        var actions = program.setup
        // Take-overs only bind the kept views, which everything after them reads.
        for action in actions { if case .takeOver = action { code += perform(action, of: .setup, program: program, presence: &presence) } }
        actions.removeAll { if case .takeOver = $0 { true } else { false } }
        // The dimming view, unless taken over: a plain view over the container, coloured and faded by its tracks; in a
        // present, the one the transition's presentation controller owns (a plain one where the app presents otherwise).
        for layer in program.layers where layer.actor == .dimming && !Self.takenOverLayers(program).contains(layer.id) {
            let plain = SwiftExpression.call("UIView", [arg("frame", .id("container").dot("bounds"))])
            let owned = SwiftExpression.binary(.nilCoalescing, .optionalMember(
                .cast(.optionalMember(.id("context").call("viewController", arg("forKey", .member(nil, "to"))), "presentationController"),
                      type: SwiftNames.typeName(program.name) + "PresentationController", optional: true),
                Self.dimmingMember), plain)
            code.append(.let(SwiftWriter.expression(Self.viewName(layer.actor)), program.operation == .present ? owned : plain))
        }
        // `to` in its final frame, as the embedded animator puts it, once its state before the run is saved.
        code.append(Self.finalFrame)
        // The arriving view goes into the window and is laid out first: a view out of the window has no
        // final layout to measure, and a snapshot of a view that has not been rendered is empty.
        if let arriving = Self.arrivingAddition(program), let index = actions.firstIndex(of: .addToContainer(layer: arriving.id)) {
            actions.remove(at: index)
            code += perform(.addToContainer(layer: arriving.id), of: .setup, program: program, presence: &presence)
            code.append(.run(Self.viewName(arriving.actor).call("layoutIfNeeded")))
        }
        var rest: [SwiftStatement] = []
        for action in actions { rest += perform(action, of: .setup, program: program, presence: &presence) }
        return (code, rest)
    }

    /// The arriving view's layer where setup adds it and UIKit hands it over: `to`, unless it is a
    /// dismissal's presenter or a view taken over from the kept store (bound later in setup).
    static func arrivingAddition(_ program: TransitionProgram) -> LayerSpec? {
        guard let layer = program.layers.first(where: { $0.actor == .to }), presenterKey(layer.actor, operation: program.operation) == nil,
              !takenOverLayers(program).contains(layer.id), program.setup.contains(.addToContainer(layer: layer.id)) else { return nil }
        return layer
    }

    /// Whether every layer the lifecycle names is a layer of the program, and every snapshot layer
    /// is made or taken over by setup; hand-built IR that says otherwise is a diagnostic.
    mutating func lifecycleNamesLayers(_ program: TransitionProgram) -> Bool {
        let ids = Set(program.layers.map(\.id))
        for list in LifecycleList.allCases {
            for action in program.actions(list) {
                switch action {
                case .takeOver(let id), .takeSnapshot(let id, _), .addToContainer(let id), .removeFromContainer(let id),
                     .hide(let id), .show(let id), .restore(let id):
                    // No `.trans` file reaches this (lowering names only the program's layers); hand-built IR does.
                    guard ids.contains(id) else {
                        unsupported("a lifecycle action on `\(id)`, which is no layer of the transition", at: program.origin)
                        return false
                    }
                case .setPerspective, .clearPerspective: continue
                }
            }
        }
        for layer in program.layers {
            guard layer.actor.pictured != nil else { continue }
            let made = program.setup.contains { action in
                switch action {
                case .takeOver(let id), .takeSnapshot(let id, _): id == layer.id
                case .addToContainer, .removeFromContainer, .hide, .show, .setPerspective, .clearPerspective, .restore: false
                }
            }
            // No `.trans` file reaches this: lowering's setup takes every snapshot it does not take over, and takes
            // over every kept one (`setupActions`); hand-built IR does.
            if !made {
                unsupported("`\(layer.id)`, a snapshot that setup neither takes nor takes over", at: program.origin)
                return false
            }
        }
        return true
    }

    // MARK: Completion and cancellation

    /// Completion or cancellation, then the kept store: a completed run hands over the layers it
    /// keeps, a cancelled one gives back those it took over. `kept` is where the store is.
    mutating func endingStatements(_ list: LifecycleList, program: TransitionProgram, kept: SwiftExpression) -> [SwiftStatement] {
        var presence = ContainerPresence.afterSetup(program)
        var code: [SwiftStatement] = []
        for action in program.actions(list) { code += perform(action, of: list, program: program, presence: &presence) }
        // A completed transition leaves the arriving view in the frame UIKit gave it, which `restore` took back.
        if list == .completion, let to = program.layers.first(where: { $0.actor == .to }), program.completion.contains(.restore(layer: to.id)) {
            code.append(Self.finalFrame)
        }
        let handedOver: [(layer: LayerSpec, id: String)] = switch list {
        case .setup: []
        case .completion: program.kept.compactMap { id in program.layers.first { $0.id == id }.map { ($0, id) } }
        case .cancellation: Self.takenOverLayers(program).compactMap { id in program.layers.first { $0.id == id }.map { ($0, Self.keptID($0, in: program)) } }
        }
        for (layer, id) in handedOver {
            usage.insert(.keptViews)
            code.append(.run(kept.call("keep", arg(.string(id)), arg(Self.viewName(layer.actor)), arg("saved", Self.savedForStore(layer, in: program)))))
        }
        return code
    }

    // MARK: Actions

    /// One action, as `LifecycleExecutor.perform` does it.
    mutating func perform(_ action: LifecycleAction, of list: LifecycleList, program: TransitionProgram,
                          presence: inout ContainerPresence) -> [SwiftStatement] {
        let layer = { (id: String) -> LayerSpec? in program.layers.first { $0.id == id } }
        switch action {
        case .takeOver(let id):
            guard let layer = layer(id) else { return [] }
            // The guard before setup claims every take-over, so one in completion or cancellation has nothing to take.
            // No `.trans` file reaches this: lowering puts take-overs only in setup (`setupActions`); hand-built IR does.
            guard list == .setup else {
                unsupported("taking over `\(id)` after setup", at: program.origin)
                return []
            }
            presence.tookOver(id)
            // An input's view is a member of `inputs`, which setup has already rebound to the kept view (`takenOverInputs`).
            var code: [SwiftStatement] = []
            if case .identifier(let name) = Self.viewName(layer.actor) { code.append(.let(name, Self.keptEntry(layer).dot("view"))) }
            if Self.restoredLayers(program).contains(id) {
                usage.insert(.savedState)
                code.append(.let(Self.local(layer.actor, "Saved"), .binary(.nilCoalescing, Self.keptEntry(layer).dot("saved"),
                    .call(.id(UIKitSupport.savedState.name), [arg(Self.viewName(layer.actor))]))))
            }
            return code
        case .takeSnapshot(let id, _):
            guard let layer = layer(id), let inner = layer.actor.pictured else { return [] }
            presence.tookSnapshot(id)
            let name = SwiftWriter.expression(Self.viewName(layer.actor))
            var code: [SwiftStatement] = []
            let frame = expression(.frame(layer.actor), at: program.origin, prelude: &code).0
            let source = Self.viewName(inner)
            // A view the forward transition kept may have been hidden by it, and a snapshot of a hidden view is
            // empty: it is shown for the snapshot, rendered as it is now, and hidden again before anything draws.
            let mayBeHidden = program.layers.contains { $0.actor == inner && Self.takenOverLayers(program).contains($0.id) }
            let wasHidden = Self.local(inner, "WasHidden")
            if mayBeHidden { code += [.let(wasHidden, source.dot("isHidden")), .set(source.dot("isHidden"), .boolean(false))] }
            let afterUpdates = arg("afterScreenUpdates", .boolean(mayBeHidden || Self.mayBeUndrawn(inner)))
            var snapshot = source.call("snapshotView", afterUpdates)
            if case .piece(_, let cell) = layer.actor {
                // Each piece is its cell of one rendering of the view: UIKit snapshots the rectangle, in the view's bounds.
                let unit = cell.unitRect
                let bounds = source.dot("bounds")
                let cut = SwiftExpression.call("CGRect", [arg("x", .number(unit.minX) * bounds.dot("width")), arg("y", .number(unit.minY) * bounds.dot("height")),
                                                          arg("width", .number(unit.size.width) * bounds.dot("width")),
                                                          arg("height", .number(unit.size.height) * bounds.dot("height"))])
                snapshot = source.call("resizableSnapshotView", arg("from", cut), afterUpdates, arg("withCapInsets", .member(nil, "zero")))
            }
            code += [.let(name, .binary(.nilCoalescing, snapshot, .call("UIView", [arg("frame", .member(nil, "zero"))])))]
            if mayBeHidden { code.append(.set(source.dot("isHidden"), .id(wasHidden))) }
            code.append(.set(.id(name).dot("frame"), frame))
            if Self.restoredLayers(program).contains(id) {
                usage.insert(.savedState)
                code.append(.let(Self.local(layer.actor, "Saved"), .call(.id(UIKitSupport.savedState.name), [arg(.id(name))])))
            }
            return code
        case .addToContainer(let id):
            guard let added = layer(id) else { return [] }
            let code = Self.placement(of: id, program: program, presence: presence)
            // The presenter, which a custom presentation does not hand over, stays where it is: UIKit removes the
            // container after a dismissal, and anything in it.
            guard let key = Self.presenterKey(added.actor, operation: program.operation) else {
                presence.added(id)
                return code
            }
            presence.addedIfHandedOver(id)
            return [.ifElse([.expression(.binary(.notEqual, .id("context").call("view", arg("forKey", .member(nil, key))), .nil))], code)]
        case .removeFromContainer(let id):
            guard let layer = layer(id) else { return [] }
            presence.removed(id)
            let view = Self.viewName(layer.actor)
            // A view UIKit left outside the container (a custom presentation's presenter) stays where it is.
            return [.ifElse([.expression(.binary(.identical, view.dot("superview"), "container"))], [.run(view.call("removeFromSuperview"))])]
        case .hide(let id):
            guard let layer = layer(id) else { return [] }
            return [.set(Self.viewName(layer.actor).dot("isHidden"), .boolean(true))]
        case .show(let id):
            guard let layer = layer(id) else { return [] }
            return [.set(Self.viewName(layer.actor).dot("isHidden"), .boolean(false))]
        case .setPerspective(let distance):
            return [.let("savedSublayerTransform", .id("container").dot("layer").dot("sublayerTransform")),
                    .var("perspective", "CATransform3DIdentity"), .set(.id("perspective").dot("m34"), .number(-1) / .number(distance)),
                    .set(.id("container").dot("layer").dot("sublayerTransform"), "perspective")]
        case .clearPerspective:
            let setsPerspective = program.setup.contains { if case .setPerspective = $0 { true } else { false } }
            return [.set(.id("container").dot("layer").dot("sublayerTransform"), setsPerspective ? "savedSublayerTransform" : "CATransform3DIdentity")]
        case .restore(let id):
            guard let index = program.layers.firstIndex(where: { $0.id == id }) else { return [] }
            var code: [SwiftStatement] = []
            // The frames added the shade; the saved state does not know it.
            for (number, shade) in program.shades.enumerated() where shade.layer == index {
                code.append(.run(.id("shade\(number)").call("removeFromSuperview")))
            }
            code.append(.run(Self.savedState(program.layers[index]).call("restore")))
            return code
        }
    }

    /// The context key of a layer that is the presenter's own view in a presentation or dismissal
    /// (`from` of a present, `to` of a dismiss), which UIKit hands over only in some styles.
    static func presenterKey(_ actor: Actor, operation: TransitionOperation) -> String? {
        switch (actor, operation) {
        case (.from, .present): "from"
        case (.to, .dismiss): "to"
        case (.from, _), (.to, _), (.container, _), (.dimming, _), (.input, _), (.snapshot, _), (.piece, _): nil
        }
    }

    /// Whether a view may not have been drawn yet when setup snapshots it, so that the snapshot must
    /// wait for a screen update: the arriving view, just added and laid out, and an input, which
    /// may be in it. The leaving view is on screen.
    static func mayBeUndrawn(_ actor: Actor) -> Bool {
        switch actor {
        case .to, .input: true
        case .from, .container, .dimming, .snapshot, .piece: false
        }
    }

    /// `addToContainer`: directly above the nearest layer below in the program's order that is in
    /// the container, else directly below the nearest one above, else on top. A neighbour whose
    /// place is known while writing settles the question; one that may or may not be in the
    /// container is asked at run time.
    static func placement(of id: String, program: TransitionProgram, presence: ContainerPresence) -> [SwiftStatement] {
        guard let index = program.layers.firstIndex(where: { $0.id == id }) else { return [] }
        let view = viewName(program.layers[index].actor)
        let container = SwiftExpression.id("container")
        let neighbours = program.layers[..<index].reversed().map { ($0, "aboveSubview") }
            + program.layers[(index + 1)...].map { ($0, "belowSubview") }
        var branches: [(condition: SwiftExpression, statement: SwiftStatement)] = []
        var last = SwiftStatement.run(container.call("addSubview", arg(view)))
        for (neighbour, side) in neighbours where neighbour.id != id {
            let insert = SwiftStatement.run(container.call("insertSubview", arg(view), arg(side, viewName(neighbour.actor))))
            switch presence.of(neighbour.id) {
            case .absent: continue
            case .present: last = insert
            case .unknown:
                branches.append((.binary(.identical, viewName(neighbour.actor).dot("superview"), container), insert))
                continue
            }
            break
        }
        return [branches.reversed().reduce(last) { otherwise, branch in
            .ifElse([.expression(branch.condition)], [branch.statement], else: [otherwise])
        }]
    }
}

/// What the generated code knows, while it is written, of which layers' views are in the container:
/// a snapshot just taken is not, one just added is; a view UIKit hands over may or may not be.
struct ContainerPresence {
    enum Place { case absent, present, unknown }

    private var places: [String: Place]

    /// Before setup: views found in the context may be anywhere; snapshots and take-overs do not exist yet.
    static func atSetup(_ program: TransitionProgram, obtained: Set<String>) -> ContainerPresence {
        var places: [String: Place] = [:]
        for layer in program.layers { places[layer.id] = obtained.contains(layer.id) ? .absent : initial(layer.actor) }
        return ContainerPresence(places: places)
    }

    /// In completion or cancellation, which run later: every view exists, wherever the run left it.
    static func afterSetup(_ program: TransitionProgram) -> ContainerPresence {
        var places: [String: Place] = [:]
        for layer in program.layers { places[layer.id] = initial(layer.actor) }
        return ContainerPresence(places: places)
    }

    /// The container is never its own subview; any other view may be.
    private static func initial(_ actor: Actor) -> Place {
        switch actor {
        case .container, .dimming: .absent
        case .from, .to, .input, .snapshot, .piece: .unknown
        }
    }

    func of(_ id: String) -> Place { places[id] ?? .absent }

    /// A view taken over is wherever the forward run left it.
    mutating func tookOver(_ id: String) { places[id] = .unknown }
    /// A snapshot just taken is in no container.
    mutating func tookSnapshot(_ id: String) { places[id] = .absent }
    mutating func added(_ id: String) { places[id] = .present }
    /// The presenter is added only where UIKit handed it over.
    mutating func addedIfHandedOver(_ id: String) { places[id] = .unknown }
    mutating func removed(_ id: String) { places[id] = .absent }

    private init(places: [String: Place]) { self.places = places }
}
