// CR 506.3, 508.1b: "the player or planeswalker it's attacking", "… that creature is attacking": whom the attacking
// creature a trigger names attacks — a player, or the planeswalker or battle it was declared attacking (the trigger's
// object, or the source itself: "Whenever ~ becomes blocked, it deals 1 damage to …"). Read by
// rules/effects/effect-context.ts resolveSpec as a damage instruction is followed (`effect-descriptors.ts`).

import type { TargetSpec } from '../types';

const WORDS = /^the player or planeswalker (?:it's|that creature is) attacking$/;

/** Whether an object phrase names whom the attacking creature the trigger names attacks. */
export function attackedRecipient(t: TargetSpec | undefined): boolean {
  return !!t && t.kind === 'it' && !!t.eventObject && !!t.word && WORDS.test(t.word);
}
