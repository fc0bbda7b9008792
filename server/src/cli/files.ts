// Finding the card files a CLI command works on: files, directories (recursively) and globs.

import { existsSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { globSync } from 'tinyglobby';

const CARD_FILE = /\.cards?$/;

export interface FileList {
  files: string[];
  /** Arguments that matched nothing. */
  missing: string[];
}

export function collectFiles(args: string[], cwd = process.cwd()): FileList {
  const files = new Set<string>();
  const missing: string[] = [];
  for (const arg of args) {
    const abs = path.resolve(cwd, arg);
    if (existsSync(abs) && statSync(abs).isDirectory()) {
      for (const f of globSync(['**/*.cards', '**/*.card'], { cwd: abs, absolute: true, ignore: ['**/node_modules/**'] })) files.add(path.normalize(f));
    } else if (existsSync(abs)) {
      files.add(abs);
    } else {
      const matched = globSync([arg], { cwd, absolute: true, ignore: ['**/node_modules/**'] }).filter((f) => CARD_FILE.test(f));
      if (matched.length === 0) missing.push(arg);
      for (const f of matched) files.add(path.normalize(f));
    }
  }
  return { files: [...files].sort(), missing };
}

/** Path shown to the user: relative to the working directory when inside it. */
export function displayPath(file: string, cwd = process.cwd()): string {
  const rel = path.relative(cwd, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : file;
}
