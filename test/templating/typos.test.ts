// Typos are errors with a way out: an unknown keyword, card type, subtype, mana symbol or card name gets a
// "did you mean" quick fix (golden: typos/did-you-mean.before → .after), and fix-all never applies a style fix
// to a line holding an unknown word (it would lock the typo in: "Disquise {2}{R}. (…)").

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEdits, fixAll, UNKNOWN_WORD_CODES } from '../../server/src/checks/fix-all';
import { expectGolden } from '../support/golden';
import { diagnose } from './support';

const DIR = path.join(__dirname, 'typos');

const CARD = (text: string) => `card "Ember Sneak"\n  cost {2}{R}\n  type Creature — Goblin Rogue\n  pt 2/2\n  text\n    ${text}\n`;

describe('typos', () => {
  it('"did you mean" quick fixes turn before into after (CR 702.1, 205.2a, 205.3, 107.4)', () => {
    const before = readFileSync(path.join(DIR, 'did-you-mean.before.cards'), 'utf8');
    const typos = diagnose(before).filter((d) => UNKNOWN_WORD_CODES.has(d.code) && d.fixes?.length);
    expect(typos.map((d) => d.code).sort()).toEqual(['type-line', 'unknown-keyword', 'unknown-keyword', 'unknown-mana-symbol', 'unknown-subtype', 'unresolved-card-name']);
    // A guess is never applied by fix-all.
    expect(typos.every((d) => d.fixes!.every((f) => !f.preferred))).toBe(true);
    const after = applyEdits(before, typos.map((d) => d.fixes![0]!.edits[0]!)).text;
    expectGolden(path.join(DIR, 'did-you-mean.after.cards'), after);
    expect(diagnose(after).filter((d) => UNKNOWN_WORD_CODES.has(d.code)).map((d) => d.message)).toEqual([]);
  });

  it.each([
    ['Disquise {2}{R} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)'],
    ['Megamoprh {1}{G}'],
    ['Flyng'],
  ])('fix-all leaves the line of an unknown word alone: %s', (line) => {
    const text = CARD(line);
    expect(diagnose(text).some((d) => d.code === 'style')).toBe(true); // a style fix is on offer …
    expect(fixAll(text, (t) => diagnose(t)).text).toBe(text); // … and not applied
  });

  it('a line with an unknown mana symbol has no knock-on style finding, and fix-all leaves a guess alone: Morph {O}', () => {
    const text = CARD('Morph {O}');
    expect(diagnose(text).filter((d) => d.code === 'style')).toEqual([]);
    expect(fixAll(text, (t) => diagnose(t)).text).toBe(text);
  });

  it('a keyword glued to its cost gets its space back, then no period (CR 702.1)', () => {
    expect(fixAll(CARD('Morph{1}{U}'), (t) => diagnose(t)).text).toBe(CARD('Morph {1}{U}'));
  });

  it('a misspelled word of plain rules text gets the grammar\'s own word, and the line is understood once corrected', () => {
    const text = CARD('Untill end of turn, target creature looses all abilities and becomes a blue Frog with base power and toughness 1/1.');
    const found = diagnose(text).filter((d) => d.code === 'misspelled-word');
    expect(found.map((d) => d.fixes![0]!.edits[0]!.newText)).toEqual(['Until', 'loses']);
    expect(found.every((d) => d.message.endsWith('Corrected, the line is understood.'))).toBe(true);
    // A guess is never applied by fix-all; applied by hand, the line is understood whole (no analysis-incomplete left).
    expect(fixAll(text, (t) => diagnose(t)).text).toBe(text);
    const after = applyEdits(text, found.map((d) => d.fixes![0]!.edits[0]!)).text;
    expect(after).toBe(CARD('Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.'));
    expect(diagnose(after).filter((d) => d.code === 'misspelled-word' || d.code === 'analysis-incomplete')).toEqual([]);
  });

  it('real keyword lines, keyword actions and ability words are not typos', () => {
    for (const line of ['Disguise {2}{R}', 'Megamorph {1}{G}', 'Scry 2.', 'Landfall — Whenever a land you control enters, draw a card.', 'Add {G}.', 'Equip {2}', 'Swampcycling {2}']) {
      expect(diagnose(CARD(line)).filter((d) => d.code === 'unknown-keyword').map((d) => d.message), line).toEqual([]);
    }
  });
});
