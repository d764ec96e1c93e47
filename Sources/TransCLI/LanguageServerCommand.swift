import TransLanguageServer

extension Command {
    /// `transc lsp`: the Language Server Protocol over standard input and output, for editors.
    static let lsp = Command(
        name: "lsp",
        summary: "Serve the Language Server Protocol over standard input and output (for editors)",
        usage: "",
        options: []
    ) { _, _ throws(UsageError) in
        // The server writes its messages itself; nothing is left to print when it ends.
        CommandLineTool.Outcome(status: LanguageServer.serve(), standardOutput: "", standardError: "")
    }
}
