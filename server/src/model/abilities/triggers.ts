// Trigger conditions ("When this creature is turned face up", "Whenever a face-down creature you control
// enters") → TriggerEvent (CR 603.1, 603.6a, 708.8). Input is normalized: the card's own name and
// "this creature"/"this permanent"/… are "~". Anything else is { kind: 'other' }.

import type { CastFrom, Condition, EventLimit, EventObject, EventSubject, GraveyardFrom, GraveyardWhose, ObjectActionVerb, ObjectEventKind, PlayerEventKind, TriggerEvent } from '../types';
import { parseFilter, parseOrArticled } from './targets';
import { numberWord, parseCount } from './numbers';
import { lookupKeyword } from './keywords';
import { lookupTable } from '../lookup-table';
import { indefiniteArticle } from './article';

/** "a" or "an" before a word, by its sound (the words rules text names kinds by). */
/** Step and phase beginnings (CR 503.1 upkeep, 504 draw, 507 combat, 513.1 end step; 505.1 "main phase": either main phase;
 * 514.3a "the next cleanup step"). */
const STEPS = ['upkeep', 'draw step', 'precombat main phase', 'postcombat main phase', 'combat', 'end step', 'main phase', 'cleanup step'] as const;
/** "each of your upkeeps", "each of your main phases": the steps written plural after "each of" (CR 500.1). */
const STEP_PLURALS: Readonly<Record<string, (typeof STEPS)[number]>> = lookupTable({
  upkeeps: 'upkeep', 'draw steps': 'draw step', 'precombat main phases': 'precombat main phase', 'postcombat main phases': 'postcombat main phase',
  'end steps': 'end step', 'main phases': 'main phase',
});
const EACH_OF_STEPS = /^the beginning of each of (your|that player's|enchanted player's) (upkeeps|draw steps|precombat main phases|postcombat main phases|end steps|main phases)$/;
/** "the beginning of combat on each player's turn" (CR 507.1: every beginning of combat step; "on your turn" is its own row). */
const COMBAT_ON_TURN = /^the beginning of combat on (each player's|each opponent's) turn$/;
const WHOSE = [
  'your', 'each', "each opponent's", 'the next', "your opponents'", "each player's", 'your next', 'the',
  // "the first upkeep" of the game, and each player's first (Conspiracy and Archenemy cards).
  'your first', 'the first', "each other player's first",
  // CR 102.1: each player but you; a player chosen before (neither is a step owner the engine fires for).
  "each other player's", "the chosen player's",
  // CR 603.7a, 603.7d: a delayed trigger's step in the next turn of the player named before ("return it to the battlefield
  // under its owner's control at the beginning of their next upkeep"): not fired by the engine.
  'their next',
] as const;
/** "the beginning of <WHOSE> <STEPS>": the two lists above written out as one literal (regex-safety checks literals). */
const BEGINNING =
  /^the beginning of (your|each|each opponent's|the next|your opponents'|each player's|your next|the|your first|the first|each other player's first|each other player's|the chosen player's|enchanted player's|enchanted creature's controller's|equipped creature's controller's|that player's|target opponent's|that player's next|the next turn's|that turn's|their next) (upkeep|draw step|precombat main phase|postcombat main phase|combat|end step|main phase|cleanup step)$/;
/** "the beginning of the upkeep of enchanted creature's controller": the step written first; the controller of the
 * permanent an Aura enchants, of any kind (CR 303.4). */
const BEGINNING_STEP_FIRST = /^the beginning of the (upkeep|draw step|end step) of (enchanted (?:creature|artifact|enchantment|land|permanent)'s controller|equipped creature's controller|enchanted player)$/;

/** The words joining two events of one trigger, each with its trigger word (CR 603.2: either event triggers it). */
const EITHER_JOINERS = ['and whenever', 'or whenever', 'or when', 'and at', 'or at'] as const;

/** Card types a spell cast may be named by alone ("Whenever you cast an artifact", CR 300.1). */
const CARD_TYPE_WORDS = new Set(['artifact', 'creature', 'enchantment', 'instant', 'sorcery', 'planeswalker', 'battle', 'kindred']);

/** Object events, as the phrase after the subject (CR 700.4 dies, 508.1a attacks, 509.1a blocks, 708.8). */
export const OBJECT_EVENTS: readonly ObjectEventKind[] = [
  'dies', 'attacks', 'blocks', 'becomes blocked', 'leaves the battlefield', 'enters', 'is turned face up', 'enters or attacks',
  'attacks or blocks', 'deals combat damage to a player', 'deals damage', 'is dealt damage', 'becomes the target of a spell or ability',
  'becomes tapped', 'is put into a graveyard from the battlefield', 'becomes the target of a spell or ability an opponent controls',
  // CR 510.2: combat damage to a creature, an opponent, blockers.
  'deals combat damage to a creature', 'deals combat damage to an opponent', 'deals combat damage to one or more blocking creatures',
  'deals combat damage', 'becomes blocked by a creature', "attacks and isn't blocked", 'enters under your control',
  'mutates', // CR 702.140
  // CR 113.6k: a trigger condition that works from every zone the card can be put into a graveyard from.
  'is put into a graveyard from anywhere',
  // CR 120.3, 510.2: damage to a kind of recipient.
  'deals damage to a player', 'deals damage to an opponent', 'deals damage to a creature', 'deals damage to you', 'deals damage to ~',
  'deals combat damage to a player or planeswalker', 'deals combat damage to you', 'is dealt combat damage',
  'becomes untapped', // CR 701.26b
  'blocks or becomes blocked by a creature', 'blocks or becomes blocked', 'blocks a creature', 'becomes blocked by two or more creatures', // CR 509.1
  'attacks alone', // CR 506.5
  'exploits a creature', // CR 702.110
  'becomes monstrous', // CR 701.37b
  'is tapped for mana', // CR 106.12
  'enters or leaves the battlefield', 'enters or dies', 'dies or is put into exile from the battlefield', 'is turned face up or dies',
  // CR 700.4, 406.1: a permanent put into a graveyard (a creature) or into exile; into the command zone (408.1, 903.9a:
  // a commander's owner may put it there instead: not tracked by the engine).
  'dies or is put into exile', 'dies or is put into the command zone',
  'becomes the target of a spell', 'becomes the target of a spell or ability for the first time each turn', // CR 115
  'crews a Vehicle', // CR 702.122
  "enters under an opponent's control", 'attacks you', 'attacks you or a planeswalker you control', // CR 508.1
  // CR 508.1, 509.1h: attacking you and not blocked (listed before "attacks you", which it ends with).
  "attacks you and isn't blocked",
  // CR 508.1b, 509.1h: attacking a player (not a planeswalker or battle) and not blocked; "that player" is the one it
  // attacks (not fired by the engine).
  "attacks a player and isn't blocked",
  'and at least two other creatures attack', // battalion (an ability word, CR 207.2c)
  'is put into a graveyard', 'is put into your graveyard from the battlefield', "is put into an opponent's graveyard from the battlefield",
  'leaves your graveyard', 'transforms', 'explores', // CR 701.27, 701.44
  'transforms into ~', 'becomes renowned', 'phases in', 'phases out', 'trains', // CR 701.27, 702.112, 702.26, 702.149
  'enters untapped', 'enters from a graveyard', 'enters attached to a creature', // CR 603.6a, 614.12: how it entered
  'regenerates', // CR 701.19a: a regeneration shield used
  'is put onto the battlefield', 'enters from your graveyard', // CR 603.6a
  "leaves an opponent's graveyard", 'is returned to your hand', // CR 603.6c, 603.10a: a zone change out of a zone
  'becomes level 2', 'becomes level 3', // CR 716.2a: a Class's level becomes N
  'is countered', // CR 701.6a: a spell countered
  // CR 702.149a training, 702.105a dethrone: whom it attacks with, whom it attacks.
  "and at least one other creature with power greater than ~'s power attack", 'attacks the player with the most life or tied for most life',
  // CR 120.2b: noncombat damage; CR 120.10: excess damage dealt to a permanent (more than lethal damage or its loyalty).
  'is dealt noncombat damage', 'is dealt excess damage', 'is dealt excess noncombat damage',
  // CR 303.4, 603.6a: entering under the control of the player a Curse enchants; CR 102.4: under your team's
  // control (not fired by the engine).
  "enters under enchanted player's control", "enters under your team's control",
  // CR 603.6c, 406.1: a permanent's leaving the battlefield into exile ("Whenever a creature is exiled from the battlefield").
  'is put into exile from the battlefield', 'is exiled from the battlefield',
  // CR 406.1, 603.2: cards put into exile from a hand ("one or more cards are put into exile from your hand"; not fired).
  'is put into exile from your hand',
  // CR 603.6c, 400.3: a permanent returned to its owner's hand ("one or more noncreature permanents are returned to hand").
  'is returned to hand',
];

/** An object event's verb phrase for a plural subject ("one or more creatures you control attack"). */
export function pluralEvent(ev: ObjectEventKind): string {
  return ev
    .replace(/^dies$/, 'die').replace(/^attacks/, 'attack').replace(/^blocks/, 'block').replace(/^enters/, 'enter')
    .replace(/^is /, 'are ').replace(/^leaves /, 'leave ').replace(/^deals /, 'deal ').replace(/^becomes /, 'become ').replace(/ and isn't /, " and aren't ");
}

const PLAYER_EVENTS: readonly PlayerEventKind[] = [
  'draw a card', 'gain life', 'lose life', 'discard a card', 'sacrifice a permanent', 'attack', 'cycle a card', 'scry',
  'attack with one or more creatures', 'cast your second spell each turn', 'foretell a card', // CR 508.1, 601.2i, 702.143a
  'cycle or discard a card', 'cycle another card', 'cycle or discard another card', 'discard one or more cards', 'discard a creature card', // CR 702.29, 701.9
  'draw your second card each turn', 'play a land', 'roll one or more dice', 'roll a die', 'clash', 'exert a creature', 'tap a land for mana', // CR 121, 305, 706, 701.23, 701.43
  'cast your first spell each turn', 'cast your first instant or sorcery spell each turn', 'cast their second spell each turn', // CR 601.2i
  'create one or more tokens', 'surveil', 'crew a Vehicle', 'gain life for the first time each turn', // CR 111, 701.25, 702.122
  'be dealt damage', 'become the monarch', 'complete a dungeon', 'venture into the dungeon', 'win a coin flip', 'lose a coin flip', // CR 120, 724, 309, 705
  'be dealt combat damage', 'be dealt noncombat damage', 'play a card', 'activate an ability', 'copy a spell', 'kick a spell', 'lose the game', // CR 120, 601/305, 602, 707.10, 702.33, 104.3
  'become the target of a spell or ability an opponent controls', 'become the target of a spell or ability', // CR 115.1
  'shuffle your library', // CR 701.24a
  "activate an ability that isn't a mana ability", // CR 602.2, 605.1a
  // CR 121.1, 504.1: every draw but the draw step's first (written for another player: "they", "their"); CR 706.2: the
  // highest result a die can show, before modifications. Not fired by the engine.
  'draw a card except the first one they draw in each of their draw steps', "roll a die's highest natural result",
];

const EVENT_PLAYERS = ['you', 'an opponent', 'a player', 'enchanted player', 'enchanted opponent'] as const;
type PlayerEventText = { who: (typeof EVENT_PLAYERS)[number]; event: PlayerEventKind };
let playerEventTexts: Map<string, PlayerEventText> | undefined;

/** Every player event as written for each player ("an opponent draws a card"), made once: the first player and event for a text. */
function playerEventsByText(): Map<string, PlayerEventText> {
  if (playerEventTexts) return playerEventTexts;
  const texts = new Map<string, PlayerEventText>();
  for (const who of EVENT_PLAYERS) {
    for (const event of PLAYER_EVENTS) {
      const text = playerEventText(who, event);
      if (!texts.has(text)) texts.set(text, { who, event });
    }
  }
  return (playerEventTexts = texts);
}

/**
 * "an opponent who controls an artifact named Wedding Ring draws a card", "a player who has no cards in hand gains life"
 * (CR 603.2, 608.2c): a player event whose subject is the players for whom a condition about "that player" holds (read by
 * the condition grammar, printed back as written). Not fired by the engine (effect-descriptors.ts eventSimulated).
 */
function playerWhoEvent(c: string): TriggerEvent | undefined {
  const m = /^(an opponent|a player) who (.+)$/.exec(c);
  if (!m || !playerCondition) return undefined;
  const who = m[1] as 'an opponent';
  for (const event of PLAYER_EVENTS) {
    const tail = playerEventText(who, event).slice(who.length);
    if (!m[2]!.endsWith(tail) || m[2]!.length === tail.length) continue;
    const said = m[2]!.slice(0, -tail.length);
    const condition = playerCondition(`that player ${said}`);
    if (condition) return { kind: 'player-event', who, event, whoCondition: condition, whoWritten: said };
  }
  return undefined;
}

/** "you draw a card" / "an opponent draws a card" (third person adds "s" to the verb); "you're dealt damage". */
export function playerEventText(who: string, ev: PlayerEventKind): string {
  if (ev.startsWith('be dealt ')) return who === 'you' ? `you're ${ev.slice(3)}` : `${who} is ${ev.slice(3)}`;
  if (ev === 'become the monarch') return who === 'you' ? 'you become the monarch' : `${who} becomes the monarch`;
  if (who === 'you') return `you ${ev}`;
  // "an opponent shuffles their library": the possessive agrees with the player (CR 701.24a).
  if (ev === 'shuffle your library') return `${who} shuffles their library`;
  const [verb, ...rest] = ev.split(' ');
  return [who, `${verb}s`, ...rest].join(' ');
}

/** "~", "~ or another creature you control", "a creature you control", "another nontoken creature you control". */
export function parseEventSubject(text: string): EventSubject | undefined {
  if (text === '~') return { self: true };
  // "that token", "that creature": what an earlier effect of the ability named (delayed triggers, CR 603.7c).
  // "the token", "the creature" (Oracle's older wording for the same), "it" (the object an instruction before named).
  if (/^(?:that|the) (?:token|creature|permanent|card|artifact|enchantment|land|planeswalker)$|^it$/.test(text)) return { self: false, pronoun: text };
  // "When the permanent you don't control dies this turn, …" after "… to target creature or planeswalker you don't
  // control": one of the ability's targets, told apart by its controller words (CR 603.7c, 115.1; not fired by the engine).
  if (/^the (?:creature|permanent|land|artifact|enchantment|planeswalker) (?:you control|you don't control|an opponent controls)$/.test(text)) return { self: false, pronoun: text, ofTargets: true };
  // CR 702.55c: "the creature it haunts", "the creature ~ haunts" (the creature a haunting card in exile haunts).
  if (/^the creature (?:it|~) haunts$/.test(text)) return { self: false, pronoun: text, haunted: true };
  let m: RegExpExecArray | null;
  // "target creature other than ~": the object the ability creating this delayed trigger targets (CR 603.7c, 115.1).
  if ((m = /^target (.+)$/.exec(text))) {
    const f = parseFilter(m[1]!);
    return f && !f.plural ? { self: false, target: true, filter: f.filter } : undefined;
  }
  // "you and/or at least one permanent you control" (CR 115.1, 603.2c: you, or one or more of those objects, at once).
  if ((m = /^you and\/or at least one (.+)$/.exec(text))) {
    const f = parseFilter(m[1]!);
    return f && !f.plural ? { self: false, filter: f.filter, orYou: true, andOrAtLeastOne: true } : undefined;
  }
  // "you or a permanent you control", "you or another creature you control" (CR 115.1: a player or an object).
  if ((m = /^you or (.+)$/.exec(text))) {
    const other = parseEventSubject(m[1]!);
    return other && !other.self && !other.pronoun && !other.oneOrMore && !other.attached && !other.orYou ? { ...other, orYou: true } : undefined;
  }
  // "~ or another creature you control", "~ or enchanted creature", "~ or a Dragon you control": this object or the
  // other subject (CR 603.2).
  if ((m = /^~ or (.+)$/.exec(text))) {
    const other = parseEventSubject(m[1]!);
    return other && !other.self && !other.pronoun && !other.oneOrMore ? { ...other, self: true } : undefined;
  }
  if ((m = /^(an?|another) (.+)$/.exec(text))) {
    const f = parseFilter(m[2]!);
    return f && !f.plural ? { self: false, ...(m[1] === 'another' ? { other: true } : {}), filter: f.filter } : undefined;
  }
  if ((m = /^(enchanted|equipped) (.+)$/.exec(text))) {
    const f = parseFilter(m[2]!);
    return f && !f.plural ? { self: false, attached: m[1] as 'enchanted', filter: f.filter } : undefined;
  }
  return undefined;
}

function parseGeneralEvent(c: string): TriggerEvent | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^the beginning of combat on your turn$/.exec(c))) return { kind: 'beginning-of', step: 'combat', whose: 'your', onYourTurn: true };
  if ((m = COMBAT_ON_TURN.exec(c))) return { kind: 'beginning-of', step: 'combat', whose: m[1] as "each player's", onTurn: true };
  if ((m = EACH_OF_STEPS.exec(c))) return { kind: 'beginning-of', step: STEP_PLURALS[m[2]!]!, whose: m[1] as 'your', eachOf: true };
  if ((m = BEGINNING.exec(c))) {
    return { kind: 'beginning-of', step: m[2] as (typeof STEPS)[number], whose: m[1] as (typeof WHOSE)[number] };
  }
  if ((m = BEGINNING_STEP_FIRST.exec(c))) {
    return { kind: 'beginning-of', step: m[1] as (typeof STEPS)[number], whose: `${m[2]}'s` as "enchanted player's", stepFirst: true };
  }
  // CR 511.2: "At end of combat".
  if (c === 'end of combat') return { kind: 'end-of-combat' };
  // CR 730.1a: "Whenever day becomes night or night becomes day".
  if (c === 'day becomes night or night becomes day') return { kind: 'day-night' };
  // CR 603.12: "When you do, …" (a reflexive trigger, made by the ability it is part of).
  if (c === 'you do' || c === 'they do') return { kind: 'reflexive', ...(c === 'they do' ? { they: true } : {}) };
  // "When you cast this spell" (CR 601.2i), "When you cycle ~" (702.29d), "When you sacrifice ~", "When you discard ~".
  if ((m = /^you (cast|cycle|sacrifice|discard|cycle or discard) ~$/.exec(c))) return { kind: 'self-action', action: m[1] as 'cast' };
  // "you cast or copy an instant or sorcery spell" (magecraft, CR 707.10).
  if ((m = /^you cast or copy (an?) (.+)$/.exec(c))) {
    const f = parseFilter(m[2]!);
    const spell = f && (f.filter.types.includes('spell') || f.filter.anyOf?.every((a) => a.types.includes('spell')));
    if (f && !f.plural && spell) return { kind: 'cast', who: 'you', filter: f.filter, orCopy: true };
  }
  // CR 903.3, 601.2i: "When you cast your commander" (a designation the engine's matcher doesn't read: not fired).
  if (c === 'you cast your commander') return { kind: 'cast', who: 'you', filter: { types: ['commander'], text: 'commander' }, yourCommander: true };
  // "You may cast target creature card in a graveyard this turn. When you cast it this turn, …" (CR 603.7c, 601.2i): the
  // card an instruction before named, cast as a spell (a delayed trigger about it; not fired by the engine).
  if ((m = /^you cast (it|that card)$/.exec(c))) return { kind: 'cast', who: 'you', filter: { types: ['spell'], text: 'spell' }, castIt: m[1] as 'it' | 'that card' };
  // CR 601.2a: the zone a spell is cast from ("whenever you cast an instant or sorcery spell from your hand").
  // "you cast your next instant or sorcery spell … this turn" (a delayed trigger, CR 603.7).
  if ((m = /^you cast your next (.+) this turn$/.exec(c))) {
    const f = parseFilter(m[1]!);
    const spell = f && (f.filter.types.includes('spell') || f.filter.anyOf?.every((a) => a.types.includes('spell')));
    return f && !f.plural && spell ? { kind: 'cast', who: 'you', filter: f.filter, nextThisTurn: true } : undefined;
  }
  if ((m = /^(you|an opponent|a player|enchanted player) casts? (an?|another) (.+)$/.exec(c))) {
    // The spell phrase may end with the zone it's cast from, or with phrases after "spell" ("with the chosen name").
    const from = /^(.+) from (your hand|your graveyard|exile|anywhere other than your hand)$/.exec(m[3]!);
    const f = parseFilter(from ? from[1]! : m[3]!);
    const spell = f && (f.filter.types.includes('spell') || f.filter.anyOf?.every((a) => a.types.includes('spell')));
    // CR 601.2: "Whenever you cast an artifact" (a card type without "spell": the spell cast is of that type).
    const typeOnly = f && !spell && !f.filter.anyOf && f.filter.types.length === 1 && CARD_TYPE_WORDS.has(f.filter.types[0]!);
    if (!f || f.plural || (!spell && !typeOnly)) return undefined;
    if (from) m[4] = from[2]!;
    if ((m[1] === 'you') !== /^you cast /.test(c)) return undefined;
    const filter = typeOnly ? { ...f.filter, types: [...f.filter.types, 'spell'] } : f.filter;
    if (m[2] === 'another') filter.other = true;
    return { kind: 'cast', who: m[1] as 'you', filter, ...(m[4] ? { from: m[4] as CastFrom } : {}), ...(typeOnly ? { typeOnly: true } : {}) };
  }

  const playerEvent = playerEventsByText().get(c);
  if (playerEvent) return { kind: 'player-event', who: playerEvent.who, event: playerEvent.event };
  const whoEvent = playerWhoEvent(c);
  if (whoEvent) return whoEvent;
  // "you copy an instant spell" (CR 707.10: copying a spell, not casting it; "you copy a spell" is a player event above).
  if ((m = /^you copy (an?) (.+)$/.exec(c))) {
    const f = parseFilter(m[2]!);
    const spell = f && (f.filter.types.includes('spell') || f.filter.anyOf?.every((a) => a.types.includes('spell')));
    if (f && !f.plural && spell) return { kind: 'cast', who: 'you', filter: f.filter, copyOnly: true };
  }
  // "you sacrifice a creature", "an opponent sacrifices another permanent" (CR 701.21a).
  if ((m = /^(you|an opponent|a player) sacrifices? (?:an? |(another) |(one or more (?:other )?))(.+)$/.exec(c))) {
    const f = parseFilter(m[4]!);
    if ((m[1] === 'you') !== /^you sacrifice /.test(c) || !f || f.plural !== !!m[3]) return undefined;
    // "one or more [other] creatures" (CR 603.2c: one trigger for the group).
    if (m[3]) return { kind: 'sacrifice', who: m[1] as 'you', filter: m[3].includes('other') ? { ...f.filter, other: true } : f.filter, oneOrMore: true };
    return { kind: 'sacrifice', who: m[1] as 'you', filter: m[2] ? { ...f.filter, other: true } : f.filter };
  }
  for (const ev of OBJECT_EVENTS) {
    if (c.endsWith(` ${ev}`)) {
      const subject = parseEventSubject(c.slice(0, c.length - ev.length - 1));
      if (subject) return { kind: 'object-event', subject, event: ev };
    }
    // "one or more creatures you control attack" (CR 603.2c: one trigger for the whole group).
    // "two or more artifacts enter under your control": at least that many at once (one trigger for them all).
    const plural = ` ${pluralEvent(ev)}`;
    const many = /^(\w+) or more /.exec(c);
    const atLeast = many ? parseCount(many[1]!) : undefined;
    if (many && atLeast !== undefined && atLeast >= 1 && c.endsWith(plural) && numberWord(atLeast) === many[1]) {
      const f = parseFilter(c.slice(many[0].length, c.length - plural.length));
      if (f && f.plural) return { kind: 'object-event', subject: { self: false, oneOrMore: true, ...(atLeast > 1 ? { atLeast } : {}), filter: f.filter }, event: ev };
    }
  }
  return parseObjectAction(c) ?? parsePutIntoGraveyard(c) ?? parsePlayerAttacks(c) ?? parseCastNth(c) ?? parseCountersPlaced(c) ?? parsePlayerActs(c) ?? parsePlayerPuts(c);
}

/** "you put one or more -1/-1 counters on a creature" (CR 122.1), "a player puts a Swamp or black permanent onto the
 * battlefield" (CR 603.6a): what a player puts where, each part read on its own. */
function parsePlayerPuts(c: string): TriggerEvent | undefined {
  const m = /^(you|an opponent|a player) puts? (.+?) (on|onto the battlefield)(?: (.+))?$/.exec(c);
  if (!m || (m[1] === 'you') !== c.startsWith('you put ')) return undefined;
  const who = m[1] as 'you';
  if (m[3] === 'on') {
    const k = /^(an?|one or more) ([+-]\d\/[+-]\d|[a-z]+) (counters?)$/.exec(m[2]!);
    const on = m[4] !== undefined ? parseEventObject(m[4]) : undefined;
    if (!k || !on || on.player || (k[1] === 'one or more') !== (k[3] === 'counters') || (k[1] !== 'one or more' && indefiniteArticle(k[2]!) !== k[1])) return undefined;
    return { kind: 'player-puts-counters', who, counter: k[2]!, oneOrMore: k[1] === 'one or more', on };
  }
  const a = /^(an?) (.+)$/.exec(m[2]!);
  const f = a && m[4] === undefined ? parseFilter(a[2]!) : undefined;
  return f && !f.plural && indefiniteArticle(a![2]!) === a![1] ? { kind: 'player-puts-onto-battlefield', who, filter: f.filter } : undefined;
}

/** "a +1/+1 counter is put on ~", "one or more +1/+1 counters are put on a creature you control", "one or more loyalty
 * counters are removed from ~", "one or more loyalty counters are put on planeswalkers you control" (CR 122.1, 122.6). */
function parseCountersPlaced(c: string): TriggerEvent | undefined {
  const m = /^(an?|one or more|the last) ([+-]\d\/[+-]\d|[a-z]+) (counter is|counters are) (put on|removed from) (.+)$/.exec(c);
  if (!m || (m[1] === 'one or more') !== (m[3] === 'counters are')) return undefined;
  // CR 702.62a: "the last time counter is removed from ~" (none left after it).
  if (m[1] === 'the last' && m[4] !== 'removed from') return undefined;
  const onText = m[5]!;
  const plural = /^[a-z]+s you control$/.test(onText) ? parseFilter(onText) : undefined;
  const on = plural?.plural ? { self: false, filter: plural.filter, oneOrMore: true } : parseEventSubject(onText);
  if (!on) return undefined;
  return { kind: 'counters-placed', counter: m[2]!, oneOrMore: m[1] === 'one or more', ...(m[4] === 'removed from' ? { removed: true } : {}), ...(m[1] === 'the last' ? { last: true } : {}), on };
}

/** A player's action on objects of a kind (CR 603.2): "you tap a Forest for mana" (106.12), "an opponent discards one or
 * more nonland cards" (701.9a), "enchanted player is attacked" (508.1a). After the fixed player events the engine fires. */
function parsePlayerActs(c: string): TriggerEvent | undefined {
  let m: RegExpExecArray | null;
  // CR 602.2: an ability of one object ("enchanted creature", 303.4; "equipped creature", 301.5), or of a kind, then what
  // kind of ability: "with {T} in its activation cost" (602.1a, 107.5), "that isn't a mana ability" (605.1a); written
  // active ("a player activates an ability of …") or passive ("an ability of equipped creature is activated").
  const ofOne = /^(?:(you|an opponent|a player) activates? an ability of (enchanted creature|equipped creature|~|an? .+?)|an ability of (enchanted creature|equipped creature|~|an? .+?) is activated)( with \{T\} in its activation cost)?( that isn't a mana ability)?$/.exec(c);
  // The plain "an ability of <a kind>" is read below.
  if ((m = ofOne) && (m[4] || m[5] || m[1] === undefined || !/^an? /.test(m[2]!))) {
    const active = m[1] !== undefined;
    if (active && (m[1] === 'you') !== c.startsWith('you activate ')) return undefined;
    const ofText = (active ? m[2] : m[3])!;
    const extra = { ...(m[4] ? { tapInCost: true } : {}), ...(m[5] ? { notMana: true } : {}), ...(active ? {} : { passive: true }) };
    const who = (active ? m[1] : 'a player') as 'you';
    if (ofText === 'enchanted creature' || ofText === 'equipped creature' || ofText === '~') return { kind: 'activates', who, ofObject: ofText, ...extra };
    const a = /^(an?) (.+)$/.exec(ofText)!;
    const f = parseFilter(a[2]!);
    return f && !f.plural && indefiniteArticle(a[2]!) === a[1] ? { kind: 'activates', who, of: f.filter, ...extra } : undefined;
  }
  // CR 602.2: "you activate an ability of an Elemental", "you activate a ninjutsu ability", "you activate ~'s outlast ability".
  if ((m = /^(you|an opponent|a player) activates? (?:an ability of (an?) (.+)|(an?|~'s) ([a-z]+) ability)$/.exec(c))) {
    if ((m[1] === 'you') !== c.startsWith('you activate ')) return undefined;
    const who = m[1] as 'you';
    if (m[3]) {
      const f = parseFilter(m[3]);
      return f && !f.plural && indefiniteArticle(m[3]) === m[2] ? { kind: 'activates', who, of: f.filter } : undefined;
    }
    const kw = lookupKeyword(m[5]!);
    if (!kw || (m[4] !== "~'s" && indefiniteArticle(m[5]!) !== m[4])) return undefined;
    return { kind: 'activates', who, keyword: m[5]!, ...(m[4] === "~'s" ? { selfKeyword: true } : {}) };
  }
  if ((m = /^(enchanted player is|you're) attacked$/.exec(c))) return { kind: 'player-attacked', who: m[1] === "you're" ? 'you' : 'enchanted player' };
  // CR 305.1, 601.2, 603.2: "you play a card exiled with ~": a land played or a spell cast, of a kind (not fired by the engine).
  if ((m = /^(you|an opponent|a player) plays? (an?) (.+)$/.exec(c))) {
    const f = parseFilter(m[3]!);
    if (!f || f.plural || !f.filter.types.includes('card') || indefiniteArticle(m[3]!) !== m[2] || (m[1] === 'you') !== c.startsWith('you play ')) return undefined;
    return { kind: 'plays', who: m[1] as 'you', filter: f.filter };
  }
  if ((m = /^(you|an opponent|a player) taps? (an?) (.+) for mana$/.exec(c))) {
    const f = parseFilter(m[3]!);
    if (!f || f.plural || (m[1] === 'you') !== c.startsWith('you tap ')) return undefined;
    return { kind: 'taps-for-mana', who: m[1] as 'you', filter: f.filter };
  }
  // What a spell or ability a player controls does (CR 603.2): counters a spell (701.6a), exiles permanents (406.1,
  // 603.6c), causes a permanent of a kind to be put into your graveyard from the battlefield (700.4, 603.6c).
  if ((m = /^a spell or ability (you|an opponent) controls? (counters a spell|exiles one or more permanents from the battlefield|causes (an?) (.+) to be put into your graveyard from the battlefield)$/.exec(c))) {
    if ((m[1] === 'you') !== c.startsWith('a spell or ability you control ')) return undefined;
    const whose = m[1] as 'you';
    if (!m[3]) return { kind: 'source-does', whose, does: m[2] as 'counters a spell' };
    const f = parseFilter(m[4]!);
    return f && !f.plural && indefiniteArticle(m[4]!) === m[3] ? { kind: 'source-does', whose, does: 'causes', filter: f.filter } : undefined;
  }
  // "a spell or ability an opponent controls causes you to discard ~" (CR 701.9a): a discard another player's effect made.
  if ((m = /^a spell or ability an opponent controls causes you to discard (?:(~)|(cards)|an? (.+))$/.exec(c))) {
    if (m[1] || m[2]) return { kind: 'discard-caused', ...(m[2] ? { cards: true } : {}) };
    const f = parseFilter(m[3]!);
    return f && !f.plural && f.filter.types.includes('card') ? { kind: 'discard-caused', filter: f.filter } : undefined;
  }
  if ((m = /^(you|an opponent|a player) discards? (an?|one or more) (.+)$/.exec(c))) {
    const f = parseFilter(m[3]!) ?? (m[2] !== 'one or more' ? parseOrArticled(m[3]!) : undefined);
    // "a Spirit card or a card with disturb": each alternative a card (CR 701.9a).
    const cards = f?.filter.types.includes('card') || !!f?.filter.anyOf?.every((a) => a.types.includes('card'));
    if (!f || f.plural !== (m[2] === 'one or more') || !cards || (m[1] === 'you') !== c.startsWith('you discard ')) return undefined;
    return { kind: 'discard', who: m[1] as 'you', filter: f.filter, ...(m[2] === 'one or more' ? { oneOrMore: true } : {}) };
  }
  // "you exile a nonland card" (CR 406.1), as a reflexive trigger's event: "When you exile a nonland card this way".
  if ((m = /^(you|an opponent|a player) exiles? (an?|one or more) (.+)$/.exec(c))) {
    const f = parseFilter(m[3]!);
    if (!f || f.plural !== (m[2] === 'one or more') || !f.filter.types.includes('card') || (m[2] !== 'one or more' && indefiniteArticle(m[3]!) !== m[2]) || (m[1] === 'you') !== c.startsWith('you exile ')) return undefined;
    return { kind: 'exiles', who: m[1] as 'you', filter: f.filter, ...(m[2] === 'one or more' ? { oneOrMore: true } : {}) };
  }
  return undefined;
}

/** "you cast your first spell during each opponent's turn", "an opponent casts their first noncreature spell each turn"
 * (CR 601.2i): after the fixed player events, which the engine counts. */
function parseCastNth(c: string): TriggerEvent | undefined {
  // "the first noncreature spell of a turn is cast", "the fourth spell of a turn is cast": by any player (CR 601.2i).
  const p = /^the (first|second|third|fourth) (.+?) of a turn is cast$/.exec(c);
  const pf = p ? parseFilter(p[2]!) : undefined;
  if (p && pf && !pf.plural && pf.filter.types.includes('spell')) return { kind: 'cast-nth', who: 'a player', nth: p[1] as 'first', filter: pf.filter, per: 'in a turn', passive: true };
  const m = /^(you|an opponent|a player) casts? (?:your|their) (first|second|third|fourth) (.+?) (each turn|during each opponent's turn|in a turn|during your turn)$/.exec(c);
  const f = m ? parseFilter(m[3]!) : undefined;
  const spell = f && (f.filter.types.includes('spell') || f.filter.anyOf?.every((a) => a.types.includes('spell')));
  if (!m || !f || f.plural || !spell || (m[1] === 'you') !== /^you cast your /.test(c)) return undefined;
  return { kind: 'cast-nth', who: m[1] as 'you', nth: m[2] as 'first', filter: f.filter, per: m[4] as 'each turn' };
}

const PLAYER_ATTACKS = /^(you|a player|an opponent) attacks?(?: (a player|one of your opponents|one or more of your opponents|enchanted player|you and\/or one or more planeswalkers you control|you or a planeswalker you control|you|another one of your opponents))?(?: with (?:(one or more|two or more|three or more|exactly two|exactly one|an?) )?(.+))?$/;

/** The counts of attackers that name one creature ("with exactly one creature", "with a creature an opponent owns"). */
export const ONE_ATTACKER: ReadonlySet<string> = new Set(['exactly one', 'a', 'an']);

/** "<player> attack(s) [<player>] [with <how many> <creatures>]" (CR 508.1a: the attacking player and the attackers; whom
 * may be "you and/or one or more planeswalkers you control", CR 508.1b: a player or a planeswalker attacked). */
function parsePlayerAttacks(c: string): TriggerEvent | undefined {
  const m = PLAYER_ATTACKS.exec(c);
  if (!m || (m[1] === 'you') !== /^you attack\b/.test(c) || (!m[2] && !m[4])) return undefined;
  const f = m[4] !== undefined ? parseFilter(m[4]) : undefined;
  if (m[4] !== undefined && (!f || f.plural !== !ONE_ATTACKER.has(m[3] ?? ''))) return undefined;
  // "with a creature": the article agrees with its noun.
  if ((m[3] === 'a' || m[3] === 'an') && indefiniteArticle(m[4]!) !== m[3]) return undefined;
  return { kind: 'player-attacks', who: m[1] as 'you', ...(m[2] ? { whom: m[2] } : {}), ...(f ? { with: { ...(m[3] ? { count: m[3] } : {}), filter: f.filter } } : {}) };
}

const INTO_GRAVEYARD = /^(.+?) (is|are) put into (your|an opponent's|a player's|a|its owner's|their owner's|their owners') graveyards?(?: from (anywhere|the battlefield|your library|their library|a library|your hand|play))?$/;

/** "<cards> is/are put into <whose> graveyard [from <zone>]" (CR 603.2, 700.4): the parts read on their own. */
function parsePutIntoGraveyard(c: string): TriggerEvent | undefined {
  const m = INTO_GRAVEYARD.exec(c);
  if (!m) return undefined;
  const whose = m[3] as GraveyardWhose;
  if ((whose === "their owners'") !== c.includes(' graveyards')) return undefined;
  const from = m[4] as GraveyardFrom | undefined;
  if (m[2] === 'are') {
    const f = m[1]!.startsWith('one or more ') ? parseFilter(m[1]!.slice('one or more '.length)) : undefined;
    return f && f.plural ? { kind: 'put-into-graveyard', subject: { self: false, oneOrMore: true, filter: f.filter }, whose, ...(from ? { from } : {}) } : undefined;
  }
  const subject = parseEventSubject(m[1]!);
  return subject ? { kind: 'put-into-graveyard', subject, whose, ...(from ? { from } : {}) } : undefined;
}

/** The verbs of an object's action with an object, longest first (a verb that ends another is tried after it). */
const ACTION_VERBS: readonly ObjectActionVerb[] = [
  'blocks or becomes blocked by', 'becomes blocked by', 'deals noncombat damage to', 'deals combat damage to', 'deals damage to',
  'becomes the target of', 'is dealt damage by', 'blocks', 'attacks', 'becomes attached to', 'becomes unattached from',
  'exploits', // CR 702.110a
];
/** Players an action names, as written (CR 102.1, 506.2). */
const OBJECT_PLAYERS = new Set([
  'a player', 'an opponent', 'defending player', 'you', 'one of your opponents', 'enchanted player', 'your opponents', 'another player',
  'a planeswalker or player', 'one or more of your opponents', 'that player', 'target opponent',
]);

/** "a creature with flying", "one or more colorless creatures", "an opponent": what an action is done to. */
function parseEventObject(text: string): EventObject | undefined {
  if (OBJECT_PLAYERS.has(text)) return { player: text };
  if (text === '~') return { self: true };
  let m: RegExpExecArray | null;
  // "you or a permanent you control" (CR 115.1, 120.1: a player or an object dealt damage, either one).
  if ((m = /^you or (an? .+)$/.exec(text))) {
    const other = parseEventObject(m[1]!);
    return other?.filter && !other.oneOrMore ? { ...other, orYou: true } : undefined;
  }
  if ((m = /^one or more (.+)$/.exec(text))) {
    const f = parseFilter(m[1]!);
    return f && f.plural ? { filter: f.filter, oneOrMore: true } : undefined;
  }
  if ((m = /^an? (.+)$/.exec(text))) {
    const f = parseFilter(m[1]!);
    return f && !f.plural ? { filter: f.filter } : undefined;
  }
  return undefined;
}

/**
 * "<subject> <verb> <object>" (CR 603.2): an object's action and what it is done to, each part read on its own ("~ blocks
 * a creature with flying", "a creature you control deals combat damage to a planeswalker", "one or more creatures you
 * control deal damage to an opponent").
 */
function parseObjectAction(c: string): TriggerEvent | undefined {
  // "~ deals 6 or more damage to an opponent", "… deals 3 or more combat damage to a player": the action with at least that
  // much damage dealt at once (CR 120.1, 603.2), read as the same action with its amount.
  const much = /^(.+?) (deals?) (\d{1,2}) or more ((?:combat |noncombat )?damage to .+)$/.exec(c);
  if (much) {
    const inner = parseObjectAction(`${much[1]} ${much[2]} ${much[4]}`);
    return inner?.kind === 'object-action' && !inner.damageAtLeast ? { ...inner, damageAtLeast: Number(much[3]) } : undefined;
  }
  for (const verb of ACTION_VERBS) {
    for (const [v, plural] of [[verb, false], [pluralEvent(verb as ObjectEventKind), true]] as const) {
      const at = c.indexOf(` ${v} `);
      if (at <= 0) continue;
      const object = parseEventObject(c.slice(at + v.length + 2));
      if (!object) continue;
      const subjectText = c.slice(0, at);
      if (plural) {
        const f = subjectText.startsWith('one or more ') ? parseFilter(subjectText.slice('one or more '.length)) : undefined;
        if (f && f.plural) return { kind: 'object-action', subject: { self: false, oneOrMore: true, filter: f.filter }, verb, object };
        continue;
      }
      const subject = parseEventSubject(subjectText);
      if (subject) return { kind: 'object-action', subject, verb, object };
    }
  }
  return undefined;
}

/** Conditions that are states of the game, read as state triggers (CR 603.8). */
const STATE_KINDS: ReadonlySet<string> = new Set(['control', 'compare', 'player-controls', 'counters-on', 'controls-count', 'player-has', 'hand-size']);
/** Facts of the game that are states, not things that happened ("When you have 10 or less life", CR 603.8). */
const STATE_FACTS: ReadonlySet<string> = new Set(['life-at-most']);

/** The condition grammar, any condition ("that player controls an artifact"): the players a player event's subject picks. */
let playerCondition: ((text: string) => Condition | undefined) | undefined;

/** The condition grammar (effects.ts registers it: conditions read effects' words, and effects read triggers). */
export let stateCondition: ((text: string) => Condition | undefined) | undefined;
export function registerStateConditions(read: (text: string) => Condition | undefined): void {
  playerCondition = read;
  // CR 603.8: a state — what a player controls, a number compared ("there are no cards in your graveyard"), counters on an
  // object — never an event that happened.
  stateCondition = (t) => {
    const c = read(t);
    return c && (STATE_KINDS.has(c.kind) || (c.kind === 'fact' && STATE_FACTS.has(c.fact))) ? c : undefined;
  };
}

/** The limits an event may state after it (CR 603.7b: a delayed trigger's "this turn"; 603.2). */
const EVENT_LIMITS: readonly EventLimit[] = [
  'this turn', 'this combat', 'during your turn', "during an opponent's turn", "during each opponent's turn",
  'while ~ is in your graveyard', 'for the first time each turn', 'while ~ is tapped', 'while ~ is attacking',
  // CR 603.12: "When you discard a nonland card this way" (what the ability's own instructions did); CR 506.1 "dies during
  // combat"; CR 406.1 a card's counters changing while it is in exile.
  'this way', 'during combat', "while it's exiled",
  // CR 603.2, 102.2: "Whenever an opponent draws a card during their turn": the turn of the player the event names.
  'during their turn',
];

/** `condition` is the text after "When"/"Whenever"/"At", without the comma; `original` as written. */
export function parseTriggerEvent(condition: string, original: string): TriggerEvent {
  const c = condition.trim().replace(/\s+/g, ' ');
  const plain = parseOneEvent(c, original);
  if (plain.kind !== 'other' || c.length > 300) return plain;
  return parseComposedEvent(c, true) ?? plain;
}

/**
 * An event built from parts (CR 603.2): an event with a stated limit ("… dies this turn"), or two events joined by "or"
 * ("When ~ enters or the creature it haunts dies", "Whenever a player plays a land or casts a spell": the second's
 * subject may be left out, "When you cycle ~ or it dies": "it" is this object). One "or" split deep.
 */
function parseComposedEvent(c: string, splitOr: boolean): TriggerEvent | undefined {
  for (const limit of EVENT_LIMITS) {
    if (!c.endsWith(` ${limit}`)) continue;
    const inner = parseOneEvent(c.slice(0, c.length - limit.length - 1), '');
    const event = inner.kind !== 'other' ? inner : splitOr ? parseComposedEvent(c.slice(0, c.length - limit.length - 1), true) : undefined;
    if (event) return { kind: 'limited', event, limit };
  }
  if (!splitOr) return undefined;
  for (let at = c.indexOf(' or '); at > 0; at = c.indexOf(' or ', at + 1)) {
    const leftText = c.slice(0, at);
    const rightText = c.slice(at + 4);
    const left = parseOneEvent(leftText, '');
    const leftEvent = left.kind !== 'other' ? left : parseComposedEvent(leftText, false);
    if (!leftEvent) continue;
    // "you cycle ~ or it dies": "it" is this object.
    if (rightText.startsWith('it ') && leftText.includes('~')) {
      const self = parseOneEvent(`~ ${rightText.slice(3)}`, '');
      if (self.kind !== 'other') return { kind: 'either', events: [leftEvent, self], or: true, secondIt: true };
    }
    const right = parseOneEvent(rightText, '');
    if (right.kind !== 'other') return { kind: 'either', events: [leftEvent, right], or: true };
    const limited = parseComposedEvent(rightText, false);
    if (limited) return { kind: 'either', events: [leftEvent, limited], or: true };
    // The second event's subject left out: the first's subject, its first words ("~ attacks or becomes blocked").
    const words = leftText.split(' ');
    for (let k = 1; k < Math.min(words.length, 8); k++) {
      const subject = words.slice(0, k).join(' ');
      if (!parseEventSubject(subject) && !/^(?:you|an opponent|a player)$/.test(subject)) continue;
      const shared = parseOneEvent(`${subject} ${rightText}`, '');
      if (shared.kind !== 'other') return { kind: 'either', events: [leftEvent, shared], or: true, elided: subject };
    }
  }
  return undefined;
}

function parseOneEvent(c: string, original: string): TriggerEvent {
  // "Whenever A and whenever B, …" (CR 603.2: either event triggers the one ability).
  // "At the beginning of your upkeep or whenever you cast a black spell", "… or when ~ leaves the battlefield": the same,
  // the second event with its own trigger word.
  // "When ~ enters the battlefield or at the beginning of your upkeep" (the second event a step's beginning, CR 603.2); "and
  // at least two other creatures attack" is no second event.
  for (const joiner of EITHER_JOINERS) {
    const both = c.indexOf(` ${joiner} `);
    if (both <= 0) continue;
    if (joiner.endsWith(' at') && !/^(?:the beginning of|end of combat)\b/.test(c.slice(both + joiner.length + 2))) continue;
    const events = [c.slice(0, both), c.slice(both + joiner.length + 2)].map((x) => parseTriggerEvent(x, x));
    if (events.every((ev) => ev.kind !== 'other')) return { kind: 'either', events, ...(joiner === 'and whenever' ? {} : { joiner }) };
    return { kind: 'other', text: original.trim() };
  }
  switch (c) {
    case '~ is turned face up':
      return { kind: 'self-turned-face-up' }; // CR 708.8
    case '~ enters':
    case '~ enters the battlefield':
      return { kind: 'self-enters' }; // CR 603.6a
    case '~ enters or is turned face up':
    case '~ enters the battlefield or is turned face up':
      return { kind: 'self-enters-or-turned-face-up' };
    case '~ dies':
      return { kind: 'self-dies' }; // CR 700.4
    // "a face-down permanent you control is turned face up" says the same: only a face-down permanent can be.
    case 'a permanent you control is turned face up':
      return { kind: 'permanent-you-control-turned-face-up' };
    case 'a face-down permanent you control is turned face up':
      return { kind: 'permanent-you-control-turned-face-up', faceDownWritten: true };
    case 'you turn a permanent face up':
      return { kind: 'you-turn-permanent-face-up' };
    case 'a face-down creature you control enters':
      return { kind: 'face-down-creature-you-control-enters' };
    case 'a face-down creature enters the battlefield under your control':
    case 'a face-down creature enters under your control':
      return { kind: 'face-down-creature-you-control-enters', underYourControl: true };
    case 'you manifest dread':
      return { kind: 'you-manifest-dread' };
    case 'you set this scheme in motion':
      return { kind: 'you-set-scheme-in-motion' }; // CR 701.32a
    case 'you lose control of ~':
      return { kind: 'you-lose-control-of-self' };
    // CR 110.2, 603.2: the control change the other way ("When you gain control of ~ from another player").
    case 'you gain control of ~':
      return { kind: 'you-gain-control-of-self' };
    case 'you gain control of ~ from another player':
      return { kind: 'you-gain-control-of-self', fromAnother: true };
    // CR 702.24a, 603.2: paying this permanent's cumulative upkeep (not fired by the engine).
    case "you pay ~'s cumulative upkeep":
      return { kind: 'you-pay-cumulative-upkeep' };
  }
  // "a/another <filter> enters [the battlefield] [under your control]" (CR 603.6a).
  const m = /^(an?|another) (.+?) enters(?: the battlefield)?( under your control)?$/.exec(c);
  if (m) {
    const r = parseFilter(m[2]!);
    // creature-enters fires for creatures only: require "creature", or a face-down permanent (a 2/2 creature).
    const creatureLike = r && (r.filter.types.includes('creature') || (r.filter.faceDown && r.filter.types.includes('permanent')));
    if (r && !r.plural && creatureLike) {
      const filter = r.filter;
      if (m[1] === 'another') filter.other = true;
      if (m[3]) {
        if (filter.controller && filter.controller !== 'you') return { kind: 'other', text: original.trim() };
        filter.controller = 'you';
        return { kind: 'creature-enters', filter, underYourControl: true };
      }
      // OPEN QUESTION: "a face-down permanent you control enters" is modeled as creature-enters with a
      // "permanent" filter; the engine fires creature-enters for creatures only (a face-down land, as from
      // Yedora, would not trigger it).
      return { kind: 'creature-enters', filter };
    }
  }
  const general = parseGeneralEvent(c.replace(/ (enters?) the battlefield\b/, ' $1'));
  if (general) return general;
  // "When you lose control of the artifact": an object an earlier instruction named (CR 603.7c, 108.4: its controller changes).
  const lost = /^you lose control of (.+)$/.exec(c);
  const of = lost ? parseEventSubject(lost[1]!) : undefined;
  if (of?.pronoun && !of.haunted) return { kind: 'you-lose-control-of', of };
  // "When you control no Islands, …": a state trigger (CR 603.8), its condition read by the condition grammar.
  const state = stateCondition?.(c);
  return state ? { kind: 'state', condition: state } : { kind: 'other', text: original.trim() };
}
