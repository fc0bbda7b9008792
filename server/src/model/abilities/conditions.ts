// Conditions built from typed parts (CR 603.4 intervening "if", 608.2c "if …" instructions, 611.3a "as long as …"):
// a number compared ("your life total is less than 7", "there are four or more card types among cards in your
// graveyard", "an opponent has 10 or less life"), two conditions joined by "and"/"or", an object's kind or colour said
// with an adjective or negated ("enchanted creature is red", "it isn't a land card"), an object's keywords ("equipped
// creature has flying") and soulbond pairs (702.95). Each part combines with the others and with the conditions
// effects.ts reads; `whole` is that full condition reader. Printed back by `printConditionPart`.

import { COLOR_BY_NAME, COLOR_NAMES, type Comparison, type Compared, type Condition, type PlayerHoldings, type TargetSpec } from '../types';
import { numberNeutral, parseCountable, parseQuantity, printCountable, printQuantity } from './amounts';
import { parseCompared, printCompared } from './compare';
import { parseKeywordItem } from './keyword-line';
import { numberWord, parseCount } from './numbers';
import { printFilter, printPlayer, printTarget } from './print-target';
import { parseFilter, parseObjectRef, parsePlayer, playerIsSingular } from './targets';
import { namedBefore, parseEventCondition, parseShares, parseUntimedEventCondition, printEventCondition, printShares, someObject, WHENS } from './event-conditions';
import { lookupKeyword } from './keywords';
import { indefiniteArticle } from './article';
import { parseObjectCondition, printObjectCondition } from './object-conditions';
import { parsePlayerCondition, printPlayerCondition } from './player-conditions';

/** "~", "it", "that creature", "enchanted creature", "equipped creature": the object a condition is about. */
function subjectOf(who: string): TargetSpec | undefined {
  if (who === '~') return { kind: 'self' };
  if (who === 'it') return { kind: 'it', word: 'it' };
  const ref = parseObjectRef(who);
  if (!ref || ref.kind === 'all' && !ref.filter.attachment) return undefined;
  // Only one object: the source, one named before, or the permanent the source is attached to.
  // "the top card of your library" (CR 401.1): one card.
  if (ref.kind === 'library-top') return ref.count === 1 ? ref : undefined;
  if (ref.kind !== 'self' && ref.kind !== 'it' && ref.kind !== 'all') return undefined;
  return ref.kind === 'it' ? { kind: 'it', word: who } : ref;
}

function printSubject(t: TargetSpec): string {
  return t.kind === 'self' ? '~' : printTarget(t, t.kind === 'it' ? t.word : undefined);
}

// CR 102.3: "you have two or more opponents" (a multiplayer game).
const HOLDINGS: readonly PlayerHoldings[] = ['life', 'cards in hand', 'cards in their graveyard', 'cards in your graveyard', 'cards in their hand', 'poison counters', 'opponents', 'cards in your library', 'cards in your hand'];

/** Players a "has"-condition names ("you", "an opponent", "that player", "each opponent"). */
const HOLDERS = /^(you|an opponent|that player|target player|target opponent|each opponent|each player|defending player|a player) (?:has|have) (.+)$/;

/** Which one of a kind a player played or cast ("the second creature spell you cast this turn"). */
const NTH: ReadonlySet<string> = new Set(['first', 'second', 'third', 'fourth', 'fifth']);

/** What an object shares with the most common colors among all permanents (CR 105.2). */
const SHARES_COMMON = ' shares a color with the most common color among all permanents or a color tied for most common';

/** The time after a condition that it held while the spell was being cast (CR 601.2). */
const AS_CAST = ' as you cast ~';

/** The conditions of this file (undefined when none reads `t`); `whole` reads any condition (for "and"/"or"). */
export function parseConditionPart(t: string, whole: (text: string) => Condition | undefined): Condition | undefined {
  let m: RegExpExecArray | null;
  // "you control a commander as you cast ~" (CR 601.2): any condition, as it stood while the spell was being cast.
  // What the player did as they cast it ("you revealed a Dragon card as you cast ~") is a happened-condition below.
  if (t.endsWith(AS_CAST)) {
    const inner = whole(t.slice(0, -AS_CAST.length));
    if (inner && inner.kind !== 'as-cast') return { kind: 'as-cast', condition: inner };
  }
  // "you pay {2} more to cast it" (CR 601.2f): the extra cost a permission asks for.
  if ((m = /^you pay ((?:\{[0-9WUBRGCX]\}){1,6}) more to cast (it|~)$/.exec(t))) return { kind: 'pay-more', mana: m[1]!, subject: m[2] as 'it' };
  // What happened "this way" / "this turn", and what two objects share (event-conditions.ts).
  const happened = parseEventCondition(t) ?? parseShares(t);
  if (happened) return happened;
  // Counters on one object compared (CR 122.1): "it had no time counters on it", "~ has fewer than three +1/+1 counters
  // on it", "~ doesn't have a +1/+1 counter on it", "it had counters on it".
  if ((m = /^(~|it|that creature|that permanent) (has|had|doesn't have|didn't have) (?:(an?|any|no|\w+ or (?:more|fewer)|(?:fewer|more) than \w+|exactly \w+) )?(?:([+-]\d\/[+-]\d|[a-z]+) )?(counters?) on it$/.exec(t))) {
    const subject = subjectOf(m[1]!);
    const q = m[3];
    const article = q === 'a' || q === 'an' || q === 'any' ? { article: q as 'a' } : {};
    const compared: Partial<Compared> | undefined = q === undefined || article.article ? {} : q === 'no' ? { cmp: 'none' } : parseCompared(q);
    const plural = m[5] === 'counters';
    // "one or more +1/+1 counters": plural after "or more" (CR 122.1).
    const agrees = q === 'a' || q === 'an' ? !plural && q === (m[4] ? (/^[aeiou]/.test(m[4]) ? 'an' : 'a') : q) : plural && (compared?.n === undefined || compared.n !== 1 || (!!q && / or more$/.test(q)));
    const negatedOk = !m[2]!.includes("n't") || !!article.article;
    if (subject && compared && agrees && negatedOk && !(q === undefined && m[4])) {
      return { kind: 'counters-on', subject, verb: m[2] as 'has', ...(m[4] ? { counter: m[4] } : {}), ...article, ...compared };
    }
  }
  // "its madness cost was paid" (CR 702.35, 702.117, 702.137…): a keyword's cost paid for the spell.
  if ((m = /^(its|~'s|that spell's) ([a-z]+) cost was paid$/.exec(t)) && lookupKeyword(m[2]!)) {
    return { kind: 'cost-paid', subject: m[1] as 'its', keyword: m[2]! };
  }
  // "If the {1}{B} cost was paid" (CR 118.9): the spell's alternative cost, named by its mana.
  if ((m = /^the ((?:\{[0-9WUBRGC]\}){1,8}) cost was paid$/.exec(t))) return { kind: 'cost-paid', subject: 'the', keyword: m[1]! };
  // "it was kicked with its {2}{U} kicker" (CR 702.33d).
  if ((m = /^(it|~) was kicked with its ((?:\{[0-9WUBRGCX]\}){1,8}) kicker$/.exec(t))) return { kind: 'kicked-with', subject: m[1] as 'it', cost: m[2]! };
  // "there are four or more card types among cards in your graveyard", "there is exactly one tide counter on ~",
  // "there are no omen counters on ~", "there are no more scream counters on it" (none left, CR 107.3, 122.1).
  if ((m = /^there (are|is) (no more|no|\w+ or (?:more|fewer)|(?:exactly|at least) \w+) (.+)$/.exec(t))) {
    const plural = m[1] === 'are';
    const compared: Compared | undefined = m[2]!.startsWith('no') ? { cmp: 'none' } : parseCompared(m[2]!);
    const quantity = parseCountable(m[3]!, plural);
    const noMore = m[2] === 'no more' ? { noMore: true as const } : {};
    if (compared && quantity && (plural === (compared.cmp === 'none' || compared.n !== 1))) return { kind: 'compare', form: 'there-are', quantity, ...compared, ...noMore };
  }
  // "there are cards exiled with ~" (CR 406.6): no number written, one or more.
  if ((m = /^there are ((?:cards|permanents|creatures|creature cards|tokens) .+)$/.exec(t))) {
    const quantity = parseCountable(m[1]!, true);
    if (quantity) return { kind: 'compare', form: 'there-are', quantity, cmp: 'at-least', n: 1, bare: true };
  }
  // "that creature is 1/1" (CR 208.1).
  if ((m = /^(.+) is (\d{1,2})\/(\d{1,2})$/.exec(t))) {
    const subject = subjectOf(m[1]!) ?? namedBefore(m[1]!);
    if (subject) return { kind: 'pt-is', subject, power: Number(m[2]), toughness: Number(m[3]) };
  }
  // "a creature you control has flying", "a card exiled with ~ has flying" (CR 702), "a creature has a -1/-1 counter on
  // it" (CR 122.1): some object of a kind, not one named.
  if ((m = /^(an?) ([^,]+?) has (?:(an?) ([+-]\d\/[+-]\d|[a-z]+) counter on it|([a-z ]+))$/.exec(t))) {
    const f = parseFilter(m[2]!);
    const kw = m[5] ? lookupKeyword(m[5]) : undefined;
    const counterOk = m[3] !== undefined && m[3] === (/^[aeiou]/.test(m[4]!) ? 'an' : 'a');
    const keywordOk = kw !== undefined && kw.name.toLowerCase() === m[5];
    if (f && !f.plural && m[1] === (/^[aeiou]/i.test(m[2]!) ? 'an' : 'a') && (counterOk || keywordOk)) {
      return { kind: 'some-has', article: m[1] as 'a', filter: f.filter, ...(keywordOk ? { keyword: kw!.name } : { counter: m[4]! }) };
    }
  }
  // "you have no land cards in hand", "an opponent has two or more creature cards in hand" (CR 402).
  if ((m = HOLDERS.exec(t)) && m[2]!.endsWith(' cards in hand')) {
    const who = parsePlayer(m[1]!);
    const q = /^(no|\w+ or (?:more|fewer)|(?:fewer|more) than \w+|exactly \w+) (.+ cards) in hand$/.exec(m[2]!);
    const f = q ? parseFilter(q[2]!) : undefined;
    const compared: Compared | undefined = !q ? undefined : q[1] === 'no' ? { cmp: 'none' } : parseCompared(q[1]!);
    const verbOk = who !== undefined && t.startsWith(`${m[1]} ${playerIsSingular(who) ? 'has' : 'have'} `);
    if (verbOk && f?.plural && compared && q![2] !== 'cards') return { kind: 'player-has-cards', who: who!, filter: f.filter, ...compared };
  }
  // "you control a permanent of each color", "you control a land of each basic land type" (CR 105.1, 205.3i).
  if ((m = /^(you|an opponent) controls? (an?) (.+) of each (color|basic land type)$/.exec(t))) {
    const who = parsePlayer(m[1]!);
    const f = parseFilter(m[3]!);
    const verbOk = who !== undefined && t.startsWith(`${m[1]} ${playerIsSingular(who) ? 'controls' : 'control'} `);
    if (verbOk && f && !f.plural && m[2] === (/^[aeiou]/i.test(m[3]!) ? 'an' : 'a')) return { kind: 'controls-each', who: who!, article: m[2] as 'a', filter: f.filter, each: m[4] as 'color' };
  }
  // "no opponent controls a creature" (CR 108.4): none of those players controls one.
  if ((m = /^no (opponent|player) controls (an?) (.+)$/.exec(t))) {
    const f = parseFilter(m[3]!);
    if (f && !f.plural) return { kind: 'controls-count', who: m[1] === 'opponent' ? 'an-opponent' : 'a-player', filter: f.filter, cmp: 'none', article: m[2] as 'a', nobody: true };
  }
  // "your life total is less than 7", "its mana value is 4 or greater", "that spell's mana value is 10 or greater".
  // "its power was 3 or greater": the value as it last was (CR 608.2h).
  for (const verb of ['is', 'was'] as const) {
    const isAt = t.indexOf(` ${verb} `);
    if (isAt <= 0) continue;
    const quantity = parseQuantity(t.slice(0, isAt));
    const rest = t.slice(isAt + verb.length + 2);
    const compared = quantity ? parseCompared(rest, { quantity: true, bare: true }) : undefined;
    if (quantity && compared && quantity.kind !== 'x') return { kind: 'compare', form: verb, quantity, ...compared };
    // "that creature's power is greater than ~'s" (CR 208.1): the other object's same stat, written as its possessive alone.
    const elided = quantity?.kind === 'stat' && !compared && rest.endsWith("'s") ? parseCompared(`${rest} ${quantity.stat}`, { quantity: true }) : undefined;
    if (quantity && elided?.to?.kind === 'stat' && elided.to.stat === (quantity as { stat: string }).stat) return { kind: 'compare', form: verb, quantity, ...elided, statElided: true };
    // "X is greater than or equal to the number of cards in your library" (CR 107.3: the X the ability defined before,
    // compared with an amount; "its toughness is X or less": compare.ts).
    if (quantity?.kind === 'x' && compared?.to) return { kind: 'compare', form: verb, quantity, ...compared };
  }
  // "defending player is poisoned" (CR 122.1f: a player with one or more poison counters is "poisoned").
  if ((m = /^(.+) is poisoned$/.exec(t))) {
    const who = parsePlayer(m[1]!);
    if (who && playerIsSingular(who)) return { kind: 'player-has', who, what: 'poison counters', cmp: 'or-more', n: 1, poisoned: true };
  }
  // "an opponent has 10 or less life", "you have fewer than seven cards in hand", "an opponent has eight or more cards in
  // their graveyard" (CR 119, 402, 404).
  if ((m = HOLDERS.exec(t))) {
    const who = parsePlayer(m[1]!);
    const verbOk = who !== undefined && t.startsWith(`${m[1]} ${playerIsSingular(who) ? 'has' : 'have'} `);
    for (const what of HOLDINGS) {
      if (!verbOk || !m[2]!.endsWith(` ${what}`)) continue;
      // "cards in your hand" (CR 402.1): the hand of "you" only.
      if (what === 'cards in your hand' && who !== 'you') continue;
      const amount = m[2]!.slice(0, -what.length - 1);
      // "that player has no cards in hand" (CR 402).
      const compared: Compared | undefined = amount === 'no' ? { cmp: 'none' } : parseCompared(amount);
      if (compared) return { kind: 'player-has', who: who!, what, ...compared };
    }
  }
  // "~ is paired with another creature" (CR 702.95).
  const PAIRED = ' is paired with another creature';
  if (t.endsWith(PAIRED)) {
    const subject = subjectOf(t.slice(0, -PAIRED.length));
    if (subject) return { kind: 'paired', subject };
  }
  // "equipped creature has flying", "it doesn't have first strike" (CR 702). String search, not a backtracking pattern.
  // "it had flying", "it didn't have decayed": as it last existed (CR 608.2h).
  for (const [verb, negated, past] of [[" doesn't have ", true, false], [' has ', false, false], [" didn't have ", true, true], [' had ', false, true]] as const) {
    const at = t.indexOf(verb);
    if (at <= 0) continue;
    const words = t.slice(at + verb.length);
    const subject = /^[a-z ]+$/.test(words) ? subjectOf(t.slice(0, at)) : undefined;
    const kw = subject ? parseKeywordItem(words, 0) : undefined;
    if (subject && kw && !kw.cost && kw.parameter === undefined && kw.keyword.toLowerCase() === words) {
      return { kind: 'has-keyword', subject, keyword: kw.keyword, ...(negated ? { negated: true } : {}), ...(past ? { past } : {}) };
    }
    // "it has madness", "it doesn't have rampage": a keyword written without its cost or number names every instance
    // of it (CR 702.1: an object has the keyword whatever its cost or number).
    const named = subject && !kw ? lookupKeyword(words) : undefined;
    if (subject && named && named.param !== 'none' && named.name.toLowerCase() === words) {
      return { kind: 'has-keyword', subject, keyword: named.name, ...(negated ? { negated: true } : {}), ...(past ? { past } : {}) };
    }
  }
  // "it isn't a land card", "it's not a token", "enchanted creature is red", "that permanent is red or green",
  // "it's legendary", "that land is a Plains" (CR 611.3a, 608.2c).
  const isnt = t.indexOf(" isn't ");
  const is = t.indexOf(' is ');
  // "that creature was a Human", "that land was nonbasic", "it wasn't a creature": what it was as it last existed (CR 608.2h).
  const was = t.indexOf(' was ');
  const wasnt = t.indexOf(" wasn't ");
  const lead = t.startsWith("it's not ") ? { who: 'it', negated: 'not' as const, rest: t.slice(9) }
    : t.startsWith("it's ") ? { who: 'it', rest: t.slice(5) }
    : isnt > 0 && (is < 0 || isnt < is) ? { who: t.slice(0, isnt), negated: "isn't" as const, rest: t.slice(isnt + 7) }
    : is > 0 && !t.startsWith('it is ') ? { who: t.slice(0, is), rest: t.slice(is + 4) }
    : wasnt > 0 ? { who: t.slice(0, wasnt), negated: "wasn't" as const, rest: t.slice(wasnt + 8), past: true }
    : was > 0 ? { who: t.slice(0, was), rest: t.slice(was + 5), past: true } : undefined;
  if (lead && !('past' in lead && lead.who === 'it' && !lead.negated && /^an? /.test(lead.rest))) {
    const subject = subjectOf(lead.who) ?? ('past' in lead ? namedBefore(lead.who) : undefined);
    const article = /^an? (.+)$/.exec(lead.rest);
    const adjective = !article && !/\b(?:permanent|card|creature|spell|token)s?$/.test(lead.rest);
    const f = article ? parseFilter(article[1]!) : adjective ? parseFilter(`${lead.rest} permanent`) : undefined;
    // "~ is enchanted" is a state of the object (CR 303.4, 301.5: the `state` kind, "enchanted or equipped" shares its "is").
    const state = adjective && f && [f.filter, ...(f.filter.anyOf ?? [])].some((x) => x.adjectives?.some((w) => w === 'enchanted' || w === 'equipped'));
    if (subject && f && !f.plural && !state) {
      return { kind: 'is', subject, filter: f.filter, ...(lead.negated ? { negated: lead.negated } : {}), ...(adjective ? { adjective: true } : {}), ...('past' in lead ? { past: true } : {}) };
    }
  }
  // CR 601.2h: "{G} was spent to cast ~", "at least three red mana was spent to cast ~".
  // "… was spent to cast it" / "… to cast that spell": the spell named before; "no (colored) mana was spent".
  // "… was spent to cast it or activate it": the spell or ability a trigger named (CR 601.2h, 602.2b).
  const spent = / was spent to cast (~|it|that spell|it or activate it)$/.exec(t);
  if (spent) {
    const what = t.slice(0, spent.index);
    const spell = spent[1] === '~' ? {} : { spell: spent[1] as 'it' };
    if (/^(?:\{[WUBRGCS]\}){1,5}$/.test(what)) return { kind: 'mana-spent', mana: what, ...spell };
    // "{S} of any of that spell's colors was spent to cast it" (CR 107.4h, 601.2h: snow mana of one of the spell's colors).
    const ofColors = /^(\{[WUBRGCS]\}) of any of (its|that spell's) colors$/.exec(what);
    if (ofColors) return { kind: 'mana-spent', mana: ofColors[1]!, ofColors: ofColors[2] as 'its', ...spell };
    if (what === 'no mana' || what === 'no colored mana') return { kind: 'mana-spent', none: what.slice(3) as 'mana', ...spell };
    // "mana from a Treasure was spent to cast it" (CR 601.2h, 111.10a: where the mana came from).
    if (what === 'mana from a Treasure') return { kind: 'mana-spent', fromTreasure: true, ...spell };
    // "at least three mana of the same color was spent to cast it" (adamant, CR 601.2h).
    const same = /^at least (\w+) mana of the same color$/.exec(what);
    const k = same ? parseCount(same[1]!) : undefined;
    if (k !== undefined && k > 1) return { kind: 'mana-spent', sameColor: k, ...spell };
    const least = /^at least (\w+) (white|blue|black|red|green) mana$/.exec(what);
    const n = least ? parseCount(least[1]!) : undefined;
    if (least && n !== undefined && n > 1) return { kind: 'mana-spent', atLeast: { n, color: COLOR_BY_NAME[least[2]!]! }, ...spell };
  }
  // CR 105.2: "black is the most common color among all permanents or is tied for most common".
  const common = /^(white|blue|black|red|green) is the most common color among all permanents or is tied for most common$/.exec(t);
  if (common) return { kind: 'most-common-color', color: COLOR_BY_NAME[common[1]!]! };
  // "that permanent shares a color with the most common color among all permanents or a color tied for most common" (CR
  // 105.1, 105.2): one of the object's colors is a most common one.
  if (t.endsWith(SHARES_COMMON)) {
    const who = t.slice(0, -SHARES_COMMON.length);
    const subject = subjectOf(who) ?? namedBefore(who);
    if (subject) return { kind: 'shares-common-color', subject };
  }
  // "its controller controls another creature", "your opponents control no creatures", "you control exactly one creature",
  // "any player controls a black permanent", "you control at least two other Merfolk" (CR 108.4).
  // "you don't control an Ogre", "that player doesn't control a Swamp": none of that kind (CR 108.4).
  const dont = /^(.+?) (don't|doesn't) control (an?) (.+)$/.exec(t);
  if (dont) {
    const who = parsePlayer(dont[1]!);
    const f = parseFilter(dont[4]!);
    if (who && f && !f.plural && (dont[2] === "doesn't") === playerIsSingular(who)) return { kind: 'controls-count', who, filter: f.filter, cmp: 'none', article: dont[3] as 'a', dont: true };
  }
  const controls = / controls? /.exec(t);
  if (controls) {
    const who = parsePlayer(t.slice(0, controls.index));
    const verbOk = who !== undefined && controls[0] === (playerIsSingular(who) ? ' controls ' : ' control ');
    const rest = t.slice(controls.index + controls[0].length);
    const q = /^(an?|another|no other|no|exactly \w+|at least \w+|\w+ or (?:more|fewer)) (other )?(.+)$/.exec(rest);
    const f = verbOk && q ? parseFilter(q[3]!) : undefined;
    const single = q?.[1] === 'a' || q?.[1] === 'an' || q?.[1] === 'another';
    const compared: Compared | undefined = !q ? undefined : single ? { cmp: 'at-least', n: 1 } : q[1]!.startsWith('no') ? { cmp: 'none' } : parseCompared(q[1]!);
    const other = q?.[1] === 'another' || q?.[1] === 'no other' || !!q?.[2];
    const many = !(single || compared?.n === 1);
    if (f && compared && (f.plural === many || (many && numberNeutral(f.filter))) && !(q![2] && (single || q![1]!.startsWith('no')))) {
      const article = single ? { article: q![1] as 'a' } : {};
      return { kind: 'controls-count', who: who!, filter: f.filter, ...compared, ...(other ? { other: true } : {}), ...(q![2] ? { otherAfter: true } : {}), ...article };
    }
  }
  // "it wasn't the first land you played this turn", "it's the second creature spell you cast this turn", "~ is the first
  // spell you've cast this game" (CR 305.2, 601.2).
  if ((m = /^(.+?) (is|isn't|was|wasn't) the (\w+) (.+) (you played|you cast|you've cast) (this turn|this game)$|^it's the (\w+) (.+) (you played|you cast|you've cast) (this turn|this game)$/.exec(t))) {
    const contracted = m[7] !== undefined;
    const subject = contracted ? { kind: 'it' as const, word: 'it' } : subjectOf(m[1]!);
    const nth = contracted ? m[7]! : m[3]!;
    const f = parseFilter(contracted ? m[8]! : m[4]!);
    if (subject && NTH.has(nth) && f && !f.plural) {
      return { kind: 'nth', subject, verb: contracted ? "it's" : m[2] as 'is', nth, filter: f.filter, did: (m[5] ?? m[9]) as 'you cast', when: (m[6] ?? m[10]) as 'this turn' };
    }
  }
  // "it has the same name as that card", "it has the same mana value as the revealed card" (CR 201.2, 202.3).
  if ((m = /^(.+?) (has|doesn't have) the same (name|mana value) as (.+)$/.exec(t))) {
    const subject = subjectOf(m[1]!);
    // "… as another creature you control" (CR 201.2): any one object of a kind.
    const one = (w: string) => (w === '~' ? { kind: 'self' as const } : namedBefore(w) ?? (w === 'that card' ? { kind: 'it' as const, word: w } : someObject(w)));
    const other = one(m[4]!);
    if (subject && other) return { kind: 'same-as', subject, what: m[3] as 'name', with: other, ...(m[2] === "doesn't have" ? { negated: true } : {}) };
    // "… as one of the cards exiled with ~" (CR 201.2): any one of the objects of a kind, written in the plural.
    const oneOf = /^one of the (.+)$/.exec(m[4]!);
    const f = oneOf ? parseFilter(oneOf[1]!) : undefined;
    const some = f?.plural ? someObject(`${indefiniteArticle(printFilter(f.filter, false))} ${printFilter(f.filter, false)}`) : undefined;
    if (subject && some && printFilter(f!.filter, true) === oneOf![1]) return { kind: 'same-as', subject, what: m[3] as 'name', with: some, oneOf: true, ...(m[2] === "doesn't have" ? { negated: true } : {}) };
    // "… as another creature you control or a creature card in your graveyard": either of two objects (CR 201.2).
    for (let at = m[4]!.indexOf(' or '); subject && at > 0; at = m[4]!.indexOf(' or ', at + 1)) {
      const first = one(m[4]!.slice(0, at));
      const second = first ? one(m[4]!.slice(at + 4)) : undefined;
      if (second) return { kind: 'same-as', subject, what: m[3] as 'name', with: first!, or: second, ...(m[2] === "doesn't have" ? { negated: true } : {}) };
    }
  }
  // "that card has the chosen name" (CR 201.2, 607.2d: the name the ability's linked choice named).
  if ((m = /^(.+?) (has|doesn't have) the chosen name$/.exec(t))) {
    const subject = subjectOf(m[1]!) ?? namedBefore(m[1]!);
    if (subject) return { kind: 'has-chosen-name', subject, ...(m[2] === "doesn't have" ? { negated: true } : {}) };
  }
  // About objects and players (object-conditions.ts): values compared, targets, zones, objects somewhere, votes, designations.
  const about = parseObjectCondition(t) ?? parsePlayerCondition(t);
  if (about) return about;
  // Two conditions joined: "Valor is in your graveyard and you control a Plains", "you control a Desert or there is a
  // Desert card in your graveyard", "you control a red permanent and a green permanent" (the second reuses "you control").
  // A time written once after both ("you revealed a Dragon card or controlled a Dragon as you cast ~", "… this turn")
  // is the first's time too (CR 603.4, 601.2).
  // "~ is on the battlefield or if ~ is in your graveyard and you control a Giant" (CR 603.4): a repeated "if" opens the
  // second condition, which runs to the end ("A or if (B and C)"), so the sentence is split there first.
  for (const op of ['or', 'and'] as const) {
    const sep = ` ${op} if `;
    const at = t.indexOf(sep);
    const left = at > 0 ? whole(t.slice(0, at)) : undefined;
    const right = left ? whole(t.slice(at + sep.length)) : undefined;
    if (left && right) return { kind: 'both', op, left, right, ifAgain: true };
  }
  const list = conditionList(t, whole);
  if (list) return list;
  const sharedWhen = WHENS.find((w) => t.endsWith(` ${w}`));
  for (const op of ['and', 'or'] as const) {
    const sep = ` ${op} `;
    for (let at = t.indexOf(sep); at > 0; at = t.indexOf(sep, at + 1)) {
      const own = whole(t.slice(0, at));
      const timed = !own && sharedWhen ? whole(`${t.slice(0, at)} ${sharedWhen}`) : undefined;
      const left = own ?? (timed?.kind === 'happened' ? timed : undefined);
      if (!left) continue;
      const shared = own ? {} : { sharedWhen: sharedWhen! };
      let rest = t.slice(at + sep.length);
      const ifAgain = rest.startsWith('if ');
      if (ifAgain) rest = rest.slice(3);
      const right = whole(rest);
      if (right) return { kind: 'both', op, left, right, ...(ifAgain ? { ifAgain } : {}), ...shared };
      // "you revealed a Dragon card or controlled a Dragon": the second of two things a player did leaves the player out.
      const doer = left.kind === 'happened' && 'player' in left.subject && !left.subject.contracted && !left.subject.the ? printPlayer(left.subject.player) : undefined;
      const did = doer && !ifAgain ? whole(`${doer} ${rest}`) : undefined;
      if (did?.kind === 'happened') return { kind: 'both', op, left, right: did, elided: doer!, ...shared };
      // The second reuses the first's verb: "you control a red permanent and a green permanent", or its subject and
      // "is": "~ is enchanted or equipped", "equipped creature is a Human or an Angel" (CR 611.3a).
      const verb = /^(you control|an opponent controls|you have|an opponent has) /.exec(t)?.[1];
      const isAt = t.indexOf(' is ');
      // "it's a land card or a creature card with …": the contracted "it's" too.
      const subjectIs = (left.kind === 'state' || (left.kind === 'is' && !left.negated)) && isAt > 0 && isAt < at ? t.slice(0, isAt + ' is'.length)
        : left.kind === 'is' && !left.negated && t.startsWith("it's ") ? "it's" : undefined;
      const elided = verb ?? subjectIs;
      const again = elided && !ifAgain && own ? whole(`${elided} ${rest}`) : undefined;
      if (again) return { kind: 'both', op, left, right: again, elided: elided! };
      // The second reuses the first's player with a verb of its own: "you control no permanents other than ~ and have no
      // cards in hand" (CR 603.4).
      const player = /^(you|an opponent|that player) (?:control|controls|have|has) /.exec(t)?.[1];
      const theirs = player && !ifAgain && own && /^(?:control|controls|have|has) /.test(rest) ? whole(`${player} ${rest}`) : undefined;
      if (theirs) return { kind: 'both', op, left, right: theirs, elided: player! };
    }
  }
  // What an earlier instruction did, written without a time ("you don't put the card onto the battlefield"): last.
  return parseUntimedEventCondition(t);
}

/**
 * A list of three or more conditions, the later ones reusing the first's player and verb ("you control a God, a Demigod,
 * or a legendary enchantment", CR 603.4): "A, B, or C" is A or (B or C), each part a condition of its own.
 */
function conditionList(t: string, whole: (text: string) => Condition | undefined): Condition | undefined {
  const m = /, (and|or) /.exec(t);
  const verb = /^(you control|an opponent controls|you have|an opponent has|it's) /.exec(t)?.[1];
  if (!m || !verb || t.indexOf(', ', m.index + 1) >= 0) return undefined;
  const op = m[1] as 'and' | 'or';
  const items = t.slice(0, m.index).split(', ');
  if (items.length < 2) return undefined;
  const parts = [...items, t.slice(m.index + m[0].length)].map((x, i) => (i === 0 ? whole(x) : whole(`${verb} ${x}`)));
  if (parts.some((p) => !p || p.kind === 'both')) return undefined;
  let rest: Condition = { kind: 'both', op, left: parts[parts.length - 2]!, right: parts[parts.length - 1]!, elided: verb, serial: true };
  for (let i = parts.length - 3; i >= 0; i--) rest = { kind: 'both', op, left: parts[i]!, right: rest, elided: verb, comma: true };
  return rest;
}

/** The conditions of this file as written (lower case, no period); undefined for another kind. */
export function printConditionPart(c: Condition, whole: (c: Condition) => string): string | undefined {
  const about = printObjectCondition(c) ?? printPlayerCondition(c);
  if (about !== undefined) return about;
  switch (c.kind) {
    case 'compare':
      if (c.form === 'there-are' && c.bare) return `there are ${printCountable(c.quantity, true)}`;
      if (c.form === 'there-are') {
        const plural = c.cmp === 'none' || c.n !== 1;
        return `there ${plural ? 'are' : 'is'} ${c.noMore ? 'no more' : printCompared(c)} ${printCountable(c.quantity, plural)}`;
      }
      if (c.statElided && c.to?.kind === 'stat') return `${printQuantity(c.quantity)} ${c.form} ${printCompared(c).slice(0, -c.to.stat.length - 1)}`;
      return `${printQuantity(c.quantity)} ${c.form} ${printCompared(c)}`;
    case 'player-has':
      if (c.poisoned) return `${printPlayer(c.who)} is poisoned`;
      return `${printPlayer(c.who)} ${playerIsSingular(c.who) ? 'has' : 'have'} ${printCompared(c)} ${c.what}`;
    case 'mana-spent': {
      const what = c.none ? `no ${c.none}` : c.fromTreasure ? 'mana from a Treasure' : c.sameColor ? `at least ${numberWord(c.sameColor)} mana of the same color` : c.ofColors ? `${c.mana} of any of ${c.ofColors} colors` : c.mana ?? `at least ${numberWord(c.atLeast!.n)} ${COLOR_NAMES[c.atLeast!.color]} mana`;
      return `${what} was spent to cast ${c.spell ?? '~'}`;
    }
    case 'happened':
      return printEventCondition(c);
    case 'shares':
      return printShares(c);
    case 'counters-on': {
      const how = c.article ?? (c.cmp ? printCompared(c as Compared) : undefined);
      const plural = c.article !== 'a' && c.article !== 'an';
      return `${printSubject(c.subject)} ${c.verb} ${how ? `${how} ` : ''}${c.counter ? `${c.counter} ` : ''}counter${plural ? 's' : ''} on it`;
    }
    case 'cost-paid':
      return `${c.subject} ${c.keyword} cost was paid`;
    case 'kicked-with':
      return `${c.subject} was kicked with its ${c.cost} kicker`;
    case 'as-cast':
      return `${whole(c.condition)}${AS_CAST}`;
    case 'pay-more':
      return `you pay ${c.mana} more to cast ${c.subject}`;
    case 'most-common-color':
      return `${COLOR_NAMES[c.color]} is the most common color among all permanents or is tied for most common`;
    case 'shares-common-color':
      return `${printSubject(c.subject)}${SHARES_COMMON}`;
    case 'controls-count': {
      const w = c;
      if (w.nobody) return `no ${c.who === 'an-opponent' ? 'opponent' : 'player'} controls ${w.article} ${printFilter(c.filter, false)}`;
      if (w.dont) return `${printPlayer(c.who)} ${playerIsSingular(c.who) ? "doesn't" : "don't"} control ${w.article} ${printFilter(c.filter, false)}`;
      const verb = playerIsSingular(c.who) ? 'controls' : 'control';
      const how = w.article ?? (c.cmp === 'none' ? (c.other && !w.otherAfter ? 'no other' : 'no') : printCompared(c));
      const other = w.otherAfter ? 'other ' : '';
      return `${printPlayer(c.who)} ${verb} ${how} ${other}${printFilter(c.filter, !w.article && c.n !== 1)}`;
    }
    case 'paired':
      return `${printSubject(c.subject)} is paired with another creature`;
    case 'nth':
      return `${c.verb === "it's" ? "it's" : `${printSubject(c.subject)} ${c.verb}`} the ${c.nth} ${printFilter(c.filter, false)} ${c.did} ${c.when}`;
    case 'same-as':
      return `${printSubject(c.subject)} ${c.negated ? "doesn't have" : 'has'} the same ${c.what} as ${c.oneOf && c.with.kind === 'chosen' ? `one of the ${printFilter(c.with.filter, true)}` : printSubject(c.with)}${c.or ? ` or ${printSubject(c.or)}` : ''}`;
    case 'has-chosen-name':
      return `${printSubject(c.subject)} ${c.negated ? "doesn't have" : 'has'} the chosen name`;
    case 'some-has':
      return `${c.article} ${printFilter(c.filter, false)} has ${c.keyword ? c.keyword.toLowerCase() : `${/^[aeiou]/.test(c.counter!) ? 'an' : 'a'} ${c.counter} counter on it`}`;
    case 'controls-each':
      return `${printPlayer(c.who)} ${playerIsSingular(c.who) ? 'controls' : 'control'} ${c.article} ${printFilter(c.filter, false)} of each ${c.each}`;
    case 'pt-is':
      return `${printSubject(c.subject)} is ${c.power}/${c.toughness}`;
    case 'player-has-cards':
      return `${printPlayer(c.who)} ${playerIsSingular(c.who) ? 'has' : 'have'} ${printCompared(c)} ${printFilter(c.filter, true)} in hand`;
    case 'has-keyword':
      return `${printSubject(c.subject)} ${c.past ? (c.negated ? "didn't have" : 'had') : c.negated ? "doesn't have" : 'has'} ${c.keyword.toLowerCase()}`;
    case 'both': {
      const right = whole(c.right);
      const tail = c.elided && right.startsWith(`${c.elided} `) ? right.slice(c.elided.length + 1) : right;
      const left = whole(c.left);
      const head = c.sharedWhen && left.endsWith(` ${c.sharedWhen}`) ? left.slice(0, -c.sharedWhen.length - 1) : left;
      if (c.comma) return `${head}, ${tail}`;
      if (c.serial) return `${head}, ${c.op} ${tail}`;
      return `${head} ${c.op} ${c.ifAgain ? 'if ' : ''}${tail}`;
    }
    case 'is': {
      if (c.past && (c.negated || c.adjective || !(c.subject.kind === 'it' && c.subject.word === 'it'))) {
        const body = printFilter(c.filter, false);
        const what = c.adjective ? body.replace(/ permanent$/, '') : `${/^[aeiou]/i.test(body) ? 'an' : 'a'} ${body}`;
        return `${printSubject(c.subject)} ${c.negated ? "wasn't" : 'was'} ${what}`;
      }
      if (!c.negated && !c.adjective) return undefined;
      const body = printFilter(c.filter, false);
      const what = c.adjective ? body.replace(/ permanent$/, '') : `${/^[aeiou]/i.test(body) ? 'an' : 'a'} ${body}`;
      const it = c.subject.kind === 'it' && c.subject.word === 'it';
      const verb = c.negated === 'not' ? "it's not" : c.negated ? `${it ? 'it' : printSubject(c.subject)} isn't` : it ? "it's" : `${printSubject(c.subject)} is`;
      return `${verb} ${what}`;
    }
    default:
      return undefined;
  }
}
