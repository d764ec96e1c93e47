import TransIR

/// `animate container` animates the transition's stage: the container view that holds every
/// other view. As in UIKit, where the context's `containerView` is their superview, its transform
/// moves and turns everything in it, its opacity fades everything and `hidden` hides everything;
/// it is not drawn as a layer of its own. A state keeps the container's layer (what eval reports,
/// what compiled code computes); whoever draws a state asks here what the stage does to a layer.
extension SceneState {
    /// The container's layer, when the transition animates or mentions it.
    public var stage: LayerState? { layers.first(where: Self.isStage) }

    /// Whether a layer is the container's: the stage, not a layer drawn on it.
    public static func isStage(_ layer: LayerState) -> Bool { layer.id == Actor.container.description }

    /// The opacity a layer shows with: its own, times the stage's (as if each layer were faded
    /// alone; Core Animation fades the group at once, which differs only where layers overlap).
    public func shownOpacity(of layer: LayerState) -> Double {
        guard let stage, !Self.isStage(layer) else { return layer.opacity }
        return layer.opacity * stage.opacity
    }

    /// Whether a layer shows at all: not the stage itself, neither it nor the stage hidden, and
    /// not fully transparent.
    public func isShown(_ layer: LayerState) -> Bool {
        guard !Self.isStage(layer), !layer.hidden else { return false }
        if let stage, stage.hidden { return false }
        return shownOpacity(of: layer) > 0
    }

    /// A homogeneous point (x, y, z, w) in the container's bounds carried to the screen through
    /// the stage's transform about its anchor, at its position: unchanged without a stage.
    func throughStage(_ point: (x: Double, y: Double, z: Double, w: Double)) -> (x: Double, y: Double, z: Double, w: Double) {
        guard let stage else { return point }
        let size = stage.frame.size
        let (ax, ay) = (stage.anchor.x * size.width, stage.anchor.y * size.height)
        // The stage's transform (its own perspective included) applies to homogeneous points as is.
        let t = stage.transform
        let (x, y, z, w) = (point.x - ax * point.w, point.y - ay * point.w, point.z, point.w)
        let moved = (x * t.m11 + y * t.m21 + z * t.m31 + w * t.m41, x * t.m12 + y * t.m22 + z * t.m32 + w * t.m42,
                     x * t.m13 + y * t.m23 + z * t.m33 + w * t.m43, x * t.m14 + y * t.m24 + z * t.m34 + w * t.m44)
        return (moved.0 + stage.position.x * moved.3, moved.1 + stage.position.y * moved.3, moved.2, moved.3)
    }
}
