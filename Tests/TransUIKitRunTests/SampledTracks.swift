import Foundation
import TransAnimationPlan
import TransKit
import TransSwiftGen

/// What the UIKit code shows where it samples tracks at the display rate: the generator plays
/// what UIKit cannot time together or state (`AnimationPlan.sampledSets`) as key frames at
/// `AnimationPlan.sampleRate`, exact at each key frame, and UIKit interpolates between two.
/// The oracle is the interpreter at the two key frames around a time, mixed; it differs from
/// the interpreter itself by at most h²/8 · max|v″| (docs/timing.md). Opacities, positions,
/// anchors, sizes, translations and scales UIKit mixes linearly, as the oracle does. A rotation UIKit turns
/// along the shortest arc between the two key frames' rotations, where the oracle mixes the
/// matrix fields linearly: between two key frames the two differ (`mixingBound`), and at the
/// key frames themselves not at all.
enum SampledTracks {
    /// The interpreter's state at `time`, with each sampled property as UIKit shows it, and for
    /// each layer whose sampled transform turns between the two key frames around `time`, how
    /// far a transform field may stray from the oracle's linear mix (`mixingBound`).
    /// `interruptible`: the plan's decision; by default the generator's, over the transition's operations
    /// (`isInterruptible(transition:)`); the embedded animator decides for the program it runs alone.
    /// `playing`: the program whose plan the code plays, where it is not the scene's (a run whose views follow the
    /// finger plays the program without their tracks).
    static func shownByUIKit(_ scene: PreparedScene, at time: Double, interruptible: Bool? = nil, playing: TransitionProgram? = nil)
        -> (state: SceneState, transformSlack: [String: Double]) {
        var state = scene.state(at: time)
        var slack: [String: Double] = [:]
        let program = playing ?? scene.program
        let transition = UIKitRunTests.programs.values.filter { $0.name == program.name }
        let sampledSets = AnimationPlan.sampledSets(program, interruptible: interruptible ?? AnimationPlan.isInterruptible(transition: transition))
        for set in sampledSets {
            let tracks = set.joined().map { program.tracks[$0] }
            let start = tracks.map(\.timing.delay).min() ?? 0
            let end = tracks.map { $0.timing.delay + $0.timing.activeDuration }.max() ?? 0
            let span = end - start
            guard span > 0, time > start, time < end else { continue }
            let (early, late, weight, isLast) = keyFrames(around: time, start: start, span: span)
            // The last key frame is the end state (`SampledSet`): read past the end, where every spring has landed.
            let lateReading = isLast ? end + 1 : late
            let (before, after) = (scene.state(at: early), scene.state(at: lateReading))
            slack.merge(mix(tracks, before, after, weight, into: &state, unclamped: { unclampedOpacity($0, at: (early, lateReading)) }),
                        uniquingKeysWith: max)
        }
        // A mask Core Animation cannot pace as written is sampled alone over its own span
        // (`AnimationPlan.maskNeedsSampling`); its path's coordinates are linear in the shape's
        // rect and corners, so the path UIKit mixes between two key frames outlines the mixed shape.
        let inSets = Set(sampledSets.joined().joined())
        for (index, track) in program.tracks.enumerated()
            where track.property == .mask && track.keyframes.count > 1 && AnimationPlan.maskNeedsSampling(track) && !inSets.contains(index) {
            let (start, span) = (track.timing.delay, track.timing.activeDuration)
            guard span > 0, time > start, time < start + span else { continue }
            let (early, late, weight, _) = keyFrames(around: time, start: start, span: span)
            guard let a = scene.state(at: early).layers[track.layer].mask, let b = scene.state(at: late).layers[track.layer].mask else { continue }
            state.layers[track.layer].mask = mixed(a, b, weight)
        }
        return (state, slack)
    }

    /// Mixes into `state` what `tracks` change, between the states of two key frames `before` and
    /// `after`, `weight` of the way, as UIKit mixes two key frames; returns, by layer, how far a
    /// transform field may stray from the linear mix (`mixingBound`). `unclamped`: a track's opacity
    /// at the two key frames before clamping, where it can be worked out (`unclampedOpacity`).
    /// `hiddenAsAlpha`: whether a `hidden` track is carried by its view's alpha at every key frame.
    static func mix(_ tracks: [TrackSpec], _ before: SceneState, _ after: SceneState, _ weight: Double, into state: inout SceneState,
                    unclamped: (TrackSpec) -> (Double, Double)?, hiddenAsAlpha: Bool = false) -> [String: Double] {
        var slack: [String: Double] = [:]
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * weight }
        for track in tracks {
            let (a, b) = (before.layers[track.layer], after.layers[track.layer])
            var layer = state.layers[track.layer]
            switch track.property.traits.part {
            // A view's `hidden` sampled with its opacity is carried by its alpha: 0 at a key frame where it is hidden.
            case .style(.opacity) where tracks.contains { $0.layer == track.layer && $0.property == .hidden }:
                layer.opacity = mix(a.hidden ? 0 : a.opacity, b.hidden ? 0 : b.opacity)
            case .style(.opacity):
                // The key frames carry the value as computed, past 0…1 where a curve overshoots, and Core Animation
                // clamps what it shows: the mix of the unclamped values, clamped. Worked out here for a track of two
                // constant keyframes at its ends, alone on its property (the runtime's states are clamped); else the states'.
                let alone = tracks.filter { $0.layer == track.layer && $0.property == track.property }.count == 1
                if alone, let (x, y) = unclamped(track) {
                    layer.opacity = min(max(mix(x, y), 0), 1)
                } else {
                    layer.opacity = mix(a.opacity, b.opacity)
                }
            case .style(let style) where style.isShadow:
                layer.style.set(style, to: a.style[style].interpolated(to: b.style[style], weight))
            case .geometry:
                // UIKit mixes the layer's position, anchor point and bounds' size, and shows the
                // frame they give: with a moving anchor that is not the mix of the two frames.
                let size = Size(width: mix(a.frame.size.width, b.frame.size.width), height: mix(a.frame.size.height, b.frame.size.height))
                let anchor = Point(x: mix(a.anchor.x, b.anchor.x), y: mix(a.anchor.y, b.anchor.y))
                let position = Point(x: mix(a.position.x, b.position.x), y: mix(a.position.y, b.position.y))
                layer.frame = Rect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                                   width: size.width, height: size.height)
            case .transform:
                let f = zip(a.transform.fields, b.transform.fields).map { mix($0, $1) }
                layer.transform = Transform3D(m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7],
                                              m31: f[8], m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14], m44: f[15])
                // At a key frame (weight 0 or 1) the mix is exact whatever the turn.
                if min(weight, 1 - weight) > 1e-9 { slack[layer.id] = mixingBound(a.transform, b.transform) }
            case .mask:
                // A mask view's frame, from key frames of its geometry (`maskViewMixed`).
                if let a = a.mask, let b = b.mask { layer.mask = maskViewMixed(a, b, weight) }
            case .style(.hidden) where hiddenAsAlpha:
                // Carried by its alpha: shown, its alpha 0 at a key frame where it is hidden.
                layer.hidden = false
                layer.opacity = mix(a.hidden ? 0 : a.opacity, b.hidden ? 0 : b.opacity)
            case .style(.backgroundColor): layer.style.backgroundColor = a.style.backgroundColor.interpolated(to: b.style.backgroundColor, weight)
            case .style: break
            }
            state.layers[track.layer] = layer
        }
        return slack
    }

    /// The two key frames around `time` of a span sampled at the display rate (`AnimationPlan.frameCount`
    /// of them, each at the end of its display frame), where `time` stands between them, and whether the later
    /// one is the span's last. A negative span runs backward from `start` (a cancelled rest).
    static func keyFrames(around time: Double, start: Double, span: Double) -> (early: Double, late: Double, weight: Double, isLast: Bool) {
        let frames = AnimationPlan.frameCount(abs(span))
        let frame = min(max(Int((time - start) / span * Double(frames)), 0), frames - 1)
        let (early, late) = (start + span * Double(frame) / Double(frames), start + span * Double(frame + 1) / Double(frames))
        return (early, late, (time - early) / (late - early), frame + 1 == frames)
    }

    /// A two-keyframe opacity track's value at two times, as its keyframes and timing give it, unclamped;
    /// nil for any other track (more keyframes, a value read when the transition runs, a curve per segment).
    static func unclampedOpacity(_ track: TrackSpec, at times: (Double, Double)) -> (Double, Double)? {
        guard track.keyframes.count == 2, track.keyframes[0].offset == 0, track.keyframes[1].offset == 1,
              track.keyframes.allSatisfy({ $0.curve == nil }),
              case .scalar(let a) = track.keyframes[0].value, case .scalar(let b) = track.keyframes[1].value else { return nil }
        let timing = PreparedTiming(track.timing)
        return (a + (b - a) * timing.progress(at: times.0), a + (b - a) * timing.progress(at: times.1))
    }

    /// Two masks mixed field by field: a mask's outline is linear in its rect and corners.
    static func mixed(_ a: MaskShape, _ b: MaskShape, _ weight: Double) -> MaskShape {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * weight }
        return MaskShape(rect: Rect(x: mix(a.rect.origin.x, b.rect.origin.x), y: mix(a.rect.origin.y, b.rect.origin.y),
                                    width: mix(a.rect.size.width, b.rect.size.width), height: mix(a.rect.size.height, b.rect.size.height)),
                         cornerWidth: mix(a.cornerWidth, b.cornerWidth), cornerHeight: mix(a.cornerHeight, b.cornerHeight))
    }

    /// The shape a mask view shows between two key frames. The view is the shape's rect drawn as an
    /// opaque rounded rect `aspect` = |corner width / corner height| narrower, stretched back across by
    /// a scale transform (so that an oval's elliptical corners keep their shape): UIKit mixes the
    /// view's centre, bounds and scale linearly, so the width it shows is the product of two mixed
    /// values, |w| / aspect and aspect, and not the mix of the two widths; the height is mixed.
    static func maskViewMixed(_ a: MaskShape, _ b: MaskShape, _ weight: Double) -> MaskShape {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * weight }
        func aspect(_ shape: MaskShape) -> Double {
            shape.cornerWidth != 0 && shape.cornerHeight != 0 ? abs(shape.cornerWidth / shape.cornerHeight) : 1
        }
        let (aspectA, aspectB) = (aspect(a), aspect(b))
        let scale = mix(aspectA, aspectB)
        let width = mix(abs(a.rect.size.width) / aspectA, abs(b.rect.size.width) / aspectB) * scale
        let height = mix(abs(a.rect.size.height), abs(b.rect.size.height))
        let (midX, midY) = (mix(a.rect.midX, b.rect.midX), mix(a.rect.midY, b.rect.midY))
        let cornerHeight = mix(abs(a.cornerHeight), abs(b.cornerHeight))
        return MaskShape(rect: Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height),
                         cornerWidth: cornerHeight * scale, cornerHeight: cornerHeight)
    }

    /// How far a field of the upper 3 × 3 of S·R (scale rows s, rotation R) mixed linearly
    /// between two key frames can be from the same transform with s mixed linearly and R turned
    /// along the shortest arc, as UIKit does: with δ the angle of R₁ᵀR₂ (cos δ = (trace − 1)/2),
    /// mixing two rotations linearly loses at most 1 − cos(δ/2) of a unit entry (at the midpoint),
    /// scaled by the larger scale; and the scale's change Δs meets the rotation's change
    /// (≤ 2 sin(δ/2) ≤ δ an entry) in a cross term of at most Δs · δ / 4.
    static func mixingBound(_ a: Transform3D, _ b: Transform3D) -> Double {
        func rows(_ t: Transform3D) -> [[Double]] { [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]] }
        func length(_ row: [Double]) -> Double { row.map { $0 * $0 }.reduce(0, +).squareRoot() }
        let (ra, rb) = (rows(a), rows(b))
        let (sa, sb) = (ra.map(length), rb.map(length))
        guard !sa.contains(0), !sb.contains(0) else { return 0 }
        // trace(R₁ᵀR₂) = Σ rows' dot products of the unit rows.
        var trace = 0.0
        for i in 0..<3 {
            let dot: Double = zip(ra[i], rb[i]).map { $0 * $1 }.reduce(0, +)
            trace += dot / (sa[i] * sb[i])
        }
        let delta = acos(max(-1, min(1, (trace - 1) / 2)))
        let scale = (sa + sb).max() ?? 1
        let change = zip(sa, sb).map { abs($0 - $1) }.max() ?? 0
        return scale * (1 - cos(delta / 2)) + change * delta / 4
    }
}
