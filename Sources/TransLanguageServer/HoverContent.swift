import TransChecker
import TransDiagnostics
import TransIR
import TransRuntime
import TransSyntax

/// What hovering over a place in a document shows, as Markdown, with the range it is about.
enum HoverContent {
    struct Hover {
        var markdown: String
        var range: SourceRange
    }

    /// The most specific thing at an offset: a property's name, an input, a curve, the perspective,
    /// or the innermost checked expression.
    static func hover(at offset: Int, in analysis: OpenDocument.Analysis, source: SourceFile) -> Hover? {
        var found: Hover?
        var visitor = SyntaxVisitor(file: analysis.syntax)
        visitor.property = { name in
            if found == nil, name.range.contains(offset) {
                found = property(name, in: analysis.syntax.names)
            }
        }
        visitor.curve = { curve in
            if found == nil, curve.range.contains(offset), let text = self.curve(curve, in: analysis.syntax, source: source) {
                found = Hover(markdown: text, range: curve.range)
            }
        }
        visitor.walk()
        if let found { return found }
        if let value = analysis.syntax.value(at: offset) { return self.value(value, at: offset, in: analysis, source: source) }
        if let input = analysis.syntax.input(at: offset) {
            let typeName = input.type?.rawValue ?? "?"
            var text = "```trans\ninput \(analysis.syntax.names[input.name.name]): \(typeName)\n```"
            if let summary = input.summary { text += "\n\n" + summary }
            let range = input.name.range.contains(offset) ? input.name.range
                : analysis.syntax.uses(of: input.name.name).first { $0.contains(offset) } ?? input.name.range
            return Hover(markdown: text, range: range)
        }
        if let perspective = perspective(at: offset, in: analysis) { return perspective }
        if let expression = innermostExpression(at: offset, in: analysis.checked) {
            return Hover(markdown: describe(expression, in: analysis.checked.expressions, source: source), range: expression.range)
        }
        return nil
    }

    /// `rotate-y`: its type and unit, default and Core Animation key path, from the property table.
    static func property(_ name: Identifier, in names: NameTable) -> Hover? {
        guard let property = Property(rawValue: names[name.name]) else { return nil }
        let traits = property.traits
        var text = "**\(property.rawValue)**: \(typeDescription(traits.type))"
        switch traits.initial {
        case .value(let value): text += "\n\ndefault: `\(ValueText.describe(value))`"
        case .viewFrame: text += "\n\ndefault: read from the view's frame when the transition starts"
        case .absent: text += "\n\ndefault: none"
        }
        text += "\n\nkey path: `\(traits.keyPath)`"
        switch traits.interpolation {
        case .componentwise: break
        case .discrete: text += "; changes at the end of each segment, without in-betweens"
        }
        switch traits.advice {
        case .unitFractions?: text += "\n\neach component is a fraction of the view's size (0…1)"
        case .clampedToUnit?: text += "\n\nshown clamped to 0…1, as Core Animation does"
        case .nonNegative?: text += "\n\nnever negative"
        case .positiveDistance?: text += "\n\na distance from the viewer's eye, greater than zero: the view's transform gets `m34 = −1/distance`"
        case nil: break
        }
        return Hover(markdown: text, range: name.range)
    }

    /// A property type with its unit, as written in source.
    static func typeDescription(_ type: PropertyType) -> String {
        switch type {
        case .number: "number (no unit)"
        case .length: "length in points (`pt`)"
        case .angle: "angle in radians (written in `deg`, `rad` or `turn`)"
        case .point: "point `(x, y)` in points"
        case .size: "size `(width, height)` in points"
        case .rect: "rect `(x, y, width, height)` in points"
        case .bool: "`true` or `false`"
        case .color: "color (`#rrggbb`, a named color, `rgb(…)`)"
        case .shape: "mask shape (`rect`, `rounded-rect`, `oval`, `circle`) in container coordinates"
        case .factors: "scale factors: one number for both axes, or `(x, y)` (no unit)"
        case .transformList: "transform list `[rotate(…), translate(…), …]`, composed left to right as CSS's `transform` is"
        }
    }

    /// `perspective 500pt`: the distance and the `m34` it sets on the container's sublayer transform.
    static func perspective(at offset: Int, in analysis: OpenDocument.Analysis) -> Hover? {
        for transition in analysis.syntax.transitions where transition.range.contains(offset) {
            for statement in analysis.syntax.statements[transition.body] where statement.range.contains(offset) {
                guard case .perspective = statement.kind,
                      let checked = analysis.checked.transitions.first(where: { $0.range == transition.range }),
                      let distance = checked.perspective else { continue }
                let m34 = Transform3D.perspective(distance).m34
                return Hover(markdown: "perspective \(formatDouble(distance)) pt: `sublayerTransform.m34 = \(formatDouble(m34))` (−1/distance)",
                             range: statement.range)
            }
        }
        return nil
    }

    /// A curve's control points (or steps, or points), when it is written with constants.
    static func curve(_ curve: CurveSyntax, in syntax: FileSyntax, source: SourceFile) -> String? {
        let expressions = syntax.expressions
        func literal(_ expr: Expr) -> Double? {
            switch expr.kind {
            case .number(let number) where number.unit == nil: number.value
            case .negate(let inner): literal(expressions[inner]).map { -$0 }
            default: nil
            }
        }
        let written = "`\(source.text(curve.range))`"
        switch curve.kind {
        case .named(let name):
            guard let named = NamedCurve(rawValue: syntax.names[name.name]) else { return nil }
            return written + ": " + describe(named.curve)
        case .cubicBezier(let values):
            let numbers = expressions[values].compactMap(literal)
            guard numbers.count == 4 else { return written + ": a cubic Bézier curve" }
            return written + ": " + describe(.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
        case .steps(let count, let position):
            let where_ = position.flatMap { StepPosition(word: syntax.names[$0.name]) } ?? .jumpEnd
            guard let steps = literal(expressions[count]) else { return written + ": a step curve, jumping at \(where_.rawValue)" }
            return written + ": \(formatDouble(steps)) steps, jumping at \(where_.rawValue)"
        case .linearPoints(let stops):
            return written + ": piecewise linear through \(stops.count) points"
        }
    }

    /// A timing curve as its control points.
    static func describe(_ curve: TimingCurve) -> String {
        switch curve {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            "cubic-bezier(\([x1, y1, x2, y2].map(formatDouble).joined(separator: ", ")))\n\n"
                + "control points P1 = (\(formatDouble(x1)), \(formatDouble(y1))), P2 = (\(formatDouble(x2)), \(formatDouble(y2)))"
        case .steps(let count, let position): "steps(\(count), \(position.rawValue))"
        case .piecewiseLinear(let points): "piecewise linear through \(points.count) points"
        }
    }

    /// A named value, by its definition or a use: how it is written and the value it names.
    static func value(_ scoped: FileSyntax.ScopedValue, at offset: Int, in analysis: OpenDocument.Analysis,
                      source: SourceFile) -> Hover {
        let declaration = scoped.declaration
        let range = declaration.name.range.contains(offset) ? declaration.name.range
            : analysis.syntax.uses(of: scoped).first { $0.contains(offset) } ?? declaration.name.range
        var text = "```trans\n\(source.text(declaration.range))\n```"
        if let checked = analysis.checked.values.first(where: { $0.range == declaration.name.range }),
           let value = checked.value.constantValue(in: analysis.checked.expressions) {
            text += "\n\n\(checked.value.type.described) = `\(ValueText.describe(value))`" + unitNote(checked.value.type)
        }
        return Hover(markdown: text, range: range)
    }

    /// The innermost checked expression around an offset, among every value the checked file keeps.
    static func innermostExpression(at offset: Int, in checked: CheckedFile) -> TypedExpr? {
        var best: TypedExpr?
        func visit(_ expr: TypedExpr) {
            guard expr.range.contains(offset) else { return }
            if best == nil || expr.range.length <= best!.range.length { best = expr }
            switch expr.kind {
            // A named value's parts are written at its definition, not here.
            case .constant, .piece, .bool, .color, .input, .view, .named, .error: break
            case .member(let base, _): visit(checked.expressions[base])
            case .negate(let operand): visit(checked.expressions[operand])
            case .binary(let lhs, let rhs, _):
                visit(checked.expressions[lhs])
                visit(checked.expressions[rhs])
            case .call(let arguments, _), .tuple(let arguments): checked.expressions[arguments].forEach(visit)
            }
        }
        for transition in checked.transitions where transition.range.contains(offset) {
            for track in transition.tracks where track.range.contains(offset) {
                checked.keyframes[track.keyframes].forEach { visit($0.value) }
                if let axis = track.axis { visit(checked.expressions[axis]) }
            }
            for shade in transition.shades where shade.range.contains(offset) {
                visit(shade.gradient)
                if let start = shade.start { visit(start) }
                if let end = shade.end { visit(end) }
                checked.keyframes[shade.opacity].forEach { visit($0.value) }
            }
            for interaction in transition.interactions where interaction.range.contains(offset) {
                if let distance = interaction.distance { visit(distance) }
            }
        }
        return best
    }

    /// An expression's type, and its value when it is constant.
    static func describe(_ expression: TypedExpr, in table: TypedExpressionTable, source: SourceFile) -> String {
        var text = "`\(source.text(expression.range))`: \(expression.type.described)"
        if let value = expression.constantValue(in: table) {
            text += "\n\n= `\(ValueText.describe(value))`" + unitNote(expression.type)
        } else {
            text += " (known when the transition starts)"
        }
        return text
    }

    /// The canonical unit a scalar's value is shown in.
    static func unitNote(_ type: ValueType) -> String {
        switch type {
        case .scalar(let dimension) where dimension == .length: " pt"
        case .scalar(let dimension) where dimension == .time: " s"
        case .scalar(let dimension) where dimension == .angle: " rad"
        case .scalar(let dimension) where dimension == .velocity: " pt/s"
        default: ""
        }
    }
}

/// Values written in the language's own notation, for hovers.
enum ValueText {
    static func describe(_ value: Value) -> String {
        func list(_ numbers: [Double]) -> String { "(" + numbers.map(formatDouble).joined(separator: ", ") + ")" }
        func color(_ c: RGBA) -> String { "rgb" + list([c.red, c.green, c.blue, c.alpha]) }
        switch value {
        case .scalar(let number): return formatDouble(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .point(let p): return list([p.x, p.y])
        case .size(let s): return list([s.width, s.height])
        case .rect(let r): return list([r.origin.x, r.origin.y, r.size.width, r.size.height])
        case .vector(let v): return list([v.x, v.y, v.z])
        case .color(let c): return color(c)
        case .gradient(let colors): return "linear(" + colors.map(color).joined(separator: ", ") + ")"
        case .shape(let shape):
            // Every mask is held as a rect with elliptical corners (see `MaskShape`).
            return "shape " + list([shape.rect.origin.x, shape.rect.origin.y, shape.rect.size.width, shape.rect.size.height])
                + " with corners " + list([shape.cornerWidth, shape.cornerHeight])
        case .transforms(let transforms):
            return "[" + transforms.functions.map { function in
                switch function {
                case .translate(let v): "translate" + list([v.x, v.y, v.z])
                case .scale(let factors): "scale" + list([factors.x, factors.y])
                case .rotate(let angle, let axis): "rotate(\(formatDouble(angle)) about \(list([axis.x, axis.y, axis.z])))"
                }
            }.joined(separator: ", ") + "]"
        }
    }
}
