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
    this.item.tooltip = 'CardScript: starting the language server…';
    this.item.show();
  }

  update(params: StatusParams): void {
    const n = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0);
    this.last = { cards: n(params?.cards), errors: n(params?.errors), warnings: n(params?.warnings) };
    const { cards, errors, warnings } = this.last;
    this.item.text = `$(symbol-class) ${cards} ${cards === 1 ? 'card' : 'cards'}  $(error) ${errors}  $(warning) ${warnings}`;
    this.item.tooltip = `CardScript: ${cards} ${cards === 1 ? 'card' : 'cards'}, ${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'} — click to open Problems`;
    this.item.accessibilityInformation = { label: this.item.tooltip };
  }

  setRunning(running: boolean): void {
    if (!running) this.item.tooltip = 'CardScript: the language server is not running';
    else if (this.last) this.update(this.last);
    else this.item.tooltip = 'CardScript: language server running';
  }

  dispose(): void {
    this.item.dispose();
  }
}
