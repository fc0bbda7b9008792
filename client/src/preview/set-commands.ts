// "CardScript: Search Cards" (a Scryfall-syntax query over the workspace's cards, matches in a quick pick that opens
// the card) and "CardScript: Show Set Overview" (counts, as-fan and a sortable card table in a webview). The server
// answers both (`cardscript/searchSet`, `cardscript/setOverview`).

import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { SearchSetRequest, SetOverviewRequest } from '../protocol';

export async function searchCards(client: LanguageClient | undefined): Promise<void> {
  if (!client) return;
  const query = await vscode.window.showInputBox({ prompt: 'Search the cards (Scryfall syntax: t:creature is:morph o:/face (up|down)/ kw:flying m:{2}{U} pow>tou …)', placeHolder: 't:creature is:facedown' });
  if (!query) return;
  const result = await client.sendRequest(SearchSetRequest.type, { query });
  if (result.error) { void vscode.window.showWarningMessage(`CardScript search: ${result.error}`); return; }
  if (!result.matches.length) { void vscode.window.showInformationMessage(`No card matches ${query}.`); return; }
  const picked = await vscode.window.showQuickPick(
    result.matches.map((m) => ({ label: m.name, description: m.detail, detail: vscode.workspace.asRelativePath(vscode.Uri.parse(m.uri)), match: m })),
    { title: `${result.matches.length} card${result.matches.length === 1 ? '' : 's'} match ${query}`, matchOnDescription: true },
  );
  if (!picked) return;
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(picked.match.uri));
  const at = new vscode.Position(picked.match.line, 0);
  await vscode.window.showTextDocument(doc, { selection: new vscode.Range(at, at) });
}

export async function showSetOverview(client: LanguageClient | undefined): Promise<void> {
  if (!client) return;
  const panel = vscode.window.createWebviewPanel('cardscript.setOverview', 'Set Overview', vscode.ViewColumn.Beside, { enableScripts: true, localResourceRoots: [] });
  const result = await client.sendRequest(SetOverviewRequest.type, { cspSource: panel.webview.cspSource, nonce: randomBytes(16).toString('base64') });
  panel.webview.html = result.html;
}
