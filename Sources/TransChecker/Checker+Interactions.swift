import TransDiagnostics
import TransIR
import TransSyntax

/// Which gestures can start which operation: the finger must move the way the content does.
let gesturesStarting: [TransitionOperation: [(GestureKind, GestureDirection)]] = [
    .push: [(.pan, .left), (.edgePan, .right), (.pinch, .out)],
    .pop: [(.pan, .right), (.edgePan, .left), (.pinch, .in), (.pan, .down)],
    .present: [(.pan, .up), (.pan, .left), (.edgePan, .bottom), (.edgePan, .right), (.pinch, .out)],
    .dismiss: [(.pan, .down), (.pan, .right), (.edgePan, .left), (.edgePan, .top), (.pinch, .in)],
    .tab: [(.pan, .left), (.pan, .right), (.edgePan, .left), (.edgePan, .right)],
]

extension Checker {
    /// Checks `interactive ops { … }` against the transition it belongs to.
    mutating func checkInteraction(
        _ block: InteractiveBlock, of transition: CheckedTransition, seen: inout [TransitionOperation: SourceRange]
    ) -> CheckedInteraction? {
        let operations = uniqueOperations(block.operations)
        var valid = true
        for name in block.operations where operations.contains(name.operation) {
            let operation = name.operation
            if !transition.allOperations.contains(operation) {
                let hint = transition.operations.contains { $0.backward == operation } && !transition.runsBackward
                    ? "add 'reverse auto' or 'reverse { … }' to derive it, or list '\(operation.rawValue)' after 'for'"
                    : "list '\(operation.rawValue)' after 'for'"
                report(.operationNotRun(operation.rawValue, transition: transition.name), at: name.range, notes: [Note(hint)])
                valid = false
            }
            if let first = seen[operation] {
                report(.duplicateStatement("interactive \(operation.rawValue)"), at: name.range,
                       notes: [Note("first given here", at: first)])
                valid = false
            } else {
                seen[operation] = name.range
            }
        }
        var gesture: GestureSyntax?
        var gestureWritten = false
        var threshold = 0.5
        var flick: Double?
        var distance: TypedExpr?
        // An interactive block has a few settings: a list beats a dictionary.
        var firsts: [(word: String, range: SourceRange)] = []
        for item in block.items {
            let word: String
            switch item.kind {
            case .gesture: word = "gesture"
            case .completeAt: word = "complete-at"
            case .flick: word = "flick"
            case .distance: word = "distance"
            }
            if let first = firsts.first(where: { $0.word == word })?.range {
                report(.duplicateStatement(word), at: item.range, notes: [Note("first given here", at: first)])
                continue
            }
            firsts.append((word, item.range))
            switch item.kind {
            case .gesture(let syntax):
                gesture = syntax
                gestureWritten = true
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
                if let length = ConstantFolding.scalar(typed), length <= 0 {
                    report(.mustBePositive("gesture distance", found: formatQuantity(length, .length)), at: expr.range)
                }
                distance = typed
            }
        }
        guard let gesture else {
            if gestureWritten { return nil }
            report(.missingGesture, at: SourceRange(start: block.range.start, end: block.range.start + "interactive".utf8.count))
            return nil
        }
        let kind = gesture.kind
        let direction = gesture.direction
        for operation in operations {
            let allowed = gesturesStarting[operation] ?? []
            if !allowed.contains(where: { $0 == (kind, direction) }) {
                let list = WordList.either(allowed.map { "\($0.0.rawValue)(\($0.1.rawValue))" })
                report(.gestureCannotStart("\(kind.rawValue)(\(direction.rawValue))", operation: operation.rawValue,
                                           expected: list), at: gesture.range)
                valid = false
            }
        }
        guard valid else { return nil }
        return CheckedInteraction(operations: operations, gesture: kind, direction: direction, threshold: threshold,
                                  flickVelocity: flick, distance: distance, range: block.range)
    }
}
