// Amounts as typed parts (CR 107.1, 107.3): quantities ("its power", "the number of creatures you control", "your devotion
// to red", "the greatest power among creatures you control", "1 plus the number of …") and countables ("creature you
// control", "charge counter on ~", "card revealed this way", "basic land type among lands you control"), read once and
// printed back. "the number of X" and "for each X" name the same countable (plural and singular); "equal to Q" and
// "where X is Q" the same quantity.

import { sortColors } from '../mana';
import { COLOR_BY_NAME, COLOR_NAMES, type Color, type Quantity, type TargetSpec } from '../types';
import { numberWord, parseCount } from './numbers';
import { pluralNoun, printFilter, printPlayer, printTarget } from './print-target';
import { parseFilter, parseObjectRef, parsePlayer, PLAYER_TEXT } from './targets';
import type { PlayerRef } from '../types';

/** "the sacrificed creature's", "that spell's", "its": whose power, toughness or mana value. */
const STAT_OWNER = /^(its|his|her|~'s|(?:that|the) (?:[a-z]+ )?(?:creature|card|spell|artifact|permanent|enchantment|land|token)(?: card)?'s|the (?:sacrificed|revealed|exiled|discarded|milled|returned|chosen|destroyed|tapped|copied) (?:[a-z]+ )?(?:creature|card|artifact|permanent|land)(?: card)?'s) (power|toughness|mana value)$/;

/** Objects named by what a cost or an earlier instruction did to them: "the discarded cards", "the sacrificed creatures". */
const DONE_TO = /^the (?:sacrificed|revealed|exiled|discarded|milled|returned|destroyed|tapped) (?:creatures|cards|permanents|lands|artifacts)$/;

/** Verbs of "… this way" sets: the objects an earlier instruction of the ability acted on (CR 608.2c). */
const THIS_WAY_VERBS = new Set(['exiled', 'sacrificed', 'revealed', 'discarded', 'destroyed', 'tapped', 'returned', 'milled', 'removed', 'put', 'drawn', 'chosen', 'countered']);

/** Amounts an earlier part of the ability produced ("the life lost this way", "the damage dealt this way"); "the result" of a
 * die rolled before (CR 706.2) and "the total amount of mana paid this way" by the players who paid (CR 608.2c). */
const RESULTS = ['life lost this way', 'damage dealt this way', 'damage prevented this way', 'life gained this way', 'result', 'total amount of mana paid this way'] as const;
export type ResultAmount = (typeof RESULTS)[number];

function ownerOf(word: string): TargetSpec {
  if (word === 'its') return { kind: 'it', word: 'it' };
  // "his power", "her toughness": a legendary character's own pronoun, the object named before as "its" is (CR 608.2c).
  if (word === 'his' || word === 'her') return { kind: 'it', word };
  if (word === "~'s") return { kind: 'self' };
  return { kind: 'it', word: word.slice(0, -2) };
}

/** A countable thing, singular ("creature you control", "charge counter on ~") or plural ("creatures you control"). */
export function parseCountable(text: string, plural: boolean): Quantity | undefined {
  let m: RegExpExecArray | null;
  // "For each of them, …", "For each of those creatures, …": the objects an earlier instruction named (CR 608.2c).
  if (!plural && (m = /^of (them|those (?:creatures|cards|permanents|lands))$/.exec(text))) return { kind: 'named-before', written: m[1] as 'them' };
  // "charge counter on ~", "+1/+1 counters on it" (CR 122.1).
  if ((m = /^([+-]\d\/[+-]\d|[a-z]+) counters? on (.+)$/.exec(text)) && text.includes(plural ? ' counters on ' : ' counter on ')) {
    const on = parseObjectRef(m[2]!);
    return on ? { kind: 'counters', counter: m[1]!, on } : undefined;
  }
  // "creatures you controlled that were destroyed this way", "creatures they controlled that were exiled this way": the
  // objects an earlier instruction acted on, those a player controlled as it did (CR 608.2c, 608.2h).
  if ((m = /^(.+?) (you|they|that player) controlled that (?:were|was) (destroyed|exiled|sacrificed|returned) this way$/.exec(text))) {
    const f = parseFilter(m[1]!);
    const who = playerAsWritten(m[2]!);
    return f && who && f.plural === plural && text.includes(plural ? ' that were ' : ' that was ') ? { kind: 'this-way', filter: f.filter, verb: m[3]!, controlledBy: who } : undefined;
  }
  // "card exiled this way", "creatures sacrificed this way", "storage counters removed this way" (CR 608.2c).
  // "creature cards put into their graveyard this way", "cards you put into your hand this way" (where they went, CR 608.2c).
  // "creatures that died this way" (CR 700.4, 608.2c).
  // "cards they revealed this way", "cards you discarded this way": the player who did it named (CR 608.2c).
  // "cards exiled from their hand this way": where the cards were, as written (CR 608.2c, 400.1).
  // Kinds "among cards discarded this way" are the `distinct` below (the filter's "this way", CR 205.2a, 608.2c).
  if (!/^(?:card type|mana value|color|creature type)s? among /.test(text) && (m = /^(.+?) ((?:you )?put (?:into (?:your|their|a|an opponent's|its owner's) (?:graveyard|hand)|onto the battlefield)|that died|(?:you |they )?[a-z]+(?: from (?:your|their|its owner's) (?:hand|graveyard|library))?) this way$/.exec(text)) && (THIS_WAY_VERBS.has(m[2]!.replace(/^(?:you|they) /, '').replace(/ from (?:your|their|its owner's) (?:hand|graveyard|library)$/, '')) || m[2]!.includes('put ') || m[2] === 'that died')) {
    // "counters removed this way": counters of any kind (CR 122.1).
    const f = parseFilter(m[1]!) ?? (/^(?:[a-z+\-/\d]+ )?counters?$/.test(m[1]!) ? { filter: { types: [m[1]!], text: m[1]! }, plural: m[1]!.endsWith('s') } : undefined);
    return f && f.plural === plural ? { kind: 'this-way', filter: f.filter, verb: m[2]! } : undefined;
  }
  // CR 305.6: domain.
  if (text === (plural ? 'basic land types among lands you control' : 'basic land type among lands you control')) return { kind: 'basic-land-types' };
  if (text === (plural ? 'opponents you have' : 'opponent you have')) return { kind: 'opponents' };
  // CR 702.121a melee: "for each opponent you attacked with a creature this combat"; CR 702.23a rampage: "for each
  // creature blocking it beyond the first".
  if (text === (plural ? 'opponents you attacked with a creature this combat' : 'opponent you attacked with a creature this combat')) return { kind: 'opponents-attacked' };
  if (text === (plural ? 'creatures blocking it beyond the first' : 'creature blocking it beyond the first')) return { kind: 'blockers-beyond-first' };
  // "Spells you cast cost {1} less to cast for each target": the targets the spell has (CR 115.1, 601.2c, 601.2f).
  if (text === (plural ? 'targets' : 'target')) return { kind: 'targets' };
  // CR 105.2: "colors among permanents you control".
  if (text === (plural ? 'colors among permanents you control' : 'color among permanents you control')) return { kind: 'colors-among' };
  // "card types among cards in your graveyard", "mana values among …" (CR 205.2a, 202.3): each kind counted once.
  // "different mana values among nonland cards in your graveyard", "different powers among creatures you control": the
  // same kinds counted once, "different" as written (CR 202.3, 208.1); "basic land types among lands that player
  // controls" (CR 305.6: domain counted for another player).
  // "different mana costs among nonland cards in your graveyard" (CR 202.1: {2}{B} and {1}{B}{B} are different mana
  // costs; not counted by the engine), only with "different" as the card writes it.
  if ((m = /^(different )?(card type|mana value|mana cost|color|creature type|basic land type|power)s? among (.+)$/.exec(text)) && text.startsWith(plural ? `${m[1] ?? ''}${m[2]}s ` : `${m[1] ?? ''}${m[2]} `) && ((m[2] !== 'power' && m[2] !== 'mana cost') || m[1])) {
    const among = parseFilter(m[3]!);
    if (among?.plural) return { kind: 'distinct', what: m[2] as 'card type', among: among.filter, ...(m[1] ? { different: true } : {}) };
  }
  // "card fewer than three in their hand": how many the objects "cards in their hand" fall short of three (CR 107.1, 107.1b).
  if (!plural && (m = /^([a-z]+) fewer than (one|two|three|four|five|six|seven) ((?:in|on|among) .+)$/.exec(text))) {
    const n = parseCount(m[2]!);
    const of = parseCountable(`${pluralNoun(m[1]!)} ${m[3]}`, true);
    if (n !== undefined && of && of.kind === 'count') return { kind: 'short-of', n, noun: m[1]!, place: m[3]!, of };
  }
  // "other Zombie you control and each Zombie card in your graveyard": two countables, each one counted, added (CR 107.3);
  // neither side another such sum (string search, no backtracking pattern).
  if (!plural) {
    for (let at = text.indexOf(' and each '); at > 0; at = text.indexOf(' and each ', at + 1)) {
      const left = parseCountable(text.slice(0, at), false);
      const right = left && !(left.kind === 'sum' && left.each) ? parseCountable(text.slice(at + ' and each '.length), false) : undefined;
      if (left && right && !(right.kind === 'sum' && right.each)) return { kind: 'sum', of: [left, right], each: true };
    }
  }
  const other = otherCountable(text, plural);
  if (other) return other;
  const f = parseFilter(text);
  return f && (f.plural === plural || (plural && numberNeutral(f.filter))) ? { kind: 'count', filter: f.filter } : undefined;
}

/** A subtype whose plural is itself ("Merfolk", "Equipment"): read as plural where a plural is asked for. */
export function numberNeutral(f: { types: string[]; anyOf?: unknown }): boolean {
  const last = f.types[f.types.length - 1];
  return !f.anyOf && last !== undefined && pluralNoun(last) === last;
}

/** A player phrase that prints back as written ("you", "they", "that player", "your opponents"). */
function playerAsWritten(text: string): PlayerRef | undefined {
  const who = parsePlayer(text);
  return who && PLAYER_TEXT[who] === text ? who : undefined;
}

/** An object phrase that prints back as written ("it", "~", "this spell", "that creature"). */
function objectAsWritten(text: string) {
  const r = parseObjectRef(text);
  if (r?.kind === 'it') r.word = text;
  return r && printTarget(r, r.kind === 'it' ? r.word : undefined) === text ? r : undefined;
}

/** What a player counted by "for each player who …" did or is (CR 102.1, 119.3, 120.3). */
const PLAYERS_WHO = new Set(['lost life this turn', 'was dealt combat damage this turn', 'was dealt damage this turn', 'controls fewer creatures than you', 'controls more creatures than you', 'controls more lands than you',
  'controls at least two more lands than you',
  // What a player did this turn, counted by how many (CR 121.1). (Not read yet: "had two or more lands enter the
  // battlefield under their control this turn" is left out: the modern printer would have to drop "the battlefield" from it.)
  'drew two or more cards this turn',
  // What lands a player had enter this turn (CR 603.6a), in both eras' words.
  'had two or more lands enter the battlefield under their control this turn', 'had two or more lands enter under their control this turn',
  // "For each opponent who does, …" after "Each opponent may …": the players who took the offer (tempting offer, CR 608.2d).
  'does',
  // What a player did as an earlier instruction let them (CR 608.2c): "the number of opponents who investigated this way"
  // (701.16a), "… who sacrificed a creature this way" (701.21a), "… who discarded a card this way" (701.9a).
  'investigated this way', 'sacrificed a creature this way', 'discarded a card this way']);

/** Clauses after the noun of "for each opponent …" other than "who …" (CR 102.1): a life total compared with half the
 * starting one (119.1, 103.4), and the players the trigger event dealt damage to (120.3, 603.2). */
const PLAYERS_CLAUSE = new Set(['whose life total is less than half their starting life total', 'dealt damage']);

/** The verb of a "players who …" clause in its plural and singular forms ("control"/"controls", "were"/"was", CR 102.1). */
const PLAYER_VERB_FORMS: [string, string][] = [['control', 'controls'], ['were', 'was'], ['have', 'has'], ['lost', 'lost'], ['investigated', 'investigated'], ['sacrificed', 'sacrificed'], ['discarded', 'discarded']];

function playerVerb(clause: string, to: 'singular' | 'plural'): string | undefined {
  const at = clause.indexOf(' ');
  const verb = at < 0 ? clause : clause.slice(0, at);
  const row = PLAYER_VERB_FORMS.find(([pl, sg]) => (to === 'singular' ? pl : sg) === verb);
  return row ? `${to === 'singular' ? row[1] : row[0]}${at < 0 ? '' : clause.slice(at)}` : undefined;
}

/** "colors among those creatures", "card types the discarded card has", "colors that creature was": the kinds one object
 * or the objects named before have, each counted once (CR 105.2, 205.2a, 608.2h). */
function kindsOf(text: string, plural: boolean): Quantity | undefined {
  const m = /^(color|card type|creature type)(s?) (?:among (.+)|(.+) (has|was))$/.exec(text);
  if (!m || (m[2] === 's') !== plural) return undefined;
  const of = objectAsWritten(m[3] ?? m[4]!);
  return of && of.kind !== 'all' ? { kind: 'kinds-of', what: m[1] as 'color', of, form: m[3] !== undefined ? 'among' : (m[5] as 'has') } : undefined;
}

/** Mana costs named by their objects ("its mana cost", "those cards' mana costs"): the objects named before (CR 202.1). */
const MANA_COSTS_NAMED = new Set(['its mana cost', "those cards' mana costs", "that card's mana cost", "that permanent's mana cost", 'their mana costs']);

/** What a player did to objects, as "<objects> [<player>['ve| have]] <verb> <period>" writes it (CR 700.4, 601.2, 121.1). */
/** Also objects that entered the battlefield this turn, as a relative clause or a player's causative "had … enter" (CR 603.6a,
 * 403.3): "Goblins that entered the battlefield under your control this turn", "land you had enter the battlefield under
 * your control this turn". */
const DONE = /^(.+?) (?:(you|they|your opponents|that player|target opponent|an opponent)('ve| have)? )?(cast|drawn|discarded|created|sacrificed|put into (?:your|their|a|an opponent's) graveyard(?: from (?:the battlefield|anywhere))?|that entered(?: the battlefield)?(?: under (?:your|their) control)?|had enter(?: the battlefield)? under (?:your|their) control) (this turn|this game)$/;

/** Countables that are not objects matching a filter: players, counters on players, times, tallies, colors (CR 107.3). */
function otherCountable(text: string, plural: boolean): Quantity | undefined {
  let m: RegExpExecArray | null;
  const s = plural ? 's' : '';
  // "counters it had on it", "+1/+1 counters it had on it": on the object as it last existed (CR 122.1, 608.2h).
  if ((m = /^(?:([+-]\d\/[+-]\d|[a-z]+) )?counters? (it) had on it$/.exec(text)) && text.includes(plural ? 'counters ' : 'counter ')) return { kind: 'counters', counter: m[1] ?? '', on: { kind: 'it', word: 'it' }, had: true };
  // "counters on it": counters of any kind (CR 122.1).
  if ((m = /^counters? on (.+)$/.exec(text)) && text.startsWith(`counter${s} `)) {
    const on = parseObjectRef(m[1]!);
    return on ? { kind: 'counters', counter: '', on } : undefined;
  }
  // "counters among creatures you control" (CR 122.1): counters of any kind on any of those objects, written "among".
  if (plural && (m = /^counters among (.+)$/.exec(text))) {
    const on = parseObjectRef(m[1]!);
    if (on?.kind === 'all') return { kind: 'counters', counter: '', on, among: true };
  }
  if (text === `creature${s} in your party`) return { kind: 'party' }; // CR 700.8
  if (!plural && (text === 'player' || text === 'opponent')) return { kind: 'players', ...(text === 'opponent' ? { opponents: true } : {}) };
  // "for each opponent who lost life this turn" (CR 102.1): players of the game that did or are what a closed list says.
  if (!plural && (m = /^(player|opponent) who (.+)$/.exec(text)) && PLAYERS_WHO.has(m[2]!)) return { kind: 'players', ...(m[1] === 'opponent' ? { opponents: true } : {}), who: m[2]! };
  if (!plural && (m = /^(player|opponent) (.+)$/.exec(text)) && PLAYERS_CLAUSE.has(m[2]!)) return { kind: 'players', ...(m[1] === 'opponent' ? { opponents: true } : {}), who: m[2]!, clause: true };
  // "the number of players who control more lands than you", "opponents that were dealt combat damage this turn" (CR 102.1).
  if (plural && (m = /^(players|opponents) (who|that) (.+)$/.exec(text))) {
    const who = playerVerb(m[3]!, 'singular');
    if (who && PLAYERS_WHO.has(who)) return { kind: 'players', ...(m[1] === 'opponents' ? { opponents: true } : {}), who, pluralWord: m[2] as 'who' };
  }
  const kinds = kindsOf(text, plural);
  if (kinds) return kinds;
  // "kind of counter on target permanent or player", "kinds of counters on permanents you control" (CR 122.1).
  if ((m = /^kinds? of counters? on (.+)$/.exec(text)) && text.startsWith(plural ? 'kinds of counters ' : 'kind of counter ')) {
    const on = parseObjectRef(m[1]!, { players: true });
    if (on && on.kind !== 'it') return { kind: 'counter-kinds', on };
  }
  if ((m = /^([a-z]+) votes?$/.exec(text)) && text.endsWith(plural ? 'votes' : 'vote')) return { kind: 'votes', choice: m[1]! }; // CR 701.38
  if (text === `creature${s} it devoured`) return { kind: 'devoured' }; // CR 702.82b
  // CR 903.8: the times a commander was cast from the command zone.
  if ((m = /^times? you've cast (your commander|a commander) from the command zone this game$/.exec(text)) && text.startsWith(`time${s} `)) return { kind: 'commander-casts', which: m[1] as 'a commander' };
  // CR 903.4, 903.4f: the colors in a commander's color identity (partners' together, 702.124).
  if ((m = /^colors? in (your commander's|your commanders') color identity$/.exec(text)) && text.startsWith(plural ? 'colors ' : 'color ')) return { kind: 'identity-colors', whose: m[1] as "your commander's" };
  // Chroma: colored mana symbols in mana costs (CR 202.1, 107.4).
  if ((m = /^(white|blue|black|red|green) mana symbols? in (.+)$/.exec(text)) && text.includes(` symbol${s} in `)) {
    const color = COLOR_BY_NAME[m[1]!];
    const costs = /^the mana costs of (.+)$/.exec(m[2]!);
    const of = costs ? parseFilter(costs[1]!) : undefined;
    if (color && of?.plural) return { kind: 'mana-symbols', color, of: of.filter };
    if (color && MANA_COSTS_NAMED.has(m[2]!)) return { kind: 'mana-symbols', color, written: m[2]! };
  }
  if (!plural && (m = /^of (its|~'s) colors$/.exec(text))) return { kind: 'colors-of', of: m[1] === 'its' ? { kind: 'it', word: 'it' } : { kind: 'self' } };
  // "experience counters you have", "poison counter your opponents have" (CR 122.1).
  if ((m = /^([a-z]+) counters? (you|your opponents|they|that player) (have|has)$/.exec(text)) && text.includes(` counter${s} `)) {
    const who = playerAsWritten(m[2]!);
    return who ? { kind: 'player-counters', counter: m[1]!, who } : undefined;
  }
  // "time it was kicked", "times this creature has mutated" (CR 702.33, 702.140).
  // "time it regenerated this turn": the regeneration shields it used this turn (CR 701.19a; not counted by the engine).
  if ((m = /^times? (.+) (was kicked|has mutated|regenerated this turn)$/.exec(text)) && text.startsWith(`time${s} `)) {
    const of = objectAsWritten(m[1]!);
    return of ? { kind: 'times', of, event: m[2] as 'was kicked' } : undefined;
  }
  // "color of mana spent to cast this spell" (converge, CR 601.2h).
  if ((m = /^colors? of mana spent to cast (this spell|~|that spell|it)$/.exec(text)) && text.startsWith(`color${s} `)) return { kind: 'mana-spent', colors: true, spell: m[1]! };
  // "for each {S} spent to cast this spell": each mana of one kind spent (CR 107.4h, 601.2h).
  if (!plural && (m = /^(\{[A-Z]\}) spent to cast (this spell|~|that spell|it)$/.exec(text))) return { kind: 'mana-spent', spell: m[2]!, symbol: m[1]!, each: true };
  // "for each mana from a Treasure spent to cast them": each mana a source of a kind made, spent on the spell (CR 106.3, 601.2h).
  if (!plural && (m = /^mana from (an? [A-Z][a-z]+) spent to cast (them|it|this spell|~)$/.exec(text))) return { kind: 'mana-from', from: m[1]!, spell: m[2]! };
  // "for each {E} paid this way": each energy counter an earlier "pay any amount of {E}" paid (CR 107.14, 608.2c).
  if (!plural && text === '{E} paid this way') return { kind: 'paid-this-way', what: '{E}' };
  // "1 life you gained this turn", "1 damage prevented this way" (each point: CR 119, 120).
  if (!plural && text.startsWith('1 ')) return parseTally(text);
  if ((m = DONE.exec(text))) {
    const f = parseFilter(m[1]!);
    const who = m[2] ? playerAsWritten(m[2]) : undefined;
    if (!f || (f.plural !== plural && !(plural && numberNeutral(f.filter))) || (m[2] && !who)) return undefined;
    // "had … enter" is said of the player who had them enter; "that entered" of no player (CR 603.6a).
    if (m[4]!.startsWith('had ') !== !!m[2] && (m[4]!.startsWith('had ') || m[4]!.startsWith('that '))) return undefined;
    // "had … enter the battlefield" is printed in the current wording, "had … enter" (as canonicalLine reads it, CR 603.6a).
    const verb = m[4]!.startsWith('had ') ? m[4]!.replace(' the battlefield', '') : m[4]!;
    return { kind: 'done', filter: f.filter, ...(who ? { who } : {}), ...(m[3] ? { have: m[3] as "'ve" } : {}), verb, when: m[5] as 'this turn' };
  }
  return undefined;
}

/** "the amount of life you gained this turn", "the life they lost this turn", "the damage dealt to you so far this turn" (CR 119, 120). */
function parseTally(text: string): Quantity | undefined {
  const m = /^(the total amount of|the amount of|the|1) (life|damage|noncombat damage|combat damage) (.+)$/.exec(text);
  if (!m) return undefined;
  const lead = m[1] as 'the';
  const measure = m[2] as 'life';
  let rest = m[3]!;
  // "the damage dealt to you so far this turn by artifacts": the period written before the source (CR 120.1).
  const early = /^(.+?) (so far this turn|this turn) (by .+)$/.exec(rest);
  if (early) rest = `${early[1]} ${early[3]} ${early[2]}`;
  const when = (['so far this turn', 'this turn', 'this way'] as const).find((w) => rest === w || rest.endsWith(` ${w}`));
  if (when) rest = rest === when ? '' : rest.slice(0, -when.length - 1);
  if (measure === 'life') {
    // "the amount of life you've gained this turn": the perfect written "'ve" (the same tally, CR 119.3).
    const v = /^(.+?)('ve)? (gained|lost|paid)$/.exec(rest);
    const who = v ? playerAsWritten(v[1]!) : undefined;
    if (v?.[2] && who !== 'you' && who !== 'they') return undefined;
    return who ? { kind: 'tally', lead, measure, who, verb: v![3] as 'gained', ...(v![2] ? { have: "'ve" as const } : {}), ...(when ? { when } : {}) } : undefined;
  }
  // "the amount of damage those creatures dealt to that player": the source as the subject, written first (CR 120.1).
  const active = /^(.+?) dealt to (.+)$/.exec(rest);
  const activeBy = active && !active[1]!.startsWith('already') ? objectOrPlayer(active[1]!) : undefined;
  const activeTo = activeBy ? objectOrPlayer(active![2]!) : undefined;
  if (activeBy && activeTo) return { kind: 'tally', lead, measure, verb: 'dealt', to: activeTo, by: activeBy, sourceFirst: true, ...(when ? { when } : {}) };
  // "the damage already dealt to it this turn" (CR 120.6: damage marked on a creature).
  const d = /^(?:(prevented)|(already )?dealt(?: to (.+?))?(?: by (.+))?)$/.exec(rest);
  if (!d) return undefined;
  if (d[1]) return { kind: 'tally', lead, measure, verb: 'dealt', ...(when ? { when } : {}), to: { kind: 'it', word: 'prevented' } };
  const to = d[3] !== undefined ? objectOrPlayer(d[3]) : undefined;
  const by = d[4] !== undefined ? objectOrPlayer(d[4]) : undefined;
  if ((d[3] !== undefined && !to) || (d[4] !== undefined && !by)) return undefined;
  return { kind: 'tally', lead, measure, verb: 'dealt', ...(d[2] ? { already: true } : {}), ...(to ? { to } : {}), ...(by ? { by } : {}), ...(when ? { when } : {}), ...(early && by ? { whenBeforeBy: true } : {}) };
}

function objectOrPlayer(text: string) {
  const r = parseObjectRef(text, { players: true });
  if (r?.kind === 'it') r.word = text;
  return r && printTarget(r, r.kind === 'it' ? r.word : undefined) === text ? r : undefined;
}

function printTally(q: Quantity & { kind: 'tally' }): string {
  const words: string[] = [q.lead, q.measure];
  if (q.measure === 'life') words.push(`${printPlayer(q.who!)}${q.have ?? ''}`, q.verb);
  else if (q.to?.kind === 'it' && q.to.word === 'prevented') words.push('prevented');
  else if (q.sourceFirst && q.by && q.to) words.push(printTarget(q.by, q.by.kind === 'it' ? q.by.word : undefined), 'dealt', 'to', printTarget(q.to, q.to.kind === 'it' ? q.to.word : undefined));
  else {
    words.push(...(q.already ? ['already'] : []), 'dealt');
    if (q.to) words.push('to', printTarget(q.to, q.to.kind === 'it' ? q.to.word : undefined));
    if (q.whenBeforeBy && q.when) words.push(q.when);
    if (q.by) words.push('by', printTarget(q.by, q.by.kind === 'it' ? q.by.word : undefined));
  }
  if (q.when && !q.whenBeforeBy) words.push(q.when);
  return words.join(' ');
}

export function printCountable(q: Quantity, plural: boolean): string | undefined {
  switch (q.kind) {
    case 'count':
      return printFilter(q.filter, plural);
    case 'short-of':
      return plural ? undefined : `${q.noun} fewer than ${numberWord(q.n)} ${q.place}`;
    case 'counters':
      if (q.had) return `${q.counter === '' ? '' : `${q.counter} `}counter${plural ? 's' : ''} it had on it`;
      return `${q.counter === '' ? '' : `${q.counter} `}counter${plural ? 's' : ''} ${q.among ? 'among' : 'on'} ${printTarget(q.on, q.on.kind === 'it' ? q.on.word : undefined)}`;
    case 'this-way':
      if (q.controlledBy) return `${printFilter(q.filter, plural)} ${printPlayer(q.controlledBy)} controlled that ${plural ? 'were' : 'was'} ${q.verb} this way`;
      return `${/(?:^| )counters?$/.test(q.filter.text) ? q.filter.text.replace(/(^| )counters?$/, plural ? '$1counters' : '$1counter') : printFilter(q.filter, plural)} ${q.verb} this way`;
    case 'basic-land-types':
      return `basic land type${plural ? 's' : ''} among lands you control`;
    case 'opponents':
      return `opponent${plural ? 's' : ''} you have`;
    case 'opponents-attacked':
      return `opponent${plural ? 's' : ''} you attacked with a creature this combat`;
    case 'blockers-beyond-first':
      return `creature${plural ? 's' : ''} blocking it beyond the first`;
    case 'targets':
      return `target${plural ? 's' : ''}`;
    case 'colors-among':
      return `color${plural ? 's' : ''} among permanents you control`;
    case 'distinct':
      return `${q.different ? 'different ' : ''}${q.what}${plural ? 's' : ''} among ${printFilter(q.among, true)}`;
    case 'sum': {
      if (!q.each || plural) return undefined;
      const [a, b] = [printCountable(q.of[0], false), printCountable(q.of[1], false)];
      return a !== undefined && b !== undefined ? `${a} and each ${b}` : undefined;
    }
    case 'party':
      return `creature${plural ? 's' : ''} in your party`;
    case 'named-before':
      return plural ? undefined : `of ${q.written}`;
    case 'players':
      if (plural) return q.pluralWord && q.who && !q.clause ? `${q.opponents ? 'opponents' : 'players'} ${q.pluralWord} ${playerVerb(q.who, 'plural')}` : undefined;
      return `${q.opponents ? 'opponent' : 'player'}${q.who ? ` ${q.clause ? '' : 'who '}${q.who}` : ''}`;
    case 'kinds-of': {
      const of = printTarget(q.of, q.of.kind === 'it' ? q.of.word : undefined);
      return `${q.what}${plural ? 's' : ''} ${q.form === 'among' ? `among ${of}` : `${of} ${q.form}`}`;
    }
    case 'votes':
      return `${q.choice} vote${plural ? 's' : ''}`;
    case 'counter-kinds':
      return `${plural ? 'kinds of counters' : 'kind of counter'} on ${printTarget(q.on)}`;
    case 'devoured':
      return `creature${plural ? 's' : ''} it devoured`;
    case 'commander-casts':
      return `time${plural ? 's' : ''} you've cast ${q.which} from the command zone this game`;
    case 'identity-colors':
      return `color${plural ? 's' : ''} in ${q.whose} color identity`;
    case 'mana-symbols':
      return `${COLOR_NAMES[q.color]} mana symbol${plural ? 's' : ''} in ${q.of ? `the mana costs of ${printFilter(q.of, true)}` : q.written}`;
    case 'colors-of':
      return plural ? undefined : `of ${q.of.kind === 'self' ? "~'s" : 'its'} colors`;
    case 'player-counters':
      return `${q.counter} counter${plural ? 's' : ''} ${printPlayer(q.who)} ${q.who === 'you' || q.who === 'they' || q.who === 'your-opponents' ? 'have' : 'has'}`;
    case 'times':
      return `time${plural ? 's' : ''} ${printTarget(q.of, q.of.kind === 'it' ? q.of.word : undefined)} ${q.event}`;
    case 'mana-spent':
      if (q.each) return plural ? undefined : `${q.symbol} spent to cast ${q.spell}`;
      return q.colors ? `color${plural ? 's' : ''} of mana spent to cast ${q.spell}` : undefined;
    case 'tally':
      return !plural && q.lead === '1' ? printTally(q) : undefined;
    case 'paid-this-way':
      return plural ? undefined : `${q.what} paid this way`;
    case 'mana-from':
      return plural ? undefined : `mana from ${q.from} spent to cast ${q.spell}`;
    case 'done':
      return [printFilter(q.filter, plural), q.who ? `${printPlayer(q.who)}${q.have ?? ''}` : '', q.verb, q.when].filter(Boolean).join(' ');
    default:
      return undefined;
  }
}

/** A quantity: "its power", "the number of creatures you control", "your devotion to red", X. */
export function parseQuantity(raw: string): Quantity | undefined {
  const text = raw.trim();
  let m: RegExpExecArray | null;
  if (text === 'X') return { kind: 'x' };
  if (text === 'that number') return { kind: 'that-number' }; // CR 608.2c
  // "the chosen number" (a number chosen as the permanent entered, CR 607.2d), "the number" after "Choose a number." (608.2c).
  if (text === 'the chosen number' || text === 'the number') return { kind: 'that-number', written: text };
  // "draw cards equal to the difference" after "if you have fewer than seven cards in hand": the difference an earlier
  // comparison of the ability named (CR 608.2c).
  if (text === 'the difference') return { kind: 'difference' };
  // "that damage" after a damage event: the event's amount (CR 603.2, 608.2h).
  if (text === 'that damage') return { kind: 'event-amount', written: 'that damage' };
  // "that player discards cards equal to the damage" after "deals combat damage to a player", "deals damage equal to the
  // excess" after "is dealt excess noncombat damage": the trigger event's amount, as written (CR 603.2, 608.2h, 120.10).
  if (text === 'the damage' || text === 'the excess') return { kind: 'event-amount', written: text };
  // "<quantity> in excess of <quantity>": the first less the second (CR 107.1; 107.1b: a negative result is 0). Bounded:
  // neither side holds another "in excess of".
  for (let at = text.indexOf(' in excess of '); at > 0; at = text.indexOf(' in excess of ', at + 1)) {
    const left = parseQuantity(text.slice(0, at));
    const right = left && left.kind !== 'excess' ? parseQuantity(text.slice(at + 14)) : undefined;
    if (left && right && left.kind !== 'excess' && right.kind !== 'excess') return { kind: 'excess', of: left, over: right };
  }
  if ((m = STAT_OWNER.exec(text))) return { kind: 'stat', of: ownerOf(m[1]!), stat: m[2] as 'power' };
  // "enchanted creature's power", "equipped creature's toughness": the permanent the source is attached to (CR 301.5, 303.4).
  if ((m = /^((?:enchanted|equipped) (?:creature|permanent|land|artifact))'s (power|toughness|mana value)$/.exec(text))) {
    const of = parseObjectRef(m[1]!);
    if (of?.kind === 'all' && of.filter.attachment) return { kind: 'stat', of, stat: m[2] as 'power' };
  }
  // "target creature's power": a target's value (CR 115.1, 208.1, 202.3).
  if ((m = /^(target [a-z ]+?)'s (power|toughness|mana value)$/.exec(text))) {
    const of = parseObjectRef(m[1]!);
    if (of?.kind === 'target' && of.count === 1 && !of.upTo) return { kind: 'stat', of, stat: m[2] as 'power' };
  }
  // "the power of target creature you control", "the mana value of that card".
  if ((m = /^the (power|toughness|mana value) of (.+)$/.exec(text))) {
    const of = parseObjectRef(m[2]!);
    if (of) return { kind: 'stat', of: of.kind === 'it' ? { kind: 'it', word: m[2]! } : of, stat: m[1] as 'power', ofWritten: true };
  }
  if ((m = /^the number of (.+)$/.exec(text))) {
    const counted = parseCountable(m[1]!, true);
    if (counted) return counted;
    // "the number of Mountains you control as you cast this spell": counted as the spell is cast (CR 601.2).
    const cast = / as you cast (this spell|~)$/.exec(m[1]!);
    const asCast = cast ? parseCountable(m[1]!.slice(0, cast.index), true) : undefined;
    if (asCast?.kind === 'count') return { ...asCast, asCast: cast![1] as '~' };
    // "the number of Wizards you control as this ability resolves": counted then (CR 608.2h), the time as written.
    const resolves = / as this ability resolves$/.exec(m[1]!);
    const asResolves = resolves ? parseCountable(m[1]!.slice(0, resolves.index), true) : undefined;
    if (asResolves?.kind === 'count' && !asResolves.asCast) return { ...asResolves, asResolves: true };
  }
  // "half your life total, rounded up", "half the sacrificed creature's power, rounded down" (CR 107.1a).
  if ((m = /^half (.+), rounded (up|down)$/.exec(text))) {
    const of = parseQuantity(m[1]!);
    if (of && of.kind !== 'half') return { kind: 'half', of, round: m[2] as 'up' };
  }
  // "half X", "half the number of cards in their library" with no rounding word in the phrase (CR 107.1a: a spell or
  // ability that could make a fraction tells which way to round; this phrase doesn't, so no rounding is kept and the
  // amount is not worked out: see quantitySimulated). OPEN QUESTION: a later "Round down each time." is not read here.
  if ((m = /^half (.+)$/.exec(text)) && !/, rounded (up|down)$/.test(text)) {
    const of = parseQuantity(m[1]!);
    if (of && of.kind !== 'half') return { kind: 'half', of };
  }
  // "the power of the creature that died", "the power of the creature it targets": the object the trigger event or the
  // ability's target names (CR 603.10a, 115.1), as written.
  if ((m = /^the (power|toughness|mana value) of (the creature that died|the creature it targets)$/.exec(text))) return { kind: 'stat', of: { kind: 'it', word: m[2]! }, stat: m[1] as 'power', ofWritten: true };
  // "the total number of cards in all players' hands": the same count of objects, "total" as written (CR 107.3).
  if ((m = /^the total number of (.+)$/.exec(text))) {
    const counted = parseCountable(m[1]!, true);
    if (counted?.kind === 'count') return { ...counted, total: true };
  }
  // CR 700.5: devotion to one or two colors.
  if ((m = /^your devotion to ([a-z]+)(?: and ([a-z]+))?$/.exec(text))) {
    const colors = [m[1], m[2]].filter((c): c is string => c !== undefined).map((c) => COLOR_BY_NAME[c]);
    if (colors.every((c): c is Color => c !== undefined)) return { kind: 'devotion', colors: sortColors(colors) };
  }
  // "the greatest number of cards a player discarded this way" (CR 608.2c): the most any one player did.
  if ((m = /^the greatest number of (.+?) (a player|an opponent) (discarded|drew|sacrificed|milled|revealed|exiled) this way$/.exec(text))) {
    const f = parseFilter(m[1]!);
    const who = playerAsWritten(m[2]!);
    if (f?.plural && who) return { kind: 'most-this-way', filter: f.filter, who, verb: m[3] as 'discarded' };
  }
  // "the greatest number of creatures a player controls", "the greatest number of cards an opponent has drawn this turn":
  // the most any one player of those named holds or did, each player's count read as "they" (CR 608.2h, 102.1).
  if ((m = /^the greatest number of (.+?) (a player|an opponent) (controls|has (?:drawn|cast|discarded|sacrificed|created) this (?:turn|game))$/.exec(text))) {
    const of = parseCountable(`${m[1]} they ${m[3] === 'controls' ? 'control' : m[3]!.replace(/^has /, 'have ')}`, true);
    if (of && (of.kind === 'count' || of.kind === 'done')) return { kind: 'most-of', who: m[2] as 'a player', of };
  }
  // "the greatest number of creatures you control that have a creature type in common" (CR 205.3m): the most of those objects
  // that share one creature type.
  if ((m = /^the greatest number of (.+) that (have a creature type in common|share a creature type)$/.exec(text))) {
    const f = parseFilter(m[1]!);
    if (f?.plural) return { kind: 'most-sharing-type', filter: f.filter, written: m[2] as 'share a creature type' };
  }
  // "the amount of excess damage dealt to that creature this way" (CR 120.4a, 120.10, 608.2c).
  if ((m = /^the amount of excess damage dealt to (.+) this way$/.exec(text))) {
    const to = objectOrPlayer(m[1]!);
    if (to) return { kind: 'excess-damage', to };
  }
  // "the greatest mana value of a commander you own on the battlefield or in the command zone" (CR 903.3, 202.3).
  if ((m = /^the greatest (mana value|power) of a commander (you|they) own on the battlefield or in the command zone$/.exec(text))) return { kind: 'commander-greatest', stat: m[1] as 'power', who: m[2] as 'you' };
  if (text === 'your life total') return { kind: 'life-total' };
  // "the life total of an opponent with the most life", "the number of cards in the hand of the opponent with the most cards
  // in hand" (CR 102.1, 119.1, 402.1): what the player a comparison picks has; tied players have the same.
  if ((m = /^(?:the (life total) of|the number of cards in the hand of) ((?:the|an) (?:player|opponent) with the (?:most|fewest) (?:life|cards in hand))$/.exec(text))) return { kind: 'holding-of', what: m[1] ? 'life total' : 'cards in hand', who: m[2]! };
  // "target player's life total", "that player's life total" (CR 119.1): another player's life.
  if ((m = /^(target player|target opponent|that player|defending player)'s life total$/.exec(text))) {
    const who = parsePlayer(m[1]!);
    if (who) return { kind: 'player-life', who };
  }
  // "the amount of unspent mana you have" (CR 106.4): the mana in your mana pool.
  if (text === 'the amount of unspent mana you have') return { kind: 'unspent-mana' };
  // "the difference between your life total and target player's life total" (CR 107.1): two quantities, neither holding
  // another "difference". String search, no backtracking pattern.
  // "the difference between those players' life totals" after "Two target players exchange life totals" (CR 107.1, 608.2c).
  if (text === "the difference between those players' life totals") return { kind: 'life-totals-difference', of: "those players'" };
  if (text.startsWith('the difference between ')) {
    const both = text.slice('the difference between '.length);
    for (let at = both.indexOf(' and '); at > 0; at = both.indexOf(' and ', at + 1)) {
      const left = parseQuantity(both.slice(0, at));
      const right = left && left.kind !== 'difference-between' ? parseQuantity(both.slice(at + 5)) : undefined;
      if (left && right && right.kind !== 'difference-between') return { kind: 'difference-between', of: [left, right] };
    }
  }
  if ((m = /^the (highest|lowest) life total among (all players|players)$/.exec(text))) return { kind: 'life-among', which: m[1] as 'highest', among: m[2] as 'players' }; // CR 119.1
  if (text === 'your starting life total') return { kind: 'starting-life-total' }; // CR 103.4
  // "half their starting life total": the starting life total of the player named before (CR 103.4, 608.2c).
  if (text === 'their starting life total') return { kind: 'starting-life-total', whose: 'their' };
  // CR 905.2b: a number noted during the draft ("the highest number you noted for cards named ~"); not counted.
  if (text === 'the highest number you noted for cards named ~') return { kind: 'noted-number' };
  // "the greatest power among creatures you control", "the highest mana value among permanents you control".
  // "the greatest power and/or toughness among other creatures you control": the greatest of both values (CR 208.1).
  if ((m = /^the (greatest|highest) (power and\/or toughness|power|toughness|mana value) among (.+)$/.exec(text))) {
    const f = parseFilter(m[3]!);
    const both = m[2] === 'power and/or toughness';
    if (f?.plural) return { kind: 'greatest', stat: both ? 'power' : (m[2] as 'power'), filter: f.filter, ...(m[1] === 'highest' ? { highest: true } : {}), ...(both ? { orToughness: true } : {}) };
  }
  if ((RESULTS as readonly string[]).includes(text.replace(/^the /, '')) && text.startsWith('the ')) return { kind: 'result', what: text.slice(4) as ResultAmount };
  // "any of those results" (CR 706.2: each die rolled has a result): one of the results of the dice rolled before.
  if (text === 'any of those results') return { kind: 'result', what: 'result', any: true };
  // CR 702.101a: "the total life lost this way" — the life every player lost this way, added up, as "the life lost this way" is.
  if (/^the total (?:life lost|life gained|damage dealt) this way$/.test(text)) return { kind: 'result', what: text.slice(10) as ResultAmount, total: true };
  // "1 plus the number of …", "two plus …", "the number of … plus 1": a number added (CR 107.1).
  if ((m = /^(\w+) plus (.+)$/.exec(text))) {
    const n = parseCount(m[1]!);
    const of = parseQuantity(m[2]!);
    if (n !== undefined && of && of.kind !== 'plus') return { kind: 'plus', n, of, numberFirst: true, ...(/^\d/.test(m[1]!) ? { digits: true } : {}) };
  }
  if ((m = /^(.+) plus (\d{1,2}|one|two|three)$/.exec(text))) {
    const of = parseQuantity(m[1]!);
    const n = parseCount(m[2]!);
    if (of && of.kind !== 'plus' && n !== undefined) return { kind: 'plus', n, of, ...(/^\d/.test(m[2]!) ? { digits: true } : {}) };
  }
  // "the number of Forests you control plus the number of Treefolk you control" (string search, no backtracking pattern).
  for (let at = text.indexOf(' plus '); at > 0; at = text.indexOf(' plus ', at + 1)) {
    const left = parseQuantity(text.slice(0, at));
    const right = left && left.kind !== 'sum' ? parseQuantity(text.slice(at + 6)) : undefined;
    if (left && right && left.kind !== 'sum') return { kind: 'sum', of: [left, right] };
  }
  if ((m = /^(twice|two times) (.+)$/.exec(text))) {
    const of = parseQuantity(m[2]!);
    if (of && of.kind !== 'twice') return { kind: 'twice', of, ...(m[1] === 'two times' ? { written: 'two times' as const } : {}) };
  }
  // "X minus one", "its toughness minus 1": the quantity less a number (CR 107.1; 107.1b: a negative result is 0).
  if ((m = /^(.+) minus (one|two|three|\d{1,2})$/.exec(text))) {
    const n = parseCount(m[2]!);
    const of = parseQuantity(m[1]!);
    if (n !== undefined && of && of.kind !== 'minus') return { kind: 'minus', n, of, ofFirst: true, ...(/^\d/.test(m[2]!) ? { digits: true } : {}) };
  }
  // "20 minus the highest life total among players", "3 minus the number of cards in their hand" (CR 107.1).
  if ((m = /^(\w+) minus (.+)$/.exec(text))) {
    const n = parseCount(m[1]!);
    const of = parseQuantity(m[2]!);
    if (n !== undefined && of) return { kind: 'minus', n, of, ...(/^\d/.test(m[1]!) ? { digits: true } : {}) };
  }
  // "your life total minus the life total of an opponent with the most life": one quantity less another (CR 107.1); neither
  // side another such difference (string search, no backtracking pattern; a number on either side is read above).
  for (let at = text.indexOf(' minus '); at > 0; at = text.indexOf(' minus ', at + 1)) {
    const left = parseQuantity(text.slice(0, at));
    const right = left && left.kind !== 'less' && left.kind !== 'minus' ? parseQuantity(text.slice(at + ' minus '.length)) : undefined;
    if (left && right && right.kind !== 'less' && right.kind !== 'minus') return { kind: 'less', of: left, less: right };
  }
  if (/^the (?:total |)(?:amount of |)(?:life|damage|noncombat damage|combat damage)\b/.test(text)) {
    const t = parseTally(text);
    if (t) return t;
  }
  // CR 601.2h: "the amount of mana spent to cast this spell".
  if ((m = /^the amount of mana spent to cast (this spell|~|that spell|it)$/.exec(text))) return { kind: 'mana-spent', spell: m[1]! };
  // CR 107.4h, 601.2h: "the amount of {S} spent to cast this spell" (mana from snow sources).
  if ((m = /^the amount of (\{[A-Z]\}) spent to cast (this spell|~|that spell|it)$/.exec(text))) return { kind: 'mana-spent', spell: m[2]!, symbol: m[1]! };
  // "their total mana value", "its total power": the objects named before (CR 202.3, 208.1, 608.2c).
  if ((m = /^(their|its) total (power|toughness|mana value)$/.exec(text))) return { kind: 'total', stat: m[2] as 'power', of: { kind: 'it', word: m[1] === 'its' ? 'it' : 'them' }, possessive: true };
  // "the total power of creatures you control", "the total mana value of those cards" (CR 208, 202.3).
  if ((m = /^the total (power|toughness|mana value) of (.+)$/.exec(text))) {
    const f = parseFilter(m[2]!);
    if (f?.plural) return { kind: 'total', stat: m[1] as 'power', filter: f.filter };
    // "the total power of the creatures sacrificed this way": the objects an earlier instruction acted on (CR 608.2c).
    const named = /^the (.+) this way$/.test(m[2]!) ? objectAsWritten(m[2]!) : undefined;
    if (named) return { kind: 'total', stat: m[1] as 'power', of: named };
    const of = objectAsWritten(m[2]!);
    if (of) return { kind: 'total', stat: m[1] as 'power', of };
    // "the total mana value of the discarded cards", "the total power of the sacrificed creatures": the objects a cost or an
    // earlier instruction acted on, named by what was done to them (CR 608.2c, 202.3, 208.1).
    if (DONE_TO.test(m[2]!)) return { kind: 'total', stat: m[1] as 'power', of: { kind: 'it', word: m[2]! } };
  }
  return undefined;
}

/** A quantity of X written where a number stands, before its noun: "twice X", "two times X", "X plus 3", "X minus one", "half X" (CR 107.3, 107.1a). */
export function parseLeadingQuantity(text: string): Quantity | undefined {
  if (!/\bX\b/.test(text)) return undefined;
  const q = parseQuantity(text);
  return q && (q.kind === 'twice' || q.kind === 'plus' || q.kind === 'minus' || (q.kind === 'half' && !q.round)) ? q : undefined;
}

export function printQuantity(q: Quantity): string {
  switch (q.kind) {
    case 'x':
      return 'X';
    case 'count':
      return `the ${q.total ? 'total ' : ''}number of ${printCountable(q, true)}${q.asCast ? ` as you cast ${q.asCast}` : ''}${q.asResolves ? ' as this ability resolves' : ''}`;
    case 'life-among':
      return `the ${q.which} life total among ${q.among}`;
    case 'half':
      return `half ${printQuantity(q.of)}${q.round && !q.each ? `, rounded ${q.round}` : ''}`;
    case 'counters':
    case 'this-way':
    case 'basic-land-types':
    case 'opponents':
    case 'opponents-attacked':
    case 'blockers-beyond-first':
    case 'targets':
    case 'colors-among':
    case 'distinct':
      return `the number of ${printCountable(q, true)}`;
    case 'starting-life-total':
      return `${q.whose ?? 'your'} starting life total`;
    case 'noted-number':
      return 'the highest number you noted for cards named ~';
    case 'commander-greatest':
      return `the greatest ${q.stat} of a commander ${q.who} own on the battlefield or in the command zone`;
    case 'stat': {
      if (q.ofWritten) return `the ${q.stat} of ${q.of.kind === 'it' ? q.of.word : printTarget(q.of)}`;
      const owner = q.of.kind === 'it' && (q.of.word === 'his' || q.of.word === 'her') ? q.of.word : q.of.kind === 'self' ? "~'s" : q.of.kind === 'all' || q.of.kind === 'target' ? `${printTarget(q.of)}'s` : q.of.kind === 'it' && q.of.word && q.of.word !== 'it' ? `${q.of.word}'s` : 'its';
      return `${owner} ${q.stat}`;
    }
    case 'devotion':
      return `your devotion to ${q.colors.map((c) => COLOR_NAMES[c]).join(' and ')}`;
    case 'life-total':
      return 'your life total';
    case 'player-life':
      return `${printPlayer(q.who)}'s life total`;
    case 'unspent-mana':
      return 'the amount of unspent mana you have';
    case 'life-totals-difference':
      return `the difference between ${q.of} life totals`;
    case 'difference-between':
      return `the difference between ${printQuantity(q.of[0])} and ${printQuantity(q.of[1])}`;
    case 'greatest':
      return `the ${q.highest ? 'highest' : 'greatest'} ${q.orToughness ? 'power and/or toughness' : q.stat} among ${printFilter(q.filter, true)}`;
    case 'result':
      return q.any ? 'any of those results' : `the ${q.total ? 'total ' : ''}${q.what}`;
    case 'plus': {
      const n = q.digits ? String(q.n) : numberWord(q.n);
      return q.numberFirst ? `${n} plus ${printQuantity(q.of)}` : `${printQuantity(q.of)} plus ${n}`;
    }
    case 'twice':
      return `${q.written ?? 'twice'} ${printQuantity(q.of)}`;
    case 'sum':
      return `${printQuantity(q.of[0])} plus ${printQuantity(q.of[1])}`;
    case 'less':
      return `${printQuantity(q.of)} minus ${printQuantity(q.less)}`;
    case 'most-sharing-type':
      return `the greatest number of ${printFilter(q.filter, true)} that ${q.written}`;
    case 'excess-damage':
      return `the amount of excess damage dealt to ${printTarget(q.to, q.to.kind === 'it' ? q.to.word : undefined)} this way`;
    case 'mana-from':
      return `the number of ${printCountable(q, true) ?? ''}`;
    case 'holding-of':
      return q.what === 'life total' ? `the life total of ${q.who}` : `the number of cards in the hand of ${q.who}`;
    case 'that-number':
      return q.written ?? 'that number';
    case 'paid-this-way':
      return `the ${q.what} paid this way`;
    case 'difference':
      return 'the difference';
    case 'event-amount':
      return q.written;
    case 'excess':
      return `${printQuantity(q.of)} in excess of ${printQuantity(q.over)}`;
    case 'short-of':
      return `the number of ${printCountable(q, true) ?? ''}`;
    case 'minus':
      return q.ofFirst ? `${printQuantity(q.of)} minus ${q.digits ? String(q.n) : numberWord(q.n)}` : `${q.digits ? String(q.n) : numberWord(q.n)} minus ${printQuantity(q.of)}`;
    case 'tally':
      return printTally(q);
    case 'done':
    case 'times':
    case 'party':
    case 'player-counters':
    case 'players':
    case 'kinds-of':
    case 'colors-of':
    case 'votes':
    case 'counter-kinds':
    case 'devoured':
    case 'commander-casts':
    case 'identity-colors':
    case 'mana-symbols':
      return `the number of ${printCountable(q, true) ?? ''}`;
    // Only a per-object instruction's objects ("For each of them, …"), never a number written in text.
    case 'named-before':
      return `the number of ${q.written}`;
    case 'mana-spent':
      return q.colors ? `the number of ${printCountable(q, true)}` : `the amount of ${q.symbol ?? 'mana'} spent to cast ${q.spell}`;
    case 'most-this-way':
      return `the greatest number of ${printFilter(q.filter, true)} ${printPlayer(q.who)} ${q.verb} this way`;
    case 'most-of':
      return `the greatest number of ${(printCountable(q.of, true) ?? '').replace(/ they (control|have)\b/, (_, v: string) => ` ${q.who} ${v === 'control' ? 'controls' : 'has'}`)}`;
    case 'total':
      if (q.possessive && q.of?.kind === 'it') return `${q.of.word === 'it' ? 'its' : 'their'} total ${q.stat}`;
      return `the total ${q.stat} of ${q.filter ? printFilter(q.filter, true) : printTarget(q.of!, q.of!.kind === 'it' ? q.of!.word : undefined)}`;
  }
}
