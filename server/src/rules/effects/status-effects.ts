// Effects on a permanent's status and counters: tap (CR 701.26a), untap (701.26b), regenerate (701.19a), put counters
// (122.1), double them (701.10e).

import type { GameObject, GameState } from '../state/game-state';
import { nextTimestamp, undecidedMay } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { EffectHandlers } from './effect-context';
import { quantityNow, resolveSpec } from './effect-context';
import { quantityNow as countedNow } from '../queries/conditions';
import { countMatching } from '../queries/counting';
import { tapObject, turnOver } from '../actions/statuses';
import { boundKeyword, setDayNight } from '../actions/day-night';
import { isDoubleFaced } from '../state/objects';
import { addRegenerationShield } from '../actions/destroy';
import { msg } from '../../i18n';
import { countersAfterReplacement } from '../actions/more-instead';

export const statusEffects: EffectHandlers = {
  // CR 701.26a: "tap target creature" (a tapped permanent stays tapped). CR 701.26, 608.2d: "tap or untap target
  // permanent" is the controller's choice as it resolves, which no step makes: the run plays the choice that changes
  // the permanent (an untapped one tapped, a tapped one untapped) and the one that doesn't (scenario/branches.ts), and
  // an answer they differ on is inconclusive.
  tap: (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) {
      const o = s.objects.get(id);
      if (!o || o.zone !== 'battlefield') continue;
      if (e.orUntap) {
        if (!undecidedMay(s, ctx.sourceName, e.span)) continue;
        if (o.tapped) {
          o.tapped = false; // CR 701.26b
          out.event({ type: 'untapped', objectId: o.id });
        } else tapObject(s, out, o);
        continue;
      }
      if (!o.tapped) tapObject(s, out, o);
    }
    cur.it = ids;
  },
  // CR 701.27a: "transform ~": its permanent turns over — only a double-faced one (701.27c), face up (712.15a), not into
  // an instant or sorcery face (701.27d), and only if it hasn't transformed since this ability was put on the stack (701.27f).
  transform: (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) {
      const o = s.objects.get(id);
      if (!o || o.zone !== 'battlefield') continue;
      const back = o.card.faces?.[1]?.typeLine;
      const spellFace = !!back && back.cardTypes.some((t) => t === 'Instant' || t === 'Sorcery');
      if (o.faceDown) {
        out.note({ why: msg('rules.act.face-down-cannot-transform'), cr: ['712.15a', '701.27c'] });
        continue;
      }
      if (!isDoubleFaced(o.card) || spellFace) {
        out.note({ why: msg(spellFace ? 'rules.effect.transform-into-spell' : 'rules.act.not-double-faced', { card: o.card.name }), cr: [spellFace ? '701.27d' : '701.27c'] });
        continue;
      }
      if (ctx.stackNumber !== undefined && o.transformedAt !== undefined && o.transformedAt >= ctx.stackNumber) {
        out.note({ why: msg('rules.effect.transformed-since', { card: o.card.name }), cr: ['701.27f'] });
        continue;
      }
      // CR 702.145b, 702.145e: a permanent with daybound or nightbound can't transform except due to that ability.
      const bound = boundKeyword(s, o);
      if (bound) {
        out.note({ why: msg('rules.game.bound-cannot-transform', { card: o.card.name, bound }), cr: [bound === 'daybound' ? '702.145b' : '702.145e'] });
        continue;
      }
      turnOver(s, out, o);
    }
    cur.it = ids;
  },
  // CR 730.1: "it becomes day" / "it becomes night".
  'become-day-night': (s, out, e) => setDayNight(s, out, e.becomes, ['730.1']),
  // CR 702.112b: "it becomes renowned": a designation a permanent keeps until it leaves the battlefield (a new object then, 400.7).
  'become-renowned': (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur).filter((id) => s.objects.get(id)?.zone === 'battlefield');
    for (const id of ids) s.objects.get(id)!.renowned = true;
    cur.it = ids;
  },
  // CR 701.19a, 614.8: "Regenerate this creature": a shield that replaces its next destruction this turn.
  regenerate: (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) {
      const o = s.objects.get(id);
      if (o && o.zone === 'battlefield') addRegenerationShield(s, out, o);
    }
    cur.it = ids;
  },
  untap: (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) {
      const o = s.objects.get(id);
      if (!o || o.zone !== 'battlefield') continue;
      // CR 701.26b: only a tapped permanent is untapped ("becomes untapped" triggers on that, 701.26a).
      if (!o.tapped) continue;
      o.tapped = false; // CR 701.26b
      out.event({ type: 'untapped', objectId: o.id });
    }
    cur.it = ids;
  },
  'add-counters': (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    // CR 107.3a: "put X +1/+1 counters on it": the X the spell was cast with.
    // CR 122.1, 608.2h: "… for each +1/+1 counter on this permanent" (702.43a modular): counted now, or as it last existed.
    // CR 107.3, 608.2h: "for each creature you control", "a number of … counters equal to …", "that many" (the amount of
    // the trigger event, 603.2): counted once as the instruction is followed.
    const per = e.perCount ? quantityNow(s, e.perCount, ctx, cur) ?? countedNow(s, e.perCount, { controller: ctx.controller, sourceId: ctx.sourceId })
      : e.per ? countMatching(s, e.per, ctx.controller, ctx.sourceId) : 1;
    const one = e.countIsX ? (e.whereX ? quantityNow(s, e.whereX, ctx, cur) : ctx.x) : e.equalTo ? quantityNow(s, e.equalTo, ctx, cur) : e.thatMany && !e.remove ? ctx.eventAmount : e.count;
    const count = one === undefined || per === undefined ? undefined : Math.max(0, one * per); // CR 107.1b
    if (count === undefined) {
      out.note({ why: msg('rules.effect.x-unknown-no-counters'), cr: ['107.3a'] });
      return;
    }
    // CR 122.1, 608.2c: "remove two +1/+1 counters from it" removes as many as it has, up to two; "all" every one of them.
    if (e.remove) for (const id of ids) removeCounters(out, s.objects.get(id), e.counter, e.all ? Infinity : count);
    else for (const id of ids) {
      addCounters(s, out, id, e.counter, count);
      // CR 122.1: "put a +1/+1 counter and a flying counter on it": the other kinds put at the same time, each as many times.
      for (const more of e.also ?? []) addCounters(s, out, id, more.counter, more.count * per!);
    }
    cur.it = ids;
  },
  // CR 122.8: "When ~ dies, if it had counters on it, put those counters on target creature you control": the object the
  // trigger event names left the battlefield, so its counters are not moved: the same number of each kind it had as it
  // last existed there (608.2h, 603.10a) are put on the other object.
  'put-those-counters': (s, out, e, ctx, cur) => {
    const named = ctx.triggerObject ?? ctx.sourceId;
    const former = [...s.formerIds].find(([, now]) => now === named)?.[0];
    const had = s.lkiStats?.get(named)?.counters ?? (former !== undefined ? s.lkiStats?.get(former)?.counters : undefined);
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) for (const [kind, n] of Object.entries(had ?? {})) if (n > 0) addCounters(s, out, id, kind, n);
    cur.it = ids;
  },
  // CR 701.10e: "double the number of +1/+1 counters on it" gives it as many of those counters as it already has; "each
  // kind of counter" every kind it has.
  'double-counters': (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) {
      const o = s.objects.get(id);
      if (!o || o.zone !== 'battlefield') continue;
      for (const kind of e.counter === '' ? Object.keys(o.counters) : [e.counter]) {
        const n = o.counters[kind] ?? 0;
        if (n > 0) addCounters(s, out, id, kind, n);
      }
    }
    cur.it = ids;
  },
};

export function addCounters(s: GameState, out: Outcome, id: string, counter: string, n: number, replaced = true): void {
  const o = s.objects.get(id);
  // CR 122.1: a counter goes on an object in any zone ("exile the top card of your library and put a fetch counter on
  // it"); CR 122.2, 400.7: it ceases to exist when the object changes zones (the new object starts with none).
  if (!o) {
    out.note({ why: msg('rules.effect.counters-only-permanents'), cr: ['122.1'] });
    return;
  }
  // CR 614.1a: "that many plus one … are put on it instead" of a permanent's static ability (actions/more-instead.ts).
  const count = replaced && o.zone === 'battlefield' ? countersAfterReplacement(s, out, o, counter, n) : n;
  o.counters[counter] = (o.counters[counter] ?? 0) + count;
  (o.counterTimestamps ??= {})[counter] = nextTimestamp(s); // CR 613.7c: the counters of this kind share the new timestamp
  out.event({ type: 'counter-added', objectId: id, counter, count });
}

/** Removes up to `count` counters of a kind from a permanent (CR 122.1): as many as it has, never below none. */
export function removeCounters(out: Outcome, o: GameObject | undefined, counter: string, count: number): void {
  if (!o || o.zone !== 'battlefield') return;
  const n = Math.min(count, o.counters[counter] ?? 0);
  if (n <= 0) return;
  o.counters[counter] = (o.counters[counter] ?? 0) - n;
  out.event({ type: 'counter-removed', objectId: o.id, counter, count: n });
}
