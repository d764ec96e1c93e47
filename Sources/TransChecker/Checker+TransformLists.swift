import TransDiagnostics
import TransIR
import TransSyntax

extension Checker {
    /// Reports what makes a view's transform lists unplayable: a separate transform track beside
    /// a list (the list is the whole transform, so the order of the two would be unsaid), and two
    /// lists whose functions differ at one place (lists interpolate function by function, and a
    /// shorter list is padded with identities; CSS would fall back to decomposing the matrices,
    /// which loses the turns of a rotation, so a mismatch is refused rather than played some other way).
    mutating func checkTransformLists(_ transition: CheckedTransition) {
        // Where each view's first list is written.
        var lists: [Actor: SourceRange] = [:]
        var shapes: [Actor: [(function: Builtin, range: SourceRange)]] = [:]
        // Tracks are read in place and copied only when they are lists, and read again only when a view
        // has a list: every piece has its own tracks.
        for index in transition.storedTracks.indices where transition.storedTracks[index].property == .transform {
            let track = transition.storedTracks[index]
            if lists[track.actor] == nil { lists[track.actor] = track.range }
            // One mismatch a track is told: its other keyframes likely repeat it.
            keyframes: for keyframe in checkedKeyframes[track.keyframes] {
                guard let functions = Self.transformFunctions(keyframe.value, in: typedExpressions) else { continue }
                let known = shapes[track.actor] ?? []
                if let place = known.indices.first(where: { $0 < functions.count && known[$0].function.transformKind != functions[$0].function.transformKind }) {
                    report(.mismatchedTransformFunctions(functions[place].function.rawValue, expected: known[place].function.rawValue),
                           at: functions[place].range, notes: [Note("'\(known[place].function.rawValue)' is here", at: known[place].range)])
                    break keyframes
                }
                if functions.count > known.count { shapes[track.actor] = known + functions[known.count...] }
            }
        }
        guard !lists.isEmpty else { return }
        for track in transition.storedTracks {
            guard let list = lists[track.actor], case .transform(let part) = track.property.traits.part else { continue }
            switch part {
            case .list, .perspective: continue
            case .translation, .translationX, .translationY, .translationZ, .scale, .scaleX, .scaleY, .rotation, .rotationX,
                 .rotationY, .rotationZ:
                report(.transformBesideList(track.property.rawValue, of: track.actor.description), at: track.range,
                       notes: [Note("the 'transform' list of '\(track.actor)' is here", at: list)])
            }
        }
    }

    /// The functions a checked transform list states, with where each is written; nil for a value
    /// already reported as wrong.
    static func transformFunctions(_ typed: TypedExpr, in table: TypedExpressionTable) -> [(function: Builtin, range: SourceRange)]? {
        switch typed.kind {
        case .call(let items, .transformList):
            var functions: [(function: Builtin, range: SourceRange)] = []
            for item in table[items] {
                guard let inner = transformFunctions(item, in: table) else { return nil }
                functions += inner
            }
            return functions
        case .call(_, let builtin) where builtin.transformKind != nil: return [(builtin, typed.range)]
        case .named(_, let value): return transformFunctions(table[value], in: table).map { $0.map { ($0.function, typed.range) } }
        default: return nil
        }
    }
}
