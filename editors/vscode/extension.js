// The VS Code side of simrepl's language server: starts `simrepl lsp` for .sim files
// (diagnostics, each expect marked on save, completion, hover, go-to-definition, the outline).
// It needs vscode-languageclient: run `npm install --omit=dev` in the extension's folder
// (editors/README.md). Set "simrepl.path" when simrepl is not on PATH.
"use strict";
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("simrepl").get("path") || "simrepl";
  const server = { command, args: ["lsp"] };
  client = new LanguageClient("simrepl", "simrepl", { run: server, debug: server }, {
    documentSelector: [{ scheme: "file", language: "sim" }],
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
