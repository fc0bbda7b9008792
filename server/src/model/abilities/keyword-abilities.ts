// Keywords that stand for an activated ability (CR 702.6a equip): the text the rules say the keyword means, with the
// instance's cost in place ("Equip {2}" means "{2}: Attach this permanent to target creature you control. Activate
// only as a sorcery."). The engine reads that text with the grammar and activates it like a printed ability
// (rules/queries/keyword-abilities.ts); test/model/abilities/keyword-abilities.test.ts holds every meaning read and
// carried out in full, so an instance is carried out exactly when the engine pays its cost.
// Keywords that stand for a triggered ability (CR 702.108a prowess) the same way: the engine reads the text the rules
// give it and fires it like a printed trigger (rules/queries/trigger-sources.ts); each instance triggers on its own
// (702.108b).

import type { KeywordAbility } from '../types';
import { lookupTable } from '../lookup-table';
import { lookupKeyword } from './keywords';
import { numberWord, parseCount } from './numbers';
import { CARD_TYPES, SUBTYPE_LISTS, SUPERTYPES } from '../../data/cr-vocabulary';
import { indefiniteArticle } from './article';
import type { FactId } from './facts';

/** CR 702.6a, 702.29a: what each keyword's activated ability says, given its cost. */
export const KEYWORD_MEANINGS: Readonly<Record<string, (cost: string) => string>> = lookupTable({
  equip: (cost: string) => `${cost}: Attach this permanent to target creature you control. Activate only as a sorcery.`,
  // CR 702.29a: it works only while the card is in its owner's hand (113.6m: its cost discards the card).
  cycling: (cost: string) => `${cost}, Discard this card: Draw a card.`,
  // CR 702.67a: fortify, equip's twin for lands.
  fortify: (cost: string) => `${cost}: Attach this Fortification to target land you control. Activate only as a sorcery.`,
  // CR 702.87a: level up puts a level counter on the leveler (its striations, 711.2, read them: rules/layers/level-striations.ts).
  'level up': (cost: string) => `${cost}: Put a level counter on this permanent. Activate only as a sorcery.`,
  // CR 702.84a: unearth (it works while the card is in a graveyard, 113.6m: it returns this card from there).
  unearth: (cost: string) => `${cost}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery.`,
  // CR 702.141a: encore (it works while the card is in a graveyard, 113.6m: its cost exiles this card from there); each
  // token's "attacks that opponent this turn if able" a requirement naming that player (508.1d, rules/game/combat.ts).
  encore: (cost: string) => `${cost}, Exile this card from your graveyard: For each opponent, create a token that's a copy of this card that attacks that opponent this turn if able. The tokens gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.`,
  // CR 702.53a: transmute ("the same mana value as the discarded card", this card, as its Oracle reminder says), from the
  // hand like cycling (113.6m).
  transmute: (cost: string) => `${cost}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Activate only as a sorcery.`,
  // CR 702.107a: outlast.
  outlast: (cost: string) => `${cost}, {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery.`,
  // CR 702.128a embalm, 702.129a eternalize: from a graveyard (113.6m: its cost exiles this card from there); the token's
  // exceptions are part of its copiable values (707.9a–b, rules/actions/tokens.ts createTokenCopy).
  embalm: (cost: string) => `${cost}, Exile this card from your graveyard: Create a token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery.`,
  // CR 702.49a, 702.49c: ninjutsu, from the hand (113.6m: its cost reveals this card there; "from your hand" left out:
  // this card is there, the only place it works from); the creature enters attacking (508.4, rules/actions/enter-attacking.ts).
  ninjutsu: (cost: string) => `${cost}, Reveal this card from your hand, Return an unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield tapped and attacking.`,
  // CR 702.97a: scavenge ("the power of the card you exiled": this card, which its cost exiled, 400.7; its power there).
  scavenge: (cost: string) => `${cost}, Exile this card from your graveyard: Put X +1/+1 counters on target creature, where X is this card's power. Activate only as a sorcery.`,
  eternalize: (cost: string) => `${cost}, Exile this card from your graveyard: Create a token that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery.`,
  // CR 702.151a: reconfigure's first ability (its second: KEYWORD_SECOND_MEANINGS; attached, it isn't a creature,
  // 702.151b: rules/layers/reconfigure.ts).
  reconfigure: (cost: string) => `${cost}: Attach this permanent to another target creature you control. Activate only as a sorcery.`,
});

/**
 * Keywords with a number that stand for an activated ability (CR 702.122a crew): its cost, given the number, and what it
 * does. "Crew N" means "Tap any number of other untapped creatures you control with total power N or greater: This
 * permanent becomes an artifact creature until end of turn." (rules/actions/nonmana-costs.ts pays the cost).
 */
export const KEYWORD_NUMBER_MEANINGS: Readonly<Record<string, { cost: (n: number) => string; effect: string }>> = lookupTable({
  crew: { cost: (n: number) => `Tap any number of other untapped creatures you control with total power ${n} or greater`, effect: 'This permanent becomes an artifact creature until end of turn.' },
});

/**
 * Keywords with a number and a cost that stand for an activated ability (CR 702.77a reinforce): what it says, given the
 * number (or X, the activation cost's X, 107.3) and the mana cost. "Reinforce N—[cost]" means "[Cost], Discard this card:
 * Put N +1/+1 counters on target creature." (it works from the hand, 702.77a, 113.6m: its cost discards the card).
 */
export const KEYWORD_NUMBER_COST_MEANINGS: Readonly<Record<string, (n: string, cost: string) => string>> = lookupTable({
  reinforce: (n: string, cost: string) => `${cost}, Discard this card: Put ${n === '1' ? 'a +1/+1 counter' : `${n} +1/+1 counters`} on target creature.`,
});

/**
 * How a keyword that is a way to cast its card changes the casting (CR 601.2b, 601.2f): an alternative cost paid
 * instead of its mana cost (118.9) or an optional additional cost (118.8); `repeatable`: paid any number of times
 * (702.33c multikicker); `from`: the only zone the card is cast from this way (702.34a flashback: its owner's graveyard);
 * `fixedCost`: the cost the rules give a keyword written without one (702.133a jump-start: "Discard a card");
 * `exiled`: the card is exiled as it leaves the stack (702.34a, 702.133a); `condition`: a fact of the game that must
 * hold as it is cast (702.137a spectacle, 702.117a surge; rules/queries/facts.ts).
 */
export interface CastKeywordRule {
  cost: 'alternative' | 'additional';
  repeatable?: boolean;
  from?: 'graveyard' | 'exile';
  fixedCost?: string;
  /** Cast transformed, its back face up (702.146a disturb; 712.8c). */
  transformed?: boolean;
  /** Paid only as the keyword's own triggered ability resolves (702.94a miracle: "When you reveal this card this way"). */
  byTrigger?: boolean;
  /** The cost the rules give a keyword written with a number (702.153a casualty N: "sacrifice a creature with power N or greater"). */
  numberCost?: (n: number) => string;
  /** A part the rules add to the instance's cost (702.119a emerge: "and sacrificing a creature"). */
  withPart?: string;
  /** Written "Keyword N—[cost]": the cost after the number (702.113a awaken); undefined for a number that isn't one. */
  numbered?: boolean;
  exiled?: boolean;
  condition?: FactId;
}

/**
 * Keywords that are a way to cast their card the engine carries out, by a cost it pays (rules/game/casting.ts, one
 * mechanism for all of them; a scenario names the cost it pays: `cast … kicked`, `cast … with buyback`):
 * - 702.34a flashback: from its owner's graveyard, exiled as it leaves the stack;
 * - 702.33a kicker, 702.33c multikicker (`kicked 2 times`): the spell, and the permanent it becomes, was kicked, 702.33d, 400.7d;
 * - 702.27a buyback: put into its owner's hand instead of the graveyard as it resolves;
 * - 702.42a entwine: every mode of the modal spell is chosen;
 * - 702.74a evoke: an alternative cost; the permanent is sacrificed as it enters (its triggered ability, KEYWORD_TRIGGERS);
 * - 702.133a jump-start: from its owner's graveyard, discarding a card besides its other costs, then exiled;
 * - 702.81a retrace: from its owner's graveyard, discarding a land card besides its other costs (it returns there);
 * - 702.137a spectacle: an alternative cost, if an opponent lost life this turn;
 * - 702.143a foretell: an alternative cost, from exile once its owner foretold it (the special action, rules/game/foretell.ts)
 *   and that turn has ended;
 * - 702.138a escape: an alternative cost, from its owner's graveyard (it goes back there as it leaves the stack);
 * - 702.119a emerge: an alternative cost paid with a creature sacrificed, the total cost reduced by its mana value;
 * - 702.117a surge: an alternative cost, if its caster cast another spell this turn (a teammate too: none in a
 *   two-player game, 102.2);
 * - 702.35a madness: an alternative cost, from exile, as the trigger of the card discarded into exile resolves;
 * - 702.109a dash, 702.152a blitz: an alternative cost; the permanent has haste while that cost was paid (blitz: and
 *   "When this permanent is put into a graveyard from the battlefield, draw a card"), and is returned to its owner's
 *   hand (dash) or sacrificed (blitz) at the beginning of the next end step (rules/game/end-step-keywords.ts);
 * - 702.103a bestow: an alternative cost; the spell is a bestowed Aura spell with enchant creature targeting a creature,
 *   a creature spell again if that target is illegal as it resolves, and a creature once the Aura is unattached
 *   (702.103b–f, rules/game/bestow.ts);
 * - 702.56a replicate: an additional cost paid any number of times (`cast … with replicate with replicate`); as the
 *   spell is cast its triggered ability copies it once for each time (rules/triggers/keyword-triggers.ts);
 * - 702.94a miracle: an alternative cost, paid only as the triggered ability of the card revealed as the first card its
 *   owner drew this turn resolves (rules/triggers/keyword-triggers.ts, rules/game/keyword-trigger-resolution.ts);
 * - 702.120a escalate: an additional cost paid once for each mode chosen beyond the first (`choosing modes 1, 2`);
 * - 702.76a prowl: an alternative cost, if a player was dealt combat damage this turn by a source its caster controlled
 *   that had one of the spell's creature types (rules/game/prowl.ts);
 * - 702.153a casualty N: an additional cost, a creature with power N or greater sacrificed; as the spell is cast its
 *   triggered ability copies it once (rules/triggers/keyword-triggers.ts);
 * - 702.146a disturb: an alternative cost, from its owner's graveyard, the card cast transformed (its back face's
 *   characteristics, 712.8c) and entering transformed (702.146b);
 * - 702.113a awaken N: an alternative cost; paid, the spell has its awaken spell ability, its target chosen only then
 *   (702.113b, rules/queries/cast-text-changes.ts);
 * - 702.140a mutate: an alternative cost; the spell is a mutating creature spell targeting a non-Human creature with the
 *   same owner, merging with it as it resolves, over or under it (702.140c, 729.2), or entering as a creature if that
 *   target is illegal (702.140b, rules/game/mutate.ts).
 */
export const CAST_KEYWORDS: Readonly<Record<string, CastKeywordRule>> = lookupTable({
  flashback: { cost: 'alternative', from: 'graveyard', exiled: true },
  kicker: { cost: 'additional' },
  multikicker: { cost: 'additional', repeatable: true },
  buyback: { cost: 'additional' },
  entwine: { cost: 'additional' },
  evoke: { cost: 'alternative' },
  'jump-start': { cost: 'additional', from: 'graveyard', fixedCost: 'Discard a card', exiled: true },
  retrace: { cost: 'additional', from: 'graveyard', fixedCost: 'Discard a land card' },
  spectacle: { cost: 'alternative', condition: 'opponent-lost-life-this-turn' },
  surge: { cost: 'alternative', condition: 'cast-another-spell-this-turn' },
  foretell: { cost: 'alternative', from: 'exile' },
  escape: { cost: 'alternative', from: 'graveyard' },
  emerge: { cost: 'alternative', withPart: 'Sacrifice a creature' },
  // CR 702.35a–b: cast from exile for its madness cost only as its own triggered ability resolves (rules/game/keyword-trigger-resolution.ts).
  madness: { cost: 'alternative', from: 'exile' },
  // CR 702.109a dash, 702.152a blitz: alternative costs with effects on the permanent (rules/game/end-step-keywords.ts).
  dash: { cost: 'alternative' },
  blitz: { cost: 'alternative' },
  // CR 702.103a–f: bestow, cast as a bestowed Aura spell (rules/game/bestow.ts).
  bestow: { cost: 'alternative' },
  // CR 702.56a: replicate, paid any number of times; its cast trigger copies the spell that many times.
  replicate: { cost: 'additional', repeatable: true },
  // CR 702.94a: miracle, cast from the hand as its triggered ability resolves (the card revealed as the first drawn this turn).
  miracle: { cost: 'alternative', byTrigger: true },
  // CR 702.120a: escalate, paid once for each mode chosen beyond the first (rules/game/casting.ts counts them).
  escalate: { cost: 'additional', repeatable: true },
  // CR 702.76a: prowl, if a source of the caster's with one of the spell's creature types dealt combat damage to a player
  // this turn (rules/game/prowl.ts).
  prowl: { cost: 'alternative' },
  // CR 702.153a: casualty N, an optional additional cost; its cast trigger copies the spell once.
  casualty: { cost: 'additional', numberCost: (n: number) => `Sacrifice a creature with power ${n} or greater` },
  // CR 702.146a–b: disturb, cast transformed from its owner's graveyard; it enters with its back face up.
  disturb: { cost: 'alternative', from: 'graveyard', transformed: true },
  // CR 702.96a–c: overload, its text changed as it is cast ("target" written "each", rules/queries/cast-text-changes.ts).
  overload: { cost: 'alternative' },
  // CR 702.148a–b: cleave, its text changed as it is cast (the words in square brackets removed, likewise).
  cleave: { cost: 'alternative' },
  // CR 702.113a–b: awaken N, its spell ability added as it is cast (its target chosen only then, rules/queries/cast-text-changes.ts).
  awaken: { cost: 'alternative', numbered: true },
  // CR 702.140a–e, 729.2: mutate, cast as a mutating creature spell targeting a non-Human creature with the same owner;
  // as it resolves it merges with that creature, over or under it, or enters as a creature if the target is illegal
  // (rules/game/mutate.ts).
  mutate: { cost: 'alternative' },
});

/**
 * CR 702.62a: "Suspend N—[cost]": the number of time counters and the cost of the special action, when the engine reads
 * both (a number, a mana cost without X); else undefined ("Suspend X—{X}{R}" stays recognized, not simulated).
 */
export function suspendParts(k: KeywordAbility): { counters: number; cost: string } | undefined {
  if (k.keyword.toLowerCase() !== 'suspend' || !k.cost || k.parameter === undefined || !/^\d{1,2}$/.test(k.parameter.trim())) return undefined;
  return MANA_ONLY.test(k.cost.text) && !/\{X\}/i.test(k.cost.text) ? { counters: Number(k.parameter.trim()), cost: k.cost.text } : undefined;
}

/** The rule of a keyword that is a way to cast its card the engine carries out, or undefined. */
export function castKeywordRule(keyword: string): CastKeywordRule | undefined {
  return CAST_KEYWORDS[keyword.toLowerCase()] as CastKeywordRule | undefined;
}

/** The cost of a way to cast the card keyword `k` stands for (CAST_KEYWORDS): its own, or the one the rules give it; or undefined. */
export function castKeywordCost(k: KeywordAbility): string | undefined {
  const rule = castKeywordRule(k.keyword);
  if (!rule) return undefined;
  if (rule.fixedCost !== undefined) return k.cost || k.parameter !== undefined ? undefined : rule.fixedCost;
  // CR 702.113a: "Awaken 3—{4}{U}" (not "Awaken X—…": no awaken card has one).
  if (rule.numbered) return k.cost && keywordNumber(k) !== undefined ? k.cost.text : undefined;
  // CR 702.153a: "Casualty 2" (not "Casualty X": its number is chosen, 107.3).
  if (rule.numberCost) return !k.cost && k.parameter !== undefined && /^\d{1,2}$/.test(k.parameter.trim()) ? rule.numberCost(Number(k.parameter.trim())) : undefined;
  const own = keywordCost(k);
  return own !== undefined && rule.withPart ? `${own}, ${rule.withPart}` : own;
}

/** "a 1/1 … token" / "two 1/1 … tokens": N objects as Oracle spells a count (CR 107.1). */
const count = (n: number, one: string, many: string) => (n === 1 ? `a ${one}` : `${numberWord(n)} ${many}`);

/**
 * CR 702.108a and the other triggered keywords: what each keyword's triggered ability says; a keyword with a number
 * ("Bushido 2", KeywordSpec param 'number') is given it, the others 0.
 */
export const KEYWORD_TRIGGERS: Readonly<Record<string, (n: number) => string>> = lookupTable({
  prowess: () => 'Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.',
  // CR 702.45a: bushido.
  bushido: (n: number) => `Whenever this creature blocks or becomes blocked, it gets +${n}/+${n} until end of turn.`,
  // CR 702.83a–b: exalted (each instance triggers on its own, like every triggered keyword here: 603.2c).
  exalted: () => 'Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.',
  // CR 702.135a: afterlife.
  afterlife: (n: number) => `When this permanent is put into a graveyard from the battlefield, create ${count(n, '1/1 white and black Spirit creature token', '1/1 white and black Spirit creature tokens')} with flying.`,
  // CR 702.46a: soulshift.
  soulshift: (n: number) => `When this permanent is put into a graveyard from the battlefield, you may return target Spirit card with mana value ${n} or less from your graveyard to your hand.`,
  // CR 702.25a: flanking ("the blocking creature" is the creature that blocked it, the trigger's "that creature": the
  // engine passes it, CR 509.3d); each instance triggers on its own (702.25b).
  flanking: () => 'Whenever this creature becomes blocked by a creature without flanking, that creature gets -1/-1 until end of turn.',
  // CR 702.68a: frenzy.
  frenzy: (n: number) => `Whenever this creature attacks and isn't blocked, it gets +${n}/+0 until end of turn.`,
  // CR 702.130a: afflict.
  afflict: (n: number) => `Whenever this creature becomes blocked, defending player loses ${n} life.`,
  // CR 702.79a: persist; CR 702.93a: undying (the counters it had as it last existed on the battlefield, 603.10a).
  persist: () => "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.",
  undying: () => "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.",
  // CR 702.92a: living weapon.
  'living weapon': () => 'When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it.',
  // CR 702.110a: exploit (CR 702.110b: the creature "exploits a creature" when its controller sacrifices one as it resolves).
  exploit: () => 'When this creature enters, you may sacrifice a creature.',
  // CR 702.123a: fabricate ("If you don't" reads whether the "you may" before it was followed, 608.2d).
  fabricate: (n: number) => `When this permanent enters, you may put ${count(n, '+1/+1 counter', '+1/+1 counters')} on it. If you don't, create ${count(n, '1/1 colorless Servo artifact creature token', '1/1 colorless Servo artifact creature tokens')}.`,
  // CR 702.74a: evoke's triggered ability (its alternative cost is in CAST_KEYWORDS).
  evoke: () => 'When this permanent enters, if its evoke cost was paid, sacrifice it.',
  // CR 702.86a: annihilator ("defending player" is the player this creature attacks, 506.2; each instance triggers on
  // its own, 702.86b).
  annihilator: (n: number) => `Whenever this creature attacks, defending player sacrifices ${count(n, 'permanent', 'permanents')}.`,
  // CR 702.91a: battle cry (each instance triggers on its own, 702.91b).
  'battle cry': () => 'Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.',
  // CR 702.134a: mentor (the target's power compared with this creature's as the target is chosen and as the ability
  // resolves, 608.2b; once this creature has left the battlefield, with its power as it last existed there, 608.2h).
  mentor: () => "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with power less than this creature's power.",
  // CR 702.100a: evolve, its "and/or" written "or" (either comparison true is enough; an intervening "if", checked
  // again as it resolves, 603.4); each instance triggers on its own (702.100d).
  evolve: () => "Whenever a creature you control enters, if that creature's power is greater than this creature's power or that creature's toughness is greater than this creature's toughness, put a +1/+1 counter on this creature.",
  // CR 702.112a, CR 702.112c: renown ("if it isn't renowned": this creature, an intervening "if" checked again as it resolves, 603.4;
  // the first instance to resolve makes it renowned, the others then do nothing, 702.112c).
  renown: (n: number) => `When this creature deals combat damage to a player, if this creature isn't renowned, put ${count(n, '+1/+1 counter', '+1/+1 counters')} on it and it becomes renowned.`,
  // CR 702.115a: ingest ("that player exiles the top card of their library", written as the exile of the top card of the
  // library of the player dealt the damage, 510.3a: who performs the exile changes nothing the engine simulates; each
  // instance triggers on its own, CR 702.115b).
  ingest: () => "Whenever this creature deals combat damage to a player, exile the top card of that player's library.",
  // CR 702.149a: training (its power and theirs as attackers are declared, 508.3a; each instance triggers on its own, CR 702.149b).
  training: () => "Whenever this creature and at least one other creature with power greater than this creature's power attack, put a +1/+1 counter on this creature.",
  // CR 702.105a: dethrone (the player it attacks, not a planeswalker they control, 508.1b; each instance triggers on its own, CR 702.105b).
  dethrone: () => 'Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on this creature.',
  // CR 702.101a: extort ({W/B}, a hybrid symbol paid with white or black mana, 107.4e; "If you do" after the "you may",
  // 608.2d; each instance triggers on its own, CR 702.101b).
  // CR 702.121a: melee (the opponents attacked, counted as it resolves; each instance triggers on its own, CR 702.121b).
  melee: () => 'Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.',
  // CR 702.23a: rampage (the bonus counted once, as it resolves, CR 702.23b; each instance triggers on its own, CR 702.23c).
  rampage: (n: number) => `Whenever this creature becomes blocked, it gets +${n}/+${n} until end of turn for each creature blocking it beyond the first.`,
  extort: () => 'Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way.',
  // CR 702.39a: provoke ("you may choose to have target creature defending player controls block this creature this
  // combat if able. If you do, untap that creature.": written as the untap chosen, "If you do" the requirement, 608.2d —
  // both happen as it resolves, before blockers are declared, 509.1c; the defending player is the one this creature
  // attacks, 506.2). Each instance triggers on its own (CR 702.39b).
  provoke: () => 'Whenever this creature attacks, you may untap target creature defending player controls. If you do, that creature blocks this creature this combat if able.',
});

/**
 * Triggered keywords with a cost (CR 702.30a echo): what each means, given its cost. Only a mana cost is written out
 * ("sacrifice it unless you pay {2}{R}", 118.12a); any other keeps the keyword "recognized, not simulated".
 */
export const KEYWORD_COST_TRIGGERS: Readonly<Record<string, (cost: string) => string>> = lookupTable({
  // The CR's "sacrifice it" names this permanent, the only object the ability names: written so.
  echo: (cost: string) => `At the beginning of your upkeep, if this permanent came under your control since the beginning of your last upkeep, sacrifice this permanent unless you pay ${cost}.`,
  // CR 702.24a: cumulative upkeep ("it" is this permanent, written so as for echo); the mana once per age counter on it as
  // the ability resolves (CR 702.24b: all of them, whichever instance put them there), paid whole or not at all.
  // CR 702.59a: recover, from its owner's graveyard (113.6m: it returns this card from there).
  recover: (cost: string) => `When a creature is put into your graveyard from the battlefield, you may pay ${cost}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.`,
  'cumulative upkeep': (cost: string) => `At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter on this permanent. Then you may pay ${cost} for each age counter on this permanent. If you don't, sacrifice this permanent.`,
});

/**
 * Triggered keywords with a card name (CR 702.124j "partner with [name]": its triggered ability; the other, letting two
 * legendary cards be your commander, works before the game begins, 113.6n): what each means, given the name.
 */
export const KEYWORD_NAMED_TRIGGERS: Readonly<Record<string, (name: string) => string>> = lookupTable({
  'partner with': (name: string) => `When this permanent enters, target player may search their library for a card named ${name}, reveal it, put it into their hand, then shuffle.`,
});

/** A cost of mana symbols only ("{2}{R}"), as "unless you pay" reads it (CR 118.12a). */
const MANA_ONLY = /^(?:\{[^}]+\})+$/;

/**
 * The full text of the triggered ability keyword `k` stands for, or undefined (also for a numbered keyword whose
 * number isn't one: "Bushido X").
 */
export function keywordTrigger(k: KeywordAbility): string | undefined {
  const named = KEYWORD_NAMED_TRIGGERS[k.keyword.toLowerCase()] as ((name: string) => string) | undefined;
  if (named) {
    const name = (k.parameter ?? '').trim();
    return name !== '' && !/[.:()]/.test(name) ? named(name) : undefined;
  }
  const withCost = KEYWORD_COST_TRIGGERS[k.keyword.toLowerCase()] as ((cost: string) => string) | undefined;
  if (withCost) {
    const cost = keywordCost(k);
    // CR 702.24a, 118.3b, 119.4: "Cumulative upkeep—Pay 2 life.": the life paid once per age counter.
    const life = k.keyword.toLowerCase() === 'cumulative upkeep' && cost !== undefined ? /^Pay (\d{1,2}) life$/.exec(cost) : null;
    if (life) return withCost(`${life[1]} life`);
    return cost !== undefined && MANA_ONLY.test(cost) && !/\{X\}/i.test(cost) ? withCost(cost) : undefined;
  }
  const meaning = KEYWORD_TRIGGERS[k.keyword.toLowerCase()] as ((n: number) => string) | undefined;
  if (!meaning) return undefined;
  if (lookupKeyword(k.keyword)?.param !== 'number') return meaning(0);
  const n = k.parameter === undefined ? undefined : parseCount(k.parameter);
  return n === undefined ? undefined : meaning(n);
}

/**
 * The cost an instance was written with ("{2}", or a non-mana cost after a dash: "Equip—Discard a card"), or
 * undefined when it has none or has another parameter beside its cost.
 */
export function keywordCost(k: KeywordAbility): string | undefined {
  if (k.cost) return k.parameter === undefined ? k.cost.text : undefined;
  // A cost of mana and other parts after a dash ("Escape—{R}{R}, Exile three other cards from your graveyard", CR 118.3).
  return k.parameter && (/^[A-Z]/.test(k.parameter) ? !k.parameter.includes('{') : /^\{[^}]+\}.*, [A-Z]/.test(k.parameter)) ? k.parameter.replace(/\.$/, '') : undefined;
}

/** Supertypes and card types by their lower case (written so in a search, CR 205.4a, 205.2a). */
const TYPE_WORDS: ReadonlySet<string> = new Set([...SUPERTYPES, ...CARD_TYPES].map((t) => t.toLowerCase()));

/**
 * CR 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a [type] card, reveal
 * it, put it into your hand, then shuffle." The [type] is a subtype ("Islandcycling", "Slivercycling", written with its
 * capital, 205.3) or supertypes and card types ("Basic landcycling"); any other word leaves it recognized, not simulated.
 */
function typecyclingMeaning(keyword: string): ((cost: string) => string) | undefined {
  const m = /^([a-z][a-z ]*?)cycling$/i.exec(keyword);
  if (!m) return undefined;
  const words = m[1]!.toLowerCase().split(' ');
  const written = words.map((w, i) => (i === words.length - 1 && KINDS.get(w) !== undefined && !TYPE_WORDS.has(w) ? KINDS.get(w)! : TYPE_WORDS.has(w) ? w : undefined));
  if (written.some((w) => w === undefined)) return undefined;
  const type = written.join(' ');
  return (cost: string) => `${cost}, Discard this card: Search your library for ${indefiniteArticle(type)} ${type} card, reveal it, put it into your hand, then shuffle.`;
}

/**
 * CR 702.77a: "Reinforce 2—{1}{G}" (KEYWORD_NUMBER_COST_MEANINGS): its mana cost and what the keyword means, the number
 * written as a word ("two"), or X when the cost has an X ("Reinforce X—{X}{W}{W}", 107.3); else undefined.
 */
function numberCostMeaning(k: KeywordAbility): { cost: string; text: string } | undefined {
  const m = KEYWORD_NUMBER_COST_MEANINGS[k.keyword.toLowerCase()] as ((n: string, cost: string) => string) | undefined;
  const p = k.parameter?.trim();
  if (!m || !k.cost || p === undefined) return undefined;
  const hasX = /\{X\}/i.test(k.cost.text);
  if (p === 'X' ? !hasX : hasX || !/^\d{1,2}$/.test(p) || Number(p) < 1) return undefined;
  const n = p === 'X' ? 'X' : Number(p) === 1 ? '1' : numberWord(Number(p));
  return { cost: k.cost.text, text: m(n, k.cost.text) };
}

/** The full text of the activated ability keyword `k` stands for, or undefined. */
export function keywordMeaning(k: KeywordAbility): string | undefined {
  if (k.quality !== undefined) return qualifiedEquip(k);
  const numbered = numberedMeaning(k);
  if (numbered) return `${numbered.cost}: ${numbered.effect}`;
  const withNumberCost = numberCostMeaning(k);
  if (withNumberCost) return withNumberCost.text;
  const meaning = (KEYWORD_MEANINGS[k.keyword.toLowerCase()] as ((cost: string) => string) | undefined) ?? typecyclingMeaning(k.keyword);
  const cost = keywordCost(k);
  return meaning && cost !== undefined ? meaning(cost) : undefined;
}

/** "Crew 3": the cost and effect of the activated ability it stands for (KEYWORD_NUMBER_MEANINGS); not for "Crew X". */
function numberedMeaning(k: KeywordAbility): { cost: string; effect: string } | undefined {
  const m = KEYWORD_NUMBER_MEANINGS[k.keyword.toLowerCase()] as { cost: (n: number) => string; effect: string } | undefined;
  const n = m && k.parameter !== undefined && /^\d{1,3}$/.test(k.parameter.trim()) ? Number(k.parameter.trim()) : undefined;
  return m && n !== undefined ? { cost: m.cost(n), effect: m.effect } : undefined;
}

/**
 * CR 702.6c: "Equip [quality] [cost]" may target only a creature its activator controls with that quality: "Equip Knight
 * {1}" means "{1}: Attach this permanent to target Knight creature you control. Activate only as a sorcery.". CR 702.6e:
 * "Equip planeswalker" attaches it to a planeswalker as though it were a creature, which the engine doesn't do: no meaning
 * (recognized, not simulated).
 */
function qualifiedEquip(k: KeywordAbility): string | undefined {
  const cost = k.keyword === 'Equip' && k.cost && k.parameter === undefined ? k.cost.text : undefined;
  if (cost === undefined || k.quality === undefined || k.quality === 'planeswalker') return undefined;
  const what = /^[A-Z]/.test(k.quality) ? `${k.quality} creature` : k.quality;
  return `${cost}: Attach this permanent to target ${what} you control. Activate only as a sorcery.`;
}

/** The activation cost of the activated ability keyword `k` stands for ("{2}" for "Equip {2}"), or undefined. */
export function keywordActivationCost(k: KeywordAbility): string | undefined {
  const numbered = numberedMeaning(k);
  if (numbered) return numbered.cost;
  const withNumberCost = numberCostMeaning(k);
  if (withNumberCost) return withNumberCost.cost;
  if (k.quality !== undefined) return qualifiedEquip(k) === undefined ? undefined : k.cost!.text;
  return KEYWORD_MEANINGS[k.keyword.toLowerCase()] || typecyclingMeaning(k.keyword) ? keywordCost(k) : undefined;
}

/** Card types and subtypes by their lower-case singular (CR 205.2a, 205.3), and "token" (111.1): the kinds affinity counts. */
const KINDS: ReadonlyMap<string, string> = new Map([
  ...CARD_TYPES.map((t): [string, string] => [t.toLowerCase(), t.toLowerCase()]),
  ...SUBTYPE_LISTS.flatMap((l) => l.names.map((n): [string, string] => [n.toLowerCase(), n])),
  ['token', 'token'],
]);

/**
 * CR 702.41a: a keyword that stands for a static ability working while its spell is cast, read from what the rules
 * say it means: "Affinity for [text]" means "This spell costs {1} less to cast for each [text] you control." Only a
 * [text] that is one plural kind ("artifacts", "Plains", "Forests", "tokens") is written out; any other leaves the
 * keyword "recognized, not simulated".
 */
export function keywordStatic(k: KeywordAbility): string | undefined {
  // CR 702.125a: undaunted (players who left the game are not counted, 702.125b).
  if (k.keyword.toLowerCase() === 'undaunted') return 'This spell costs {1} less to cast for each opponent you have.';
  if (k.keyword.toLowerCase() !== 'affinity') return undefined;
  const m = /^for ([A-Za-z]+)$/.exec((k.parameter ?? '').trim());
  if (!m) return undefined;
  const word = m[1]!.toLowerCase();
  const kind = KINDS.get(word) ?? (word.endsWith('s') ? KINDS.get(word.slice(0, -1)) : undefined);
  return kind === undefined ? undefined : `This spell costs {1} less to cast for each ${kind} you control.`;
}

/**
 * CR 702.113a: the spell ability awaken N stands for when its cost was paid (its condition is the cast, rules/queries/
 * cast-text-changes.ts: "If this spell's awaken cost was paid, …"); undefined for a form without a number.
 */
export function awakenText(k: KeywordAbility): string | undefined {
  const n = k.keyword.toLowerCase() === 'awaken' ? keywordNumber(k) : undefined;
  return n === undefined ? undefined : `Put ${count(n, '+1/+1 counter', '+1/+1 counters')} on target land you control. That land becomes a 0/0 Elemental creature with haste. It's still a land.`;
}

/** The N of a keyword written "Keyword N" or "Keyword N—[cost]", a number from 1; undefined for another form ("X"). */
export function keywordNumber(k: KeywordAbility): number | undefined {
  const p = k.parameter?.trim() ?? '';
  return /^\d{1,2}$/.test(p) && Number(p) > 0 ? Number(p) : undefined;
}

/**
 * CR 702.52a: the N of "Dredge N", a number from 1 — a replacement of its owner's draws while the card is in their
 * graveyard that rules/actions/dredge.ts carries out; undefined for another form.
 */
export function dredgeNumber(k: KeywordAbility): number | undefined {
  if (k.keyword.toLowerCase() !== 'dredge' || k.cost) return undefined;
  const p = k.parameter?.trim() ?? '';
  return /^\d{1,2}$/.test(p) && Number(p) > 0 ? Number(p) : undefined;
}

/**
 * CR 702.151a: keywords that stand for two activated abilities with one cost: the second ("[Cost]: Unattach this
 * permanent. Activate only if this permanent is attached to a creature and only as a sorcery."), the first being in
 * KEYWORD_MEANINGS.
 */
export const KEYWORD_SECOND_MEANINGS: Readonly<Record<string, (cost: string) => string>> = lookupTable({
  reconfigure: (cost: string) => `${cost}: Unattach this permanent. Activate only if this permanent is attached to a creature and only as a sorcery.`,
});

/** The full text of the second activated ability keyword `k` stands for (KEYWORD_SECOND_MEANINGS), or undefined. */
export function keywordSecondMeaning(k: KeywordAbility): string | undefined {
  const meaning = KEYWORD_SECOND_MEANINGS[k.keyword.toLowerCase()] as ((cost: string) => string) | undefined;
  const cost = keywordCost(k);
  return meaning && cost !== undefined ? meaning(cost) : undefined;
}
