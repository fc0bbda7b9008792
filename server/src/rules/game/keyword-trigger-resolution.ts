// Resolving the triggered abilities of keywords the engine words itself (rules/triggers/keyword-triggers.ts):
// - 702.35a madness: its owner may cast the card from exile for its madness cost (an alternative cost, 702.35b); if they
//   don't, they put it into their graveyard;
// - 702.88a rebound: its controller may cast the card from exile without paying its mana cost (702.88b); else it stays;
// - 702.40a storm: a copy of the spell for each other spell cast before it this turn (counted as it triggered); the
//   copies keep the spell's targets (choosing new ones, 707.10c, is a choice the scenario can't make: they keep them);
// - 702.153a casualty: one copy of the spell, keeping its targets;
// - 702.94a miracle: its owner may cast the card from their hand for its miracle cost (an alternative cost); else it
//   stays in their hand;
// - 702.56a replicate: a copy of the spell for each time its replicate cost was paid, keeping its targets;
// - 702.85a cascade: cards exiled from the top of the library until a nonland card with a smaller mana value than the
//   spell's; its controller may cast that card without paying its mana cost; the others go to the bottom in a random order;
// - 702.62a suspend: remove a time counter (if the card is still suspended, 603.4); when the last is removed, its owner
//   may cast it without paying its mana cost (702.62d), and a creature spell cast so gains haste; else it stays exiled.
// Each cast is made during the resolution (CR 608.2g): timing permissions are ignored (117.1), the spell goes on the
// stack above what remains, and no player receives priority in between. The "may" is the scenario's `resolve
// accepting` / `resolve declining` (608.2d); a `resolve` that says neither accepts, and an unchosen one is played both
// ways (rules/scenario/branches.ts). The cast's targets are the step's (`resolve accepting targeting @x`).
// A cast the rules forbid (no legal target at all, 601.2c; an alternative cost it can't have) is not made: "may cast" /
// "if able" leave the card where it goes when it isn't cast (702.35a: the graveyard; 702.88a, 702.62a: exile; 702.85a:
// the bottom of the library), the step stays legal and says why. Targets the step itself names that are illegal are an
// announcement the rules don't allow: the step is refused, as any illegal cast a scenario asks for.

import type { Outcome } from '../state/events';
import type { GameObject, GameState, StackAbility } from '../state/game-state';
import { undecidedMay } from '../state/game-state';
import { isSuspended, keywordTriggerKey } from '../triggers/keyword-triggers';
import { moveObject } from '../actions/zones';
import { libraryCards, markShuffled } from '../state/library';
import { computeCharacteristics } from '../layers';
import { printedValues, hasType } from '../state/objects';
import { castDuringResolution } from './resolution-cast';
import type { CastOptions } from './casting';
import { reasonMessage } from '../state/reasons';
import { copySpell } from './copy-spell';
import { resolveSoulbond } from './soulbond';
import type { MayChoice } from '../effects/effect-context';
import { msg } from '../../i18n';

/** What the resolving step says: the "may" choice and the targets of the spell cast (rules/game/stack.ts ResolveOptions). */
interface KeywordResolveOptions {
  mayAccept?: MayChoice;
  targets?: string[];
}

/** Whether the controller takes the "may" of a keyword trigger (CR 608.2d): the step's choice, by default yes, or a branch. */
function accepts(s: GameState, out: Outcome, a: StackAbility, opts: KeywordResolveOptions): boolean {
  const span = a.keywordTrigger!.span;
  if (opts.mayAccept === false) {
    out.note({ why: msg('rules.effect.declines', { player: a.controller }), cr: ['608.2d'] });
    return false;
  }
  if (opts.mayAccept === true) return true;
  const accepted = opts.mayAccept === 'by-default' ? true : undecidedMay(s, a.sourceName, span);
  out.note({ why: msg(accepted ? 'rules.effect.accepts' : 'rules.effect.declines', { player: a.controller }), cr: ['608.2d'] });
  return accepted;
}

export function resolveKeywordTrigger(s: GameState, out: Outcome, a: StackAbility, opts: KeywordResolveOptions): void {
  const t = a.keywordTrigger!;
  if (t.keyword === 'soulbond') {
    // CR 702.95a: the creature the first ability pairs with is named by the step's `targeting @x` (rules/game/soulbond.ts).
    resolveSoulbond(s, out, a, () => accepts(s, out, a, opts), opts.targets?.[0]);
    return;
  }
  const o = s.objects.get(t.objectId);
  if (t.keyword === 'storm') {
    // OPEN QUESTION: a spell that left the stack before its storm trigger resolved would be copied as it last existed
    // there (707.10, 608.2h); the engine makes no copies then.
    if (!o || o.zone !== 'stack') {
      out.note({ why: msg('rules.trigger.keyword-gone', { card: a.sourceName, keyword: 'storm' }), cr: ['702.40a', '400.7'] });
      return;
    }
    for (let i = 0; i < Math.min(t.count ?? 0, 100); i++) copySpell(s, out, o.id, a.controller);
    out.note({ why: msg('rules.trigger.storm-copies', { card: o.card.name, count: t.count ?? 0 }), cr: ['702.40a', '707.10'] });
    return;
  }
  if (t.keyword === 'replicate' || t.keyword === 'casualty') {
    // CR 702.56a: a copy for each time its replicate cost was paid; CR 702.153a: casualty's one copy. The copies keep
    // its targets (as storm's, 707.10c).
    const cr = t.keyword === 'replicate' ? '702.56a' : '702.153a';
    if (!o || o.zone !== 'stack') {
      out.note({ why: msg('rules.trigger.keyword-gone', { card: a.sourceName, keyword: t.keyword }), cr: [cr, '400.7'] });
      return;
    }
    for (let i = 0; i < Math.min(t.count ?? 0, 100); i++) copySpell(s, out, o.id, a.controller);
    out.note({ why: msg(t.keyword === 'replicate' ? 'rules.trigger.replicate-copies' : 'rules.trigger.casualty-copy', { card: o.card.name, count: t.count ?? 0 }), cr: [cr, '707.10'] });
    return;
  }
  if (t.keyword === 'cascade') {
    cascade(s, out, a, o, opts);
    return;
  }
  if (t.keyword === 'suspend-counter') {
    // CR 702.62a, 603.4: "if this card is suspended" is checked again as it resolves.
    if (!o || !isSuspended(o)) {
      out.note({ why: msg('rules.trigger.keyword-gone', { card: a.sourceName, keyword: keywordTriggerKey(t.keyword) }), cr: ['702.62a', '603.4'] });
      return;
    }
    o.counters.time = (o.counters.time ?? 0) - 1;
    out.event({ type: 'counter-removed', objectId: o.id, counter: 'time', count: 1 });
    return;
  }
  // CR 702.94a: miracle — its owner may cast the card from their hand for its miracle cost; else it stays there.
  if (t.keyword === 'miracle') {
    if (!o || o.zone !== 'hand') {
      out.note({ why: msg('rules.trigger.keyword-gone', { card: a.sourceName, keyword: 'miracle' }), cr: ['400.7', '702.94a'] });
      return;
    }
    if (accepts(s, out, a, opts)) castIfAble(s, out, a, o, { duringResolution: true, targets: opts.targets, castWith: ['miracle'] });
    return;
  }
  // CR 400.7: the card left exile (or became another object) since it triggered: the ability can't find it.
  if (!o || o.zone !== 'exile') {
    out.note({ why: msg('rules.trigger.keyword-gone', { card: a.sourceName, keyword: keywordTriggerKey(t.keyword) }), cr: ['400.7', t.keyword === 'madness' ? '702.35a' : t.keyword === 'rebound' ? '702.88a' : '702.62a'] });
    return;
  }
  if (!accepts(s, out, a, opts)) {
    // CR 702.35a: a card not cast with madness is put into its owner's graveyard; rebound and suspend leave it exiled.
    if (t.keyword === 'madness') moveObject(s, out, o.id, 'graveyard');
    return;
  }
  const creature = hasType(printedValues(o.card, false, []).cardTypes, 'creature');
  const cast = castIfAble(s, out, a, o, {
    duringResolution: true,
    targets: opts.targets,
    // CR 702.35b: madness is an alternative cost; CR 702.88b, 702.62d: rebound and suspend cast it without paying its mana cost.
    ...(t.keyword === 'madness' ? { castWith: ['madness'] } : { withoutPayingManaCost: true }),
  });
  // CR 702.35a: a card its owner doesn't cast with madness is put into their graveyard; rebound and suspend leave it exiled.
  if (cast === 'not cast' && t.keyword === 'madness') moveObject(s, out, o.id, 'graveyard');
  if (cast !== 'cast' || t.keyword !== 'suspend-cast' || !creature) return;
  // CR 702.62a: a creature spell cast this way gains haste until its controller loses control of it or the permanent.
  const spell = [...s.objects.values()].find((x) => x.zone === 'stack' && x.cardId === o.cardId);
  if (spell) {
    spell.suspendHasteFor = a.controller;
    out.note({ why: msg('rules.cast.suspend-haste', { card: o.card.name }), cr: ['702.62a'] });
  }
}

/**
 * CR 702.85a: cascade. "This spell's mana value" is the spell's as it resolves, or as it last existed on the stack
 * (608.2h, taken as it triggered when it is gone). A library the scenario never set up isn't modeled: what cascade
 * exiles and casts is unknown, and what follows rests on it. The cards put on the bottom "in a random order" leave the
 * library's order unknown (701.24a's reading, library.ts), as a shuffle would.
 */
function cascade(s: GameState, out: Outcome, a: StackAbility, spell: GameObject | undefined, opts: KeywordResolveOptions): void {
  const player = a.controller;
  const mv = spell && spell.zone === 'stack' ? computeCharacteristics(s, spell).manaValue ?? 0 : a.keywordTrigger!.count ?? 0;
  if (!s.libraryTracked[player]) {
    out.note({ why: msg('rules.effect.cascade-library-unknown', { player }), cr: ['702.85a'] });
    const list = (s.unchosenTargets ??= []);
    if (!list.some((u) => u.sourceName === a.sourceName && u.text === 'Cascade')) list.push({ sourceName: a.sourceName, text: 'Cascade', what: 'choice' });
    return;
  }
  const exiled: string[] = [];
  let hit: GameObject | undefined;
  for (const id of libraryCards(s, player, s.zones[player].library.length)) {
    const moved = moveObject(s, out, id, 'exile');
    if (!moved) continue;
    exiled.push(moved.id);
    const ch = computeCharacteristics(s, moved);
    if (!hasType(ch.cardTypes, 'land') && (ch.manaValue ?? 0) < mv) {
      hit = moved;
      break;
    }
  }
  out.note({ why: msg('rules.effect.cascade-exiled', { count: exiled.length, card: hit?.card.name ?? 'none', mv }), cr: ['702.85a'] });
  if (hit && accepts(s, out, a, opts)) {
    // CR 702.85a: a card that can't be cast goes to the bottom with the others.
    if (castIfAble(s, out, a, hit, { duringResolution: true, withoutPayingManaCost: true, targets: opts.targets }) === 'refused') return;
  }
  const rest = exiled.filter((id) => s.objects.get(id)?.zone === 'exile');
  for (const id of rest) moveObject(s, out, id, 'library', { libraryPosition: 'bottom' });
  if (rest.length > 1) markShuffled(s, player, { sourceName: a.sourceName, text: 'Cascade' });
}

/**
 * Cast the card as the keyword's ability resolves, if the rules allow it (CR 608.2g, 601.2). A cast refused as it is
 * announced — nothing happened yet, the step named no targets — is no cast the player could make: "may cast" (702.35a,
 * 702.88a, 702.85a) and "if able" (702.62a) leave the card uncast and the resolution goes on ('not cast'). Targets the
 * step named that the rules forbid, or a refusal after something happened, refuse the step ('refused').
 */
function castIfAble(s: GameState, out: Outcome, a: StackAbility, card: GameObject, castOpts: CastOptions): 'cast' | 'not cast' | 'refused' {
  const tried = castDuringResolution(s, out, a.controller, card.id, castOpts);
  if (tried.result !== 'not cast') return tried.result;
  const why = tried.why ?? [];
  const t = a.keywordTrigger!;
  const first = why[0];
  out.note({
    why: msg('rules.trigger.keyword-cannot-cast', { card: card.card.name, keyword: keywordTriggerKey(t.keyword), reason: first ? reasonMessage(first) : msg('expect.is.none') }),
    cr: [...(first?.cr ?? []), t.keyword === 'madness' ? '702.35a' : t.keyword === 'rebound' ? '702.88a' : t.keyword === 'cascade' ? '702.85a' : t.keyword === 'miracle' ? '702.94a' : '702.62a'],
  });
  return 'not cast';
}
