import TransDiagnostics

/// The front end's diagnostics as the protocol's `Diagnostic` objects.
enum DiagnosticConversion {
    /// `textDocument/publishDiagnostics` parameters for a document.
    static func publishParameters(_ document: OpenDocument) -> [String: Any] {
        var parameters: [String: Any] = [
            "uri": document.uri,
            "diagnostics": document.frontEnd.diagnostics.sorted.map { convert($0, in: document.source, uri: document.uri) },
        ]
        if let version = document.version { parameters["version"] = version }
        return parameters
    }

    /// One diagnostic: its range in UTF-16 positions, severity, stable code, and its located notes
    /// as related information (a note without a place is added to the message, as the terminal shows it).
    static func convert(_ diagnostic: Diagnostic, in source: SourceFile, uri: String) -> [String: Any] {
        var message = diagnostic.message
        var related: [[String: Any]] = []
        for note in diagnostic.notes {
            if let range = note.range {
                related.append(["location": ["uri": uri, "range": rangeJSON(range, in: source)] as [String: Any], "message": note.text])
            } else {
                message += "\nnote: " + note.text
            }
        }
        var object: [String: Any] = [
            "range": rangeJSON(diagnostic.range, in: source),
            "severity": severity(diagnostic.severity),
            "code": diagnostic.code.rawValue,
            "source": "transc",
            "message": message,
        ]
        if !related.isEmpty { object["relatedInformation"] = related }
        return object
    }

    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// `{ start, end }` in protocol positions.
    static func rangeJSON(_ range: SourceRange, in source: SourceFile) -> [String: Any] {
        let (start, end) = source.textRange(range)
        return ["start": start.json, "end": end.json]
    }
}
