import TransIR

/// Every track's keyframes and timings, in a few contiguous arrays a scene owns. A track holds
/// only indices into them (`PreparedTrack` is plain data), so sampling a frame reads tracks
/// without retaining or releasing anything; and tracks paced alike share one timing, so a
/// spring or curve is evaluated once for all the tracks of an `animate` block.
struct TrackStorage: Sendable {
    /// Keyframe offsets, track after track.
    private(set) var offsets: [Double] = []
    /// Keyframe values, at the same places as their offsets.
    private(set) var values: [Value] = []
    /// Segment curves of the tracks whose keyframes pace their own segments, one per segment.
    private(set) var segmentCurves: [PreparedCurve] = []
    /// The distinct timings.
    private(set) var timings: [PreparedTiming] = []
    /// What each of `timings` was prepared from, to find an equal one.
    private var timingSpecs: [TrackTiming] = []

    /// Where a track's keyframes are.
    struct Keyframes: Sendable {
        /// The first keyframe's place in `offsets` and `values`.
        let start: Int
        let count: Int
        /// The first segment curve's place in `segmentCurves` (count − 1 of them), or nil when
        /// the track's timing paces it as a whole.
        let segmentCurves: Int?
        /// How the property moves between keyframes.
        let interpolation: Interpolation
    }

    /// Stores a timing, or finds an equal one stored before: the index of its `PreparedTiming`.
    mutating func add(_ timing: TrackTiming) -> Int {
        if let index = timingSpecs.firstIndex(of: timing) { return index }
        timingSpecs.append(timing)
        timings.append(PreparedTiming(timing))
        return timings.count - 1
    }

    /// Stores a track's keyframes.
    mutating func add(offsets: [Double], values: [Value], interpolation: Interpolation, segmentCurves curves: [TimingCurve]?) -> Keyframes {
        let start = self.offsets.count
        self.offsets += offsets
        self.values += values
        var curvesStart: Int?
        if let curves {
            curvesStart = segmentCurves.count
            segmentCurves += curves.map(PreparedCurve.init)
        }
        return Keyframes(start: start, count: offsets.count, segmentCurves: curvesStart, interpolation: interpolation)
    }

    /// Reads the storage in place for the length of `body`: what a frame samples with.
    func withContents<Result>(_ body: (Contents) -> Result) -> Result {
        offsets.withUnsafeBufferPointer { offsets in
            values.withUnsafeBufferPointer { values in
                segmentCurves.withUnsafeBufferPointer { curves in
                    timings.withUnsafeBufferPointer { timings in
                        body(Contents(offsets: offsets, values: values, segmentCurves: curves, timings: timings))
                    }
                }
            }
        }
    }

    /// The storage borrowed for one frame.
    struct Contents {
        let offsets: UnsafeBufferPointer<Double>
        let values: UnsafeBufferPointer<Value>
        let segmentCurves: UnsafeBufferPointer<PreparedCurve>
        let timings: UnsafeBufferPointer<PreparedTiming>

        /// A track's value at a time of the transition, given its timing's progress then (what
        /// `KeyframeSegment.locate(offsets:segmentCurves:timing:at:)` and `PreparedKeyframes`
        /// compute from arrays).
        func value(_ keyframes: Keyframes, timing: Int, progress: Double, at time: Double) -> Value {
            let offsets = UnsafeBufferPointer(rebasing: self.offsets[keyframes.start ..< keyframes.start + keyframes.count])
            var (index, weight): (Int, Double)
            if let first = keyframes.segmentCurves {
                (index, weight) = KeyframeSegment.locate(offsets: offsets, progress: timings[timing].fraction(at: time))
                if weight != 0 && index < keyframes.count - 1 { weight = segmentCurves[first + index].value(at: weight) }
            } else {
                (index, weight) = KeyframeSegment.locate(offsets: offsets, progress: progress)
            }
            let at = keyframes.start + index
            return weight == 0 ? values[at] : values[at].interpolated(to: values[at + 1], weight, by: keyframes.interpolation)
        }
    }
}
