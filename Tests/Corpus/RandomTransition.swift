import Foundation

/// Seeded random transitions for property tests: random properties on `from`, `to` and a snapshot,
/// random timings and pacing (curves, cubic Béziers, steps, every spring form), a pop by a random
/// pan, and with `following` a view that follows the finger. Every one checks; the same seed
/// writes the same file, so a failure names its case by seed.
public enum RandomTransition {
    /// A random transition: random properties on from, to and a snapshot, random timings and pacing.
    /// With `following`, its pop's gesture has a random view follow the finger, with random tracks and release spring.
    public static func source(_ g: inout SeededRandom, name: String = "R", following: Bool = false) -> String {
        func n(_ value: Double) -> String { String(format: "%.3f", value) }
        func pacing(_ g: inout SeededRandom) -> String {
            switch g.next() % 6 {
            case 0: return "curve " + g.pick(["linear", "ease", "ease-in", "ease-out", "ease-in-out"])
            case 1: return "curve cubic-bezier(\(n(g.unit())), \(n(g.between(-1, 2))), \(n(g.unit())), \(n(g.between(-1, 2))))"
            case 2: return "curve steps(\(1 + g.next() % 5), \(g.pick(["jump-start", "jump-end", "jump-both"])))"
            case 3: return "spring damping \(n(g.between(0.1, 1))) velocity \(n(g.between(0, 3)))"
            case 4: return "spring bounce \(n(g.between(-0.5, 0.8)))"
            default: return "spring mass 1 stiffness \(n(g.between(50, 400))) damping \(n(g.between(5, 40)))"
            }
        }
        let properties: [(String, (inout SeededRandom) -> String)] = [
            ("opacity", { "\(n($0.unit())) -> \(n($0.unit()))" }),
            ("translate-x", { "\(n($0.between(-400, 400))) -> \(n($0.between(-400, 400)))" }),
            ("translate-y", { "\(n($0.between(-800, 800))) -> 0 -> \(n($0.between(-80, 80)))" }),
            ("scale", { "(\(n($0.between(0.2, 2))), \(n($0.between(0.2, 2)))) -> 1" }),
            ("rotate-y", { "\(n($0.between(-180, 180)))deg -> 0deg" }),
            ("rotate-y", { "0 -> \(n($0.between(-1, 1)))turn about (\(n($0.unit())), 1, \(n($0.unit())))" }),
            ("anchor", { "(\(n($0.unit())), \(n($0.unit())))" }),
            ("corner-radius", { "keyframes { 0%: 0, \(Int($0.between(10, 90)))%: 30, 100%: 12 }" }),
            ("mask", { "circle(container.center, \(n($0.between(1, 50)))) -> oval(container.bounds)" }),
            ("frame", { "(\(n($0.between(0, 100))), 0, 300, 500) -> container.bounds" }),
        ]
        // The view that follows the finger in the pop, and the push's name for it: the motion may change on it only what
        // a followed view lets go into (`Property.changesOnFollowedView`), so neither its mask nor a shade's opacity.
        let followed = following ? g.pick(["from", "to"]) : nil
        let followedInPush = followed.map { $0 == "from" ? "to" : "from" }
        var lines = ["transition \(name) for push {", "    duration \(n(g.between(0.1, 1.2)))s", "    " + pacing(&g)]
        if g.chance(0.5) { lines.append("    perspective \(n(g.between(200, 1000)))pt") }
        if g.chance(0.3) { lines.append("    to below from") }
        for actor in ["from", "to", "snapshot(from)"] where actor != "snapshot(from)" || g.chance(0.5) {
            lines.append("    animate \(actor) {")
            var used: Set<String> = []
            for _ in 0..<(1 + g.next() % 4) {
                let (name, value) = g.pick(properties)
                guard used.insert(name).inserted else { continue }
                // An axis rotation is written `rotate … about`; it shares rotate-y's slot so tracks never overlap.
                let written = value(&g)
                if actor == followedInPush, name == "mask" { continue }
                var line = "        \(written.contains("about") ? "rotate" : name) \(written)"
                if g.chance(0.3) { line += " { delay \(n(g.between(0, 0.3)))s duration \(n(g.between(0.1, 0.8)))s \(pacing(&g)) }" }
                lines.append(line)
            }
            if g.chance(0.3), actor != followedInPush { lines.append("        shade linear(black(50%), clear) opacity 0 -> 1") }
            lines.append("    }")
        }
        lines.append("    reverse auto")
        lines.append("    interactive pop { gesture \(g.pick(["edge-pan(left)", "pan(right)"])) complete-at \(Int(g.between(10, 90)))%"
                     + (g.chance(0.5) ? " flick \(Int(g.between(100, 1500)))pt/s" : "") + (following ? "" : " }"))
        if let followed {
            let tracks = [
                "scale 1 -> \(n(g.between(0.3, 1.5))) over \(n(g.between(50, 600)))pt",
                "corner-radius \(n(g.between(0, 10))) -> \(n(g.between(0, 60))) over \(n(g.between(50, 600)))pt",
                "opacity 1 -> \(n(g.unit())) over \(n(g.between(50, 600)))pt",
                "rotate 0deg -> \(n(g.between(-30, 30)))deg over \(n(g.between(50, 600)))pt",
            ].filter { _ in g.chance(0.5) }
            lines.append("        follow \(followed)" + (tracks.isEmpty ? "" : " { " + tracks.joined(separator: "  ") + " }"))
            if g.chance(0.7) { lines.append("        release spring damping \(n(g.between(0.3, 1))) duration \(n(g.between(0.1, 1)))s") }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
