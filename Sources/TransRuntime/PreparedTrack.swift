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
    /// Where its numbers are clamped, read from the table once rather than at every write.
    let range: NumberRange

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
        (layer, part, self.axis, range) = (track.layer, row.part, axis, NumberRange(row.part))
        keyframes = storage.add(offsets: track.keyframes.map(\.offset), values: values, type: row.type, interpolation: row.interpolation,
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
    func apply(_ number: Double, to layer: inout LayerState) { Self.apply(number, part: part, axis: axis, range: range, to: &layer) }
    func apply(_ point: Point, to layer: inout LayerState) { Self.apply(point, part: part, to: &layer) }
    func apply(_ size: Size, to layer: inout LayerState) { Self.apply(size, part: part, to: &layer) }
    func apply(_ rect: Rect, to layer: inout LayerState) { Self.apply(rect, part: part, to: &layer) }
    func apply(_ color: RGBA, to layer: inout LayerState) { Self.apply(color, part: part, to: &layer) }
    func apply(_ shape: MaskShape, to layer: inout LayerState) { Self.apply(shape, part: part, to: &layer) }

    /// Writes a value into the part of a layer a property drives: each kind of value has its
    /// own writer below, which the scene calls directly with keyframes held by kind
    /// (`TrackStorage`). A part that takes another kind of value is left as it is; `init`
    /// admits no such value, and interpolating two values of one kind keeps it.
    static func apply(_ value: Value, part: LayerPart, axis: Vector3?, to layer: inout LayerState) {
        switch value {
        case .scalar(let number): apply(number, part: part, axis: axis, range: NumberRange(part), to: &layer)
        case .point(let point): apply(point, part: part, to: &layer)
        case .size(let size): apply(size, part: part, to: &layer)
        case .rect(let rect): apply(rect, part: part, to: &layer)
        case .color(let color): apply(color, part: part, to: &layer)
        case .shape(let shape): apply(shape, part: part, to: &layer)
        case .bool: if case .style(let style) = part { layer.style.set(style, to: value) }
        case .transforms(let list): if case .transform(.list) = part { layer.parts.list = list }
        // No property takes a vector or a gradient (a rotation's axis and a shade's colours are not tracks).
        case .vector, .gradient: break
        }
    }

    /// Writes a number: a style property's (clamped to `range`), a transform component's.
    static func apply(_ number: Double, part: LayerPart, axis: Vector3?, range: NumberRange, to layer: inout LayerState) {
        switch part {
        case .style(let style): layer.style.set(style, clampedNumber: range.clamped(number))
        case .transform(.translationX): layer.parts.translation.x = number
        case .transform(.translationY): layer.parts.translation.y = number
        case .transform(.translationZ): layer.parts.translation.z = number
        case .transform(.scaleX): layer.parts.scale.x = number
        case .transform(.scaleY): layer.parts.scale.y = number
        case .transform(.rotation): if let axis { layer.parts.axisRotation = (number, axis) } else { layer.parts.rotation.z = number }
        case .transform(.rotationX): layer.parts.rotation.x = number
        case .transform(.rotationY): layer.parts.rotation.y = number
        case .transform(.rotationZ): layer.parts.rotation.z = number
        case .transform(.perspective): layer.parts.perspective = number
        case .geometry(.frame), .geometry(.position), .geometry(.size), .geometry(.anchor), .transform(.translation),
             .transform(.scale), .transform(.list), .mask:
            break
        }
    }

    /// Writes a point: a position, an anchor, a translation, a style property's (a shadow's offset).
    static func apply(_ point: Point, part: LayerPart, to layer: inout LayerState) {
        switch part {
        case .geometry(.position): layer.positionOverride = point
        case .geometry(.anchor): layer.anchor = point
        case .transform(.translation): (layer.parts.translation.x, layer.parts.translation.y) = (point.x, point.y)
        case .style(let style): layer.style.set(style, to: .point(point))
        case .geometry(.frame), .geometry(.size), .transform(.translationX), .transform(.translationY), .transform(.translationZ),
             .transform(.scale), .transform(.scaleX), .transform(.scaleY), .transform(.rotation), .transform(.rotationX),
             .transform(.rotationY), .transform(.rotationZ), .transform(.perspective), .transform(.list), .mask:
            break
        }
    }

    /// Writes a size: the bounds' size, or scale factors (held as a size).
    static func apply(_ size: Size, part: LayerPart, to layer: inout LayerState) {
        switch part {
        case .geometry(.size): layer.frame.size = size
        case .transform(.scale): layer.parts.scale = Point(x: size.width, y: size.height)
        case .style(let style): layer.style.set(style, to: .size(size))
        case .geometry(.frame), .geometry(.position), .geometry(.anchor), .transform(.translation), .transform(.translationX),
             .transform(.translationY), .transform(.translationZ), .transform(.scaleX), .transform(.scaleY), .transform(.rotation),
             .transform(.rotationX), .transform(.rotationY), .transform(.rotationZ), .transform(.perspective), .transform(.list), .mask:
            break
        }
    }

    /// Writes a rect: the frame.
    static func apply(_ rect: Rect, part: LayerPart, to layer: inout LayerState) {
        switch part {
        case .geometry(.frame): layer.frame = rect
        case .style(let style): layer.style.set(style, to: .rect(rect))
        case .geometry(.position), .geometry(.size), .geometry(.anchor), .transform, .mask: break
        }
    }

    /// Writes a colour: a style property's (a background's, a shadow's).
    static func apply(_ color: RGBA, part: LayerPart, to layer: inout LayerState) {
        if case .style(let style) = part { layer.style.set(style, to: .color(color)) }
    }

    /// Writes a shape: the mask.
    static func apply(_ shape: MaskShape, part: LayerPart, to layer: inout LayerState) {
        if case .mask = part { layer.mask = shape }
    }
}

/// The range a property's numbers show in: Core Animation clamps an opacity to 0…1
/// (`PropertyTraits.clamped`); other numbers are unbounded.
struct NumberRange: Sendable {
    let lower: Double
    let upper: Double

    /// A property's range from its row of the table: where `clamped` takes the infinities.
    /// Only style properties are clamped where they are written (`LayerStyle.set`).
    init(_ part: LayerPart) {
        switch part {
        case .style(let style):
            let row = style.property.traits
            (lower, upper) = (row.clamped(-.infinity), row.clamped(.infinity))
        case .geometry, .transform, .mask: (lower, upper) = (-.infinity, .infinity)
        }
    }

    /// A number as a view shows it: the same as `PropertyTraits.clamped` for the property (a
    /// NaN stays a NaN, as there).
    func clamped(_ number: Double) -> Double { min(max(number, lower), upper) }
}
