import TransDiagnostics
import TransIR
import TransSyntax

extension Checker {
    /// Checks `reverse { … }`: the backward operation's own timing, stacking and tracks, written in its
    /// own terms (its `from` is the view that arrived forward).
    ///
    /// The body holds what makes a motion (timing, `above`/`below`, `animate`); the views and what
    /// happens to them (inputs, `hide`, `keep`, snapshots, perspective) are the forward transition's,
    /// since the backward operation works on the views the forward one left, so anything else is
    /// told where it is written. A snapshot it names must be one the forward motion takes (renamed):
    /// it is retaken, or taken over when kept, not made anew.
    mutating func checkReverseBody(_ list: NodeList<TransitionStatement>, at range: SourceRange,
                                   forward: CheckedTransition) -> CheckedReverseBody {
        // The body's pieces blocks are appended to a transition of its own: their runs are not the
        // forward transition's, and its tracks are kept as appended.
        let forwardRuns = pieceRuns
        defer { pieceRuns = forwardRuns }
        let statements = syntax.statements[list]
        let timing = resolvedTiming(checkTimingStatements(in: statements), parent: checkedTimings[forward.timing],
                                    at: SourceRange(start: range.start, end: range.start + "reverse".utf8.count),
                                    transition: forward.name)
        // The body's tracks are checked as a transition of their own, so overlaps and length are
        // judged on the backward timeline alone.
        var backward = CheckedTransition(name: forward.name, operations: OperationList(forward.operations.lazy.compactMap(\.backward)),
                                         timing: storeTiming(timing), perspective: forward.perspective, range: range)
        backward.storedTracks.reserveCapacity(tracksOutsidePieces(in: statements))
        let shared = Set(forward.mentionedActors.map(\.swappingFromAndTo))
        for statement in statements {
            switch statement.kind {
            case .timing:
                break
            case .order(let upperID, let relation, let lowerID):
                let (upper, lower) = (syntax.actors[upperID], syntax.actors[lowerID])
                guard isInBackwardOperation(upper, shared: shared), isInBackwardOperation(lower, shared: shared),
                      let upperActor = resolveActor(upper), let lowerActor = resolveActor(lower) else { continue }
                if upperActor == lowerActor {
                    report(.orderWithItself(upperActor.description), at: statement.range)
                    continue
                }
                backward.ordering.append(CheckedOrder(actor: upperActor, relation: relation, reference: lowerActor))
            case .animate(let id):
                let block = syntax.animateBlocks[id]
                guard isInBackwardOperation(block.actor, shared: shared) else { continue }
                checkAnimateBlock(block, parent: timing, into: &backward)
            case .perspective:
                refuseInReverseBody("perspective", at: statement.range, because: "the backward motion has the forward one's perspective")
            case .keep:
                refuseInReverseBody("keep", at: statement.range,
                                    because: "the backward motion takes over what the forward one keeps; write 'keep' in the transition")
            case .hide:
                refuseInReverseBody("hide", at: statement.range,
                                    because: "the views the transition hides are hidden both ways; write 'hide' in the transition")
            case .reverse:
                refuseInReverseBody("reverse", at: statement.range, because: "the body is the backward motion itself")
            case .interactive:
                refuseInReverseBody("interactive", at: statement.range,
                                    because: "write it in the transition: 'interactive' names the backward operation it drives")
            case .value:
                refuseInReverseBody("let", at: statement.range, because: "define it in the transition; the body can use it")
            case .layoutDirection:
                refuseInReverseBody("layout-direction", at: statement.range, because: "it holds both ways; write it in the transition")
            case .reduceMotion:
                refuseInReverseBody("reduce-motion", at: statement.range, because: "it holds both ways; write it in the transition")
            }
        }
        reportingOncePerPlace(about: backward) { checker, backward in
            checker.checkOverlaps(backward)
            checker.checkTransformLists(backward)
        }
        checkLength(of: backward, name: SourceRange(start: range.start, end: range.start + "reverse".utf8.count))
        return CheckedReverseBody(timing: backward.timing, ordering: backward.ordering, tracks: backward.storedTracks, shades: backward.shades,
                                  range: range)
    }

    mutating func refuseInReverseBody(_ word: String, at range: SourceRange, because why: String) {
        report(.notInReverseBody(word), at: range, notes: [Note(why)])
    }

    /// Whether a view a reverse body names is one the backward operation has; reports a snapshot the
    /// forward motion does not take, suggesting the one it does when only the view's role was traded.
    /// Names that are not views are left to `resolveActor`, which reports them.
    mutating func isInBackwardOperation(_ reference: ActorRef, shared: Set<Actor>) -> Bool {
        guard case .snapshot = reference.kind, let actor = spelledActor(reference) else { return true }
        guard !shared.contains(actor) else { return true }
        let traded = actor.swappingFromAndTo
        let suggestion = shared.contains(traded) && traded != actor
            ? Note("did you mean '\(traded.description)'? backward, 'from' and 'to' trade places")
            : Note("take '\(actor.swappingFromAndTo.description)' in the forward motion, where 'from' and 'to' are the other way round")
        report(.notInBackwardOperation(actor.description), at: reference.range, notes: [suggestion])
        return false
    }

    /// The view a reference spells, without resolving input names (nil where it does not spell one).
    func spelledActor(_ reference: ActorRef) -> Actor? {
        switch reference.kind {
        case .from: .from
        case .to: .to
        case .container: .container
        case .dimming: .dimming
        case .snapshot(let inner): spelledActor(syntax.actors[inner]).map { .snapshot($0) }
        case .input(let identifier): .input(spelling(identifier.name))
        }
    }
}

extension CheckedTransition {
    /// Every view the transition names: what it animates, shades, hides, orders or keeps.
    var mentionedActors: [Actor] {
        tracks.map(\.actor) + shades.map(\.actor) + hidden + ordering.flatMap { [$0.actor, $0.reference] } + kept
    }
}
