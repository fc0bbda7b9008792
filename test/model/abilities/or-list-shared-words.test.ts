// Which words of an or-list belong to every alternative (model/abilities/targets.ts parseOrHead, `sharedFirstWords`):
// - a supertype or status written before the first alternative of a list of three or more written with commas is every
//   alternative's: "a basic Mountain, Forest, or Plains card" is a basic land card of one of those types (CR 205.4a), so a
//   nonbasic Forest is not one; "each tapped artifact, creature, and land" is each tapped one (CR 110.5);
// - an alternative that is a card type of its own takes none of the last alternative's adjectives: "artifact,
//   enchantment, or tapped creature" is any artifact (CR 205.2a), never an artifact creature; but it still takes a subtype
//   and the nouns after it ("creature or Vehicle card": a creature card).
// Printed back as written (the shared words once).

import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../../server/src/model/abilities/targets';
import { printFilter } from '../../../server/src/model/abilities/print-target';

type Alt = { types: string[]; status?: string[] };
const ROWS: [string, Alt[]][] = [
  ['basic Mountain, Forest, or Plains card', [{ types: ['basic', 'Mountain', 'card'] }, { types: ['basic', 'Forest', 'card'] }, { types: ['basic', 'Plains', 'card'] }]],
  ['basic Plains, Island, or Swamp card', [{ types: ['basic', 'Plains', 'card'] }, { types: ['basic', 'Island', 'card'] }, { types: ['basic', 'Swamp', 'card'] }]],
  ['tapped artifact, creature, or land you control', [{ types: ['artifact'], status: ['tapped'] }, { types: ['creature'], status: ['tapped'] }, { types: ['land'], status: ['tapped'] }]],
  ['untapped artifact, creature, or land', [{ types: ['artifact'], status: ['untapped'] }, { types: ['creature'], status: ['untapped'] }, { types: ['land'], status: ['untapped'] }]],
  ['artifact, enchantment, or tapped creature', [{ types: ['artifact'] }, { types: ['enchantment'] }, { types: ['creature'], status: ['tapped'] }]],
  ['artifact or legendary creature card', [{ types: ['artifact', 'card'] }, { types: ['legendary', 'creature', 'card'] }]],
  ['creature or Vehicle card', [{ types: ['creature', 'card'] }, { types: ['Vehicle', 'card'] }]],
  // Two alternatives: a first word stays the first alternative's own (English leaves it open; the list of three does not).
  ['basic land card or Gate card', [{ types: ['basic', 'land', 'card'] }, { types: ['Gate', 'card'] }]],
];

describe('or-lists: words every alternative shares (CR 205.4a, 110.5, 205.2a)', () => {
  it.each(ROWS)('%s', (text, alts) => {
    const r = parseFilter(text);
    expect(r, 'read').toBeDefined();
    const got = r!.filter.anyOf!.map((a) => ({ types: a.types, ...(a.status ? { status: a.status } : {}) }));
    expect(got).toEqual(alts);
    expect(printFilter(r!.filter, r!.plural)).toBe(text);
  });
});
