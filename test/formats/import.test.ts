// `cardscript import` on small samples we wrote of each format: the CardScript written (golden), the warnings and the
// exit code (1 whenever a field could not be kept), and the output is canonical for `cardscript format --check`.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectGolden } from '../support/golden';
import { runCli } from '../support/run-cli';

const HERE = __dirname;
const FIX = path.join(HERE, 'fixtures');

async function imported(args: string[]) {
  const r = await runCli(['import', ...args], FIX);
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-import-'));
  const file = path.join(dir, 'out.cards');
  writeFileSync(file, r.out);
  const fmt = await runCli(['format', '--check', file], dir);
  return { ...r, formatted: fmt.code === 0 };
}

const CASES: { name: string; args: string[]; code: number }[] = [
  { name: 'scryfall-list', args: ['scryfall-list.json'], code: 0 },
  { name: 'scryfall-card', args: ['scryfall-card.json'], code: 0 },
  { name: 'scryfall-bulk-lossy', args: ['scryfall-bulk-lossy.json'], code: 1 },
  { name: 'mtgjson-set', args: ['mtgjson-set.json'], code: 1 },
  { name: 'mtgjson-atomic', args: ['mtgjson-atomic.json'], code: 0 },
  { name: 'mtgjson-allprintings', args: ['mtgjson-allprintings.json'], code: 0 },
  // Rules text with every line break a file may hold (\r\n, \r, U+2028, U+2029), blank lines and blanks around
  // lines: the lines written, and what became of the text said (the written text is read back line by line).
  { name: 'mtgjson-line-breaks', args: ['mtgjson-line-breaks.json'], code: 1 },
  { name: 'cockatrice', args: ['cockatrice.xml'], code: 0 },
  { name: 'forge', args: ['forge'], code: 0 },
  { name: 'forge-unknown', args: ['forge-unknown.txt'], code: 1 },
  { name: 'ours', args: ['ours.json'], code: 0 },
  // A Magic Set Editor set file as MSE writes it (tags, styling, a second face, a field CardScript has no word for).
  { name: 'mse', args: ['mse-set.txt'], code: 1 },
  { name: 'era-forced', args: ['scryfall-card.json', '--era', 'legacy'], code: 0 },
  // What a reader could not keep, in the reader's language (i18n/en/import.ts): field names and card names as written.
  { name: 'mse-de', args: ['mse-set.txt', '--locale', 'de'], code: 1 },
  { name: 'mtgjson-set-it', args: ['mtgjson-set.json', '--locale', 'it'], code: 1 },
  { name: 'scryfall-bulk-lossy-es', args: ['scryfall-bulk-lossy.json', '--locale', 'es'], code: 1 },
  { name: 'forge-unknown-de', args: ['forge-unknown.txt', '--locale', 'de'], code: 1 },
];

describe('cardscript import', () => {
  for (const c of CASES) {
    it(`${c.name}: golden output, exit ${c.code}, canonical layout`, async () => {
      const r = await imported(c.args);
      expectGolden(path.join(HERE, 'golden', `import-${c.name}.cards`), r.out);
      expectGolden(path.join(HERE, 'golden', `import-${c.name}.stderr.txt`), r.err);
      expect(r.code).toBe(c.code);
      expect(r.formatted).toBe(true);
    });
  }

  it('the format is told from the content, not the file name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-import-'));
    const renamed = path.join(dir, 'cards.dat');
    writeFileSync(renamed, '<?xml version="1.0"?>\n<cockatrice_carddatabase version="4"><cards><card><name>Quiet Hollow</name><text>{T}: Add {C}.</text><prop><type>Land</type></prop><set>CSX</set></card></cards></cockatrice_carddatabase>\n');
    const r = await runCli(['import', renamed], dir);
    expect(r.code).toBe(0);
    expect(r.out).toContain('card "Quiet Hollow"\n  type Land\n');
  });

  it('--from forces the reader (a Scryfall list read as our records finds no cards: exit 1)', async () => {
    const r = await runCli(['import', 'scryfall-bulk-lossy.json', '--from', 'json'], FIX);
    expect(r.code).toBe(1);
    expect(r.err).toContain("Ember Scholar: field 'mana_cost' not imported");
    const none = await runCli(['import', 'scryfall-card.json', '--from', 'json'], FIX);
    expect(none.code).toBe(1);
    expect(none.err).toContain('no cards found');
  });

  it('malformed JSON and unknown formats exit 2 without output', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-import-'));
    writeFileSync(path.join(dir, 'broken.json'), '[{"object":"card","name":"X"');
    writeFileSync(path.join(dir, 'notes.txt'), 'just some notes\n');
    const broken = await runCli(['import', 'broken.json'], dir);
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/malformed JSON/);
    const notes = await runCli(['import', 'notes.txt'], dir);
    expect(notes.code).toBe(2);
    expect(notes.err).toContain('no known card format');
  });

  it('usage errors exit 2', async () => {
    expect((await runCli(['import', 'ours.json', '--era', 'ancient'], FIX)).code).toBe(2);
    expect((await runCli(['import', 'ours.json', '--from', 'pdf'], FIX)).code).toBe(2);
    expect((await runCli(['import', 'missing.json'], FIX)).code).toBe(2);
  });
});
