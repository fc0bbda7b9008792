// The status bar item: card and problem counts sent by the server (`cardscript/status`);
// clicking it opens the Problems view.
import * as vscode from 'vscode';
import type { StatusParams } from './protocol';

export class CardStatusItem implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private last: StatusParams | undefined;

  constructor() {
    this.item = vscode.window.createStatusBarItem('cardscript.status', vscode.StatusBarAlignment.Left, 10);
    this.item.name = 'CardScript';
    this.item.command = 'workbench.actions.view.problems'; // the built-in "Focus Problems"
    this.item.text = '$(symbol-class) CardScript';
    this.item.tooltip = vscode.l10n.t('CardScript: starting the language server…');
    this.item.show();
  }

  update(params: StatusParams): void {
    const n = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0);
    this.last = { cards: n(params?.cards), errors: n(params?.errors), warnings: n(params?.warnings) };
    const { cards, errors, warnings } = this.last;
    // The editor's display language (l10n/bundle.l10n.*.json); one key per plural form.
    const cardsText = cards === 1 ? vscode.l10n.t('1 card') : vscode.l10n.t('{0} cards', cards);
    const errorsText = errors === 1 ? vscode.l10n.t('1 error') : vscode.l10n.t('{0} errors', errors);
    const warningsText = warnings === 1 ? vscode.l10n.t('1 warning') : vscode.l10n.t('{0} warnings', warnings);
    this.item.text = `$(symbol-class) ${cardsText}  $(error) ${errors}  $(warning) ${warnings}`;
    this.item.tooltip = vscode.l10n.t('CardScript: {0}, {1}, {2} — click to open Problems', cardsText, errorsText, warningsText);
    this.item.accessibilityInformation = { label: this.item.tooltip };
  }

  setRunning(running: boolean): void {
    if (!running) this.item.tooltip = vscode.l10n.t('CardScript: the language server is not running');
    else if (this.last) this.update(this.last);
    else this.item.tooltip = vscode.l10n.t('CardScript: language server running');
  }

  dispose(): void {
    this.item.dispose();
  }
}
