/// One change to set on a view's layer to make it show a `LayerState`.
public enum LayerChange: Sendable, Equatable {
    /// `bounds.size`, `anchorPoint` and `position`, set together so the frame is never transiently wrong.
    case geometry(size: Size, anchor: Point, position: Point)
    case transform(Transform3D)
    case opacity(Double)
    case hidden(Bool)
    case zPosition(Double)
    case cornerRadius(Double)
    /// The mask in the layer's coordinates, or none.
    case mask(MaskShape?)
    /// The gradient overlay, or none.
    case shade(ShadeState?)
}

/// Decides what to set on each view to show a sequence of states, frame after frame: the
/// first state sets everything, later ones only what differs from what was last set. It is
/// platform-neutral, so the decision is tested anywhere; the UIKit adapter only applies it.
public struct SceneApplier: Sendable {
    private var applied: [String: LayerState] = [:]

    /// Starts with nothing applied.
    public init() {}

    /// The changes that make the views show `state`, by layer id, in layer order.
    public mutating func changes(for state: SceneState) -> [(id: String, changes: [LayerChange])] {
        var result: [(id: String, changes: [LayerChange])] = []
        for layer in state.layers {
            let previous = applied[layer.id]
            var changes: [LayerChange] = []
            if previous?.frame.size != layer.frame.size || previous?.anchor != layer.anchor || previous?.position != layer.position {
                changes.append(.geometry(size: layer.frame.size, anchor: layer.anchor, position: layer.position))
            }
            if previous?.transform != layer.transform { changes.append(.transform(layer.transform)) }
            if previous?.opacity != layer.opacity { changes.append(.opacity(layer.opacity)) }
            if previous?.hidden != layer.hidden { changes.append(.hidden(layer.hidden)) }
            if previous?.zPosition != layer.zPosition { changes.append(.zPosition(layer.zPosition)) }
            if previous?.cornerRadius != layer.cornerRadius { changes.append(.cornerRadius(layer.cornerRadius)) }
            if previous == nil || previous?.mask != layer.mask { changes.append(.mask(layer.mask)) }
            if previous == nil || previous?.shade != layer.shade { changes.append(.shade(layer.shade)) }
            applied[layer.id] = layer
            if !changes.isEmpty { result.append((layer.id, changes)) }
        }
        return result
    }

    /// Forgets what was applied, so the next state sets everything again.
    public mutating func reset() { applied.removeAll() }
}
