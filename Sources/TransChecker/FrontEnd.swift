import TransDiagnostics
import TransIR
import TransSyntax

/// The whole front end in one call: bytes to a checked file and its diagnostics.
public enum FrontEnd {
    /// What checking one file gave.
    public struct Result: Sendable {
        /// The file checked.
        public var source: SourceFile
        /// Everything reported, in the order found.
        public var diagnostics: DiagnosticList
        /// The checked file; `nil` when there were errors.
        public var checked: CheckedFile?
    }

    /// Lexes, parses and checks a file.
    public static func check(_ source: SourceFile, limits: FrontEndLimits = .standard) -> Result {
        var diagnostics = DiagnosticList(errorLimit: limits.maxErrors)
        let syntax = Parser.parse(source, limits: limits, diagnostics: &diagnostics)
        // At the error limit the work stops, not only the printing.
        guard !diagnostics.isFull else { return Result(source: source, diagnostics: diagnostics, checked: nil) }
        // Nothing else reads the syntax tree: it is freed as it is checked.
        let checked = Checker.check(consuming: consume syntax, limits: limits, diagnostics: &diagnostics)
        return Result(source: source, diagnostics: diagnostics, checked: diagnostics.hasErrors ? nil : checked)
    }
}
