// Amounts as typed parts (CR 107.1, 107.3): quantities ("its power", "the number of creatures you control", "your devotion
// to red", "the greatest power among creatures you control", "1 plus the number of …") and countables ("creature you
// control", "charge counter on ~", "card revealed this way", "basic land type among lands you control"), read once and
// printed back. "the number of X" and "for each X" name the same countable (plural and singular); "equal to Q" and
// "where X is Q" the same quantity.

import { sortColors } from '../mana';
import { COLOR_BY_NAME, COLOR_NAMES, type Color, type Quantity, type TargetSpec } from '../types';
import { numberWord, parseCount } from './numbers';
import { printFilter, printTarget } from './print-target';
import { parseFilter, parseObjectRef } from './targets';

/** "the sacrificed creature's", "that spell's", "its": whose power, toughness or mana value. */
const STAT_OWNER = /^(its|~'s|(?:that|the) (?:[a-z]+ )?(?:creature|card|spell|artifact|permanent|enchantment|land|token)(?: card)?'s|the (?:sacrificed|revealed|exiled|discarded|milled|returned|chosen|destroyed|tapped|copied) (?:[a-z]+ )?(?:creature|card|artifact|permanent|land)(?: card)?'s) (power|toughness|mana value)$/;

/** Verbs of "… this way" sets: the objects an earlier instruction of the ability acted on (CR 608.2c). */
const THIS_WAY_VERBS = new Set(['exiled', 'sacrificed', 'revealed', 'discarded', 'destroyed', 'tapped', 'returned', 'milled', 'removed', 'put', 'drawn', 'chosen', 'countered']);

/** Amounts an earlier part of the ability produced ("the life lost this way", "the damage dealt this way"). */
const RESULTS = ['life lost this way', 'damage dealt this way', 'damage prevented this way', 'life gained this way'] as const;
export type ResultAmount = (typeof RESULTS)[number];

function ownerOf(word: string): TargetSpec {
  if (word === 'its') return { kind: 'it', word: 'it' };
  if (word === "~'s") return { kind: 'self' };
  return { kind: 'it', word: word.slice(0, -2) };
}

/** A countable thing, singular ("creature you control", "charge counter on ~") or plural ("creatures you control"). */
export function parseCountable(text: string, plural: boolean): Quantity | undefined {
  let m: RegExpExecArray | null;
  // "charge counter on ~", "+1/+1 counters on it" (CR 122.1).
  if ((m = /^([+-]\d\/[+-]\d|[a-z]+) counters? on (.+)$/.exec(text)) && text.includes(plural ? ' counters on ' : ' counter on ')) {
    const on = parseObjectRef(m[2]!);
    return on ? { kind: 'counters', counter: m[1]!, on } : undefined;
  }
  // "card exiled this way", "creatures sacrificed this way", "storage counters removed this way" (CR 608.2c).
  if ((m = /^(.+) ([a-z]+) this way$/.exec(text)) && THIS_WAY_VERBS.has(m[2]!)) {
    const f = parseFilter(m[1]!) ?? (/^[a-z+\-/\d]+ counters?$/.test(m[1]!) ? { filter: { types: [m[1]!], text: m[1]! }, plural: m[1]!.endsWith('s') } : undefined);
    return f && f.plural === plural ? { kind: 'this-way', filter: f.filter, verb: m[2]! } : undefined;
  }
  // CR 305.6: domain.
  if (text === (plural ? 'basic land types among lands you control' : 'basic land type among lands you control')) return { kind: 'basic-land-types' };
  if (text === (plural ? 'opponents you have' : 'opponent you have')) return { kind: 'opponents' };
  // CR 105.2: "colors among permanents you control".
  if (text === (plural ? 'colors among permanents you control' : 'color among permanents you control')) return { kind: 'colors-among' };
  // "card types among cards in your graveyard", "mana values among …" (CR 205.2a, 202.3): each kind counted once.
  if ((m = /^(card type|mana value|color|creature type)s? among (.+)$/.exec(text)) && text.startsWith(plural ? `${m[1]}s ` : `${m[1]} `)) {
    const among = parseFilter(m[2]!);
    if (among?.plural) return { kind: 'distinct', what: m[1] as 'card type', among: among.filter };
  }
  const f = parseFilter(text);
  return f && f.plural === plural ? { kind: 'count', filter: f.filter } : undefined;
}

export function printCountable(q: Quantity, plural: boolean): string | undefined {
  switch (q.kind) {
    case 'count':
      return printFilter(q.filter, plural);
    case 'counters':
      return `${q.counter} counter${plural ? 's' : ''} on ${printTarget(q.on, q.on.kind === 'it' ? q.on.word : undefined)}`;
    case 'this-way':
      return `${/ counters?$/.test(q.filter.text) ? q.filter.text.replace(/ counters?$/, plural ? ' counters' : ' counter') : printFilter(q.filter, plural)} ${q.verb} this way`;
    case 'basic-land-types':
      return `basic land type${plural ? 's' : ''} among lands you control`;
    case 'opponents':
      return `opponent${plural ? 's' : ''} you have`;
    case 'colors-among':
      return `color${plural ? 's' : ''} among permanents you control`;
    case 'distinct':
      return `${q.what}${plural ? 's' : ''} among ${printFilter(q.among, true)}`;
    default:
      return undefined;
  }
}

/** A quantity: "its power", "the number of creatures you control", "your devotion to red", X. */
export function parseQuantity(raw: string): Quantity | undefined {
  const text = raw.trim();
  let m: RegExpExecArray | null;
  if (text === 'X') return { kind: 'x' };
  if ((m = STAT_OWNER.exec(text))) return { kind: 'stat', of: ownerOf(m[1]!), stat: m[2] as 'power' };
  // "the power of target creature you control", "the mana value of that card".
  if ((m = /^the (power|toughness|mana value) of (.+)$/.exec(text))) {
    const of = parseObjectRef(m[2]!);
    if (of) return { kind: 'stat', of: of.kind === 'it' ? { kind: 'it', word: m[2]! } : of, stat: m[1] as 'power', ofWritten: true };
  }
  if ((m = /^the number of (.+)$/.exec(text))) {
    const counted = parseCountable(m[1]!, true);
    if (counted) return counted;
  }
  // CR 700.5: devotion to one or two colors.
  if ((m = /^your devotion to ([a-z]+)(?: and ([a-z]+))?$/.exec(text))) {
    const colors = [m[1], m[2]].filter((c): c is string => c !== undefined).map((c) => COLOR_BY_NAME[c]);
    if (colors.every((c): c is Color => c !== undefined)) return { kind: 'devotion', colors: sortColors(colors) };
  }
  if (text === 'your life total') return { kind: 'life-total' };
  if (text === 'your starting life total') return { kind: 'starting-life-total' }; // CR 103.4
  // "the greatest power among creatures you control", "the highest mana value among permanents you control".
  if ((m = /^the (greatest|highest) (power|toughness|mana value) among (.+)$/.exec(text))) {
    const f = parseFilter(m[3]!);
    if (f?.plural) return { kind: 'greatest', stat: m[2] as 'power', filter: f.filter, ...(m[1] === 'highest' ? { highest: true } : {}) };
  }
  if ((RESULTS as readonly string[]).includes(text.replace(/^the /, '')) && text.startsWith('the ')) return { kind: 'result', what: text.slice(4) as ResultAmount };
  // "1 plus the number of …", "two plus …", "the number of … plus 1": a number added (CR 107.1).
  if ((m = /^(\w+) plus (.+)$/.exec(text))) {
    const n = parseCount(m[1]!);
    const of = parseQuantity(m[2]!);
    if (n !== undefined && of && of.kind !== 'plus') return { kind: 'plus', n, of, numberFirst: true, ...(/^\d/.test(m[1]!) ? { digits: true } : {}) };
  }
  if ((m = /^(.+) plus (\d{1,2})$/.exec(text))) {
    const of = parseQuantity(m[1]!);
    if (of && of.kind !== 'plus') return { kind: 'plus', n: Number(m[2]), of, digits: true };
  }
  // "the number of Forests you control plus the number of Treefolk you control" (string search, no backtracking pattern).
  for (let at = text.indexOf(' plus '); at > 0; at = text.indexOf(' plus ', at + 1)) {
    const left = parseQuantity(text.slice(0, at));
    const right = left && left.kind !== 'sum' ? parseQuantity(text.slice(at + 6)) : undefined;
    if (left && right && left.kind !== 'sum') return { kind: 'sum', of: [left, right] };
  }
  if ((m = /^twice (.+)$/.exec(text))) {
    const of = parseQuantity(m[1]!);
    if (of && of.kind !== 'twice') return { kind: 'twice', of };
  }
  return undefined;
}

export function printQuantity(q: Quantity): string {
  switch (q.kind) {
    case 'x':
      return 'X';
    case 'count':
    case 'counters':
    case 'this-way':
    case 'basic-land-types':
    case 'opponents':
    case 'colors-among':
    case 'distinct':
      return `the number of ${printCountable(q, true)}`;
    case 'starting-life-total':
      return 'your starting life total';
    case 'stat': {
      if (q.ofWritten) return `the ${q.stat} of ${q.of.kind === 'it' ? q.of.word : printTarget(q.of)}`;
      const owner = q.of.kind === 'self' ? "~'s" : q.of.kind === 'it' && q.of.word && q.of.word !== 'it' ? `${q.of.word}'s` : 'its';
      return `${owner} ${q.stat}`;
    }
    case 'devotion':
      return `your devotion to ${q.colors.map((c) => COLOR_NAMES[c]).join(' and ')}`;
    case 'life-total':
      return 'your life total';
    case 'greatest':
      return `the ${q.highest ? 'highest' : 'greatest'} ${q.stat} among ${printFilter(q.filter, true)}`;
    case 'result':
      return `the ${q.what}`;
    case 'plus': {
      const n = q.digits ? String(q.n) : numberWord(q.n);
      return q.numberFirst ? `${n} plus ${printQuantity(q.of)}` : `${printQuantity(q.of)} plus ${n}`;
    }
    case 'twice':
      return `twice ${printQuantity(q.of)}`;
    case 'sum':
      return `${printQuantity(q.of[0])} plus ${printQuantity(q.of[1])}`;
  }
}
