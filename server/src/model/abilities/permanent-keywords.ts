// Keywords of permanents that stand for one or more abilities written in rules text the grammar reads and the engine
// carries out (CR 702.32a fading: "This permanent enters with N fade counters on it" and "At the beginning of your
// upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."): each instance means
// those abilities, with its number in place. The engine applies the "enters with" replacements as the permanent enters
// (rules/actions/zones.ts, CR 614.1c) and fires the triggered ones like printed triggers (rules/queries/keyword-abilities.ts);
// test/model/abilities/permanent-keywords.test.ts holds every meaning read and carried out in full.

import type { KeywordAbility } from '../types';
import { lookupTable } from '../lookup-table';
import { lookupKeyword } from './keywords';
import { numberWord, parseCount } from './numbers';
import { CREATURE_TYPES } from './creature-types';

/** Creature types (CR 205.3m), as written. */

/** "a fade counter" / "two fade counters" (CR 107.1). */
const counters = (n: number, kind: string) => (n === 1 ? `a ${kind} counter` : `${numberWord(n)} ${kind} counters`);

/**
 * What each keyword means, given its number (0 for a keyword without one). The CR's "the permanent" and "it" that name
 * this permanent are written "this permanent", as for echo (keyword-abilities.ts).
 */
export const PERMANENT_KEYWORDS: Readonly<Record<string, (n: number, asCreature: boolean) => readonly string[]>> = lookupTable({
  // CR 702.32a: fading.
  fading: (n: number) => [
    `This permanent enters with ${counters(n, 'fade')} on it.`,
    "At the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice this permanent.",
  ],
  // CR 702.54a: bloodthirst (702.54b "Bloodthirst X" is another ability: not written out, its X isn't a number).
  bloodthirst: (n: number) => [`If an opponent was dealt damage this turn, this permanent enters with ${counters(n, '+1/+1')} on it.`],
  // CR 702.75a: hideaway (the exiled card's "may look at" ability only lets its player see it: nothing the engine
  // simulates depends on who may look, 406.3).
  // "Hideaway 1" has no rest to put on the bottom.
  hideaway: (n: number) => [n === 1 ? 'When this permanent enters, look at the top card of your library. Exile it face down.'
    : `When this permanent enters, look at the top ${numberWord(n)} cards of your library. Exile one of them face down and put the rest on the bottom of your library in a random order.`],
  // CR 702.58a: graft (moving the counter, 122.5: rules/effects/counter-moves.ts).
  graft: (n: number) => [
    `This permanent enters with ${counters(n, '+1/+1')} on it.`,
    'Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature.',
  ],
  // CR 702.43a: modular (the counters on it as it last existed on the battlefield, 608.2h; each instance works
  // separately, 702.43b).
  modular: (n: number) => [
    `This permanent enters with ${counters(n, '+1/+1')} on it.`,
    'When this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent.',
  ],
  // CR 702.63a: vanishing (702.63b's "Vanishing" without a number is not read as the keyword by the grammar).
  vanishing: (n: number) => [
    `This permanent enters with ${counters(n, 'time')} on it.`,
    'At the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from this permanent.',
    'When the last time counter is removed from this permanent, sacrifice this permanent.',
  ],
  // CR 702.98a: unleash ("You may have this permanent enter with an additional +1/+1 counter on it", written as the
  // choice made as it enters, 614.12a: rules/actions/entry-choice.ts; the restriction: rules/queries/combat-restrictions.ts).
  unleash: () => [
    'As this permanent enters, you may put a +1/+1 counter on it.',
    "As long as this permanent has a +1/+1 counter on it, this permanent can't block.",
  ],
  // CR 702.136a: riot (the haste it gains lasts as long as it is on the battlefield, 611.2a).
  riot: () => ["As this permanent enters, you may put a +1/+1 counter on it. If you don't, it gains haste."],
  // CR 702.44a: sunburst (702.44b: only a spell that resolves was cast with mana; none otherwise).
  sunburst: (_n: number, asCreature: boolean) => [`This permanent enters with a ${asCreature ? '+1/+1' : 'charge'} counter on it for each color of mana spent to cast it.`],
});

/**
 * CR 702.72a: "Champion an [object]" means "When this permanent enters, sacrifice it unless you exile another [object]
 * you control" and "When this permanent leaves the battlefield, return the exiled card to the battlefield under its
 * owner's control" (linked abilities, 607.2a: the card the first exiled). `object`: "Goblin", "creature", "Goblin or
 * Shaman".
 */
export function championTexts(object: string): readonly string[] {
  return [
    `When this permanent enters, sacrifice it unless you exile another ${object} you control.`,
    "When this permanent leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
  ];
}

/** The keywords above that take a number (CR 702.32a "Fading N"); a keyword written without a number means none. */
const NUMBERED = (k: string) => lookupKeyword(k)?.param === 'number';

/**
 * The abilities keyword instance `k` stands for (PERMANENT_KEYWORDS), or undefined: not one of them, or its number
 * isn't one ("Fading X"), or it is 0 where the text needs a count. `asCreature`: its permanent enters as a creature
 * (702.44a sunburst's +1/+1 counters, else charge counters).
 */
export function permanentKeywordTexts(k: KeywordAbility, asCreature = true): readonly string[] | undefined {
  // CR 702.72a: champion, with the words of its object ("Champion a Goblin or Shaman").
  if (k.keyword.toLowerCase() === 'champion') {
    const m = /^an? ([A-Za-z][A-Za-z -]*)$/.exec((k.parameter ?? '').trim());
    // Its object: "creature", or creature types joined by "or" (CR 205.3m); other words stand for nothing read here.
    return m && m[1]!.split(' or ').every((w) => w === 'creature' || CREATURE_TYPES.has(w)) ? championTexts(m[1]!) : undefined;
  }
  const meaning = PERMANENT_KEYWORDS[k.keyword.toLowerCase()] as ((n: number, asCreature: boolean) => readonly string[]) | undefined;
  if (!meaning) return undefined;
  if (!NUMBERED(k.keyword)) return k.parameter === undefined ? meaning(0, asCreature) : undefined;
  const n = k.parameter === undefined ? undefined : parseCount(k.parameter);
  return n === undefined || n < 1 ? undefined : meaning(n, asCreature);
}

/**
 * CR 702.82a: the N of "Devour N", a number from 1 — a replacement as the permanent enters that rules/actions/devour.ts
 * carries out (the creatures sacrificed, N +1/+1 counters for each); undefined for another form ("Devour artifact 1",
 * CR 702.82c; "Devour X").
 */
export function devourNumber(k: KeywordAbility): number | undefined {
  if (k.keyword.toLowerCase() !== 'devour' || k.cost) return undefined;
  const p = k.parameter?.trim() ?? '';
  return /^\d{1,2}$/.test(p) && Number(p) > 0 ? Number(p) : undefined;
}

/**
 * CR 702.104a: the N of "Tribute N", a number from 1 — a replacement as the permanent enters that rules/actions/tribute.ts
 * carries out (an opponent may put N +1/+1 counters on it); undefined for another form.
 */
export function tributeNumber(k: KeywordAbility): number | undefined {
  if (k.keyword.toLowerCase() !== 'tribute' || k.cost) return undefined;
  const p = k.parameter?.trim() ?? '';
  return /^\d{1,2}$/.test(p) && Number(p) > 0 ? Number(p) : undefined;
}

/**
 * CR 702.38a: the N of "Amplify N", a number from 1 — a replacement as the permanent enters that rules/actions/amplify.ts
 * carries out (the cards revealed from the hand that share a creature type with it, N +1/+1 counters for each);
 * undefined for another form ("Amplify X").
 */
export function amplifyNumber(k: KeywordAbility): number | undefined {
  if (k.keyword.toLowerCase() !== 'amplify' || k.cost) return undefined;
  const p = k.parameter?.trim() ?? '';
  return /^\d{1,2}$/.test(p) && Number(p) > 0 ? Number(p) : undefined;
}
