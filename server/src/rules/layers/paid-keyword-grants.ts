// Abilities a permanent has as long as a keyword cost was paid to cast it (CR 400.7d: the permanent knows which costs
// the spell it was paid): dash, "As long as this permanent's dash cost was paid, it has haste" (702.109a); blitz, "As
// long as this permanent's blitz cost was paid, it has haste and 'When this permanent is put into a graveyard from the
// battlefield, draw a card'" (702.152a). Each a layer-6 effect on that permanent with its timestamp (613.1f).
// A bestowed Aura spell or permanent (CR 702.103b, rules/state/bestowed.ts) "becomes an Aura enchantment and gains
// enchant creature": a type change in layer 4 (205.1a: no longer a creature, its creature types gone) and the keyword in
// layer 6, on the stack and on the battlefield.

import type { Ability, Effect } from '../../model/types';
import type { Unit, Working } from './types';
import type { GameState } from '../state/game-state';
import { isBestowed } from '../state/bestowed';
import { lookupTable } from '../../model/lookup-table';
import { parseAbility } from '../../model/abilities/parse-ability';

const NO_SPAN = { start: 0, end: 0 };

/** What each keyword's paid cost gives the permanent: keywords and a quoted ability's text (CR 702.109a, 702.152a). */
const PAID_GRANTS: Readonly<Record<string, { keywords: string[]; ability?: string }>> = lookupTable({
  dash: { keywords: ['Haste'] },
  blitz: { keywords: ['Haste'], ability: 'When this permanent is put into a graveyard from the battlefield, draw a card.' },
});

const read = new Map<string, Ability>();

/** The quoted ability, read once with the grammar; "this permanent" is the permanent that has it (CR 201.5). */
function abilityOf(text: string): Ability {
  let a = read.get(text);
  if (!a) {
    a = parseAbility(text, 0, { cardName: '', faceName: '' });
    read.set(text, a);
  }
  return a;
}

/** CR 702.103b: what a bestowed Aura spell or permanent becomes and gains. */
const BESTOWED: Effect[] = [
  { kind: 'become-type', target: { kind: 'self' }, cardTypes: ['Enchantment'], subtypes: ['Aura'], additive: false, duration: 'permanent', span: NO_SPAN },
  { kind: 'gain-keyword', target: { kind: 'self' }, keywords: ['Enchant creature'], duration: 'permanent', span: NO_SPAN },
];

/** CR 702.109a, 702.152a: one layer-6 effect per paid keyword cost with abilities on a permanent; CR 702.103b: bestowed. */
export function paidKeywordUnits(s: GameState, world: Map<string, Working>): Unit[] {
  const out: Unit[] = [];
  for (const w of world.values()) {
    if ((w.obj.zone === 'stack' || w.obj.zone === 'battlefield') && !w.obj.faceDown && isBestowed(s, w.obj)) {
      out.push({
        id: `${w.obj.id}#bestowed`, timestamp: w.obj.timestamp, sourceName: 'bestow', sourceId: w.obj.id, controller: w.obj.controller,
        parts: BESTOWED, kind: 'resolved', fixed: [w.obj.id], filter: null, selfOnly: true,
      });
    }
    if (w.obj.zone !== 'battlefield' || !w.obj.costsPaid || w.obj.faceDown) continue;
    for (const k of w.obj.costsPaid) {
      const grant = PAID_GRANTS[k];
      if (!grant) continue;
      const parts: Effect[] = [{ kind: 'gain-keyword', target: { kind: 'self' }, keywords: grant.keywords, duration: 'permanent', span: NO_SPAN }];
      if (grant.ability) parts.push({ kind: 'grant-ability', target: { kind: 'self' }, ability: abilityOf(grant.ability), duration: 'permanent', span: NO_SPAN });
      out.push({
        id: `${w.obj.id}#paid:${k}`, timestamp: w.obj.timestamp, sourceName: k, sourceId: w.obj.id, controller: w.obj.controller,
        parts, kind: 'resolved', fixed: [w.obj.id], filter: null, selfOnly: true,
      });
    }
  }
  return out;
}
