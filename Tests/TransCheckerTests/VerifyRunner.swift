import TransChecker
import TransDiagnostics
import TransLowering
import TransSyntax

/// Runs the front end on a `.trans` file and compares its diagnostics with the
/// expectations written in its comments, in the manner of the Swift compiler's `-verify`:
///
///     opactiy 0 -> 1   // expected-error {{unknown property 'opactiy'}}
///     // expected-note@+1 {{did you mean}}
///
/// `@+N` / `@-N` shift the expected line; `@N` names it. The text between `{{` and `}}`
/// must occur in the message. A diagnostic nobody expected, or an expectation no
/// diagnostic met, is a failure. Unlocated notes (hints) belong to their diagnostic's line.
struct VerifyRunner {
    struct Expectation {
        var severity: Severity
        var line: Int
        var text: String
        var met = false
    }

    /// What one file's run found.
    struct Outcome {
        var failures: [String] = []
        /// Codes of diagnostics that an expectation met.
        var verifiedCodes: Set<DiagnosticCode> = []
    }

    static func verify(_ source: SourceFile, limits: FrontEndLimits = .standard) -> Outcome {
        var expectations = parseExpectations(source)
        var outcome = Outcome()
        var result = FrontEnd.check(source, limits: limits)
        // The eye-plane warning is computed from the IR by the interpreter, after the checker.
        EyePlaneCheck.warn(&result)
        for diagnostic in result.diagnostics.all {
            let line = source.location(of: diagnostic.range.start).line
            if meet(&expectations, diagnostic.severity, line, diagnostic.message) {
                outcome.verifiedCodes.insert(diagnostic.code)
            } else {
                outcome.failures.append("\(source.path):\(line): unexpected \(diagnostic.severity.rawValue): \(diagnostic.message)")
            }
            for note in diagnostic.notes {
                let noteLine = note.range.map { source.location(of: $0.start).line } ?? line
                if !meet(&expectations, .note, noteLine, note.text) {
                    outcome.failures.append("\(source.path):\(noteLine): unexpected note: \(note.text)")
                }
            }
        }
        for expectation in expectations where !expectation.met {
            outcome.failures.append(
                "\(source.path):\(expectation.line): expected \(expectation.severity.rawValue) not reported: \(expectation.text)")
        }
        return outcome
    }

    private static func meet(_ expectations: inout [Expectation], _ severity: Severity, _ line: Int, _ message: String) -> Bool {
        guard let index = expectations.firstIndex(where: {
            !$0.met && $0.severity == severity && $0.line == line && message.contains($0.text)
        }) else { return false }
        expectations[index].met = true
        return true
    }

    /// Finds `expected-KIND[@LINE] {{TEXT}}` anywhere in the file.
    static func parseExpectations(_ source: SourceFile) -> [Expectation] {
        var expectations: [Expectation] = []
        let text = String(decoding: source.bytes, as: UTF8.self)
        for (index, lineText) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = lineText[...]
            while let marker = rest.range(of: "expected-") {
                rest = rest[marker.upperBound...]
                let severity: Severity
                if rest.hasPrefix("error") {
                    severity = .error
                } else if rest.hasPrefix("warning") {
                    severity = .warning
                } else if rest.hasPrefix("note") {
                    severity = .note
                } else {
                    continue
                }
                rest = rest.drop(while: { $0.isLetter })
                var line = index + 1
                if rest.first == "@" {
                    rest = rest.dropFirst()
                    let sign = rest.first == "+" ? 1 : rest.first == "-" ? -1 : 0
                    if sign != 0 { rest = rest.dropFirst() }
                    let digits = rest.prefix(while: { $0.isNumber })
                    rest = rest.dropFirst(digits.count)
                    let number = Int(digits) ?? 0
                    line = sign == 0 ? number : line + sign * number
                }
                guard let open = rest.range(of: "{{"), let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex)
                else { continue }
                expectations.append(Expectation(severity: severity, line: line, text: String(rest[open.upperBound..<close.lowerBound])))
                rest = rest[close.upperBound...]
            }
        }
        return expectations
    }
}
