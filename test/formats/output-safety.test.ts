// What `export`, `render` and `import --out` write (issue 22): every card gets its own file, whatever its name (F6),
// and a file-system failure is one line with exit 2 and leaves nothing behind (F7).

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgeFileName } from '../../server/src/formats/forge';
import { runCli } from '../support/run-cli';

const card = (name: string) => `card "${name}"\n  cost {1}{R}\n  type Instant\n  text\n    Draw a card.\n`;
/** Names that made the same file name (the audit's `Fire // Ice` and `Fire Ice`), names of other scripts, and names with nothing writable. */
const NAMES = ['Fire Ice', 'Fire. Ice', 'FIRE ICE', '火の鳥', 'Феникс', 'Жар-птица', '!!!', '...', '../../escape'];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-outputs-'));
  writeFileSync(path.join(dir, 'set.cards'), NAMES.map(card).join('\n'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const listing = (d: string) => (existsSync(d) ? readdirSync(d, { recursive: true }).map(String).sort() : []);

describe('file names (F6)', () => {
  it('a Forge file name is never a path, keeps letters of every script, and is at most 100 characters', () => {
    expect(forgeFileName('Fire // Ice')).toBe('fire_ice.txt');
    expect(forgeFileName('../../escape')).toBe('escape.txt');
    expect(forgeFileName('Æther Vial')).toBe('æther_vial.txt');
    expect(forgeFileName('Jötun Grunt')).toBe('jotun_grunt.txt');
    expect(forgeFileName('火の鳥')).toBe('火の鳥.txt');
    expect(forgeFileName('a\u202Eb\u0007c\nd')).toBe('a_b_c_d.txt');
    expect(forgeFileName('x'.repeat(5000))).toBe(`${'x'.repeat(100)}.txt`);
  });

  it('forge export: one file per card, a suffix and a warning for each name already taken; exit 1', async () => {
    const out = path.join(dir, 'forge');
    const r = await runCli(['export', 'set.cards', '--format', 'forge', '--out', out, '--date', '2026-01-01'], dir);
    expect(r.code).toBe(1);
    const files = listing(out);
    expect(files).toHaveLength(NAMES.length);
    expect(files).toEqual(['card.txt', 'card_2.txt', 'escape.txt', 'fire_ice.txt', 'fire_ice_2.txt', 'fire_ice_3.txt', 'жар_птица.txt', 'феникс.txt', '火の鳥.txt']);
    // Every card's script is there (each file names its card).
    const names = files.map((f) => /^Name:(.*)$/m.exec(readFileSync(path.join(out, f), 'utf8'))![1]).sort();
    expect(names).toEqual([...NAMES].sort());
    expect(r.err).toContain('warning: Fire. Ice: written to fire_ice_2.txt (fire_ice.txt is another card\'s)');
    expect(r.err).toContain('warning: ...: written to card_2.txt (its name has no letter or digit for a file name)');
    expect(r.err).toContain(`exported ${NAMES.length} cards`);
  });

  it('render: one set of drawings per card, a suffix and a warning for each name already taken; exit 1', async () => {
    const out = path.join(dir, 'svg');
    const r = await runCli(['render', 'set.cards', '--out', out], dir);
    expect(r.code).toBe(1);
    const faces = listing(out).filter((f) => !f.includes('-face-down'));
    expect(faces).toHaveLength(NAMES.length);
    expect(r.err).toMatch(/warning: FIRE ICE: written as fire_ice_3…/);
  });
});

describe('file-system failures (F7): one line, exit 2, nothing written', () => {
  const oneLine = (err: string) => {
    expect(err).not.toMatch(/internal error|\n\s+at /);
    return err.split('\n').filter((l) => l.startsWith('cardscript: '));
  };

  it('an output folder that does not exist is made', async () => {
    const r = await runCli(['export', 'set.cards', '--format', 'cockatrice', '--out', 'new/deeper/set.xml', '--date', '2026-01-01'], dir);
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(dir, 'new', 'deeper', 'set.xml'), 'utf8')).toContain('<cockatrice_carddatabase');
  });

  it.each([
    ['cockatrice', 'a-file/set.xml', 'cannot make the folder a-file: a file is in the way'],
    ['forge', 'a-file', 'cannot make the folder a-file: a file is in the way'],
    ['forge', 'a-file/forge', 'cannot make the folder a-file'],
    ['scryfall-json', 'a-folder', 'cannot write a-folder: it is a folder'],
  ])('export --format %s --out %s', async (format, out, message) => {
    writeFileSync(path.join(dir, 'a-file'), 'the user\'s file');
    mkdirSync(path.join(dir, 'a-folder'));
    const before = listing(dir);
    const r = await runCli(['export', 'set.cards', '--format', format, '--out', out, '--date', '2026-01-01'], dir);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toEqual([expect.stringContaining(message)]);
    expect(r.err).toContain('nothing was written');
    expect(listing(dir)).toEqual(before);
    expect(readFileSync(path.join(dir, 'a-file'), 'utf8')).toBe('the user\'s file');
  });

  it('forge export where one file cannot be written: none of the others is left behind', async () => {
    const out = path.join(dir, 'forge');
    mkdirSync(path.join(out, 'escape.txt'), { recursive: true }); // a folder where a card's script goes
    const r = await runCli(['export', 'set.cards', '--format', 'forge', '--out', out, '--date', '2026-01-01'], dir);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toEqual([expect.stringContaining('cannot write forge/escape.txt: it is a folder')]);
    expect(listing(out)).toEqual(['escape.txt']);
  });

  it('render into a file: one line, exit 2', async () => {
    writeFileSync(path.join(dir, 'a-file'), 'x');
    const r = await runCli(['render', 'set.cards', '--out', 'a-file'], dir);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toHaveLength(1);
  });

  it('import --out into a folder that is a file: one line, exit 2', async () => {
    writeFileSync(path.join(dir, 'a-file'), 'x');
    writeFileSync(path.join(dir, 'cards.json'), JSON.stringify([{ object: 'card', name: 'Imported', type_line: 'Instant', oracle_text: 'Draw a card.', mana_cost: '{U}' }]));
    const r = await runCli(['import', 'cards.json', '--out', 'a-file/set.cards'], dir);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toEqual([expect.stringContaining('cannot make the folder a-file')]);
  });
});
