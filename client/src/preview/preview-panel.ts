// The live card preview (command `cardscript.showPreview`, editor title button): a webview beside the editor showing
// the card under the cursor, face up beside its face-down version, redrawn as you type or move. The server draws the
// page (`cardscript/preview`); the webview runs no scripts and loads nothing remote (its CSP says so).

import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { PreviewRequest } from '../protocol';

const VIEW_TYPE = 'cardscript.preview';

export class CardPreviewPanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(private readonly client: () => LanguageClient | undefined) {
    this.subscriptions.push(
      vscode.window.onDidChangeTextEditorSelection((e) => this.schedule(e.textEditor)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        const editor = vscode.window.activeTextEditor;
        if (editor && e.document === editor.document) this.schedule(editor);
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => { if (editor) this.schedule(editor); }),
    );
  }

  show(): void {
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel(VIEW_TYPE, vscode.l10n.t('Card Preview'), { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
        enableScripts: false,
        localResourceRoots: [],
      });
      this.panel.onDidDispose(() => { this.panel = undefined; });
    } else {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    }
    const editor = vscode.window.activeTextEditor;
    if (editor) this.schedule(editor, 0);
  }

  private schedule(editor: vscode.TextEditor, delay = 150): void {
    if (!this.panel || editor.document.languageId !== 'cardscript') return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(editor), delay);
  }

  private async update(editor: vscode.TextEditor): Promise<void> {
    const client = this.client();
    const panel = this.panel;
    if (!client || !panel) return;
    try {
      const result = await client.sendRequest(PreviewRequest.type, {
        uri: editor.document.uri.toString(),
        position: client.code2ProtocolConverter.asPosition(editor.selection.active),
        cspSource: panel.webview.cspSource,
        nonce: randomBytes(16).toString('base64'),
      });
      if (this.panel !== panel) return;
      panel.webview.html = result.html;
      panel.title = result.card ? vscode.l10n.t('Preview: {0}', result.card) : vscode.l10n.t('Card Preview');
    } catch {
      // the server is restarting: the next edit or cursor move redraws
    }
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.panel?.dispose();
    for (const s of this.subscriptions) s.dispose();
  }
}
