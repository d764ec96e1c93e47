import TransChecker
import TransDiagnostics
import TransIR
import TransRuntime

/// Warns where a view reaches the viewer's eye under `perspective` (the container's or its own): Core Animation then cuts off
/// the part behind the eye, which is rarely what was meant. Computed from the IR, by the
/// interpreter's own states at sampled times, so that it sees what runs (pacing, overshoot,
/// transforms composed as they are drawn); the checker cannot, as the front end does not depend
/// on the interpreter. A program whose inputs only the app knows is not sampled.
public enum EyePlaneCheck {
    /// States sampled per program, evenly over its timeline.
    public static let samples = 60

    /// Adds the warnings of a checked file to its result (nothing when it did not check).
    public static func warn(_ result: inout FrontEnd.Result, in environment: SceneEnvironment = SceneEnvironment()) {
        guard let checked = result.checked else { return }
        for diagnostic in diagnostics(checked, in: environment) { result.diagnostics.add(diagnostic) }
    }

    /// One warning per track that takes a view to the eye plane, at the first sampled time it does.
    public static func diagnostics(_ file: CheckedFile, in environment: SceneEnvironment = SceneEnvironment()) -> [Diagnostic] {
        let tracks = file.transitions.flatMap { $0.tracks + ($0.reverseBody?.tracks ?? []) }
        var warned: Set<Int> = []
        var found: [Diagnostic] = []
        for program in Lowering.lower(file) where program.perspective != nil || program.tracks.contains(where: { $0.property == .perspective }) {
            guard let scene = try? PreparedScene(program, environment: environment) else { continue }
            for sample in 0...samples {
                let time = scene.duration * Double(sample) / Double(samples)
                let state = scene.state(at: time)
                for (index, layer) in state.layers.enumerated() where reachesEye(layer, in: state) {
                    guard let origin = responsibleTrack(of: index, in: program, at: time)?.origin, !warned.contains(origin) else { continue }
                    warned.insert(origin)
                    let range = tracks.first { $0.range.start == origin }?.range ?? .at(origin)
                    // The view's own eye if it is the one reached, else the container's.
                    let message: Message = if let perspective = program.perspective, !reachesOwnEye(layer) {
                        .crossesEyePlane(layer.id, at: time, perspective: perspective)
                    } else {
                        .crossesOwnEyePlane(layer.id, at: time)
                    }
                    found.append(Diagnostic(message, at: range))
                }
            }
        }
        return found.sorted { $0.range.start < $1.range.start }
    }

    /// Whether a corner of a shown layer lies at or behind the eye.
    static func reachesEye(_ layer: LayerState, in state: SceneState) -> Bool {
        guard !layer.hidden, layer.opacity > 0, layer.frame.size.width > 0, layer.frame.size.height > 0 else { return false }
        let (width, height) = (layer.frame.size.width, layer.frame.size.height)
        return [(0, 0), (width, 0), (width, height), (0, height)].contains { corner in
            guard let point = Projection.homogeneous(Point(x: corner.0, y: corner.1), of: layer, in: state) else { return true }
            return point.w <= 1e-9
        }
    }

    /// Whether a corner of the layer lies at or behind the eye of its own perspective, before the container's.
    static func reachesOwnEye(_ layer: LayerState) -> Bool {
        let (width, height, anchor) = (layer.frame.size.width, layer.frame.size.height, layer.anchor)
        return [(0, 0), (width, 0), (width, height), (0, height)].contains { corner in
            layer.transform.apply(corner.0 - anchor.x * width, corner.1 - anchor.y * height, 0).w <= 1e-9
        }
    }

    /// The track to point at: the layer's first track running at `time`, else its first track.
    static func responsibleTrack(of layer: Int, in program: TransitionProgram, at time: Double) -> TrackSpec? {
        let own = program.tracks.filter { $0.layer == layer && $0.origin != nil }
        let running = own.first { track in
            track.keyframes.count > 1 && track.timing.delay <= time && time <= track.timing.delay + track.timing.activeDuration
        }
        return running ?? own.first
    }
}
