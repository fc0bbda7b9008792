// The card files of a workspace on disk: found under its folders (bounded, skipping node_modules and dot folders),
// and which files are card files (the ones the editor watches). The editor and the CLI read the same files. The bound
// is said, never silent: a workspace cut off at it makes card names of the files left out unknown (issue 22, F8).

import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { t, type Locale } from '../i18n';

/** The most card files of a workspace read (a set is a few files; a whole collection tens of thousands). */
export const MAX_CARD_FILES = 50_000;

/** The largest card file read from disk (a string of it must fit V8's limit with room to spare). */
export const MAX_CARD_FILE_BYTES = 256 * 1024 * 1024;

/** The card files the server watches (workspace/didChangeWatchedFiles). */
export const CARD_FILE_GLOB = '**/*.{cards,card}';

export function isCardFile(uriOrPath: string): boolean {
  return /\.cards?$/.test(uriOrPath);
}

export interface CardFiles {
  files: string[];
  /** More card files were there than `max`: only `max` were taken. */
  cutOff: boolean;
}

export function findCardFiles(folders: string[], max = MAX_CARD_FILES): CardFiles {
  const out: string[] = [];
  const stack = [...folders];
  let cutOff = false;
  while (stack.length && !cutOff) {
    const dir = stack.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) stack.push(full);
      else if (e.isFile() && isCardFile(e.name)) {
        if (out.length === max) { cutOff = true; break; }
        out.push(full);
      }
    }
  }
  return { files: out.sort(), cutOff };
}

/** What is said when a workspace is cut off. */
export function cutOffMessage(max: number, locale: Locale = 'en'): string {
  return t(locale, 'ide.workspace-cut-off', { max });
}
