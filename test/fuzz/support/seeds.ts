// Seed material for the generators: every card file of the examples and test fixtures, and pools of their
// lines (fields, rules text, scenario steps) and card names.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

export const ROOT = path.join(__dirname, '..', '..', '..');

function cardFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? cardFiles(full) : /\.cards?$/.test(name) ? [full] : [];
  });
}

export interface SeedFile {
  name: string;
  text: string;
}

export interface SeedPools {
  files: SeedFile[];
  /** Every distinct physical line (without its line break). */
  lines: string[];
  /** Lines that look like scenario steps (`you …`, `expect …`, `resolve`, …). */
  steps: string[];
  /** Rules-text lines (indented 4). */
  rules: string[];
  /** Quoted card names. */
  names: string[];
}

const STEP_START = /^\s{2}(you|opponent|expect|resolve|setup|apply|turn|end)\b/;

export function poolsOf(files: SeedFile[]): SeedPools {
  const lines = new Set<string>();
  const steps = new Set<string>();
  const rules = new Set<string>();
  const names = new Set<string>();
  for (const f of files) {
    for (const line of f.text.split(/\r\n|\r|\n/)) {
      if (line.trim() === '') continue;
      lines.add(line);
      if (STEP_START.test(line)) steps.add(line);
      if (/^ {4}\S/.test(line)) rules.add(line);
      const card = /^card ("[^"]*")/.exec(line);
      if (card) names.add(card[1]!);
    }
  }
  return { files, lines: [...lines], steps: [...steps], rules: [...rules], names: [...names] };
}

/** The examples, the fixtures (cursor markers removed) and the grammar golden inputs. */
export function projectSeedFiles(): SeedFile[] {
  const dirs = ['examples', 'test/fixtures', 'test/ide/fixtures', 'test/grammar/golden'];
  return dirs.flatMap((d) => cardFiles(path.join(ROOT, d))).sort().map((file) => ({
    name: path.relative(ROOT, file),
    text: readFileSync(file, 'utf8').split('<|>').join(''),
  }));
}

/** Scenario files with the card file they rely on (the rulings walkthroughs and examples). */
export function scenarioSeedSets(): { cards: SeedFile[]; scenarios: SeedFile[] } {
  const files = projectSeedFiles().filter((f) => f.name.startsWith('examples'));
  return {
    cards: files.filter((f) => /^card /m.test(f.text)),
    scenarios: files.filter((f) => /^scenario /m.test(f.text)),
  };
}
