import TransRuntime
import TransIR

/// Which states a preview shows.
public enum PreviewFrames {
    /// States at `fps` over the transition. An interactive one is driven by a scripted gesture:
    /// the finger moves to 60 % over the first half of the timeline, then lets go at that steady
    /// speed, and the rest plays as the release decides (`TimelineRelease`; views that follow the
    /// finger spring off at its speed).
    /// A few still frames follow the end.
    public static func states(_ scene: PreparedScene, fps: Double) -> [SceneState] {
        frames(scene, fps: fps).states
    }

    /// The states `states` gives, and where the scripted finger is at each (nil while it is up,
    /// and for a pinch, which has two).
    public static func frames(_ scene: PreparedScene, fps: Double) -> (states: [SceneState], fingers: [Point?]) {
        let step = 1 / max(fps, 1)
        var states: [SceneState] = []
        var fingers: [Point?] = []
        if !scene.program.interactions.isEmpty, var driver = try? TransitionDriver(scene: scene, start: .gesture) {
            let touch = scene.gestures.first.flatMap { touchDown($0, in: scene.environment.container) }
            let dragTime = scene.duration / 2
            var clock = 0.0
            while driver.completed == nil && clock < 60 {
                if clock <= dragTime {
                    let progress = 0.6 * clock / max(dragTime, step)
                    let event = driver.event(clock == 0 ? .began : .changed, atProgress: progress, time: clock)
                    driver.handle(event)
                    fingers.append(touch.map { Point(x: $0.x + event.translation.x, y: $0.y + event.translation.y) })
                    if clock + step > dragTime {
                        // The finger lets go at its steady speed, which the release projects and hands to the rest.
                        var release = driver.event(.ended, atProgress: 0.6, time: clock)
                        let seconds = max(dragTime, step)
                        release.velocity = Point(x: release.translation.x / seconds, y: release.translation.y / seconds)
                        release.scaleVelocity = (release.scale - 1) / seconds
                        driver.handle(release)
                    }
                } else {
                    driver.advance(to: clock)
                    fingers.append(nil)
                }
                var state = scene.state(at: 0)
                driver.state(into: &state)
                states.append(state)
                clock += step
            }
        } else {
            var time = 0.0
            while time < scene.duration {
                states.append(scene.state(at: time))
                fingers.append(nil)
                time += step
            }
        }
        let end = states.last ?? scene.state(at: scene.duration)
        let still = max(1, Int(fps / 4))
        states += Array(repeating: scene.state(at: end.time), count: still)
        fingers += Array(repeating: nil, count: still)
        return (states, fingers)
    }

    /// Where the scripted finger touches down: an edge pan a finger's width in from its edge, half way
    /// along it; any other pan back from the container's middle by half the 60 % it travels, so that
    /// it stays in sight. Nil for a pinch (two fingers).
    static func touchDown(_ gesture: PreparedGesture, in container: Size) -> Point? {
        let (middle, inset) = (Point(x: container.width / 2, y: container.height / 2), 16.0)
        let interaction = gesture.interaction
        switch interaction.gesture {
        case .pinch: return nil
        case .pan:
            let back = 0.3 * gesture.distance
            return Point(x: middle.x - interaction.forward.x * back, y: middle.y - interaction.forward.y * back)
        case .edgePan:
            switch interaction.direction {
            case .left: return Point(x: inset, y: middle.y)
            case .right: return Point(x: container.width - inset, y: middle.y)
            case .top: return Point(x: middle.x, y: inset)
            case .bottom: return Point(x: middle.x, y: container.height - inset)
            // Directions an edge pan does not take (the checker rejects them).
            case .up, .down, .in, .out, .horizontal: return middle
            }
        }
    }

    /// The GIF's pictures: each state drawn by `rasterizer`, the scripted finger over it with its trail.
    public static func pictures(_ scene: PreparedScene, fps: Double, rasterizer: Rasterizer) -> [Raster] {
        let (states, fingers) = frames(scene, fps: fps)
        return states.indices.map { index in
            var picture = rasterizer.render(states[index])
            FingerTrail.draw(fingers, at: index, on: &picture, scale: rasterizer.scale)
            return picture
        }
    }

    /// The most frames a preview draws unless told otherwise: a minute at 30 fps. A transition
    /// nobody can wait for (a spring that takes hours) would otherwise render for hours.
    public static let standardFrameLimit = 1800

    /// How many frames `states` makes at `fps`, computed without drawing any (a `Double`, as the
    /// count of a hostile file need not fit an `Int`).
    public static func frameCount(_ scene: PreparedScene, fps: Double) -> Double {
        let step = 1 / max(fps, 1)
        // The scripted gesture runs until it completes, at most 60 s of clock; views that follow the finger
        // spring after it lets go until they settle (left still; the finger's speed changes that a little).
        let spring = scene.program.interactions.first.map { $0.follows.isEmpty ? 0 : $0.release.spring(initialVelocity: 0).settlingDuration } ?? 0
        let seconds = !scene.program.interactions.isEmpty ? min(60, max(scene.duration, step) * 2 + spring) : scene.duration
        return (seconds / step).rounded(.up) + max(1, (fps / 4).rounded(.down))
    }

    /// A filmstrip: the states at the given progresses side by side, each drawn by `rasterizer`.
    public static func filmstrip(_ scene: PreparedScene, progresses: [Double], rasterizer: Rasterizer) -> Raster {
        let frames = progresses.map { rasterizer.render(scene.state(progress: $0)) }
        let gap = 8
        let width = frames.reduce(gap) { $0 + $1.width + gap }
        let height = (frames.first?.height ?? 1) + 2 * gap
        var strip = Raster(width: width, height: height, fill: (255, 255, 255, 255))
        var x = gap
        for frame in frames {
            strip.paste(frame, at: x, gap)
            x += frame.width + gap
        }
        return strip
    }
}
