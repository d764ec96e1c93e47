import TransIR

/// What a platform does to views around a transition, one primitive per call. `LifecycleExecutor`
/// decides which calls to make from a program's lifecycle lists; a stage only carries them out.
/// The embedded iOS animator is a stage of UIKit views; tests use a stage that records its calls.
public protocol LifecycleStage {
    /// A view as the stage knows it: a real view or a snapshot.
    associatedtype Layer
    /// What `save` records of a view, for `restore` to put back.
    associatedtype SavedLayer

    /// The view an actor names (`from`, `to`, `container`, a `view` input), or nil if there is none;
    /// for `dimming`, a new plain view filling the container, not yet in it (its colour is a track's).
    func view(_ actor: Actor) -> Layer?
    /// A new snapshot of `view`, framed over it in the container's coordinates, not yet in the container;
    /// for a piece, of the part `part` of it (in its unit coordinates), framed over that part.
    mutating func snapshot(of view: Layer, part: Rect) -> Layer
    /// Whether `layer` is a subview of the container now.
    func containerContains(_ layer: Layer) -> Bool
    /// Puts `layer` into the container at `placement` (moving it if it is already there).
    mutating func add(_ layer: Layer, _ placement: ContainerPlacement<Layer>)
    /// Takes `layer` out of the container.
    mutating func remove(_ layer: Layer)
    /// Sets the view's `isHidden`.
    mutating func setHidden(_ hidden: Bool, _ layer: Layer)
    /// Records everything a transition's frames may change on `layer`.
    mutating func save(_ layer: Layer) -> SavedLayer
    /// Puts back what `save` recorded, and removes what the frames added to the layer `id` (its shade).
    mutating func restore(_ layer: Layer, id: String, to saved: SavedLayer)
    /// Sets the container's perspective (`sublayerTransform.m34 = −1/distance`).
    mutating func setPerspective(_ distance: Double)
    /// Puts back the container's `sublayerTransform` as it was before `setPerspective`.
    mutating func clearPerspective()
    /// Layers a forward transition kept for the backward one. It outlives a single transition:
    /// the stages of both directions must see the same store.
    var kept: KeptLayers<Layer, SavedLayer> { get set }
}

/// Where `LifecycleStage.add` puts a layer among the container's subviews.
public enum ContainerPlacement<Layer> {
    /// Directly above this subview.
    case above(Layer)
    /// Directly below this subview.
    case below(Layer)
    /// Above every subview.
    case onTop
}

/// The layers a forward transition left as it ended (`keep`), with what it saved of each so that
/// the backward transition can put them back as they were before the forward one began.
/// Keys are layer ids in the forward program's terms (`snapshot(from)`), whichever run asks.
public struct KeptLayers<Layer, SavedLayer> {
    /// One kept layer.
    public struct Entry {
        /// The view.
        public var layer: Layer
        /// What the forward run saved of it before changing it; nil if no frame changed it.
        public var saved: SavedLayer?

        /// Makes an entry.
        public init(layer: Layer, saved: SavedLayer?) { (self.layer, self.saved) = (layer, saved) }
    }

    // An array rather than a dictionary, so that `ids` is in the order layers were kept.
    private var entries: [(id: String, entry: Entry)] = []

    /// An empty store.
    public init() {}

    /// The kept layers' ids, in the order they were kept.
    public var ids: [String] { entries.map(\.id) }

    /// Whether a layer of that id is kept.
    public func contains(_ id: String) -> Bool { entries.contains { $0.id == id } }

    /// Keeps a layer, replacing one kept before under the same id.
    public mutating func keep(_ id: String, _ entry: Entry) {
        entries.removeAll { $0.id == id }
        entries.append((id, entry))
    }

    /// Removes and returns a kept layer, or nil if none has that id.
    public mutating func takeOver(_ id: String) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        return entries.remove(at: index).entry
    }
}
