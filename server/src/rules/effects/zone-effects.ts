// Effects that move objects between zones (CR 400.7, destroy 701.8a, sacrifice 701.21a), draw cards (121) and attach
// the source to an object (701.3).

import { drawLimitBy } from '../queries/player-restrictions';
import type { Card, Effect, ObjectFilter, Quantity, TargetSpec } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import { nextTimestamp, undecidedMay } from '../state/game-state';
import { manaProblems, payMana } from '../actions/mana-payment';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext, EffectHandlers } from './effect-context';
import { amountOf, amountUnknown, anyNumberChosen, cardsChosen, chooseFromZone, chosenPermanents, countPer, damagedThisResolution, fixedAmount, playersFor, quantityNow, resolveSpec } from './effect-context';
import { moveObject } from '../actions/zones';
import { destroyPermanent } from '../actions/destroy';
import { profileForOrigin, sanitizeProfile } from '../state/face-down';
import { counterObject, type CounteredTo } from '../actions/counter';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { isDoubleFaced, keywordsOf } from '../state/objects';
import { libraryCards, markBottomRandom, markOrderChosen, markShuffled } from '../state/library';
import { recordExiled } from '../state/linked-exile';
import { recordUntilLeaves } from '../state/until-leaves';
import { countMatching, handCardsMatching } from '../queries/counting';
import { counterAction, tokenAction } from './keyword-actions';
import { monarchAction } from './monarch-effects';
import { clashWithAnOpponent } from './clash-effects';
import { ventureAction } from './venture-effects';
import { learnAction } from './learn-effects';
import { COUNTER_ACTIONS, leavingExiledInstead, TOKEN_ACTIONS, turnExileInstead } from '../../model/abilities/effect-descriptors';
import { amongLooked } from '../../model/abilities/among-looked';
import { msg } from '../../i18n';
import { enterAttacking } from '../actions/enter-attacking';
import { countedCompare } from './counted-compare';
import { enteringAttachment } from './enter-attached';
import { dredgeInstead } from '../actions/dredge';
import { drawReplaced } from './draw-replacements';
import { discardChosen } from './hand-effects';
import { discardForm } from '../../model/abilities/discard-that-many';
import { theirAmount } from '../../model/abilities/their-amounts';

/** The cards of `player`'s own graveyard or hand an instruction they follow names: all that fit, or the ones they choose (608.2d). */
function ownZoneCards(s: GameState, out: Outcome, t: TargetSpec & { kind: 'chosen' | 'all' }, player: PlayerId, ctx: EffectContext, cur: Cursor): string[] {
  if (t.kind === 'chosen') return chooseFromZone(s, out, t, player, ctx, cur);
  const plain = { ...t.filter, zone: undefined, zoneFrom: undefined, zoneTheir: undefined };
  return s.zones[player][t.filter.zone === 'hand' ? 'hand' : 'graveyard'].filter((id) => {
    const o = s.objects.get(id);
    if (!o) return false;
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, plain, { combat: s.combat, controller: player, sourceId: ctx.sourceId });
  });
}

/** A card that can be put onto the battlefield with its back face up: double-faced, its back a permanent face (CR 712.14a, 712.10). */
function transformable(card: Card): boolean {
  const back = card.faces[1]?.typeLine;
  return isDoubleFaced(card) && !!back && !back.cardTypes.some((t) => t === 'Instant' || t === 'Sorcery');
}

/** "all …" with a stat compared with a number counted now (CR 608.2h); none found when the number can't be counted. */
function allCounted(s: GameState, out: Outcome, t: TargetSpec & { kind: 'all' }, ctx: EffectContext, cur: Cursor, whereX: Quantity | undefined): string[] {
  const filter = countedCompare(s, t.filter, ctx, cur);
  return filter ? resolveSpec(s, out, { ...t, filter }, ctx, cur, whereX) : [];
}

/** The amounts an "unless its controller pays …" may count (phrase slots: `per`, `perCount`, `whereX`). */
type UnlessCounted = { per?: ObjectFilter; perCount?: Quantity; whereX?: Quantity };

/**
 * CR 118.12, 107.3, 608.2h: the mana "Counter target spell unless its controller pays …" asks, counted as it resolves:
 * "{1} for each card in your hand" (the generic amount once per object or number counted), "{X}, where X is …", or
 * "{X}" alone (107.3a: the X of the spell or ability, never chosen: nothing, and what follows rests on it).
 */
function unlessPaysCost(s: GameState, out: Outcome, e: Effect & { kind: 'counter-spell' }, ctx: EffectContext, cur: Cursor): string | undefined {
  const counted = e as UnlessCounted;
  const cost = e.unlessPays ?? '';
  if (counted.per || counted.perCount) {
    const n = counted.per ? countMatching(s, counted.per, ctx.controller, ctx.sourceId) : quantityNow(s, counted.perCount!, ctx, cur);
    const each = /^\{(\d+)\}$/.exec(cost);
    return n === undefined || !each ? undefined : `{${Number(each[1]) * Math.max(0, n)}}`;
  }
  if (!/\{X\}/i.test(cost)) return cost;
  const x = counted.whereX ? quantityNow(s, counted.whereX, ctx, cur) : fixedAmount(s, out, { kind: 'x' }, ctx);
  return x === undefined ? undefined : cost.replace(/\{X\}/gi, `{${Math.max(0, x)}}`);
}

/** "second from the top" … "seventh from the top": the card's place counted from the top (CR 401.7). */
const FROM_TOP: Record<NonNullable<(Effect & { kind: 'zone-change' })['fromTop']>, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7 };

export const zoneEffects: EffectHandlers = {
  // CR 614.6, 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else": a replacement
  // effect on the object "it" names while it stays that object on the battlefield (rules/actions/zones.ts applies it).
  instead: (s, out, e, ctx, cur) => {
    // CR 614.1a, 514.2: "If that creature / a creature dealt damage this way / a creature would die this turn, exile it instead".
    if (turnExileInstead(e) && e.kind === 'instead') {
      const thisWay = e.subject?.dealtDamage === 'this-way';
      const objects = e.object ? resolveSpec(s, out, e.object, ctx, cur)
        : thisWay ? damagedThisResolution(cur) : undefined;
      const filter = e.subject ? (thisWay ? { ...e.subject, dealtDamage: undefined } : e.subject) : undefined;
      (s.exiledInsteadThisTurn ??= []).push({ event: e.event, ...(objects ? { objects } : {}), ...(filter ? { filter } : {}), controller: ctx.controller, sourceId: ctx.sourceId, sourceName: ctx.sourceName });
      return;
    }
    if (!leavingExiledInstead(e) || !e.object) return;
    for (const id of resolveSpec(s, out, e.object, ctx, cur)) {
      const o = s.objects.get(id);
      if (o && o.zone === 'battlefield') o.exiledIfLeaving = true;
    }
  },
  'zone-change': (s, out, e, ctx, cur) => {
    // CR 608.2d: "sacrifice a creature", "each player sacrifices a creature", "return a land you control …": permanents
    // each player it names chooses as it applies (a player sacrifices only what they control, 701.21a).
    const t = e.target;
    const chosenHere = t.kind === 'chosen' && !t.ofIt && t.filter.zone === undefined && !amongLooked(t.filter) && !t.filter.exiledWithSelf;
    // CR 101.4: the active player chooses first, then the others in turn order; then all of them move at once.
    const choosers = (e.who ? playersFor(s, e.who, ctx, cur) : [ctx.controller]).sort((a, b) => Number(b === s.activePlayer) - Number(a === s.activePlayer));
    // CR 608.2d, 400.3: "target player exiles a card from their graveyard", "each player returns all creature cards from
    // their graveyard to their hand": each player it names acts on their own graveyard or hand, choosing there.
    const own = e.who !== undefined && (t.kind === 'chosen' || t.kind === 'all') && t.filter.zoneTheir && (t.filter.zone === 'graveyard' || t.filter.zone === 'hand') ? t : undefined;
    // CR 401.1, 608.2c: "target opponent exiles the top card of their library", "each player puts the top two cards of
    // their library into their graveyard": each player it names acts on their own library.
    const ownTop = e.who !== undefined && t.kind === 'library-top' && t.owner === 'they' && typeof t.count === 'number' ? t : undefined;
    const ids = ownTop
      ? choosers.flatMap((p) => libraryCards(s, p, ownTop.count as number, ownTop.bottom))
      : own
      ? choosers.flatMap((p) => ownZoneCards(s, out, own, p, ctx, cur))
      : chosenHere
      ? choosers.flatMap((p) => chosenPermanents(s, out, t, p, ctx, cur, e.how === 'sacrifice'))
      // CR 208.1, 608.2h: "each creature with power greater than the number of cards in your hand": counted now.
      : t.kind === 'all' ? allCounted(s, out, t, ctx, cur, e.whereX)
      : resolveSpec(s, out, t, ctx, cur, e.whereX);
    // CR 401.4: "look at the top three cards …, then put them back in any order": the cards looked at stay on top of
    // their library, in the order their owner chooses (the engine's is the one they had; the order rests on it).
    if (e.back && e.to === 'library' && ids.length === 0 && cur.looked?.length) {
      const looked = cur.looked;
      cur.looked = [];
      const owner = s.objects.get(looked[0]!)?.owner;
      if (e.order === 'any' && owner && looked.length > 1) markOrderChosen(s, owner, { sourceName: ctx.sourceName, text: 'in any order' }, looked.length);
      cur.it = looked;
      return;
    }
    // CR 610.3a–b: "exile … until ~ leaves the battlefield" when ~ already left: the object doesn't move.
    const untilLeaves = e.until === '~ leaves the battlefield' && e.how === 'exile';
    if (untilLeaves && s.objects.get(ctx.sourceId)?.zone !== 'battlefield') {
      out.note({ why: msg('rules.effect.until-leaves-gone', { source: ctx.sourceName }), cr: ['610.3a', '610.3b'] });
      cur.it = [];
      return;
    }
    const made: string[] = [];
    // CR 708.2a: "It's a Forest land." lists the face-down characteristics instead of the 2/2 default.
    const listed = e.faceDownAs ? sanitizeProfile({ ...e.faceDownAs, keywords: [] }) : undefined;
    // CR 608.2d: "on the top or bottom of your library" is the player's choice as it resolves; the engine's is the top (noted).
    if (e.topOrBottom && ids.length) out.note({ why: msg('rules.effect.library-top-choice'), cr: ['608.2d'] });
    // CR 608.2d: "to the battlefield face up or face down" is the player's choice as it resolves; the engine's is face up (noted).
    if (e.faceUpOrDown && ids.length) out.note({ why: msg('rules.effect.face-up-choice'), cr: ['608.2d'] });
    // CR 608.2c, 401.4: into a library on top unless the text says the bottom; a shuffle randomizes it anyway (701.24a).
    // CR 401.7: "second / third … from the top" (the bottom of a library with fewer cards).
    const position = e.to !== 'library' ? undefined : e.fromTop ? FROM_TOP[e.fromTop] : e.bottom ? 'bottom' : 'top';
    // "Exile it and the top card of your library in a face-down pile": the pile phrase ends a list of objects sharing one
    // verb (the model keeps it on the last one, `verbElided`): what the earlier clauses exiled is in that pile too, face
    // down (CR 406.3), and "those cards" are the whole pile (701.40a, 701.40e).
    const joined = e.how === 'exile' && e.pile && e.verbElided ? cur.it.filter((id) => s.objects.get(id)?.zone === 'exile') : [];
    for (const id of joined) s.objects.get(id)!.exiledFaceDown = true;
    // CR 303.4f: "… to the battlefield attached to that creature": the object the effect names, found before anything moves.
    const host = e.attachedTo && e.to === 'battlefield' ? resolveSpec(s, out, e.attachedTo, ctx, cur)[0] : undefined;
    for (const id of ids) {
      const wasIn = s.objects.get(id)?.zone;
      const attaching = e.attachedTo && e.to === 'battlefield' ? enteringAttachment(s, id, host) : undefined;
      if (attaching?.stays) {
        out.note({ why: msg('rules.effect.aura-stays', { card: s.objects.get(id)?.card.name ?? id }), cr: ['303.4i'] });
        continue;
      }
      // CR 701.8a, 702.12b, 701.19a–c: destroying is its own action (indestructible, regeneration shields).
      if (e.how === 'destroy') {
        const n = destroyPermanent(s, out, id, { cantRegenerate: cur.cantRegenerate });
        if (n) {
          made.push(n.id);
          cur.movedFrom.set(n.id, id);
        }
        continue;
      }
      const to = e.how === 'sacrifice' ? 'graveyard' : e.to;
      // CR 712.14a: "return it to the battlefield transformed": a double-faced card enters with its back face up; a card
      // that isn't one stays in its current zone (and one whose back is an instant or sorcery face, 712.10, 712.13a).
      const card = s.objects.get(id)?.card;
      if (e.transformed && to === 'battlefield' && card && !transformable(card)) {
        out.note({ why: msg('rules.effect.stays-not-transformable', { card: card.name }), cr: ['712.14a'] });
        continue;
      }
      const fd = to === 'battlefield' && e.faceDown ? { origin: 'put-face-down' as const, profile: profileForOrigin('put-face-down', listed), order: 0 } : undefined;
      // CR 110.2a: "under its owner's control" / "under your control" say who controls it.
      // OPEN QUESTION: otherwise the player the effect instructs controls it (110.2a); moveObject gives it to its owner.
      const owner = s.objects.get(id)?.owner;
      const controller = e.under === 'you' ? ctx.controller : e.under === 'owner' ? owner : undefined;
      const n = moveObject(s, out, id, to, {
        faceDown: fd ?? null,
        exileFaceDown: to === 'exile' && !!e.faceDown,
        ...(controller ? { controller } : {}),
        ...(e.tapped ? { tapped: true } : {}),
        ...(e.transformed && to === 'battlefield' ? { transformed: true } : {}), // CR 712.14a
        ...(attaching?.attachTo ? { attachTo: attaching.attachTo } : {}), // CR 303.4f
        ...(position ? { libraryPosition: position } : {}),
        ...(e.how === 'sacrifice' ? { sacrificed: true } : {}), // CR 701.21a
        // CR 122.6: "return it to the battlefield with a -1/-1 counter on it" (persist, 702.79a; undying, 702.93a).
        ...(to === 'battlefield' && e.withCounters ? { counters: { [e.withCounters.counter]: e.withCounters.n } } : {}),
      });
      if (n) {
        made.push(n.id);
        cur.movedFrom.set(n.id, id);
        // CR 508.4: "onto the battlefield tapped and attacking" (rules/actions/enter-attacking.ts).
        if (e.attacking && n.zone === 'battlefield') enterAttacking(s, n, ctx.sourceName);
        // CR 607.2a: the source's linked abilities will know what it exiled; this ability's own "the exiled card" too.
        if (n.zone === 'exile') {
          recordExiled(s, ctx.sourceId, n.id);
          (cur.exiled ??= []).push(n.id);
          // CR 610.3: it returns once this ability's permanent leaves the battlefield.
          if (untilLeaves && wasIn) recordUntilLeaves(s, ctx.sourceId, n.id, wasIn);
          // CR 122.1, 122.6: "Exile ~ with three time counters on it": the card is exiled with them (counters in any zone).
          if (e.withCounters && !e.withCounters.additional) {
            n.counters[e.withCounters.counter] = (n.counters[e.withCounters.counter] ?? 0) + e.withCounters.n;
            out.event({ type: 'counter-added', objectId: n.id, counter: e.withCounters.counter, count: e.withCounters.n });
          }
        }
        // CR 701.24a: "shuffle it into its owner's library": that library is shuffled; its order is now random.
        if (e.how === 'shuffle' && n.zone === 'library') markShuffled(s, n.owner, { sourceName: ctx.sourceName, text: `shuffle ${n.card.name} into its owner's library` });
      }
    }
    // CR 401.4, 608.2d: cards put into a library "in any order" are in the order their owner chooses; the engine keeps
    // its own, and which card is where in that library now rests on the choice (rules/state/library.ts, as after a scry).
    if (e.order === 'any' && e.to === 'library' && made.length > 1) {
      for (const p of new Set(made.map((id) => s.objects.get(id)?.owner).filter((p): p is PlayerId => !!p))) {
        markOrderChosen(s, p, { sourceName: ctx.sourceName, text: 'in any order' }, made.length);
      }
    }
    // CR 401.4: two or more cards put at once on top of (or into a place in) a library without "in any order" written
    // ("Put any number of target creature cards from your graveyard on top of your library"): their owner still
    // arranges them, and which is where rests on that choice; on the bottom, only those cards' order does.
    if (e.order === undefined && e.to === 'library' && e.how !== 'shuffle' && made.length > 1) {
      for (const p of new Set(made.map((id) => s.objects.get(id)?.owner).filter((p): p is PlayerId => !!p))) {
        const n = made.filter((id) => s.objects.get(id)?.owner === p).length;
        if (n < 2) continue;
        // The words quoted: the place the card's text names (the order itself is not written).
        const by = { sourceName: ctx.sourceName, text: position === 'bottom' ? 'on the bottom' : position === 'top' ? 'on top' : 'from the top' };
        if (position === 'bottom') markBottomRandom(s, p, by, n);
        else markOrderChosen(s, p, by, n);
      }
    }
    // CR 401.4, 608.2c: cards put on the bottom of a library "in a random order": their order there is unknown
    // (rules/state/library.ts), and what is later taken from among them rests on it.
    if (e.order === 'random' && e.to === 'library' && made.length > 1) {
      const owners = new Set(made.map((id) => s.objects.get(id)?.owner).filter((p): p is PlayerId => !!p));
      for (const p of owners) markBottomRandom(s, p, { sourceName: ctx.sourceName, text: 'in a random order' }, made.filter((id) => s.objects.get(id)?.owner === p).length);
    }
    cur.it = [...joined, ...made];
  },
  // CR 701.6a: countering a spell moves it from the stack to its owner's graveyard (a face-down one is revealed, 708.9);
  // one that "can't be countered" stays (101.2). A target gone or illegal was already dropped (608.2b).
  // CR 701.6a, 118.12: "Counter target spell unless its controller pays {3}": that player chooses as it resolves
  // whether to pay (608.2d). One who can't pay can't choose to (118.3), and the spell is countered; one who can makes a
  // choice no step makes: the run plays both (scenario/branches.ts), and an answer they differ on is inconclusive.
  'counter-spell': (s, out, e, ctx, cur) => {
    for (const id of resolveSpec(s, out, e.target, ctx, cur)) {
      const item = s.stack.find((x) => x.id === id);
      if (!item) continue;
      if (e.unlessPays) {
        const payer = item.kind === 'spell' ? s.objects.get(id)?.controller : item.controller;
        if (!payer) continue;
        const cost = unlessPaysCost(s, out, e, ctx, cur);
        if (cost === undefined) continue;
        const payment = { player: payer, purpose: { kind: 'other' as const } };
        const problems = manaProblems(s, cost, payment);
        for (const r of problems) out.note(r);
        if (problems.length === 0 && undecidedMay(s, ctx.sourceName, e.span) && payMana(s, out, cost, payment)) {
          out.note({ why: msg('rules.effect.pays-to-keep', { player: payer, mana: cost }), cr: ['118.12', '701.6a'] });
          continue;
        }
      }
      const to = counteredTo(s, out, id, ctx, cur);
      const n = counterObject(s, out, id, to);
      // "… exile it instead …. You may play it …": "it" is the card where it went (CR 400.7, 608.2c); "Its controller
      // loses 2 life", "that spell's mana value" read the spell as it last existed on the stack (608.2h, 202.3e,
      // rules/actions/counter.ts keeps it by the id it had there: movedFrom).
      if (n) {
        cur.it = [n.id];
        cur.movedFrom.set(n.id, id);
      }
    }
  },
  // CR 701.24a, 406.3: a face-down pile is shuffled: its order is random, and the engine's order is one of them.
  'shuffle-pile': (_s, out) => {
    out.note({ why: msg('rules.effect.pile-shuffled'), cr: ['701.24a'] });
  },
  // CR 401.2: an effect lets a player look at library cards; the ones looked at are remembered for "one of them" and
  // "the rest" later in the same ability (CR 608.2c).
  look: (s, out, e, ctx, cur) => {
    cur.looked = resolveSpec(s, out, e.target, ctx, cur, e.whereX);
    // "Look at the top card of your library. If it shares a creature type with ~, you may reveal it." (CR 608.2c): with
    // no object named before, "it" is the one card looked at.
    // In a triggered ability "it" named its trigger's object until now: "that card" after the look is the card looked at.
    const onlyTriggerObject = cur.it.length === 1 && cur.it[0] === ctx.triggerObject;
    if ((cur.it.length === 0 || onlyTriggerObject) && cur.looked.length === 1) cur.it = [...cur.looked];
  },
  // CR 701.9a: discard (the player's choice; the engine's is the newest cards in hand, noted); CR 701.17a: mill.
  // CR 701.22a: scry N — the player looks at the top N cards and puts any of them on the bottom, the rest on top, in
  // any order; the engine leaves them on top and the library's order now rests on that choice (rules/state/library.ts:
  // what is later taken from it is inconclusive, as after a shuffle). Scry 0 does nothing (701.22b).
  'player-action': (s, out, e, ctx, cur) => {
    // CR 701.9a–b: "That player discards that card": the card chosen from the hand this ability showed (hand-effects.ts).
    if (e.action === 'discard' && e.cards?.kind === 'it' && !e.cards.eventObject) {
      discardChosen(s, out, cur);
      return;
    }
    // CR 701.9a, 608.2d: "discard any number of cards": the step's `choosing` cards in the hand (none chosen: none, and
    // what follows rests on the choice never made); "discard all the cards in your hand": every card in it (402.1). The
    // count is kept for "…, then draw that many cards" (608.2c, model/abilities/discard-that-many.ts).
    const form = discardForm(e);
    if (form) {
      const hand = s.zones[ctx.controller].hand;
      const cards = form === 'whole-hand' ? [...hand].reverse() : anyNumberChosen(s, out, hand, ctx, cur, 'discard any number of cards');
      cur.discarded = cards.filter((id) => moveObject(s, out, id, 'graveyard') !== undefined).length;
      return;
    }
    // "discard your hand" / "discard their hand": every card in it, no choice to make (CR 701.9a, 402.1).
    if (e.action === 'discard' && e.amount.kind === 'all' && !e.filter && !e.cards) {
      for (const p of playersFor(s, e.who ?? 'you', ctx, cur)) for (const id of [...s.zones[p].hand].reverse()) moveObject(s, out, id, 'graveyard');
      return;
    }
    // CR 701.24a: "then shuffle" / "Then that player shuffles" (the player whose library this ability searched, 701.23a):
    // the library's order is now random (rules/state/library.ts); 701.24b: the cards found already left it.
    if (e.action === 'shuffle') {
      const players = e.who === 'that-player' && cur.searched ? [cur.searched] : playersFor(s, e.who ?? 'you', ctx, cur);
      for (const p of players) {
        markShuffled(s, p, { sourceName: ctx.sourceName, text: 'shuffle' });
        out.note({ why: msg('rules.effect.library-shuffled', { player: p }), cr: ['701.24a'] });
      }
      return;
    }
    // CR 701.30: "clash with an opponent" (rules/effects/clash-effects.ts).
    if (e.action === 'clash with an opponent') {
      clashWithAnOpponent(s, out, e, ctx, cur);
      return;
    }
    // CR 724.1, 724.3: "you become the monarch" (rules/effects/monarch-effects.ts).
    if (e.action === 'become the monarch') {
      monarchAction(s, out, e, ctx, cur);
      return;
    }
    // CR 107.3, 608.2h: "target player discards X cards", "mills cards equal to …", "scry X, where X is …", "discards that
    // many cards" (the trigger event's amount, 603.2): counted once as the instruction is followed.
    // CR 701.16a, 107.3c: "investigate X times, where X is …", "investigate once for each …" likewise.
    const counted = e.amount.kind !== 'fixed' && e.amount.kind !== 'all' && e.amount.kind !== 'half-life' && e.amount.kind !== 'half-library' && (e.action === 'discard' || e.action === 'mill' || e.action === 'scry' || (e.action === 'investigate' && (e.amount.kind === 'x' || e.amount.kind === 'for-each')));
    const n = e.amount.kind === 'fixed' ? e.amount.n : counted ? amountOf(s, out, e.amount, ctx, cur, e.whereX) : undefined;
    // CR 701.49: venture into the dungeon, once per time (rules/effects/venture-effects.ts).
    if (e.action === 'venture into the dungeon' && n !== undefined) {
      ventureAction(s, out, e, n, ctx, cur);
      return;
    }
    // CR 701.48a: learn (rules/effects/learn-effects.ts).
    if (e.action === 'learn' && n !== undefined) {
      learnAction(s, out, e, n, ctx, cur, drawCards);
      return;
    }
    // CR 701.46a, 701.37a, 701.39a, 701.47a, 701.34a: keyword actions that put counters (rules/effects/keyword-actions.ts).
    if (COUNTER_ACTIONS.has(e.action) && n !== undefined) {
      counterAction(s, out, e, n, ctx, cur);
      return;
    }
    // CR 701.16a investigate: "Create a Clue token" (111.10f), N times (rules/effects/keyword-actions.ts).
    if (TOKEN_ACTIONS[e.action] !== undefined && n !== undefined) {
      tokenAction(s, out, TOKEN_ACTIONS[e.action]!, n, ctx, cur);
      return;
    }
    // CR 701.25a: surveil N — the player looks at the top N cards, puts any number of them into their graveyard and the
    // rest on top in any order. The cards put into the graveyard are the step's `choosing` cards among those looked at
    // (608.2d); when no step chose, the engine leaves them all on top (noted), and what follows rests on that choice.
    if (e.action === 'surveil' && n !== undefined) {
      for (const p of playersFor(s, e.who ?? 'you', ctx, cur)) {
        const seen = libraryCards(s, p, n);
        if (seen.length === 0) continue;
        const chosen: string[] = [];
        if (ctx.choices?.objects) {
          for (let k = cur.chosenNext ?? 0; k < ctx.choices.objects.length && seen.includes(ctx.choices.objects[k]!) && !chosen.includes(ctx.choices.objects[k]!); k++) {
            chosen.push(ctx.choices.objects[k]!);
            cur.chosenNext = k + 1;
          }
        } else {
          out.note({ why: msg('rules.effect.surveil-never-chosen', { player: p, count: seen.length }), cr: ['701.25a', '608.2d'] });
          (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: `surveil ${n}`, what: 'choice' });
        }
        for (const id of chosen) moveObject(s, out, id, 'graveyard');
        if (seen.length - chosen.length > 1) markOrderChosen(s, p, { sourceName: ctx.sourceName, text: `surveil ${n}` }, seen.length - chosen.length);
      }
      return;
    }
    if (e.action === 'scry' && n !== undefined) {
      for (const p of playersFor(s, e.who ?? 'you', ctx, cur)) {
        const seen = libraryCards(s, p, n);
        if (seen.length > 0) markOrderChosen(s, p, { sourceName: ctx.sourceName, text: `scry ${n}` }, seen.length);
        out.note({ why: msg('rules.effect.scry-top', { player: p, count: seen.length }), cr: ['701.22a'] });
      }
      return;
    }
    // CR 107.1a: "mills half their library, rounded down": rounded as the text says, for each player.
    const half = e.action === 'mill' && e.amount.kind === 'half-library' ? e.amount.round : undefined;
    if ((n === undefined && !half) || (e.action !== 'discard' && e.action !== 'mill')) {
      out.note({ why: msg('rules.effect.action-not-carried-out', { action: e.action }), cr: ['608.2c'] });
      return;
    }
    // CR 701.9a, 608.2d: the player discarding chooses which cards (the step's `choosing` cards); when no step chose, the
    // engine's are the newest in hand (noted) and what follows rests on the choice never made (cardsChosen).
    // CR 701.17a, 608.2c: "target opponent mills five cards. You may cast … from among them": the cards milled, as the
    // cards looked at are for "from among them" (effect-context.ts resolveSpec).
    const milled: string[] = [];
    for (const p of playersFor(s, e.who ?? 'you', ctx, cur)) {
      // CR 701.9a: "discard a creature card": among the cards of that kind in the hand (fewer: all of them).
      const fits = e.action === 'discard' && e.filter ? handCardsMatching(s, e.filter, p, ctx.sourceId) : undefined;
      if (e.action === 'discard' && e.filter && fits === undefined) {
        out.note({ why: msg('rules.effect.action-not-carried-out', { action: e.action }), cr: ['701.9a'] });
        continue;
      }
      const zone = e.action === 'discard' ? fits ?? s.zones[p].hand : s.zones[p].library;
      const k = half === 'up' ? Math.ceil(zone.length / 2) : half === 'down' ? Math.floor(zone.length / 2) : n ?? 0;
      const what = e.filter?.text ?? 'card';
      const cards = e.action === 'discard'
        // CR 701.9b: a random discard — the step's `choosing` cards are the result; none: it rests on which cards.
        ? cardsChosen(s, out, zone, k, ctx, cur, { text: `${k === 1 ? `discard a ${what}` : `discard ${k} ${what}s`}${e.atRandom ? ' at random' : ''}`, filter: what }, () => {
          out.note({ why: msg('rules.effect.discards-newest', { player: p, count: k }), cr: ['701.9a'] });
          return zone.slice(Math.max(0, zone.length - k)).reverse();
        })
        : libraryCards(s, p, k);
      for (const id of e.action === 'discard' ? cards : [...cards].reverse()) {
        const moved = moveObject(s, out, id, 'graveyard');
        if (moved && e.action === 'mill') milled.push(moved.id);
      }
    }
    if (e.action === 'mill') cur.looked = milled;
  },
  // CR 121.1: you, or the players it names ("target player draws two cards", "each player draws a card").
  // CR 608.2h: "draw a card for each creature you control": counted once as the instruction is followed.
  // CR 107.3c: "draw X cards, where X is …", "draw cards equal to the number of …": counted as it is followed (608.2h).
  // CR 107.3a: "target player draws X cards": the X of the spell or ability (never chosen: nothing, and what follows
  // rests on it). CR 603.2: "draw that many cards": the amount of the trigger event. CR 107.3: "for each charge counter on ~".
  draw: (s, out, e, ctx, cur) => {
    const howMany = (x: typeof e, c: EffectContext): number | undefined => {
      // CR 115.1, 109.4: "draw a card for each tapped creature target opponent controls": that player's (countPer).
      const per = x.per ? countPer(s, out, x.per, c, cur) : x.perCount ? quantityNow(s, x.perCount, c, cur) : 1;
      if (per === undefined) return undefined;
      const counted = x.countIsX && x.whereX ? x.whereX : x.equalTo;
      // CR 608.2c: "discard …, then draw that many cards": the cards this ability's discard put into the graveyard.
      const count = counted ? quantityNow(s, counted, c, cur) : x.countIsX ? fixedAmount(s, out, { kind: 'x' }, c) : x.thatMany ? cur.discarded ?? c.eventAmount : x.count ?? 1;
      return count === undefined ? undefined : Math.max(0, count) * per;
    };
    // CR 107.1, 608.2h: a number it can't count (not an X never chosen, fixedAmount's): what follows rests on it.
    const unknown = (n: number | undefined) => { if (n === undefined && !(e.countIsX && !e.whereX)) amountUnknown(s, ctx, cur); return n; };
    // CR 121.1, 608.2h: "each player draws a card for each creature card in their graveyard": each player's own count,
    // every count made before anyone draws (model/abilities/their-amounts.ts).
    const theirs = theirAmount(e) as (typeof e) | undefined;
    if (theirs) {
      const players = playersFor(s, e.who ?? 'you', ctx, cur);
      const own = players.map((p) => unknown(howMany(theirs, { ...ctx, controller: p })));
      for (const [i, p] of players.entries()) if (own[i] !== undefined) drawCards(s, out, p, own[i]!, ctx.mayAccept);
      return;
    }
    const n = unknown(howMany(e, ctx));
    if (n === undefined) return;
    for (const p of playersFor(s, e.who ?? 'you', ctx, cur)) drawCards(s, out, p, n, ctx.mayAccept);
  },
  // CR 701.3a: "attach it to target creature you control" (an Equipment, Aura or Fortification on the battlefield).
  attach: (s, out, e, ctx, cur) => {
    const what = resolveSpec(s, out, e.target, ctx, cur)[0];
    const to = resolveSpec(s, out, e.to, ctx, cur)[0];
    const o = what ? s.objects.get(what) : undefined;
    if (!o || o.zone !== 'battlefield' || !to || to === o.id || !s.objects.has(to)) {
      out.note({ why: msg('rules.effect.nothing-attached'), cr: ['701.3b'] });
      return;
    }
    o.attachedTo = to;
    o.timestamp = nextTimestamp(s); // CR 613.7e
    out.event({ type: 'attached', objectId: o.id, to });
  },
  // CR 701.3d: "unattach it": an Equipment, Aura or Fortification stays on the battlefield, attached to nothing.
  unattach: (s, out, e, ctx, cur) => {
    for (const id of resolveSpec(s, out, e.target, ctx, cur)) {
      const o = s.objects.get(id);
      if (!o || o.zone !== 'battlefield' || !o.attachedTo) continue;
      const from = o.attachedTo;
      o.attachedTo = null;
      out.event({ type: 'unattached', objectId: o.id, from });
    }
  },
  'attach-self-to-it': (s, out, _e, ctx, cur) => {
    const src = s.objects.get(ctx.sourceId);
    const to = cur.it[0];
    if (src && src.zone === 'battlefield' && to) {
      src.attachedTo = to;
      src.timestamp = nextTimestamp(s); // CR 613.7e
      out.event({ type: 'attached', objectId: src.id, to });
    } else out.note({ why: msg('rules.effect.nothing-attached-source'), cr: ['701.3b'] });
  },
};

/** CR 121.2: `player` draws `count` cards one at a time; each draw a dredge card may replace (702.52a, `may`: the step's choice). */
export function drawCards(s: GameState, out: Outcome, player: PlayerId, count: number, may?: boolean | 'by-default'): void {
  for (let i = 0; i < Math.min(count, 200); i++) {
    // CR 101.2, 121.1: a static "… can't draw more than one card each turn": no draw after the player's first this turn.
    const limitedBy = drawLimitBy(s, player);
    if (limitedBy) {
      out.note({ why: msg('rules.effect.draw-limited', { player, source: limitedBy }), cr: ['101.2', '121.1'] });
      return;
    }
    // CR 614.11, 121.6: a permanent's static "If you would draw a card, … instead" (draw-replacements.ts).
    if (drawReplaced(s, out, player, may)) continue;
    if (dredgeInstead(s, out, player, may)) continue;
    const top = libraryCards(s, player, 1)[0];
    if (!top) {
      if (!s.libraryTracked[player]) {
        // Scenario default: a library the scenario never set up isn't modeled, so nothing is drawn and nobody loses.
        return;
      }
      out.note({ why: msg('rules.effect.draw-empty-library', { player }), cr: ['121.4', '704.5b'] });
      if (!s.drewFromEmpty.includes(player)) s.drewFromEmpty.push(player);
      return;
    }
    const o = moveObject(s, out, top, 'hand');
    if (o) out.event({ type: 'drew', player, objectId: o.id });
  }
}

/**
 * CR 701.6a, 614.1a: "If that spell is countered this way, exile it / put it on top of its owner's library / put that
 * card onto the battlefield under your control instead of …" (effect-descriptors.ts counteredInstead): where the spell
 * `id` goes as it is countered, when the alternative applies to it — a spell of the kind its condition names ("an
 * artifact or creature spell"), as it is on the stack. Undefined: its owner's graveyard.
 */
function counteredTo(s: GameState, out: Outcome, id: string, ctx: EffectContext, cur: Cursor): CounteredTo | undefined {
  const alt = cur.counteredInstead;
  const x = alt?.effects[0];
  const o = s.objects.get(id);
  if (!alt || x?.kind !== 'zone-change' || !o || o.zone !== 'stack' || alt.condition.kind !== 'happened') return undefined;
  const subject = alt.condition.subject;
  if ('objects' in subject && 'filter' in subject.objects) {
    const ch = computeCharacteristics(s, o);
    if (!matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, subject.objects.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId })) return undefined;
  }
  if (x.to === 'exile') return { to: 'exile', sourceId: ctx.sourceId };
  if (x.to === 'battlefield') return { to: 'battlefield', controller: ctx.controller };
  // CR 608.2d: "on the top or bottom of its owner's library" is the player's choice; the engine's is the top (noted).
  if (x.topOrBottom) out.note({ why: msg('rules.effect.library-top-choice'), cr: ['608.2d'] });
  return { to: 'library', position: x.bottom ? 'bottom' : 'top' };
}
