/// Turns diagnostics into text for people (with the source line and a caret) or JSON for tools.
public struct DiagnosticRenderer: Sendable {
    /// Whether to use ANSI colours (only on a terminal with `NO_COLOR` unset).
    public var useColor: Bool
    /// How many diagnostics to show before summarising the rest in one line.
    public var limit: Int

    /// Makes a renderer.
    public init(useColor: Bool = false, limit: Int = 20) {
        self.useColor = useColor
        self.limit = max(1, limit)
    }

    /// Renders a file's diagnostics, in source order, capped at `limit`.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var out = ""
        // Saying that the work stopped comes last, whatever the cap.
        let stop = diagnostics.filter { $0.code == .tooManyErrors }
        let ordered = diagnostics.filter { $0.code != .tooManyErrors }.sorted { $0.range.start < $1.range.start }
        for diagnostic in ordered.prefix(limit) {
            out += render(diagnostic, in: file)
        }
        for diagnostic in stop { out += render(diagnostic, in: file) }
        let hidden = ordered.dropFirst(limit)
        let hiddenErrors = hidden.count { $0.severity == .error }
        let hiddenWarnings = hidden.count - hiddenErrors
        var parts: [String] = []
        if hiddenErrors > 0 { parts.append(Self.plural(hiddenErrors, "more error")) }
        if hiddenWarnings > 0 { parts.append(Self.plural(hiddenWarnings, "more warning")) }
        if !parts.isEmpty { out += "\(file.path): \(parts.joined(separator: " and ")) not shown\n" }
        return out
    }

    /// Renders one diagnostic with its notes.
    public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        var out = header(file.location(of: diagnostic.range.start), diagnostic.severity, diagnostic.message)
        out += snippet(diagnostic.range, in: file)
        for note in diagnostic.notes {
            if let range = note.range {
                out += header(file.location(of: range.start), .note, note.text)
                out += snippet(range, in: file)
            } else {
                out += "   \(paint("=", .blue)) \(paint("note:", .bold)) \(note.text)\n"
            }
        }
        return out
    }

    /// Renders diagnostics of many files as one JSON array (one object per diagnostic).
    public static func json(_ files: [(SourceFile, [Diagnostic])]) -> String {
        var items: [String] = []
        for (file, diagnostics) in files {
            for diagnostic in diagnostics.sorted(by: { $0.range.start < $1.range.start }) {
                let start = file.location(of: diagnostic.range.start)
                let end = file.location(of: diagnostic.range.end)
                let notes = diagnostic.notes.map { note -> String in
                    var fields = ["\"message\":\(jsonString(note.text))"]
                    if let range = note.range {
                        let at = file.location(of: range.start)
                        fields.append("\"line\":\(at.line),\"column\":\(at.column)")
                    }
                    return "{" + fields.joined(separator: ",") + "}"
                }
                items.append(
                    "{\"file\":\(jsonString(file.path)),\"line\":\(start.line),\"column\":\(start.column),"
                        + "\"endLine\":\(end.line),\"endColumn\":\(end.column),"
                        + "\"source\":\(jsonString(SourceSnippet(diagnostic.range, in: file).text)),"
                        + "\"severity\":\"\(diagnostic.severity.rawValue)\",\"code\":\"\(diagnostic.code.rawValue)\","
                        + "\"message\":\(jsonString(diagnostic.message)),\"notes\":[\(notes.joined(separator: ","))]}")
            }
        }
        return "[" + items.joined(separator: ",\n") + "]\n"
    }

    /// A JSON string literal for any text.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private func header(_ location: SourceLocation, _ severity: Severity, _ message: String) -> String {
        let label: String
        switch severity {
        case .error: label = paint("error:", .red)
        case .warning: label = paint("warning:", .yellow)
        case .note: label = paint("note:", .cyan)
        }
        return "\(paint("\(location):", .bold)) \(label) \(paint(message, .bold))\n"
    }

    /// The source line (a window of it, if long) and a caret/underline under the range,
    /// clipped to its first line.
    private func snippet(_ range: SourceRange, in file: SourceFile) -> String {
        let gutter = String(file.location(of: range.start).line)
        let pad = String(repeating: " ", count: gutter.count)
        let snippet = SourceSnippet(range, in: file)
        return " \(paint(gutter, .blue)) \(paint("|", .blue)) \(snippet.text)\n"
            + " \(pad) \(paint("|", .blue)) \(snippet.padding)\(paint(snippet.marker, .green))\n"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", cyan = "1;36", blue = "34", green = "1;32"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
