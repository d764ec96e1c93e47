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
    /// What was applied is compared and updated in place, field by field: a layer copied whole
    /// would copy its 650 bytes and retain what it holds, twice a layer a frame.
    public mutating func apply(_ state: SceneState, _ apply: (_ id: String, _ change: LayerChange) -> Void) {
        let layers = state.layers
        // A different set of layers starts afresh (it happens once per transition): everything is set.
        guard applied.count == layers.count, layers.indices.allSatisfy({ applied[$0].id == layers[$0].id }) else {
            applied = layers
            for layer in layers {
                apply(layer.id, .geometry(size: layer.frame.size, anchor: layer.anchor, position: layer.position))
                apply(layer.id, .transform(layer.transform))
                for property in Self.styleProperties { apply(layer.id, .style(property, of: layer.style)) }
                apply(layer.id, .mask(layer.mask))
                apply(layer.id, .shade(layer.shade))
            }
            return
        }
        for index in layers.indices {
            let id = layers[index].id
            if applied[index].frame.size != layers[index].frame.size || applied[index].anchor != layers[index].anchor
                || applied[index].position != layers[index].position {
                apply(id, .geometry(size: layers[index].frame.size, anchor: layers[index].anchor, position: layers[index].position))
                applied[index].frame = layers[index].frame
                applied[index].anchor = layers[index].anchor
                applied[index].position = layers[index].position
            }
            if applied[index].transform != layers[index].transform {
                apply(id, .transform(layers[index].transform))
                applied[index].transform = layers[index].transform
            }
            // Most frames change no style: one comparison of the whole style skips the per-property ones.
            if applied[index].style != layers[index].style {
                for property in Self.styleProperties where applied[index].style[property] != layers[index].style[property] {
                    apply(id, .style(property, of: layers[index].style))
                }
                applied[index].style = layers[index].style
            }
            if applied[index].mask != layers[index].mask {
                apply(id, .mask(layers[index].mask))
                applied[index].mask = layers[index].mask
            }
            if applied[index].shade != layers[index].shade {
                apply(id, .shade(layers[index].shade))
                applied[index].shade = layers[index].shade
            }
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
