import Foundation
import TransRuntime
import TransIR

/// Draws the interpreter's states: each layer a quad projected as Core Animation projects it,
/// textured perspective-correctly with its screenshot or placeholder content (a color per
/// layer and a grid), then masked, shaded and faded as its state says, bottom layer first.
public struct Rasterizer: Sendable {
    /// Points to pixels.
    public var scale: Double
    /// Screenshots to draw instead of placeholders.
    public var images: LayerImages

    /// Makes a rasterizer.
    public init(scale: Double = 1, images: LayerImages = LayerImages()) { (self.scale, self.images) = (scale, images) }

    /// The color of a layer's placeholder content (under its label), distinct per layer;
    /// `LayerLook` puts the layer's background colour over it.
    public static func color(of id: String, index: Int) -> (Double, Double, Double) {
        switch id {
        case "from": return (0.20, 0.45, 0.85)
        case "to": return (0.95, 0.55, 0.15)
        default:
            let hue = Double((index * 47) % 360) / 360
            return hsv(hue, 0.55, 0.85)
        }
    }

    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let i = Int(h * 6) % 6
        let f = h * 6 - Double(Int(h * 6))
        let (p, q, t) = (v * (1 - s), v * (1 - f * s), v * (1 - (1 - f) * s))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The image of a state.
    public func render(_ state: SceneState) -> Raster {
        let width = max(1, Int((state.container.width * scale).rounded()))
        let height = max(1, Int((state.container.height * scale).rounded()))
        var raster = Raster(width: width, height: height, fill: (24, 24, 28, 255))
        for (index, layer) in LayerLook.drawingOrder(state) where LayerLook.isVisible(layer, in: state) {
            draw(layer, index: index, state: state, into: &raster)
        }
        return raster
    }

    func draw(_ layer: LayerState, index: Int, state: SceneState, into raster: inout Raster) {
        let size = layer.frame.size
        guard size.width > 0, size.height > 0, let plane = LayerPlane(layer, in: state) else { return }
        let quad = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { plane.homogeneous($0.0, $0.1) }
        // A layer wholly behind the eye is not drawn; one partly behind is clipped pixel by pixel (the
        // part in front can reach any pixel), as Core Animation clips at the eye plane.
        guard quad.contains(where: { $0.w > LayerPlane.eyePlane }) else { return }
        let (minX, maxX, minY, maxY) = pixelBounds(of: quad, in: raster)
        guard minX <= maxX, minY <= maxY, let inverse = plane.map.inverted else { return }
        let look = LayerLook(layer, index: index)
        let opacity = state.shownOpacity(of: layer)
        if let shadow = look.shadow {
            drawShadow(shadow, of: layer, look: look, plane: plane, inverse: inverse, opacity: opacity, into: &raster)
        }
        let corners = look.outline(width: size.width, height: size.height)
        // A piece shows its part of its view's picture (`contents`): the view's screenshot or placeholder,
        // grid and label laid out over the whole view, of which the piece's unit coordinates are a part.
        let picture = LayerPicture(layer)
        let (part, whole, label) = (picture.part, picture.whole, picture.label)
        let image = images.image(for: picture.view)?.raster
        for py in minY...maxY {
            for px in minX...maxX {
                let sx = (Double(px) + 0.5) / scale
                let sy = (Double(py) + 0.5) / scale
                let (s, t) = inverse.map(sx, sy)
                guard s >= 0, s <= 1, t >= 0, t <= 1, plane.depth(s, t) > LayerPlane.eyePlane else { continue }
                let (u, v) = (s * size.width, t * size.height)
                if let mask = layer.mask, !Self.contains(mask, u, v) { continue }
                if let corners, !Self.contains(corners, u, v) { continue }
                // Where in the whole view's picture this point of the layer is.
                let (ps, pt) = (part.minX + s * part.size.width, part.minY + t * part.size.height)
                let (pu, pv) = (ps * whole.width, pt * whole.height)
                var (r, g, b): (Double, Double, Double)
                if look.isFlat {
                    (r, g, b) = look.fill
                } else if let image {
                    // The screenshot over the layer's background, as a view's content covers it.
                    let pixel = LayerImages.sample(image, ps, pt)
                    (r, g, b) = (mix(look.fill.red, pixel.red, pixel.alpha), mix(look.fill.green, pixel.green, pixel.alpha),
                                 mix(look.fill.blue, pixel.blue, pixel.alpha))
                } else {
                    // Placeholder content: the layer's color with a grid every 40 pt and a darker border.
                    let onGrid = pu.truncatingRemainder(dividingBy: LayerLook.gridSpacing) < LayerLook.gridWidth
                        || pv.truncatingRemainder(dividingBy: LayerLook.gridSpacing) < LayerLook.gridWidth
                    let border = LayerLook.borderWidth
                    let onBorder = pu < border || pv < border || pu > whole.width - border || pv > whole.height - border
                    let shadeFactor = onBorder ? LayerLook.borderShade : onGrid ? LayerLook.gridShade : 1
                    (r, g, b) = label.covers(pu, pv) ? (1.0, 1.0, 1.0) : look.shaded(shadeFactor)
                }
                if let shade = layer.shade {
                    let color = Self.gradient(shade, s, t)
                    let a = color.alpha * shade.opacity
                    (r, g, b) = (r * (1 - a) + color.red * a, g * (1 - a) + color.green * a, b * (1 - a) + color.blue * a)
                }
                raster.blend(px, py, r, g, b, opacity * look.coverage)
            }
        }
    }

    /// A layer's drop shadow, under the layer: its outline blurred and moved, in the layer's
    /// plane (a shadow turns and scales with its layer), clipped by the layer's mask as Core
    /// Animation clips a masked layer's shadow, faded with the layer.
    func drawShadow(_ shadow: LayerShadow, of layer: LayerState, look: LayerLook, plane: LayerPlane, inverse: Homography,
                    opacity: Double, into raster: inout Raster) {
        let size = layer.frame.size
        let reach = shadow.reach
        let (s0, s1) = (-reach.left / size.width, 1 + reach.right / size.width)
        let (t0, t1) = (-reach.top / size.height, 1 + reach.bottom / size.height)
        let quad = [(s0, t0), (s1, t0), (s1, t1), (s0, t1)].map { plane.homogeneous($0.0, $0.1) }
        let (minX, maxX, minY, maxY) = pixelBounds(of: quad, in: raster)
        guard minX <= maxX, minY <= maxY else { return }
        for py in minY...maxY {
            for px in minX...maxX {
                let (s, t) = inverse.map((Double(px) + 0.5) / scale, (Double(py) + 0.5) / scale)
                guard s >= s0, s <= s1, t >= t0, t <= t1, plane.depth(s, t) > LayerPlane.eyePlane else { continue }
                let (u, v) = (s * size.width, t * size.height)
                if let mask = layer.mask, !Self.contains(mask, u, v) { continue }
                let covered = shadow.coverage(u, v, width: size.width, height: size.height, cornerRadius: look.cornerRadius)
                guard covered > 0 else { continue }
                raster.blend(px, py, shadow.color.red, shadow.color.green, shadow.color.blue, covered * shadow.strength * opacity)
            }
        }
    }

    /// A pixel coordinate within 0..<count, whatever the coordinate (NaN counts as 0).
    /// The pixels a projected quad can reach, clamped to the raster: its bounding box where all of it
    /// is in front of the eye, else the whole raster (the part in front can reach any pixel).
    /// Clamped before conversion: a huge or NaN coordinate (a scale driven past any size) must not trap.
    func pixelBounds(of quad: [(x: Double, y: Double, w: Double)], in raster: Raster) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        guard quad.allSatisfy({ $0.w > LayerPlane.eyePlane }) else { return (0, raster.width - 1, 0, raster.height - 1) }
        let xs = quad.map { $0.x / $0.w * scale }
        let ys = quad.map { $0.y / $0.w * scale }
        return (Self.pixel((xs.min() ?? 0).rounded(.down), below: raster.width), Self.pixel((xs.max() ?? 0).rounded(.up), below: raster.width),
                Self.pixel((ys.min() ?? 0).rounded(.down), below: raster.height), Self.pixel((ys.max() ?? 0).rounded(.up), below: raster.height))
    }

    static func pixel(_ coordinate: Double, below count: Int) -> Int {
        guard coordinate > 0 else { return 0 }
        return coordinate < Double(count - 1) ? Int(coordinate) : count - 1
    }

    /// Whether a point of the layer is inside a mask shape (a rounded rect of elliptical corners).
    /// A rect of negative size covers the region it spans, as a Core Animation mask path does.
    static func contains(_ shape: MaskShape, _ x: Double, _ y: Double) -> Bool {
        let r = shape.rect.standardized
        guard x >= r.minX, x <= r.maxX, y >= r.minY, y <= r.maxY else { return false }
        let (w, h) = (shape.cornerWidth, shape.cornerHeight)
        guard w > 0, h > 0 else { return true }
        let cx = x < r.minX + w ? r.minX + w : x > r.maxX - w ? r.maxX - w : x
        let cy = y < r.minY + h ? r.minY + h : y > r.maxY - h ? r.maxY - h : y
        let dx = (x - cx) / w
        let dy = (y - cy) / h
        return dx * dx + dy * dy <= 1
    }

    /// A linear gradient's color at unit coordinates (s, t), as CAGradientLayer draws it.
    static func gradient(_ shade: ShadeState, _ s: Double, _ t: Double) -> RGBA {
        guard let first = shade.colors.first else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        guard shade.colors.count > 1 else { return first }
        let (dx, dy) = (shade.end.x - shade.start.x, shade.end.y - shade.start.y)
        let length = dx * dx + dy * dy
        let f = length > 0 ? min(max(((s - shade.start.x) * dx + (t - shade.start.y) * dy) / length, 0), 1) : 0
        let position = f * Double(shade.colors.count - 1)
        let index = min(Int(position), shade.colors.count - 2)
        let local = position - Double(index)
        let (a, b) = (shade.colors[index], shade.colors[index + 1])
        return RGBA(red: mix(a.red, b.red, local), green: mix(a.green, b.green, local), blue: mix(a.blue, b.blue, local), alpha: mix(a.alpha, b.alpha, local))
    }
}

/// A projective map of the plane, and back.
struct Homography {
    var m: [Double]  // 3×3, row major

    init(matrix: [Double]) { m = matrix }

    /// The image of a point.
    func map(_ x: Double, _ y: Double) -> (Double, Double) {
        let w = m[6] * x + m[7] * y + m[8]
        return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)
    }

    /// The inverse map (the adjugate suffices for a projective map), or nil if singular.
    var inverted: Homography? {
        let a = m
        let inverse = [
            a[4] * a[8] - a[5] * a[7], a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
            a[5] * a[6] - a[3] * a[8], a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
            a[3] * a[7] - a[4] * a[6], a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3],
        ]
        let det = a[0] * inverse[0] + a[1] * inverse[3] + a[2] * inverse[6]
        guard abs(det) > 1e-12 else { return nil }
        return Homography(matrix: inverse)
    }
}
