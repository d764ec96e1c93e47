import TransIR

/// One observable field of a `SceneState`: a number, or a word (an id, a flag, whether a mask
/// is present).
public enum SceneFieldValue: Sendable, Equatable {
    case number(Double)
    case word(String)
}

/// A named field of a state: `layer 1 opacity`. Names never carry source text (layers are
/// named by index; the id is a field of its own), so a record line splits on tabs and `=`.
public struct SceneField: Sendable, Equatable {
    public var name: String
    public var value: SceneFieldValue

    /// Makes a field.
    public init(_ name: String, _ value: SceneFieldValue) { (self.name, self.value) = (name, value) }
}

extension SceneState {
    /// Everything a viewer could observe of the state, field by field, in a fixed order: how a
    /// state computed in another process (compiled portable code run by `transc-fuzz`) is
    /// written out and compared with the interpreter's, naming the field that differs.
    public var fields: [SceneField] {
        var fields: [SceneField] = []
        func number(_ name: String, _ value: Double) { fields.append(SceneField(name, .number(value))) }
        func word(_ name: String, _ value: String) { fields.append(SceneField(name, .word(value))) }
        func numbers(_ name: String, _ values: [Double]) {
            for (index, value) in values.enumerated() { number("\(name).\(index)", value) }
        }
        func value(_ name: String, _ value: Value) {
            switch value {
            case .scalar(let x): number(name, x)
            case .bool(let flag): word(name, "\(flag)")
            case .point(let p): numbers(name, [p.x, p.y])
            case .size(let s): numbers(name, [s.width, s.height])
            case .rect(let r): numbers(name, [r.origin.x, r.origin.y, r.size.width, r.size.height])
            case .vector(let v): numbers(name, [v.x, v.y, v.z])
            case .color(let c): numbers(name, [c.red, c.green, c.blue, c.alpha])
            case .gradient(let colors): numbers(name, colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
            case .shape(let s):
                numbers(name, [s.rect.origin.x, s.rect.origin.y, s.rect.size.width, s.rect.size.height, s.cornerWidth, s.cornerHeight])
            // A layer shows a list as its transform matrix, which is written out as its fields.
            case .transforms(let list): numbers(name, Transform3D(list).fields)
            }
        }
        word("operation", operation.rawValue)
        number("time", time)
        number("progress", progress)
        number("duration", duration)
        value("container", .size(container))
        numbers("sublayerTransform", sublayerTransform.fields)
        number("layers", Double(layers.count))
        for (index, layer) in layers.enumerated() {
            let name = "layer \(index)"
            word("\(name) id", layer.id)
            number("\(name) z", Double(layer.z))
            value("\(name) frame", .rect(layer.frame))
            value("\(name) anchor", .point(layer.anchor))
            value("\(name) position", .point(layer.position))
            for property in StyleProperty.allCases {
                value("\(name) \(property.property.traits.jsonName)", layer.style[property])
            }
            numbers("\(name) transform", layer.transform.fields)
            word("\(name) mask", layer.mask == nil ? "none" : "shape")
            if let mask = layer.mask { value("\(name) mask", .shape(mask)) }
            word("\(name) shade", layer.shade == nil ? "none" : "gradient")
            if let shade = layer.shade {
                value("\(name) shade colors", .gradient(shade.colors))
                value("\(name) shade start", .point(shade.start))
                value("\(name) shade end", .point(shade.end))
                number("\(name) shade opacity", shade.opacity)
            }
        }
        return fields
    }

    /// `fields` as one line: `name=value` separated by tabs, numbers in Swift's shortest
    /// form that reads back to the same bits (`nan` and `inf` included), words with `\`, tab
    /// and line breaks escaped.
    public var fieldRecord: String {
        fields.map { field in
            switch field.value {
            case .number(let x): "\(field.name)=#\(x)"
            case .word(let w):
                "\(field.name)=" + w.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                    .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            }
        }.joined(separator: "\t")
    }

    /// The fields of a `fieldRecord` line, or nil when it is not one.
    public static func fields(fromRecord line: Substring) -> [SceneField]? {
        var fields: [SceneField] = []
        for part in line.split(separator: "\t", omittingEmptySubsequences: false) {
            guard let equals = part.firstIndex(of: "=") else { return nil }
            let name = String(part[..<equals])
            let text = part[part.index(after: equals)...]
            if text.first == "#" {
                guard let x = Double(text.dropFirst()) else { return nil }
                fields.append(SceneField(name, .number(x)))
                continue
            }
            var word = ""
            var characters = text.makeIterator()
            while let character = characters.next() {
                guard character == "\\" else { word.append(character); continue }
                switch characters.next() {
                case "t": word.append("\t")
                case "n": word.append("\n")
                case "r": word.append("\r")
                case "\\": word.append("\\")
                default: return nil
                }
            }
            fields.append(SceneField(name, .word(word)))
        }
        return fields
    }
}
