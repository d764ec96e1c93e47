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
        for (index, layer) in layers.enumerated() {
            if case .snapshot = layer.actor { tracks.append(fade(index, in: false)) }
        }
        faded.tracks = tracks
        return faded
    }
}
