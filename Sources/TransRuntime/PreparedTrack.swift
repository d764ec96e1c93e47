import TransIR

/// One track ready to sample: its keyframes evaluated and checked against the property
/// table, and the part of the layer it writes. Its keyframes and timing are kept in the
/// scene's `TrackStorage`, so a track is plain data, read each frame without reference counting.
struct PreparedTrack: Sendable {
    let layer: Int
    /// What the property drives, from the table (kept here: it is read every frame).
    let part: LayerPart
    /// Where its keyframes are in the storage.
    let keyframes: TrackStorage.Keyframes
    /// A `rotate`'s axis, if not z.
    let axis: Vector3?
    /// Its timing's index in the storage's `timings`.
    let timing: Int
    /// When it decides its property's value (tracks on one property follow one another).
    let window: TrackWindow

    /// Evaluates a track's keyframes; a value of a kind the property does not take (possible
    /// only in hand-built IR) is a `RuntimeError` naming the track.
    init(_ track: TrackSpec, window: TrackWindow, layers: [LayerSpec], evaluator: ExpressionEvaluator,
         storage: inout TrackStorage) throws(RuntimeError) {
        let row = track.property.traits
        var values: [Value] = []
        values.reserveCapacity(track.keyframes.count)
        for keyframe in track.keyframes {
            let value = evaluator.evaluate(keyframe.value)
            guard value.fits(row.type) else {
                let id = layers.indices.contains(track.layer) ? layers[track.layer].id : "layer \(track.layer)"
                throw RuntimeError.mismatchedTrackValue(layer: id, property: track.property, expected: row.type)
            }
            values.append(Self.held(value, as: row.type))
        }
        var axis: Vector3?
        if let expression = track.axis, case .vector(let vector) = evaluator.evaluate(expression) { axis = vector }
        (layer, part, self.axis) = (track.layer, row.part, axis)
        keyframes = storage.add(offsets: track.keyframes.map(\.offset), values: values, interpolation: row.interpolation,
                                segmentCurves: track.timing.segmentCurves(track.keyframes))
        timing = storage.add(track.timing)
        self.window = window
    }

    /// A value as the layer holds it: `scale 0.5 -> (1, 2)`: factors are held as a size, a number
    /// as an even pair, so the two interpolate.
    static func held(_ value: Value, as type: PropertyType) -> Value {
        guard type == .factors else { return value }
        if case .scalar(let s) = value { return .size(Size(width: s, height: s)) }
        if case .point(let p) = value { return .size(Size(width: p.x, height: p.y)) }
        return value
    }

    /// Writes a value of this track into a layer.
    func apply(_ value: Value, to layer: inout LayerState) { Self.apply(value, part: part, axis: axis, to: &layer) }

    /// Writes a value into the part of a layer a property drives. The switch is over what the
    /// property drives, so a new property lands in an existing part (a new style property needs
    /// nothing here). Each case reads the kind the table gives the property; `init` admitted no
    /// other kind, and interpolating two values of one kind keeps it, so the `if case`s always match.
    static func apply(_ value: Value, part: LayerPart, axis: Vector3?, to layer: inout LayerState) {
        switch part {
        case .geometry(.frame): if case .rect(let rect) = value { layer.frame = rect }
        case .geometry(.position): if case .point(let point) = value { layer.positionOverride = point }
        case .geometry(.size): if case .size(let size) = value { layer.frame.size = size }
        case .geometry(.anchor): if case .point(let point) = value { layer.anchor = point }
        case .style(let style): layer.style.set(style, to: value)
        case .transform(.translation):
            if case .point(let point) = value { (layer.parts.translation.x, layer.parts.translation.y) = (point.x, point.y) }
        case .transform(.translationX): if case .scalar(let number) = value { layer.parts.translation.x = number }
        case .transform(.translationY): if case .scalar(let number) = value { layer.parts.translation.y = number }
        case .transform(.translationZ): if case .scalar(let number) = value { layer.parts.translation.z = number }
        case .transform(.scale): if case .size(let size) = value { layer.parts.scale = Point(x: size.width, y: size.height) }
        case .transform(.scaleX): if case .scalar(let number) = value { layer.parts.scale.x = number }
        case .transform(.scaleY): if case .scalar(let number) = value { layer.parts.scale.y = number }
        case .transform(.rotation):
            guard case .scalar(let angle) = value else { return }
            if let axis { layer.parts.axisRotation = (angle, axis) } else { layer.parts.rotation.z = angle }
        case .transform(.rotationX): if case .scalar(let angle) = value { layer.parts.rotation.x = angle }
        case .transform(.rotationY): if case .scalar(let angle) = value { layer.parts.rotation.y = angle }
        case .transform(.rotationZ): if case .scalar(let angle) = value { layer.parts.rotation.z = angle }
        case .transform(.perspective): if case .scalar(let distance) = value { layer.parts.perspective = distance }
        case .transform(.list): if case .transforms(let list) = value { layer.parts.list = list }
        case .mask: if case .shape(let shape) = value { layer.mask = shape }
        }
    }
}
