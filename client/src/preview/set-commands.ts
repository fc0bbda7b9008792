// "CardScript: Search Cards" (a Scryfall-syntax query over the workspace's cards, matches in a quick pick that opens
// the card) and "CardScript: Show Set Overview" (counts, as-fan and a sortable card table in a webview). The server
// answers both (`cardscript/searchSet`, `cardscript/setOverview`).

import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { SearchSetRequest, SetOverviewRequest } from '../protocol';

export async function searchCards(client: LanguageClient | undefined): Promise<void> {
  if (!client) return;
  // The examples are query syntax (never translated): a parameter, so their braces are not read as placeholders.
  const prompt = vscode.l10n.t('Search the cards (Scryfall syntax: {0})', 't:creature is:morph o:/face (up|down)/ kw:flying m:{2}{U} pow>tou …');
  const query = await vscode.window.showInputBox({ prompt, placeHolder: 't:creature is:facedown' });
  if (!query) return;
  const result = await client.sendRequest(SearchSetRequest.type, { query });
  if (result.error) { void vscode.window.showWarningMessage(vscode.l10n.t('CardScript search: {0}', result.error)); return; }
  if (!result.matches.length) { void vscode.window.showInformationMessage(vscode.l10n.t('No card matches {0}.', query)); return; }
  const picked = await vscode.window.showQuickPick(
    result.matches.map((m) => ({ label: m.name, description: m.detail, detail: vscode.workspace.asRelativePath(vscode.Uri.parse(m.uri)), match: m })),
    { title: result.matches.length === 1 ? vscode.l10n.t('1 card matches {0}', query) : vscode.l10n.t('{0} cards match {1}', result.matches.length, query), matchOnDescription: true },
  );
  if (!picked) return;
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(picked.match.uri));
  const at = new vscode.Position(picked.match.line, 0);
  await vscode.window.showTextDocument(doc, { selection: new vscode.Range(at, at) });
}

export async function showSetOverview(client: LanguageClient | undefined): Promise<void> {
  if (!client) return;
  const panel = vscode.window.createWebviewPanel('cardscript.setOverview', vscode.l10n.t('Set Overview'), vscode.ViewColumn.Beside, { enableScripts: true, localResourceRoots: [] });
  const result = await client.sendRequest(SetOverviewRequest.type, { cspSource: panel.webview.cspSource, nonce: randomBytes(16).toString('base64') });
  panel.webview.html = result.html;
}
