import TransIR
import TransRuntime

/// How UIKit and Core Animation play a program, decided once from its IR: which animations run,
/// on which animator with which timing (curve control points or spring parameters, duration,
/// delay), as the program's keyframes or as key frames sampled at the display rate (the bound is
/// `sampleRate`'s), and with which values. Values are the program's own: a track's keyframe
/// values are IR expressions over the inputs, named here by track, so the UIKit generator
/// translates them to Swift and the embedded animator evaluates them with the runtime. The
/// generator prints the plan as source; the embedded animator builds it as live objects.
public struct AnimationPlan: Sendable, Equatable {
    /// Whether one `UIViewPropertyAnimator` runs everything, so the transition can be
    /// interrupted: decided over every operation of a transition (`isInterruptible(transition:)`);
    /// otherwise one animation per timing, each started after its delay.
    public let interruptible: Bool
    /// Whether every animated track and shade is sampled: in the one property animator, or where the
    /// transition is not interruptible, each set in an animation of its own (`samplesEverything(_:interruptible:)`).
    public let samplesEverything: Bool
    /// The layers whose `hidden` is played as their alpha (`hiddenByAlpha`), and of those, the ones
    /// whose opacity is animated too (`hiddenOverOpacity`).
    public let hiddenByAlpha: [Int], hiddenOverOpacity: [Int]
    /// Whether a mask is a mask view whose geometry the key frames change: where the one property
    /// animator's key frames play everything (`samplesEverything`), since UIView animations change a
    /// view's geometry and not a shape layer's path; else a shape layer whose path Core Animation
    /// animates (`MaskAnimation`).
    public let masksByView: Bool
    /// What UIKit times as written: one animation per timing, in the order the timings first appear.
    public let groups: [TimingGroup]
    /// What UIKit cannot time together or state, sampled: the tracks' sets (`sampledSets`), then the shades.
    public let sampledSets: [SampledSet], sampledShades: [SampledSet]
    /// Where `interruptible`: the one property animator, which plays the first group's changes
    /// (there is at most one) and the sampled key frames, scaled to its duration.
    public let oneAnimator: PlannedAnimator?

    /// The plan of a program; `interruptible` is its transition's (`isInterruptible(transition:)`),
    /// since one animator class runs all its operations.
    public init(_ program: TransitionProgram, interruptible: Bool) {
        self.interruptible = interruptible
        let everything = Self.samplesEverything(program, interruptible: interruptible)
        samplesEverything = everything
        hiddenByAlpha = Self.hiddenByAlpha(program, everything: everything)
        hiddenOverOpacity = Self.hiddenOverOpacity(program, everything: everything)
        masksByView = everything
        let windows = program.trackWindows
        let hidden = hiddenByAlpha
        let sets = Self.sampledSets(program, everything: everything)
        let sampledTracks = Set(sets.joined().joined())

        // The animations UIKit times as written, one per timing.
        // Shades are sampled where everything is, or where UIKit cannot pace them as written.
        let shadeIndices = program.shades.indices.filter { index in
            program.shades[index].opacity.count > 1 && (everything || Self.needsSampling(Self.shadeTrack(program.shades[index])))
        }
        groups = Self.groups(program, tracks: program.tracks.indices.filter { program.tracks[$0].keyframes.count > 1 && !sampledTracks.contains($0) },
                             shades: program.shades.indices.filter { program.shades[$0].opacity.count > 1 && !shadeIndices.contains($0) },
                             interruptible: interruptible)

        sampledSets = sets.map { set in
            SampledSet(program, source: .tracks(set), windows: set.map { $0.map { windows[$0] } }, hiddenByAlpha: hidden, separate: !interruptible)
        }
        sampledShades = shadeIndices.map { index in
            SampledSet(program, source: .shade(index), windows: [[.always]], hiddenByAlpha: hidden, separate: !interruptible)
        }
        if interruptible {
            // No group but sampled sets (`isInterruptible`), or one group and none.
            oneAnimator = groups.first.map { PlannedAnimator.oneAnimator($0.timing) }
                ?? PlannedAnimator(duration: program.duration, delay: 0, kind: .linear)
        } else {
            oneAnimator = nil
        }
    }

    /// Tracks and shades grouped by timing, one group per timing in the order the timings first appear.
    static func groups(_ program: TransitionProgram, tracks: [Int], shades: [Int], interruptible: Bool) -> [TimingGroup] {
        var timings: [TrackTiming] = [], members: [(tracks: [Int], shades: [Int])] = []
        func group(_ timing: TrackTiming) -> Int {
            if let index = timings.firstIndex(of: timing) { return index }
            timings.append(timing)
            members.append(([], []))
            return timings.count - 1
        }
        for index in tracks { members[group(program.tracks[index].timing)].tracks.append(index) }
        for index in shades { members[group(program.shades[index].timing)].shades.append(index) }
        return zip(timings, members).map { timing, member in
            TimingGroup(program, timing: timing, tracks: member.tracks, shades: member.shades, interruptible: interruptible)
        }
    }

    /// Where `playsExactlyInTimedAnimators`: every animated track and shade, one group per timing,
    /// each with an animator of its own started after its delay. Empty otherwise.
    public static func timedGroups(_ program: TransitionProgram) -> [TimingGroup] {
        guard playsExactlyInTimedAnimators(program) else { return [] }
        return groups(program, tracks: program.tracks.indices.filter { program.tracks[$0].keyframes.count > 1 },
                      shades: program.shades.indices.filter { program.shades[$0].opacity.count > 1 }, interruptible: false)
    }

    /// A shade's opacity as a track of its view's, for the sampler, which sets the shade view's alpha with it.
    public static func shadeTrack(_ shade: ShadeSpec) -> TrackSpec {
        TrackSpec(layer: shade.layer, property: .opacity, keyframes: shade.opacity, axis: nil, timing: shade.timing, origin: shade.origin)
    }
}

/// A curve UIView animations name (`UIView.AnimationOptions`).
public enum UIViewCurve: Sendable, Equatable {
    case easeInOut, easeIn, easeOut, linear
}

/// The animator that plays a set of view changes, and its timing.
public struct PlannedAnimator: Sendable, Equatable {
    /// Seconds it runs: the track's active duration, or for a spring its settling duration, since
    /// UIKit runs a spring given by mass, stiffness and damping until it settles, whatever duration
    /// the animator states (`UISpringTimingParameters`); the interpreter lands exactly there, UIKit
    /// within 0.1 % of the distance.
    public let duration: Double
    /// Seconds before it starts.
    public let delay: Double
    public let kind: Kind

    public enum Kind: Sendable, Equatable {
        /// `UIView.animate` with a named curve, or `UIView.animateKeyframes` paced by it where the
        /// group is keyframed (linear between key frames).
        case viewAnimation(UIViewCurve)
        /// A property animator on a cubic curve's control points.
        case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
        /// A property animator running the runtime's spring exactly, whatever form it was written in
        /// (a damping ratio's stiffness for a duration is the runtime's, which UIKit does not document).
        case spring(DampedSpring)
        /// A property animator with a linear curve (the one animator of a transition whose tracks are
        /// all sampled, or whose curve its key frames pace).
        case linear
        /// What UIKit cannot play so: the target refuses it, saying what.
        case inexpressible(String)
    }

    public init(duration: Double, delay: Double, kind: Kind) {
        (self.duration, self.delay, self.kind) = (duration, delay, kind)
    }

    /// The animator of a group of its own (not the one interruptible animator): a UIView animation
    /// where the curve is a named one, else a property animator, which takes no keyframes.
    static func separate(_ timing: TrackTiming, keyframed: Bool) -> PlannedAnimator {
        switch timing.pacing {
        case .curve(let curve):
            if let named = AnimationPlan.namedCurve(curve) {
                return PlannedAnimator(duration: timing.activeDuration, delay: timing.delay, kind: .viewAnimation(named))
            }
            // No `.trans` file reaches `.inexpressible` here or below: a track or shade whose pacing UIKit
            // cannot state (steps(), linear(), more than two keyframes on an unnamed curve or a spring) is
            // sampled (`needsSampling`), and the sampler's own key frames are linear; every group that
            // arrives keyframed has a named curve. Hand-built IR gets the located diagnostic.
            guard case .cubicBezier(let x1, let y1, let x2, let y2) = curve, !keyframed else {
                return PlannedAnimator(duration: timing.activeDuration, delay: timing.delay,
                                       kind: .inexpressible(keyframed ? "keyframes paced by this curve" : "a steps() or linear() curve"))
            }
            return PlannedAnimator(duration: timing.activeDuration, delay: timing.delay, kind: .cubic(x1: x1, y1: y1, x2: x2, y2: y2))
        case .spring(let spring):
            if keyframed { return PlannedAnimator(duration: timing.activeDuration, delay: timing.delay, kind: .inexpressible("keyframes paced by a spring")) }
            return .spring(spring, timing)
        }
    }

    /// The one property animator with a timing's curve or spring (a steps() or linear() curve's
    /// tracks are sampled in its key frames, so it runs linear).
    static func oneAnimator(_ timing: TrackTiming) -> PlannedAnimator {
        switch timing.pacing {
        case .curve(.cubicBezier(let x1, let y1, let x2, let y2)):
            PlannedAnimator(duration: timing.activeDuration, delay: timing.delay, kind: .cubic(x1: x1, y1: y1, x2: x2, y2: y2))
        case .spring(let spring): .spring(spring, timing)
        case .curve(.steps), .curve(.piecewiseLinear): PlannedAnimator(duration: timing.activeDuration, delay: timing.delay, kind: .linear)
        }
    }

    static func spring(_ spring: SpringTiming, _ timing: TrackTiming) -> PlannedAnimator {
        let model = AnimationPlan.springModel(spring, duration: timing.activeDuration)
        return PlannedAnimator(duration: model.settlingDuration, delay: timing.delay, kind: .spring(model))
    }
}

/// Tracks and shades on one timing, which UIKit plays as written.
public struct TimingGroup: Sendable, Equatable {
    public let timing: TrackTiming
    /// The view property tracks (indices into `tracks`), in program order.
    public let viewTracks: [Int]
    /// The shades (indices into `shades`) whose opacity it animates.
    public let shades: [Int]
    /// Whether the view changes go through key frames: a track or shade with more than two keyframes.
    public let keyframed: Bool
    /// What plays the view tracks and shades, nil with none; nil too in the one interruptible
    /// animator, which plays them itself (`AnimationPlan.oneAnimator`).
    public let animator: PlannedAnimator?
    /// The masks, which Core Animation animates (UIView animations cannot), each its own animation.
    public let masks: [MaskAnimation]

    init(_ program: TransitionProgram, timing: TrackTiming, tracks: [Int], shades: [Int], interruptible: Bool) {
        self.timing = timing
        viewTracks = tracks.filter { program.tracks[$0].property != .mask }
        self.shades = shades
        keyframed = viewTracks.contains { program.tracks[$0].keyframes.count > 2 } || shades.contains { program.shades[$0].opacity.count > 2 }
        animator = interruptible || (viewTracks.isEmpty && shades.isEmpty) ? nil : .separate(timing, keyframed: keyframed)
        masks = tracks.filter { program.tracks[$0].property == .mask }.map { MaskAnimation(program, track: $0, timing: timing) }
    }
}

/// A mask's path animated by Core Animation: from one path to the other where Core Animation can
/// pace it as written, else sampled (`AnimationPlan.maskNeedsSampling`).
public struct MaskAnimation: Sendable, Equatable {
    /// Index into `tracks`.
    public let track: Int
    /// Seconds it runs, and before it starts.
    public let duration: Double, delay: Double
    public let kind: Kind

    public enum Kind: Sendable, Equatable {
        /// `CABasicAnimation` with a cubic timing function.
        case basic(x1: Double, y1: Double, x2: Double, y2: Double)
        /// `CASpringAnimation` with the runtime's spring.
        case spring(DampedSpring)
        /// `CAKeyframeAnimation`, linear, key times evenly spaced, one path per display frame from
        /// the start (`AnimationPlan.frameCount` + 1 paths): each path's position along the keyframe
        /// values (segment index + weight in it), from the interpreter's progress.
        case sampled(positions: [Double])
    }

    init(_ program: TransitionProgram, track index: Int, timing: TrackTiming) {
        let track = program.tracks[index]
        (self.track, duration, delay) = (index, timing.activeDuration, timing.delay)
        let sampled = AnimationPlan.maskNeedsSampling(track)
        switch timing.pacing {
        case .curve(.cubicBezier(let x1, let y1, let x2, let y2)) where !sampled:
            kind = .basic(x1: x1, y1: y1, x2: x2, y2: y2)
        case .spring(let spring) where !sampled:
            kind = .spring(AnimationPlan.springModel(spring, duration: timing.activeDuration))
        case .curve, .spring:
            let frames = AnimationPlan.frameCount(timing.activeDuration)
            let prepared = PreparedTiming(track.timing)
            let segmentCurves = track.timing.segmentCurves(track.keyframes)?.map(PreparedCurve.init)
            kind = .sampled(positions: (0...frames).map { index in
                let time = timing.delay + timing.activeDuration * Double(index) / Double(frames)
                let (segment, weight) = KeyframeSegment.locate(offsets: track.keyframes.map(\.offset), segmentCurves: segmentCurves,
                                                               timing: prepared, at: time)
                return Double(segment) + weight
            })
        }
    }
}

/// Tracks (or a shade) UIKit cannot time together or state, played as one keyframe animation,
/// linear in time, with a key frame per display frame. Each of the tracks' sequences is one
/// property's tracks (one track, or several that follow one another, ordered by delay); their
/// keyframe values, one sequence's after another, are evaluated when the transition runs, and
/// where each key frame lies along them is decided here from the interpreter's progress
/// (`PreparedTiming`, `KeyframeSegment`: one definition).
public struct SampledSet: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// Sequences of tracks (indices into `tracks`).
        case tracks([[Int]])
        /// A shade's opacity (an index into `shades`; its track is `AnimationPlan.shadeTrack`).
        case shade(Int)
    }

    public let source: Source
    /// From the first track's delay, for as long as the last one ends after it (`sampledSpan`).
    public let start: Double, duration: Double
    /// Key frames: `AnimationPlan.frameCount(duration)`.
    public let frames: Int
    public let keys: Keys

    /// When the program is read for key frame `index` (1…frames): its display frame, but for the last
    /// one a time past the set's end, so that it is the end state itself (`start + duration` may fall an
    /// ulp short of a track's end, where a spring has not landed yet: it lands exactly at its end).
    public func readingTime(ofKeyFrame index: Int) -> Double {
        Self.readingTime(ofKeyFrame: index, start: start, duration: duration, frames: frames)
    }

    static func readingTime(ofKeyFrame index: Int, start: Double, duration: Double, frames: Int) -> Double {
        index == frames ? start + duration + 1 : start + duration * Double(index) / Double(frames)
    }

    /// Where the set is an animation of its own (not in the one interruptible animator): a linear
    /// keyframe animation over the set's span.
    public let animator: PlannedAnimator?

    public enum Keys: Sendable, Equatable {
        /// For each sequence, each key frame's (1…frames) position along the sequence's values: the
        /// keyframe index counted over the sequence, plus the weight towards the next.
        case positions([[Double]])
        /// A `hidden` sequence played as its view's alpha (`hiddenByAlpha`): a key frame of no
        /// duration at each time (seconds of the transition) the value changes, found from the
        /// interpreter's progress (the value index at each display frame, and the change bisected
        /// to 1e-12 s between two), so the view disappears and shows at the interpreter's times,
        /// not faded over a frame; `values` index the sequence's values.
        case switches(times: [Double], values: [Int])
    }

    /// The tracks a source samples, one sequence after another.
    public static func sequences(_ source: Source, in program: TransitionProgram) -> [[TrackSpec]] {
        switch source {
        case .tracks(let sets): sets.map { $0.map { program.tracks[$0] } }
        case .shade(let index): [[AnimationPlan.shadeTrack(program.shades[index])]]
        }
    }

    init(_ program: TransitionProgram, source: Source, windows: [[TrackWindow]], hiddenByAlpha: [Int], separate: Bool) {
        self.source = source
        let sequences = Self.sequences(source, in: program)
        let (start, duration) = AnimationPlan.sampledSpan(Array(sequences.joined()))
        let frames = AnimationPlan.frameCount(duration)
        (self.start, self.duration, self.frames) = (start, duration, frames)
        animator = separate ? PlannedAnimator(duration: duration, delay: start, kind: .viewAnimation(.linear)) : nil
        let timings = sequences.map { $0.map { PreparedTiming($0.timing) } }
        // Where a sequence is at a time: the track that decides then (the last one from its start
        // on), its keyframe segment and the weight in it, counted over the sequence's values.
        func position(_ set: Int, at time: Double) -> Double {
            let sequence = sequences[set]
            let decides = sequence.indices.last { windows[set][$0].governs(at: time) } ?? sequence.count - 1
            let track = sequence[decides]
            let firstKey = sequence[..<decides].map(\.keyframes.count).reduce(0, +)
            let (segment, weight) = KeyframeSegment.locate(offsets: track.keyframes.map(\.offset),
                                                           segmentCurves: track.timing.segmentCurves(track.keyframes)?.map(PreparedCurve.init),
                                                           timing: timings[set][decides], at: time)
            return Double(firstKey + segment) + weight
        }
        if case .tracks = source, sequences.count == 1, sequences[0][0].property == .hidden, hiddenByAlpha.contains(sequences[0][0].layer) {
            let count = sequences[0].map(\.keyframes.count).reduce(0, +)
            func index(at time: Double) -> Int { min(Int(position(0, at: time)), count - 1) }
            var times: [Double] = [], values: [Int] = []
            var (previousTime, previous) = (start, index(at: start))
            for frame in 1...frames {
                let time = start + duration * Double(frame) / Double(frames)
                let current = index(at: time)
                if current != previous {
                    var (low, high) = (previousTime, time)
                    while high - low > 1e-12 {
                        let middle = (low + high) / 2
                        if index(at: middle) == previous { low = middle } else { high = middle }
                    }
                    times.append(high)
                    values.append(current)
                }
                (previousTime, previous) = (time, current)
            }
            keys = .switches(times: times, values: values)
        } else {
            keys = .positions(sequences.indices.map { set in
                (1...frames).map { index in
                    position(set, at: Self.readingTime(ofKeyFrame: index, start: start, duration: duration, frames: frames))
                }
            })
        }
    }
}
