import TransDiagnostics
import TransSyntax

extension Property {
    /// The parts of a view's state a track of this property writes; two tracks of one view
    /// conflict when they share a part at overlapping times.
    func channels(rotatesAboutAxis: Bool) -> [String] {
        switch self {
        case .frame: ["position", "size"]
        case .translate: ["translate-x", "translate-y"]
        case .scale: ["scale-x", "scale-y"]
        case .rotate: rotatesAboutAxis ? ["rotate-x", "rotate-y", "rotate-z"] : ["rotate-z"]
        case .rotateZ: ["rotate-z"]
        default: [rawValue]
        }
    }
}

extension Checker {
    /// Reports two tracks that write one part of one view at overlapping times.
    mutating func checkOverlaps(_ transition: CheckedTransition) {
        struct Claim {
            var start: Double
            var end: Double
            var property: String
            var range: SourceRange
        }
        var claims: [Actor: [String: [Claim]]] = [:]
        func interval(_ keyframes: Int, _ timing: TrackTiming) -> (Double, Double) {
            // A single value holds for the whole transition.
            if keyframes == 1 { return (0, .infinity) }
            return (timing.delay, timing.duration.map { timing.delay + $0 } ?? .infinity)
        }
        var entries: [(Actor, [String], (Double, Double), String, SourceRange)] = []
        for track in transition.tracks {
            entries.append((track.actor, track.property.channels(rotatesAboutAxis: track.axis != nil),
                            interval(track.keyframes.count, track.timing), track.property.rawValue, track.range))
        }
        for shade in transition.shades {
            entries.append((shade.actor, ["shade"], interval(shade.opacity.count, shade.timing), "shade", shade.range))
        }
        for (actor, channels, (start, end), property, range) in entries {
            var reported = false
            for channel in channels {
                let earlier = claims[actor, default: [:]][channel, default: []]
                if !reported, let other = earlier.first(where: { $0.start < end && start < $0.end }) {
                    report(.overlappingTracks(property, of: actor.description), at: range,
                           notes: [Note("'\(other.property)' is animated here", at: other.range)])
                    reported = true
                }
                claims[actor, default: [:]][channel, default: []].append(Claim(start: start, end: end, property: property, range: range))
            }
        }
    }
}
