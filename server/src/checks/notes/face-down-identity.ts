// What a card shows the game while it is a face-down permanent, as a key: cards with the same key give the same
// answers to every question a note scenario asks, for as long as the card stays face down on the battlefield.
//
// Face down, a permanent is a 2/2 with no name, text, subtypes or mana cost (CR 708.2a), with ward {2} when it was
// put face down by disguise or cloak (702.168b, 701.58a): the family decides all of that, not the card. What the
// card still decides is how it can be turned face up: the morph, megamorph or disguise costs it would have face up
// (702.37e, 702.168d, with the effects that apply now, 708.8) — whether each part can be paid (118.3), and a note
// scenario's mana is free —, and for a manifested or cloaked card whether it is a creature card with a mana cost
// (701.40b, 701.58b) — its own types and mana cost (708.12). And an outcome rests on text of a face-down card only
// as the scenario's dependency reading counts it (rules/scenario/dependency.ts cardPieces … faceDown: what turns it
// face up, not understood or not payable by the engine): a card with such text gets no key of its own, nor one whose static or
// replacement abilities could change the keywords it would have face up (the engine computes its would-be face-up
// characteristics with them, rules/actions/turn-face-up.ts) — one that only grants other keywords or adds types that
// take no ability changes none of them (613.1f, 305.7) and keeps the key.
//
// The engine reads that with its would-be face-up characteristics (702.37e, 708.8), so an effect that picks what it
// applies to by characteristics ("All creatures lose all abilities" takes morph only from a card that would be a
// creature face up) reads those too: where a card of the scenario has such an effect (`readsFaceUp`), the key also
// holds what such an effect may read of the card face up (`faceUpKey`), and cards differing there never share.
//
// A note scenario's run records whether the face-down card was ever seen (turned face up, revealed, off the
// battlefield: NoteScenario.exposed). One that never saw it read nothing of the card but this key, so its answers are
// every card's with the same key (checks/interactions.ts shares them).

import type { Card, Effect } from '../../model/types';
import { descriptorOf, walkEffects, type Layer } from '../../model/abilities/effect-descriptors';
import { cardPieces } from '../../rules/scenario/dependency';
import { costParts } from '../../rules/queries/cost-parts';
import { costText } from '../../rules/state/mana';
import { ownCard } from '../../rules/state/objects';
import type { Family } from './note-scenario';

const TURN_UP_KEYWORDS = new Set(['morph', 'megamorph', 'disguise']);
const REACHES_KEYWORDS = new Set<Layer>(['1a', '1b', '4', '6']);
const FACE_UP_IGNORED = new Set(['span', 'nameSpan', 'text', 'name', 'uri', 'reminder', 'unmodeled', 'unsimulated', 'flavor', 'rarity', 'abilityWord']);
const MANIFEST_LIKE = new Set<Family>(['manifest', 'manifest dread', 'cloak']);

/** The face-down identity of `card` in `family`, or undefined when more of the card may matter (see above). */
export function faceDownIdentity(card: Card, family: Family): string | undefined {
  if (cardPieces(card, { faceDown: true }).length) return undefined;
  const costs: string[] = [];
  for (const face of card.faces) {
    for (const a of face.abilities) {
      // Its static and replacement abilities count where they could change the keywords it would have face up: a
      // copy effect (layer 1), a land type that takes its abilities (layer 4, CR 305.7), abilities gained or lost (6) —
      // but not one that only grants keywords other than morph, megamorph and disguise or only adds types that take no
      // ability ("Enchanted creature has flying", grantsOtherKeywords): it removes none (CR 613.1f, 305.7), so with it the
      // card would have the turn-up costs it prints (702.37e, 708.8), and what it changes of other objects is read by
      // their own effects, keyed by `readsFaceUp` (issue 27: such a card ran every note scenario as a class of its own).
      if ((a.kind === 'static' || a.kind === 'replacement') && a.effects.some((e) => !grantsOtherKeywords(e) && descriptorOf(e).layers.some((l) => REACHES_KEYWORDS.has(l)))) return undefined;
      if (a.kind !== 'keyword') continue;
      for (const k of a.keywords) {
        if (!TURN_UP_KEYWORDS.has(k.keyword.toLowerCase())) continue;
        // How its parts can be paid: a mana part always can, as a note scenario never says `mana is paid` (mana is
        // free, rules/actions/mana-payment.ts manaProblems); any other part by the state of the game (CR 118.3).
        const parts = costParts(costText(k.cost) || k.parameter || '', card.name).map((p) => (p.kind === 'mana' ? 'mana' : JSON.stringify(p)));
        // A part that names the card itself is the card's own.
        if (card.name && parts.some((p) => p.includes(card.name))) return undefined;
        costs.push(`${k.keyword.toLowerCase()}:${parts.join(',')}`);
      }
    }
  }
  // Manifested or cloaked: whether its own card is a creature card, an instant or sorcery card, and has a mana cost.
  const printed = MANIFEST_LIKE.has(family) ? ownCard({ card, components: [] }) : undefined;
  const own = printed ? [printed.isCreatureCard, printed.isInstantOrSorceryCard, costText(printed.manaCost) !== ''] : [];
  return JSON.stringify([family, costs, own, card.faces.length]);
}

/**
 * What an effect may read of `card` as it would be face up (CR 702.37e, 708.8): its printed characteristics — types,
 * colors, mana cost, P/T, keywords and which kinds of abilities it has — but not its text, name or what its
 * triggered, activated and spell abilities do.
 */
export function faceUpKey(card: Card): string {
  return JSON.stringify(card.faces, (k, v: unknown) => {
    if (FACE_UP_IGNORED.has(k)) return undefined;
    const a = v as { kind?: string } | null;
    return a && typeof a === 'object' && (a.kind === 'triggered' || a.kind === 'activated' || a.kind === 'spell') && 'effects' in a ? { kind: a.kind } : v;
  });
}

/**
 * A layer-6 effect that only grants keywords none of which turns a permanent face up ("Creatures you control have
 * menace", "Enchanted creature has flying and lifelink"): whatever it applies to, it adds abilities (CR 613.1f) and
 * removes none, so the morph, megamorph and disguise costs a face-down card would have face up are the same with it
 * as without it (702.37e, 708.8). What else of the game it could change through what it grants (613.8: an effect that
 * picks by keyword) is another effect's reading, counted on its own.
 */
function grantsOtherKeywords(e: Effect): boolean {
  return (e.kind === 'gain-keyword' && e.keywords.every((k) => !TURN_UP_KEYWORD_START.test(k))) || addsTypesOnly(e);
}

/**
 * A layer-4 effect that adds types "in addition to" the others ("Elf creatures you control are Dinosaurs in addition to
 * their other types"), no land type among them: it removes no ability — only a basic land type set on a land does
 * (CR 305.7) —, so the turn-up costs a card would have face up stay (702.37e, 708.8); an effect that picks by the types
 * it adds is another effect's reading, counted on its own (613.8).
 */
function addsTypesOnly(e: Effect): boolean {
  return e.kind === 'become-type' && e.additive && !e.negated && !e.cardTypes.some((t) => /^land$/i.test(t)) && !e.subtypes.some((t) => BASIC_LAND_TYPE.test(t));
}
const BASIC_LAND_TYPE = /^(?:plains|island|swamp|mountain|forest)$/i;
const TURN_UP_KEYWORD_START = /^\s*(?:morph|megamorph|disguise)\b/i;

/**
 * Whether an effect of `cards` (the other cards of a note scenario) could read a face-down card's would-be face-up
 * characteristics: one that changes copiable values, types or abilities (layers 1, 4, 6) of objects picked by what
 * they are ("all creatures", "each Frog", CR 613.1) — but not one that only grants keywords other than morph, megamorph
 * and disguise (grantsOtherKeywords). A spell cost changer ("Colorless spells you cast cost {2} less") reads none: it
 * reads the spell being cast (601.2f), and a face-down spell is cast with its face-down characteristics (708.4); the
 * special action's morph, megamorph and disguise costs change only by effects that name them (keyword cost changes,
 * which read the permanents that have them, not the face-down card).
 */
export function readsFaceUp(cards: readonly Card[]): boolean {
  let reads = false;
  for (const card of cards) {
    for (const face of card.faces) {
      for (const a of face.abilities) {
        if (!('effects' in a)) continue;
        walkEffects(a.effects, (e) => {
          if (reads) return;
          if (grantsOtherKeywords(e)) return;
          else if (descriptorOf(e).layers.some((l) => REACHES_KEYWORDS.has(l)) && /"kind":"all"/.test(JSON.stringify(e))) reads = true;
        });
        if (reads) return true;
      }
    }
  }
  return false;
}
