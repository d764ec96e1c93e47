import TransDiagnostics
import TransRuntime
import TransIR

/// `transc eval`'s JSON: one object per sample, fields named as in the design's schema.
enum SceneJSON {
    static func encode(_ state: SceneState) -> String {
        var out = "{\"transition\":\(DiagnosticRenderer.jsonString(state.transition)),\"operation\":\"\(state.operation.rawValue)\","
        out += "\"time\":\(number(state.time)),\"progress\":\(number(state.progress)),\"duration\":\(number(state.duration)),"
        out += "\"container\":{\"width\":\(number(state.container.width)),\"height\":\(number(state.container.height)),"
        out += "\"sublayerTransform\":\(matrix(state.sublayerTransform))},\"layers\":["
        out += state.layers.map(layer).joined(separator: ",")
        return out + "]}"
    }

    static func layer(_ layer: LayerState) -> String {
        var out = "{\"id\":\(DiagnosticRenderer.jsonString(layer.id)),\"z\":\(layer.z),\"frame\":\(rect(layer.frame)),"
        out += "\"anchor\":\(point(layer.anchor)),\"position\":\(point(layer.position)),"
        for property in StyleProperty.allCases {
            out += "\"\(property.property.traits.jsonName)\":\(value(layer.style[property])),"
        }
        out += "\"transform\":\(matrix(layer.transform)),\"mask\":"
        if let mask = layer.mask {
            out += shape(mask)
        } else {
            out += "null"
        }
        out += ",\"shade\":"
        if let shade = layer.shade {
            out += "{\"colors\":[\(shade.colors.map(color).joined(separator: ","))],\"start\":\(point(shade.start)),\"end\":\(point(shade.end)),"
            out += "\"opacity\":\(number(shade.opacity))}"
        } else {
            out += "null"
        }
        // A piece's picture: which view, and which part of it in the view's unit coordinates.
        out += ",\"contents\":"
        if let contents = layer.contents {
            out += "{\"view\":\(DiagnosticRenderer.jsonString(contents.view)),\"rect\":\(rect(contents.rect))}"
        } else {
            out += "null"
        }
        return out + "}"
    }

    /// A value as JSON: a number, a boolean, an object for geometry, `[r, g, b, a]` for a colour.
    static func value(_ value: Value) -> String {
        switch value {
        case .scalar(let x): number(x)
        case .bool(let flag): "\(flag)"
        case .point(let p): point(p)
        case .size(let s): "{\"width\":\(number(s.width)),\"height\":\(number(s.height))}"
        case .rect(let r): rect(r)
        case .vector(let v): "{\"x\":\(number(v.x)),\"y\":\(number(v.y)),\"z\":\(number(v.z))}"
        case .color(let c): color(c)
        case .gradient(let colors): "[" + colors.map(color).joined(separator: ",") + "]"
        case .shape(let s): shape(s)
        // As the layer shows it: the list's matrix, sixteen fields in `CATransform3D` order.
        case .transforms(let list): "[" + Transform3D(list).fields.map(number).joined(separator: ",") + "]"
        }
    }

    static func color(_ c: RGBA) -> String { "[\([c.red, c.green, c.blue, c.alpha].map(number).joined(separator: ","))]" }
    static func shape(_ s: MaskShape) -> String {
        "{\"rect\":\(rect(s.rect)),\"cornerWidth\":\(number(s.cornerWidth)),\"cornerHeight\":\(number(s.cornerHeight))}"
    }

    static func number(_ value: Double) -> String { value.isFinite ? formatDouble(value) : "null" }
    static func point(_ p: Point) -> String { "{\"x\":\(number(p.x)),\"y\":\(number(p.y))}" }
    static func rect(_ r: Rect) -> String {
        "{\"x\":\(number(r.origin.x)),\"y\":\(number(r.origin.y)),\"width\":\(number(r.size.width)),\"height\":\(number(r.size.height))}"
    }
    static func matrix(_ t: Transform3D) -> String { "[" + t.fields.map(number).joined(separator: ",") + "]" }
}
