import TransDiagnostics
import TransIR
import TransSyntax

/// A file that passed the checker: every name resolved, every value typed, every
/// timing known. Lowering reads only this.
public struct CheckedFile: Sendable {
    /// The inputs, in declaration order.
    public var inputs: [CheckedInput]
    /// The transitions, in declaration order.
    public var transitions: [CheckedTransition]
    /// The named values, the file's and the transitions', in order (for tools that show them;
    /// lowering reads their values where they are used).
    public var values: [CheckedValue] = []
    /// The checked expressions nested in others, which the file's expressions name by index.
    public var expressions = TypedExpressionTable()
    /// The names the checked expressions hold (the parsed file's).
    public var names = NameTable()
    /// The keyframes of every track and shade, each's a run of them. A pieces block's pieces share
    /// the first piece's run of a track that reads nothing of the piece, or whose values differ from
    /// piece to piece only by the pieces' numbers (`.piece` expressions).
    public var keyframes = NodeTable<CheckedKeyframe>()
    /// The curves of the keyframe segments that have one of their own: few have, and a keyframe
    /// holding one in place would be half as large again.
    public var segmentCurves = NodeTable<TimingCurve>()
    /// The timings of the tracks and shades. Tracks one after another that run alike (a block's, a
    /// piece's) name one: held in place, a timing was more than half of every track.
    public var timings = NodeTable<TrackTiming>()
}

/// A named value (`let lift = 24pt`).
public struct CheckedValue: Sendable {
    /// Its name.
    public var name: String
    /// What it names, checked (the error type if it was reported as wrong).
    public var value: TypedExpr
    /// Where the name is defined.
    public var range: SourceRange
}

/// An input the app supplies.
public struct CheckedInput: Sendable {
    /// Its name.
    public var name: String
    /// Its type.
    public var type: InputType
    /// The sample written after `=`, if any, as a value of the type (a view's is its frame).
    public var sample: Value?
    /// The description written after the type, if any.
    public var summary: String?
    /// The declaration.
    public var range: SourceRange
}

/// One property of one view changing over time.
public struct CheckedTrack: Sendable {
    /// The view.
    public var actor: Actor
    /// The property.
    public var property: Property
    /// The values at their offsets (fractions of the track's duration, increasing), in the file's
    /// `keyframes`. A single keyframe is a value set for the whole transition.
    public var keyframes: NodeList<CheckedKeyframe>
    /// The axis of a `rotate … about (x, y, z)`, in the file's `expressions`; `nil` means the z axis.
    public var axis: TypedExprID?
    /// When and how it runs, in the file's `timings`.
    public var timing: NodeID<TrackTiming>
    /// The track in source.
    public var range: SourceRange
}

/// A value at a point of a track.
public struct CheckedKeyframe: Sendable {
    /// Fraction of the track, 0…1.
    public var offset: Double
    /// The curve of the segment from here to the next keyframe, in the file's `segmentCurves`;
    /// nil: the track's.
    public var curve: NodeID<TimingCurve>? = nil
    /// The value there.
    public var value: TypedExpr
}

/// A gradient overlay on a view.
public struct CheckedShade: Sendable {
    /// The view it covers.
    public var actor: Actor
    /// The gradient.
    public var gradient: TypedExpr
    /// Start point in unit coordinates.
    public var start: TypedExpr?
    /// End point in unit coordinates.
    public var end: TypedExpr?
    /// The overlay's opacity keyframes, in the file's `keyframes` (a single keyframe of 1 when not
    /// animated).
    public var opacity: NodeList<CheckedKeyframe>
    /// When and how its opacity changes, in the file's `timings`.
    public var timing: NodeID<TrackTiming>
    /// The shade in source.
    public var range: SourceRange
}

/// One view placed above or below another.
public struct CheckedOrder: Sendable, Equatable {
    /// The view moved.
    public var actor: Actor
    /// Whether it goes above or below `reference`.
    public var relation: OrderRelation
    /// The view it is placed against.
    public var reference: Actor

    /// Makes a placement.
    public init(actor: Actor, relation: OrderRelation, reference: Actor) {
        (self.actor, self.relation, self.reference) = (actor, relation, reference)
    }
}

/// Timing overrides of `reverse auto { … }`.
public struct ReverseTiming: Sendable {
    /// The backward transition's duration, if overridden.
    public var duration: Double?
    /// Its delay, if overridden.
    public var delay: Double?
    /// Its pacing, if overridden.
    public var pacing: Pacing?

    /// Overrides, none by default.
    public init(duration: Double? = nil, delay: Double? = nil, pacing: Pacing? = nil) {
        (self.duration, self.delay, self.pacing) = (duration, delay, pacing)
    }

    /// Whether it overrides nothing (`reverse auto` alone).
    var overridesNothing: Bool { duration == nil && delay == nil && pacing == nil }
}

/// A value held out of line, behind one reference: for a field that is large and rarely set, which
/// held in place would make every value holding it as large. Replaced whole, never changed in place,
/// so a copy of its holder shares it safely.
struct OutOfLine<Value: Sendable>: Sendable {
    private let box: Box

    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    init(_ value: Value) { box = Box(value) }

    var value: Value { box.value }
}

/// The backward motion `reverse { … }` states, in the backward operation's terms (its `from` is the
/// view that arrived forward). Everything else (inputs, hidden views, snapshots, kept views,
/// perspective, the stacking it starts from) it shares with the forward transition.
public struct CheckedReverseBody: Sendable {
    /// Its own timing, in the file's `timings`: the forward transition's, overridden by the body's
    /// `duration`, `delay`, `curve` or `spring` (its tracks inherit it).
    public var timing: NodeID<TrackTiming>
    /// Z-order placements, applied after the forward stacking (renamed) they start from.
    public var ordering: [CheckedOrder]
    /// Property tracks, in source order.
    public var tracks: [CheckedTrack]
    /// Gradient overlays, in source order.
    public var shades: [CheckedShade]
    /// The clause in source.
    public var range: SourceRange
}

/// A gesture that starts and drives operations: one for each `gesture` of an interactive block,
/// with the block's settings.
public struct CheckedInteraction: Sendable {
    /// The operations it starts.
    public var operations: OperationList
    /// The recognizer.
    public var gesture: GestureKind
    /// Its direction or edge.
    public var direction: GestureDirection
    /// The progress past which a release finishes (0…1, exclusive); 0.5 when not given.
    public var threshold: Double
    /// Release speed in pt/s past which a flick decides, if given.
    public var flickVelocity: Double?
    /// The travel that counts as 100 %, if given (default: the container's extent along the gesture).
    public var distance: TypedExpr?
    /// The block in source.
    public var range: SourceRange
    /// The gesture in source.
    public var gestureRange: SourceRange
    /// The views that follow the finger, in the terms of each operation the block starts.
    public var follows: [CheckedFollow] = []
    /// The spring the followed views move by after the release.
    public var release = ReleaseSpring.standard
}

/// `follow from { scale 1 -> 0.6 over 300pt }`, checked.
public struct CheckedFollow: Sendable {
    /// The view, `from` or `to` of the operation the gesture starts.
    public var actor: Actor
    /// Its tracks over the distance dragged.
    public var tracks: [CheckedFollowTrack]
    /// The statement in source.
    public var range: SourceRange
}

/// `scale 1 -> 0.6 over 300pt`, checked.
public struct CheckedFollowTrack: Sendable {
    /// The property.
    public var property: Property
    /// The value at no distance.
    public var start: TypedExpr
    /// The value from `over` on.
    public var end: TypedExpr
    /// The distance, a length.
    public var over: TypedExpr
    /// The track in source.
    public var range: SourceRange
}

/// A transition that passed the checker.
public struct CheckedTransition: Sendable {
    /// Its name.
    public var name: String
    /// The operations it runs forward, as listed after `for`.
    public var operations: OperationList
    /// Whether `reverse auto` derives the backward operations (`hasReverseAuto`), with its timing
    /// overrides held out of line (nil without any): most transitions write `reverse auto` alone, and
    /// held in place the overrides and the body below were half of every transition.
    private var hasReverseAuto = false
    private var reverseOverrides: OutOfLine<ReverseTiming>?
    /// The backward operations' own motion (`reverse { … }`), out of line: few transitions write one.
    private var ownReverseBody: OutOfLine<CheckedReverseBody>?
    /// The transition's own timing, in the file's `timings` (tracks inherit it).
    public var timing: NodeID<TrackTiming>
    /// The container's perspective distance in points, if set.
    public var perspective: Double?
    /// Z-order placements.
    public var ordering: [CheckedOrder]
    /// Views kept as the transition leaves them until the backward transition (`keep`).
    public var kept: [Actor]
    /// Views hidden while the transition runs.
    public var hidden: [Actor]
    /// Property tracks, in source order, but for the pieces blocks' held once in `pieceTracks`
    /// (`packPieceTracks(_:)`, once the transition is checked); until then, all of them.
    public internal(set) var storedTracks: [CheckedTrack]
    /// Gradient overlays, in source order.
    public var shades: [CheckedShade]
    /// Gestures.
    public var interactions: [CheckedInteraction]
    /// Whether it plays mirrored in a right-to-left layout (not `layout-direction fixed`).
    public var followsLayoutDirection = true
    /// What it plays with Reduce Motion on (`reduce-motion`).
    public var reduceMotion = ReduceMotionRule.crossFade
    /// The declaration in source.
    public var range: SourceRange

    /// The tracks of pieces blocks held once for all their pieces, in source order.
    public internal(set) var pieceTracks: [CheckedPieceTracks] = []

    /// Every property track, in source order, each piece's of a pieces block (made when asked).
    public var tracks: [CheckedTrack] {
        guard !pieceTracks.isEmpty else { return storedTracks }
        var all: [CheckedTrack] = []
        all.reserveCapacity(storedTracks.count + pieceTracks.reduce(0) { $0 + $1.timings.count })
        var next = 0
        for run in pieceTracks {
            all += storedTracks[next..<run.position]
            next = run.position
            run.appendTracks(to: &all)
        }
        all += storedTracks[next...]
        return all
    }

    /// Holds each pieces block's tracks once where its pieces' differ only by their views and timings
    /// (`runs`, as the checker appended them): a block of 24 pieces then keeps 3 tracks and 72 timings,
    /// not 72 tracks each with a view of its own. `tracks` gives them all again, in the same order.
    mutating func packPieceTracks(_ runs: [PieceRun]) {
        var held: [CheckedPieceTracks] = []
        var removed = 0
        for run in runs {
            guard let tracks = CheckedPieceTracks(storedTracks, run, position: run.start - removed) else { continue }
            held.append(tracks)
            removed += tracks.timings.count
        }
        guard !held.isEmpty else { return }
        // The tracks kept, in an array of their size: the checked file holds it to the end.
        var kept: [CheckedTrack] = []
        kept.reserveCapacity(storedTracks.count - removed)
        var next = 0
        for tracks in held {
            let start = tracks.position + (next - kept.count)
            kept += storedTracks[next..<start]
            next = start + tracks.timings.count
        }
        kept += storedTracks[next...]
        (storedTracks, pieceTracks) = (kept, held)
    }

    /// Makes a transition that states no backward motion yet.
    init(name: String, operations: OperationList, timing: NodeID<TrackTiming>, perspective: Double?, range: SourceRange) {
        (self.name, self.operations, self.timing, self.perspective, self.range) = (name, operations, timing, perspective, range)
        (ordering, kept, hidden, storedTracks, shades, interactions) = ([], [], [], [], [], [])
    }

    /// Whether `reverse auto` derives the backward operations, with its timing overrides.
    public var reverse: ReverseTiming? {
        get { hasReverseAuto ? reverseOverrides?.value ?? ReverseTiming() : nil }
        set {
            hasReverseAuto = newValue != nil
            reverseOverrides = newValue.flatMap { $0.overridesNothing ? nil : OutOfLine($0) }
        }
    }

    /// The backward operations' own motion (`reverse { … }`), if written.
    public var reverseBody: CheckedReverseBody? {
        get { ownReverseBody?.value }
        set { ownReverseBody = newValue.map { OutOfLine($0) } }
    }

    /// Whether the backward operations are derived, by `reverse auto` or `reverse { … }`.
    public var runsBackward: Bool { hasReverseAuto || ownReverseBody != nil }

    /// Whether the transition runs an operation, forward or derived (one of `allOperations`, found
    /// without listing them).
    public func runs(_ operation: TransitionOperation) -> Bool {
        operations.contains(operation) || (runsBackward && operations.contains { $0.backward == operation })
    }

    /// The operations the transition runs, forward ones first, then those `reverse auto` or
    /// `reverse { … }` derives (each once: the list skips a repeat).
    public var allOperations: OperationList {
        var all = operations
        if runsBackward {
            for operation in operations {
                if let backward = operation.backward { all.append(backward) }
            }
        }
        return all
    }
}

/// A pieces block's tracks as the checker appends them: `cells` pieces of `perPiece` tracks each from
/// `start`, each piece's with its own view.
struct PieceRun {
    let start: Int
    let perPiece: Int
    let cells: Int
}

/// A pieces block's tracks, held once for all its pieces: each piece's are the first piece's, with the
/// piece's view and a timing of its own.
public struct CheckedPieceTracks: Sendable {
    /// The place among the transition's `storedTracks` before which they stand.
    public let position: Int
    /// The first piece's tracks (their view names the view cut and the grid).
    public let first: [CheckedTrack]
    /// Every piece's tracks' timings, piece after piece.
    public let timings: [NodeID<TrackTiming>]

    /// A run of a pieces block's tracks as the checker appended them, if every piece's (each with its own
    /// view, by making) has the first piece's property, keyframes, axis and source range; nil if not.
    init?(_ tracks: [CheckedTrack], _ run: PieceRun, position: Int) {
        let count = run.perPiece * run.cells
        guard run.start + count <= tracks.count else { return nil }
        // Read in place: a copy of a track would retain and release its view.
        let alike = tracks.withUnsafeBufferPointer { buffer in
            let first = buffer.baseAddress! + run.start
            for number in run.perPiece..<count {
                let (track, model) = (first + number, first + number % run.perPiece)
                guard track.pointee.property == model.pointee.property, track.pointee.keyframes == model.pointee.keyframes,
                      track.pointee.axis == model.pointee.axis, track.pointee.range == model.pointee.range else { return false }
            }
            return true
        }
        guard alike else { return nil }
        self.position = position
        first = Array(tracks[run.start..<run.start + run.perPiece])
        timings = tracks[run.start..<run.start + count].map(\.timing)
    }

    /// Appends every piece's tracks, piece after piece.
    func appendTracks(to all: inout [CheckedTrack]) {
        guard case .piece(let source, let cell)? = first.first?.actor else { return }
        for (number, piece) in PieceCell.grid(rows: cell.rows, columns: cell.columns).enumerated() {
            for (offset, var track) in first.enumerated() {
                track.actor = .piece(source, piece)
                track.timing = timings[number * first.count + offset]
                all.append(track)
            }
        }
    }
}
