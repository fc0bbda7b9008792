// The language server's card database: opened from the `cardscript.cardDatabase` / `cardscript.cardRulings`
// settings, reopened only when they change. It is indexed in the background (the server keeps answering); hover and
// completion wait for it. A file that cannot be read is reported once in the output channel; hover and completion
// then work without it.
//
// What a folder's settings can make the server do is bounded (a workspace's `.vscode/settings.json` is not the user's
// word): a relative path is resolved in the first workspace folder and refused when it leaves it (`..`, or a link to
// outside); only a regular file is read (a FIFO or device is refused without blocking); the index is cached only in
// the storage folder the client gave (`initializationOptions.storagePath`: the extension's global storage), never
// beside the file. (VS Code's Restricted Mode ignores a workspace's value of these settings: package.json
// `restrictedConfigurations`.)

import { realpathSync } from 'node:fs';
import * as path from 'node:path';
import type { Connection } from 'vscode-languageserver';
import { CardDatabase, type CardDatabaseSources, type IndexCache } from '../carddb/card-database';
import type { ServerSettings } from './server-context';
import type { Locale } from '../i18n';

let opened: { key: string; db: Promise<CardDatabase | undefined> } | undefined;

/** The index cache folder from the client's `initializationOptions.storagePath` (an absolute path), if any. */
export function indexCacheFrom(initializationOptions: unknown): IndexCache | undefined {
  const storage = (initializationOptions as { storagePath?: unknown } | null | undefined)?.storagePath;
  return typeof storage === 'string' && path.isAbsolute(storage) ? { dir: path.join(storage, 'card-index') } : undefined;
}

const inside = (folder: string, file: string) => {
  const rel = path.relative(folder, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** A setting's path: an absolute one as given; a relative one in the first folder, or why it is refused. */
export function settingPath(setting: string, folders: readonly string[]): { path: string } | { refused: string } {
  if (path.isAbsolute(setting)) return { path: setting };
  const folder = folders[0];
  if (!folder) return { refused: `"${setting}" is a relative path and no workspace folder is open` };
  const resolved = path.resolve(folder, setting);
  const leaves = { refused: `"${setting}" leaves the workspace folder ${folder}` };
  if (!inside(folder, resolved)) return leaves;
  // A link inside the folder may lead out of it: the file actually read must be inside too.
  let real: string;
  let realFolder: string;
  try {
    real = realpathSync(resolved);
    realFolder = realpathSync(folder);
  } catch {
    return { path: resolved }; // not there (yet): opening it reports that
  }
  return inside(realFolder, real) ? { path: resolved } : leaves;
}

export function cardDatabaseFor(
  settings: ServerSettings, folders: readonly string[], connection: Connection, cache?: IndexCache, locale: Locale = 'en',
): Promise<CardDatabase | undefined> | undefined {
  if (!settings.cardDatabase) return undefined;
  const cards = settingPath(settings.cardDatabase, folders);
  const rulings = settings.cardRulings ? settingPath(settings.cardRulings, folders) : undefined;
  // The rulings file of the client's language, when the user gave one (`cardscript.localizedRulings`).
  const localizedSetting = locale === 'en' ? undefined : settings.localizedRulings?.[locale];
  const localized = localizedSetting ? settingPath(localizedSetting, folders) : undefined;
  const refused = 'refused' in cards ? cards.refused : rulings && 'refused' in rulings ? rulings.refused : localized && 'refused' in localized ? localized.refused : undefined;
  if (refused !== undefined) {
    connection.console.error(`card database: not opened: ${refused}`);
    opened = undefined;
    return undefined;
  }
  const sources: CardDatabaseSources = {
    cards: (cards as { path: string }).path,
    ...(rulings ? { rulings: (rulings as { path: string }).path } : {}),
    ...(localized ? { localizedRulings: { language: locale, file: (localized as { path: string }).path } } : {}),
  };
  const key = JSON.stringify([sources, cache]);
  if (opened?.key === key) return opened.db;
  const db = CardDatabase.openAsync(sources, cache).then(
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
