import TransIR

/// One change to set on a view's layer to make it show a `LayerState`.
public enum LayerChange: Sendable, Equatable {
    /// `bounds.size`, `anchorPoint` and `position`, set together so the frame is never transiently wrong.
    case geometry(size: Size, anchor: Point, position: Point)
    case transform(Transform3D)
    /// A style property changed; its new value is read, typed, from the layer's style.
    case style(StyleProperty, of: LayerStyle)
    /// The mask in the layer's coordinates, or none.
    case mask(MaskShape?)
    /// The gradient overlay, or none.
    case shade(ShadeState?)
}

/// Decides what to set on each view to show a sequence of states, frame after frame: the
/// first state sets everything, later ones only what differs from what was last set. It is
/// platform-neutral, so the decision is tested anywhere; the UIKit adapter only applies it.
/// Once it has seen a scene's layers it allocates nothing per frame.
public struct SceneApplier: Sendable {
    private var applied: [LayerState] = []
    /// Read once: asking `allCases` each frame would build the array each frame.
    private static let styleProperties = StyleProperty.allCases

    /// Starts with nothing applied.
    public init() {}

    /// Calls `apply` with each change that makes the views show `state`, layer by layer in order.
    public mutating func apply(_ state: SceneState, _ apply: (_ id: String, _ change: LayerChange) -> Void) {
        // A different set of layers starts afresh (it happens once per transition).
        let known = applied.count == state.layers.count && zip(applied, state.layers).allSatisfy { $0.id == $1.id }
        if !known { applied = [] }
        for (index, layer) in state.layers.enumerated() {
            let previous: LayerState? = known ? applied[index] : nil
            let id = layer.id
            if previous?.frame.size != layer.frame.size || previous?.anchor != layer.anchor || previous?.position != layer.position {
                apply(id, .geometry(size: layer.frame.size, anchor: layer.anchor, position: layer.position))
            }
            if previous?.transform != layer.transform { apply(id, .transform(layer.transform)) }
            // Most frames change no style: one comparison of the whole style skips the per-property ones.
            if previous?.style != layer.style {
                for property in Self.styleProperties where previous?.style[property] != layer.style[property] {
                    apply(id, .style(property, of: layer.style))
                }
            }
            if previous == nil || previous?.mask != layer.mask { apply(id, .mask(layer.mask)) }
            if previous == nil || previous?.shade != layer.shade { apply(id, .shade(layer.shade)) }
            if known { applied[index] = layer } else { applied.append(layer) }
        }
    }

    /// The changes as a list, for tests and logs.
    public mutating func changes(for state: SceneState) -> [(id: String, changes: [LayerChange])] {
        var result: [(id: String, changes: [LayerChange])] = []
        apply(state) { id, change in
            if result.last?.id == id { result[result.count - 1].changes.append(change) } else { result.append((id, [change])) }
        }
        return result
    }

    /// Forgets what was applied, so the next state sets everything again.
    public mutating func reset() { applied.removeAll(keepingCapacity: true) }
}
