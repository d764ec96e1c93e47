import TransDiagnostics
import TransIR
import TransSyntax

/// Which gestures can start an operation: the finger must move the way the content does.
/// A pan either way (`pan(horizontal)`) picks a neighbour by its sign, which only a tab switch has.
/// (A switch, not a dictionary: every interactive block reads it, and hashing the operation cost
/// more than the rest of the check.)
func gesturesStarting(_ operation: TransitionOperation) -> [(GestureKind, GestureDirection)] {
    switch operation {
    case .push: [(.pan, .left), (.edgePan, .right), (.pinch, .out)]
    case .pop: [(.pan, .right), (.edgePan, .left), (.pinch, .in), (.pan, .down)]
    case .present: [(.pan, .up), (.pan, .left), (.edgePan, .bottom), (.edgePan, .right), (.pinch, .out)]
    case .dismiss: [(.pan, .down), (.pan, .right), (.edgePan, .left), (.edgePan, .top), (.pinch, .in)]
    case .tab: [(.pan, .left), (.pan, .right), (.pan, .horizontal), (.edgePan, .left), (.edgePan, .right)]
    }
}

/// The motions a recognizer begins on. A pan begins on its direction's motion anywhere, so also
/// on an edge pan's; an edge pan on the motion away from its edge; a pinch on its way. Two
/// gestures of one transition whose motions meet would both begin on the same touch.
func motionsBeginning(_ gesture: GestureKind, _ direction: GestureDirection) -> GestureMotions {
    switch (gesture, direction) {
    case (.pan, .horizontal): [GestureMotions(.left), GestureMotions(.right)]
    case (.edgePan, .left): GestureMotions(.right)
    case (.edgePan, .right): GestureMotions(.left)
    case (.edgePan, .top): GestureMotions(.down)
    case (.edgePan, .bottom): GestureMotions(.up)
    // A pan or a pinch: its own direction (a pairing the parser rejects gives its word, harmlessly).
    default: GestureMotions(direction)
    }
}

/// A set of motions, a bit for each direction: compared for every pair of a transition's gestures,
/// where a `Set` would allocate.
struct GestureMotions: OptionSet {
    let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The one motion.
    init(_ direction: GestureDirection) {
        let bit: UInt16 = switch direction {
        case .left: 0
        case .right: 1
        case .up: 2
        case .down: 3
        case .top: 4
        case .bottom: 5
        case .in: 6
        case .out: 7
        case .horizontal: 8
        }
        rawValue = 1 << bit
    }
}

/// Where an interactive block's settings that are given once were first given.
struct SettingPlaces {
    var completeAt, flick, distance, release: SourceRange?

    /// Where the setting was first given, if it is one given once and was given already.
    func first(_ kind: InteractiveItem.Kind) -> SourceRange? {
        switch kind {
        case .gesture, .follow: nil
        case .completeAt: completeAt
        case .flick: flick
        case .distance: distance
        case .release: release
        }
    }

    /// Keeps where a setting given once is given.
    mutating func record(_ item: InteractiveItem) {
        switch item.kind {
        case .gesture, .follow: break
        case .completeAt: completeAt = completeAt ?? item.range
        case .flick: flick = flick ?? item.range
        case .distance: distance = distance ?? item.range
        case .release: release = release ?? item.range
        }
    }
}

extension Checker {
    /// Checks `interactive ops { … }` against the transition it belongs to: one interaction for each
    /// `gesture` in it, all with the block's settings. Several blocks may name one operation, so
    /// that each gesture can have settings of its own.
    mutating func checkInteraction(_ block: InteractiveBlock, of transition: CheckedTransition) -> [CheckedInteraction] {
        let operations = uniqueOperations(block.operations)
        var valid = true
        for name in syntax.operations[block.operations] where operations.contains(name.operation) {
            let operation = name.operation
            if !transition.runs(operation) {
                let hint = transition.operations.contains { $0.backward == operation } && !transition.runsBackward
                    ? "add 'reverse auto' or 'reverse { … }' to derive it, or list '\(operation.rawValue)' after 'for'"
                    : "list '\(operation.rawValue)' after 'for'"
                report(.operationNotRun(operation.rawValue, transition: transition.name), at: name.range, notes: [Note(hint)])
                valid = false
            }
        }
        var gestures: [GestureSyntax] = []
        var gestureWritten = false
        var threshold = 0.5
        var flick: Double?
        var distance: TypedExpr?
        var follows: [CheckedFollow] = []
        var release = ReleaseSpring.standard
        // Where each setting given once was first given (gestures and followed views may repeat).
        var firsts = SettingPlaces()
        for item in syntax.interactiveItems[block.items] {
            let word: String
            switch item.kind {
            case .gesture: word = "gesture"
            case .completeAt: word = "complete-at"
            case .flick: word = "flick"
            case .distance: word = "distance"
            case .follow: word = "follow"
            case .release: word = "release"
            }
            // Several gestures may start the same operations, several views follow; each other setting is given once.
            if let first = firsts.first(item.kind) {
                report(.duplicateStatement(word), at: item.range, notes: [Note("first given here", at: first)])
                continue
            }
            firsts.record(item)
            switch item.kind {
            case .gesture(let syntax):
                gestureWritten = true
                guard let syntax else { continue }
                if let same = gestures.first(where: { $0.kind == syntax.kind && $0.direction == syntax.direction }) {
                    report(.duplicateStatement("gesture \(syntax.kind.rawValue)(\(syntax.direction.rawValue))"), at: syntax.range,
                           notes: [Note("first given here", at: same.range)])
                    continue
                }
                gestures.append(syntax)
            case .completeAt(let expr):
                guard let value = constant(value(expr, as: .number), what: "'complete-at'") else { continue }
                guard value > 0 && value < 1 else {
                    report(.thresholdOutOfRange(value), at: expr.range)
                    continue
                }
                threshold = value
            case .flick(let expr):
                flick = positiveConstant(expr, as: .velocity, what: "flick velocity")
            case .distance(let expr):
                let typed = value(expr, as: .length)
                if let length = foldedScalar(typed), length <= 0 {
                    report(.mustBePositive("gesture distance", found: formatQuantity(length, .length)), at: expr.range)
                }
                distance = typed
            case .follow(let written):
                guard let follow = checkFollow(written, range: item.range) else { continue }
                if let same = follows.first(where: { $0.actor == follow.actor }) {
                    report(.duplicateStatement("follow \(follow.actor)"), at: item.range, notes: [Note("first given here", at: same.range)])
                    continue
                }
                follows.append(follow)
            case .release(let written):
                release = checkRelease(written) ?? release
            }
        }
        if let follow = follows.first, let pinch = gestures.first(where: { $0.kind == .pinch }) {
            report(.followNeedsPan("\(pinch.kind.rawValue)(\(pinch.direction.rawValue))"), at: follow.range,
                   notes: [Note("the pinch is declared here", at: pinch.range)])
            follows = []
        }
        // A flick is a speed in points per second along a pan; a block of pinches alone would never use it.
        if flick != nil, let pinch = gestures.first, gestures.allSatisfy({ $0.kind == .pinch }),
           let written = firsts.flick {
            report(.flickNeedsPan("\(pinch.kind.rawValue)(\(pinch.direction.rawValue))"), at: written,
                   notes: [Note("the pinch is declared here", at: pinch.range)])
            flick = nil
        }
        guard !gestures.isEmpty else {
            if gestureWritten { return [] }
            report(.missingGesture, at: SourceRange(start: block.range.start, end: block.range.start + "interactive".utf8.count))
            return []
        }
        var checked: [CheckedInteraction] = []
        checked.reserveCapacity(gestures.count)
        for gesture in gestures {
            var starts = valid
            for operation in operations {
                let allowed = gesturesStarting(operation)
                if !allowed.contains(where: { $0 == (gesture.kind, gesture.direction) }) {
                    let list = WordList.either(allowed.map { "\($0.0.rawValue)(\($0.1.rawValue))" })
                    let eitherWay = gesture.direction == .horizontal
                        ? [Note("a pan either way picks a neighbour by its sign, which only a tab switch has")] : []
                    report(.gestureCannotStart("\(gesture.kind.rawValue)(\(gesture.direction.rawValue))", operation: operation.rawValue,
                                               expected: list), at: gesture.range, notes: eitherWay)
                    starts = false
                }
            }
            if starts {
                checked.append(CheckedInteraction(operations: operations, gesture: gesture.kind, direction: gesture.direction,
                                                  threshold: threshold, flickVelocity: flick, distance: distance, range: block.range,
                                                  gestureRange: gesture.range, follows: follows, release: release))
            }
        }
        return checked
    }

    /// What the transition's motion changes on a view that follows the finger in an operation: only
    /// what the view lets go into (`Property.changesOnFollowedView`), and no shade's opacity. A backward
    /// operation's motion is the forward one's (`reverse auto`), written with `from` and `to` the other
    /// way round, or its own (`reverse { … }`).
    mutating func checkFollowedMotion(_ transition: CheckedTransition) {
        let expected = "place, size, anchor, transform parts, opacity, corner radius and shadow opacity and radius"
        for interaction in transition.interactions {
            for follow in interaction.follows {
                for operation in interaction.operations {
                    let backward = !transition.operations.contains(operation)
                    let ownBackward = backward ? transition.reverseBody : nil
                    // The followed view as the motion's tracks name it.
                    let named = backward && ownBackward == nil ? follow.actor.swappingFromAndTo : follow.actor
                    let note = Note("'\(follow.actor)' follows the finger in '\(operation.rawValue)' here", at: follow.range)
                    for track in ownBackward?.tracks ?? transition.storedTracks
                    where track.actor == named && track.keyframes.count > 1 && !track.property.changesOnFollowedView {
                        report(.followedMotion("'\(track.property.rawValue)'", view: named.description, operation: operation.rawValue,
                                               expected: expected), at: track.range, notes: [note])
                    }
                    for shade in ownBackward?.shades ?? transition.shades
                    where shade.actor == named && shade.opacity.count > 1 {
                        report(.followedMotion("the shade's opacity", view: named.description, operation: operation.rawValue,
                                               expected: expected), at: shade.range, notes: [note])
                    }
                }
            }
        }
    }

    /// `follow VIEW { PROPERTY a -> b over L … }`: the view is one UIKit hands the transition, each
    /// property one that can change with the distance dragged, and each distance a positive length.
    mutating func checkFollow(_ follow: FollowSyntax, range: SourceRange) -> CheckedFollow? {
        guard let actor = resolveActor(follow.actor) else { return nil }
        guard actor == .from || actor == .to else {
            report(.followView(actor.description), at: follow.actor.range)
            return nil
        }
        var tracks: [CheckedFollowTrack] = []
        var valid = true
        let allowed = Property.allCases.filter(\.followsDistance).map(\.rawValue)
        for track in syntax.followTracks[follow.tracks] {
            guard let property = propertyNames.word(track.property.name, in: syntax.names) else {
                report(.unknownProperty(spelling(track.property.name)), at: track.property.range,
                       notes: [SpellingSuggestion.note(for: spelling(track.property.name), among: allowed)].compactMap { $0 })
                valid = false
                continue
            }
            guard property.followsDistance else {
                report(.followProperty(property.rawValue, expected: WordList.either(allowed)), at: track.property.range)
                valid = false
                continue
            }
            if let first = tracks.first(where: { $0.property == property }) {
                report(.duplicateStatement(property.rawValue), at: track.range, notes: [Note("first given here", at: first.range)])
                valid = false
                continue
            }
            let rule = PropertyValueRule(property)
            let start = propertyValue(track.start, rule)
            let end = propertyValue(track.end, rule)
            let over = value(track.over, as: .length)
            if let length = foldedScalar(over), !(length > 0) {
                report(.mustBePositive("the distance after 'over'", found: formatQuantity(length, .length)), at: track.over.range)
                valid = false
            }
            tracks.append(CheckedFollowTrack(property: property, start: start, end: end, over: over, range: track.range))
        }
        return valid ? CheckedFollow(actor: actor, tracks: tracks, range: range) : nil
    }

    /// `release spring damping ζ duration T`: the damping-ratio spring fitted into `T` from rest, by
    /// its physics (`ReleaseSpring`); the velocity is the finger's, so no other parameter is taken.
    mutating func checkRelease(_ written: ReleaseSyntax) -> ReleaseSpring? {
        var release = ReleaseSpring.standard
        var valid = true
        let parameters = syntax.springParameters[written.parameters]
        for parameter in parameters {
            switch parameter.name {
            case .damping:
                if let damping = positiveConstant(parameter.value, as: .number, what: "the release's damping ratio") {
                    release.dampingRatio = damping
                } else {
                    valid = false
                }
            case .velocity, .mass, .stiffness, .bounce:
                report(.releaseParameter(parameter.name.rawValue), at: parameter.nameRange)
                valid = false
            }
        }
        if let duration = written.duration {
            if let seconds = positiveConstant(duration, as: .time, what: "the release's duration") {
                release.duration = seconds
            } else {
                valid = false
            }
        }
        if valid { checkSettling(release, damping: parameters.first { $0.name == .damping }?.value.range, duration: written.duration?.range) }
        return valid ? release : nil
    }

    /// Reports a release spring that, left still, settles later than the settling limit (a damping
    /// ratio near zero: its fit finds no stiffness that settles it in its duration), with the least
    /// damping ratio, to three digits, that would settle it in time. A thrown spring takes a little
    /// longer (the logarithm of its velocity), which the finger decides.
    mutating func checkSettling(_ release: ReleaseSpring, damping: SourceRange?, duration: SourceRange?) {
        let limit = limits.timing.maxSettlingTime
        // The fit takes durations up to the limit only: a longer one is reported as written, not as the spring it would be.
        if release.duration > limit, let duration {
            return report(.releaseTooLong(duration: release.duration, limit: limit), at: duration)
        }
        func settling(_ ratio: Double) -> Double {
            ReleaseSpring(dampingRatio: ratio, duration: release.duration).spring(initialVelocity: 0).settlingDuration
        }
        // Within the bisection's rounding of the limit: a critically damped spring settles exactly at its duration.
        func settlesInTime(_ seconds: Double) -> Bool { seconds <= limit * (1 + 1e-9) }
        let settles = settling(release.dampingRatio)
        // The standard spring settles in time: only a written damping or duration makes one too slow.
        guard !settlesInTime(settles), let range = damping ?? duration else { return }
        // The settling time falls as the ratio grows to 1, which settles at the duration, at most the limit.
        var (low, high) = (release.dampingRatio, 1.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if settlesInTime(settling(mid)) { high = mid } else { low = mid }
        }
        let enough = min(Self.threeDigits(high, up: true), 1)
        report(.releaseTooSlow(settling: settles, limit: limit,
                               fix: "damping \(formatNumber(enough)) or more would settle it within \(formatSeconds(limit))"), at: range)
    }

    /// Reports each pair of a transition's gestures that would both begin on the same touch (a
    /// `pan(right)` and an `edge-pan(left)`, or two operations started by one pan direction) at
    /// the later one, with a note at the other: UIKit would let only one of them have the touch.
    mutating func checkConflicts(_ interactions: [CheckedInteraction]) {
        for (index, later) in interactions.enumerated() {
            let motions = motionsBeginning(later.gesture, later.direction)
            guard let earlier = interactions[..<index].first(where: { earlier in
                // One gesture of a block listing several operations is one recognizer per operation,
                // each on the screen that starts its operation: that is the file's own choice.
                earlier.gestureRange != later.gestureRange && !motions.isDisjoint(with: motionsBeginning(earlier.gesture, earlier.direction))
            }) else { continue }
            func named(_ interaction: CheckedInteraction) -> (String, String) {
                ("\(interaction.gesture.rawValue)(\(interaction.direction.rawValue))",
                 interaction.operations.map(\.rawValue).joined(separator: ", "))
            }
            let (gesture, operation) = named(later), (other, otherOperation) = named(earlier)
            report(.conflictingGestures(gesture, operation, with: other, otherOperation), at: later.gestureRange,
                   notes: [Note("'\(other)' is declared here", at: earlier.gestureRange)])
        }
    }
}
