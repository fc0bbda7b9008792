// Predefined tokens (CR 111.10): the table of what each is, checked against the CR's own definitions, and which of
// them the engine makes as defined — every ability read whole by the grammar and carried out ("this token" names the
// token itself, 109.2a) — so that creating any other is "recognized, not simulated".

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { PREDEFINED_TOKENS, predefinedTokenAbilities, predefinedTokenCarriedOut } from '../../../server/src/model/abilities/predefined-tokens';
import { crFile, loadRules } from '../../support/cr';

const FILE = crFile();

describe('predefined tokens (CR 111.10)', () => {
  it.skipIf(!FILE)('each definition is the CR rule it cites: its types and its abilities word for word', () => {
    const rules = loadRules(FILE!);
    for (const [word, def] of Object.entries(PREDEFINED_TOKENS)) {
      const rule = rules.get(def.cr)!.replace(/[“”]/g, '"').replace(/’/g, "'");
      expect(rule, def.cr).toContain(`${word} token`);
      for (const t of [...def.subtypes, ...def.cardTypes.map((c) => c.toLowerCase())]) expect(rule, def.cr).toContain(t);
      for (const line of def.text) expect(rule, def.cr).toContain(`"${line}"`);
    }
  });

  it('the engine makes the ones whose abilities it reads and carries out', () => {
    const made = Object.keys(PREDEFINED_TOKENS).filter(predefinedTokenCarriedOut);
    expect(made).toEqual(['Treasure', 'Food', 'Gold', 'Walker', 'Shard', 'Clue', 'Blood', 'Junk', 'Lander']);
  });

  it('a Treasure\'s ability is a mana ability with "this token" as the cost\'s own sacrifice (CR 111.10a, 605.1a)', () => {
    const [a] = predefinedTokenAbilities('Treasure');
    expect(a?.kind).toBe('activated');
    expect(a && 'effects' in a ? a.effects.map((e) => e.kind) : []).toEqual(['add-mana']);
    expect(a?.unsimulated).toBeUndefined();
  });

  it('"create a Map token" is recognized, not simulated (its explore is not read, CR 111.10s)', () => {
    const a = parseAbility('Create a Map token.', 0, { cardName: 'X', faceName: 'X' });
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated?.length).toBe(1);
    expect(parseAbility('Create a Clue token.', 0, { cardName: 'X', faceName: 'X' }).unsimulated).toBeUndefined();
  });
});
