import TransRuntime

/// Which states a preview shows.
public enum PreviewFrames {
    /// States at `fps` over the transition. An interactive one is driven by a scripted gesture:
    /// the finger moves to 60 % over the first half of the timeline, then lets go, and the rest
    /// plays with UIKit's completion curve. A few still frames follow the end.
    public static func states(_ scene: PreparedScene, fps: Double) -> [SceneState] {
        let step = 1 / max(fps, 1)
        var states: [SceneState] = []
        if scene.program.interaction != nil, var driver = try? TransitionDriver(scene: scene, start: .gesture) {
            let dragTime = scene.duration / 2
            var clock = 0.0
            while driver.completed == nil && clock < 60 {
                if clock <= dragTime {
                    let progress = 0.6 * clock / max(dragTime, step)
                    driver.handle(gesture(driver, progress: progress, at: clock, phase: clock == 0 ? .began : .changed))
                    if clock + step > dragTime {
                        driver.handle(gesture(driver, progress: 0.6, at: clock, phase: .ended))
                    }
                } else {
                    driver.advance(to: clock)
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
                time += step
            }
        }
        let end = states.last ?? scene.state(at: scene.duration)
        states += Array(repeating: scene.state(at: end.time), count: max(1, Int(fps / 4)))
        return states
    }

    /// The event that puts the program's gesture at a progress (a pinch by its scale, a pan by its travel).
    static func gesture(_ driver: TransitionDriver, progress: Double, at time: Double, phase: GestureEvent.Phase) -> GestureEvent {
        guard let interaction = driver.scene.program.interaction else { return GestureEvent(phase: phase, time: time) }
        if interaction.gesture == .pinch {
            return GestureEvent(phase: phase, time: time, scale: interaction.direction == .in ? 1 - progress : 1 + progress)
        }
        let direction: Point
        switch (interaction.gesture, interaction.direction) {
        case (.pan, .right), (.edgePan, .left): direction = Point(x: 1, y: 0)
        case (.pan, .left), (.edgePan, .right): direction = Point(x: -1, y: 0)
        case (.pan, .down), (.edgePan, .top): direction = Point(x: 0, y: 1)
        default: direction = Point(x: 0, y: -1)
        }
        let perPoint = driver.gestureProgress(GestureEvent(phase: .changed, time: 0, translation: direction))
        let travel = perPoint > 0 ? progress / perPoint : 0
        return GestureEvent(phase: phase, time: time, translation: Point(x: direction.x * travel, y: direction.y * travel))
    }

    /// A filmstrip: the states at the given progresses side by side, each drawn at `scale`.
    public static func filmstrip(_ scene: PreparedScene, progresses: [Double], scale: Double) -> Raster {
        let rasterizer = Rasterizer(scale: scale)
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
