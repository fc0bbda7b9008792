// Keyword actions that stand for an instruction written out (CR 701): "Support N" means "Put a +1/+1 counter on each of
// up to N other target creatures" (701.41a); "Populate" means "create a token that's a copy of a creature token you
// control", the token chosen as it resolves (701.36a). The engine announces its targets (rules/queries/target-legality.ts
// targetSpecs) and carries it out (rules/effects/apply-effects.ts) as that instruction, and tells whether it is carried
// out by that instruction (effect-descriptors.ts).

import type { Effect } from '../types';

/**
 * The instruction a keyword action stands for, or undefined. CR 701.41a: support N "on a permanent" targets up to N
 * *other* creatures, on an instant or sorcery up to N creatures; a spell on the stack is never a creature on the
 * battlefield, so "other" (not the source) reads both.
 */
export function actionMeaning(e: Effect): Effect | undefined {
  if (e.kind !== 'player-action') return undefined;
  // One meaning per effect: its target phrase is the same object wherever it is read (an ability's last target phrase,
  // effect-descriptors.ts, is told by identity).
  if (!MEANINGS.has(e)) MEANINGS.set(e, meaningOf(e));
  return MEANINGS.get(e);
}

const MEANINGS = new WeakMap<Effect, Effect | undefined>();

function meaningOf(e: Effect): Effect | undefined {
  // CR 701.36a: "To populate means to choose a creature token you control and create a token that's a copy of that
  // creature token"; chosen as it resolves (the step's `choosing`), none controlled, no token (701.36b).
  if (e.kind === 'player-action' && e.action === 'populate') {
    if (e.amount.kind !== 'fixed' || e.amount.n !== 1 || (e.who ?? 'you') !== 'you' || e.filter || e.cards || e.upTo) return undefined;
    return { kind: 'create-token-copy', span: e.span, of: { kind: 'chosen', filter: { types: ['creature', 'token'], text: 'creature token you control', controller: 'you', postOrder: ['controller'] } } };
  }
  if (e.kind !== 'player-action' || e.action !== 'support' || e.amount.kind !== 'fixed' || (e.who ?? 'you') !== 'you' || e.filter || e.cards || e.upTo) return undefined;
  return {
    kind: 'add-counters', count: 1, counter: '+1/+1', span: e.span,
    target: { kind: 'target', filter: { types: ['creature'], text: 'creatures', other: true }, count: e.amount.n, upTo: true, eachOf: true },
  };
}
