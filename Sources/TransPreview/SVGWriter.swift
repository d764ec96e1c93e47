import Foundation
import TransRuntime
import TransIR

/// Writes SVG filmstrips: each layer of each state as its projected quad, in its color and
/// opacity with the placeholder's border, grid and name (a plain view as its colour alone), clipped
/// to its mask, with its shade as a gradient over it.
public enum SVGWriter {
    /// An SVG of states side by side, each `width` wide.
    public static func filmstrip(_ states: [SceneState], frameWidth: Double) -> String {
        guard let first = states.first else { return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n" }
        let scale = frameWidth / first.container.width
        let frameHeight = first.container.height * scale
        let gap = 8.0
        let width = Double(states.count) * (frameWidth + gap) + gap
        let out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(frameHeight + 2 * gap))\" viewBox=\"0 0 \(n(width)) \(n(frameHeight + 2 * gap))\">\n"
        var definitions = ""
        var body = ""
        for (frame, state) in states.enumerated() {
            let x = gap + Double(frame) * (frameWidth + gap)
            body += "<g transform=\"translate(\(n(x)) \(n(gap))) scale(\(n(scale)))\">\n"
            body += "<rect width=\"\(n(state.container.width))\" height=\"\(n(state.container.height))\" fill=\"#18181c\"/>\n"
            for (index, layer) in LayerLook.drawingOrder(state) where LayerLook.isVisible(layer, in: state) {
                let look = LayerLook(layer, index: index)
                guard let corners = outline(layer, look, state) else { continue }
                let id = "f\(frame)l\(index)"
                var clip = ""
                if let mask = layer.mask {
                    let shape = (0..<48).map { maskPoint(mask, Double($0) / 48 * 2 * Double.pi) }.map { ($0.x, $0.y) }
                    let (width, height) = (layer.frame.size.width, layer.frame.size.height)
                    let outline = LayerPlane(layer, in: state).map { $0.projected(shape, width: width, height: height) }
                        .map { $0.map { "\(n($0.0)),\(n($0.1))" } } ?? []
                    definitions += "<clipPath id=\"\(id)m\"><polygon points=\"\(outline.joined(separator: " "))\"/></clipPath>\n"
                    clip = " clip-path=\"url(#\(id)m)\""
                }
                let (fill, stroke) = (look.fill, look.shaded(LayerLook.borderShade))
                body += "<g opacity=\"\(n(state.shownOpacity(of: layer)))\"\(clip)>\n"
                if let shadow = look.shadow, let cast = shadowOutline(layer, look, shadow, state) {
                    // The outline moved by the offset, blurred by the radius (in the container's points).
                    definitions += "<filter id=\"\(id)b\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
                        + "<feGaussianBlur stdDeviation=\"\(n(shadow.radius))\"/></filter>\n"
                    body += "<polygon points=\"\(cast)\" fill=\"\(hex(shadow.color.red, shadow.color.green, shadow.color.blue))\" "
                        + "fill-opacity=\"\(n(shadow.strength))\" filter=\"url(#\(id)b)\"/>\n"
                }
                if look.isFlat {
                    body += "<polygon points=\"\(corners)\" fill=\"\(hex(fill.red, fill.green, fill.blue))\" fill-opacity=\"\(n(look.coverage))\"/>\n"
                } else {
                    body += "<polygon points=\"\(corners)\" fill=\"\(hex(fill.red, fill.green, fill.blue))\" stroke=\"\(hex(stroke.red, stroke.green, stroke.blue))\" stroke-width=\"\(n(LayerLook.borderWidth))\"/>\n"
                    if let grid = grid(layer, state) {
                        let color = look.shaded(LayerLook.gridShade)
                        // The outline as path data (a moveto's further pairs are linetos), clipping the lines to the layer.
                        definitions += "<clipPath id=\"\(id)g\"><path d=\"M\(corners)Z\"/></clipPath>\n"
                        body += "<path d=\"\(grid)\" clip-path=\"url(#\(id)g)\" stroke=\"\(hex(color.red, color.green, color.blue))\" stroke-width=\"\(n(LayerLook.gridWidth))\" fill=\"none\"/>\n"
                    }
                }
                if let shade = layer.shade, shade.colors.count > 1, let start = point(layer, shade.start, state), let end = point(layer, shade.end, state) {
                    definitions += "<linearGradient id=\"\(id)s\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.0))\" y1=\"\(n(start.1))\" x2=\"\(n(end.0))\" y2=\"\(n(end.1))\">"
                    for (stop, color) in shade.colors.enumerated() {
                        let offset = Double(stop) / Double(shade.colors.count - 1)
                        definitions += "<stop offset=\"\(n(offset))\" stop-color=\"\(hex(color.red, color.green, color.blue))\" stop-opacity=\"\(n(color.alpha))\"/>"
                    }
                    definitions += "</linearGradient>\n"
                    body += "<polygon points=\"\(corners)\" fill=\"url(#\(id)s)\" opacity=\"\(n(shade.opacity))\"/>\n"
                }
                // A piece is a part of its view's picture, in its view's colour: it shows its part of the view's
                // name, written where the view's centre lies and clipped to the piece.
                if look.isFlat {
                    // A plain view shows no name.
                } else if layer.contents == nil {
                    body += "<text x=\"\(n(layer.position.x))\" y=\"\(n(layer.position.y))\" font-family=\"sans-serif\" font-size=\"28\" fill=\"white\" text-anchor=\"middle\">\(escape(layer.id))</text>\n"
                } else {
                    let picture = LayerPicture(layer)
                    let centre = Point(x: picture.origin.u + picture.whole.width / 2, y: picture.origin.v + picture.whole.height / 2)
                    if let at = Projection.project(centre, of: layer, in: state) {
                        definitions += "<clipPath id=\"\(id)p\"><polygon points=\"\(corners)\"/></clipPath>\n"
                        body += "<text x=\"\(n(at.x))\" y=\"\(n(at.y))\" clip-path=\"url(#\(id)p)\" font-family=\"sans-serif\" font-size=\"28\" fill=\"white\" text-anchor=\"middle\">\(escape(picture.view))</text>\n"
                    }
                }
                body += "</g>\n"
            }
            body += "</g>\n"
        }
        return out + "<defs>\n" + definitions + "</defs>\n" + body + "</svg>\n"
    }

    /// The layer's projected outline as polygon points: its quad, or the rounded rect its
    /// corner radius leaves.
    /// A layer partly behind the viewer's eye is cut there, as Core Animation cuts it.
    static func outline(_ layer: LayerState, _ look: LayerLook, _ state: SceneState) -> String? {
        let (width, height) = (layer.frame.size.width, layer.frame.size.height)
        guard width > 0, height > 0, let plane = LayerPlane(layer, in: state) else { return nil }
        let projected = plane.projected(look.outlinePoints(width: width, height: height), width: width, height: height)
        guard projected.count >= 3 else { return nil }
        return projected.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
    }

    /// The projected outline of a layer's shadow: its outline moved by the shadow's offset in
    /// the layer's plane.
    static func shadowOutline(_ layer: LayerState, _ look: LayerLook, _ shadow: LayerShadow, _ state: SceneState) -> String? {
        let (width, height) = (layer.frame.size.width, layer.frame.size.height)
        guard width > 0, height > 0, let plane = LayerPlane(layer, in: state) else { return nil }
        let moved = look.outlinePoints(width: width, height: height).map { ($0.0 + shadow.offset.x, $0.1 + shadow.offset.y) }
        let projected = plane.projected(moved, width: width, height: height)
        guard projected.count >= 3 else { return nil }
        return projected.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
    }

    /// The placeholder's grid as the rasterizer draws it, as path data: a line every `LayerLook.gridSpacing`
    /// points of the pictured view (a piece shows its part of its view's grid), each through the middle of
    /// the rasterizer's band, projected with the layer; nil when no line falls on the layer. A line one of
    /// whose ends is behind the eye is left out.
    static func grid(_ layer: LayerState, _ state: SceneState) -> String? {
        let (width, height) = (layer.frame.size.width, layer.frame.size.height)
        guard width > 0, height > 0, let plane = LayerPlane(layer, in: state) else { return nil }
        let picture = LayerPicture(layer)
        // Offsets along one axis of the layer where a line of the whole picture's grid lies: inside the
        // picture's border, which covers the lines at its edges.
        func lines(origin: Double, whole: Double, span: Double) -> [Double] {
            let (spacing, border) = (LayerLook.gridSpacing, LayerLook.borderWidth)
            return stride(from: spacing, to: whole - border, by: spacing).map { origin + $0 + LayerLook.gridWidth / 2 }
                .filter { $0 > 0 && $0 < span }
        }
        let vertical = lines(origin: picture.origin.u, whole: picture.whole.width, span: width).map { [($0, 0.0), ($0, height)] }
        let horizontal = lines(origin: picture.origin.v, whole: picture.whole.height, span: height).map { [(0.0, $0), (width, $0)] }
        let segments = (vertical + horizontal).compactMap { ends -> String? in
            let points = ends.map { plane.homogeneous($0.0 / width, $0.1 / height) }
            guard points.allSatisfy({ $0.w > LayerPlane.eyePlane }) else { return nil }
            let (a, b) = ((points[0].x / points[0].w, points[0].y / points[0].w), (points[1].x / points[1].w, points[1].y / points[1].w))
            return "M\(n(a.0)),\(n(a.1))L\(n(b.0)),\(n(b.1))"
        }
        return segments.isEmpty ? nil : segments.joined()
    }

    static func point(_ layer: LayerState, _ unit: Point, _ state: SceneState) -> (Double, Double)? {
        Projection.project(Point(x: unit.x * layer.frame.size.width, y: unit.y * layer.frame.size.height), of: layer, in: state)
            .map { ($0.x, $0.y) }
    }

    /// A point on a mask's outline, walking round its rounded rect by angle.
    static func maskPoint(_ mask: MaskShape, _ angle: Double) -> (x: Double, y: Double) {
        let r = mask.rect
        let (cx, cy) = (r.midX, r.midY)
        let (dx, dy) = (cos(angle), sin(angle))
        // Walk out from the centre until leaving the shape.
        var low = 0.0
        var high = max(r.size.width, r.size.height)
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if Rasterizer.contains(mask, cx + dx * mid, cy + dy * mid) { low = mid } else { high = mid }
        }
        return (cx + dx * low, cy + dy * low)
    }

    static func n(_ value: Double) -> String { formatDouble((value * 100).rounded() / 100) }

    static func hex(_ r: Double, _ g: Double, _ b: Double) -> String {
        "#" + [r, g, b].map { component in
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(value, radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
