// A clause's memo of slot texts that don't read (model/abilities/phrase-templates.ts, issue 27) changes no reading:
// every rules line of the card files of examples/, test/fixtures/ and test/rules/ read with the memo and without it
// gives the same ability, key for key and span for span. (test/support/caches.ts switches it off with the other caches
// for the diagnostics; real cards: the SHA-1s of `check --format json` in bench/README.md.) The same for the skip of a
// trigger line's effect after a later comma whose condition doesn't read (model/abilities/parse-ability.ts, issue 27), and
// for the rows passed over by the clause's word mask (model/abilities/phrase-templates.ts, issue 27).
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAbility, setTriggerCommaSkipEnabled } from '../../server/src/model/abilities/parse-ability';
import { setRowMaskEnabled, setUnreadSlotMemoEnabled } from '../../server/src/model/abilities/phrase-templates';
import { Workspace } from '../../server/src/model/workspace';

const ROOT = path.join(__dirname, '..', '..');

function cardFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cardFiles(path.join(dir, e.name)) : /\.cards?$/.test(e.name) ? [path.join(dir, e.name)] : []);
}

/** Every rules line of the files, with the card it is on (its name and type line: what the reader is given). */
function rulesLines(files: readonly string[]): { text: string; cardName: string; typeLine?: string }[] {
  const out: { text: string; cardName: string; typeLine?: string }[] = [];
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

describe('the memo of slot texts that do not read changes no reading', () => {
  afterEach(() => setUnreadSlotMemoEnabled(true));
  const files = [...cardFiles(path.join(ROOT, 'examples')), ...cardFiles(path.join(ROOT, 'test', 'fixtures')), ...cardFiles(path.join(ROOT, 'test', 'rules'))];
  it('every rules line of examples/, test/fixtures/ and test/rules/', () => {
    const lines = rulesLines(files);
    expect(lines.length).toBeGreaterThan(1000);
    const read = (on: boolean) => {
      setUnreadSlotMemoEnabled(on);
      return lines.map((l) => JSON.stringify(parseAbility(l.text, 0, { cardName: l.cardName, faceName: l.cardName, ...(l.typeLine === undefined ? {} : { typeLine: l.typeLine }) })));
    };
    const withMemo = read(true);
    const without = read(false);
    const differ = lines.filter((_, i) => withMemo[i] !== without[i]).map((l) => l.text);
    expect(differ).toEqual([]);
  });
});

describe("the trigger line's effect not read after a comma whose condition does not read changes no reading", () => {
  afterEach(() => setTriggerCommaSkipEnabled(true));
  const files = [...cardFiles(path.join(ROOT, 'examples')), ...cardFiles(path.join(ROOT, 'test', 'fixtures')), ...cardFiles(path.join(ROOT, 'test', 'rules'))];
  it('every rules line of examples/, test/fixtures/ and test/rules/', () => {
    const lines = rulesLines(files);
    const read = (on: boolean) => {
      setTriggerCommaSkipEnabled(on);
      return lines.map((l) => JSON.stringify(parseAbility(l.text, 0, { cardName: l.cardName, faceName: l.cardName, ...(l.typeLine === undefined ? {} : { typeLine: l.typeLine }) })));
    };
    const skipped = read(true);
    const without = read(false);
    // Lines read again at a later comma are in the files (the test reads some): "Whenever you cast a spell that's white, …".
    expect(lines.some((l) => /^(?:When|Whenever|At)\b[^,]*, [^,]*, /.test(l.text))).toBe(true);
    const differ = lines.filter((_, i) => skipped[i] !== without[i]).map((l) => l.text);
    expect(differ).toEqual([]);
  });
});

describe("the rows passed over by the clause's word mask change no reading", () => {
  afterEach(() => setRowMaskEnabled(true));
  const files = [...cardFiles(path.join(ROOT, 'examples')), ...cardFiles(path.join(ROOT, 'test', 'fixtures')), ...cardFiles(path.join(ROOT, 'test', 'rules'))];
  it('every rules line of examples/, test/fixtures/ and test/rules/', () => {
    const lines = rulesLines(files);
    const read = (on: boolean) => {
      setRowMaskEnabled(on);
      return lines.map((l) => JSON.stringify(parseAbility(l.text, 0, { cardName: l.cardName, faceName: l.cardName, ...(l.typeLine === undefined ? {} : { typeLine: l.typeLine }) })));
    };
    const masked = read(true);
    const without = read(false);
    const differ = lines.filter((_, i) => masked[i] !== without[i]).map((l) => l.text);
    expect(differ).toEqual([]);
  });
});
