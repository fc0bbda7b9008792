// The client's id and settings section. vscode-languageclient reads `<id>.trace.server` itself, so the id must be
// the section's name for the contributed `cardscript.trace.server` to take effect (test/lsp/settings.test.ts).

export const CLIENT_ID = 'cardscript';
/** The configuration section the client synchronizes to the server (workspace/configuration, didChangeConfiguration). */
export const SETTINGS_SECTION = 'cardscript';
