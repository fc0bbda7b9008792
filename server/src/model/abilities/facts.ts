// Conditions that state a fact of the game as rules text words it (CR 603.4 intervening "if", 608.2c, 611.3a): "if a player
// cast two or more spells last turn", "if you attacked this turn". Each is a typed fact id with its wording (data, one row
// per fact); `{n}` is a number written in digits, `{w}` one written as a word; the spell itself is "~" (as the reader sees
// "this spell" and the card's name). The engine evaluates those of effect-descriptors.ts FACTS_EVALUATED
// (rules/queries/facts.ts); an effect resting on another is "recognized, not simulated". Mana spent to cast a spell is a typed part (conditions.ts).

import { numberWord, parseCount } from './numbers';

export const FACTS = {
  // This turn, last turn, this combat (CR 500, 502.2: day and night look at the previous turn).
  'attacked-this-turn': 'you attacked this turn',
  'creature-died-this-turn': 'a creature died this turn',
  'permanent-left-this-turn': 'a permanent you controlled left the battlefield this turn',
  'gained-life-this-turn': 'you gained life this turn',
  'gained-n-life-this-turn': 'you gained {n} or more life this turn',
  'opponent-lost-life-this-turn': 'an opponent lost life this turn',
  'opponent-lost-n-life-this-turn': 'an opponent lost {n} or more life this turn',
  'drew-n-cards-this-turn': 'you drew {w} or more cards this turn',
  'opponent-searched-this-turn': 'an opponent searched their library this turn',
  'cast-another-spell-this-turn': "you've cast another spell this turn",
  'two-spells-last-turn': 'a player cast two or more spells last turn',
  'no-spells-last-turn': 'no spells were cast last turn',
  'self-attacked-or-blocked-this-combat': '~ attacked or blocked this combat',
  'attacked-with-power-this-combat': 'you attacked with creatures with total power {n} or greater this combat',
  // What an earlier instruction of the ability did (CR 608.2c).
  'searched-this-way': 'you search your library this way',
  'searched-this-way-past': 'you searched your library this way',
  'won': 'you win',
  'won-past': 'you won',
  'cast-it': 'you cast it',
  'cast-during-main-phase': 'you cast ~ during your main phase',
  'tribute-not-paid': "tribute wasn't paid",
  // The state of the game (coven and threshold are ability words, CR 207.2c; the monarch, 724). Delirium's "there are four
  // or more card types among cards in your graveyard" is a comparison of a count (conditions.ts), not a fact.
  'threshold': 'seven or more cards are in your graveyard',
  'coven': 'you control three or more creatures with different powers',
  'monarch': "you're the monarch",
  'city-blessing': "you have the city's blessing",
  'life-at-most': 'you have {n} or less life',
  'no-creatures': 'no creatures are on the battlefield',
  'neither-day-nor-night': "it's neither day nor night",
  'self-in-graveyard': '~ is in your graveyard',
  'self-in-opening-hand': '~ is in your opening hand', // CR 103.6
  'control-commander': 'you control a commander',
  'control-your-commander': 'you control your commander',
  'opponent-empty-hand': 'an opponent has no cards in hand',
  'that-player-at-most-cards': 'that player has {w} or fewer cards in hand',
  'creature-cards-in-graveyard': 'you have {w} or more creature cards in your graveyard',
  'x-at-least': 'X is {n} or more',
  'not-mana-ability': "it isn't a mana ability",
  'no-suspend': "it doesn't have suspend",
  'self-suspended': '~ is suspended',
  'self-equipped': '~ is equipped',
  'self-under-control-since-last-upkeep': '~ came under your control since the beginning of your last upkeep', // CR 702.30a echo
  'prowl-paid': "~'s prowl cost was paid",
  'madness-paid': "~'s madness cost was paid",
  // What a player did or is (CR 701.25 surveil, 309.7 a completed dungeon, 506.2 the defending player, 505.1 the first
  // combat phase, 103.4 the starting life total); read, not evaluated.
  'surveilled-this-turn': "you've surveilled this turn",
  'completed-dungeon': "you've completed a dungeon",
  'defending-player': "you're the defending player",
  'first-combat-phase': "it's the first combat phase of the turn",
  'life-above-starting': 'you have at least {n} life more than your starting life total',
  'opponent-below-half-starting': "an opponent's life total is less than half their starting life total",
  'cast-it-not-from-hand': "you didn't cast it from your hand",
  // CR 508.1, 506.2: the player was attacked in this declare attackers step.
  'attacked-this-step': "you've been attacked this step",
} as const;

export type FactId = keyof typeof FACTS;

interface CompiledFact {
  id: FactId;
  re: RegExp;
  slot?: 'n' | 'w';
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each fact's form as a regex (exported for test/regex-safety). */
export const COMPILED: readonly CompiledFact[] = (Object.entries(FACTS) as [FactId, string][]).map(([id, form]) => {
  const slot = form.includes('{n}') ? 'n' : form.includes('{w}') ? 'w' : undefined;
  const body = escape(form).replace('\\{n\\}', '(\\d{1,3})').replace('\\{w\\}', '([a-z]+|\\d{1,3})');
  return { id, re: new RegExp(`^${body}$`), ...(slot ? { slot } : {}) };
});

/** The fact a condition's words state, or undefined. */
export function parseFact(text: string): { fact: FactId; n?: number } | undefined {
  for (const c of COMPILED) {
    const m = c.re.exec(text);
    if (!m) continue;
    if (!c.slot) return { fact: c.id };
    const n = parseCount(m[1]!);
    if (n !== undefined) return { fact: c.id, n };
  }
  return undefined;
}

export function printFact(fact: FactId, n?: number): string {
  const form: string = FACTS[fact];
  return form.replace('{n}', String(n ?? 0)).replace('{w}', numberWord(n ?? 0));
}
