import TransIR

/// What UIKit and Core Animation can play as the program states it, and what they play sampled
/// at the display rate: the rules `AnimationPlan` is decided by.
extension AnimationPlan {
    /// Key frames a second: ProMotion's display rate. Between two key frames UIKit interpolates
    /// linearly, so a value is off its curve by at most h²/8 · max|v″| with h = 1/120 s; at the
    /// key frames themselves it is exact.
    public static let sampleRate = 120.0

    /// The key frames a sampled span of `duration` seconds has: one per display frame, at least one.
    public static func frameCount(_ duration: Double) -> Int { max(1, Int((duration * sampleRate).rounded(.up))) }

    /// Whether a property is a part of its view's transform, which UIKit animates as one matrix.
    public static func isTransform(_ property: Property) -> Bool {
        if case .transform = property.traits.part { return true }
        return false
    }

    /// Whether one `UIViewPropertyAnimator` can run the whole program, so the animator can be interruptible:
    /// one timing without delay, curves or springs, no masks and no keyframes beyond two; or
    /// only sampled tracks, whose key frames run in a linear animator over the whole program; or
    /// nothing animated but the timeline itself (views may follow the finger).
    public static func isInterruptible(_ program: TransitionProgram) -> Bool {
        if samplesEverything(program) { return true }
        if animatesNothing(program) { return true }
        let sampled = Set(sampledSets(program, everything: false).joined().joined())
        guard !sampled.isEmpty else { return runsExactlyInOneAnimator(program) }
        let animated = program.tracks.indices.filter { program.tracks[$0].keyframes.count > 1 && !sampled.contains($0) }
        return animated.isEmpty && program.shades.allSatisfy { $0.opacity.count <= 1 }
    }

    /// Whether no track and no shade of the program changes over its timeline.
    public static func animatesNothing(_ program: TransitionProgram) -> Bool {
        !program.tracks.contains { $0.keyframes.count > 1 } && !program.shades.contains { $0.opacity.count > 1 }
    }

    /// The UIView curve a cubic curve is, if its control points are a named one.
    public static func namedCurve(_ curve: TimingCurve) -> UIViewCurve? {
        switch curve {
        case .cubicBezier(0.42, 0, 0.58, 1): .easeInOut
        case .cubicBezier(0.42, 0, 1, 1): .easeIn
        case .cubicBezier(0, 0, 0.58, 1): .easeOut
        case .cubicBezier(0, 0, 1, 1): .linear
        default: nil
        }
    }

    /// The spring the runtime runs, as mass, stiffness, damping and velocity.
    public static func springModel(_ spring: SpringTiming, duration: Double) -> DampedSpring {
        switch spring {
        case .dampingRatio(let damping, let velocity): DampedSpring.uiKit(duration: duration, dampingRatio: damping, velocity: velocity)
        case .physical(let m, let k, let c, let v): DampedSpring(mass: m, stiffness: k, damping: c, velocity: v)
        case .bounce(let bounce, let velocity): DampedSpring.bounce(duration: duration, bounce: bounce, velocity: velocity)
        }
    }

    /// Whether Core Animation cannot pace a mask as written from one path to the other: more than
    /// two keyframes, a curve per segment, or a steps() or linear() curve.
    public static func maskNeedsSampling(_ track: TrackSpec) -> Bool {
        if track.keyframes.count > 2 || track.timing.segmentCurves(track.keyframes) != nil { return true }
        switch track.timing.pacing {
        case .curve(.steps), .curve(.piecewiseLinear): return true
        case .curve(.cubicBezier), .spring: return false
        }
    }

    /// Whether a transition's animator (one class runs all its operations' programs) is interruptible:
    /// where every program can run in one property animator (`isInterruptible`), unless nobody can
    /// grab the transition and sampling would cost exactness. A transition without a gesture cannot be
    /// scrubbed, caught or interrupted, so where a program cannot run exactly in one animator but
    /// UIKit plays each program in one animation per timing (`playsInTimedAnimators`), it plays them
    /// so, curves and springs exact, rather than sample everything into one linear animator. Where
    /// every program runs exactly in one animator, that animator stays: exact and interruptible.
    public static func isInterruptible(transition programs: [TransitionProgram]) -> Bool {
        guard programs.allSatisfy(isInterruptible) else { return false }
        if programs.allSatisfy(runsExactlyInOneAnimator) { return true }
        return programs.contains { !$0.interactions.isEmpty } || !programs.allSatisfy(playsInTimedAnimators)
    }

    /// Whether UIKit plays the program as the interpreter does with one animation per timing, each
    /// started after its delay, where no animator must run it all: exactly where every track plays
    /// as written (`playsExactlyInTimedAnimators`); besides that, a mask is Core Animation's own
    /// animation in its timing's group (sampled where Core Animation cannot pace it,
    /// `MaskAnimation`), and what UIKit cannot time together or state (`sampledSets`) is sampled, each
    /// set in a keyframe animation of its own over its span, within the sampling bound. Not where a
    /// view's `hidden` is animated (only the one animator's key frames play it, as the alpha), a shade
    /// has more than two keyframes on a curve UIKit names, a view's frame, position, size or anchor
    /// are on different timings or partly sampled (the animations would replace one another's), its
    /// mask moves beside its frame (a path is placed once, a mask at every instant by the frame), or
    /// the last animation ends before the transition does (completion follows the last one).
    public static func playsInTimedAnimators(_ program: TransitionProgram) -> Bool {
        let tracks = program.tracks
        let animated = tracks.indices.filter { tracks[$0].keyframes.count > 1 }
        let shades = program.shades.filter { $0.opacity.count > 1 }
        let timings = animated.map { tracks[$0].timing } + shades.map(\.timing)
        guard let end = timings.map({ $0.delay + $0.activeDuration }).max(), abs(end - program.duration) < 1e-9 else { return false }
        let sampled = Set(sampledSets(program, everything: false).joined().joined())
        guard animated.allSatisfy({ tracks[$0].property != .hidden
                  && (sampled.contains($0) || tracks[$0].property == .mask || playsAsWritten(tracks[$0], in: program)) }),
              shades.allSatisfy({ $0.opacity.count == 2 || needsSampling(shadeTrack($0)) }) else { return false }
        func isGeometry(_ property: Property) -> Bool {
            if case .geometry = property.traits.part { return true }
            return false
        }
        return program.layers.indices.allSatisfy { layer in
            let geometry = animated.filter { tracks[$0].layer == layer && isGeometry(tracks[$0].property) }
            // A mask is placed by the view's untransformed frame at every instant; Core Animation's path
            // animation is placed once, so a view whose mask and frame both move is sampled.
            if !geometry.isEmpty, animated.contains(where: { tracks[$0].layer == layer && tracks[$0].property == .mask }) { return false }
            let timed = animated.filter { tracks[$0].layer == layer && !sampled.contains($0) }
            // `sampledSets` samples all of a view's transform parts together where they are on different timings.
            return [isTransform, isGeometry].allSatisfy { part in
                let own = timed.filter { part(tracks[$0].property) }
                return own.allSatisfy { tracks[$0].timing == tracks[own[0]].timing }
            } && (geometry.allSatisfy(sampled.contains) || !geometry.contains(where: sampled.contains))
        }
    }

    /// Whether the plan samples every animated track and shade (`samplesEverything`): in the one
    /// interruptible animator; in a transition that is not interruptible, only where UIKit cannot play
    /// the program in an animation per timing (`playsInTimedAnimators`), each sampled set then an
    /// animation of its own.
    public static func samplesEverything(_ program: TransitionProgram, interruptible: Bool) -> Bool {
        samplesEverything(program) && (interruptible || !playsInTimedAnimators(program))
    }

    /// The tracks the UIKit target samples in a transition that is interruptible or not (see
    /// `samplesEverything(_:interruptible:)` and the sets below).
    public static func sampledSets(_ program: TransitionProgram, interruptible: Bool) -> [[[Int]]] {
        sampledSets(program, everything: samplesEverything(program, interruptible: interruptible))
    }

    /// The tracks the UIKit target samples (as indices into `program.tracks`), in sets each played
    /// as one animation, each set a list of sequences (see `SampledSet`): tracks in sequence
    /// on one property, since UIKit lets a later animation of a property replace an earlier one;
    /// and all of one view's transform tracks where they are on different timings or one of them
    /// is in a sequence, since the view's one transform matrix is what UIKit animates, or where the
    /// view has its own perspective (`hasOwnPerspective`).
    /// `everything`: whether every animated track is sampled (`samplesEverything(_:interruptible:)`).
    static func sampledSets(_ program: TransitionProgram, everything sampleAll: Bool) -> [[[Int]]] {
        let tracks = program.tracks
        var sets: [[[Int]]] = program.trackSequences.map { [$0] }
        let animated = tracks.indices.filter { tracks[$0].keyframes.count > 1 }
        // A track whose pacing UIKit cannot state, alone; every track, where the program cannot run
        // exactly in one property animator but can run sampled in it (so it stays interruptible).
        let sequenced = Set(program.trackSequences.joined())
        sets += animated.filter { !sequenced.contains($0) && (sampleAll || needsSampling(tracks[$0])) }.map { [[$0]] }
        for layer in program.layers.indices {
            let transforms = animated.filter { tracks[$0].layer == layer && isTransform(tracks[$0].property) }
            guard let first = transforms.first else { continue }
            let owned = sets.filter { $0.joined().contains(where: transforms.contains) }
            guard !owned.isEmpty || transforms.contains(where: { tracks[$0].timing != tracks[first].timing })
                || hasOwnPerspective(program, layer: layer) || hasTransformList(program, layer: layer) else { continue }
            // The view's sequences, and each of its other transform tracks alone, in program order.
            let sequences = owned.joined()
            let alone = transforms.filter { index in !sequences.contains { $0.contains(index) } }.map { [$0] }
            sets.removeAll { $0.joined().contains(where: transforms.contains) }
            sets.append((Array(sequences) + alone).sorted { $0[0] < $1[0] })
        }
        // A view whose anchor moves beside its frame, size or position: those tracks in one set, the
        // anchor first in each key frame, since moving the anchor moves the position by the bounds it
        // finds, which must be that key frame's and not the last one's a separate loop has set.
        // Likewise a view whose mask moves beside them: the mask last, since a mask is placed by the
        // view's untransformed frame at that instant (`transcShowMask` reads it), which must be that
        // key frame's too.
        for layer in program.layers.indices {
            let placing = animated.filter { tracks[$0].layer == layer && [.frame, .size, .position, .anchor].contains(tracks[$0].property) }
            let masks = animated.filter { tracks[$0].layer == layer && tracks[$0].property == .mask }
            let movesAnchor = placing.count > 1 && placing.contains(where: { tracks[$0].property == .anchor })
            guard movesAnchor || (!placing.isEmpty && !masks.isEmpty) else { continue }
            let together = placing + masks
            let owned = sets.filter { $0.joined().contains(where: together.contains) }
            guard !owned.isEmpty else { continue }
            let sequences = owned.joined()
            let alone = together.filter { index in !sequences.contains { $0.contains(index) } }.map { [$0] }
            sets.removeAll { $0.joined().contains(where: together.contains) }
            let order = { (sequence: [Int]) in
                (tracks[sequence[0]].property == .anchor ? 0 : tracks[sequence[0]].property == .mask ? 2 : 1, sequence[0])
            }
            sets.append((Array(sequences) + alone).sorted { order($0) < order($1) })
        }
        // A view whose `hidden` and opacity are both animated: one set, the opacity first (`hiddenOverOpacity`).
        for layer in hiddenOverOpacity(program, everything: sampleAll) {
            let fading = animated.filter { tracks[$0].layer == layer && [.opacity, .hidden].contains(tracks[$0].property) }
            let owned = sets.filter { $0.joined().contains(where: fading.contains) }
            let sequences = owned.joined()
            let alone = fading.filter { index in !sequences.contains { $0.contains(index) } }.map { [$0] }
            sets.removeAll { $0.joined().contains(where: fading.contains) }
            let opacityFirst = { (sequence: [Int]) in (tracks[sequence[0]].property == .opacity ? 0 : 1, sequence[0]) }
            sets.append((Array(sequences) + alone).sorted { opacityFirst($0) < opacityFirst($1) })
        }
        return sets.filter { sampledSpan($0.joined().map { tracks[$0] }).duration > 0 }
    }

    /// Whether every animated track and shade is played sampled, inside the one property animator:
    /// wherever the program cannot run exactly in one (several timings, delays, keyframes beyond
    /// two, a mask, steps()). Key frames carry what UIView animations can change: a mask as a mask
    /// view (`transcShowMask`), a colour mixed (`transcMixColors`), a shade as its view's alpha, and
    /// `hidden`, which no UIView animation changes, as the view's alpha (0 while hidden, put back to
    /// `isHidden` when the transition completes); on a view whose opacity is animated too, as a
    /// multiplier on the opacity's key frames (`hiddenOverOpacity`).
    /// The values stay the interpreter's at every key frame, within the sampling bound between, and
    /// the transition can be scrubbed, caught, and finished with the finger's velocity.
    public static func samplesEverything(_ program: TransitionProgram) -> Bool {
        let animated = program.tracks.filter { $0.keyframes.count > 1 }
        guard !animated.isEmpty || program.shades.contains(where: { $0.opacity.count > 1 }), !runsExactlyInOneAnimator(program) else { return false }
        return animated.allSatisfy { track in
            switch track.property.traits.type {
            case .number, .length, .angle, .point, .size, .rect, .factors, .shape, .color, .bool, .transformList: true
            }
        }
    }

    /// The layers whose `hidden` the key frames play as their alpha where every track is sampled (`everything`, see `samplesEverything`).
    public static func hiddenByAlpha(_ program: TransitionProgram, everything: Bool) -> [Int] {
        guard everything else { return [] }
        return Array(Set(program.tracks.filter { $0.property == .hidden && $0.keyframes.count > 1 }.map(\.layer))).sorted()
    }

    /// Of `hiddenByAlpha`, the layers whose opacity is animated too: their alpha carries both, the
    /// opacity's value at each key frame, or 0 where the view is hidden then. The two are sampled
    /// in one set (`sampledSets`), the opacity first in each key frame, so that the view is hidden
    /// over the opacity that key frame gives it; a switch between two key frames fades the alpha
    /// over that one display frame (1/120 s), where alone `hidden` switches at its exact time.
    public static func hiddenOverOpacity(_ program: TransitionProgram, everything: Bool) -> [Int] {
        hiddenByAlpha(program, everything: everything).filter { layer in program.tracks.contains { $0.layer == layer && $0.property == .opacity && $0.keyframes.count > 1 } }
    }

    /// Whether one `UIViewPropertyAnimator` runs the program exactly as written: every animated track
    /// and shade on one timing that starts at once and lasts the whole transition, paced by a curve
    /// or spring UIKit states, with no mask, no tracks in sequence, no keyframes beyond two, and no
    /// animated `hidden` (which key frames play as the view's alpha). Not a spring where a gesture
    /// scrubs the program: UIKit runs a spring's animator until the spring settles, past the
    /// program's duration, so the animator's `fractionComplete` is a fraction of that longer time
    /// and would not show the timeline at the gesture's progress.
    public static func runsExactlyInOneAnimator(_ program: TransitionProgram) -> Bool {
        let animated = program.tracks.filter { $0.keyframes.count > 1 }
        let shades = program.shades.filter { $0.opacity.count > 1 }
        let timings = animated.map(\.timing) + shades.map(\.timing)
        guard let timing = timings.first, timings.allSatisfy({ $0 == timing }), timing.delay == 0,
              timing.activeDuration == program.duration, program.trackSequences.isEmpty else { return false }
        switch timing.pacing {
        case .curve(.steps), .curve(.piecewiseLinear): return false
        case .spring: if !program.interactions.isEmpty { return false }
        case .curve(.cubicBezier): break
        }
        return animated.allSatisfy { playsAsWritten($0, in: program) } && !shades.contains { $0.opacity.count > 2 }
    }

    /// Whether a view animation moves a track from its first keyframe to its second as the
    /// interpreter does: two keyframes, no mask, pacing UIKit states (`needsSampling`), no `hidden`
    /// (set at once inside an animation: sampled, as the view's alpha), and no transform part of a
    /// view with its own perspective or a transform list.
    static func playsAsWritten(_ track: TrackSpec, in program: TransitionProgram) -> Bool {
        !(track.property == .mask || track.keyframes.count > 2 || needsSampling(track) || track.property == .hidden
            || (isTransform(track.property) && (hasOwnPerspective(program, layer: track.layer) || hasTransformList(program, layer: track.layer))))
    }

    /// Whether UIKit plays the program exactly with one animator per timing, each started after its
    /// delay (`timedGroups`): every animated track plays as written (`playsAsWritten`), no track is in
    /// a sequence (a later animation of a property would replace the earlier one), shades have two
    /// keyframes and a pacing UIKit states, each view's transform parts are on one timing (UIKit
    /// animates the one matrix) and so are its frame, position, size and anchor (which move one frame
    /// together), and the last animation ends when the transition does.
    public static func playsExactlyInTimedAnimators(_ program: TransitionProgram) -> Bool {
        let animated = program.tracks.filter { $0.keyframes.count > 1 }
        let shades = program.shades.filter { $0.opacity.count > 1 }
        let timings = animated.map(\.timing) + shades.map(\.timing)
        guard let end = timings.map({ $0.delay + $0.activeDuration }).max(), abs(end - program.duration) < 1e-9,
              program.trackSequences.isEmpty, animated.allSatisfy({ playsAsWritten($0, in: program) }),
              shades.allSatisfy({ $0.opacity.count == 2 && !needsSampling(shadeTrack($0)) }) else { return false }
        func isGeometry(_ property: Property) -> Bool {
            if case .geometry = property.traits.part { return true }
            return false
        }
        return program.layers.indices.allSatisfy { layer in
            [isTransform, isGeometry].allSatisfy { part in
                let own = animated.filter { $0.layer == layer && part($0.property) }
                return own.allSatisfy { $0.timing == own[0].timing }
            }
        }
    }

    /// Whether a view has its own perspective (a `perspective` track). Core Animation interpolates
    /// a transform with perspective by decomposing it, and not part by part as the interpreter
    /// moves a rotation or a distance, so all of such a view's animated transform tracks are
    /// sampled: between two key frames 1/120 s apart any interpolation of the two matrices stays
    /// within the sampling bound.
    public static func hasOwnPerspective(_ program: TransitionProgram, layer: Int) -> Bool {
        program.tracks.contains { $0.layer == layer && $0.property == .perspective }
    }

    /// Whether a view has a transform list (a `transform` track). Core Animation interpolates the
    /// list's matrix by decomposing it, where a whole turn is no change, and not function by
    /// function as the list says, so its tracks are sampled, as a view's own perspective is.
    public static func hasTransformList(_ program: TransitionProgram, layer: Int) -> Bool {
        program.tracks.contains { $0.layer == layer && $0.property == .transform }
    }

    /// Whether UIKit cannot play a view property track as written: a rotation of half a turn or
    /// more, keyframes with a curve per segment, a steps() or linear() curve, or more than two keyframes paced by a spring or by a cubic curve that is not a named UIKit
    /// curve (UIView keyframes take one named curve for the whole animation). Masks are
    /// animated by Core Animation (`MaskAnimation`), which samples them itself.
    public static func needsSampling(_ track: TrackSpec) -> Bool {
        guard track.property != .mask else { return false }
        if turnsHalfATurnOrMore(track) || track.timing.segmentCurves(track.keyframes) != nil { return true }
        switch track.timing.pacing {
        case .curve(.steps), .curve(.piecewiseLinear): return true
        case .curve(let curve): return track.keyframes.count > 2 && namedCurve(curve) == nil
        case .spring: return track.keyframes.count > 2
        }
    }

    /// Whether a rotation turns by half a turn or more between two keyframes, or by an angle
    /// known only when the transition runs. UIKit animates the view's transform matrix, where a
    /// whole turn is no change and a half turn goes either way, so such a track is sampled: at
    /// 120 key frames a second each turns far less than half a turn, and UIKit's interpolation
    /// between two (along the shortest arc) keeps the direction and the turns.
    public static func turnsHalfATurnOrMore(_ track: TrackSpec) -> Bool {
        guard track.property.traits.type == .angle else { return false }
        let angles = track.keyframes.map { $0.value.constantValue?.scalar }
        return zip(angles, angles.dropFirst()).contains { a, b in
            guard let a, let b else { return true }
            return abs(b - a) >= .pi
        }
    }

    /// When a sampled animation runs: from the first track's delay to the last one's end.
    public static func sampledSpan(_ tracks: [TrackSpec]) -> (start: Double, duration: Double) {
        let start = tracks.map(\.timing.delay).min() ?? 0
        let end = tracks.map { $0.timing.delay + $0.timing.activeDuration }.max() ?? 0
        return (start, end - start)
    }
}
