import TransChecker
import TransRuntime
import TransIR
import TransSyntax

/// Turns a checked file into IR: one `TransitionProgram` per transition and operation.
///
/// `reverse auto` derives the backward programs: `from` and `to` trade places (the view
/// that arrived is the one that leaves), every keyframe list runs end to start, and the
/// timeline is mirrored, so a track that ran last forward runs first backward. Pacing is
/// not mirrored: a spring still settles at the end of its track, now on the start value.
/// `reverse auto { … }` timing scales the whole timeline to its duration, shifts it by its
/// delay and replaces every track's pacing.
///
/// `reverse { … }` states the backward programs' motion instead: its tracks, timing and
/// stacking statements are written in the backward operation's terms and lowered as written;
/// the views and what happens to them (inputs, hidden views, snapshots, kept views, perspective,
/// the stacking it starts from) are the forward transition's, traded as for `reverse auto`.
public enum Lowering {
    /// Every program of a file, forward operations before derived ones, in source order.
    public static func lower(_ file: CheckedFile) -> [TransitionProgram] {
        file.transitions.flatMap { transition in
            transition.allOperations.map { program(for: transition, operation: $0, in: file) }
        }
    }

    /// The program of one of a file's transitions for one of its operations.
    public static func program(for transition: CheckedTransition, operation: TransitionOperation, in file: CheckedFile) -> TransitionProgram {
        var lowering = ProgramLowering(transition: transition, backward: !transition.operations.contains(operation),
                                       expressions: file.expressions, names: file.names, keyframes: file.keyframes,
                                       segmentCurves: file.segmentCurves, timings: file.timings)
        return lowering.lower(operation: operation, inputs: file.inputs)
    }
}

/// The state of lowering one program.
struct ProgramLowering {
    let transition: CheckedTransition
    let backward: Bool
    /// The motion `reverse { … }` states for this backward program; nil forward and for `reverse auto`.
    let ownBackwardMotion: CheckedReverseBody?
    /// The forward transition's tracks, each piece's of a pieces block (`CheckedTransition.tracks`, made once).
    let forwardTracks: [CheckedTrack]
    /// The file's checked expressions nested in others.
    let expressions: TypedExpressionTable
    /// The names those expressions hold.
    let names: NameTable
    /// The file's checked keyframes, which its tracks and shades name.
    let checkedKeyframes: NodeTable<CheckedKeyframe>
    /// The file's segment curves, which its keyframes name.
    let segmentCurves: NodeTable<TimingCurve>
    /// The file's timings, which its tracks and shades name.
    let timings: NodeTable<TrackTiming>
    var layers: [LayerSpec] = []
    var usedInputs: Set<String> = []
    /// The views that follow the finger in this program's gestures: changed as animated ones are.
    var followedLayers: Set<String> = []

    init(transition: CheckedTransition, backward: Bool, expressions: TypedExpressionTable, names: NameTable,
         keyframes: NodeTable<CheckedKeyframe>, segmentCurves: NodeTable<TimingCurve>, timings: NodeTable<TrackTiming>) {
        self.transition = transition
        self.backward = backward
        self.expressions = expressions
        self.names = names
        checkedKeyframes = keyframes
        self.segmentCurves = segmentCurves
        self.timings = timings
        ownBackwardMotion = backward ? transition.reverseBody : nil
        forwardTracks = transition.tracks
    }

    /// A view the forward transition names, as this program sees it.
    func actor(_ actor: Actor) -> Actor { backward ? actor.swappingFromAndTo : actor }

    /// A view a track, shade or value of this program's motion names, as this program sees it: a
    /// reverse body is written in the backward operation's own terms.
    func motionActor(_ actor: Actor) -> Actor { ownBackwardMotion == nil ? self.actor(actor) : actor }

    /// The tracks of this program's motion, as written.
    var motionTracks: [CheckedTrack] { ownBackwardMotion?.tracks ?? forwardTracks }
    /// The shades of this program's motion, as written.
    var motionShades: [CheckedShade] { ownBackwardMotion?.shades ?? transition.shades }

    mutating func lower(operation: TransitionOperation, inputs: [CheckedInput]) -> TransitionProgram {
        layOutLayers()
        let forwardLength = forwardTimelineLength
        var tracks = dimmingColour
        tracks += motionTracks.map { track in
            // The pieces of a block may share one piece's values: each reads its own numbers (`PieceLeaf`).
            let piece = track.actor.pieceCell
            return TrackSpec(layer: layerIndex(motionActor(track.actor)), property: track.property,
                      keyframes: keyframes(track.keyframes, piece: piece), axis: track.axis.map { expression(expressions[$0], piece: piece) },
                      timing: timing(timings[track.timing], keyframeCount: Int(track.keyframes.count), forwardLength: forwardLength),
                      origin: track.range.start)
        }
        tracks = Self.paddingTransformLists(tracks)
        let shades = motionShades.map { shade in
            let piece = shade.actor.pieceCell
            return ShadeSpec(layer: layerIndex(motionActor(shade.actor)), gradient: expression(shade.gradient, piece: piece),
                      start: shade.start.map { expression($0, piece: piece) }, end: shade.end.map { expression($0, piece: piece) },
                      opacity: keyframes(shade.opacity, piece: piece),
                      timing: timing(timings[shade.timing], keyframeCount: Int(shade.opacity.count), forwardLength: forwardLength),
                      origin: shade.range.start)
        }
        let interactions = transition.interactions.filter { $0.operations.contains(operation) }.map { checked in
            // A pan either way is the pan that advances the switch to the next tab, a pan left, whose
            // opposite starts the mirror image (`towardOtherNeighbour`).
            let eitherWay = checked.direction == .horizontal
            return InteractionSpec(gesture: checked.gesture, direction: eitherWay ? .left : checked.direction, threshold: checked.threshold,
                                   flickVelocity: checked.flickVelocity, distance: checked.distance.map { expression($0, terms: .transition) },
                                   eitherWay: eitherWay, origin: checked.range.start, follows: followedViews(checked.follows),
                                   release: checked.release)
        }
        followedLayers = Set(interactions.flatMap { $0.follows.map { layers[$0.layer].id } })
        let ownLength = timing(timings[ownBackwardMotion?.timing ?? transition.timing], keyframeCount: 2, forwardLength: forwardLength)
            .activeDuration
        // A single value holds for the whole transition and does not make it longer.
        let duration = tracks.filter { $0.keyframes.count > 1 }.map { $0.timing.delay + $0.timing.activeDuration }
            .reduce(ownLength, max)
        let programInputs = inputs.filter { usedInputs.contains($0.name) }
            .map { InputDeclaration(name: $0.name, type: $0.type, sample: $0.sample, summary: $0.summary) }
        var program = TransitionProgram(
            name: transition.name, operation: operation, isDerivedBackward: backward, inputs: programInputs,
            layers: layers, tracks: tracks, shades: shades, perspective: transition.perspective, interactions: interactions,
            duration: duration, setup: setupActions, completion: completionActions, cancellation: cancellationActions,
            kept: backward ? [] : layers.map(\.id).filter { keptLayers.contains($0) && $0 != Actor.container.description },
            origin: transition.range.start, followsLayoutDirection: transition.followsLayoutDirection, reduceMotion: transition.reduceMotion)
        program.hasOwnBackwardMotion = ownBackwardMotion != nil
        return program
    }

    /// The tracks with every keyframe of a view's transform lists padded to the view's longest
    /// list, as CSS pads the shorter of two lists with identity functions: every engine then
    /// reads one shape per view, and a list interpolates function by function (the checker has
    /// refused lists whose functions differ).
    static func paddingTransformLists(_ tracks: [TrackSpec]) -> [TrackSpec] {
        var shapes: [Int: [TransformFunction.Kind]] = [:]
        for track in tracks where track.property == .transform {
            for keyframe in track.keyframes {
                let kinds = keyframe.value.transformFunctions?.compactMap { $0.builtin.transformKind } ?? []
                if kinds.count > shapes[track.layer, default: []].count { shapes[track.layer] = kinds }
            }
        }
        return tracks.map { track in
            guard track.property == .transform, let shape = shapes[track.layer] else { return track }
            var padded = track
            for index in padded.keyframes.indices {
                padded.keyframes[index].value = padded.keyframes[index].value.paddedTransformList(to: shape)
            }
            return padded
        }
    }

    // MARK: Layers

    /// `from` then `to` (to on top, as UIKit adds it), then every other view in order of
    /// first mention: a snapshot of a container view directly above that view (it stands in
    /// for it), anything else on top. Then the `above`/`below` statements, in order.
    ///
    /// The order is worked out in the forward transition's terms, and a backward transition
    /// (`reverse auto`) keeps it, its views renamed: the page that arrived on top of a push
    /// leaves on top of the pop, as UIKit's pop puts the arriving view below the leaving one,
    /// and the backward transition looks like the forward one played back.
    ///
    /// A reverse body starts from that stacking: the views only it names are added as the forward
    /// ones are, then its own `above`/`below` statements move them, in the backward operation's terms.
    mutating func layOutLayers() {
        var actors: [Actor] = [.from, .to]
        func mention(_ actor: Actor) {
            guard !actors.contains(actor) else { return }
            if case .snapshot(let source) = actor, let index = actors.firstIndex(of: source) {
                actors.insert(actor, at: index + 1)
            } else if actor == .dimming, let index = actors.firstIndex(of: .to) {
                // The dimming layer lies between the presenter and the presented view, as a presentation
                // controller's dimming view does.
                actors.insert(actor, at: index)
            } else if case .piece(let source, _) = actor, let index = actors.lastIndex(where: { $0 == source || $0.pictured == source }) {
                // Pieces stand in for their view as a snapshot does: above it (and its snapshot), in order.
                actors.insert(actor, at: index + 1)
            } else {
                actors.append(actor)
            }
        }
        forwardTracks.forEach { mention($0.actor) }
        transition.shades.forEach { mention($0.actor) }
        transition.hidden.forEach { mention($0) }
        func place(_ ordering: [CheckedOrder]) {
            for order in ordering {
                mention(order.actor)
                mention(order.reference)
                actors.removeAll { $0 == order.actor }
                let at = actors.firstIndex(of: order.reference) ?? actors.count
                actors.insert(order.actor, at: order.relation == .above ? at + 1 : at)
            }
        }
        place(transition.ordering)
        actors = actors.map { actor($0) }
        if let ownBackwardMotion {
            ownBackwardMotion.tracks.forEach { mention($0.actor) }
            ownBackwardMotion.shades.forEach { mention($0.actor) }
            place(ownBackwardMotion.ordering)
        }
        // The container is the stage every other view stands on, not a view among them: it comes
        // first, under all of them, whatever the order statements say.
        if let index = actors.firstIndex(of: .container) { actors.insert(actors.remove(at: index), at: 0) }
        let hidden = transition.hidden.map { actor($0) }
        layers = actors.map { LayerSpec(id: $0.description, actor: $0, hiddenWhileRunning: hidden.contains($0)) }
        for case .input(let name) in actors { usedInputs.insert(name) }
        for inner in actors.compactMap(\.pictured) { noteInputs(in: inner) }
    }

    mutating func noteInputs(in actor: Actor) {
        switch actor {
        case .input(let name): usedInputs.insert(name)
        case .snapshot(let inner), .piece(let inner, _): noteInputs(in: inner)
        case .from, .to, .container, .dimming: break
        }
    }

    /// The views a gesture's block has follow the finger, named in the operation's own terms.
    mutating func followedViews(_ follows: [CheckedFollow]) -> [FollowSpec] {
        follows.map { follow in
            FollowSpec(layer: layerIndex(follow.actor), tracks: follow.tracks.map { track in
                FollowTrack(property: track.property, start: expression(track.start, terms: .operation),
                            end: expression(track.end, terms: .operation), over: expression(track.over, terms: .operation),
                            origin: track.range.start)
            }, origin: follow.range.start)
        }
    }

    func layerIndex(_ actor: Actor) -> Int { layers.firstIndex { $0.actor == actor } ?? 0 }

    /// The dimming layer's colour, black unless the motion gives it one: a single value held for the
    /// whole transition, so that every engine paints it as it paints any background colour.
    var dimmingColour: [TrackSpec] {
        guard let index = layers.firstIndex(where: { $0.actor == .dimming }),
              !motionTracks.contains(where: { motionActor($0.actor) == .dimming && $0.property == .backgroundColor }) else { return [] }
        return [TrackSpec(layer: index, property: .backgroundColor,
                          keyframes: [KeyframeSpec(offset: 0, value: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 1)))],
                          axis: nil, timing: timings[ownBackwardMotion?.timing ?? transition.timing])]
    }

    // MARK: Timing

    /// The forward timeline's length: the transition's own timing or its last track's end.
    var forwardTimelineLength: Double {
        func end(_ timing: NodeID<TrackTiming>) -> Double { timings[timing].delay + timings[timing].activeDuration }
        let ends = forwardTracks.filter { $0.keyframes.count > 1 }.map { end($0.timing) }
            + transition.shades.filter { $0.opacity.count > 1 }.map { end($0.timing) }
        return ends.reduce(end(transition.timing), max)
    }

    /// A track's timing in this program: as written forward and in a reverse body; mirrored, scaled
    /// and re-paced backward by `reverse auto`.
    func timing(_ forward: TrackTiming, keyframeCount: Int, forwardLength: Double) -> TrackTiming {
        guard backward, ownBackwardMotion == nil, keyframeCount > 1 else { return forward }
        let reverse = transition.reverse
        let own = timings[transition.timing]
        let scale = reverse?.duration.map { own.activeDuration > 0 ? $0 / own.activeDuration : 1 } ?? 1
        let shift = reverse?.delay.map { $0 - own.delay } ?? 0
        let length = forward.activeDuration
        let mirroredDelay = max(0, forwardLength - (forward.delay + length))
        let pacing = reverse?.pacing ?? forward.pacing
        var duration: Double? = length * scale
        if case .spring(.physical) = pacing { duration = nil }
        return TrackTiming(delay: max(0, mirroredDelay * scale + shift), duration: duration, pacing: pacing)
    }

    /// Keyframes in this program's direction, a piece's (`piece`) with its own numbers.
    mutating func keyframes(_ checked: NodeList<CheckedKeyframe>, piece: PieceCell?) -> [KeyframeSpec] {
        let lowered = checkedKeyframes[checked].map {
            KeyframeSpec(offset: $0.offset, value: expression($0.value, piece: piece), curve: $0.curve.map { segmentCurves[$0] })
        }
        guard backward, ownBackwardMotion == nil, lowered.count > 1 else { return lowered }
        // Backward each segment keeps its curve (as the track keeps its own): the segment that
        // started at keyframe i + 1 forward now starts at what was keyframe i + 1 from the end.
        let reversed = Array(lowered.reversed())
        return reversed.indices.map { index in
            KeyframeSpec(offset: 1 - reversed[index].offset, value: reversed[index].value,
                         curve: index + 1 < reversed.count ? reversed[index + 1].curve : nil)
        }
    }

    // MARK: Expressions

    /// The terms an expression names views in.
    enum Terms {
        /// As the motion names them (`motionActor`).
        case motion
        /// As the transition itself does (a gesture's distance): forward, swapped backward.
        case transition
        /// As the operation running does (a followed view's tracks): never swapped.
        case operation
    }

    /// A checked expression as IR, with tuples resolved by type and views by role, in `terms`; a
    /// piece's numbers as `piece`'s.
    mutating func expression(_ typed: TypedExpr, terms: Terms = .motion, piece: PieceCell? = nil) -> ValueExpression {
        func expression(_ part: TypedExprID) -> ValueExpression { self.expression(expressions[part], terms: terms, piece: piece) }
        switch typed.kind {
        case .constant(let value): return .scalar(value)
        case .piece(let stored):
            let number = expressions[stored]
            return .scalar(piece.map { number.leaf.value(for: $0) } ?? number.value)
        case .bool(let value): return .bool(value)
        case .color(let color): return .color(expressions[color])
        case .input(let name):
            usedInputs.insert(names[name])
            return .input(names[name])
        case .view(let view):
            let checked = view.actor(in: names)
            noteInputs(in: checked)
            switch terms {
            case .motion: return .frame(motionActor(checked))
            case .transition: return .frame(actor(checked))
            case .operation: return .frame(checked)
            }
        case .member(let base, let member): return .member(expression(base), member)
        case .call(let arguments, let builtin): return .call(builtin, expressions[arguments].map { self.expression($0, terms: terms, piece: piece) })
        case .tuple(let elements):
            let parts = expressions[elements].map { self.expression($0, terms: terms, piece: piece) }
            switch (typed.type, parts.count) {
            case (.size, 2): return .size(parts[0], parts[1])
            case (.vector, 3): return .vector(parts[0], parts[1], parts[2])
            case (.rect, 4): return .rect(parts[0], parts[1], parts[2], parts[3])
            default: return .point(parts[0], parts.count > 1 ? parts[1] : .scalar(0))
            }
        case .negate(let operand): return .negate(expression(operand))
        // A named value is a constant: the IR holds its value, as if it had been written out.
        case .named(_, let named): return expression(named).folded
        case .binary(let lhs, let rhs, let op): return .binary(op, expression(lhs), expression(rhs))
        case .error: return .scalar(0)
        }
    }

    // MARK: Lifecycle

    /// Snapshots, pieces and the dimming layer: made at setup and removed at the end.
    var snapshotLayers: [LayerSpec] { layers.filter { $0.actor.pictured != nil || $0.actor == .dimming } }
    var hiddenViews: [String] { layers.filter(\.hiddenWhileRunning).map(\.id) }
    var animatedLayers: Set<String> {
        Set(motionTracks.map { motionActor($0.actor).description } + motionShades.map { motionActor($0.actor).description })
            .union(followedLayers)
    }

    /// Views `keep` leaves as the forward transition ends, in this program's terms.
    /// A present's dimming layer stays over the presenter until the dismiss this transition also
    /// runs, as a presentation controller's dimming view does.
    var keptLayers: Set<String> {
        let dimmingStays = transition.operations.contains(.present) && transition.allOperations.contains(.dismiss)
            && layers.contains { $0.actor == .dimming }
        return Set(transition.kept.map { actor($0).description } + (dimmingStays ? [Actor.dimming.description] : []))
    }

    var setupActions: [LifecycleAction] {
        var actions: [LifecycleAction] = []
        // Backward, a kept view is already there, changed: take it over, with what the forward run saved
        // of it, rather than make it anew or save its changed state.
        let takenOver = backward ? keptLayers : []
        for layer in layers where takenOver.contains(layer.id) && layer.actor != .container {
            actions.append(.takeOver(layer: layer.id))
        }
        for layer in snapshotLayers where !takenOver.contains(layer.id) {
            if let inner = layer.actor.pictured { actions.append(.takeSnapshot(layer: layer.id, of: inner.description)) }
        }
        for layer in layers where layer.actor != .from && layer.actor != .container && !isOutsideContainer(layer.actor)
            && !takenOver.contains(layer.id) {
            actions.append(.addToContainer(layer: layer.id))
        }
        actions += hiddenViews.filter { !takenOver.contains($0) }.map { .hide($0) }
        if let perspective = transition.perspective { actions.append(.setPerspective(perspective)) }
        return actions
    }

    /// Input views live in their own hierarchies; only their snapshots join the container.
    func isOutsideContainer(_ actor: Actor) -> Bool {
        if case .input = actor { return true }
        return false
    }

    /// What undoes the transition's changes, leaving alone the views in `staying`.
    func undoing(except staying: Set<String>) -> [LifecycleAction] {
        var actions: [LifecycleAction] = snapshotLayers.filter { !staying.contains($0.id) }.map { .removeFromContainer(layer: $0.id) }
        actions += layers.filter { animatedLayers.contains($0.id) && !snapshotLayers.contains($0) && !staying.contains($0.id) }
            .map { .restore(layer: $0.id) }
        actions += hiddenViews.filter { !staying.contains($0) }.map { .show($0) }
        if transition.perspective != nil { actions.append(.clearPerspective) }
        return actions
    }

    /// Forward, kept views stay as they are; backward, everything is undone.
    var completionActions: [LifecycleAction] {
        var actions = undoing(except: backward ? [] : keptLayers)
        if !keptLayers.contains("from") || backward { actions.append(.removeFromContainer(layer: "from")) }
        return actions
    }

    /// Everything back as it was; backward, that includes the views kept by the forward run.
    var cancellationActions: [LifecycleAction] {
        let staying = backward ? keptLayers : []
        return undoing(except: staying) + (staying.contains("to") ? [] : [.removeFromContainer(layer: "to")])
    }
}
