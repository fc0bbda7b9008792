// Ways to cast a permanent card that end at the next end step: dash (CR 702.109a: "If this spell's dash cost was paid,
// return the permanent this spell becomes to its owner's hand at the beginning of the next end step") and blitz
// (CR 702.152a: "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the beginning of the
// next end step"). The delayed triggered ability is created as the spell resolves into that permanent (CR 608.3g, 603.7a); its
// "it" is that permanent only (603.7c): once it has left the battlefield it is a new object (400.7), and the ability
// does nothing to it. Their haste (and blitz's "draw a card" ability) is the permanent's while the cost was paid
// (rules/layers/paid-keyword-grants.ts).

import type { Effect } from '../../model/types';
import type { GameObject, GameState } from '../state/game-state';
import type { Outcome } from '../state/events';
import { parseAbility } from '../../model/abilities/parse-ability';
import { lookupTable } from '../../model/lookup-table';
import { msg } from '../../i18n';
import { stepMessage } from '../state/reasons';

/** What each keyword's delayed triggered ability does to "it", the permanent the spell became (CR 702.109a, 702.152a). */
const AT_END_STEP: Readonly<Record<string, { text: string; cr: string }>> = lookupTable({
  dash: { text: "Return it to its owner's hand.", cr: '702.109a' },
  blitz: { text: 'Sacrifice it.', cr: '702.152a' },
});

const read = new Map<string, Effect[]>();

/** The instructions of a delayed ability's text, read once with the grammar (a spell line). */
function effectsOf(text: string): Effect[] {
  let effects = read.get(text);
  if (!effects) {
    const a = parseAbility(text, 0, { cardName: '', faceName: '' });
    effects = 'effects' in a ? [...(a.effects ?? [])] : [];
    read.set(text, effects);
  }
  return effects;
}

/**
 * CR 702.109a, 702.152a, 603.7a: as a spell whose dash or blitz cost was paid resolves into `perm`, the delayed
 * triggered ability waiting for the beginning of the next end step (controlled by the spell's controller, 603.7d).
 */
export function endStepKeywordsEntered(s: GameState, out: Outcome, perm: GameObject, costsPaid: readonly string[] | undefined, controller: GameObject['controller']): void {
  for (const k of costsPaid ?? []) {
    const at = AT_END_STEP[k];
    if (!at) continue;
    s.delayedTriggers.push({
      step: 'end', effects: effectsOf(at.text), controller, sourceId: perm.id, sourceName: perm.card.name, it: [perm.id],
      description: `${perm.card.name}: delayed trigger at the beginning of the next end step (${k})`,
      said: msg('rules.event.delayed-trigger', { source: perm.card.name, yours: 'no', step: stepMessage('end') }),
    });
    out.note({ why: msg('rules.effect.delayed-waits', { step: stepMessage('end') }), cr: [at.cr, '603.7a'] });
  }
}
