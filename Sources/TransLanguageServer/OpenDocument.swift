import Foundation
import TransChecker
import TransDiagnostics
import TransSyntax

/// A document the client has open: its text as the client holds it (full sync), its
/// diagnostics, and, made when a request first needs them, its syntax tree and checked file.
struct OpenDocument {
    /// The client's name for it.
    let uri: String
    /// The client's version, echoed in published diagnostics.
    var version: Int?
    /// The text, as bytes with their line index.
    private(set) var source: SourceFile
    /// The front end's diagnostics for this text.
    private(set) var frontEnd: FrontEnd.Result
    private var cachedAnalysis: Analysis?

    /// The syntax and checked file of one text, made even when the text has errors, so that
    /// hover, completion and references work in a file being edited.
    struct Analysis {
        var syntax: FileSyntax
        /// What the checker made of the parts it could check.
        var checked: CheckedFile
    }

    init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.version = version
        source = SourceFile(path: Self.path(of: uri), text: text)
        frontEnd = FrontEnd.check(source)
    }

    /// Replaces the text and checks it again; the analysis is made again when next asked for.
    mutating func replace(text: String, version: Int?) {
        self.version = version
        source = SourceFile(path: source.path, text: text)
        frontEnd = FrontEnd.check(source)
        cachedAnalysis = nil
    }

    /// The syntax and checked file, parsed once per text.
    mutating func analysis() -> Analysis {
        if let cachedAnalysis { return cachedAnalysis }
        // The diagnostics of this run are the ones `frontEnd` already holds; these are dropped.
        var ignored = DiagnosticList()
        let syntax = Parser.parse(source, diagnostics: &ignored)
        let checked = Checker.check(syntax, diagnostics: &ignored)
        let made = Analysis(syntax: syntax, checked: checked)
        cachedAnalysis = made
        return made
    }

    /// The file path a `file:` URI names (percent-decoded), or the URI itself for other schemes,
    /// which is then only a name for diagnostics.
    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }
}
