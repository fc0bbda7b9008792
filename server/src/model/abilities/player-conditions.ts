// Conditions that compare players (CR 119 life, 402 hand, 108.4 control, 102.3 opponents), from typed parts; the engine
// evaluates those effect-descriptors.ts conditionEvaluated names (rules/state/player-holdings.ts):
// - a player × "has more / less / fewer" × life or cards in hand × "than" another player or "each other player"
//   ("an opponent has more life than you", "a player has more cards in hand than each other player");
// - a player × "controls more / fewer" × a filter × "than" another player ("that player controls more lands than you",
//   "you control more creatures than defending player");
// - whose turn it is when it isn't yours or theirs ("it's not their turn", CR 500);
// - players tied for the highest or lowest life total ("two or more players are tied for highest life total", CR 119.1).
// Printed back by `printPlayerCondition`.

import type { Condition, PlayerRef } from '../types';
import { printFilter, printPlayer } from './print-target';
import { parseFilter, parsePlayer, playerIsSingular } from './targets';
import { numberWord, parseCount } from './numbers';

/** What players are compared by, after "has more" (CR 119, 402). */
const COMPARED_HOLDINGS = ['life', 'cards in hand'] as const;

/** The player compared with: one player, every player but the first ("each other player"), or one of your opponents
 * but the first ("that opponent has more life than another of your opponents", CR 102.3: a multiplayer game). */
function thanPlayer(text: string): PlayerRef | 'each other player' | 'another of your opponents' | undefined {
  // "… more lands than they do": the player "they" names, the verb written after it (kept as written, CR 608.2c).
  if (text === 'they do') return 'they';
  return text === 'each other player' || text === 'another of your opponents' ? text : parsePlayer(text);
}

/** The conditions of this file (undefined when none reads `t`). */
export function parsePlayerCondition(t: string): Condition | undefined {
  const past = parseAsActivated(t);
  if (past) return past;
  if (t === "it's not their turn" || t === "it's their turn") return { kind: 'their-turn', not: t === "it's not their turn" };
  const tied = /^two or more players are tied for (highest|lowest) life total$/.exec(t);
  if (tied) return { kind: 'players-tied', extreme: tied[1] as 'highest' | 'lowest' };
  // CR 705.1, 705.2: how the coin a player flipped before landed ("each player whose coin comes up tails").
  const coin = /^that player's coin comes up (heads|tails)$/.exec(t);
  if (coin) return { kind: 'coin-side', side: coin[1] as 'heads' | 'tails' };
  // CR 106.12: what a player tapped for mana this turn ("each player who tapped a land for mana this turn").
  const tapped = /^that player tapped (an?) (.+) for mana this turn$/.exec(t);
  const tappedKind = tapped ? parseFilter(tapped[2]!) : undefined;
  if (tapped && tappedKind && !tappedKind.plural) return { kind: 'tapped-for-mana', filter: tappedKind.filter, article: tapped[1] as 'a' };
  const than = t.lastIndexOf(' than ');
  if (than <= 0) return undefined;
  const otherText = t.slice(than + ' than '.length);
  const other = thanPlayer(otherText);
  // "than attacking player" (CR 506.2): the player's words kept when the printer's differ.
  const thanWord = other && other !== 'each other player' && other !== 'another of your opponents' && printPlayer(other) !== otherText ? { thanWord: otherText } : {};
  const head = t.slice(0, than);
  const m = /^(.+?) (has|have|controls|control) (more|less|fewer) (.+)$/.exec(head);
  const who = m ? parsePlayer(m[1]!) : undefined;
  if (!m || !who || !other) return undefined;
  const verbs = playerIsSingular(who) ? ['has', 'controls'] : ['have', 'control'];
  if (!verbs.includes(m[2]!)) return undefined;
  const more = m[3] === 'more';
  // "less life" but "fewer cards" and "fewer creatures" (the written word is kept).
  const word = m[3] as 'more' | 'less' | 'fewer';
  if (m[2] === 'has' || m[2] === 'have') {
    const what = COMPARED_HOLDINGS.find((h) => h === m[4]);
    return what ? { kind: 'player-compare', who, what, more, word, than: other, ...thanWord } : undefined;
  }
  const f = parseFilter(m[4]!);
  return f?.plural && word !== 'less' ? { kind: 'player-compare', who, filter: f.filter, more, word, than: other, ...thanWord } : undefined;
}

/** What a player had as the ability was activated, compared with what you had (CR 602.2b, 601.2c): "that player had more
 * life than you did as you activated this ability", "… at least two fewer creature cards in their graveyard than you did …". */
function parseAsActivated(t: string): Condition | undefined {
  const m = /^(.+?) had (?:at least (\w+) )?(more|less|fewer) (.+) than you did as you activated this ability$/.exec(t);
  const who = m ? parsePlayer(m[1]!) : undefined;
  if (!m || !who || !playerIsSingular(who)) return undefined;
  const atLeast = m[2] !== undefined ? parseCount(m[2]) : undefined;
  if (m[2] !== undefined && (atLeast === undefined || numberWord(atLeast) !== m[2])) return undefined;
  const word = m[3] as 'more' | 'less' | 'fewer';
  const what = COMPARED_HOLDINGS.find((h) => h === m[4]);
  // "creature cards in their graveyard": cards in the player's own zone (CR 404.1), counted as written.
  const f = what ? undefined : parseFilter(m[4]!);
  if (!what && !(f?.plural && f.filter.zone !== undefined)) return undefined;
  return { kind: 'player-compare', who, ...(what ? { what } : { filter: f!.filter }), more: word === 'more', word, than: 'you', asActivated: true, ...(atLeast !== undefined ? { atLeast } : {}) };
}

/** The conditions of this file as written; undefined for another kind. */
export function printPlayerCondition(c: Condition): string | undefined {
  if (c.kind === 'player-compare' && c.asActivated) {
    const what = c.filter ? printFilter(c.filter, true) : c.what!;
    return `${printPlayer(c.who)} had ${c.atLeast !== undefined ? `at least ${numberWord(c.atLeast)} ` : ''}${c.word} ${what} than you did as you activated this ability`;
  }
  if (c.kind === 'their-turn') return c.not ? "it's not their turn" : "it's their turn";
  if (c.kind === 'players-tied') return `two or more players are tied for ${c.extreme} life total`;
  if (c.kind === 'coin-side') return `that player's coin comes up ${c.side}`;
  if (c.kind === 'tapped-for-mana') return `that player tapped ${c.article} ${printFilter(c.filter, false)} for mana this turn`;
  if (c.kind !== 'player-compare') return undefined;
  const singular = playerIsSingular(c.who);
  const verb = c.filter ? (singular ? 'controls' : 'control') : singular ? 'has' : 'have';
  const what = c.filter ? printFilter(c.filter, true) : c.what!;
  const than = c.than === 'each other player' || c.than === 'another of your opponents' ? c.than : c.thanWord ?? printPlayer(c.than);
  return `${printPlayer(c.who)} ${verb} ${c.word} ${what} than ${than}`;
}
