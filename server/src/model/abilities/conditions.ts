// Conditions built from typed parts (CR 603.4 intervening "if", 608.2c "if …" instructions, 611.3a "as long as …"):
// a number compared ("your life total is less than 7", "there are four or more card types among cards in your
// graveyard", "an opponent has 10 or less life"), two conditions joined by "and"/"or", an object's kind or colour said
// with an adjective or negated ("enchanted creature is red", "it isn't a land card"), an object's keywords ("equipped
// creature has flying") and soulbond pairs (702.95). Each part combines with the others and with the conditions
// effects.ts reads; `whole` is that full condition reader. Printed back by `printConditionPart`.

import { COLOR_BY_NAME, COLOR_NAMES, type Comparison, type Compared, type Condition, type PlayerHoldings, type TargetSpec } from '../types';
import { parseCountable, parseQuantity, printCountable, printQuantity } from './amounts';
import { parseKeywordItem } from './keyword-line';
import { numberWord, parseCount } from './numbers';
import { printFilter, printPlayer, printTarget } from './print-target';
import { parseFilter, parseObjectRef, parsePlayer, playerIsSingular } from './targets';

/** The comparisons written after the number ("four or more") and before it ("less than 7"), longest first. */
const SUFFIXES: readonly [string, Comparison][] = [[' or more', 'or-more'], [' or greater', 'or-greater'], [' or less', 'or-less'], [' or fewer', 'or-fewer']];
const PREFIXES: readonly [string, Comparison][] = [
  ['less than or equal to ', 'less-than-or-equal-to'], ['greater than or equal to ', 'greater-than-or-equal-to'],
  ['less than ', 'less-than'], ['greater than ', 'greater-than'], ['fewer than ', 'fewer-than'], ['more than ', 'more-than'],
  ['exactly ', 'exactly'], ['at least ', 'at-least'], ['at most ', 'at-most'],
];

/** "four or more", "10 or less", "less than 7", "exactly one", "greater than or equal to your starting life total". */
export function parseCompared(text: string, opts: { quantity?: boolean } = {}): Compared | undefined {
  const number = (w: string): Compared | undefined => {
    const n = /^(?:\d{1,3}|[a-z]+)$/.test(w) ? parseCount(w) : undefined;
    return n === undefined || w === 'a' || w === 'an' ? undefined : { cmp: 'exactly', n, ...(/^\d/.test(w) ? { digits: true } : {}) };
  };
  for (const [suffix, cmp] of SUFFIXES) {
    if (!text.endsWith(suffix)) continue;
    const got = number(text.slice(0, -suffix.length));
    return got ? { ...got, cmp } : undefined;
  }
  for (const [prefix, cmp] of PREFIXES) {
    if (!text.startsWith(prefix)) continue;
    const rest = text.slice(prefix.length);
    const got = number(rest);
    if (got) return { ...got, cmp };
    const to = opts.quantity && cmp !== 'exactly' ? parseQuantity(rest) : undefined;
    return to ? { cmp, to } : undefined;
  }
  return undefined;
}

export function printCompared(c: Compared): string {
  const n = c.to ? printQuantity(c.to) : c.digits ? String(c.n ?? 0) : numberWord(c.n ?? 0);
  if (c.cmp === 'none') return 'no';
  const suffix = SUFFIXES.find(([, k]) => k === c.cmp);
  if (suffix) return `${n}${suffix[0]}`;
  const prefix = PREFIXES.find(([, k]) => k === c.cmp);
  return prefix ? `${prefix[0]}${n}` : n;
}

/** "~", "it", "that creature", "enchanted creature", "equipped creature": the object a condition is about. */
function subjectOf(who: string): TargetSpec | undefined {
  if (who === '~') return { kind: 'self' };
  if (who === 'it') return { kind: 'it', word: 'it' };
  const ref = parseObjectRef(who);
  if (!ref || ref.kind === 'all' && !ref.filter.attachment) return undefined;
  // Only one object: the source, one named before, or the permanent the source is attached to.
  if (ref.kind !== 'self' && ref.kind !== 'it' && ref.kind !== 'all') return undefined;
  return ref.kind === 'it' ? { kind: 'it', word: who } : ref;
}

function printSubject(t: TargetSpec): string {
  return t.kind === 'self' ? '~' : printTarget(t, t.kind === 'it' ? t.word : undefined);
}

const HOLDINGS: readonly PlayerHoldings[] = ['life', 'cards in hand', 'cards in their graveyard', 'cards in your graveyard', 'cards in their hand', 'poison counters'];

/** Players a "has"-condition names ("you", "an opponent", "that player", "each opponent"). */
const HOLDERS = /^(you|an opponent|that player|target player|target opponent|each opponent|each player|defending player|a player) (?:has|have) (.+)$/;

/** The conditions of this file (undefined when none reads `t`); `whole` reads any condition (for "and"/"or"). */
export function parseConditionPart(t: string, whole: (text: string) => Condition | undefined): Condition | undefined {
  let m: RegExpExecArray | null;
  // "there are four or more card types among cards in your graveyard", "there is exactly one tide counter on ~",
  // "there are no omen counters on ~" (CR 107.3, 122.1).
  if ((m = /^there (are|is) (no|\w+ or (?:more|fewer)|(?:exactly|at least) \w+) (.+)$/.exec(t))) {
    const plural = m[1] === 'are';
    const compared: Compared | undefined = m[2] === 'no' ? { cmp: 'none' } : parseCompared(m[2]!);
    const quantity = parseCountable(m[3]!, plural);
    if (compared && quantity && (plural === (compared.cmp === 'none' || compared.n !== 1))) return { kind: 'compare', form: 'there-are', quantity, ...compared };
  }
  // "your life total is less than 7", "its mana value is 4 or greater", "that spell's mana value is 10 or greater".
  const isAt = t.indexOf(' is ');
  if (isAt > 0) {
    const quantity = parseQuantity(t.slice(0, isAt));
    const compared = quantity ? parseCompared(t.slice(isAt + 4), { quantity: true }) : undefined;
    if (quantity && compared && quantity.kind !== 'x') return { kind: 'compare', form: 'is', quantity, ...compared };
  }
  // "an opponent has 10 or less life", "you have fewer than seven cards in hand", "an opponent has eight or more cards in
  // their graveyard" (CR 119, 402, 404).
  if ((m = HOLDERS.exec(t))) {
    const who = parsePlayer(m[1]!);
    const verbOk = who !== undefined && t.startsWith(`${m[1]} ${playerIsSingular(who) ? 'has' : 'have'} `);
    for (const what of HOLDINGS) {
      if (!verbOk || !m[2]!.endsWith(` ${what}`)) continue;
      const compared = parseCompared(m[2]!.slice(0, -what.length - 1));
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
  for (const [verb, negated] of [[" doesn't have ", true], [' has ', false]] as const) {
    const at = t.indexOf(verb);
    if (at <= 0) continue;
    const words = t.slice(at + verb.length);
    const subject = /^[a-z ]+$/.test(words) ? subjectOf(t.slice(0, at)) : undefined;
    const kw = subject ? parseKeywordItem(words, 0) : undefined;
    if (subject && kw && !kw.cost && kw.parameter === undefined && kw.keyword.toLowerCase() === words) {
      return { kind: 'has-keyword', subject, keyword: kw.keyword, ...(negated ? { negated: true } : {}) };
    }
  }
  // "it isn't a land card", "it's not a token", "enchanted creature is red", "that permanent is red or green",
  // "it's legendary", "that land is a Plains" (CR 611.3a, 608.2c).
  const isnt = t.indexOf(" isn't ");
  const is = t.indexOf(' is ');
  const lead = t.startsWith("it's not ") ? { who: 'it', negated: 'not' as const, rest: t.slice(9) }
    : t.startsWith("it's ") ? { who: 'it', rest: t.slice(5) }
    : isnt > 0 && (is < 0 || isnt < is) ? { who: t.slice(0, isnt), negated: "isn't" as const, rest: t.slice(isnt + 7) }
    : is > 0 && !t.startsWith('it is ') ? { who: t.slice(0, is), rest: t.slice(is + 4) } : undefined;
  if (lead) {
    const subject = subjectOf(lead.who);
    const article = /^an? (.+)$/.exec(lead.rest);
    const adjective = !article && !/\b(?:permanent|card|creature|spell|token)s?$/.test(lead.rest);
    const f = article ? parseFilter(article[1]!) : adjective ? parseFilter(`${lead.rest} permanent`) : undefined;
    if (subject && f && !f.plural) {
      return { kind: 'is', subject, filter: f.filter, ...(lead.negated ? { negated: lead.negated } : {}), ...(adjective ? { adjective: true } : {}) };
    }
  }
  // CR 601.2h: "{G} was spent to cast ~", "at least three red mana was spent to cast ~".
  const SPENT = ' was spent to cast ~';
  if (t.endsWith(SPENT)) {
    const what = t.slice(0, -SPENT.length);
    if (/^(?:\{[WUBRGCS]\}){1,5}$/.test(what)) return { kind: 'mana-spent', mana: what };
    const least = /^at least (\w+) (white|blue|black|red|green) mana$/.exec(what);
    const n = least ? parseCount(least[1]!) : undefined;
    if (least && n !== undefined && n > 1) return { kind: 'mana-spent', atLeast: { n, color: COLOR_BY_NAME[least[2]!]! } };
  }
  // CR 105.2: "black is the most common color among all permanents or is tied for most common".
  const common = /^(white|blue|black|red|green) is the most common color among all permanents or is tied for most common$/.exec(t);
  if (common) return { kind: 'most-common-color', color: COLOR_BY_NAME[common[1]!]! };
  // "its controller controls another creature", "your opponents control no creatures", "you control exactly one creature",
  // "any player controls a black permanent", "you control at least two other Merfolk" (CR 108.4).
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
    if (f && compared && f.plural === !(single || compared.n === 1) && !(q![2] && (single || q![1]!.startsWith('no')))) {
      const article = single ? { article: q![1] as 'a' } : {};
      return { kind: 'controls-count', who: who!, filter: f.filter, ...compared, ...(other ? { other: true } : {}), ...(q![2] ? { otherAfter: true } : {}), ...article };
    }
  }
  // Two conditions joined: "Valor is in your graveyard and you control a Plains", "you control a Desert or there is a
  // Desert card in your graveyard", "you control a red permanent and a green permanent" (the second reuses "you control").
  for (const op of ['and', 'or'] as const) {
    const sep = ` ${op} `;
    for (let at = t.indexOf(sep); at > 0; at = t.indexOf(sep, at + 1)) {
      const left = whole(t.slice(0, at));
      if (!left) continue;
      let rest = t.slice(at + sep.length);
      const ifAgain = rest.startsWith('if ');
      if (ifAgain) rest = rest.slice(3);
      const right = whole(rest);
      if (right) return { kind: 'both', op, left, right, ...(ifAgain ? { ifAgain } : {}) };
      const verb = /^(you control|an opponent controls|you have|an opponent has) /.exec(t);
      const again = verb && !ifAgain ? whole(`${verb[1]} ${rest}`) : undefined;
      if (again) return { kind: 'both', op, left, right: again, elided: verb![1]! };
    }
  }
  return undefined;
}

/** The conditions of this file as written (lower case, no period); undefined for another kind. */
export function printConditionPart(c: Condition, whole: (c: Condition) => string): string | undefined {
  switch (c.kind) {
    case 'compare':
      if (c.form === 'there-are') {
        const plural = c.cmp === 'none' || c.n !== 1;
        return `there ${plural ? 'are' : 'is'} ${printCompared(c)} ${printCountable(c.quantity, plural)}`;
      }
      return `${printQuantity(c.quantity)} is ${printCompared(c)}`;
    case 'player-has':
      return `${printPlayer(c.who)} ${playerIsSingular(c.who) ? 'has' : 'have'} ${printCompared(c)} ${c.what}`;
    case 'mana-spent':
      return `${c.mana ?? `at least ${numberWord(c.atLeast!.n)} ${COLOR_NAMES[c.atLeast!.color]} mana`} was spent to cast ~`;
    case 'most-common-color':
      return `${COLOR_NAMES[c.color]} is the most common color among all permanents or is tied for most common`;
    case 'controls-count': {
      const w = c;
      const verb = playerIsSingular(c.who) ? 'controls' : 'control';
      const how = w.article ?? (c.cmp === 'none' ? (c.other && !w.otherAfter ? 'no other' : 'no') : printCompared(c));
      const other = w.otherAfter ? 'other ' : '';
      return `${printPlayer(c.who)} ${verb} ${how} ${other}${printFilter(c.filter, !w.article && c.n !== 1)}`;
    }
    case 'paired':
      return `${printSubject(c.subject)} is paired with another creature`;
    case 'has-keyword':
      return `${printSubject(c.subject)} ${c.negated ? "doesn't have" : 'has'} ${c.keyword.toLowerCase()}`;
    case 'both': {
      const right = whole(c.right);
      const tail = c.elided && right.startsWith(`${c.elided} `) ? right.slice(c.elided.length + 1) : right;
      return `${whole(c.left)} ${c.op} ${c.ifAgain ? 'if ' : ''}${tail}`;
    }
    case 'is': {
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
