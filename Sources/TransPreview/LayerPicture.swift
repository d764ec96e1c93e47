import TransRuntime
import TransIR

/// The picture a layer shows, as every renderer lays it out: its own, or for a piece (`contents`)
/// its part of its view's, whose grid, label and screenshot are laid out over the whole view.
struct LayerPicture {
    /// The layer id of the view pictured: the layer's own, or the view a piece was cut from.
    let view: String
    /// The part shown, in the pictured view's unit coordinates: all of it for a layer's own picture.
    let part: Rect
    /// The whole pictured view's size, at the layer's scale.
    let whole: Size

    init(_ layer: LayerState) {
        view = layer.contents?.view ?? layer.id
        part = layer.contents?.rect ?? Rect(x: 0, y: 0, width: 1, height: 1)
        whole = Size(width: layer.frame.size.width / part.size.width, height: layer.frame.size.height / part.size.height)
    }

    /// Where the whole picture's top-left corner lies in the layer's own points.
    var origin: (u: Double, v: Double) { (-part.minX * whole.width, -part.minY * whole.height) }

    /// The pictured view's label, laid out over the whole picture.
    var label: LayerLabel { LayerLabel(view, width: whole.width, height: whole.height) }
}
