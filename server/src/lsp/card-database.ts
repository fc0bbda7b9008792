// The language server's card database: opened from the `cardscript.cardDatabase` / `cardscript.cardRulings`
// settings (paths; relative ones from the first workspace folder), reopened only when they change. It is indexed in
// the background (the server keeps answering); hover and completion wait for it. A file that cannot be read is
// reported once in the output channel; hover and completion then work without it.

import * as path from 'node:path';
import type { Connection } from 'vscode-languageserver';
import { CardDatabase } from '../carddb/card-database';
import type { ServerSettings } from './server-context';

let opened: { key: string; db: Promise<CardDatabase | undefined> } | undefined;

export function cardDatabaseFor(settings: ServerSettings, folders: readonly string[], connection: Connection): Promise<CardDatabase | undefined> | undefined {
  if (!settings.cardDatabase) return undefined;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.resolve(folders[0] ?? process.cwd(), p));
  const sources = { cards: resolve(settings.cardDatabase), ...(settings.cardRulings ? { rulings: resolve(settings.cardRulings) } : {}) };
  const key = JSON.stringify(sources);
  if (opened?.key === key) return opened.db;
  const db = CardDatabase.openAsync(sources).then(
    (d) => {
      connection.console.info(`card database: ${d.cards.length} cards from ${sources.cards}${d.fromCache ? ' (cached index)' : ''}`);
      return d;
    },
    (err: unknown) => {
      connection.console.error(`card database: cannot open ${sources.cards}: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    },
  );
  opened = { key, db };
  return db;
}
