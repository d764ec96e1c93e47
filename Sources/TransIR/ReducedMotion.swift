/// Reduce Motion. With the setting on, Apple asks apps to replace sliding, zooming and spinning
/// with a dissolve; so a transition plays a cross-fade of its own duration instead of its
/// tracks, unless its file says `reduce-motion full`. The cross-fade is one definition, a
/// program → program function: the interpreter, and the UIKit code as a third run function
/// chosen by `UIAccessibility.isReduceMotionEnabled`, both play what it returns.

/// What `reduce-motion` says a transition does when Reduce Motion is on.
public enum ReduceMotionRule: String, CaseIterable, Sendable {
    /// A cross-fade of the transition's duration in place of its motion: the default, as UIKit's
    /// own transitions dissolve under Reduce Motion.
    case crossFade = "cross-fade"
    /// The transition as written, for one that has no motion to reduce (a fade, a dimming).
    case full
}

extension TransitionProgram {
    /// The program to run with Reduce Motion on or off.
    public func motion(reduced: Bool) -> TransitionProgram {
        reduced && reducesMotion ? crossFade() : self
    }

    /// Whether Reduce Motion changes what it plays: it is no cross-fade already and does not say `reduce-motion full`.
    public var reducesMotion: Bool {
        switch reduceMotion {
        case .crossFade: !isMotionReduced
        case .full: false
        }
    }

    /// The program as a cross-fade of its duration: the same layers, stacking, setup, completion,
    /// cancellation, kept views and gesture, with its tracks and shades replaced by one opacity
    /// track. Where the arriving view (`to`) is stacked above the leaving one it fades in over it;
    /// where it stays below (a pop or dismiss that uncovers it) the leaving view fades out above
    /// it. Snapshots, which stand for neither screen, fade out with the leaving side.
    public func crossFade() -> TransitionProgram {
        var faded = self
        faded.isMotionReduced = true
        faded.shades = []
        let timing = TrackTiming(delay: 0, duration: duration, pacing: .curve(.easeInOut))
        func fade(_ layer: Int, in fadesIn: Bool) -> TrackSpec {
            TrackSpec(layer: layer, property: .opacity,
                      keyframes: [KeyframeSpec(offset: 0, value: .scalar(fadesIn ? 0 : 1)), KeyframeSpec(offset: 1, value: .scalar(fadesIn ? 1 : 0))],
                      axis: nil, timing: timing, origin: origin)
        }
        let arriving = layers.firstIndex { $0.actor == .to }
        let leaving = layers.firstIndex { $0.actor == .from }
        var tracks: [TrackSpec] = []
        if let arriving, leaving.map({ arriving > $0 }) ?? true {
            tracks.append(fade(arriving, in: true))
        } else if let leaving {
            tracks.append(fade(leaving, in: false))
        }
        // Snapshots and pieces stand in for their views: they fade out as the views they picture.
        for (index, layer) in layers.enumerated() where layer.actor.pictured != nil { tracks.append(fade(index, in: false)) }
        let fading = Set(tracks.map(\.layer))
        faded.tracks = tracks + heldPlaces(excluding: fading, timing: timing)
        return faded
    }

    /// The motion is taken out, not the screens' places: every other animated property holds one
    /// value for the whole cross-fade, the arriving view's where it ends (a sheet fades in at its
    /// final frame, where its presentation keeps it) and every other layer's where it starts (a
    /// dismissed sheet fades out where it was). Of several tracks on one property, the one that
    /// governs at that moment gives the value (the last to begin at the end, the first before).
    func heldPlaces(excluding fading: Set<Int>, timing: TrackTiming) -> [TrackSpec] {
        var held: [TrackSpec] = []
        for track in tracks where !(track.property == .opacity && fading.contains(track.layer)) {
            guard !held.contains(where: { $0.layer == track.layer && $0.property == track.property && $0.axis == track.axis }) else { continue }
            let group = tracks.filter { $0.layer == track.layer && $0.property == track.property && $0.axis == track.axis }
            let atEnd = layers[track.layer].actor == .to
            let governing = atEnd
                ? group.last { candidate in !group.contains { $0.timing.delay > candidate.timing.delay } }
                : group.first { candidate in !group.contains { $0.timing.delay < candidate.timing.delay } }
            guard let governing, let keyframe = atEnd ? governing.keyframes.last : governing.keyframes.first else { continue }
            held.append(TrackSpec(layer: track.layer, property: track.property, keyframes: [KeyframeSpec(offset: 0, value: keyframe.value)],
                                  axis: track.axis, timing: timing, origin: track.origin))
        }
        return held
    }
}
