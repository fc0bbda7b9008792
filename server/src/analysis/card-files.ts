// The card files of a workspace on disk: found under its folders (bounded, skipping node_modules and dot folders),
// and which files are card files (the ones the editor watches). The editor and the CLI read the same files.

import { readdirSync } from 'node:fs';
import * as path from 'node:path';

const MAX_FILES = 5000;

/** The largest card file read from disk (a string of it must fit V8's limit with room to spare). */
export const MAX_CARD_FILE_BYTES = 256 * 1024 * 1024;

/** The card files the server watches (workspace/didChangeWatchedFiles). */
export const CARD_FILE_GLOB = '**/*.{cards,card}';

export function isCardFile(uriOrPath: string): boolean {
  return /\.cards?$/.test(uriOrPath);
}

export function findCardFiles(folders: string[]): string[] {
  const out: string[] = [];
  const stack = [...folders];
  while (stack.length && out.length < MAX_FILES) {
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
      else if (e.isFile() && isCardFile(e.name)) out.push(full);
    }
  }
  return out.sort();
}
