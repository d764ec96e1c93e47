// The client for `transc lsp`: starts the server named by the `trans.server.*` settings over
// standard input and output, and adds the "preview" command, which asks the server to write the
// HTML scrubber of the transition under the cursor and opens it.
// Needs `npm install` in this folder once (for vscode-languageclient).
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("trans");
  const server = {
    command: settings.get("server.command", "transc"),
    args: settings.get("server.arguments", ["lsp"]),
  };
  client = new LanguageClient("transc", "transc lsp", { run: server, debug: server }, {
    documentSelector: [{ scheme: "file", language: "trans" }],
  });
  client.start();

  context.subscriptions.push(vscode.commands.registerCommand("trans.preview", async () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== "trans") return;
    const position = editor.selection.active;
    try {
      const result = await client.sendRequest("workspace/executeCommand", {
        command: "transc.preview",
        arguments: [editor.document.uri.toString(), { line: position.line, character: position.character }],
      });
      vscode.env.openExternal(vscode.Uri.file(result.path));
    } catch (error) {
      vscode.window.showErrorMessage(`transc preview: ${error.message}`);
    }
  }));
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
