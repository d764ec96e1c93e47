import TransIR

/// Every track's keyframes and timings, in a few contiguous arrays a scene owns. A track holds
/// only indices into them (`PreparedTrack` is plain data), so sampling a frame reads tracks
/// without retaining or releasing anything; and tracks paced alike share one timing, so a
/// spring or curve is evaluated once for all the tracks of an `animate` block.
struct TrackStorage: Sendable {
    /// Keyframe offsets, track after track.
    private(set) var offsets: [Double] = []
    /// Keyframe values, each in an array of its kind (`HeldKind`): a frame reads, mixes and
    /// writes plain numbers, points and rects rather than switching over `Value` at each step.
    private(set) var scalars: [Double] = []
    private(set) var points: [Point] = []
    private(set) var sizes: [Size] = []
    private(set) var rects: [Rect] = []
    private(set) var colors: [RGBA] = []
    private(set) var shapes: [MaskShape] = []
    /// The values of the other kinds (flags, transform lists), kept as they are.
    private(set) var values: [Value] = []
    /// Segment curves of the tracks whose keyframes pace their own segments, one per segment.
    private(set) var segmentCurves: [PreparedCurve] = []
    /// The distinct timings.
    private(set) var timings: [PreparedTiming] = []
    /// What each of `timings` was prepared from, to find an equal one.
    private var timingSpecs: [TrackTiming] = []

    /// Where a track's keyframes are.
    struct Keyframes: Sendable {
        /// The first keyframe's place in `offsets`.
        let start: Int
        let count: Int
        /// Which array holds its values, and the first one's place there.
        let kind: HeldKind
        let values: Int
        /// The first segment curve's place in `segmentCurves` (count − 1 of them), or nil when
        /// the track's timing paces it as a whole.
        let segmentCurves: Int?
        /// How the property moves between keyframes.
        let interpolation: Interpolation
        /// Whether there are two keyframes, at 0 and 1 (`from -> to`, most tracks): then the
        /// segment is found without reading the offsets or dividing (`KeyframeSegment.locateInUnitSpan`).
        let spansUnit: Bool
    }

    /// The array a track's values are held in, from the kind of value its property takes.
    enum HeldKind: Sendable {
        case scalar, point, size, rect, color, shape, value

        init(_ type: PropertyType) {
            switch type {
            case .number, .length, .angle: self = .scalar
            case .point: self = .point
            // Factors are held as a size (`PreparedTrack.held`).
            case .size, .factors: self = .size
            case .rect: self = .rect
            case .color: self = .color
            case .shape: self = .shape
            case .bool, .transformList: self = .value
            }
        }
    }

    /// Stores a timing, or finds an equal one stored before: the index of its `PreparedTiming`.
    mutating func add(_ timing: TrackTiming) -> Int {
        if let index = timingSpecs.firstIndex(of: timing) { return index }
        timingSpecs.append(timing)
        timings.append(PreparedTiming(timing))
        return timings.count - 1
    }

    /// Stores a track's keyframes, each value of the property's type as the layer holds it
    /// (`PreparedTrack.held`). A value of another kind than the type's (which `PreparedTrack`
    /// refuses before) would be kept as a `Value` and change nothing, as `PreparedTrack.apply` does.
    mutating func add(offsets: [Double], values: [Value], type: PropertyType, interpolation: Interpolation,
                      segmentCurves curves: [TimingCurve]?) -> Keyframes {
        let start = self.offsets.count
        self.offsets += offsets
        // Values of the kind the type holds go to that kind's array; any other (a value the checker would
        // have refused) keeps the whole track as `Value`s.
        var kind = HeldKind(type)
        let held: Int? = switch kind {
        case .scalar: Self.hold(values, in: &scalars) { if case .scalar(let number) = $0 { number } else { nil } }
        case .point: Self.hold(values, in: &points) { if case .point(let point) = $0 { point } else { nil } }
        case .size: Self.hold(values, in: &sizes) { if case .size(let size) = $0 { size } else { nil } }
        case .rect: Self.hold(values, in: &rects) { if case .rect(let rect) = $0 { rect } else { nil } }
        case .color: Self.hold(values, in: &colors) { if case .color(let color) = $0 { color } else { nil } }
        case .shape: Self.hold(values, in: &shapes) { if case .shape(let shape) = $0 { shape } else { nil } }
        case .value: nil
        }
        let valuesStart: Int
        if let held {
            valuesStart = held
        } else {
            kind = .value
            valuesStart = self.values.count
            self.values += values
        }
        var curvesStart: Int?
        if let curves {
            curvesStart = segmentCurves.count
            segmentCurves += curves.map(PreparedCurve.init)
        }
        return Keyframes(start: start, count: offsets.count, kind: kind, values: valuesStart, segmentCurves: curvesStart,
                         interpolation: interpolation, spansUnit: offsets == [0, 1])
    }

    /// Appends `values` to `array` where every one is of its kind (`payload` reads it), returning where
    /// they start; nil, adding nothing, where one is not.
    private static func hold<Held>(_ values: [Value], in array: inout [Held], _ payload: (Value) -> Held?) -> Int? {
        let held = values.compactMap(payload)
        guard held.count == values.count else { return nil }
        array += held
        return array.count - held.count
    }

    /// Reads the storage in place for the length of `body`: what a frame samples with.
    func withContents<Result>(_ body: (Contents) -> Result) -> Result {
        offsets.withUnsafeBufferPointer { offsets in
            scalars.withUnsafeBufferPointer { scalars in
                points.withUnsafeBufferPointer { points in
                    sizes.withUnsafeBufferPointer { sizes in
                        rects.withUnsafeBufferPointer { rects in
                            colors.withUnsafeBufferPointer { colors in
                                shapes.withUnsafeBufferPointer { shapes in
                                    values.withUnsafeBufferPointer { values in
                                        segmentCurves.withUnsafeBufferPointer { curves in
                                            timings.withUnsafeBufferPointer { timings in
                                                body(Contents(offsets: offsets, scalars: scalars, points: points, sizes: sizes,
                                                              rects: rects, colors: colors, shapes: shapes, values: values,
                                                              segmentCurves: curves, timings: timings))
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The storage borrowed for one frame.
    struct Contents {
        let offsets: UnsafeBufferPointer<Double>
        let scalars: UnsafeBufferPointer<Double>
        let points: UnsafeBufferPointer<Point>
        let sizes: UnsafeBufferPointer<Size>
        let rects: UnsafeBufferPointer<Rect>
        let colors: UnsafeBufferPointer<RGBA>
        let shapes: UnsafeBufferPointer<MaskShape>
        let values: UnsafeBufferPointer<Value>
        let segmentCurves: UnsafeBufferPointer<PreparedCurve>
        let timings: UnsafeBufferPointer<PreparedTiming>

        /// Where a track stands among its keyframes at a time of the transition, given its
        /// timing's progress then (what `KeyframeSegment.locate(offsets:segmentCurves:timing:at:)`
        /// computes from arrays): the keyframe at or before it and how far towards the next.
        @inline(__always)
        func segment(_ keyframes: Keyframes, timing: Int, progress: Double, at time: Double) -> (index: Int, weight: Double) {
            if let first = keyframes.segmentCurves {
                var (index, weight) = locate(keyframes, progress: timings[timing].fraction(at: time))
                if weight != 0 && index < keyframes.count - 1 { weight = segmentCurves[first + index].value(at: weight) }
                return (index, weight)
            }
            return locate(keyframes, progress: progress)
        }

        /// `KeyframeSegment.locate(offsets:progress:)` over a track's offsets.
        @inline(__always)
        private func locate(_ keyframes: Keyframes, progress: Double) -> (index: Int, weight: Double) {
            if keyframes.spansUnit { return KeyframeSegment.locateInUnitSpan(progress: progress) }
            let offsets = UnsafeBufferPointer(rebasing: self.offsets[keyframes.start ..< keyframes.start + keyframes.count])
            return KeyframeSegment.locate(offsets: offsets, progress: progress)
        }

        /// A track's value at a time of the transition as a `Value`, given its timing's progress then.
        func value(_ keyframes: Keyframes, timing: Int, progress: Double, at time: Double) -> Value {
            let segment = segment(keyframes, timing: timing, progress: progress, at: time)
            switch keyframes.kind {
            case .scalar: return .scalar(Self.value(scalars, keyframes, at: segment))
            case .point: return .point(Self.value(points, keyframes, at: segment))
            case .size: return .size(Self.value(sizes, keyframes, at: segment))
            case .rect: return .rect(Self.value(rects, keyframes, at: segment))
            case .color: return .color(Self.value(colors, keyframes, at: segment))
            case .shape: return .shape(Self.value(shapes, keyframes, at: segment))
            case .value: return Self.value(values, keyframes, at: segment)
            }
        }

        /// A track's value at a segment, read from the array of its kind.
        @inline(__always)
        static func value<Held: Interpolable>(_ values: UnsafeBufferPointer<Held>, _ keyframes: Keyframes,
                                               at segment: (index: Int, weight: Double)) -> Held {
            let at = keyframes.values + segment.index
            return segment.weight == 0 ? values[at] : values[at].interpolated(to: values[at + 1], segment.weight, by: keyframes.interpolation)
        }
    }
}
