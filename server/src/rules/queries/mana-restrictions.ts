// Restricted mana (CR 106.6): "Spend this mana only to …" on a mana ability or spell becomes a restriction carried by
// each mana it adds; a payment may spend that mana only when its purpose is one of the allowed uses.

import type { Effect, SpendUse } from '../../model/types';
import { matchesFilter } from '../state/filters';
import type { SpendPurpose, SpendRestriction } from '../state/mana-pool';

function allows(use: SpendUse, p: SpendPurpose): boolean {
  switch (use.kind) {
    case 'cast': {
      // CR 708.4: a face-down spell is a colorless nameless 2/2 creature spell; that is what the restriction sees.
      if (p.kind !== 'spell' || !p.spell) return false;
      return matchesFilter({ ...p.spell.obj, zone: 'stack' }, p.spell.view, use.filter, { controller: p.spell.obj.controller, faceDown: !!p.faceDown });
    }
    case 'keyword-cost':
      // CR 702.37b: a megamorph cost is a morph cost; CR 702.168d: disguise.
      if (p.kind !== 'turn-face-up') return false;
      if (use.keyword.toLowerCase() === 'morph') return p.method === 'morph' || p.method === 'megamorph';
      return p.method === use.keyword.toLowerCase();
    case 'activate':
      // CR 106.6, 602: mana spent to activate an ability; "abilities of artifacts" / "an ability of a Wizard": the
      // ability's source as it is when the cost is paid (602.2b, 601.2h); a payment that names no source allows none.
      if (p.kind !== 'ability') return false;
      if (!use.of) return true;
      return !!p.source && matchesFilter(p.source.obj, p.source.view, use.of, { controller: p.source.obj.controller, sourceId: p.source.obj.id });
    case 'turn-manifested-face-up':
      // CR 701.40b: a manifested creature card is turned face up for its mana cost. A manifested permanent is one put
      // face down by manifest (701.40a), manifest dread included (701.62a); a cloaked one is not (701.58a).
      return p.kind === 'turn-face-up' && p.method === 'mana-cost' && (p.origin === 'manifest' || p.origin === 'manifest-dread');
    // Not told apart by a payment (their descriptor marks the restriction not carried out): the mana is kept for them.
    case 'commander':
    case 'foretell':
    case 'cost-contains':
      return false;
  }
}

/** The spending restriction among an ability's effects (CR 106.6), or undefined. */
export function restrictionOf(effects: readonly Effect[]): SpendRestriction | undefined {
  const r = effects.find((e): e is Extract<Effect, { kind: 'spend-only' }> => e.kind === 'spend-only');
  if (!r) return undefined;
  const uses = r.uses;
  const text = uses.map((u) => (u.kind === 'cast' ? `cast ${u.filter.text ?? 'a spell'}` : u.kind === 'keyword-cost' ? `pay ${u.keyword.toLowerCase()} costs` : u.kind === 'activate' ? `activate ${u.of ? `abilities of ${u.of.text}` : 'abilities'}` : u.kind === 'turn-manifested-face-up' ? 'turn a manifested creature face up' : u.kind)).join(' or ');
  return { text: `spend this mana only to ${text}`, allows: (p) => uses.some((u) => allows(u, p)) };
}
