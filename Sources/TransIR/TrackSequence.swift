/// When a track decides its property's value. Tracks on one property of one view may follow
/// one another (the checker forbids overlaps); the value at a time comes from the last of them
/// that has begun (delay ≤ t); before any has begun, the first one's start value shows; a
/// finished track holds its end value until a later one begins. Each track therefore governs
/// its property over one window of the timeline, and the interpreter and every generator read
/// that window from here.
public struct TrackWindow: Sendable, Equatable {
    /// From when the track governs: its delay, or −∞ for the first track on its property.
    public var from: Double
    /// Until when (exclusive): the delay of the next track on its property, or +∞ for the last.
    public var until: Double

    /// Makes a window.
    public init(from: Double, until: Double) { (self.from, self.until) = (from, until) }

    /// The whole timeline: the track is alone on its property.
    public static let always = TrackWindow(from: -.infinity, until: .infinity)

    /// Whether the track decides its property's value at a time.
    public func governs(at time: Double) -> Bool { from <= time && time < until }

    /// Whether another track on the same property comes before it.
    public var hasPredecessor: Bool { from > -.infinity }
    /// Whether another track on the same property comes after it.
    public var hasSuccessor: Bool { until < .infinity }
}

extension TransitionProgram {
    /// The tracks that follow one another on one property of one view (and, for `rotate`, about
    /// the same kind of axis), as indices into `tracks`, each list ordered by delay, then by place
    /// in the program; only lists of two or more tracks.
    public var trackSequences: [[Int]] {
        var sequences: [[Int]] = []
        var seen = Set<Int>()
        for index in tracks.indices where !seen.contains(index) {
            let track = tracks[index]
            let sequence = tracks.indices.filter { other in
                tracks[other].layer == track.layer && tracks[other].property == track.property
                    && (tracks[other].axis == nil) == (track.axis == nil)
            }
            seen.formUnion(sequence)
            guard sequence.count > 1 else { continue }
            sequences.append(sequence.sorted { (tracks[$0].timing.delay, $0) < (tracks[$1].timing.delay, $1) })
        }
        return sequences
    }

    /// Each track's window, in the order of `tracks`; a track that begins when another on its
    /// property begins replaces it.
    public var trackWindows: [TrackWindow] {
        var windows = Array(repeating: TrackWindow.always, count: tracks.count)
        for sequence in trackSequences {
            for (position, member) in sequence.enumerated() {
                let from = position == 0 ? -Double.infinity : tracks[member].timing.delay
                let until = position == sequence.count - 1 ? Double.infinity : tracks[sequence[position + 1]].timing.delay
                windows[member] = TrackWindow(from: from, until: until)
            }
        }
        return windows
    }
}
