// The language server's card database: opened from the `cardscript.cardDatabase` / `cardscript.cardRulings`
// settings (paths; relative ones from the first workspace folder), reopened only when they change. A file that
// cannot be read is reported once in the output channel; hover and completion then work without it.

import * as path from 'node:path';
import type { Connection } from 'vscode-languageserver';
import { CardDatabase } from '../carddb/card-database';
import type { ServerSettings } from './server-context';

let opened: { key: string; db: CardDatabase | undefined } | undefined;

export function cardDatabaseFor(settings: ServerSettings, folders: readonly string[], connection: Connection): CardDatabase | undefined {
  if (!settings.cardDatabase) return undefined;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.resolve(folders[0] ?? process.cwd(), p));
  const sources = { cards: resolve(settings.cardDatabase), ...(settings.cardRulings ? { rulings: resolve(settings.cardRulings) } : {}) };
  const key = JSON.stringify(sources);
  if (opened?.key === key) return opened.db;
  let db: CardDatabase | undefined;
  try {
    db = CardDatabase.open(sources);
    connection.console.info(`card database: ${db.cards.length} cards from ${sources.cards}${db.fromCache ? ' (cached index)' : ''}`);
  } catch (err) {
    connection.console.error(`card database: cannot open ${sources.cards}: ${err instanceof Error ? err.message : String(err)}`);
  }
  opened = { key, db };
  return db;
}
