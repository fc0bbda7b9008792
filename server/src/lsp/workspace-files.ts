// Finds the card files of the workspace folders at start-up (bounded, skipping node_modules and dot folders).

import { readdirSync } from 'node:fs';
import * as path from 'node:path';

const MAX_FILES = 5000;

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
      else if (e.isFile() && /\.cards?$/.test(e.name)) out.push(full);
    }
  }
  return out.sort();
}
