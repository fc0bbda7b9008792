// The rules lines of the repository's own card files, each with the card it is on: what the rules-text reader is given
// (the tests that prove a reader's memo or fast path changes no reading read them all with it and without it).
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Workspace } from '../../server/src/model/workspace';

const ROOT = path.join(__dirname, '..', '..');

/** A rules line and the card it is on (its name and type line). */
export interface RulesLine {
  text: string;
  cardName: string;
  typeLine?: string;
}

/** Every `.cards` (or `.card`) file under `dir`. */
export function cardFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cardFiles(path.join(dir, e.name)) : /\.cards?$/.test(e.name) ? [path.join(dir, e.name)] : []);
}

/** The card files of examples/, test/fixtures/ and test/rules/. */
export function ownCardFiles(): string[] {
  return [...cardFiles(path.join(ROOT, 'examples')), ...cardFiles(path.join(ROOT, 'test', 'fixtures')), ...cardFiles(path.join(ROOT, 'test', 'rules'))];
}

/** Every distinct rules line of `files` (the same text on the same card once), in file order. */
export function rulesLines(files: readonly string[] = ownCardFiles()): RulesLine[] {
  const out: RulesLine[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const ws = new Workspace();
    const uri = `file:///${path.relative(ROOT, file)}`;
    ws.update(uri, readFileSync(file, 'utf8'));
    for (const { card } of ws.get(uri)?.cards ?? []) {
      for (const face of card.faces) {
        const typeLine = face.typeLine?.text;
        for (const a of face.abilities) {
          const key = `${a.text}\u0000${card.name}\u0000${typeLine ?? ''}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ text: a.text, cardName: card.name, ...(typeLine === undefined ? {} : { typeLine }) });
        }
      }
    }
  }
  return out;
}
