import TransChecker
import TransDiagnostics
import TransLowering
import XCTest

/// What a file means, to compare a file with its formatted text: the IR of every program when it
/// checks, else what the checker reports (without positions, which formatting moves).
enum Meaning: Equatable {
    case programs(String)
    case diagnostics([String])

    init(_ text: String) {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: text))
        if let checked = result.checked {
            self = .programs(Lowering.lower(checked).map(\.dump).joined(separator: "\n"))
        } else {
            self = .diagnostics(result.diagnostics.all.map { "\($0.severity) \($0.code) \($0.message)" })
        }
    }

    /// Whether the file checked clean.
    var checks: Bool {
        switch self {
        case .programs: true
        case .diagnostics: false
        }
    }
}
