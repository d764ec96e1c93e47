import Foundation
import TransIR
import TransRuntime

/// What the previews draw for a layer's style properties, decided here once for the
/// rasterizer, the SVG and the HTML writers: the one switch a new style property must pass.
struct LayerLook {
    /// The colour of the layer's content. The previews know no content, so they draw a
    /// placeholder colour per layer; a background colour shows through it by its alpha (an
    /// opaque background is exactly its colour, a clear one leaves the placeholder).
    var fill: (red: Double, green: Double, blue: Double)
    /// The placeholder colour alone, before any style property changes it.
    let placeholder: (red: Double, green: Double, blue: Double)
    /// The rounding of the layer's corners (content clipped as `clipsToBounds` would).
    var cornerRadius: Double
    /// The drop shadow under the layer's outline, or nil when none shows.
    var shadow: LayerShadow?
    /// Whether the layer is a plain view with no content of its own (the dimming layer, as a
    /// presentation controller's dimming view is): drawn as its background colour alone, at that
    /// colour's alpha, with no placeholder, grid, border or label.
    let isFlat: Bool
    /// How much of what lies below the fill hides, before the layer's opacity: 1 for content, the
    /// background colour's alpha for a flat layer.
    var coverage: Double

    /// The look of a layer; `index` picks the placeholder colour of a layer that is not `from` or `to`.
    init(_ layer: LayerState, index: Int) {
        // A piece is coloured as the view it pictures.
        let color = Rasterizer.color(of: layer.contents?.view ?? layer.id, index: index)
        placeholder = (color.0, color.1, color.2)
        fill = placeholder
        cornerRadius = 0
        shadow = nil
        isFlat = layer.contents == nil && layer.id == Actor.dimming.description
        coverage = 1
        for property in StyleProperty.allCases {
            switch property {
            // Every renderer skips hidden and transparent layers, fades by opacity and stacks
            // by z position (`drawingOrder`), as Core Animation composites them.
            case .opacity, .hidden, .zPosition:
                continue
            case .cornerRadius:
                cornerRadius = max(0, layer.style.cornerRadius)
            case .backgroundColor:
                let background = layer.style.backgroundColor
                let a = min(max(background.alpha, 0), 1)
                if isFlat {
                    (fill, coverage) = ((background.red, background.green, background.blue), a)
                } else {
                    fill = (mix(fill.red, background.red, a), mix(fill.green, background.green, a), mix(fill.blue, background.blue, a))
                }
            // The four shadow properties make one shadow, read once below.
            case .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor:
                continue
            }
        }
        // The shadow Core Animation draws: the layer's shape (its `shadowPath`, the outline)
        // in the shadow colour at opacity × the colour's alpha, blurred by the radius, moved by the offset.
        let style = layer.style
        let strength = min(max(style.shadowOpacity, 0), 1) * min(max(style.shadowColor.alpha, 0), 1)
        if strength > 0 {
            shadow = LayerShadow(color: (style.shadowColor.red, style.shadowColor.green, style.shadowColor.blue), strength: strength,
                                 radius: max(0, style.shadowRadius), offset: style.shadowOffset)
        }
    }

    /// Whether the style changes the placeholder's colour (a flat layer has no placeholder: always).
    var isTinted: Bool { isFlat || fill != placeholder }

    /// The placeholder's grid lines, every `gridSpacing` points of the pictured view, `gridWidth` wide,
    /// in the fill darkened by `gridShade`; its border `borderWidth` wide, darkened by `borderShade`.
    static let gridSpacing = 40.0
    static let gridWidth = 1.5
    static let gridShade = 0.8
    static let borderWidth = 3.0
    static let borderShade = 0.55

    /// The darker colour of the placeholder's border and grid lines.
    func shaded(_ factor: Double) -> (red: Double, green: Double, blue: Double) {
        (fill.red * factor, fill.green * factor, fill.blue * factor)
    }

    /// The outline the corner radius leaves of a layer of this size, or nil when its corners are square.
    func outline(width: Double, height: Double) -> MaskShape? {
        cornerRadius > 0 ? MaskShape.roundedRectangle(Rect(x: 0, y: 0, width: width, height: height), radius: cornerRadius) : nil
    }

    /// The layer's outline in its own coordinates: its four corners, or with rounded corners
    /// an arc of 8 segments round each (straight edges between them).
    func outlinePoints(width: Double, height: Double) -> [(Double, Double)] {
        guard let rounded = outline(width: width, height: height) else { return [(0, 0), (width, 0), (width, height), (0, height)] }
        let (w, h) = (rounded.cornerWidth, rounded.cornerHeight)
        // Corner centres clockwise from the top-right, each arc starting where the last edge ends (y down).
        let centres = [(width - w, h, -Double.pi / 2), (width - w, height - h, 0.0), (w, height - h, Double.pi / 2), (w, h, Double.pi)]
        return centres.flatMap { cx, cy, start in
            (0...8).map { step -> (Double, Double) in
                let angle = start + Double(step) / 8 * Double.pi / 2
                return (cx + w * cos(angle), cy + h * sin(angle))
            }
        }
    }

    /// The layers in the order Core Animation composites them, by z position and then by place
    /// in the container, each with its index in the state. The stage (an animated container)
    /// is no layer of its own: it carries the others (`SceneState.stage`).
    static func drawingOrder(_ state: SceneState) -> [(offset: Int, element: LayerState)] {
        state.layers.enumerated().filter { !SceneState.isStage($0.element) }
            .sorted { ($0.element.style.zPosition, $0.element.z) < ($1.element.style.zPosition, $1.element.z) }
    }

    /// Whether a layer shows at all (the stage's `hidden` and opacity included).
    static func isVisible(_ layer: LayerState, in state: SceneState) -> Bool { state.isShown(layer) }
}

/// A layer's drop shadow as the previews draw it: the outline filled in `color` at `strength`
/// (the shadow opacity times the colour's alpha), blurred by `radius`, moved by `offset`, in
/// the layer's own coordinates (before its transform, as Core Animation casts it).
struct LayerShadow {
    var color: (red: Double, green: Double, blue: Double)
    var strength: Double
    var radius: Double
    var offset: Point

    /// How much of the shadow covers the layer point (u, v), 0…1: the outline of a `width` ×
    /// `height` layer rounded by `cornerRadius`, moved by the offset, its edge ramped linearly
    /// over `radius` either side (a box blur of the edge, as wide as Core Animation's blur).
    func coverage(_ u: Double, _ v: Double, width: Double, height: Double, cornerRadius: Double) -> Double {
        let rounding = min(max(cornerRadius, 0), width / 2, height / 2)
        // The signed distance to the rounded rectangle: negative inside.
        let (halfWidth, halfHeight) = (width / 2, height / 2)
        let qx = abs(u - offset.x - halfWidth) - (halfWidth - rounding)
        let qy = abs(v - offset.y - halfHeight) - (halfHeight - rounding)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - rounding
        guard radius > 0 else { return distance <= 0 ? 1 : 0 }
        return min(max(0.5 - distance / (2 * radius), 0), 1)
    }

    /// How far the shadow reaches beyond the layer's bounds on each side, in points.
    var reach: (left: Double, right: Double, top: Double, bottom: Double) {
        (radius - min(offset.x, 0), radius + max(offset.x, 0), radius - min(offset.y, 0), radius + max(offset.y, 0))
    }
}
