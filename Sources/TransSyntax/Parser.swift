import TransDiagnostics
import TransIR

/// A hand-written recursive-descent parser: one function per production, each with its
/// EBNF (from `grammar/trans.ebnf`) in its doc comment.
///
/// It never stops at the first error. A report enters panic mode, which silences further
/// reports until `synchronize()` skips to the start of the next line (statements start
/// lines), so one mistake gives one diagnostic. Every loop makes progress (`ensureProgress`),
/// and nesting is bounded by `FrontEndLimits.maxNestingDepth`, so no input hangs it or
/// exhausts the stack.
public struct Parser {
    let file: SourceFile
    let limits: FrontEndLimits
    /// The tokens, which the parser frees behind it a chunk at a time (`advance()`): it steps back at
    /// most one, and then reads the one before that for where it ends.
    var tokens: NodeTable<Token>
    /// The cursor: the place of `current` in `tokens`. Moved only with `current` (`advance()`, `stepBack()`).
    private(set) var index = 0
    /// The token at the cursor, kept apart from the table: it is read many times over.
    private(set) var current: Token
    /// Where the last token consumed ends (0 before the first).
    private(set) var previousEnd = 0
    /// The chunk of `tokens` the cursor is in, and the place of its first token: `advance()` reads the
    /// next token from it, where reading through the table looked up the chunk for every token.
    private var chunk: [Token] = []
    private var chunkStart = 0
    var diagnostics: DiagnosticList
    /// Set by a report, cleared by `synchronize()`.
    var panicking = false
    /// Current depth of blocks, parentheses and unary operators.
    var depth = 0
    /// Parentheses open around the current token: inside them line breaks mean nothing.
    var parenDepth = 0
    /// The depth limit is reported once per file.
    var reportedDepth = false
    /// The nodes stored so far, in the file's tables.
    var syntax = FileSyntax()
    /// Expressions of lists being parsed, waiting to be stored together (`NodeTable.add(popping:from:)`).
    var pendingExpressions: [Expr] = []
    /// The members of the other lists being parsed, waiting likewise.
    var pending = PendingLists()
    /// The words of the fixed vocabularies the grammar reads by name, each name's worked out once.
    var words = VocabularyWords()

    /// A list's members wait on a stack of their kind until the list ends, and are then stored together,
    /// so that a list is a run of its table even when its members hold lists of their own (a `reverse`
    /// body inside a transition's, a `linear(…)` curve inside a keyframe).
    struct PendingLists {
        var statements: [TransitionStatement] = []
        var animateItems: [AnimateItem] = []
        var timingStatements: [TimingStatement] = []
        var keyframes: [Keyframe] = []
        var linearStops: [LinearStop] = []
        var springParameters: [SpringParameter] = []
        var actors: [ActorRef] = []
        var operations: [OperationName] = []
        var interactiveItems: [InteractiveItem] = []
        var followTracks: [FollowTrackSyntax] = []

        /// Whether no list is waiting, as between declarations.
        var isEmpty: Bool {
            statements.isEmpty && animateItems.isEmpty && timingStatements.isEmpty && keyframes.isEmpty && linearStops.isEmpty
                && springParameters.isEmpty && actors.isEmpty && operations.isEmpty && interactiveItems.isEmpty && followTracks.isEmpty
        }
    }

    /// The fixed vocabularies the grammar reads from identifiers (a gesture, its direction, a spring's
    /// parameter…), by name: making a `String` of a word and matching it against an enum's raw values
    /// cost more than the rest of the statement.
    struct VocabularyWords {
        var inputTypes = WordsByName(spelledBy: InputType.init(rawValue:))
        var springParameters = WordsByName(spelledBy: SpringParameterName.init(rawValue:))
        var curveFunctions = WordsByName(spelledBy: CurveFunction.init(rawValue:))
        var gestures = WordsByName(spelledBy: GestureKind.init(rawValue:))
        var directions = WordsByName(spelledBy: GestureDirection.init(rawValue:))
    }

    /// Lexes and parses a file. Diagnostics from both stages are appended to `diagnostics`.
    public static func parse(
        _ file: SourceFile, limits: FrontEndLimits = .standard, diagnostics: inout DiagnosticList
    ) -> FileSyntax {
        let reportedBefore = diagnostics.all.count
        let tokens = Lexer.tokenTable(file, limits: limits, diagnostics: &diagnostics)
        // The lexer reports every error token it makes, so a file it reported nothing in has none.
        var parser = Parser(file: file, limits: limits, tokens: consume tokens, mayHoldErrorTokens: diagnostics.all.count > reportedBefore,
                            diagnostics: diagnostics)
        let syntax = parser.parseFile()
        diagnostics = parser.diagnostics
        return syntax
    }

    init(file: SourceFile, limits: FrontEndLimits, tokens: NodeTable<Token>, mayHoldErrorTokens: Bool, diagnostics: DiagnosticList) {
        self.file = file
        self.limits = limits
        self.diagnostics = diagnostics
        // Error tokens were reported by the lexer; dropping them here keeps one report per problem.
        let read = mayHoldErrorTokens ? Self.droppingErrorTokens(tokens) : tokens
        self.tokens = read
        (chunk, chunkStart) = read.chunk(holding: 0)
        current = chunk[0]
    }

    /// The tokens without the error tokens; a dropped token that started a line passes that on to the
    /// token after it.
    private static func droppingErrorTokens(_ tokens: NodeTable<Token>) -> NodeTable<Token> {
        let all = tokens[tokens.list(since: 0)]
        guard all.contains(where: { $0.kind == .error }) else { return tokens }
        var kept = NodeTable<Token>()
        var pendingLineStart = false
        for var token in all {
            if token.kind == .error {
                pendingLineStart = pendingLineStart || token.startsLine
                continue
            }
            token.startsLine = token.startsLine || pendingLineStart
            pendingLineStart = false
            _ = kept.add(token)
        }
        return kept
    }

    // MARK: Primitives

    /// The token after the cursor (the end-of-file token if there is none).
    var next: Token { tokens[NodeID(index: UInt32(min(index + 1, tokens.count - 1)))] }

    /// Moves the cursor to a place: the one before (those further back may be freed), or the end.
    private mutating func move(to place: Int) {
        index = place
        (chunk, chunkStart) = tokens.chunk(holding: place)
        current = chunk[place - chunkStart]
        previousEnd = place > 0 ? Int(tokens[NodeID(index: UInt32(place - 1))].end) : 0
    }

    /// Steps back over the token just consumed (an opening bracket, to skip what it holds whole).
    mutating func stepBack() { move(to: index - 1) }

    /// Whether the current token is of a kind.
    func at(_ kind: TokenKind) -> Bool { current.kind == kind }

    /// Whether the current token is an identifier spelling a keyword.
    func at(_ keyword: Keyword) -> Bool { current.keyword == keyword }

    /// Moves past the current token (never past the end) and returns it.
    ///
    /// Always inlined, its next chunk read out of line: every token passes through it.
    @discardableResult
    @inline(__always)
    mutating func advance() -> Token {
        let token = current
        if token.kind != .endOfFile {
            index += 1
            previousEnd = Int(token.end)
            // Read in each branch: one read after both cost 1 million more instructions on 2 MB.
            if index - chunkStart < chunk.count {
                current = chunk[index - chunkStart]
            } else {
                enterChunk()
            }
        }
        return token
    }

    /// Reads the current token from the next chunk. Apart from `advance()`, which then saves no
    /// registers for the calls made here once per chunk (a third of its instructions).
    @inline(never)
    private mutating func enterChunk() {
        // Entering a chunk, those before the previous one are freed: stepping back one token and
        // reading where the one before it ends reads at most two behind, within the previous chunk.
        (chunk, chunkStart) = tokens.chunk(holding: index)
        current = chunk[index - chunkStart]
        tokens.release(below: index - NodeTable<Token>.chunkSize)
    }

    /// Consumes the current token if it is of a kind. Always inlined, as `advance()` is: most calls
    /// find another kind, and then cost a comparison rather than a call.
    @inline(__always)
    mutating func eat(_ kind: TokenKind) -> Token? {
        at(kind) ? advance() : nil
    }

    /// Consumes the current token if it spells a keyword (inlined as `eat(_:)` of a kind is).
    @inline(__always)
    mutating func eat(_ keyword: Keyword) -> Token? {
        at(keyword) ? advance() : nil
    }

    /// Consumes a token of a kind, or reports what was expected (worked out only then: some
    /// expectations list words, and a file that parses costs no string for them).
    mutating func expect(_ kind: TokenKind, _ expected: @autoclosure () -> String) -> Token? {
        if let token = eat(kind) { return token }
        report(.expectedToken(expected(), found: describe(current)), at: current.range)
        return nil
    }

    /// Consumes a keyword, or reports what was expected.
    mutating func expect(_ keyword: Keyword, _ expected: @autoclosure () -> String) -> Token? {
        if let token = eat(keyword) { return token }
        report(.expectedToken(expected(), found: describe(current)), at: current.range)
        return nil
    }

    /// Reports a diagnostic unless a previous one in this statement already did.
    mutating func report(_ message: Message, at range: SourceRange, notes: [Note] = []) {
        guard !panicking else { return }
        panicking = true
        diagnostics.add(message, at: range, notes: notes)
        stopIfFull()
    }

    /// At the error limit, parsing stops: the cursor goes to the end, where every loop ends.
    mutating func stopIfFull() {
        if diagnostics.isFull { move(to: tokens.count - 1) }
    }

    /// Skips to the start of the next line, or to the `}` closing the current block,
    /// stepping over nested braces; ends panic mode.
    mutating func synchronize() {
        var braces = 0
        while !at(.endOfFile) {
            if braces == 0 && (current.startsLine || at(.rightBrace)) { break }
            if at(.leftBrace) { braces += 1 }
            if at(.rightBrace) { braces -= 1 }
            advance()
        }
        panicking = false
    }

    /// Guarantees a loop moves: if nothing was consumed since `start`, skip one token.
    mutating func ensureProgress(since start: Int) {
        if index == start {
            advance()
            synchronize()
        }
        assert(index > start || at(.endOfFile), "parser loop made no progress")
    }

    /// Enters one level of nesting; returns false (and reports once) past the limit.
    mutating func enterNesting(at range: SourceRange) -> Bool {
        guard depth < limits.maxNestingDepth else {
            if !reportedDepth {
                reportedDepth = true
                diagnostics.add(.nestingTooDeep(limit: limits.maxNestingDepth), at: range)
                stopIfFull()
            }
            panicking = true
            return false
        }
        depth += 1
        return true
    }

    /// Skips from an opening bracket to its matching close, without recursion.
    mutating func skipBalanced(open: TokenKind, close: TokenKind) {
        var level = 0
        repeat {
            if at(open) { level += 1 }
            if at(close) { level -= 1 }
            advance()
        } while level > 0 && !at(.endOfFile)
    }

    /// The text of a token.
    func text(_ token: Token) -> String {
        String(decoding: file.bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Whether a token's bytes are a word, compared in place: `text(_:)` makes a `String` of them first,
    /// which for every animate block's view cost more than the comparison.
    func spells(_ token: Token, _ word: StaticString) -> Bool {
        file.bytes.withUnsafeBufferPointer { word.isSpelled(by: UnsafeBufferPointer(rebasing: $0[Int(token.start)..<Int(token.end)])) }
    }

    /// An identifier token's name, interned in the file's `NameTable`.
    mutating func intern(_ token: Token) -> Name {
        file.bytes.withUnsafeBufferPointer { syntax.names.intern($0, Int(token.start), Int(token.end)) }
    }

    /// An identifier's text.
    func spelling(_ identifier: Identifier) -> String { syntax.names[identifier.name] }

    /// How a token is named in a message: `'{'`, `'duration'`, `end of file`.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: return "end of file"
        case .string: return "a string"
        case .error: return "invalid input"
        default:
            let spelling = text(token)
            return "'" + (spelling.count > 32 ? spelling.prefix(32) + "…" : spelling) + "'"
        }
    }

    /// The range from a start offset to the end of the last consumed token.
    ///
    /// Always inlined: called on the parser as a whole, it was handed a copy of it (568 bytes, a
    /// `memcpy` at the end of every statement).
    @inline(__always)
    func range(from start: Int) -> SourceRange {
        let end = index > 0 ? previousEnd : start
        return SourceRange(start: start, end: max(start, end))
    }

    /// An identifier from the current token, or a report naming what was expected.
    mutating func parseIdentifier(_ expected: @autoclosure () -> String) -> Identifier? {
        guard at(.identifier) else {
            report(.expectedToken(expected(), found: describe(current)), at: current.range)
            return nil
        }
        let token = advance()
        return Identifier(name: intern(token), range: token.range)
    }

    /// Whether the current token continues the statement on its line.
    var onSameLine: Bool { !current.startsLine && !at(.endOfFile) }

    /// `"{" { item } "}"`, items optionally separated by `;` (or `,` where `commas` is set).
    /// `parseItem` parses an item and pushes it on its kind's pending stack, from which the caller
    /// stores the block's items.
    ///
    /// Returns the braces' range; nil when the `{` is missing.
    mutating func parseBlock(commas: Bool = false, _ parseItem: (inout Parser) -> Void) -> SourceRange? {
        guard let open = expect(.leftBrace, "'{'") else { return nil }
        guard enterNesting(at: open.range) else {
            stepBack()
            skipBalanced(open: .leftBrace, close: .rightBrace)
            return range(from: Int(open.start))
        }
        defer { depth -= 1 }
        while !at(.rightBrace) && !at(.endOfFile) {
            // A declaration keyword at the start of a line means this block was never closed.
            if current.startsLine && (at(.transition) || at(.input)) && next.kind == .identifier { break }
            let start = index
            if eat(.semicolon) != nil || (commas && eat(.comma) != nil) { continue }
            // Items need no separator: each begins with a word, and a value ends where no operator follows.
            parseItem(&self)
            if panicking { synchronize() }
            ensureProgress(since: start)
        }
        if eat(.rightBrace) == nil {
            panicking = false
            report(.unclosedDelimiter(close: "}", open: "{", found: describe(current)), at: current.range,
                   notes: [Note("to match this '{'", at: open.range)])
            panicking = false
        }
        return range(from: Int(open.start))
    }
}
