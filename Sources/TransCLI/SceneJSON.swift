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
        out += "\"anchor\":\(point(layer.anchor)),\"position\":\(point(layer.position)),\"opacity\":\(number(layer.opacity)),"
        out += "\"hidden\":\(layer.hidden),\"zPosition\":\(number(layer.zPosition)),\"cornerRadius\":\(number(layer.cornerRadius)),"
        out += "\"transform\":\(matrix(layer.transform)),\"mask\":"
        if let mask = layer.mask {
            out += "{\"rect\":\(rect(mask.rect)),\"cornerWidth\":\(number(mask.cornerWidth)),\"cornerHeight\":\(number(mask.cornerHeight))}"
        } else {
            out += "null"
        }
        out += ",\"shade\":"
        if let shade = layer.shade {
            let colors = shade.colors.map { "[\([$0.red, $0.green, $0.blue, $0.alpha].map(number).joined(separator: ","))]" }
            out += "{\"colors\":[\(colors.joined(separator: ","))],\"start\":\(point(shade.start)),\"end\":\(point(shade.end)),"
            out += "\"opacity\":\(number(shade.opacity))}"
        } else {
            out += "null"
        }
        return out + "}"
    }

    static func number(_ value: Double) -> String { value.isFinite ? formatDouble(value) : "null" }
    static func point(_ p: Point) -> String { "{\"x\":\(number(p.x)),\"y\":\(number(p.y))}" }
    static func rect(_ r: Rect) -> String {
        "{\"x\":\(number(r.origin.x)),\"y\":\(number(r.origin.y)),\"width\":\(number(r.size.width)),\"height\":\(number(r.size.height))}"
    }
    static func matrix(_ t: Transform3D) -> String { "[" + t.fields.map(number).joined(separator: ",") + "]" }
}
