// `cardscript import` on hostile data (issue 22): every field written stays on its line, so a line break in a
// Scryfall field cannot inject another field or card, and a result that does not read back as the cards read is
// refused — exit 1, nothing written (F11); bytes that are not UTF-8 are said, not silently replaced (F14).

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/src/model/document';
import { quote } from '../../server/src/formats/write-cardscript';
import { runCli } from '../support/run-cli';

let dir: string;
beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'cs-import-safety-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const scryfall = (fields: Record<string, unknown>) => JSON.stringify([{ object: 'card', name: 'Plain Elf', mana_cost: '{G}', type_line: 'Creature — Elf', oracle_text: 'Reach', power: '1', toughness: '1', rarity: 'common', ...fields }]);
const INJECT = '\ncard "Injected"\n  type Instant\n  text\n    Draw a card.';
const cardsIn = (text: string) => buildDocument('file:///out.cards', text).cards.map((b) => b.card.name);

describe('fields with line breaks stay on their line (F11)', () => {
  it.each(['type_line', 'mana_cost', 'rarity', 'power', 'flavor_text'])('a newline in %s injects nothing', async (field) => {
    writeFileSync(path.join(dir, 'in.json'), scryfall({ [field]: `${field === 'power' ? '1' : 'x'}${INJECT}` }));
    const r = await runCli(['import', 'in.json', '--out', 'out.cards'], dir);
    // The field changed (its line breaks are spaces): a warning; where its words then do not parse on the field's line
    // (`type x card "Injected" …`), the import is refused and nothing is written.
    expect(r.code).toBe(1);
    if (existsSync(path.join(dir, 'out.cards'))) {
      const out = readFileSync(path.join(dir, 'out.cards'), 'utf8');
      expect(cardsIn(out)).toEqual(['Plain Elf']);
      expect(out).not.toMatch(/^card "Injected"/m);
    } else {
      expect(r.err).toMatch(/cardscript: not written: written CardScript does not parse/);
    }
  });

  it('a card name with a quote, a backslash and a newline reads back as written (on one line)', async () => {
    expect(quote('Back\\slash "q"')).toBe('"Back\\\\slash \\"q\\""');
    expect(quote('Two\r\nLines\nand\u2028more')).toBe('"Two Lines and more"');
    writeFileSync(path.join(dir, 'in.json'), scryfall({ name: 'Back\\slash "q"' }));
    const r = await runCli(['import', 'in.json'], dir);
    expect(r.code).toBe(0);
    expect(cardsIn(r.out)).toEqual(['Back\\slash "q"']);
  });

  it('rules text that would read as another card is refused: exit 1, nothing written', async () => {
    writeFileSync(path.join(dir, 'in.json'), scryfall({ oracle_text: `Reach${INJECT}` }));
    const r = await runCli(['import', 'in.json', '--out', 'out.cards'], dir);
    expect(r.code).toBe(1);
    expect(existsSync(path.join(dir, 'out.cards'))).toBe(false);
    expect(r.err).toMatch(/cardscript: not written: written CardScript reads back as other cards \(2 for 1; "Injected" comes from the text of another card\)/);
    const toStdout = await runCli(['import', 'in.json'], dir);
    expect(toStdout.code).toBe(1);
    expect(toStdout.out).toBe('');
  });
});

describe('bytes that are not UTF-8 are said (F14)', () => {
  const bad = Buffer.from([0xff, 0xfe, 0xc3]);
  it('in a Scryfall file: a warning, exit 1', async () => {
    const json = Buffer.from(scryfall({ oracle_text: 'Reach@' }));
    const at = json.indexOf('@');
    writeFileSync(path.join(dir, 'in.json'), Buffer.concat([json.subarray(0, at), bad, json.subarray(at + 1)]));
    const r = await runCli(['import', 'in.json'], dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain('warning: in.json: 1 value is not valid UTF-8 (each bad sequence read as U+FFFD)');
  });

  it('in a Forge script: a warning, exit 1', async () => {
    writeFileSync(path.join(dir, 'elf.txt'), Buffer.concat([Buffer.from('Name:Plain Elf\nManaCost:G\nTypes:Creature Elf\nPT:1/1\nOracle:Reach'), bad, Buffer.from('\n')]));
    const r = await runCli(['import', 'elf.txt'], dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain('warning: elf.txt: the file is not valid UTF-8 (each bad sequence read as U+FFFD)');
  });

  it('valid UTF-8 (accents, dashes, emoji) gives no such warning', async () => {
    writeFileSync(path.join(dir, 'in.json'), scryfall({ name: 'Jötun — Grunt 😀' }));
    const r = await runCli(['import', 'in.json'], dir);
    expect(r.err).not.toContain('UTF-8');
  });
});
