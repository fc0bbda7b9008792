// Keyword actions that give a designation (issue 26): detain (CR 701.35a) — until its controller's next turn the permanent
// can't attack or block and its activated abilities can't be activated — and goad (701.15a–b) — it attacks each combat if
// able, a player other than the goading one if able; "is goaded" in a static ability. And targets "from a single
// graveyard" (CR 115.1). Invented lines in the shapes of real cards': read fully, printed back exactly in both eras, and
// recognized, not simulated (the engine keeps neither designation and doesn't check the one graveyard).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { allKinds } from './read-not-simulated';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  { name: 'Gate Warden', type: 'Creature — Human Soldier', legacy: 'When Gate Warden enters the battlefield, detain target creature an opponent controls.', modern: 'When this creature enters, detain target creature an opponent controls.' },
  { name: 'Skyhold Sentinel', type: 'Creature — Bird', legacy: 'Whenever Skyhold Sentinel attacks, detain up to two target nonland permanents your opponents control.', modern: 'Whenever this creature attacks, detain up to two target nonland permanents your opponents control.' },
  sameInBoth('Rabble Call', 'Sorcery', 'Goad each creature target player controls.'),
  { name: 'Vain Plumage', type: 'Creature — Bird', legacy: 'Whenever Vain Plumage attacks, you may goad target creature defending player controls.', modern: 'Whenever this creature attacks, you may goad target creature defending player controls.' },
  sameInBoth('Taunting Crown', 'Enchantment — Aura', 'Enchanted creature gets +2/+2 and is goaded.'),
];

// CR 601.2c, 115.1: targets from a single graveyard, checked as they are announced (rules/queries/targets.ts;
// test/rules/game/single-graveyard-targets.cards).
const CARRIED: EraLine[] = [
  sameInBoth('Grave Sweep', 'Instant', 'Exile up to three target cards from a single graveyard.'),
  sameInBoth('Grave Sweep', 'Instant', 'Exile two target cards from a single graveyard.'),
];

describe('detain and goad (CR 701.35a, 701.15a); targets from a single graveyard (CR 115.1)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it.each(CARRIED)('carried out: %o', (line) => {
    expect(readInBothEras(line).unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('reads the action and the object it designates', () => {
    const a = parseAbility('Detain target creature an opponent controls.', 0, CONTEXTS.s);
    expect(allKinds(a)).toContain('designate');
    const e = 'effects' in a ? a.effects[0] : undefined;
    expect(e?.kind === 'designate' && e.action).toBe('detain');
    expect(e?.kind === 'designate' && e.target.kind).toBe('target');
  });

  it('leaves what does not agree unread', () => {
    for (const line of ['Detains target creature an opponent controls.', 'Enchanted creature gets +2/+2 and are goaded.', 'Exile up to three target cards from a single library.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
