import TransKit
import TransSwiftGen

/// What the UIKit code shows where it samples tracks at the display rate: the generator plays
/// what UIKit cannot time together (`UIKitGenerator.sampledSets`) as key frames at
/// `UIKitGenerator.sampleRate`, exact at each key frame, and UIKit interpolates linearly between
/// two. The oracle is the interpreter at the two key frames around a time, mixed; it is compared
/// as tightly as every other value, and differs from the interpreter itself by at most
/// h²/8 · max|v″| (docs/timing.md). Transforms are mixed field by field, which is what UIKit's
/// decomposed interpolation gives for translations and scales (the sampled corpus has no rotation).
enum SampledTracks {
    /// The interpreter's state at `time`, with each sampled property as UIKit shows it.
    static func shownByUIKit(_ scene: PreparedScene, at time: Double) -> SceneState {
        var state = scene.state(at: time)
        let program = scene.program
        for set in UIKitGenerator.sampledSets(program) {
            let tracks = set.joined().map { program.tracks[$0] }
            let start = tracks.map(\.timing.delay).min() ?? 0
            let end = tracks.map { $0.timing.delay + $0.timing.activeDuration }.max() ?? 0
            let span = end - start
            guard span > 0, time > start, time < end else { continue }
            let frames = max(1, Int((span * UIKitGenerator.sampleRate).rounded(.up)))
            let frame = min(Int((time - start) / span * Double(frames)), frames - 1)
            let (early, late) = (start + span * Double(frame) / Double(frames), start + span * Double(frame + 1) / Double(frames))
            let weight = (time - early) / (late - early)
            let (before, after) = (scene.state(at: early), scene.state(at: late))
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * weight }
            for track in tracks {
                let (a, b) = (before.layers[track.layer], after.layers[track.layer])
                var layer = state.layers[track.layer]
                switch track.property.traits.part {
                case .style(.opacity): layer.opacity = mix(a.opacity, b.opacity)
                case .geometry:
                    layer.frame = Rect(x: mix(a.frame.origin.x, b.frame.origin.x), y: mix(a.frame.origin.y, b.frame.origin.y),
                                       width: mix(a.frame.size.width, b.frame.size.width), height: mix(a.frame.size.height, b.frame.size.height))
                case .transform:
                    let f = zip(a.transform.fields, b.transform.fields).map { mix($0, $1) }
                    layer.transform = Transform3D(m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7],
                                                  m31: f[8], m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14], m44: f[15])
                case .style, .mask: break
                }
                state.layers[track.layer] = layer
            }
        }
        return state
    }
}
