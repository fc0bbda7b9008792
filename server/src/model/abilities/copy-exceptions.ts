// A copy effect's exceptions, in Oracle form (CR 707.9): ", except it has haste" (keywords, no quotes), ", except it
// has "…"" (a quoted ability), ", except it's a 1/1 blue Illusion in addition to its other colors and types". Read
// after "create a token that's a copy of …", "… becomes a copy of …" and "enter as a copy of …"; printed back the same.

import { COLOR_BY_NAME, COLOR_NAMES, type Ability, type Color, type CopyExceptions } from '../types';
import { quoted, useConditions } from './slots';
import { parseCount } from './numbers';

export type CopyException = CopyExceptions & { exceptHas?: Ability };

const CARD_TYPE_WORDS = new Set(['artifact', 'creature', 'enchantment', 'land']);
const SUPERTYPE_WORDS = new Set(['legendary', 'snow']);

/**
 * The words after ", except " (no final period); undefined when they are not an exception this grammar reads: one
 * exception, several joined as a list ("it has no mana cost, it's white, and it's a Zombie …", each one part), or
 * those that apply only to a token made by embalm or eternalize ("if ~ was embalmed, …", CR 702.128a, 702.129a).
 */
export function parseCopyException(text: string): CopyException | undefined {
  const t = text.trim().replace(/\.$/, '');
  const cond = /^if ~ was (embalmed|eternalized), (.+)$/.exec(t);
  if (cond) {
    const then = parseCopyException(cond[2]!);
    return then && !then.exceptIfWas ? { exceptIfWas: { action: cond[1] as 'embalmed' | 'eternalized', then } } : undefined;
  }
  // A list: "A, B, and C" (parts split outside quotes; "in addition to its other colors and types" has no comma).
  const parts = splitOutsideQuotes(t);
  if (parts.length > 1) {
    const list = parts.map((p) => parseOneException(p) ?? parseTwoExceptions(p));
    return list.every((x): x is CopyException => x !== undefined) ? { exceptList: list } : undefined;
  }
  return parseOneException(t) ?? parseTwoExceptions(t);
}

/**
 * Two exceptions joined by "and" without a comma (CR 707.9): "it's a Spirit in addition to its other types and it has
 * "…"", the second's "it" or "it has" left out ("… and has defender", "it has hexproof and this ability", "it has
 * haste and "…""); the first " and " outside quotes after which both read.
 */
function parseTwoExceptions(t: string): CopyException | undefined {
  const masked = maskQuotes(t);
  for (let at = masked.indexOf(' and '); at > 0; at = masked.indexOf(' and ', at + 1)) {
    const first = parseOneException(t.slice(0, at));
    const rest = t.slice(at + ' and '.length);
    if (!first) continue;
    const has = /^it has /.test(t) && !/^(?:it|has) /.test(rest);
    const second = parseOneException(rest) ?? (rest.startsWith('has ') ? elided(parseOneException(`it ${rest}`), 'it') : undefined)
      ?? (has ? elided(parseOneException(`it has ${rest}`), 'it has') : undefined);
    if (second) return { exceptList: [first, second], exceptAnd: true };
  }
  return undefined;
}

const elided = (x: CopyException | undefined, words: 'it' | 'it has'): CopyException | undefined => (x ? { ...x, exceptElided: words } : undefined);

/** The text with quoted words blanked (same length). */
function maskQuotes(t: string): string {
  let inQuote = false;
  let out = '';
  for (const ch of t) {
    const q = ch === '"' || ch === '\u201C' || ch === '\u201D';
    if (q) inQuote = ch === '\u201C' ? true : ch === '\u201D' ? false : !inQuote;
    out += q || inQuote ? ' ' : ch;
  }
  return out;
}

/** "A, B, and C" → ["A", "B", "C"] (commas inside quotes kept). */
function splitOutsideQuotes(t: string): string[] {
  const out: string[] = [];
  let depth = false;
  let start = 0;
  for (let i = 0; i < t.length; i++) {
    const ch = t[i]!;
    if (ch === '"' || ch === '\u201C' || ch === '\u201D') depth = ch === '\u201C' ? true : ch === '\u201D' ? false : !depth;
    else if (ch === ',' && !depth && t[i + 1] === ' ') { out.push(t.slice(start, i)); start = i + 2; }
  }
  out.push(t.slice(start));
  return out.map((p, i) => (i === out.length - 1 && out.length > 1 ? p.replace(/^and /, '') : p));
}

/** One exception (CR 707.9a–b), or one with a condition written after it (`parseIfException`). */
function parseOneException(t: string): CopyException | undefined {
  return parseBareException(t) ?? parseIfException(t);
}

/**
 * "<exception> if <condition>" (CR 707.9, 608.2c): "it enters with an additional +1/+1 counter on it if it's a creature",
 * "it isn't legendary if that permanent is legendary", "… if you control that creature"; the condition read by the
 * condition grammar, the exception applying only when it holds as the copy effect applies.
 */
function parseIfException(t: string): CopyException | undefined {
  for (let at = t.lastIndexOf(' if '); at > 0; at = t.lastIndexOf(' if ', at - 1)) {
    const then = parseBareException(t.slice(0, at));
    const condition = then && useConditions.read?.(t.slice(at + ' if '.length));
    if (then && condition) return { exceptIf: { then, condition } };
  }
  return undefined;
}

function parseBareException(t: string): CopyException | undefined {
  let m: RegExpExecArray | null;
  // CR 707.9b, 205.4: "it isn't legendary": a supertype the copy doesn't have.
  if ((m = /^it isn't (legendary|snow)$/.exec(t))) return { exceptIsnt: [m[1]!] };
  // CR 707.9b: "it has no mana cost" (embalm and eternalize tokens, 702.128a, 702.129a).
  if ((m = /^(it|the token) has no mana cost$/.exec(t))) return { exceptNoManaCost: m[1] as 'it' | 'the token' };
  // CR 707.9a: an ability the copy has besides the copied ones; "this ability" is the one that made the copy.
  if (t === 'it has this ability') return { exceptThisAbility: true };
  // CR 707.9b: "its name is ~" (a name the copy has instead of the copied one); CR 707.9a: "it has ~'s other abilities"
  // (the abilities of the object the copy effect applies to, besides the copied ones). Not carried out.
  if (t === 'its name is ~') return { exceptName: '~' };
  if (t === "it has ~'s other abilities") return { exceptOtherAbilities: true };
  if ((m = /^it has ["\u201C](.+)["\u201D]$/.exec(t))) {
    const a = quoted.read?.(m[1]!);
    return a ? { exceptHas: a } : undefined;
  }
  if ((m = /^it has ([a-z][a-z ,]*)$/.exec(t))) {
    // Keywords: "haste", "flying and haste" — read as the keyword line "Flying, haste".
    const line = m[1]!.replace(/,? and /, ', ');
    const a = quoted.read?.(line.charAt(0).toUpperCase() + line.slice(1));
    return a?.kind === 'keyword' ? { exceptHas: a, exceptUnquoted: true } : undefined;
  }
  // CR 707.9a, 614.1c: counters the copy enters with ("it enters with two additional +1/+1 counters on it").
  if ((m = /^it enters with (an?|X|[a-z]+|\d+) (additional )?([+-]\d\/[+-]\d|[a-z]+) counters? on it$/.exec(t))) {
    const one = m[1] === 'a' || m[1] === 'an';
    const n = one ? 1 : m[1] === 'X' ? 2 : parseCount(m[1]!);
    if (n === undefined || (n === 1) !== / counter on it$/.test(t)) return undefined;
    return { exceptEntersWith: { written: m[1]!, counter: m[3]!, additional: !!m[2] } };
  }
  // CR 707.9b, 702.129a: "it's 4/4" (power and toughness alone, without an article).
  if ((m = /^it's (\d+)\/(\d+)$/.exec(t))) return { exceptIs: { power: Number(m[1]), toughness: Number(m[2]), colors: [], cardTypes: [], subtypes: [] } };
  // CR 707.9b: characteristics the copy has instead of, or besides, the copied ones.
  // "it's white" (a color alone is written without an article).
  if ((m = /^it's (?:an? )?(?:(\d+)\/(\d+) )?([A-Za-z ]+?)(?: in addition to its other (types|colors and types|creature types))?$/.exec(t))) {
    const colors: Color[] = [];
    const cardTypes: string[] = [];
    const subtypes: string[] = [];
    const supertypes: string[] = [];
    for (const w of m[3]!.split(' ')) {
      const c = COLOR_BY_NAME[w];
      if (c) colors.push(c);
      // CR 205.4a: "it's legendary in addition to its other types" (supertypes come first, as printed).
      else if (SUPERTYPE_WORDS.has(w) && !colors.length && !cardTypes.length && !subtypes.length && m[1] === undefined) supertypes.push(w);
      else if (CARD_TYPE_WORDS.has(w)) cardTypes.push(w);
      else if (/^[A-Z][a-z]+$/.test(w)) subtypes.push(w);
      else return undefined;
    }
    if (!colors.length && !cardTypes.length && !subtypes.length && !supertypes.length) return undefined;
    // A supertype is written without an article ("it's legendary"), and only "in addition to its other types".
    if (supertypes.length && (/^it's an? /.test(t) || m[4] !== 'types')) return undefined;
    const addition = m[4] as 'types' | 'colors and types' | 'creature types' | undefined;
    // "in addition to its other creature types": subtypes only.
    if (addition === 'creature types' && (colors.length || cardTypes.length)) return undefined;
    return {
      exceptIs: {
        ...(m[1] ? { power: Number(m[1]), toughness: Number(m[2]) } : {}),
        colors, cardTypes, subtypes, ...(supertypes.length ? { supertypes } : {}), ...(addition ? { addition } : {}),
      },
    };
  }
  return undefined;
}

/** ", except …" as written, or '' without exceptions; undefined when it can't be printed. */
export function printCopyException(e: CopyException): string | undefined {
  const words = exceptionWords(e);
  return words === undefined ? undefined : words ? `, except ${words}` : '';
}

/** The words of the exceptions after "except " ('' without any), or undefined when they can't be printed. */
function exceptionWords(e: CopyException): string | undefined {
  if (e.exceptIfWas) {
    const then = exceptionWords(e.exceptIfWas.then);
    return then ? `if ~ was ${e.exceptIfWas.action}, ${then}` : undefined;
  }
  if (e.exceptList) {
    const list = e.exceptList.map((x) => {
      const w = exceptionWords(x);
      // The second of two joined by "and" without its "it" / "it has" (parseTwoExceptions).
      return w && x.exceptElided ? (w.startsWith(`${x.exceptElided} `) ? w.slice(x.exceptElided.length + 1) : undefined) : w;
    });
    if (list.some((w) => !w)) return undefined;
    if (e.exceptAnd) return `${list[0]} and ${list[1]}`;
    return `${list.slice(0, -1).join(', ')}, and ${list[list.length - 1]}`;
  }
  if (e.exceptIf) {
    const then = exceptionWords(e.exceptIf.then);
    const condition = useConditions.print?.(e.exceptIf.condition);
    return then && condition ? `${then} if ${condition}` : undefined;
  }
  if (e.exceptIsnt) return `it isn't ${e.exceptIsnt.join(' ')}`;
  if (e.exceptName) return `its name is ${e.exceptName}`;
  if (e.exceptOtherAbilities) return "it has ~'s other abilities";
  if (e.exceptNoManaCost) return `${e.exceptNoManaCost} has no mana cost`;
  const one = printOneException(e);
  return one === undefined ? undefined : one.replace(/^, except /, '');
}

function printOneException(e: CopyException): string | undefined {
  if (e.exceptThisAbility) return ', except it has this ability';
  if (e.exceptHas) {
    const printed = quoted.print?.(e.exceptHas);
    if (!printed) return undefined;
    if (!e.exceptUnquoted) return `, except it has "${printed}"`;
    const words = printed.replace(/\.$/, '').split(', ');
    const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]!;
    return `, except it has ${list.charAt(0).toLowerCase()}${list.slice(1)}`;
  }
  if (e.exceptEntersWith) {
    const w = e.exceptEntersWith;
    return `, except it enters with ${w.written} ${w.additional ? 'additional ' : ''}${w.counter} counter${w.written === 'a' || w.written === 'an' ? '' : 's'} on it`;
  }
  if (e.exceptIs) {
    const x = e.exceptIs;
    const words = [...(x.supertypes ?? []), ...(x.power !== undefined ? [`${x.power}/${x.toughness}`] : []), ...x.colors.map((c) => COLOR_NAMES[c]), ...x.subtypes, ...x.cardTypes].join(' ');
    // "it's white", "it's 4/4" (702.129a): no article.
    const article = x.supertypes?.length || ((x.power === undefined || !x.colors.length) && !x.cardTypes.length && !x.subtypes.length) ? '' : /^[aeiou8]/i.test(words) ? 'an ' : 'a ';
    return `, except it's ${article}${words}${x.addition ? ` in addition to its other ${x.addition}` : ''}`;
  }
  return '';
}

/**
 * Whether the engine's copy (rules/actions/copy.ts withExceptions) applies every exception: a name, a supertype and "~'s
 * other abilities" it doesn't (CR 707.9a–b), so a copy effect with one is not carried out.
 */
export function exceptionsApplied(e: CopyExceptions & { exceptHas?: Ability }): boolean {
  // CR 707.9, 707.9b: an exception under a condition, and a supertype the copy doesn't have, are not applied.
  return !e.exceptName && !e.exceptOtherAbilities && !e.exceptIs?.supertypes?.length && !e.exceptIf && !e.exceptIsnt && (e.exceptList ?? []).every(exceptionsApplied)
    && (e.exceptIfWas === undefined || exceptionsApplied(e.exceptIfWas.then));
}
