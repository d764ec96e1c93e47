import TransIR

/// A transition ready to run in one environment: every expression evaluated, every solver
/// set up. Sampling it allocates nothing; `state(at:into:)` reuses the caller's state.
public struct PreparedScene: Sendable {
    /// The program it runs: the one given, with the environment's motion and laid out in its direction.
    public let program: TransitionProgram
    /// The environment it runs in.
    public let environment: SceneEnvironment
    /// Each layer as it is before any track applies.
    let baseLayers: [LayerState]
    let tracks: [PreparedTrack]
    /// The tracks' keyframes and timings.
    let storage: TrackStorage
    let shades: [PreparedShade]
    /// Whether a shade is drawn on each layer, whose shade every frame then writes.
    let shaded: [Bool]
    let sublayerTransform: Transform3D

    struct PreparedShade: Sendable {
        let layer: Int
        let colors: [RGBA]
        let start: Point
        let end: Point
        /// Its opacity's keyframes and timing in the scene's `TrackStorage`, read as a track's are.
        let opacity: TrackStorage.Keyframes
        let timing: Int
    }

    /// Prepares a program; an input missing or of the wrong type is a `RuntimeError` naming it,
    /// and so is a program that cannot run (`invalidProgram`: a track on a layer that is not
    /// there, a track without keyframes, …), which lowering never makes but a hand-built one may.
    public init(_ given: TransitionProgram, environment: SceneEnvironment) throws(RuntimeError) {
        let program = given.motion(reduced: environment.reduceMotion).laidOut(environment.layoutDirection)
        if let problem = program.problem {
            throw RuntimeError.invalidProgram(transition: program.name, operation: program.operation, problem: problem)
        }
        for input in program.inputs {
            guard let value = environment.inputs[input.name] else {
                throw RuntimeError.missingInput(name: input.name, type: input.type)
            }
            guard value.fits(input.type) else {
                throw RuntimeError.mismatchedInput(name: input.name, expected: input.type, found: value.kind)
            }
        }
        self.program = program
        self.environment = environment
        let evaluator = ExpressionEvaluator(environment: environment)
        baseLayers = program.layers.enumerated().map { index, spec in
            let frame = evaluator.frame(of: spec.actor)
            var style = LayerStyle.initial
            style.hidden = spec.hiddenWhileRunning
            var contents: LayerContents?
            if case .piece(let inner, let cell) = spec.actor { contents = LayerContents(view: inner.description, rect: cell.unitRect) }
            return LayerState(id: spec.id, z: index, frame: frame, anchor: Point(x: 0.5, y: 0.5),
                              position: Point(x: frame.midX, y: frame.midY), style: style, transform: .identity, mask: nil, shade: nil,
                              contents: contents)
        }
        var tracks: [PreparedTrack] = []
        var storage = TrackStorage()
        for (track, window) in zip(program.tracks, program.trackWindows) {
            tracks.append(try PreparedTrack(track, window: window, layers: program.layers, evaluator: evaluator, storage: &storage))
        }
        self.tracks = tracks
        shades = program.shades.map { shade in
            func point(_ expression: ValueExpression?, _ fallback: Point) -> Point {
                guard let expression, case .point(let p) = evaluator.evaluate(expression) else { return fallback }
                return p
            }
            var colors: [RGBA] = []
            if case .gradient(let stops) = evaluator.evaluate(shade.gradient) { colors = stops }
            return PreparedShade(
                layer: shade.layer, colors: colors, start: point(shade.start, Point(x: 0.5, y: 0)),
                end: point(shade.end, Point(x: 0.5, y: 1)),
                opacity: storage.add(offsets: shade.opacity.map(\.offset), values: shade.opacity.map { evaluator.evaluate($0.value) },
                                     type: .number, interpolation: .componentwise, segmentCurves: shade.timing.segmentCurves(shade.opacity)),
                timing: storage.add(shade.timing))
        }
        self.storage = storage
        var shaded = [Bool](repeating: false, count: program.layers.count)
        for shade in program.shades { shaded[shade.layer] = true }
        self.shaded = shaded
        sublayerTransform = program.perspective.map(Transform3D.perspective) ?? .identity
    }

    /// The timeline's length in seconds.
    public var duration: Double { program.duration }

    /// A fresh state at a time (allocates the state; for repeated sampling use `state(at:into:)`).
    public func state(at time: Double) -> SceneState {
        var state = SceneState(transition: program.name, operation: program.operation, time: 0, progress: 0,
                               duration: duration, container: environment.container, sublayerTransform: sublayerTransform,
                               layers: baseLayers)
        self.state(at: time, into: &state)
        return state
    }

    /// The state at a fraction of the timeline, as a percent-driven interaction scrubs it.
    public func state(progress: Double) -> SceneState {
        state(at: min(max(progress, 0), 1) * duration)
    }

    /// Writes the state at `time` into `state`, reusing its storage: no allocation once
    /// `state` came from this scene.
    public func state(at time: Double, into state: inout SceneState) {
        state.time = time
        state.progress = duration > 0 ? time / duration : 1
        state.duration = duration
        state.container = environment.container
        state.sublayerTransform = sublayerTransform
        if state.layers.count != baseLayers.count { state.layers = baseLayers }
        // Tracks, keyframes and layers are read in place through buffers: nothing is retained per frame.
        state.layers.withUnsafeMutableBufferPointer { layers in
            baseLayers.withUnsafeBufferPointer { base in
                shaded.withUnsafeBufferPointer { shaded in
                    for index in base.indices { Self.reset(&layers[index], to: base.baseAddress! + index, keepingShade: shaded[index]) }
                }
            }
            tracks.withUnsafeBufferPointer { tracks in
                storage.withContents { storage in
                    // Tracks of one block share a timing and sit side by side: its progress is computed once for them.
                    var (progressTiming, progress) = (-1, 0.0)
                    // Of the tracks on one property, only the one whose window holds the time writes it.
                    for index in tracks.indices where tracks[index].window.governs(at: time) {
                        // Read through a pointer: copying a track's 150 bytes out for each track was a tenth of the frame.
                        let track = tracks.baseAddress! + index
                        let (keyframes, timing) = (track.pointee.keyframes, track.pointee.timing)
                        // A single keyframe holds, and segment curves read the unpaced fraction: neither needs the progress.
                        if keyframes.count > 1, keyframes.segmentCurves == nil, timing != progressTiming {
                            (progressTiming, progress) = (timing, storage.timings[timing].progress(at: time))
                        }
                        let segment = storage.segment(keyframes, timing: timing, progress: progress, at: time)
                        let layer = track.pointee.layer
                        // Each kind of value is read, mixed and written as itself, never boxed in a `Value`.
                        switch keyframes.kind {
                        case .scalar: track.pointee.apply(TrackStorage.Contents.value(storage.scalars, keyframes, at: segment), to: &layers[layer])
                        case .point: track.pointee.apply(TrackStorage.Contents.value(storage.points, keyframes, at: segment), to: &layers[layer])
                        case .size: track.pointee.apply(TrackStorage.Contents.value(storage.sizes, keyframes, at: segment), to: &layers[layer])
                        case .rect: track.pointee.apply(TrackStorage.Contents.value(storage.rects, keyframes, at: segment), to: &layers[layer])
                        case .color: track.pointee.apply(TrackStorage.Contents.value(storage.colors, keyframes, at: segment), to: &layers[layer])
                        case .shape: track.pointee.apply(TrackStorage.Contents.value(storage.shapes, keyframes, at: segment), to: &layers[layer])
                        case .value: track.pointee.apply(TrackStorage.Contents.value(storage.values, keyframes, at: segment), to: &layers[layer])
                        }
                    }
                }
            }
            shades.withUnsafeBufferPointer { shades in
                storage.withContents { storage in
                    for index in shades.indices {
                        // Read in place: a copy of the shade would retain and release its arrays.
                        let shade = shades.baseAddress! + index
                        let (keyframes, timing) = (shade.pointee.opacity, shade.pointee.timing)
                        let progress = storage.timings[timing].progress(at: time)
                        var level = 1.0
                        if case .scalar(let number) = storage.value(keyframes, timing: timing, progress: progress, at: time) {
                            level = min(max(number, 0), 1)
                        }
                        Self.write(shade, opacity: level, to: &layers[shade.pointee.layer])
                    }
                }
            }
            for index in layers.indices { Self.finish(&layers[index]) }
        }
    }

    /// Writes a shade on its layer: only its opacity, when the layer already shows this shade
    /// (from the last frame: `reset` keeps it), rather than a new `ShadeState`, which would
    /// retain its colours and release the last frame's.
    private static func write(_ shade: UnsafePointer<PreparedShade>, opacity: Double, to layer: inout LayerState) {
        if layer.shade?.start == shade.pointee.start, layer.shade?.end == shade.pointee.end, layer.shade?.colors == shade.pointee.colors {
            layer.shade!.opacity = opacity
        } else {
            layer.shade = ShadeState(colors: shade.pointee.colors, start: shade.pointee.start, end: shade.pointee.end, opacity: opacity)
        }
    }

    /// Puts back what tracks and shades write in a layer; a layer with a shade keeps it, since
    /// the frame writes it again (`write(_:opacity:to:)`). The id and contents, which no track
    /// writes, are copied only when they differ (a state made by another scene): copying them
    /// every frame would retain and release their strings. The transform and position, which
    /// `finish` derives for every layer, are left as they are: a layer is 650 bytes, and copying
    /// it whole for twenty layers was a tenth of the frame.
    /// The base is read through a pointer, field by field: passing it by value would copy it whole.
    private static func reset(_ layer: inout LayerState, to base: UnsafePointer<LayerState>, keepingShade: Bool) {
        guard layer.id == base.pointee.id, layer.contents == base.pointee.contents else {
            layer = base.pointee
            return
        }
        (layer.z, layer.frame, layer.anchor) = (base.pointee.z, base.pointee.frame, base.pointee.anchor)
        (layer.style, layer.mask) = (base.pointee.style, base.pointee.mask)
        if !keepingShade && (layer.shade != nil || base.pointee.shade != nil) { layer.shade = base.pointee.shade }
        layer.parts.reset(to: base)
        layer.positionOverride = base.pointee.positionOverride
        assert({
            var derived = base.pointee
            (derived.transform, derived.position) = (layer.transform, layer.position)
            if keepingShade { derived.shade = layer.shade }
            return layer == derived
        }(), "reset(_:to:) misses a field of LayerState")
    }

    /// Derives position (or the frame from a set position) and composes the transform.
    private static func finish(_ layer: inout LayerState) {
        let size = layer.frame.size
        if let position = layer.positionOverride {
            layer.position = position
            layer.frame.origin = Point(x: position.x - layer.anchor.x * size.width, y: position.y - layer.anchor.y * size.height)
        } else {
            // Changing the anchor keeps the frame still: the position moves with it.
            layer.position = Point(x: layer.frame.origin.x + layer.anchor.x * size.width,
                                   y: layer.frame.origin.y + layer.anchor.y * size.height)
        }
        layer.parts.compose(into: &layer.transform)
        // Masks are written in container coordinates and live in the layer's own.
        if let mask = layer.mask { layer.mask = mask.offset(by: -layer.frame.origin.x, -layer.frame.origin.y) }
    }
}

/// Where a progress falls among a track's keyframes: the one definition the interpreter
/// samples with and the UIKit target bakes into key frames.
public enum KeyframeSegment {
    /// The keyframe at or before the progress and how far towards the next one, the value
    /// being `values[index]` when `weight` is 0 and the mix of it and `values[index + 1]`
    /// otherwise. Between keyframes, linear in progress; past the ends of a track that starts
    /// at 0 % or ends at 100 %, the end segments extend (a spring's overshoot); past other
    /// ends the end value holds.
    /// Where a track stands among its keyframes at a time of the transition: its paced progress
    /// located, or, where its segments have curves of their own (`TrackTiming.segmentCurves`), its
    /// unpaced fraction located and the segment's curve applied to the weight.
    public static func locate(offsets: [Double], segmentCurves: [PreparedCurve]?, timing: PreparedTiming, at time: Double) -> (index: Int, weight: Double) {
        guard let segmentCurves else { return locate(offsets: offsets, progress: timing.progress(at: time)) }
        let (index, weight) = locate(offsets: offsets, progress: timing.fraction(at: time))
        guard weight != 0, index < segmentCurves.count else { return (index, weight) }
        return (index, segmentCurves[index].value(at: weight))
    }

    public static func locate(offsets: [Double], progress: Double) -> (index: Int, weight: Double) {
        offsets.withUnsafeBufferPointer { locate(offsets: $0, progress: progress) }
    }

    /// `locate(offsets:progress:)` over offsets read in place (a scene's `TrackStorage`). Inlined
    /// into the frame's loop, where it runs once per track: a call each time cost a tenth of the frame.
    @inline(__always)
    static func locate(offsets: UnsafeBufferPointer<Double>, progress: Double) -> (index: Int, weight: Double) {
        let count = offsets.count
        guard count > 1 else { return (0, 0) }
        if progress <= offsets[0] {
            guard progress < 0, offsets[0] == 0 else { return (0, 0) }
            return segment(offsets, 0, progress)
        }
        if progress >= offsets[count - 1] {
            guard progress > 1, offsets[count - 1] == 1 else { return (count - 1, 0) }
            return segment(offsets, count - 2, progress)
        }
        var index = 0
        while index < count - 2 && progress >= offsets[index + 1] { index += 1 }
        return segment(offsets, index, progress)
    }

    /// `locate(offsets: [0, 1], progress:)`, bit for bit, without reading offsets or dividing:
    /// there the weight `(progress − 0) / 1` is the progress itself. The frame's loop takes this
    /// for every `from -> to` track: the loop's profile gathered most of its samples behind that division.
    @inline(__always)
    static func locateInUnitSpan(progress: Double) -> (index: Int, weight: Double) {
        // At or before 0 and at or past 1 the ends hold, but past them the one segment extends,
        // as `locate` extends it for offsets that start at 0 and end at 1.
        if progress == 0 { return (0, 0) }
        if progress == 1 { return (1, 0) }
        return (0, progress)
    }

    @inline(__always)
    private static func segment(_ offsets: UnsafeBufferPointer<Double>, _ index: Int, _ progress: Double) -> (index: Int, weight: Double) {
        let span = offsets[index + 1] - offsets[index]
        return (index, span > 0 ? (progress - offsets[index]) / span : 1)
    }
}
