import TransDiagnostics
import TransIR
import TransSyntax

/// The parts of a view's state some tracks write, one bit each: a part is named by the property that
/// writes it alone (`frame` writes `position` and `size`), and a shade is a part of its own. Two
/// tracks of one view conflict when their parts meet at overlapping times; a bit set keeps that test
/// free of allocation, which matters because a pieces block multiplies a transition's tracks.
struct WrittenParts: Equatable {
    var bits: UInt64

    /// A shade's overlay.
    static let shade = WrittenParts(bits: 1 << 63)

    /// The part the property writes alone.
    init(_ part: Property) {
        bits = 1 << Self.bitIndex(part)
    }

    private init(bits: UInt64) { self.bits = bits }

    /// The parts of both.
    func union(_ other: WrittenParts) -> WrittenParts { WrittenParts(bits: bits | other.bits) }

    /// Whether the two share a part.
    func meets(_ other: WrittenParts) -> Bool { bits & other.bits != 0 }

    /// Each property's bit, in the property table's order (a switch: looking a property up in a
    /// dictionary hashes its name, once for every track). Bit 63 is the shade's.
    private static func bitIndex(_ property: Property) -> UInt64 {
        switch property {
        case .frame: 0
        case .position: 1
        case .size: 2
        case .anchor: 3
        case .opacity: 4
        case .hidden: 5
        case .zPosition: 6
        case .cornerRadius: 7
        case .backgroundColor: 8
        case .shadowOpacity: 9
        case .shadowRadius: 10
        case .shadowOffset: 11
        case .shadowColor: 12
        case .translate: 13
        case .translateX: 14
        case .translateY: 15
        case .translateZ: 16
        case .scale: 17
        case .scaleX: 18
        case .scaleY: 19
        case .rotate: 20
        case .rotateX: 21
        case .rotateY: 22
        case .rotateZ: 23
        case .transform: 24
        case .perspective: 25
        case .mask: 26
        }
    }
}

extension Property {
    /// The parts of a view's state a track of this property writes.
    func writtenParts(rotatesAboutAxis: Bool) -> WrittenParts {
        switch self {
        case .frame: WrittenParts(.position).union(WrittenParts(.size))
        case .translate: WrittenParts(.translateX).union(WrittenParts(.translateY))
        case .scale: WrittenParts(.scaleX).union(WrittenParts(.scaleY))
        case .rotate:
            rotatesAboutAxis ? WrittenParts(.rotateX).union(WrittenParts(.rotateY)).union(WrittenParts(.rotateZ)) : WrittenParts(.rotateZ)
        case .position, .size, .anchor, .opacity, .hidden, .zPosition, .cornerRadius, .backgroundColor,
             .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .translateX, .translateY, .translateZ,
             .scaleX, .scaleY, .rotateX, .rotateY, .rotateZ, .transform, .perspective, .mask:
            WrittenParts(self)
        }
    }
}

extension Checker {
    /// Reports two tracks that write one part of one view at overlapping times.
    ///
    /// A transition has a handful of tracks, scanned linearly; a pieces block gives each piece
    /// its own tracks, so past a few dozen claims they are grouped first.
    mutating func checkOverlaps(_ transition: CheckedTransition) {
        func claim(_ actor: Actor, _ parts: WrittenParts, _ keyframes: Int, _ timing: TrackTiming, _ index: Int) -> OverlapClaim {
            let bucket = OverlapBucket.of(actor)
            // A single value holds for the whole transition.
            guard keyframes > 1 else { return OverlapClaim(bucket: bucket, parts: parts, start: 0, end: .infinity, index: index) }
            let end = timing.duration.map { timing.delay + $0 } ?? .infinity
            return OverlapClaim(bucket: bucket, parts: parts, start: timing.delay, end: end, index: index)
        }
        func actor(_ claim: OverlapClaim) -> Actor {
            claim.index < transition.storedTracks.count ? transition.storedTracks[claim.index].actor
                : transition.shades[claim.index - transition.storedTracks.count].actor
        }
        func conflict(_ later: OverlapClaim, _ earlier: OverlapClaim) -> Bool {
            earlier.bucket == later.bucket && earlier.parts.meets(later.parts) && earlier.start < later.end
                && later.start < earlier.end && actor(earlier) == actor(later)
        }
        // The checker's array, emptied, rather than one allocated for every transition.
        var claims: [OverlapClaim] = []
        swap(&claims, &overlapClaims)
        defer {
            claims.removeAll(keepingCapacity: true)
            overlapClaims = claims
        }
        claims.reserveCapacity(transition.storedTracks.count + transition.shades.count)
        // Fields read in place: a track copied whole retains and releases its axis.
        for index in transition.storedTracks.indices {
            let parts = transition.storedTracks[index].property.writtenParts(rotatesAboutAxis: transition.storedTracks[index].axis != nil)
            claims.append(claim(transition.storedTracks[index].actor, parts, Int(transition.storedTracks[index].keyframes.count),
                                checkedTimings[transition.storedTracks[index].timing], index))
        }
        for index in transition.shades.indices {
            claims.append(claim(transition.shades[index].actor, .shade, Int(transition.shades[index].opacity.count),
                                checkedTimings[transition.shades[index].timing], transition.storedTracks.count + index))
        }
        func described(_ claim: OverlapClaim) -> (property: String, range: SourceRange) {
            if claim.index < transition.storedTracks.count {
                let track = transition.storedTracks[claim.index]
                return (track.property.rawValue, track.range)
            }
            return ("shade", transition.shades[claim.index - transition.storedTracks.count].range)
        }
        func report(_ later: OverlapClaim, conflicting earlier: OverlapClaim) {
            let (laterProperty, laterRange) = described(later)
            let (earlierProperty, earlierRange) = described(earlier)
            self.report(.overlappingTracks(laterProperty, of: actor(later).description), at: laterRange,
                        notes: [Note("'\(earlierProperty)' is animated here", at: earlierRange)])
        }
        if claims.count <= 32 {
            for index in claims.indices {
                if let earlier = (0..<index).first(where: { conflict(claims[index], claims[$0]) }) {
                    report(claims[index], conflicting: claims[earlier])
                }
            }
            return
        }
        // Claims grouped by bucket, each group in source order, so the first conflict found is the one
        // the scan would find. A bucket is found without hashing the view (a piece's view holds its
        // source and cell, and hashing them was most of this check's time): pieces by their cell, other
        // views by their kind. Claims of different views may share a bucket; `conflict` compares the
        // views. The groups are laid out in one array by counting (an array per bucket was an
        // allocation per piece), and read by position (a slice of it, zipped with its indices,
        // retained and released the array at every step).
        var starts = [Int](repeating: 0, count: OverlapBucket.count + 1)
        for claim in claims { starts[claim.bucket + 1] += 1 }
        for bucket in starts.indices.dropFirst() { starts[bucket] += starts[bucket - 1] }
        var grouped = [Int](repeating: 0, count: claims.count)
        var filled = starts
        for index in claims.indices {
            grouped[filled[claims[index].bucket]] = index
            filled[claims[index].bucket] += 1
        }
        var conflicts: [(later: Int, earlier: Int)] = []
        for bucket in 0..<OverlapBucket.count {
            let first = starts[bucket]
            for position in first..<starts[bucket + 1] {
                let later = grouped[position]
                if let earlier = (first..<position).first(where: { conflict(claims[later], claims[grouped[$0]]) }) {
                    conflicts.append((later, grouped[earlier]))
                }
            }
        }
        // Told in source order, as the scan tells them.
        for (later, earlier) in conflicts.sorted(by: { $0.later < $1.later }) {
            report(claims[later], conflicting: claims[earlier])
        }
    }
}

/// A track's or shade's hold on some parts of a view over a time, as the overlap check compares them;
/// `index` counts the transition's tracks, then its shades. The view is read from the track where two
/// claims are compared, rather than copied into the claim (a piece's view is a box, retained by every
/// copy); `bucket` (`OverlapBucket`) tells most different views apart without it.
struct OverlapClaim {
    var bucket: Int
    var parts: WrittenParts
    var start: Double
    var end: Double
    var index: Int
}

/// Where the overlap check files a view's claims.
private enum OverlapBucket {
    /// Buckets for pieces, by their cell's index (a grid has at most `FrontEndLimits.maxPieces` cells;
    /// past this many, cells share).
    static let pieces = 256
    /// The views other than pieces, one bucket for each kind.
    static let others = 6
    static let count = others + pieces

    static func of(_ actor: Actor) -> Int {
        switch actor {
        case .from: 0
        case .to: 1
        case .container: 2
        case .dimming: 3
        case .input: 4
        case .snapshot: 5
        case .piece(_, let cell): others + cell.index % pieces
        }
    }
}
