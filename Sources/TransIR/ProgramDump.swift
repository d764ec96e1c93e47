/// A number as the dump and JSON print it: shortest round-trip form, no `.0` on whole numbers.
public func formatDouble(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

extension TransitionProgram {
    /// A stable, line-oriented text of the program, for `transc ir` and golden tests.
    public var dump: String {
        var lines = ["program \(name) \(operation.rawValue)\(isDerivedBackward ? (hasOwnBackwardMotion ? " (reverse)" : " (reverse auto)") : "")"]
        lines.append("  duration \(formatDouble(duration))")
        if let perspective { lines.append("  perspective \(formatDouble(perspective))") }
        if !followsLayoutDirection { lines.append("  layout-direction fixed") }
        if layoutDirection == .rightToLeft { lines.append("  mirrored for right-to-left") }
        if reduceMotion == .full { lines.append("  reduce-motion full") }
        if isMotionReduced { lines.append("  cross-fade for Reduce Motion") }
        for input in inputs {
            lines.append("  input \(input.name): \(input.type.rawValue)" + (input.sample.map { " = " + Self.dump(sample: $0) } ?? ""))
        }
        lines.append("  layers (bottom first)")
        for (index, layer) in layers.enumerated() {
            lines.append("    \(index) \(layer.id)\(layer.hiddenWhileRunning ? " hidden while running" : "")")
        }
        if !tracks.isEmpty { lines.append("  tracks") }
        for track in tracks {
            var line = "    \(layers[track.layer].id).\(track.property.rawValue) \(Self.dump(track.keyframes))"
            if let axis = track.axis { line += " about \(Self.dump(axis))" }
            lines.append(line + " " + Self.dump(track.timing, keyframes: track.keyframes.count))
        }
        if !shades.isEmpty { lines.append("  shades") }
        for shade in shades {
            var line = "    \(layers[shade.layer].id) \(Self.dump(shade.gradient))"
            if let start = shade.start, let end = shade.end { line += " from \(Self.dump(start)) to \(Self.dump(end))" }
            lines.append(line + " opacity \(Self.dump(shade.opacity)) " + Self.dump(shade.timing, keyframes: shade.opacity.count))
        }
        for interaction in interactions {
            var line = "  interaction \(interaction.gesture.rawValue)(\(interaction.direction.rawValue))\(interaction.eitherWay ? " either way" : "") complete-at \(formatDouble(interaction.threshold))"
            if let flick = interaction.flickVelocity { line += " flick \(formatDouble(flick))" }
            if let distance = interaction.distance { line += " distance \(Self.dump(distance))" }
            lines.append(line)
            for follow in interaction.follows {
                lines.append("    follow \(layers[follow.layer].id) release spring damping \(formatDouble(interaction.release.dampingRatio))"
                             + " duration \(formatDouble(interaction.release.duration))")
                lines += follow.tracks.map {
                    "      \($0.property.rawValue) \(Self.dump($0.start)) -> \(Self.dump($0.end)) over \(Self.dump($0.over))"
                }
            }
        }
        for (title, actions) in [("setup", setup), ("completion", completion), ("cancellation", cancellation)] {
            lines.append("  \(title)")
            lines += actions.map { "    " + Self.dump($0) }
        }
        if !kept.isEmpty { lines.append("  kept for the backward transition: " + kept.joined(separator: ", ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func dump(_ keyframes: [KeyframeSpec]) -> String {
        guard keyframes.count > 1 else { return "= " + (keyframes.first.map { dump($0.value) } ?? "?") }
        return keyframes.map { keyframe in
            "\(formatDouble(keyframe.offset)): \(dump(keyframe.value))" + (keyframe.curve.map { " " + dump($0) } ?? "")
        }.joined(separator: " -> ")
    }

    static func dump(_ timing: TrackTiming, keyframes: Int) -> String {
        guard keyframes > 1 else { return "(whole transition)" }
        var text = "[delay \(formatDouble(timing.delay))"
        if let duration = timing.duration { text += " duration \(formatDouble(duration))" }
        switch timing.pacing {
        case .curve(let curve): text += " " + dump(curve)
        case .spring(.dampingRatio(let damping, let velocity)):
            text += " spring damping \(formatDouble(damping)) velocity \(formatDouble(velocity))"
        case .spring(.physical(let mass, let stiffness, let damping, let velocity)):
            text += " spring mass \(formatDouble(mass)) stiffness \(formatDouble(stiffness)) damping \(formatDouble(damping)) velocity \(formatDouble(velocity))"
        case .spring(.bounce(let bounce, let velocity)):
            text += " spring bounce \(formatDouble(bounce)) velocity \(formatDouble(velocity))"
        }
        return text + "]"
    }

    /// A curve in the language's own notation.
    static func dump(_ curve: TimingCurve) -> String {
        switch curve {
        case .cubicBezier(let a, let b, let c, let d):
            "cubic-bezier(\([a, b, c, d].map(formatDouble).joined(separator: ", ")))"
        case .steps(let count, let position): "steps(\(count), \(position.rawValue))"
        case .piecewiseLinear(let points):
            "linear(" + points.map { point in
                formatDouble(point.output) + (point.input.map { " " + formatDouble($0) } ?? "")
            }.joined(separator: ", ") + ")"
        }
    }

    /// An expression in the language's own notation.
    public static func dump(_ expression: ValueExpression) -> String {
        switch expression {
        case .scalar(let value): return formatDouble(value)
        case .bool(let value): return value ? "true" : "false"
        case .color(let c): return "rgb(\([c.red, c.green, c.blue, c.alpha].map(formatDouble).joined(separator: ", ")))"
        case .input(let name): return name
        case .frame(let actor): return actor.description
        case .member(let base, let member): return "\(dump(base)).\(member.rawValue)"
        // A transform list as it is written.
        case .call(.transformList, let items): return "[\(items.map(dump).joined(separator: ", "))]"
        case .call(let builtin, let arguments): return "\(builtin.rawValue)(\(arguments.map(dump).joined(separator: ", ")))"
        case .point(let x, let y), .size(let x, let y): return "(\(dump(x)), \(dump(y)))"
        case .rect(let x, let y, let w, let h): return "(\([x, y, w, h].map(dump).joined(separator: ", ")))"
        case .vector(let x, let y, let z): return "(\([x, y, z].map(dump).joined(separator: ", ")))"
        case .negate(let operand): return "-\(dump(operand))"
        case .binary(let op, let lhs, let rhs): return "(\(dump(lhs)) \(op.rawValue) \(dump(rhs)))"
        }
    }

    /// An input's sample in the language's notation, in canonical units (points, radians, seconds).
    static func dump(sample: Value) -> String {
        func list(_ numbers: [Double]) -> String { "(" + numbers.map(formatDouble).joined(separator: ", ") + ")" }
        switch sample {
        case .scalar(let number): return formatDouble(number)
        case .bool(let value): return value ? "true" : "false"
        case .point(let point): return list([point.x, point.y])
        case .size(let size): return list([size.width, size.height])
        case .rect(let rect): return list([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
        case .vector(let vector): return list([vector.x, vector.y, vector.z])
        case .color(let c): return "rgb" + list([c.red, c.green, c.blue, c.alpha])
        case .gradient(let colors): return "linear(" + colors.map { dump(sample: .color($0)) }.joined(separator: ", ") + ")"
        case .shape: return "a shape"
        case .transforms: return "a transform list"
        }
    }

    static func dump(_ action: LifecycleAction) -> String {
        switch action {
        case .takeOver(let layer): "take-over \(layer)"
        case .takeSnapshot(let layer, let of): "take-snapshot \(layer) of \(of)"
        case .addToContainer(let layer): "add-to-container \(layer)"
        case .removeFromContainer(let layer): "remove-from-container \(layer)"
        case .hide(let view): "hide \(view)"
        case .show(let view): "show \(view)"
        case .setPerspective(let distance): "set-perspective \(formatDouble(distance))"
        case .clearPerspective: "clear-perspective"
        case .restore(let layer): "restore \(layer)"
        }
    }
}
