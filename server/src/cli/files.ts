// Finding the card files a CLI command works on: files, directories (recursively) and globs.

import { existsSync, lstatSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { globSync } from 'tinyglobby';

const CARD_FILE = /\.cards?$/;

export interface FileList {
  files: string[];
  /** Arguments that matched nothing. */
  missing: string[];
}

export interface CollectOptions {
  /**
   * Leave out symbolic links met while expanding a directory or a glob (files and directories): commands that write
   * use it, so a link inside a given directory cannot lead a write outside the paths given. Files named on the
   * command line are kept even when they are links.
   */
  skipLinks?: boolean;
}

const isLink = (file: string) => {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
};

export function collectFiles(args: string[], cwd = process.cwd(), options: CollectOptions = {}): FileList {
  const files = new Set<string>();
  const missing: string[] = [];
  const skipLinks = options.skipLinks ?? false;
  const glob = (patterns: string[], from: string) =>
    globSync(patterns, { cwd: from, absolute: true, ignore: ['**/node_modules/**'], followSymbolicLinks: !skipLinks })
      .filter((f) => !skipLinks || !isLink(f));
  for (const arg of args) {
    const abs = path.resolve(cwd, arg);
    if (existsSync(abs) && statSync(abs).isDirectory()) {
      for (const f of glob(['**/*.cards', '**/*.card'], abs)) files.add(path.normalize(f));
    } else if (existsSync(abs)) {
      files.add(abs);
    } else {
      const matched = glob([arg], cwd).filter((f) => CARD_FILE.test(f));
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
