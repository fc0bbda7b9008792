// Restricted mana (CR 106.6): "Spend this mana only to …" on a mana ability or spell becomes a restriction carried by
// each mana it adds; a payment may spend that mana only when its purpose is one of the allowed uses.

import type { Effect, ManaUse } from '../model/types';
import { hasType } from './objects';
import type { SpendPurpose, SpendRestriction } from './mana-pool';

function allows(use: ManaUse, p: SpendPurpose): boolean {
  switch (use.kind) {
    case 'cast':
      // CR 708.4: a face-down spell is a colorless 2/2 creature spell; its types are what a restriction sees.
      if (p.kind !== 'spell') return false;
      if (use.faceDown && !p.faceDown) return false;
      return use.types.length === 0 || use.types.some((t) => hasType(p.cardTypes ?? [], t));
    case 'activate':
      return p.kind === 'ability';
    case 'turn-face-up':
      // CR 702.37e (morph and megamorph costs), 701.40b / 701.58b (a manifested or cloaked card's mana cost).
      if (p.kind !== 'turn-face-up') return false;
      if (use.method === 'morph') return p.method === 'morph' || p.method === 'megamorph';
      if (use.method === 'mana-cost') return p.method === 'mana-cost';
      return true;
  }
}

/** The spending restriction among an ability's effects (CR 106.6), or undefined. */
export function restrictionOf(effects: readonly Effect[]): SpendRestriction | undefined {
  const r = effects.find((e): e is Extract<Effect, { kind: 'mana-restriction' }> => e.kind === 'mana-restriction');
  if (!r) return undefined;
  const uses = r.uses;
  return { text: `spend this mana only to ${uses.map((u) => u.text).join(' or ')}`, allows: (p) => uses.some((u) => allows(u, p)) };
}
