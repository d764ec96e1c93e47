import TransIR

/// The three lifecycle lists of a program, in the order a run executes them: setup before the
/// first frame, then completion or cancellation after the last.
public enum LifecycleList: String, Sendable, Equatable, CaseIterable {
    case setup, completion, cancellation

    /// The list that ends a run: completion if it completed, cancellation if it was cancelled.
    public static func ending(completed: Bool) -> LifecycleList { completed ? .completion : .cancellation }
}

extension TransitionProgram {
    /// The actions of one lifecycle list.
    public func actions(_ list: LifecycleList) -> [LifecycleAction] {
        switch list {
        case .setup: setup
        case .completion: completion
        case .cancellation: cancellation
        }
    }

    /// The name a layer has in the kept store: the forward transition's, so that a backward
    /// program (whose `from` and `to` trade places) finds what the forward one kept. Every
    /// engine that keeps views names them by this.
    public func keptID(_ layerID: String) -> String {
        guard isDerivedBackward, let layer = layers.first(where: { $0.id == layerID }) else { return layerID }
        return layer.actor.swappingFromAndTo.description
    }

    /// The layers a track or shade animates, or a gesture moves (`follow`): the only ones whose views a run's frames change,
    /// and so the only ones completion and cancellation need to restore.
    public var layersChangedByFrames: Set<String> {
        Set(tracks.map { layers[$0.layer].id } + shades.map { layers[$0.layer].id }
            + interactions.flatMap { $0.follows.map { layers[$0.layer].id } })
    }
}

/// Runs a program's lifecycle lists against a stage. This is the one place that says what each
/// `LifecycleAction` does; every engine that moves real views (the embedded iOS animator, test
/// stages) runs its lists through it.
///
/// - `takeOver(l)`: `l` comes from the stage's kept store, with what the forward run saved of it;
///   a layer no forward run kept is an error, reported before anything changes.
/// - `takeSnapshot(l, of: v)`: a new snapshot of `v`'s view, placed over it, not yet in the container.
/// - `addToContainer(l)`: placed among the program's layers already in the container: directly
///   above the nearest one below it in the program's order, else directly below the nearest one
///   above it, else on top. A snapshot thus stands in directly above its view, and `to below from`
///   puts `to` under a `from` that is already there.
/// - `removeFromContainer(l)`: out of the container.
/// - `hide(l)` / `show(l)`: `isHidden` true / false. `show` means shown, whatever `l` was before.
/// - `setPerspective(d)` / `clearPerspective`: the container's perspective set / put back.
/// - `restore(l)`: back as it was saved before the run changed it (by this run, or by the forward
///   run that kept it), its shade removed.
///
/// Saving is the executor's too: before setup changes anything, every layer a `restore` names is
/// saved, except layers taken over with the forward run's saved state. When a forward run
/// completes, the layers of `program.kept` go to the store; when a run that took layers over is
/// cancelled, they go back, unchanged, for the next try. A completed backward run leaves nothing.
public struct LifecycleExecutor<Stage: LifecycleStage> {
    /// Where a run is in its lifecycle.
    public enum Progress: Sendable, Equatable {
        /// Setup has not run.
        case ready
        /// Setup ran; completion or cancellation has not.
        case running
        /// Completion (`true`) or cancellation (`false`) ran.
        case ended(completed: Bool)
    }

    /// The program whose lists it runs.
    public let program: TransitionProgram
    /// Where the run is.
    public private(set) var progress = Progress.ready
    /// Each layer's view by layer id, once setup has found, made or taken it over.
    public private(set) var views: [String: Stage.Layer] = [:]
    /// What was saved of each layer that a `restore` may put back, by layer id.
    public private(set) var saved: [String: Stage.SavedLayer] = [:]
    /// Layers taken over from the kept store, in this program's ids.
    private var takenOver: [String] = []
    /// The layers completion or cancellation restores, each once: those setup saves.
    private let restored: [String]

    /// An executor for a program's lists.
    public init(program: TransitionProgram) {
        self.program = program
        var restored: [String] = []
        for case .restore(let id) in program.completion + program.cancellation where !restored.contains(id) { restored.append(id) }
        self.restored = restored
    }

    /// Runs one list: `setup` first, then `completion` or `cancellation` once.
    public mutating func run(_ list: LifecycleList, on stage: inout Stage) throws(RuntimeError) {
        switch (list, progress) {
        case (.setup, .ready): try setUp(on: &stage)
        case (.completion, .running), (.cancellation, .running): end(list, on: &stage)
        case (.setup, _), (.completion, _), (.cancellation, _):
            throw RuntimeError.lifecycleOutOfOrder(transition: program.name, list: list.rawValue)
        }
    }

    // MARK: Setup

    private mutating func setUp(on stage: inout Stage) throws(RuntimeError) {
        // Decide everything before the first change, so that an error leaves the stage untouched.
        try checkNames()
        let setup = program.setup
        for case .takeOver(let id) in setup where !stage.kept.contains(keptID(id)) {
            throw RuntimeError.notKept(layer: keptID(id), transition: program.name, operation: program.operation)
        }
        let obtained = Set(setup.compactMap { action -> String? in
            switch action {
            case .takeOver(let id), .takeSnapshot(let id, _): id
            case .addToContainer, .removeFromContainer, .hide, .show, .setPerspective, .clearPerspective, .restore: nil
            }
        })
        var found: [String: Stage.Layer] = [:]
        for layer in program.layers where !obtained.contains(layer.id) {
            if layer.actor.pictured != nil { throw RuntimeError.missingView(layer: layer.id, transition: program.name) }
            guard let view = stage.view(layer.actor) else { throw RuntimeError.missingView(layer: layer.id, transition: program.name) }
            found[layer.id] = view
        }
        for case .takeSnapshot(let id, _) in setup {
            guard let layer = program.layers.first(where: { $0.id == id }), let source = layer.actor.pictured else {
                throw RuntimeError.unknownLayer(id, transition: program.name)
            }
            // The source is found above, taken over before, or a view that is no layer (`snapshot(cell)`).
            if found[source.description] == nil && !obtained.contains(source.description) && stage.view(source) == nil {
                throw RuntimeError.missingView(layer: source.description, transition: program.name)
            }
        }
        views = found
        for id in restored { if let view = views[id] { saved[id] = stage.save(view) } }
        progress = .running
        for action in setup { perform(action, on: &stage) }
    }

    /// Every layer an action names is a layer of the program (hand-built IR may say otherwise).
    private func checkNames() throws(RuntimeError) {
        let ids = Set(program.layers.map(\.id))
        for list in LifecycleList.allCases {
            for action in program.actions(list) {
                guard let id = Self.layer(of: action), !ids.contains(id) else { continue }
                throw RuntimeError.unknownLayer(id, transition: program.name)
            }
        }
        if let id = program.kept.first(where: { !ids.contains($0) }) { throw RuntimeError.unknownLayer(id, transition: program.name) }
    }

    /// The layer an action names, if any.
    private static func layer(of action: LifecycleAction) -> String? {
        switch action {
        case .takeOver(let id), .takeSnapshot(let id, _), .addToContainer(let id), .removeFromContainer(let id),
             .hide(let id), .show(let id), .restore(let id): id
        case .setPerspective, .clearPerspective: nil
        }
    }

    /// A layer's id in the kept store: the forward program's name for it.
    private func keptID(_ id: String) -> String { program.keptID(id) }

    // MARK: Completion and cancellation

    private mutating func end(_ list: LifecycleList, on stage: inout Stage) {
        for action in program.actions(list) { perform(action, on: &stage) }
        let completed = list == .completion
        if completed {
            for id in program.kept { if let view = views[id] { stage.kept.keep(id, .init(layer: view, saved: saved[id])) } }
        } else {
            for id in takenOver { if let view = views[id] { stage.kept.keep(keptID(id), .init(layer: view, saved: saved[id])) } }
        }
        progress = .ended(completed: completed)
    }

    // MARK: Actions

    /// Does one action. Names were checked before setup, so every layer here has a view.
    private mutating func perform(_ action: LifecycleAction, on stage: inout Stage) {
        switch action {
        case .takeOver(let id):
            guard let entry = stage.kept.takeOver(keptID(id)) else { return }
            views[id] = entry.layer
            takenOver.append(id)
            if let state = entry.saved { saved[id] = state } else if restored.contains(id) { saved[id] = stage.save(entry.layer) }
        case .takeSnapshot(let id, _):
            guard let layer = program.layers.first(where: { $0.id == id }), let source = layer.actor.pictured,
                  let original = views[source.description] ?? stage.view(source) else { return }
            var part = Rect(x: 0, y: 0, width: 1, height: 1)
            if case .piece(_, let cell) = layer.actor { part = cell.unitRect }
            let snapshot = stage.snapshot(of: original, part: part)
            views[id] = snapshot
            if restored.contains(id) { saved[id] = stage.save(snapshot) }
        case .addToContainer(let id):
            guard let view = views[id] else { return }
            stage.add(view, placement(of: id, on: stage))
        case .removeFromContainer(let id):
            guard let view = views[id] else { return }
            stage.remove(view)
        case .hide(let id):
            guard let view = views[id] else { return }
            stage.setHidden(true, view)
        case .show(let id):
            guard let view = views[id] else { return }
            stage.setHidden(false, view)
        case .setPerspective(let distance): stage.setPerspective(distance)
        case .clearPerspective: stage.clearPerspective()
        case .restore(let id):
            guard let view = views[id], let state = saved[id] else { return }
            stage.restore(view, id: id, to: state)
        }
    }

    /// Where `addToContainer` puts a layer: next to its nearest neighbours in the program's order
    /// that are in the container now.
    private func placement(of id: String, on stage: Stage) -> ContainerPlacement<Stage.Layer> {
        guard let index = program.layers.firstIndex(where: { $0.id == id }) else { return .onTop }
        let inContainer = { (layer: LayerSpec) -> Stage.Layer? in
            guard layer.id != id, let view = views[layer.id], stage.containerContains(view) else { return nil }
            return view
        }
        if let below = program.layers[..<index].reversed().lazy.compactMap(inContainer).first { return .above(below) }
        if let above = program.layers[(index + 1)...].lazy.compactMap(inContainer).first { return .below(above) }
        return .onTop
    }
}
