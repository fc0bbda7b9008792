// Where an ability functions (CR 113.6): most abilities of a permanent work only on the battlefield, but one whose
// effect moves the object it's on out of a particular zone ("return this card from your graveyard to the
// battlefield") works only in that zone (113.6m) — unless its trigger condition says the object is put into that zone
// ("When this creature dies, return it from your graveyard …" is a leaves-the-battlefield ability). A delayed
// triggered ability it creates counts too (113.6m).

import type { Ability, TriggerEvent } from '../types';
import { walkEffects } from './effect-descriptors';
import { parseCostParts } from './cost-parts';

/** The zone a printed zone phrase names for the object itself ("~ from your graveyard"). */
const SELF_FROM_ZONE = { 'your graveyard': 'graveyard' } as const;

/** The zone an ability works only in: where its effect or its cost moves its own object from. */
export type FunctioningZone = (typeof SELF_FROM_ZONE)[keyof typeof SELF_FROM_ZONE] | 'hand';

/** Does the trigger condition say the object is put into `zone` (CR 113.6m's exception)? */
function putsSelfInto(ev: TriggerEvent | undefined, zone: FunctioningZone): boolean {
  if (!ev) return false;
  if (ev.kind === 'either') return ev.events.some((e) => putsSelfInto(e, zone));
  if (zone !== 'graveyard') return false;
  if (ev.kind === 'self-dies') return true;
  // CR 113.6m: "… or, if the object is an Aura, that the object it enchants leaves the battlefield" ("When enchanted
  // Forest is put into a graveyard, you may return ~ from your graveyard to your hand").
  if (ev.kind === 'object-event' && ev.subject.attached === 'enchanted' && !ev.subject.self && /^(dies|is put into a graveyard|leaves the battlefield)/.test(ev.event)) return true;
  return ev.kind === 'object-event' && !!ev.subject.self && !ev.subject.other && /^(dies|is put into a graveyard\b)/.test(ev.event);
}

/**
 * CR 113.6m: the one zone a triggered or activated ability works in when its effect moves the object it's on out of
 * that zone, or undefined (the usual zones, 113.6).
 */
export function functionsOnlyIn(a: Ability): FunctioningZone | undefined {
  if ((a.kind !== 'triggered' && a.kind !== 'activated') || !a.effects) return undefined;
  // CR 113.6m, 702.29a: a cost that discards the card itself ("{2}, Discard this card: Draw a card.", cycling) moves
  // it out of its owner's hand, so the ability works only there.
  // CR 113.6m, 702.49a: so does one that reveals it from the hand ("Reveal this card from your hand", ninjutsu).
  if (a.kind === 'activated' && parseCostParts(a.cost.text).some((p) => (p.kind === 'discard' || (p.kind === 'reveal' && p.from === 'hand')) && p.self)) return 'hand';
  // CR 201.5c, 113.6m: "Discard Arashi" (a legendary card's shortened name) is that same cost; the cost's
  // text keeps the name, its read instruction says "the card itself".
  if (a.kind === 'activated' && (a.cost.actions ?? []).some((e) => e.kind === 'player-action' && e.action === 'discard' && e.cards?.kind === 'self')) return 'hand';
  // CR 113.6m, 602.2b: a cost that exiles the card itself from its owner's graveyard ("{3}{U}, Exile this card from your
  // graveyard: Draw a card.") moves it out of the graveyard, so the ability works only there.
  if (a.kind === 'activated' && (a.cost.actions ?? []).some((e) => e.kind === 'zone-change' && e.how === 'exile' && e.target.kind === 'self' && e.target.from === 'your graveyard')) return 'graveyard';
  let zone: FunctioningZone | undefined;
  walkEffects(a.effects, (e) => {
    if (zone || !('target' in e) || !e.target || e.target.kind !== 'self' || !e.target.from) return;
    // "~ from exile" names a permission's zone, not one its effect moves the object out of.
    if (e.target.from === 'your graveyard') zone = SELF_FROM_ZONE[e.target.from];
  });
  if (!zone) return undefined;
  return a.kind === 'triggered' && putsSelfInto(a.event, zone) ? undefined : zone;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence that begins by stating the card works in its graveyard (see statesItsZone), for one card name. */
export function statedGraveyard(cardName: string): RegExp {
  const self = `(?:this card|this creature card|~|${escape(cardName)})`;
  return new RegExp(`^(?:as long as|while) ${self} is in (?:your|a|its owner's) graveyard(?:,| and (?!/))`, 'i');
}

/**
 * CR 113.6b: "An ability that states which zones it functions in functions only from those zones." A static ability,
 * or a sentence the grammar doesn't read, whose every sentence begins "As long as this card is in your graveyard"
 * (then a comma, or "and" with more conditions: a conjunction, so the card must be there) works only while the card
 * is in a graveyard; "or" would name another zone, and is not read so. `cardName`: the card's own name, which the
 * printed text may use for "this card".
 */
export function statesItsZone(a: Ability, cardName: string): FunctioningZone | undefined {
  if (a.kind !== 'static' && a.kind !== 'text') return undefined;
  // Read once per ability and card name (an ability never changes; the engine asks often).
  let byName = statedMemo.get(a);
  if (!byName) statedMemo.set(a, (byName = new Map()));
  if (byName.has(cardName)) return byName.get(cardName);
  const stated = statedGraveyard(cardName);
  const sentences = a.text.split(/(?<=\.)\s+/).filter((s) => s.trim().length > 0);
  const zone = sentences.length > 0 && sentences.every((s) => stated.test(s.trim())) ? 'graveyard' as const : undefined;
  byName.set(cardName, zone);
  return zone;
}

const statedMemo = new WeakMap<Ability, Map<string, FunctioningZone | undefined>>();
