// Effects that start continuous effects applied by the layer system (CR 613): characteristics, abilities, P/T,
// copy effects (707) and control changes (layer 2), each with its affected set locked as it begins (611.2c).

import type { Effect, Quantity, Span, TargetSpec } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import { newEffectId, nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext, EffectHandler, EffectHandlers } from './effect-context';
import { chosenFor, playersFor, quantityNow, resolveSpec } from './effect-context';
import { addCopyEffect } from '../actions/copy';
import { choosePt, makeChoice } from '../actions/choose';
import { applyControlEffects } from '../layers/control';
import { countMatching } from '../queries/counting';
import { msg } from '../../i18n';
import { camelKey } from '../state/reasons';
import { heldCounter, lastingOf, liveRestriction, NEXT_UNTAP_RESTRICTIONS, untilNextOf } from '../../model/abilities/effect-descriptors';
import { holdsCounter, lastingHolds } from '../state/lasting';
import { xOfItsOwnObject } from '../../model/abilities/x-of-target';
import { listedAbilities } from '../../model/abilities/ability-list';
import { mostPlayerMeasure } from '../../model/abilities/most-player';
import { mostPlayer } from '../state/player-holdings';

const sameSpan = (a: Span, b: Span) => a.start === b.start && a.end === b.end;

/** CR 611.2a: the duration `e` states ("until your next turn"), kept on an effect a handler builds from it. */
const untilOf = (e: Effect): { until?: Effect['until'] } => (e.until !== undefined ? { until: e.until } : {});

export function lockEffect(s: GameState, out: Outcome, e: Effect, objects: string[], ctx: EffectContext, cur: Cursor, duration: 'permanent' | 'until-end-of-turn', player?: PlayerId, live = false): void {
  // `live`: CR 611.2c, an effect that applies to whatever fits its description each time (combat-restrictions.ts), begun
  // even when nothing fits it now; `objects` are those that fit now.
  if (objects.length === 0 && !live) return;
  // CR 611.2b: "for as long as ~ remains tapped": a duration already over as the effect would begin does nothing.
  // CR 611.2b, 122.1: "for as long as it has a flood counter on it": only the objects that have one as it begins.
  const lasting = lastingOf(e);
  const counter = lasting ? heldCounter(lasting) : undefined;
  const affected = counter !== undefined ? objects.filter((id) => holdsCounter(s, id, counter)) : objects;
  if (lasting && (counter !== undefined ? affected.length === 0 : !lastingHolds(s, lasting, ctx.sourceId, ctx.controller))) {
    out.note({ why: msg('rules.effect.lasting-over', { source: ctx.sourceName }), cr: ['611.2b'] });
    return;
  }
  const id = newEffectId(s);
  // CR 611.2c: the affected set is locked in as the effect begins; CR 608.2d: so are the choices it refers to.
  // `player`: the player the effect names, found as it began ("attacks target opponent this turn if able", 508.1d).
  const chosen = player !== undefined ? { ...chosenFor(s, ctx, cur), player } : chosenFor(s, ctx, cur);
  // CR 611.2a: "until your next turn" / "until your next upkeep": "your" is the controller of the spell or ability (109.5),
  // its next turn or upkeep the one that ends the effect (rules/state/until-next.ts).
  const next = untilNextOf(e);
  const endsAt = next ? { player: ctx.controller, at: next } : undefined;
  s.effects.push({ id, timestamp: nextTimestamp(s), sourceName: ctx.sourceName, sourceId: ctx.sourceId, controller: ctx.controller, effect: e, affected: [...affected], ...(live ? { live: true as const } : {}), duration, ...(chosen ? { chosen } : {}), ...(lasting ? { lasting } : {}), ...(endsAt ? { endsAt } : {}) });
  out.event({ type: 'effect-started', effectId: id, description: msg(duration === 'until-end-of-turn' ? 'rules.event.effect-until-end-of-turn' : 'rules.event.effect', { source: ctx.sourceName, kind: msg('rules.event.effect-kind', { kind: e.kind, key: camelKey(e.kind) }) }), on: [...affected] });
}

/**
 * CR 502.3: "It doesn't untap during its controller's next untap step", "Lands you control don't untap during your next
 * untap step": the objects it names now (611.2c) stay tapped in that one untap step (rules/game/turn.ts), where the
 * effect ends. "your" is the controller of the ability (109.5).
 */
const keepTappedOnce: EffectHandler<'restriction'> = (s, out, e, ctx, cur) => {
  const ids = resolveSpec(s, out, e.target, ctx, cur);
  const yours = e.restriction.includes('during your next untap step');
  for (const id of ids) (s.untapSkips ??= []).push({ objectId: id, ...(yours ? { player: ctx.controller } : {}) });
  cur.it = ids;
};

type Layered = 'lose-all-abilities' | 'modify-pt' | 'set-base-pt' | 'become-type' | 'gain-keyword' | 'lose-keyword' | 'gain-ability' | 'switch-pt' | 'all-subtypes';

const layered: EffectHandler<Layered> = (s, out, e, ctx, cur) => {
  const ids = partObjects(s, out, e, ctx, cur);
  lockEffect(s, out, e, ids, ctx, cur, e.duration);
  cur.it = ids;
};

/**
 * CR 613.6, 611.2c: the parts of one effect ("all noncreature artifacts become 2/2 artifact creatures": the same
 * sentence) apply to the one set of objects determined as it began, not chosen again for each part.
 */
function partObjects(s: GameState, out: Outcome, e: Effect & { target: TargetSpec; span: Span }, ctx: EffectContext, cur: Cursor): string[] {
  const samePart = !!cur.lastLayered && sameSpan(cur.lastLayered.span, e.span) && JSON.stringify(cur.lastLayered.target) === JSON.stringify(e.target);
  const ids = samePart ? cur.it : resolveSpec(s, out, e.target, ctx, cur);
  cur.lastLayered = { span: e.span, target: e.target };
  return ids;
}

/** "Protection from the color of your choice": a color chosen as the effect applies. */
const COLOR_OF_CHOICE = /\bthe color of your choice\b/i;

/**
 * Keywords granted in layer 6 (CR 613.1f). "… gains protection from the color of your choice" offers a choice made as
 * the spell or ability resolves (CR 608.2d), like "choose a color" before "the chosen color"; the effect keeps it.
 */
const gainKeyword: EffectHandler<'gain-keyword'> = (s, out, e, ctx, cur) => {
  if (e.keywords.some((k) => COLOR_OF_CHOICE.test(k)) && !cur.chosen?.color) {
    const made = makeChoice(s, out, 'a color', ctx.choices, ctx.controller, ctx.sourceName);
    if (made) cur.chosen = { ...cur.chosen, ...made };
  }
  layered(s, out, e, ctx, cur);
};

export const layeredEffects: EffectHandlers = {
  'lose-all-abilities': layered,
  // CR 608.2h, 613.4c: "gets +1/+1 until end of turn for each other attacking Ally": counted once, as the effect begins;
  // what enters or leaves later doesn't change it.
  // CR 107.3, 305.6: "for each basic land type among lands you control", "for each charge counter on ~": the same, once.
  'modify-pt': (s, out, e, ctx, cur) => {
    if (!e.per && !e.perCount) return layered(s, out, e, ctx, cur);
    const n = e.per ? countMatching(s, e.per, ctx.controller, ctx.sourceId) : quantityNow(s, e.perCount!, ctx, cur);
    if (n !== undefined) layered(s, out, { ...e, per: undefined, perCount: undefined, power: e.power * n, toughness: e.toughness * n }, ctx, cur);
  },
  // CR 107.3a, 613.4b: "have base power and toughness X/X": the X announced for the ability, a number as it resolves.
  'set-base-pt': (s, out, e, ctx, cur) => {
    if (!e.ptX) return layered(s, out, e, ctx, cur);
    const x = ctx.x ?? ctx.choices?.x ?? s.objects.get(ctx.sourceId)?.xValue ?? 0;
    layered(s, out, { ...e, ptX: undefined, power: x, toughness: x }, ctx, cur);
  },
  'become-type': layered,
  // CR 205.3m, 613.1d: "gains / loses all creature types until end of turn" (rules/layers/all-subtypes.ts).
  'all-subtypes': layered,
  'gain-keyword': gainKeyword,
  'lose-keyword': layered,
  'gain-ability': layered,
  'switch-pt': layered,
  // "becomes your choice of 5/1 or 1/5" (CR 608.2d): the option chosen as it resolves, a set-base-P/T effect (613.4b).
  'choose-pt': (s, out, e, ctx, cur) => {
    const set = choosePt(s, out, e, ctx.choices, ctx.sourceName);
    if (set) layered(s, out, set, ctx, cur);
  },
  // "… gain menace and "…"" / "… gain "When this creature dies, …"": keywords and a quoted ability granted in layer 6
  // (CR 613.1f), to the one set of objects the sentence names (613.6).
  'grant-ability': (s, out, e, ctx, cur) => {
    // CR 613.1f: each quoted ability of its list ("gains "…" and "…""), to the same objects.
    for (const ability of listedAbilities(e)) layered(s, out, { kind: 'gain-ability', target: e.target, ability, duration: e.duration, ...untilOf(e), span: e.span }, ctx, cur);
    if (e.keywords?.length) gainKeyword(s, out, { kind: 'gain-keyword', target: e.target, keywords: e.keywords, duration: e.duration, ...untilOf(e), span: e.span }, ctx, cur);
  },
  // "+X/+X", "-X/-X" (CR 107.3): the X chosen for the spell or ability, or — for an ability of a permanent whose morph
  // or disguise cost had an X — the X chosen as it was turned face up (CR 702.37f, 702.168e); otherwise 0 (CR 107.3i).
  // CR 107.3c, 608.2h: ", where X is the number of …" defines X, counted once as the instruction is followed.
  'modify-pt-x': (s, out, e, ctx, cur) => {
    // CR 608.2h, 107.3c: "Target creature gets +0/+X until end of turn, where X is its mana value": the object the
    // instruction names is found first (its target, or its own object), X counted from it as the effect begins.
    if (xOfItsOwnObject(e)) {
      const ids = partObjects(s, out, e, ctx, cur);
      if (ids.length === 0) return;
      cur.it = ids;
      const n = quantityNow(s, e.whereX!, ctx, cur);
      if (n === undefined) return;
      lockEffect(s, out, { kind: 'modify-pt', target: e.target, power: e.power * n, toughness: e.toughness * n, duration: e.duration, ...untilOf(e), span: e.span }, ids, ctx, cur, e.duration);
      cur.it = ids;
      return;
    }
    const x = e.whereX ? quantityNow(s, e.whereX, ctx, cur) : ctx.x ?? ctx.choices?.x ?? s.objects.get(ctx.sourceId)?.xValue ?? 0;
    if (x === undefined) return;
    layered(s, out, { kind: 'modify-pt', target: e.target, power: e.power * x, toughness: e.toughness * x, duration: e.duration, ...untilOf(e), span: e.span }, ctx, cur);
  },
  // CR 613.4b, 608.2h, 107.3c: "becomes an X/X … creature", "… where X is the number of Elves you control", "with power
  // and toughness each equal to its mana value": a base P/T set to an amount counted once as the instruction is followed
  // (an X with no "where" is the X announced for the ability, 107.3a; "its" is each object the sentence made a creature:
  // its own value, locked per object, 611.2c). A static one is not read here (model/abilities/effect-descriptors.ts).
  'set-base-pt-to': (s, out, e, ctx, cur) => {
    const base = (n: number) => ({ kind: 'set-base-pt' as const, target: e.target, power: n, toughness: n, duration: e.duration, ...untilOf(e), span: e.span });
    const q = e.quantity;
    if (q.kind === 'stat' && q.of.kind === 'it') {
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      for (const id of ids) {
        const n = quantityNow(s, q, ctx, { ...cur, it: [id] });
        if (n !== undefined) lockEffect(s, out, base(n), [id], ctx, cur, e.duration);
      }
      cur.it = ids;
      return;
    }
    const whereX = (e as { whereX?: Quantity }).whereX;
    const n = q.kind === 'x' ? (whereX ? quantityNow(s, whereX, ctx, cur) : ctx.x ?? ctx.choices?.x ?? s.objects.get(ctx.sourceId)?.xValue ?? 0) : quantityNow(s, q, ctx, cur);
    if (n !== undefined) layered(s, out, base(n), ctx, cur);
  },
  // CR 613.4b, 608.2h: "change ~'s base power and toughness to that creature's power and toughness": the other object's
  // power and toughness read once, as the instruction is followed (before its own objects are named), then set as a base
  // P/T in layer 7b that doesn't follow that object afterwards.
  'set-base-pt-of': (s, out, e, ctx, cur) => {
    const power = quantityNow(s, { kind: 'stat', of: e.of, stat: 'power' }, ctx, cur);
    const toughness = quantityNow(s, { kind: 'stat', of: e.of, stat: 'toughness' }, ctx, cur);
    if (power === undefined || toughness === undefined) return;
    layered(s, out, { kind: 'set-base-pt', target: e.target, power, toughness, duration: e.duration, ...untilOf(e), span: e.span }, ctx, cur);
  },
  // CR 508.1c, 509.1b: a restriction, read as attackers and blockers are declared (combat-restrictions.ts); "this turn" ends at cleanup (514.2).
  // CR 608.2c: "Target creature can't block this turn. Put a +1/+1 counter on it.": the objects the restriction names are
  // what a later "it" / "that creature" of the same ability names.
  restriction: (s, out, e, ctx, cur) => {
    if (NEXT_UNTAP_RESTRICTIONS.has(e.restriction)) return keepTappedOnce(s, out, e, ctx, cur);
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    const duration = / this turn( |$)/.test(e.restriction) ? 'until-end-of-turn' : e.duration;
    // CR 611.2c: "Creatures without flying can't block this turn" changes no characteristics: it binds the creatures that
    // fit each time blockers are declared, later ones included (rules/queries/combat-restrictions.ts), not a locked set.
    lockEffect(s, out, e, ids, ctx, cur, duration, undefined, liveRestriction(e));
    // "Destroy target creature. It can't be regenerated.": an "it" already named stays as it was (its last known
    // information, 608.2h, is kept for "its controller" after it).
    if (e.target.kind !== 'it') cur.it = ids;
  },
  'gain-control': (s, out, e, ctx, cur) => {
    // CR 613.1b, 115.1: "target opponent / target player gains control of ~": the control goes to the player targeted
    // (the effect's controller in layer 2, rules/layers/control.ts). CR 102.1, 119.1: "the player with the most life
    // gains control of ~": the one player with more life (cards in hand) than each other player (mostPlayer); with a tie
    // there is no such player and nothing happens (told only under a condition that rules the tie out,
    // model/abilities/most-player.ts). Another player is recognized, not carried out: it is left undone (and marked not
    // simulated, model/abilities/effect-descriptors.ts) rather than given to the wrong player.
    let gainer = ctx;
    const most = mostPlayerMeasure(e.who, (e as { whoWord?: string }).whoWord);
    if (e.who === 'target-opponent' || e.who === 'target-player') {
      const [p] = playersFor(s, e.who, ctx, cur);
      if (!p) return;
      gainer = { ...ctx, controller: p };
    } else if (most) {
      const p = mostPlayer(s, most);
      if (!p) return;
      gainer = { ...ctx, controller: p };
    } else if (e.who !== undefined && e.who !== 'you') return;
    // CR 613.1b, 611.2c: a control-changing effect with a locked set, applied in layer 2 right away.
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    lockEffect(s, out, e, ids, gainer, cur, e.duration);
    applyControlEffects(s, out);
    cur.it = ids;
  },
  'become-copy': (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    const of = resolveSpec(s, out, e.of, ctx, cur)[0];
    if (!of) {
      out.note({ why: msg('rules.effect.nothing-to-copy'), cr: ['707.1'] });
      return;
    }
    for (const id of ids) {
      const o = s.objects.get(id);
      // CR 707.9: "except it has …", "except it's a …" are part of the copy effect.
      if (o) addCopyEffect(s, out, o, of, `${ctx.sourceName}'s effect`, false, e.duration, ctx.sourceName, e);
    }
    cur.it = ids;
  },
};
