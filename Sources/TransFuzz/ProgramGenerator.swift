import TransCorpus

/// Writes random `.trans` files from the grammar (grammar/trans.ebnf) that are meant to check:
/// every declaration, statement, property, curve, spring form, gesture, built-in function and
/// member appears with values of the right type, in random combinations. A few come out wrong
/// on purpose-free grounds (two tracks overlapping, a gesture its operation cannot start); the
/// campaign counts accepted and refused files separately.
public struct ProgramGenerator {
    var random: SeededRandom
    /// Inputs declared so far, by type.
    var inputs: [(name: String, type: String)] = []

    /// Makes a generator.
    public init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// One file.
    public mutating func file() -> String {
        inputs = []
        var text = ""
        for index in 0..<random.int(0...3) {
            let type = random.pick(["view", "rect", "point", "length", "number", "angle", "color", "size"])
            let name = "in\(index)-\(type)"
            inputs.append((name, type))
            text += "input \(name): \(type)" + (random.chance(0.5) ? " \"\(summary())\"" : "") + "\n"
        }
        var names: Set<String> = []
        for index in 0..<random.int(1...3) {
            let name = random.pick(["Slide", "Fade", "Flip", "Zoom", "Sheet", "Tab"]) + "\(index)"
            guard names.insert(name).inserted else { continue }
            text += transition(name) + "\n"
        }
        return text
    }

    /// A description string, sometimes with what would break generated Swift if copied verbatim.
    mutating func summary() -> String {
        random.pick(["the tapped cell", "a quote \\\" inside", "a backslash \\\\ and \\\\(x)", "ends a comment */ here",
                     "tab\\tand newline\\n", "bidi \u{202E}reversed\u{202C}", "unicode \\u{1F600} é 名前", "\\\"\\\"\\\" triple"])
    }

    mutating func transition(_ name: String) -> String {
        let operations = random.pick([["push"], ["present"], ["push", "present"], ["tab"], ["pop"], ["dismiss"]])
        var body: [String] = []
        let physical = random.chance(0.2)
        if physical {
            body.append("spring mass \(random.number(0.5...3)) stiffness \(random.number(50...400)) damping \(random.number(8...40))")
        } else {
            body.append("duration \(random.number(0.1...1.5))s")
            if random.chance(0.5) { body.append(timingPacing()) }
        }
        if random.chance(0.3) { body.append("delay \(random.number(0...0.3))s") }
        if random.chance(0.3) { body.append("perspective \(random.int(300...1200))pt") }
        var actors = ["from", "to"]
        for input in inputs where input.type == "view" { actors.append("snapshot(\(input.name))") }
        if random.chance(0.3) { actors.append("snapshot(from)") }
        if random.chance(0.15) { actors.append("container") }
        var animated: Set<String> = []
        for _ in 0..<random.int(1...4) {
            let actor = random.pick(actors)
            guard animated.insert(actor).inserted else { continue }
            body.append(animate(actor))
        }
        if random.chance(0.2), animated.count > 1 {
            let pair = Array(animated).sorted()
            body.append("\(pair[0]) \(random.pick(["above", "below"])) \(pair[1])")
        }
        if random.chance(0.15) { body.append("hide from") }
        if random.chance(0.15), !operations.contains("tab") { body.append("keep " + random.pick(Array(animated).sorted())) }
        if random.chance(0.3), !operations.contains("tab") {
            switch random.int(0...2) {
            case 0: body.append("reverse auto")
            case 1: body.append("reverse auto { duration \(random.number(0.2...1))s \(timingPacing()) }")
            default:
                // A motion of its own, in the backward operation's terms: on the views the forward one has, traded.
                let trades = ["from": "to", "to": "from", "snapshot(from)": "snapshot(to)", "snapshot(to)": "snapshot(from)"]
                let traded = { (actor: String) in trades[actor] ?? actor }
                let own = Array(animated).sorted().prefix(random.int(1...2)).map { animate(traded($0)) }
                body.append("reverse {\n        duration \(random.number(0.1...1))s\n        " + own.joined(separator: "\n        ") + "\n    }")
            }
        }
        if random.chance(0.3) { body.append(interactive(operations)) }
        let separator = random.chance(0.2) ? "; " : "\n    "
        return "transition \(name) for \(operations.joined(separator: ", ")) {\(separator)" + body.joined(separator: separator) + "\n}"
    }

    mutating func timingPacing() -> String {
        switch random.int(0...6) {
        case 0: "curve " + random.pick(["linear", "ease", "ease-in", "ease-out", "ease-in-out"])
        case 1: "curve cubic-bezier(\(random.number(0...1)), \(random.number(-0.5...1.5)), \(random.number(0...1)), \(random.number(-0.5...1.5)))"
        case 2: "curve steps(\(random.int(1...8))" + (random.chance(0.5) ? ", " + random.pick(["jump-start", "jump-end", "jump-both"]) : "") + ")"
        case 3: "curve linear(0, 0.3 40%, 0.8 60% 70%, 1)"
        case 4: "spring damping \(random.number(0.2...1)) velocity \(random.number(0...2))"
        case 5: "spring bounce \(random.number(-0.5...0.5))"
        default: "spring damping \(random.number(0.3...1))"
        }
    }

    mutating func animate(_ actor: String) -> String {
        var lines: [String] = []
        if random.chance(0.2) { lines.append("duration \(random.number(0.1...1))s") }
        if random.chance(0.15) { lines.append(timingPacing()) }
        let properties = ["frame", "position", "size", "anchor", "opacity", "hidden", "z-position", "corner-radius",
                          "background-color", "translate", "translate-x", "translate-y", "translate-z", "scale", "scale-x",
                          "scale-y", "rotate", "rotate-x", "rotate-y", "rotate-z", "perspective", "mask", "shadow-opacity", "shadow-radius",
                          "shadow-offset", "shadow-color", "transform"]
        // A transform list is the whole transform: no separate transform track beside it.
        let separateTransforms: Set<String> = ["translate", "translate-x", "translate-y", "translate-z", "scale", "scale-x", "scale-y",
                                               "rotate", "rotate-x", "rotate-y", "rotate-z"]
        var used: Set<String> = []
        for _ in 0..<random.int(1...4) {
            let property = random.pick(properties)
            if property == "transform" ? !used.isDisjoint(with: separateTransforms) : separateTransforms.contains(property) && used.contains("transform") {
                continue
            }
            guard used.insert(property).inserted else { continue }
            lines.append(track(property))
        }
        if random.chance(0.2) {
            lines.append("shade linear(black(\(random.int(10...90))%), clear) from (0, 0.5) to (1, 0.5) opacity 0 -> 1")
        }
        return "animate \(actor) {\n        " + lines.joined(separator: "\n        ") + "\n    }"
    }

    mutating func track(_ property: String) -> String {
        let count = random.int(1...3)
        if random.chance(0.15), count > 1 {
            let values = (0..<count).map { _ in value(property) }
            let offsets = ["0%", "50%", "100%"].prefix(count)
            return "\(property) keyframes { " + zip(offsets, values).map { "\($0): \($1)" }.joined(separator: ", ") + " }"
        }
        var text = property + " " + (0..<count).map { _ in value(property) }.joined(separator: " -> ")
        if property == "rotate", random.chance(0.5) { text += " about (\(random.int(0...1)), 1, \(random.int(0...1)))" }
        if random.chance(0.2) { text += " { delay \(random.number(0...0.2))s \(random.chance(0.5) ? timingPacing() : "") }" }
        return text
    }

    func input(_ type: String) -> String? { inputs.first { $0.type == type }?.name }

    mutating func length() -> String {
        switch random.int(0...5) {
        case 0: return input("length") ?? "\(random.int(-200...200))pt"
        case 1: return "container.width" + random.pick([" / 2", " * 0.3", "", " - 20pt"])
        case 2: return "-container.height / \(random.int(2...4))"
        case 3: return "min(container.width, \(random.int(10...300))pt)"
        case 4: return "clamp(\(random.int(0...50))pt, from.maxX - to.minX, 400pt)"
        default: return "\(random.number(-300...300))pt"
        }
    }

    mutating func number() -> String {
        if let name = input("number"), random.chance(0.3) { return name }
        return random.pick([random.number(0...1), random.number(0.5...1.5), "abs(-0.5)", "sqrt(0.64)", "max(0.2, 0.4)"])
    }

    mutating func rect() -> String {
        if let name = input("rect"), random.chance(0.4) { return name }
        if let view = input("view"), random.chance(0.4) { return "\(view).frame" }
        return random.pick(["container.bounds", "from.frame", "to.frame", "(0, 0, \(random.int(50...390))pt, \(random.int(50...844))pt)"])
    }

    mutating func point() -> String {
        if let name = input("point"), random.chance(0.4) { return name }
        return random.pick(["container.center", "from.center", "(\(random.int(0...390))pt, \(random.int(0...844))pt)", "to.origin"])
    }

    mutating func value(_ property: String) -> String {
        switch property {
        case "frame": return rect()
        case "position": return point()
        case "size": return random.pick(["container.size", "(\(random.int(10...390))pt, \(random.int(10...844))pt)", input("size") ?? "to.size"])
        case "anchor": return "(\(random.number(0...1)), \(random.number(0...1)))"
        case "opacity", "shadow-opacity": return random.number(0...1)
        case "shadow-radius": return "\(random.int(0...30))pt"
        case "shadow-offset": return "(\(random.int(-20...20))pt, \(random.int(-20...20))pt)"
        case "shadow-color": return random.pick(["black", "with-alpha(black, 0.5)", "#336699", input("color") ?? "red"])
        case "hidden": return random.pick(["true", "false"])
        case "z-position", "corner-radius": return "\(random.int(0...40))pt"
        case "background-color":
            return random.pick(["red", "#336699", "#fff8", "rgb(0.2, 0.4, 0.6)", "with-alpha(black, 0.5)", "clear", input("color") ?? "blue"])
        case "translate": return "(\(length()), \(length()))"
        case "translate-x", "translate-y", "translate-z": return length()
        case "scale": return random.chance(0.5) ? number() : "(\(number()), \(number()))"
        case "scale-x", "scale-y": return number()
        case "rotate", "rotate-x", "rotate-y", "rotate-z":
            if let name = input("angle"), random.chance(0.3) { return name }
            return random.pick(["\(random.int(-180...180))deg", "\(random.number(-1...1))rad", "\(random.number(-0.5...0.5))turn"])
        // One shape for every keyframe, so that the lists interpolate function by function.
        case "transform":
            return "[rotate(\(random.int(-360...360))deg), translate(\(length()), \(random.int(-100...100))), scale(\(number()))]"
        case "perspective": return random.pick(["\(random.int(150...1500))pt", "container.width * 2", "max(container.height, 300pt)"])
        case "mask":
            switch random.int(0...3) {
            case 0: return "rect(\(rect()))"
            case 1: return "rounded-rect(\(rect()), \(random.int(0...30)))"
            case 2: return "oval(\(rect()))"
            default: return "circle(\(point()), farthest-corner(\(point())))"
            }
        default: return "0"
        }
    }

    mutating func interactive(_ operations: [String]) -> String {
        let operation = operations[0]
        let gesture: String
        switch operation {
        case "push", "present": gesture = random.pick(["pan(up)", "pan(left)"])
        case "pop": gesture = random.pick(["edge-pan(left)", "pan(right)"])
        case "dismiss": gesture = random.pick(["pan(down)", "pinch(in)"])
        default: gesture = random.pick(["pan(left)", "pan(right)"])
        }
        var items = ["gesture \(gesture)"]
        if random.chance(0.5) { items.append("complete-at \(random.int(20...80))%") }
        if random.chance(0.5) { items.append("flick \(random.int(200...1200))pt/s") }
        if random.chance(0.5), !gesture.hasPrefix("pinch") { items.append("distance container.width" + random.pick(["", " / 2"])) }
        return "interactive \(operation) { " + items.joined(separator: " ") + " }"
    }
}
