// The card files under a folder (uri → text), in path order: the example set, the fixtures.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

export function cardFiles(dir: string): [string, string][] {
  const out: [string, string][] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...cardFiles(full));
    else if (name.endsWith('.cards')) out.push([`file://${full}`, readFileSync(full, 'utf8')]);
  }
  return out;
}
