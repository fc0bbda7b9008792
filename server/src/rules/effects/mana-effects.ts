// "Add {R}{R}{R}" as a spell or triggered ability resolves (CR 106.4): the mana goes to the player's pool; "Spend this
// mana only to …" (CR 106.6) restricts the mana the same ability just added. A choice among kinds comes from the step.

import type { Effect } from '../../model/types';
import type { Choices } from '../queries/choices';
import type { EffectHandlers } from './effect-context';
import type { Outcome } from '../state/events';
import type { ChosenValues, GameState, PlayerId } from '../state/game-state';
import { manaOptionsOf, sameMana, type ManaQuantity } from '../queries/mana-abilities';
import { addMana, manaState, type ManaUnit } from '../state/mana-pool';
import { restrictionOf } from '../queries/mana-restrictions';
import { payMana } from '../actions/mana-payment';
import { msg } from '../../i18n';
import type { EffectContext } from './effect-context';
import { chosenFor, playersFor, quantityNow as quantityAt } from './effect-context';
import { countMatching } from '../queries/counting';
import { quantityNow } from '../queries/conditions';

/**
 * The mana a "pay …" instruction asks for as it is followed: its mana, or its mana once per object ("pay {1} for each age
 * counter on this permanent", CR 107.3, 702.24a — "{1}{1}{1}" for three, "" for none); undefined when it can't be counted.
 */
export function payManaDue(s: GameState, e: Extract<Effect, { kind: 'pay-mana' }>, ctx: EffectContext): string | undefined {
  if (!e.per && !e.perCount) return e.mana;
  const n = e.per ? countMatching(s, e.per, ctx.controller, ctx.sourceId) : quantityNow(s, e.perCount!, { controller: ctx.controller, sourceId: ctx.sourceId });
  return n === undefined ? undefined : e.mana.repeat(Math.min(n, 100));
}

/** The mana effect handlers (CR 106.4, 106.6), one family of rules/effects/apply-effects.ts. */
export const manaEffects: EffectHandlers = {
  // CR 607.2d: "one mana of the chosen color": the source's choice, or one made as this ability resolves.
  // CR 107.3, 608.2h: "Add X mana …, where X is …", "an amount of {C} equal to …": counted as the instruction is followed.
  // CR 106.4, 608.2c: "that player adds {G}{G}": the player the trigger names (playersFor), else the controller.
  'add-mana': (s, out, e, ctx, cur) => {
    for (const p of e.who ? playersFor(s, e.who, ctx, cur) : [ctx.controller]) manaEffect(s, out, e, p, ctx.sourceId, ctx.choices, chosenFor(s, ctx, cur), (q) => quantityAt(s, q, ctx, cur));
  },
  'spend-only': (s, out, e, ctx) => manaEffect(s, out, e, ctx.controller, ctx.sourceId, ctx.choices),
  // CR 118.1, 118.3: "you may pay {2}{U}" (inside "you may", apply-effects.ts): the controller pays the mana as the
  // instruction is followed, from the pool first, then with mana abilities (rules/actions/mana-payment.ts); without
  // `mana is paid` it costs nothing. A payment that fails makes the "If you do" after it false.
  'pay-mana': (s, out, e, ctx, cur) => {
    const due = payManaDue(s, e, ctx);
    // Nothing to pay (no objects to count, CR 107.3) is paid; a count the engine can't tell pays nothing.
    if (due === '') return;
    if (due === undefined || !payMana(s, out, due, { player: ctx.controller, purpose: { kind: 'other' } })) cur.did = false;
  },
  // CR 106.4: "you don't lose this mana as steps and phases end" keeps the mana this ability just added.
  'keep-mana': (s, out, e, ctx) => {
    for (const u of latestBatch(s, ctx.controller, ctx.sourceId)) u.kept = e.duration === 'until-end-of-turn' ? 'until-end-of-turn' : 'permanent';
    out.note({ why: msg('rules.effect.mana-kept', { thisTurn: e.duration === 'until-end-of-turn' ? 'yes' : 'no' }), cr: ['106.4'] });
  },
};

/** The mana the same ability added last (one batch from this source), for "this mana" (CR 106.6). */
function latestBatch(s: GameState, player: PlayerId, sourceId: string): ManaUnit[] {
  const pool = manaState(s).pools[player].filter((u) => u.sourceId === sourceId);
  const batch = Math.max(0, ...pool.map((u) => u.batch ?? 0));
  return pool.filter((u) => (u.batch ?? 0) === batch);
}

function manaEffect(s: GameState, out: Outcome, e: Effect, player: PlayerId, sourceId: string, choices?: Choices, linked?: ChosenValues, measure?: ManaQuantity): void {
  if (e.kind === 'spend-only') {
    // CR 106.6: the restriction applies to the mana this ability just added (the latest batch from this source).
    const restriction = restrictionOf([e]);
    for (const u of latestBatch(s, player, sourceId)) if (!u.restriction && restriction) u.restriction = restriction;
    return;
  }
  if (e.kind !== 'add-mana') return;
  // CR 107.3, 608.2h: "Add {R} for each …" counted as the instruction is followed.
  const options = manaOptionsOf(e, (per) => countMatching(s, per, player, sourceId), linked, measure);
  if (!options || options.length === 0) {
    out.note({ why: msg('rules.effect.mana-not-understood'), cr: ['106.5'] });
    return;
  }
  const wanted = choices?.mana;
  let chosen = wanted ? options.find((o) => sameMana(o, wanted)) : undefined;
  if (!chosen) {
    chosen = options[0]!;
    if (options.length > 1) out.note({ why: msg('rules.effect.adds-first-choice', { player, mana: `{${chosen.join('}{')}}` }), cr: ['106.1'] });
  }
  const units: ManaUnit[] = chosen.map((type) => ({ type, ...(sourceId ? { sourceId } : {}) }));
  addMana(s, out, player, units);
}
