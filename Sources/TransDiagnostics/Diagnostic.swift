/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable {
    /// The input is wrong; nothing is produced.
    case error
    /// The input is accepted but probably not what was meant.
    case warning
    /// Extra information attached to another diagnostic.
    case note

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    /// Orders by seriousness: note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A message with its stable code, as made by the catalog (`Message.unknownProperty(…)`).
public struct Message: Sendable, Equatable {
    /// The stable identifier tools match on.
    public let code: DiagnosticCode
    /// The human-readable text: lowercase, no final period, names in quotes.
    public let text: String

    /// Makes a message; only the catalog should call this.
    init(_ code: DiagnosticCode, _ text: String) {
        self.code = code
        self.text = text
    }
}

/// Something related to a diagnostic: a place ("first declared here") or a hint.
public struct Note: Sendable, Equatable {
    /// What the note says.
    public let text: String
    /// Where it points, or `nil` for a hint about the diagnostic itself.
    public let range: SourceRange?

    /// Makes a note, located or not.
    public init(_ text: String, at range: SourceRange? = nil) {
        self.text = text
        self.range = range
    }
}

/// One problem found in a source file.
public struct Diagnostic: Sendable, Equatable {
    /// The catalog entry's code.
    public let code: DiagnosticCode
    /// Error or warning (notes are attached, never standalone).
    public let severity: Severity
    /// The message text.
    public let message: String
    /// What the diagnostic points at.
    public let range: SourceRange
    /// Related places and hints, in order.
    public var notes: [Note]

    /// Makes a diagnostic from a catalog message.
    public init(_ message: Message, at range: SourceRange, notes: [Note] = []) {
        self.code = message.code
        self.severity = message.code.severity
        self.message = message.text
        self.range = range
        self.notes = notes
    }
}

/// The diagnostics one run of the front end produced for one file, in the order found.
public struct DiagnosticList: Sendable {
    /// All diagnostics so far.
    public private(set) var all: [Diagnostic] = []
    /// How many are errors.
    public private(set) var errorCount = 0
    /// The errors after which the list is full; 0 for no limit.
    public let errorLimit: Int

    /// An empty list that takes `errorLimit` errors (0: any number).
    public init(errorLimit: Int = 0) { self.errorLimit = max(0, errorLimit) }

    /// Whether the error limit was reached: the stages stop working, and the list takes nothing more.
    public var isFull: Bool { errorLimit > 0 && errorCount >= errorLimit }

    /// How many more errors the list takes (`Int.max` without a limit).
    public var remainingErrors: Int { errorLimit > 0 ? max(0, errorLimit - errorCount) : .max }

    /// Adds a diagnostic; the error that reaches the limit is followed by one saying so.
    public mutating func add(_ diagnostic: Diagnostic) {
        guard !isFull else { return }
        all.append(diagnostic)
        guard diagnostic.severity == .error else { return }
        errorCount += 1
        if isFull { all.append(Diagnostic(.tooManyErrors(limit: errorLimit), at: diagnostic.range)) }
    }

    /// Adds a catalog message at a range.
    public mutating func add(_ message: Message, at range: SourceRange, notes: [Note] = []) {
        add(Diagnostic(message, at: range, notes: notes))
    }

    /// Whether any error was reported.
    public var hasErrors: Bool { errorCount > 0 }

    /// The diagnostics ordered by position (stable for equal positions).
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { lhs, rhs in
            (lhs.element.range.start, lhs.offset) < (rhs.element.range.start, rhs.offset)
        }.map(\.element)
    }
}
