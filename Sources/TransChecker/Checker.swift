import TransDiagnostics
import TransIR
import TransSyntax

/// Resolves names, checks types, units and ranges, and turns a parsed file into a `CheckedFile`.
///
/// Like the parser it reports every problem it finds; a value already reported as wrong has
/// the `error` type, which matches anything silently, so one mistake gives one diagnostic.
public struct Checker {
    var diagnostics: DiagnosticList
    /// The bounds the file must keep (timing limits among them).
    var limits: FrontEndLimits
    /// Declared inputs by name.
    var inputs: [Name: DeclaredInput] = [:]
    /// Names of inputs read anywhere.
    var usedInputs: Set<Name> = []
    /// Named values in scope: the file's, then the current transition's over them.
    var values: [Name: NamedValue] = [:]
    /// Names of the scope being defined that are not defined yet.
    var pendingValues: [Name: SourceRange] = [:]
    /// Every value defined, in order, for the checked file.
    var checkedValues: [CheckedValue] = []
    /// The piece being checked, inside `animate pieces(…)`.
    var piece: PieceScope?
    /// The calls of the pieces block being checked.
    var pieceCalls = PieceCalls()
    /// How many times a check has read a piece's number (`ConstantFolding`): one that read none checks
    /// alike for every piece.
    var piecesRead = 0
    /// The parsed file, whose tables hold the nodes its declarations name by index.
    var syntax = FileSyntax()
    /// Whether the nodes of the declarations checked are freed as the checking goes on (the file's
    /// release points), where nothing else will read them.
    var releasesSyntax = false
    /// The first of the file's release points not passed yet.
    var nextReleasePoint = 0
    /// The pieces blocks' tracks appended to the transition being checked, to hold once (`packPieceTracks`).
    var pieceRuns: [PieceRun] = []
    /// What the first piece of a pieces block leaves the others, kept between blocks for its room.
    var pieceFirsts = PieceFirstItems()
    /// The overlap check's claims, kept between transitions for their room (`checkOverlaps`).
    var overlapClaims: [OverlapClaim] = []
    /// The checked expressions nested in others, for the checked file.
    var typedExpressions = TypedExpressionTable()
    /// Checked expressions of lists being checked, waiting to be stored together (`storeTyped`).
    var pendingTyped: [TypedExpr] = []
    /// The keyframes of the tracks and shades checked, for the checked file.
    var checkedKeyframes = NodeTable<CheckedKeyframe>()
    /// The curves of keyframe segments, for the checked file.
    var segmentCurves = NodeTable<TimingCurve>()
    /// The timings of the tracks and shades checked, for the checked file (`storeTiming`).
    var checkedTimings = NodeTable<TrackTiming>()
    /// The property, member, built-in function or curve each name spells, and what a bare name means
    /// before any declaration.
    var propertyNames = WordsByName(spelledBy: Property.init(rawValue:))
    var memberNames = WordsByName(spelledBy: Member.init(rawValue:))
    var builtinNames = WordsByName(spelledBy: Builtin.init(rawValue:))
    var curveNames = WordsByName(spelledBy: NamedCurve.init(rawValue:))
    var fixedMeanings = WordsByName(spelledBy: FixedMeaning.init(spelling:))

    struct DeclaredInput {
        var type: InputType?
        var range: SourceRange
    }

    /// Checks a parsed file. Diagnostics are appended to `diagnostics`; the result is
    /// meaningful only when no error was added.
    public static func check(_ syntax: FileSyntax, limits: FrontEndLimits = .standard, diagnostics: inout DiagnosticList) -> CheckedFile {
        var checker = Checker(diagnostics: diagnostics, limits: limits)
        let file = checker.checkFile(syntax)
        diagnostics = checker.diagnostics
        return file
    }

    /// Checks a parsed file that nothing else will read, freeing each declaration's nodes once it is
    /// checked (at the file's release points): the syntax tree shrinks as the checked file grows, rather
    /// than both being held whole at the end. What it gives is what `check(_:limits:diagnostics:)` gives.
    public static func check(consuming syntax: consuming FileSyntax, limits: FrontEndLimits = .standard,
                             diagnostics: inout DiagnosticList) -> CheckedFile {
        var checker = Checker(diagnostics: diagnostics, limits: limits)
        checker.releasesSyntax = true
        let file = checker.checkFile(consume syntax)
        diagnostics = checker.diagnostics
        return file
    }

    /// After the declaration at `index` is checked: frees the nodes before the last release point it
    /// passes, when the checker frees them (`releasesSyntax`).
    mutating func releaseSyntax(checkedThrough index: Int) {
        guard releasesSyntax else { return }
        var passed: SyntaxReleasePoint?
        while nextReleasePoint < syntax.releasePoints.count, syntax.releasePoints[nextReleasePoint].declarations <= index + 1 {
            passed = syntax.releasePoints[nextReleasePoint]
            nextReleasePoint += 1
        }
        if let passed { syntax.release(before: passed) }
    }

    mutating func report(_ message: Message, at range: SourceRange, notes: [Note] = []) {
        diagnostics.add(message, at: range, notes: notes)
    }

    /// A name's text.
    func spelling(_ name: Name) -> String { syntax.names[name] }

    /// Runs checks and keeps the first of what they report at each place (code and range). A pieces
    /// block gives each piece its own tracks at the places the block's tracks are written, and what the
    /// block gets wrong is told once, not once for each piece: the block's reading and the checks that
    /// read a transition's tracks afterwards run through this.
    mutating func reportingOncePerPlace(_ checks: (inout Checker) -> Void) {
        reportingOncePerPlace(about: ()) { checker, _ in checks(&checker) }
    }

    /// Runs checks of a subject as `reportingOncePerPlace(_:)` does, handing them the subject: a checked
    /// transition captured by the closure instead was copied whole, a retain for each of its arrays.
    mutating func reportingOncePerPlace<Subject>(about subject: borrowing Subject, _ checks: (inout Checker, borrowing Subject) -> Void) {
        let outer = diagnostics
        // No limit while they run, so that repeats cannot crowd out what comes after them.
        diagnostics = DiagnosticList(errorLimit: 0)
        checks(&self, subject)
        let found = diagnostics.all
        diagnostics = outer
        var places: Set<DiagnosticPlace> = []
        for diagnostic in found where places.insert(DiagnosticPlace(code: diagnostic.code, range: diagnostic.range)).inserted {
            diagnostics.add(diagnostic)
        }
    }

    /// Stores a track's or shade's timing and names its place: the place of the last one stored when
    /// it is the same, as it is for the tracks of one block (or of one piece) one after another.
    mutating func storeTiming(_ timing: TrackTiming) -> NodeID<TrackTiming> {
        if let last = checkedTimings.lastID, checkedTimings[last].isIdentical(to: timing) { return last }
        return checkedTimings.add(timing)
    }

    /// Stores a checked expression that goes inside another and names its place.
    mutating func store(_ typed: TypedExpr) -> TypedExprID { typedExpressions.add(typed) }

    /// Checks `count` expressions (`element` checks the one at a position) and stores them as one
    /// list. They wait on a stack of their own until all are checked, since checking each may
    /// store expressions inside it first.
    mutating func storeTyped(count: Int, _ element: (inout Checker, Int) -> TypedExpr) -> TypedExprList {
        let mark = pendingTyped.count
        for index in 0..<count {
            let typed = element(&self, index)
            pendingTyped.append(typed)
        }
        return typedExpressions.add(popping: &pendingTyped, from: mark)
    }

    /// Whether any member of a stored list was reported as wrong.
    func containsError(_ list: TypedExprList) -> Bool { typedExpressions[list].contains { $0.type == .error } }

    /// The rule a transition-level statement names (`layout-direction fixed`), given at most once:
    /// a second one is reported with a note at the first, an unknown word with a spelling suggestion.
    mutating func onceGiven<Rule: RawRepresentable & CaseIterable>(_ word: Identifier, _ keyword: String, at range: SourceRange,
                                                                   first: inout SourceRange?, unknown: (String) -> Message) -> Rule?
        where Rule.RawValue == String {
        if let first {
            report(.duplicateStatement(keyword), at: range, notes: [Note("first given here", at: first)])
            return nil
        }
        first = range
        guard let rule = Rule(rawValue: spelling(word.name)) else {
            report(unknown(spelling(word.name)), at: word.range,
                   notes: [SpellingSuggestion.note(for: spelling(word.name), among: Rule.allCases.map(\.rawValue))].compactMap { $0 })
            return nil
        }
        return rule
    }

    mutating func checkFile(_ parsed: consuming FileSyntax) -> CheckedFile {
        syntax = consume parsed
        // Nothing names a new spelling from here on: the names' slots are freed with the rest of the
        // file the checker owns.
        if releasesSyntax { syntax.names.releaseSlots() }
        // Inputs are file-wide and may be declared after the transitions that use them.
        var checkedInputs: [CheckedInput] = []
        // The inputs with a sample to check below, each with its place in `checkedInputs` (finding the
        // place by the declaration's range was quadratic in the inputs).
        var sampled: [(place: Int, input: InputDecl, sample: Expr)] = []
        // Their names, to tell at the end those never used: the declarations are freed by then.
        var inputNames: [Identifier] = []
        for case .input(let input) in syntax.declarations {
            inputNames.append(input.name)
            if let previous = inputs[input.name.name] {
                report(.duplicateInput(spelling(input.name.name)), at: input.name.range,
                       notes: [Note("first declared here", at: previous.range)])
                continue
            }
            if let meaning = builtInMeaning(of: input.name.name) {
                // Reserved rather than shadowed: the same word would mean a color in one file and an
                // input in another, and `red(50%)` would stop being a color. Uses of the name stay
                // silent (an error type), so the one mistake gives one diagnostic.
                report(.reservedName(spelling(input.name.name), names: meaning), at: input.name.range)
                inputs[input.name.name] = DeclaredInput(type: nil, range: input.name.range)
                usedInputs.insert(input.name.name)
                continue
            }
            inputs[input.name.name] = DeclaredInput(type: input.type, range: input.name.range)
            if let type = input.type {
                if let sample = input.sample { sampled.append((checkedInputs.count, input, sample)) }
                checkedInputs.append(CheckedInput(name: spelling(input.name.name), type: type, sample: nil, summary: input.summary,
                                                  range: input.range))
            }
        }
        // The file's values after the inputs, so a value named like an input is told, and before
        // the samples and transitions, which may use them wherever they are written.
        var fileValues: [ValueDecl] = []
        for case .value(let value) in syntax.declarations { fileValues.append(value) }
        defineValues(fileValues, outer: [:])
        // Samples after every input is known, so one that names a later input is told it cannot.
        // An input already reported (a duplicate, a reserved name, an unknown type) has no
        // type to check its sample against, and one mistake gives one diagnostic.
        for (index, input, sample) in sampled {
            checkedInputs[index].sample = checkSample(sample, of: spelling(input.name.name), type: checkedInputs[index].type)
        }
        // Gathered in chunks and made one array at the end: an array of them all, reserved up front, was
        // the most the check allocated while the whole syntax tree was still held.
        var checkedTransitions = NodeTable<CheckedTransition>()
        // Where each transition name was first declared, by the name's index: names are numbered densely,
        // so an array serves where a dictionary hashed every transition's name twice, and takes less room.
        var seen = [SourceRange?](repeating: nil, count: syntax.names.count)
        // Inputs, values and samples are checked: from here on a declaration's nodes are read only
        // while it is checked, in order, and can be freed behind it.
        // Read by place, not through a view of them all, which would hold every chunk of them as long.
        let declarations = syntax.declarationTable.list(since: 0)
        for index in 0..<Int(declarations.count) {
            guard case .transition(let decl) = syntax.declarationTable[declarations.id(at: index)] else { continue }
            if diagnostics.isFull { break }
            if let previous = seen[Int(decl.name.name.index)] {
                report(.duplicateTransition(spelling(decl.name.name)), at: decl.name.range,
                       notes: [Note("first declared here", at: previous)])
            } else {
                seen[Int(decl.name.name.index)] = decl.name.range
            }
            _ = checkedTransitions.add(checkTransition(decl))
            releaseSyntax(checkedThrough: index)
        }
        if checkedTransitions.count == 0 && !diagnostics.hasErrors { report(.noTransition, at: .at(0)) }
        for name in inputNames where !usedInputs.contains(name.name) && inputs[name.name]?.range == name.range {
            report(.unusedInput(spelling(name.name)), at: name.range)
        }
        return CheckedFile(inputs: checkedInputs, transitions: (consume checkedTransitions).joined(), values: checkedValues, expressions: typedExpressions,
                           names: syntax.names, keyframes: checkedKeyframes, segmentCurves: segmentCurves,
                           timings: checkedTimings)
    }

    /// What a name means without any declaration that an input or a value may not take, if it means
    /// something (the parser has already rejected the built-in views; a piece's words are only
    /// shadowed, inside pieces blocks).
    mutating func builtInMeaning(of name: Name) -> String? {
        switch fixedMeanings.word(name, in: syntax.names) {
        case .color?: "a built-in color"
        case .bool?: "a truth value"
        case .view?, .pieceNumber?, .pieceFunction?, nil: nil
        }
    }

    // MARK: Transitions

    mutating func checkTransition(_ decl: TransitionDecl) -> CheckedTransition {
        // The transition's values first: every statement may use them, wherever it is written.
        let fileValues = values
        let body = syntax.statements[decl.body]
        var ownValues: [ValueDecl] = []
        for statement in body {
            if case .value(let value) = statement.kind { ownValues.append(syntax.transitionValues[value]) }
        }
        defineValues(ownValues, outer: fileValues)
        let operations = uniqueOperations(decl.operations)
        // Timing first: every track inherits it, wherever it is written.
        let overrides = checkTimingStatements(in: body)
        let physical: Bool
        if case .spring(.physical)? = overrides.pacing?.value { physical = true } else { physical = false }
        let writesDuration = body.contains { statement in
            if case .timing(let id) = statement.kind, case .duration = syntax.timingStatements[id].kind { true } else { false }
        }
        if !writesDuration && !physical {
            report(.missingDuration(spelling(decl.name.name)), at: decl.name.range)
        }
        let base = TrackTiming(delay: 0, duration: 0.35, pacing: .curve(.easeInOut))
        let timing = overrides.applied(to: base)

        var transition = CheckedTransition(name: spelling(decl.name.name), operations: operations, timing: storeTiming(timing),
                                           perspective: nil, range: decl.range)
        checkStatements(body, of: decl, operations: operations, timing: timing, into: &transition)
        // The file's values again.
        values = fileValues
        return transition
    }

    /// A transition's statements but its values and timing, into the transition they make. Apart from
    /// `checkTransition`, which then returns the transition it made without copying it (written in
    /// one function, the transition was copied whole on its way out, a retain for each of its arrays).
    private mutating func checkStatements(_ body: NodeTable<TransitionStatement>.Elements, of decl: TransitionDecl,
                                          operations: OperationList, timing: TrackTiming,
                                          into transition: inout CheckedTransition) {
        transition.storedTracks.reserveCapacity(tracksOutsidePieces(in: body))
        var firstPerspective: SourceRange?
        var firstReverse: (written: String, range: SourceRange)?
        var reverseBody: (statements: NodeList<TransitionStatement>, range: SourceRange)?
        var firstLayoutDirection: SourceRange?
        var firstReduceMotion: SourceRange?

        for statement in body {
            switch statement.kind {
            case .timing, .value:
                break
            case .perspective(let expr):
                if let first = firstPerspective {
                    report(.duplicateStatement("perspective"), at: statement.range, notes: [Note("first given here", at: first)])
                    continue
                }
                firstPerspective = statement.range
                transition.perspective = positiveConstant(expr, as: .length, what: "perspective distance")
            case .order(let upper, let relation, let lower):
                guard let upperActor = resolveActor(syntax.actors[upper]), let lowerActor = resolveActor(syntax.actors[lower]) else { continue }
                if upperActor == lowerActor {
                    report(.orderWithItself(upperActor.description), at: statement.range)
                    continue
                }
                transition.ordering.append(CheckedOrder(actor: upperActor, relation: relation, reference: lowerActor))
            case .keep(let actors):
                transition.kept += syntax.actors[actors].compactMap { resolveActor($0) }
            case .hide(let actors):
                for written in syntax.actors[actors] {
                    guard let actor = resolveActor(written) else { continue }
                    if actor == .to { report(.hidingDestination, at: written.range) }
                    transition.hidden.append(actor)
                }
            case .animate(let block):
                checkAnimateBlock(syntax.animateBlocks[block], parent: timing, into: &transition)
            case .reverse(let clause):
                let written = clause.body == nil ? "reverse auto" : "reverse { … }"
                if let first = firstReverse {
                    if first.written == written {
                        report(.duplicateStatement("reverse"), at: clause.range, notes: [Note("first given here", at: first.range)])
                    } else {
                        report(.twoBackwardMotions(written, first: first.written), at: clause.range,
                               notes: [Note("'\(first.written)' is given here", at: first.range)])
                    }
                    continue
                }
                firstReverse = (written, clause.range)
                if operations.contains(.tab) {
                    report(.noBackwardOperation(clause.body == nil ? "reverse auto" : "reverse"), at: clause.range)
                }
                if let body = clause.body {
                    let derived = operations.compactMap(\.backward)
                    if !derived.isEmpty, derived.allSatisfy(operations.contains) {
                        let listed = derived.map { "'\($0.rawValue)'" }.joined(separator: " and ")
                        report(.backwardOperationsListed(listed), at: clause.range,
                               notes: [Note("list only the forward operations after 'for'; the body runs their backward ones")])
                    }
                    reverseBody = (body, clause.range)
                    continue
                }
                let reverseOverrides = checkTimingStatements(clause.timing)
                transition.reverse = ReverseTiming(
                    duration: reverseOverrides.duration?.value, delay: reverseOverrides.delay?.value,
                    pacing: reverseOverrides.pacing?.value)
            case .interactive:
                // Checked after the rest, below.
                break
            case .layoutDirection(let word):
                guard let rule: LayoutDirectionRule = onceGiven(word, "layout-direction", at: statement.range, first: &firstLayoutDirection,
                                                                unknown: Message.unknownLayoutDirection) else { continue }
                switch rule {
                case .auto: transition.followsLayoutDirection = true
                case .fixed: transition.followsLayoutDirection = false
                }
            case .reduceMotion(let word):
                guard let rule: ReduceMotionRule = onceGiven(word, "reduce-motion", at: statement.range, first: &firstReduceMotion,
                                                             unknown: Message.unknownReduceMotion) else { continue }
                transition.reduceMotion = rule
            }
        }
        // The backward motion after the forward one: it shares its views, wherever it is written.
        if let reverseBody {
            transition.reverseBody = checkReverseBody(reverseBody.statements, at: reverseBody.range, forward: transition)
        }
        // Interactions are checked last: `reverse auto` may come after them.
        for statement in body {
            guard case .interactive(let block) = statement.kind else { continue }
            let checked = checkInteraction(block, of: transition)
            if transition.interactions.isEmpty { transition.interactions = checked } else { transition.interactions += checked }
        }
        checkConflicts(transition.interactions)
        reportingOncePerPlace(about: transition) { checker, transition in
            checker.checkFollowedMotion(transition)
            checker.checkOverlaps(transition)
            checker.checkTransformLists(transition)
        }
        checkLength(of: transition, name: decl.name.range)
        transition.packPieceTracks(pieceRuns)
        pieceRuns.removeAll(keepingCapacity: true)
    }

    /// The operations after `for`, each once.
    /// The tracks of a body's blocks that are not cut into pieces: the room a checked transition
    /// reserves for them, rather than growing by doubling as they are appended. A pieces block
    /// adds room for its pieces' tracks to it (`checkPiecesBlock`).
    /// Always inlined, as `Parser.range(from:)` is: called on the checker from its mutating methods, it
    /// was handed a copy of the whole checker (720 bytes) for each transition.
    @inline(__always)
    func tracksOutsidePieces(in body: NodeTable<TransitionStatement>.Elements) -> Int {
        var count = 0
        for statement in body {
            guard case .animate(let id) = statement.kind else { continue }
            let block = syntax.animateBlocks[id]
            guard block.pieces == nil else { continue }
            for case .track in syntax.animateItems[block.items] { count += 1 }
        }
        return count
    }

    mutating func uniqueOperations(_ names: NodeList<OperationName>) -> OperationList {
        var operations = OperationList()
        for name in syntax.operations[names] {
            if operations.contains(name.operation) {
                report(.duplicateOperation(name.operation.rawValue), at: name.range)
            } else {
                operations.append(name.operation)
            }
        }
        return operations
    }

    // MARK: Actors

    /// The view a reference names; reports names that are not views.
    mutating func resolveActor(_ reference: ActorRef) -> Actor? {
        switch reference.kind {
        case .from: return .from
        case .to: return .to
        case .container: return .container
        case .dimming: return .dimming
        case .snapshot(let inner): return resolveActor(syntax.actors[inner]).map { .snapshot($0) }
        case .input(let identifier):
            guard let input = inputs[identifier.name] else {
                report(.unknownName(spelling(identifier.name)), at: identifier.range,
                       notes: [SpellingSuggestion.note(for: spelling(identifier.name), among: viewNames)].compactMap { $0 })
                return nil
            }
            usedInputs.insert(identifier.name)
            guard let type = input.type else { return nil }
            guard type == .view else {
                report(.notAView(spelling(identifier.name), is: "a \(type.rawValue)"), at: identifier.range,
                       notes: [Note("declared here", at: input.range)])
                return nil
            }
            return .input(spelling(identifier.name))
        }
    }

    /// Names that can stand for a view, for suggestions.
    var viewNames: [String] {
        Actor.builtIns.map(\.description) + inputs.filter { $0.value.type == .view }.keys.map(spelling).sorted()
    }
}

/// What makes two diagnostics the same report for `reportingOncePerPlace`.
struct DiagnosticPlace: Hashable {
    var code: DiagnosticCode
    var range: SourceRange
}
