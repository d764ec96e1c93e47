import TransDiagnostics
import TransIR
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
    ///
    /// A transition has a handful of tracks, so a linear scan over earlier claims beats hashing.
    mutating func checkOverlaps(_ transition: CheckedTransition) {
        struct Claim {
            var actor: Actor
            var channels: [String]
            var start: Double
            var end: Double
            var property: String
            var range: SourceRange
        }
        func claim(_ actor: Actor, _ channels: [String], _ keyframes: Int, _ timing: TrackTiming, _ property: String,
                   _ range: SourceRange) -> Claim {
            // A single value holds for the whole transition.
            guard keyframes > 1 else { return Claim(actor: actor, channels: channels, start: 0, end: .infinity, property: property, range: range) }
            let end = timing.duration.map { timing.delay + $0 } ?? .infinity
            return Claim(actor: actor, channels: channels, start: timing.delay, end: end, property: property, range: range)
        }
        var claims: [Claim] = []
        claims.reserveCapacity(transition.tracks.count + transition.shades.count)
        for track in transition.tracks {
            claims.append(claim(track.actor, track.property.channels(rotatesAboutAxis: track.axis != nil),
                                track.keyframes.count, track.timing, track.property.rawValue, track.range))
        }
        for shade in transition.shades {
            claims.append(claim(shade.actor, ["shade"], shade.opacity.count, shade.timing, "shade", shade.range))
        }
        for (index, later) in claims.enumerated() {
            let conflict = claims[..<index].first { earlier in
                earlier.actor == later.actor && earlier.start < later.end && later.start < earlier.end
                    && earlier.channels.contains(where: later.channels.contains)
            }
            if let conflict {
                report(.overlappingTracks(later.property, of: later.actor.description), at: later.range,
                       notes: [Note("'\(conflict.property)' is animated here", at: conflict.range)])
            }
        }
    }
}
