// Typed slots of the phrase templates: each reads a phrase into a model value and prints the value back
// (objects, players, amounts incl. X and "equal to …", P/T changes, counters, keyword lists, mana, tokens,
// restrictions). Anything a slot does not understand is undefined, so the clause stays text.

import { sortColors } from '../mana';
import { COLOR_BY_NAME, COLOR_NAMES, TRIGGER_CAUSES, type TriggerCause } from '../types';
import type { Ability, Amount, RepeatFor, RepeatUntil, Color, Condition, ObjectFilter, Quantity, Restriction, SpendUse, Targeters, TargetSpec, TokenAttacking, TokenSpec, UseLimit, UseTiming } from '../types';
import { numberNeutral, parseLeadingQuantity, parseQuantity, printQuantity } from './amounts';
import { lookupKeyword } from './keywords';
import { predefinedToken } from './predefined-tokens';
import { parseKeywordItem } from './keyword-line';
import { numberWord, parseCount, parseSigned } from './numbers';
import { printFilter, printPlayer, printTarget } from './print-target';
import { CARD_NAME, itWord, parseFilter, parseObjectRef, parsePlayer } from './targets';
import { CREATURE_TYPES } from './creature-types';
import { parseCostPart } from './cost-parts';
import { lookupTable } from '../lookup-table';
import { isQuotedItem, splitQuotedList } from './ability-list';
import { parseRepeatFor, parseRepeatUntil, printRepeatFor, printRepeatUntil } from './repeat-until';

export interface Slot {
  parse(text: string): unknown;
  print(v: unknown, next?: string): string | undefined;
  maxWords?: number;
}

/** "an indestructible counter", "an 8/8 token", "an 11/11" (the sound of the next word). */
const article = (next?: string) => (next && /^(?:[aeiou]|8|11(?:\D|$)|18(?:\D|$)|X\/X)/i.test(next) ? 'an' : 'a');

/** Whether a slot value is one thing (for "card"/"cards" agreement); undefined when it is not a count. */
export function isSingularValue(v: unknown): boolean | undefined {
  if (typeof v === 'number') return v === 1;
  if (v && typeof v === 'object' && 'kind' in v) {
    const a = v as Amount;
    if (a.kind === 'fixed') return a.n === 1;
    if (a.kind === 'x' || a.kind === 'that-much') return false;
  }
  return undefined;
}

function parseAmountWord(text: string): Amount | undefined {
  if (text === 'X') return { kind: 'x' };
  const n = parseCount(text);
  return n === undefined ? undefined : { kind: 'fixed', n };
}

function printCountWord(n: number, next?: string): string {
  // "one of those tokens": a number before "of" is never an article.
  return n === 1 && next !== 'of' ? article(next) : numberWord(n);
}

export { parseQuantity, printQuantity } from './amounts';

/** "2" / "X" (digits: damage, life, scry) and "a"/"two" (words: cards, counters, tokens). */
const num: Slot = {
  parse: (t) => (t === 'X' ? { kind: 'x' } : /^\d{1,3}$/.test(t) ? { kind: 'fixed', n: Number(t) } : undefined),
  print: (v) => {
    const a = v as Amount;
    return a.kind === 'x' ? 'X' : a.kind === 'fixed' ? String(a.n) : undefined;
  },
  maxWords: 1,
};

const count: Slot = {
  // "that many": the amount an earlier part of the ability or the trigger event produced (CR 608.2c, 603.2).
  parse: (t) => (t === 'that many' ? { kind: 'that-much' } : parseAmountWord(t)),
  print: (v, next) => {
    const a = v as Amount;
    return a.kind === 'x' ? 'X' : a.kind === 'that-much' ? 'that many' : a.kind === 'fixed' ? printCountWord(a.n, next) : undefined;
  },
  maxWords: 2,
};

const RESTRICTIONS = [
  "can't block", "can't attack", "can't attack or block", "can't be blocked", "can't be countered",
  "can't be blocked except by two or more creatures", 'attacks each combat if able', 'blocks each combat if able',
  "can't be the target of spells or abilities your opponents control", "doesn't untap during its controller's untap step",
  "can't be turned face up", "can't transform", "can't be regenerated", "can't block this turn", "can't attack this turn",
  "can't be blocked this turn", "doesn't untap during its controller's next untap step", 'can block only creatures with flying',
  "can't attack or block this turn", "can't block creatures with flying", 'can block an additional creature each combat',
  'can block any number of creatures', "can't block it", "can't attack you or planeswalkers you control",
  "don't untap during their untap step", "can't be countered by spells or abilities",
  "doesn't untap during your untap step", "doesn't untap during your next untap step", "can't be blocked by more than one creature",
  "can't be blocked except by three or more creatures", "can attack this turn as though it didn't have defender",
  "can attack as though it didn't have defender", "can't be the target of spells or abilities", "can't be enchanted",
  "can't block alone", "can't attack alone", "don't untap during your next untap step",
  "can't be blocked except by creatures with flying", 'must be blocked by all creatures able to block it', "can't attack or block alone",
] satisfies readonly Restriction[];

const TOKEN_TYPES = new Set(['artifact', 'creature', 'enchantment', 'land']);

/** "a 1/1 white Spirit creature token with flying", "two Treasure tokens", "X 1/1 green Saproling creature tokens". */
function parseToken(text00: string): { amount: Amount; token: TokenSpec; tapped?: boolean; attacking?: TokenAttacking } | undefined {
  // "… token that's tapped and attacking", "… tokens that are attacking": tokens put onto the battlefield attacking (CR
  // 508.4), the relative clause agreeing with the number of tokens.
  const clause = ATTACKING_CLAUSES.find(([written]) => text00.endsWith(written));
  const text0 = clause ? text00.slice(0, -clause[0].length) : text00;
  if (clause) {
    const got = parseToken(text0);
    const plural = !!got && !(got.amount.kind === 'fixed' && got.amount.n === 1);
    // "a tapped 2/1 … token with flying that's attacking that opponent": "tapped" written before the noun (CR 508.4).
    if (!got || (got.tapped && clause[1] === 'tapped and attacking') || got.attacking || plural !== clause[0].startsWith(' that are')) return undefined;
    return { ...got, attacking: clause[1], ...(clause[1] === 'tapped and attacking' ? { tapped: true } : {}) };
  }
  // "an 8/8 Beast creature token that's red, green, and white": its colors written after the noun (CR 111.4, 105.2), the
  // clause agreeing with the number of tokens.
  const after = /^(.+ tokens?) (that's|that are) ((?:white|blue|black|red|green)(?:, (?:white|blue|black|red|green))*,? and (?:white|blue|black|red|green))$/.exec(text0);
  if (after) {
    const got = parseToken(after[1]!);
    const colors = after[3]!.split(/,? and |, /).map((w) => COLOR_BY_NAME[w]!);
    const plural = !!got && !(got.amount.kind === 'fixed' && got.amount.n === 1);
    if (!got || got.token.colors || got.token.predefined || plural !== (after[2] === 'that are') || new Set(colors).size !== colors.length || printList(after[3]!.split(/,? and |, /)) !== after[3]) return undefined;
    return { ...got, token: { ...got.token, colors: sortColors(colors), colorsAfter: colors } };
  }
  // "a 2/2 creature token of the chosen color and type": a color and/or creature type chosen earlier (CR 111.4, 607.2d);
  // the token names no color, or no subtype, of its own for what is chosen.
  const ofChosen = /^(.+ tokens?) of the chosen (color and type|color|type)$/.exec(text0);
  if (ofChosen) {
    const got = parseToken(ofChosen[1]!);
    const what = ofChosen[2] as 'color' | 'type' | 'color and type';
    if (!got || got.token.predefined || got.token.ofChosen || (what !== 'type' && got.token.colors) || (what !== 'color' && got.token.subtypes.length > 0)) return undefined;
    return { ...got, token: { ...got.token, ofChosen: what } };
  }
  // "Voja, Friend to Elves, a legendary 3/3 green and white Wolf creature token": the token's name written first (CR 111.4).
  const named = /^((?:~|[A-Z])[^,"]*(?:, (?:the )?[A-Z][^,"]*)?), (an? .+)$/.exec(text0);
  if (named && !/^an? /.test(named[1]!) && !/\btokens?\b/.test(named[1]!)) {
    const got = parseToken(named[2]!);
    return got && got.amount.kind === 'fixed' && got.amount.n === 1 && got.token.name === undefined && !got.attacking && !got.tapped
      ? { ...got, token: { ...got.token, name: named[1]!, nameFirst: true } } : undefined;
  }
  // "that many 1/1 … tokens": as many as an earlier part of the ability produced (CR 608.2c).
  const thatMany = text0.startsWith('that many ');
  // "twice X 1/1 … tokens", "X minus one 2/2 … tokens": a quantity of X before the tokens (CR 107.3).
  const lead = /^(twice X|two times X|X minus (?:one|two|three|\d{1,2})|X plus (?:one|two|three|\d{1,2})) /.exec(text0);
  const leading = lead ? parseLeadingQuantity(lead[1]!) : undefined;
  const text = thatMany ? `X ${text0.slice('that many '.length)}` : leading ? `X ${text0.slice(lead![0].length)}` : text0;
  const all = text.split(' ');
  const tokenAt = all.findIndex((w) => w === 'token' || w === 'tokens');
  // "… token named Llanowar Elves" (CR 111.4: the token's name as written).
  const namedAt = all[tokenAt + 1] === 'named' ? tokenAt + 2 : -1;
  // "… token named Icy Manalith with "{T}: Add one mana of any color."": the name ends at "with" (CR 111.4).
  const namedWith = namedAt > 0 ? all.indexOf('with', namedAt + 1) : -1;
  const name = namedAt > 0 ? all.slice(namedAt, namedWith > 0 ? namedWith : undefined).join(' ') : undefined;
  if (name !== undefined && !/^(?:~|[A-Z][A-Za-z'-]*)(?: (?:of|the|~|[A-Z][A-Za-z'-]*))*$/.test(name)) return undefined;
  if (tokenAt < 2 || (name === undefined && tokenAt + 1 < all.length && all[tokenAt + 1] !== 'with')) return undefined;
  const tapped = all[1] === 'tapped';
  const m = [text, all[0], tapped, all.slice(tapped ? 2 : 1, tokenAt).join(' '), namedWith > 0 ? all.slice(namedWith + 1).join(' ') : name === undefined && tokenAt + 2 < all.length ? all.slice(tokenAt + 2).join(' ') : undefined] as const;
  if (m[3] === '') return undefined;
  const amount: Amount | undefined = thatMany ? { kind: 'that-much' } : leading ? { kind: 'equal-to', quantity: leading, before: true } : parseAmountWord(m[1]!);
  if (!amount) return undefined;
  const plural = !(amount.kind === 'fixed' && amount.n === 1);
  if (plural !== (all[tokenAt] === 'tokens')) return undefined;
  const words = m[3].split(' ');
  const token: TokenSpec = { cardTypes: [], subtypes: [], keywords: [] };
  let i = 0;
  // "a legendary 3/3 green Wolf creature token": the supertype written before the P/T (CR 111.4, 205.4).
  if (words[0] === 'legendary' && words.length > 1) {
    token.supertypes = ['Legendary'];
    token.legendaryFirst = true;
    words.shift();
  }
  const pt = /^(\d{1,2})\/(\d{1,2})$/.exec(words[0] ?? '');
  if (pt) {
    token.power = Number(pt[1]);
    token.toughness = Number(pt[2]);
    i++;
  } else if (words[0] === 'X/X') {
    // "an X/X black Demon creature token, where X is …" (CR 107.3).
    token.power = 0;
    token.toughness = 0;
    token.ptX = true;
    i++;
  }
  const colors: Color[] = [];
  let colorless = false;
  const colorsFrom = i;
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'and') continue;
    if (w === 'colorless') colorless = true;
    else if (COLOR_BY_NAME[w]) colors.push(COLOR_BY_NAME[w]!);
    // "a 3/3 black, red, and green Cat Dragon creature token" (CR 105.1, 111.4): three colors, a comma after each but the last.
    else if (w.endsWith(',') && COLOR_BY_NAME[w.slice(0, -1)]) colors.push(COLOR_BY_NAME[w.slice(0, -1)]!);
    else break;
  }
  // Commas only in a list of three: "x, y, and z".
  const colorWords = words.slice(colorsFrom, i).join(' ');
  if (colorWords.includes(',') && !/^[a-z]+, [a-z]+, and [a-z]+$/.test(colorWords)) return undefined;
  if (colors.length > 0 || colorless) token.colors = sortColors(colors);
  if (words[i] === 'legendary' && !token.legendaryFirst) {
    token.supertypes = ['Legendary'];
    i++;
  }
  // "a colorless snow artifact token" (CR 205.4a, 111.4: a token's supertypes as the effect says).
  if (words[i] === 'snow') {
    token.supertypes = [...(token.supertypes ?? []), 'Snow'];
    i++;
  }
  for (; i < words.length && /^[A-Z][a-z'-]+$/.test(words[i]!); i++) token.subtypes.push(words[i]!);
  for (; i < words.length; i++) {
    if (!TOKEN_TYPES.has(words[i]!)) return undefined;
    token.cardTypes.push(words[i]!.charAt(0).toUpperCase() + words[i]!.slice(1));
  }
  if (token.cardTypes.length === 0) {
    // A predefined token: "a Treasure token" (CR 111.10; model/abilities/predefined-tokens.ts).
    if (token.subtypes.length !== 1 || !predefinedToken(token.subtypes[0]!) || pt || token.colors) return undefined;
    token.predefined = token.subtypes[0]!;
    token.subtypes = [];
  }
  if (name !== undefined) token.name = name;
  // "with "This creature can't block."": a quoted ability (read by the whole-line grammar).
  const q = m[4] ? /^["\u201C](.+)["\u201D]$/.exec(m[4]) : null;
  const ability = q && quoted.read ? quoted.read(q[1]!) : undefined;
  // A creature token without P/T written has them from its quoted characteristic-defining ability ("a colorless Sculpture
  // artifact creature token with "This creature's power and toughness are each equal to …"", CR 111.4, 604.3).
  // Or, where the sentence reader allows it, from the next sentence ("Create a white Avatar creature token. It has "This
  // creature's power and toughness are each equal to your life total."", CR 111.4): model/abilities/token-pt-after.ts.
  if (token.cardTypes.includes('Creature') && token.power === undefined && !(ability?.kind === 'static' && ability.effects.some((e) => e.kind === 'set-base-pt-equal' && e.target.kind === 'self')) && !tokenPtLater.allowed) return undefined;
  // "with flying and "…"", "with "…" and "…"": keywords and quoted abilities listed together (CR 111.4, 113.1a).
  const listed = m[4] && !ability && /["\u201C]/.test(m[4]) ? parseAbilityList(m[4], true) : undefined;
  if (listed) {
    if (listed.keywords) token.keywords = listed.keywords;
    token.abilities = [listed.ability, ...(listed.more ?? [])];
  } else if (m[4]) {
    if (q && !ability) return undefined;
    if (ability) token.abilities = [ability];
    else {
      const kws = parseKeywordList(m[4]);
      if (!kws) return undefined;
      token.keywords = kws;
    }
  }
  return { amount, token, ...(m[2] ? { tapped: true } : {}) };
}

/** The relative clauses of tokens entering attacking (CR 508.4), as written, and what each says. */
const ATTACKING_CLAUSES: readonly [string, TokenAttacking][] = [
  [" that's tapped and attacking", 'tapped and attacking'], [' that are tapped and attacking', 'tapped and attacking'],
  [" that's attacking", 'attacking'], [' that are attacking', 'attacking'],
  // CR 508.4, 509.1h: attacking the player or blocking the creature named before ("… token with vigilance that's blocking that creature").
  ...(['attacking that opponent', 'attacking that player', 'blocking that creature'] as const).flatMap((what): [string, TokenAttacking][] => [[` that's ${what}`, what], [` that are ${what}`, what]]),
];

function printToken(v: { amount: Amount; token: TokenSpec; tapped?: boolean; attacking?: TokenAttacking }): string | undefined {
  if (v.attacking) {
    const head = printToken({ ...v, tapped: v.attacking === 'tapped and attacking' ? false : v.tapped, attacking: undefined });
    const plural = !(v.amount.kind === 'fixed' && v.amount.n === 1);
    return head === undefined ? undefined : `${head} ${plural ? 'that are' : "that's"} ${v.attacking}`;
  }
  const { amount, token } = v;
  if (token.colorsAfter) {
    const head = printToken({ ...v, token: { ...token, colors: undefined, colorsAfter: undefined } });
    const plural = !(amount.kind === 'fixed' && amount.n === 1);
    return head === undefined ? undefined : `${head} ${plural ? 'that are' : "that's"} ${printList(token.colorsAfter.map((c) => COLOR_NAMES[c]))}`;
  }
  if (token.ofChosen) {
    const head = printToken({ ...v, token: { ...token, ofChosen: undefined } });
    return head === undefined ? undefined : `${head} of the chosen ${token.ofChosen}`;
  }
  if (token.nameFirst && token.name !== undefined) {
    const rest = printToken({ ...v, token: { ...token, name: undefined, nameFirst: undefined } });
    return rest === undefined ? undefined : `${token.name}, ${rest}`;
  }
  const words: string[] = [];
  if (token.predefined) words.push(token.predefined);
  else {
    if (token.legendaryFirst) words.push('legendary');
    if (token.ptX) words.push('X/X');
    else if (token.power !== undefined) words.push(`${token.power}/${token.toughness}`);
    if (token.colors) words.push(token.colors.length === 0 ? 'colorless' : colorList(printedColorOrder(token.colors).map((c) => COLOR_NAMES[c])));
    if (token.supertypes?.includes('Legendary') && !token.legendaryFirst) words.push('legendary');
    if (token.supertypes?.includes('Snow')) words.push('snow');
    words.push(...token.subtypes, ...token.cardTypes.map((t) => t.toLowerCase()));
  }
  const plural = !(amount.kind === 'fixed' && amount.n === 1);
  words.push(plural ? 'tokens' : 'token');
  if (token.name !== undefined) words.push('named', token.name);
  if (token.abilities?.length && (token.keywords.length > 0 || token.abilities.length > 1)) {
    // Keywords and quoted abilities listed together: "with flying and "…"" (CR 111.4).
    const list = printAbilityList({ keywords: token.keywords, ability: token.abilities[0]!, more: token.abilities.slice(1) });
    if (list === undefined) return undefined;
    words.push('with', list);
  } else {
    if (token.keywords.length > 0) words.push('with', printKeywordList(token.keywords));
    for (const a of token.abilities ?? []) {
      const text = quoted.print?.(a);
      if (text === undefined) return undefined;
      words.push('with', `"${text}"`);
    }
  }
  const head = v.tapped ? `tapped ${words.join(' ')}` : words.join(' ');
  const n = amount.kind === 'x' ? 'X' : amount.kind === 'that-much' ? 'that many' : amount.kind === 'fixed' ? printCountWord(amount.n, head)
    : amount.kind === 'equal-to' && amount.before ? printQuantity(amount.quantity) : undefined;
  return n === undefined ? undefined : `${n} ${head}`;
}

type OneToken = { amount: Amount; token: TokenSpec; tapped?: boolean };

/** Where a list of tokens may break: before an article or a number that begins another "… token(s)" phrase. */
const TOKEN_ITEM_START = /^(?:an?|one|two|three|four|five|six|X) /;

function parseTokenList(text: string): (OneToken & { more: OneToken[] }) | undefined {
  // A quoted ability may hold commas and token words of its own: such a list is not read.
  if (text.includes('"')) return undefined;
  const items: string[] = [];
  let rest = text;
  for (;;) {
    let cut: { at: number; sep: string } | undefined;
    for (const sep of [', and ', ', ', ' and ']) {
      for (let at = rest.indexOf(sep); at > 0; at = rest.indexOf(sep, at + 1)) {
        const tail = rest.slice(at + sep.length);
        if (TOKEN_ITEM_START.test(tail) && /\btokens?\b/.test(rest.slice(0, at)) && (!cut || at < cut.at)) { cut = { at, sep }; break; }
      }
    }
    if (!cut) break;
    items.push(rest.slice(0, cut.at));
    rest = rest.slice(cut.at + cut.sep.length);
  }
  items.push(rest);
  if (items.length < 2) return undefined;
  const read = items.map((t) => parseToken(t));
  if (read.some((r) => !r || r.attacking)) return undefined;
  const [first, ...more] = read as OneToken[];
  const list = { ...first!, more: more.map((r) => ({ amount: r.amount, token: r.token, ...(r.tapped ? { tapped: true } : {}) })) };
  // The list must print back as written (its separators are the printed list's).
  return printTokenList(list) === text ? list : undefined;
}

function printTokenList(v: OneToken & { more?: OneToken[] }): string | undefined {
  if (!v.more?.length) return undefined;
  const texts = [v, ...v.more].map((t) => printToken({ amount: t.amount, token: t.token, ...(t.tapped ? { tapped: true } : {}) }));
  return texts.every((t): t is string => t !== undefined) ? printList(texts) : undefined;
}

/** "green and white"; three: "black, red, and green". */
function colorList(names: readonly string[]): string {
  return names.length > 2 ? `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}` : names.join(' and ');
}

/** Two colors in the order cards print them, around the color wheel: "green and white", "white and black" (WUBRG); three
 * in a row from the first ("black, red, and green", "red, green, and white") or every other one ("white, black, and
 * green", "red, white, and black"). */
function printedColorOrder(colors: readonly Color[]): Color[] {
  const wheel = 'WUBRG';
  if (colors.length === 3) {
    for (const step of [1, 2]) {
      for (let first = 0; first < 5; first++) {
        const order = [0, 1, 2].map((k) => wheel[(first + k * step) % 5] as Color);
        if (order.every((c) => colors.includes(c))) return order;
      }
    }
    return [...colors];
  }
  if (colors.length !== 2) return [...colors];
  const [a, b] = colors as [Color, Color];
  return wheel.indexOf(b) - wheel.indexOf(a) > 2 ? [b, a] : [a, b];
}

/** "flying", "first strike and trample", "flying, vigilance, and haste", "protection from red", "ward {2}". */
export function parseKeywordList(rest: string): string[] | undefined {
  const items = protectionJoined(rest.split(/(, and |, | and )/));
  const keywords: string[] = [];
  for (const item of items) {
    const kw = parseKeywordItem(item, 0, { allowMissingParameter: true });
    if (!kw) return undefined;
    keywords.push(kw.keyword + (kw.cost ? ` ${kw.cost.text}` : kw.parameter !== undefined ? ` ${kw.parameter}` : ''));
  }
  return keywords.length > 0 ? keywords : undefined;
}

/**
 * The items of a list split with its separators kept (`[item, sep, item, …]`), an item "from <quality>" joined back to the
 * protection before it: "protection from black and from red" is one keyword (CR 702.16a, 702.16g).
 */
function protectionJoined(parts: string[]): string[] {
  const items: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const item = parts[i]!;
    const prev = items[items.length - 1];
    if (prev !== undefined && item.startsWith('from ') && /^protection from /i.test(prev)) items[items.length - 1] = `${prev}${parts[i - 1]}${item}`;
    else items.push(item);
  }
  return items;
}

/** Keywords named as a kind, without their quality ("landwalk", "protection": CR 702.14, 702.16), besides whole keywords. */
const KEYWORD_KINDS: ReadonlySet<string> = new Set(['landwalk', 'protection']);

/** "fear, first strike, landwalk, protection, and trample": keywords by name, as "the same is true for …" lists them. */
export function parseKeywordNames(rest: string): string[] | undefined {
  const items = rest.split(/, and |, | and /);
  const out: string[] = [];
  for (const item of items) {
    if (KEYWORD_KINDS.has(item)) out.push(item);
    else {
      const one = parseKeywordList(item);
      if (!one || one.length !== 1) return undefined;
      out.push(one[0]!);
    }
  }
  return out.length > 1 ? out : undefined;
}

export function printKeywordList(kws: readonly string[]): string {
  return printList(kws.map((k) => k.charAt(0).toLowerCase() + k.slice(1)));
}

/** "flying, first strike, or haste", "first strike or lifelink": keywords one of which is chosen (CR 608.2d), two or more. */
export function parseKeywordChoice(rest: string): string[] | undefined {
  const items = protectionJoined(rest.split(/(, or |, | or )/));
  if (items.length < 2) return undefined;
  const keywords: string[] = [];
  for (const item of items) {
    const kw = parseKeywordItem(item, 0, { allowMissingParameter: true });
    if (!kw) return undefined;
    keywords.push(kw.keyword + (kw.cost ? ` ${kw.cost.text}` : kw.parameter !== undefined ? ` ${kw.parameter}` : ''));
  }
  // Read only when it prints back as written (the list's separators are the printed list's).
  return printKeywordChoice(keywords) === rest ? keywords : undefined;
}

export function printKeywordChoice(kws: readonly string[]): string {
  const items = kws.map((k) => k.charAt(0).toLowerCase() + k.slice(1));
  return items.length <= 2 ? items.join(' or ') : `${items.slice(0, -1).join(', ')}, or ${items[items.length - 1]}`;
}

const MANA = /^(?:\{[WUBRGCX0-9]\})+$/;
/** Mana symbols a cost may hold, hybrid ones too ({W/B}, {2/W}, {C/W}: CR 107.4e). */
const PAID_MANA = /^(?:\{(?:[WUBRGCX0-9]|[WUBRG]\/[WUBRG]|2\/[WUBRG]|C\/[WUBRG])\})+$/;
const PRODUCED: ReadonlySet<string> = new Set(['colorless mana', 'mana of a color of your choice', 'one mana of a color of your choice']);

/** Quoted abilities are read and printed by the whole-line grammar (registered by parse-ability.ts / print.ts). */
/** Whether a creature token may be written without P/T, its next sentence to tell them (set by the sentence reader,
 * model/abilities/effects.ts, which then asks model/abilities/token-pt-after.ts for that sentence; CR 111.4). */
export const tokenPtLater = { allowed: false };

export const quoted: { read?: (text: string) => Ability | undefined; print?: (a: Ability) => string | undefined } = {};

/** What "loses all other …" may list, besides abilities (CR 205.1a card and creature types, 105.3 colors). */
const OTHER_LOST = new Set(['abilities', 'card types', 'creature types', 'colors']);

/** A list as Oracle writes it: "a and b", "a, b, and c". */
export function printList(items: readonly string[]): string {
  return items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

const USE_TIMINGS: readonly UseTiming[] = [
  'as a sorcery', 'as an instant', 'during your turn', "during an opponent's turn", 'during your upkeep', 'during combat',
  'during any upkeep step', 'during the declare blockers step', 'during the declare attackers step', 'during the end of combat step',
  'before the combat damage step', 'before the end of combat step', 'during your turn, before attackers are declared',
  'before attackers are declared', 'during your main phase', "during an opponent's upkeep",
  'during your end step', "during an opponent's end step", 'before blockers are declared', 'after blockers are declared',
  'during combat before blockers are declared', 'during combat after blockers are declared', "during the declare blockers step on an opponent's turn",
  "during an opponent's turn, before attackers are declared", 'during their turn before the end step', 'during your precombat main phase',
  "during combat on an opponent's turn", 'during your draw step', 'during their draw step', 'before combat',
];

/** "as a sorcery", "during your upkeep and only once each turn", "if you control a Swamp" (CR 602.5). */
function parseUseLimits(text: string): UseLimit[] | undefined {
  const out: UseLimit[] = [];
  for (const part of text.split(' and only ')) {
    if (part === 'once each turn') out.push({ kind: 'once', each: 'turn' });
    else if (part === 'once') out.push({ kind: 'once' }); // CR 602.5b
    // The older wording of "as a sorcery" (CR 307.1).
    else if (part === 'any time you could cast a sorcery') out.push({ kind: 'timing', when: 'as a sorcery' });
    else if ((USE_TIMINGS as readonly string[]).includes(part)) out.push({ kind: 'timing', when: part as UseTiming });
    else if (part.startsWith('if ')) {
      const condition = useConditions.read?.(part.slice(3));
      if (!condition) return undefined;
      out.push({ kind: 'if', condition });
    } else return undefined;
  }
  return out.length > 0 ? out : undefined;
}

function printUseLimits(limits: readonly UseLimit[]): string | undefined {
  const parts: string[] = [];
  for (const l of limits) {
    if (l.kind === 'once') parts.push(l.each ? 'once each turn' : 'once');
    else if (l.kind === 'timing') parts.push(l.when);
    else {
      const c = useConditions.print?.(l.condition);
      if (c === undefined) return undefined;
      parts.push(`if ${c}`);
    }
  }
  return parts.join(' and only ');
}

/** The condition grammar and its printer (registered by effects.ts and print.ts: conditions read effect words). */
export const useConditions: { read?: (text: string) => Condition | undefined; print?: (c: Condition) => string } = {};

/** Words that are not a named option ("choose a color or …" is another phrase). */
const NOT_OPTIONS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'target', 'each', 'any', 'up', 'to', 'one', 'two', 'three', 'that', 'this', 'it', 'them', 'you', 'your', 'their', 'and', 'or', 'of', 'number', 'color', 'player', 'opponent']);

/** "left or right", "money, friends, or secrets": two or more named options, each one word (CR 608.2d, 701.38); "artifact,
 * creature, land, or non-Aura enchantment", "draw step, main phase, or combat phase": an option of two words (608.2d). */
function parseOptions(t: string): string[] | undefined {
  const list = t.split(/, or |, | or /);
  const word = (w: string) => (/^[a-z]{2,20}$/.test(w) || /^non-[A-Z][a-z]{1,20}$/.test(w)) && !NOT_OPTIONS.has(w);
  const ok = list.length > 1 && list.every((o) => { const ws = o.split(' '); return ws.length <= 2 && ws.every(word) && /^[a-z]{2,20}$/.test(ws[ws.length - 1]!); }) && new Set(list).size === list.length;
  return ok && printOptions(list) === t ? list : undefined;
}

function printOptions(list: readonly string[]): string {
  return list.length <= 2 ? list.join(' or ') : `${list.slice(0, -1).join(', ')}, or ${list[list.length - 1]}`;
}

/** "[each] opponent attacking that player": players named by what they are attacking (CR 102.1, 508.1), as written. */
const PLAYERS_ATTACKING = /^(?:opponent|player|other player) attacking (?:that player|you|enchanted player)$/;

/** "Only your opponents may activate this ability", "Only ~'s owner may …", "Only the controller of the enchanted creature
 * may …": who alone may activate an ability (CR 602.2), as written. */
const ACTIVATORS = /^(?:your opponents|~'s (?:owner|controller)|the controller of (?:the )?enchanted (?:creature|permanent|land|artifact))$/;

/** The imperative verbs of cost parts (CR 118) written as gerunds after "by": "paying 3 life and discarding a card". */
const GERUND_VERBS: Readonly<Record<string, string>> = lookupTable({ paying: 'Pay', discarding: 'Discard', sacrificing: 'Sacrifice', exiling: 'Exile', tapping: 'Tap', returning: 'Return', removing: 'Remove', revealing: 'Reveal' });

/** Costs written as gerunds ("paying 3 life and discarding a card", "sacrificing a creature"), each part a cost part
 * cost-parts.ts reads (CR 118.8, 601.2f); kept as written. */
function parseGerundCosts(t: string): string | undefined {
  const parts = t.split(/, and |, | and /);
  if (parts.length > 4) return undefined;
  for (const part of parts) {
    const sp = part.indexOf(' ');
    const verb = sp > 0 ? GERUND_VERBS[part.slice(0, sp)] : undefined;
    if (!verb || parseCostPart(`${verb}${part.slice(sp)}`).kind === 'unknown') return undefined;
  }
  return t;
}

export const SLOTS = {
  /** Costs written as gerunds after "by" (CR 118.8): "paying 3 life and discarding a card". */
  gerundcosts: { parse: parseGerundCosts, print: (v: unknown) => parseGerundCosts(String(v)), maxWords: 16 },
  /** One creature type of CR 205.3m, as written ("Wall"). */
  creaturetype: { parse: (t: string) => (CREATURE_TYPES.has(t) ? t : undefined), print: (v: unknown) => (CREATURE_TYPES.has(String(v)) ? String(v) : undefined), maxWords: 1 },
  activators: { parse: (t: string) => (ACTIVATORS.test(t) ? t : undefined), print: (v: unknown) => (ACTIVATORS.test(String(v)) ? String(v) : undefined), maxWords: 6 },
  attackers: { parse: (t: string) => (PLAYERS_ATTACKING.test(t) ? t : undefined), print: (v: unknown) => (PLAYERS_ATTACKING.test(String(v)) ? String(v) : undefined), maxWords: 5 },
  options: { parse: parseOptions, print: (v: unknown) => printOptions(v as string[]), maxWords: 12 },
  /** What ends "repeat this process until …" (CR 608.2c). */
  repeatuntil: { parse: parseRepeatUntil, print: (v: unknown) => printRepeatUntil(v as RepeatUntil), maxWords: 20 },
  /** The kinds "repeat this process for …" names (CR 608.2c). */
  repeatfor: { parse: parseRepeatFor, print: (v: unknown) => printRepeatFor(v as RepeatFor), maxWords: 12 },
  /** One keyword by its name alone, lower-case, its number or cost left out ("a modular triggered ability", CR 702.1). */
  kwname: { parse: (t: string) => (t === t.toLowerCase() && lookupKeyword(t) ? [t] : undefined), print: (v: unknown) => ((v as string[])[0]), maxWords: 3 },
  /** What "Activate only" / "Cast this spell only" allows (CR 602.5, 601.3). */
  uselimits: { parse: parseUseLimits, print: (v: unknown) => printUseLimits(v as UseLimit[]) },
  /** "card types and abilities", "abilities, card types, and creature types": what "loses all other" lists (with abilities). */
  otherlist: {
    parse: (t: string) => {
      const list = t.split(/, and |, | and /);
      // "loses all other card types" alone: the card types only, no ability lost (CR 205.1a; rules/layers/apply.ts).
      const typesOnly = list.length === 1 && list[0] === 'card types';
      const ok = (typesOnly || (list.length > 1 && list.includes('abilities'))) && list.every((w) => OTHER_LOST.has(w)) && new Set(list).size === list.length;
      return ok && printList(list) === t ? list : undefined;
    },
    print: (v: unknown) => printList(v as string[]),
  },
  /** "a card", "two cards", "a creature card", "X cards" (cards a player chooses from their hand, with an optional filter). */
  cards: {
    parse: (t: string) => {
      const m = /^(\S+) (.+)$/.exec(t);
      const amount = m ? parseAmountWord(m[1]!) : undefined;
      const f = m && amount ? parseFilter(m[2]!) : undefined;
      if (!amount || !f || !f.filter.types.includes('card')) return undefined;
      if (f.plural !== !(amount.kind === 'fixed' && amount.n === 1)) return undefined;
      return f.filter.types.length === 1 && !f.filter.zone ? undefined : { amount, filter: f.filter };
    },
    print: (v: unknown) => {
      const { amount, filter } = v as { amount: Amount; filter?: ObjectFilter };
      if (!filter) return undefined;
      const single = amount.kind === 'fixed' && amount.n === 1;
      const body = printFilter(filter, !single);
      const n = amount.kind === 'x' ? 'X' : amount.kind === 'fixed' ? printCountWord(amount.n, body) : undefined;
      return n === undefined ? undefined : `${n} ${body}`;
    },
  },
  /** Energy symbols: "{E}{E}" → 2 (CR 107.14). */
  energy: { parse: (t: string) => (/^(?:\{E\}){1,20}$/.test(t) ? t.length / 3 : undefined), print: (v: unknown) => '{E}'.repeat(v as number), maxWords: 1 },
  /** A generic mana amount in braces: "{3}" → 3. */
  generic: { parse: (t: string) => (/^\{\d{1,2}\}$/.test(t) ? Number(t.slice(1, -1)) : undefined), print: (v: unknown) => `{${v}}`, maxWords: 1 },
  /** A loyalty number written with its sign, "+1" (CR 606.4: a loyalty cost's number of counters). */
  plusn: { parse: (t: string) => (/^\+\d$/.test(t) ? Number(t.slice(1)) : undefined), print: (v: unknown) => `+${v}`, maxWords: 1 },
  /** "the number of …" as both power and toughness ("power and toughness are each equal to …"). */
  eachqty: {
    parse: (t: string) => {
      const q = parseQuantity(t);
      return q ? { power: q, toughness: q } : undefined;
    },
    print: (v: unknown) => printQuantity((v as { power: Quantity }).power),
  },
  /** One quantity as it is ("the number of cards in your hand"): a characteristic-defining amount (cda.ts). */
  qty: { parse: (t: string) => parseQuantity(t), print: (v: unknown) => printQuantity(v as Quantity) },
  /** A quoted ability: have "{T}: Add {C}." (its last character kept as written: `quoteEnd`). */
  quoted: {
    parse: (t: string) => {
      const m = /^["\u201C](.+)["\u201D]$/.exec(t);
      if (!m || !quoted.read) return undefined;
      const a = quoted.read(m[1]!);
      const printed = a ? quoted.print?.(a) : undefined;
      if (!a || printed === undefined) return a;
      const end = m[1]!.endsWith('.') ? '.' : '';
      return printed.endsWith('.') === (end === '.') ? a : { ...a, quoteEnd: end };
    },
    print: (v: unknown) => {
      const a = v as Ability;
      const text = quoted.print?.(a);
      if (text === undefined) return undefined;
      const body = a.quoteEnd === '' ? text.replace(/\.$/, '') : a.quoteEnd === '.' && !text.endsWith('.') ? `${text}.` : text;
      return `"${body}"`;
    },
  },
  /** An object's possessive: "target creature's", "~'s", "each creature's" (whose power and toughness). */
  objposs: {
    parse: (t: string) => {
      const owner = t.endsWith("'s") ? t.slice(0, -2) : t.endsWith("s'") ? t.slice(0, -1) : undefined;
      const r = owner ? parseObjectRef(owner) : undefined;
      if (r?.kind === 'it') r.word = itWord(owner!);
      return r;
    },
    print: (v: unknown) => {
      const t = printTarget(v as TargetSpec, (v as { word?: string }).word);
      return t.endsWith('s') && !/^(?:its|~)$/.test(t) && (v as TargetSpec).kind === 'all' && !/^each /.test(t) ? `${t}'` : `${t}'s`;
    },
  },
  obj: {
    parse: (t: string) => {
      const r = parseObjectRef(t);
      if (r?.kind === 'it') r.word = itWord(t);
      return r;
    },
    print: (v: unknown) => printTarget(v as TargetSpec, (v as { word?: string }).word),
  },
  /** An object or a player ("any target", "target player", "each opponent"). */
  objp: {
    parse: (t: string) => {
      // "each creature without flying and each player" (CR 120.3: each object and each player is dealt the damage).
      const players = / and (each player|each opponent)$/.exec(t);
      const head = players ? parseObjectRef(t.slice(0, players.index)) : undefined;
      if (players) return head?.kind === 'all' && head.quantifier === 'each' ? { ...head, andPlayers: players[1] as 'each player' } : undefined;
      // "each white creature and each player who controls a white creature": the players for whom a condition about "that
      // player" holds (CR 120.3, 608.2c), read only when it prints back as written.
      const playersWho = / and (each player|each opponent) who (.+)$/.exec(t);
      if (playersWho) {
        const objects = parseObjectRef(t.slice(0, playersWho.index));
        const condition = useConditions.read?.(`that player ${playersWho[2]}`);
        if (objects?.kind !== 'all' || objects.quantifier !== 'each' || objects.word || !condition || useConditions.print?.(condition) !== `that player ${playersWho[2]}`) return undefined;
        return { ...objects, andPlayers: playersWho[1] as 'each player', andPlayersWho: condition };
      }
      // "each opponent who controls more lands than you", "each player whose coin comes up tails": only the players of the
      // set for whom a condition about "that player" holds (CR 120.3, 608.2c), read only when it prints back as written.
      const onlyWho = /^(each player|each opponent) (who .+|whose .+)$/.exec(t);
      if (onlyWho) {
        const said = onlyWho[2]!.startsWith('whose ') ? `that player's ${onlyWho[2]!.slice('whose '.length)}` : `that player ${onlyWho[2]!.slice('who '.length)}`;
        const condition = useConditions.read?.(said);
        return condition && useConditions.print?.(condition) === said ? { kind: 'player', who: parsePlayer(onlyWho[1]!)!, whoCondition: condition } : undefined;
      }
      // "each opponent and each creature they control": the players written first (CR 120.3).
      const first = /^(each player|each opponent) and (?=each )/.exec(t);
      if (first) {
        const rest = parseObjectRef(t.slice(first[0].length));
        return rest?.kind === 'all' && rest.quantifier === 'each' && !rest.word ? { ...rest, andPlayers: first[1] as 'each player', playersFirst: true } : undefined;
      }
      // "target player and each creature that player controls", "target player or planeswalker and each creature that
      // player or that planeswalker's controller controls": the player first, then the objects it controls (CR 120.3, 115.4).
      const who = /^(target player or planeswalker|target player|target opponent|that player) and (?=each )/.exec(t);
      if (who) {
        const player = parseObjectRef(who[1]!, { players: true });
        const rest = parseObjectRef(t.slice(who[0].length));
        if (player && rest?.kind === 'all' && rest.quantifier === 'each' && !rest.word && rest.filter.controlledByThatPlayer) return { ...rest, withPlayer: player };
      }
      // "each creature and each planeswalker": two sets of objects, each dealt the damage (CR 120.3).
      const both = /^(each .+?) and each (.+)$/.exec(t);
      if (both) {
        const one = parseObjectRef(both[1]!);
        const two = parseObjectRef(`each ${both[2]!}`);
        if (one?.kind === 'all' && one.quantifier === 'each' && !one.word && two?.kind === 'all' && two.quantifier === 'each' && !two.word && !two.andEach) return { ...one, andEach: two.filter };
      }
      // "you and/or permanents you control", "you and creatures you control": the player and each object (CR 615.7).
      const you = /^you (and|and\/or) (?=\S)/.exec(t);
      if (you) {
        const rest = parseObjectRef(t.slice(you[0].length));
        // "you and each creature you control" (CR 120.3) too.
        return rest?.kind === 'all' && (rest.quantifier === undefined || rest.quantifier === 'each') && !rest.word && !rest.filter.attachment ? { ...rest, youFirst: you[1] as 'and' } : undefined;
      }
      const r = parseObjectRef(t, { players: true });
      if (r?.kind === 'it') r.word = itWord(t);
      return r;
    },
    print: (v: unknown) => {
      const t = v as TargetSpec;
      if (t.kind === 'player' && t.whoCondition) {
        const said = useConditions.print?.(t.whoCondition);
        if (said?.startsWith("that player's ")) return `${printPlayer(t.who)} whose ${said.slice("that player's ".length)}`;
        return said?.startsWith('that player ') ? `${printPlayer(t.who)} who ${said.slice('that player '.length)}` : undefined;
      }
      if (t.kind === 'all' && t.playersFirst && t.andPlayers) return `${t.andPlayers} and ${printTarget({ ...t, andPlayers: undefined, playersFirst: undefined })}`;
      if (t.kind === 'all' && t.withPlayer) return `${printTarget(t.withPlayer, (t.withPlayer as { word?: string }).word)} and ${printTarget({ ...t, withPlayer: undefined })}`;
      if (t.kind === 'all' && t.andEach) return `${printTarget({ ...t, andEach: undefined })} and ${printTarget({ kind: 'all', filter: t.andEach, quantifier: 'each' })}`;
      return `${t.kind === 'all' && t.youFirst ? `you ${t.youFirst} ` : ''}${printTarget(t, (v as { word?: string }).word)}${t.kind === 'all' && t.andPlayers ? ` and ${t.andPlayers}${t.andPlayersWho ? ` who ${useConditions.print?.(t.andPlayersWho)?.slice('that player '.length)}` : ''}` : ''}`;
    },
  },
  /** An object chosen without targeting ("sacrifice a creature", "discard a card"). */
  chosen: {
    parse: (t: string) => {
      const r = parseObjectRef(t, { chosen: true });
      if (r?.kind === 'it') r.word = itWord(t);
      return r;
    },
    print: (v: unknown) => printTarget(v as TargetSpec, (v as { word?: string }).word),
  },
  player: { parse: (t: string) => parsePlayer(t), print: (v: unknown) => printPlayer(v as never), maxWords: 4 },
  // "who had more life than you did as you activated this ability": a condition about the player named before the word
  // "who", read as "that player …" (CR 608.2c), printed back the same way.
  whocond: {
    parse: (t: string) => {
      const c = useConditions.read?.(`that player ${t}`);
      return c && useConditions.print?.(c) === `that player ${t}` ? c : undefined;
    },
    print: (v: unknown) => {
      const t = useConditions.print?.(v as Condition);
      return t?.startsWith('that player ') ? t.slice('that player '.length) : undefined;
    },
  },
  /** Another card's name, as written: capitalized words, the small words between them and a legendary name's comma
   * ("Hanweir, the Writhing Township", CR 201.2). */
  cardname: { parse: (t: string) => (CARD_NAME.test(t) ? t : undefined), print: (v: unknown) => (CARD_NAME.test(String(v)) ? String(v) : undefined), maxWords: 8 },
  /** A count as a plain number (the legacy effects' `count: number`): "a", "two", "3". */
  n: { parse: (t: string) => parseCount(t), print: (v: unknown, next?: string) => printCountWord(v as number, next), maxWords: 1 },
  /** A number written in digits ("between 0 and 13", CR 107.1). */
  digits: { parse: (t: string) => (/^\d{1,3}$/.test(t) ? Number(t) : undefined), print: (v: unknown) => (typeof v === 'number' ? String(v) : undefined), maxWords: 1 },
  count,
  num,
  /** "equal to its power", "equal to the number of cards in your hand" → Amount. */
  quantity: {
    parse: (t: string) => {
      const q = parseQuantity(t);
      return q ? ({ kind: 'equal-to', quantity: q } as Amount) : undefined;
    },
    print: (v: unknown) => {
      const a = v as Amount;
      return a.kind === 'equal-to' && !a.before ? printQuantity(a.quantity) : undefined;
    },
  },
  /** "twice X", "X plus 3", "two times X": a quantity of X where a number stands, before its noun ("gain twice X life", CR 107.3). */
  numq: {
    parse: (t: string) => {
      const q = parseLeadingQuantity(t);
      return q ? ({ kind: 'equal-to', quantity: q, before: true } as Amount) : undefined;
    },
    print: (v: unknown) => {
      const a = v as Amount;
      return a.kind === 'equal-to' && a.before ? printQuantity(a.quantity) : undefined;
    },
    maxWords: 3,
  },
  /** "half X", "twice X": a quantity of X where a number stands, as the effect's own quantity ("draw half X cards", CR 107.3). */
  lqty: { parse: (t: string) => parseLeadingQuantity(t), print: (v: unknown) => printQuantity(v as Quantity), maxWords: 3 },
  ptmod: {
    parse: (t: string) => {
      const m = /^([+-]\w+)\/([+-]\w+)$/.exec(t);
      const power = m ? parseSigned(m[1]!) : undefined;
      const toughness = m ? parseSigned(m[2]!) : undefined;
      return power === undefined || toughness === undefined ? undefined : { power, toughness };
    },
    print: (v: unknown) => {
      const { power, toughness } = v as { power: number; toughness: number };
      // A zero takes the other number's sign, as Oracle writes it ("-2/-0", "+0/+1").
      const s = (n: number, other: number) => (n > 0 || (n === 0 && other >= 0 && !Object.is(other, -0)) ? `+${Math.abs(n)}` : `-${Math.abs(n)}`);
      return typeof power === 'number' ? `${s(power, toughness)}/${s(toughness, power)}` : undefined;
    },
    maxWords: 1,
  },
  pt: {
    parse: (t: string) => {
      // CR 107.3: "base power and toughness X/X", X announced with the activation or defined by the text (`ptX`).
      if (t === 'X/X') return { power: 0, toughness: 0, ptX: true };
      const m = /^(\d{1,4})\/(\d{1,4})$/.exec(t);
      return m ? { power: Number(m[1]), toughness: Number(m[2]) } : undefined;
    },
    print: (v: unknown) => {
      const { power, toughness, ptX } = v as { power: number; toughness: number; ptX?: boolean };
      if (ptX) return 'X/X';
      return typeof power === 'number' ? `${power}/${toughness}` : undefined;
    },
    maxWords: 1,
  },
  /** "power and toughness are each 2": one number for both (CR 208.1). */
  eachpt: {
    parse: (t: string) => (/^\d{1,4}$/.test(t) ? { power: Number(t), toughness: Number(t) } : undefined),
    print: (v: unknown) => {
      const { power, toughness } = v as { power: number; toughness: number };
      return typeof power === 'number' && power === toughness ? String(power) : undefined;
    },
    maxWords: 1,
  },
  counter: {
    // CR 122.1b: the keyword counters of two words ("a first strike counter").
    parse: (t: string) => (/^(?:[+-]\d\/[+-]\d|[a-z]+|first strike|double strike)$/.test(t) ? t : undefined),
    // '' is a counter of any kind ("remove a counter from it"): written by the rows without the slot.
    print: (v: unknown) => (v === '' ? undefined : String(v)),
    maxWords: 2,
  },
  keywords: { parse: parseKeywordList, print: (v: unknown) => printKeywordList(v as string[]) },
  /** "flying, first strike, or haste": one of them chosen (CR 608.2d). */
  keywordchoice: { parse: parseKeywordChoice, print: (v: unknown) => printKeywordChoice(v as string[]) },
  kwnames: { parse: parseKeywordNames, print: (v: unknown) => printKeywordList(v as string[]) },
  /** "{G}, {U}, or {R}", "{W} or {B}": one mana of a choice (CR 106.1). */
  manachoice: {
    parse: (t: string) => {
      // "{W}{W}, {W}{B}, or {B}{B}": an option may be several symbols (CR 106.1).
      const parts = t.split(/, or | or |, /);
      return parts.length > 1 && parts.every((p) => /^(?:\{[WUBRGC]\}){1,4}$/.test(p)) ? { choice: parts } : undefined;
    },
    print: (v: unknown) => {
      const c = (v as { choice?: string[] }).choice;
      if (!c) return undefined;
      return c.length === 2 ? c.join(' or ') : `${c.slice(0, -1).join(', ')}, or ${c[c.length - 1]}`;
    },
  },
  /** "{R} and/or {G}", "{W}, {U}, and/or {B}": the colors a combination of mana is made of (CR 106.1). */
  manacolors: {
    parse: (t: string) => {
      const parts = t.split(/, and\/or | and\/or |, /);
      return parts.length > 1 && parts.every((p) => /^\{[WUBRGC]\}$/.test(p)) ? { combination: parts } : undefined;
    },
    print: (v: unknown) => {
      const c = (v as { combination?: string[] }).combination;
      if (!c) return undefined;
      return c.length === 2 ? c.join(' and/or ') : `${c.slice(0, -1).join(', ')}, and/or ${c[c.length - 1]}`;
    },
  },
  /** What a land produces instead (CR 106.12): mana symbols, "colorless mana", "[one] mana of a color of your choice". */
  produced: {
    parse: (t: string) => (MANA.test(t) || PRODUCED.has(t) ? t : undefined),
    print: (v: unknown) => (typeof v === 'string' ? v : undefined),
  },
  mana: { parse: (t: string) => (MANA.test(t) ? t : undefined), print: (v: unknown) => (MANA.test(String(v)) ? String(v) : undefined), maxWords: 1 },
  /** Mana a player pays, hybrid symbols too ("pay {W/B}", CR 107.4e, 702.101a extort); mana added is never hybrid. */
  paid: { parse: (t: string) => (PAID_MANA.test(t) ? t : undefined), print: (v: unknown) => (PAID_MANA.test(String(v)) ? String(v) : undefined), maxWords: 1 },
  token: { parse: parseToken, print: (v: unknown) => printToken(v as never) },
  /** "a 1/1 green Squirrel creature token and a 0/3 blue Crab creature token", "a 1/1 …, a 2/2 …, and a 3/3 … token":
   * several kinds of tokens created at once (CR 111.1), the first as `token`, the others in order as `more`. */
  tokenlist: { parse: parseTokenList, print: (v: unknown) => printTokenList(v as never) },
  /** Keywords and quoted abilities granted together, two or more with one quoted at least: "flying and "…"", "first strike,
   * trample, and "…"", ""…" and "…"" (CR 613.1f; model/abilities/ability-list.ts). Its fields are the effect's own:
   * `keywords`, `ability` (the first quoted) and `more` (the next ones). */
  abilitylist: { parse: (t: string) => parseAbilityList(t, true), print: (v: unknown) => printAbilityList(v as never) },
  /** Two or more quoted abilities and nothing else: an emblem's (CR 114.2). */
  quotedlist: { parse: (t: string) => parseAbilityList(t, false), print: (v: unknown) => ((v as ListedAbilities).keywords?.length ? undefined : printAbilityList(v as never)) },
  /** "1/1 red Goblin creature tokens" after "a number of" (the row's "equal to …" is the amount, CR 107.3). */
  tokens: {
    parse: (t: string) => {
      const r = parseToken(`X ${t}`);
      return r?.amount.kind === 'x' ? { token: r.token, ...(r.tapped ? { tapped: true } : {}) } : undefined;
    },
    print: (v: unknown) => printToken({ ...(v as { token: TokenSpec; tapped?: boolean }), amount: { kind: 'x' } })?.replace(/^X /, ''),
  },
  restriction: {
    parse: (t: string) => ((RESTRICTIONS as readonly string[]).includes(t) ? t : undefined),
    print: (v: unknown) => String(v),
    maxWords: 12,
  },
  /** What may not target an object: "black spells or abilities from black sources", "abilities your opponents control" (CR 115.1). */
  targeters: {
    parse: (t: string): Targeters | undefined => {
      // "black or red spells", "white, blue, or black spells" (colors, CR 105.1); "Aura spells", "creature spells" (a kind, 205.2a).
      const m = /^(?:(white|blue|black|red|green|nonwhite|nonblue|nonblack|nonred|nongreen) |((?:white|blue|black|red|green)(?:, (?:white|blue|black|red|green))*,? or (?:white|blue|black|red|green)) |(Aura|Equipment|creature|instant|sorcery|artifact|enchantment|planeswalker|instant or sorcery) )?(spells or abilities|spells|abilities)(?: (your opponents control|an opponent controls|you don't control))?(?: from ((?:white|blue|black|red|green|artifact|creature) sources))?$/.exec(t);
      if (!m || ((m[1] || m[2] || m[3]) && m[4] !== 'spells' && !(m[1] && m[4] === 'spells or abilities')) || (m[6] && m[4] === 'spells')) return undefined;
      if (m[2] && (m[2].split(/,? or |, /).length > 2) !== m[2].includes(',')) return undefined;
      return { what: m[4] as Targeters['what'], ...(m[1] ? { color: m[1] } : {}), ...(m[2] ? { colors: m[2] } : {}), ...(m[3] ? { spellKind: m[3] } : {}), ...(m[5] ? { controller: m[5] } : {}), ...(m[6] ? { from: m[6] } : {}) };
    },
    print: (v: unknown) => {
      const b = v as Targeters;
      return [b.color ?? b.colors ?? b.spellKind, b.what, b.controller, b.from && `from ${b.from}`].filter(Boolean).join(' ');
    },
    maxWords: 10,
  },
  /** "a land entering the battlefield", "an artifact or creature entering the battlefield", "a creature attacking": what
   * causes an ability to trigger (CR 603.2). */
  cause: {
    parse: (written: string): TriggerCause | undefined => {
      const t = written.replace(/ entering the battlefield\b/, ' entering');
      const action = TRIGGER_CAUSES.find((c) => t.endsWith(` ${c}`));
      const m = action ? /^(an?) (.+)$/.exec(t.slice(0, -action.length - 1)) : null;
      const f = m ? parseFilter(m[2]!) : undefined;
      return m && f && !f.plural && m[1] === article(m[2]) ? { article: m[1] as 'a', filter: f.filter, action: action! } : undefined;
    },
    print: (v: unknown) => {
      const c = v as TriggerCause;
      return `${c.article} ${printFilter(c.filter, false)} ${c.action}`;
    },
  },
  filter: {
    parse: (t: string) => parseFilter(t)?.filter,
    print: (v: unknown) => printFilter(v as never, false),
  },
  /** One object's kind, written singular ("more than one land"). */
  filterone: {
    parse: (t: string) => {
      const r = parseFilter(t);
      return r && !r.plural ? r.filter : undefined;
    },
    print: (v: unknown) => printFilter(v as never, false),
  },
  /** One object's kind after its article, which agrees with it ("a creature with power 3 or greater", "an artifact"). */
  afilter: {
    parse: (t: string) => {
      const m = /^(an?) (.+)$/.exec(t);
      const r = m ? parseFilter(m[2]!) : undefined;
      return r && !r.plural && article(m![2]) === m![1] ? r.filter : undefined;
    },
    print: (v: unknown) => {
      const f = printFilter(v as never, false);
      return `${article(f)} ${f}`;
    },
  },
  filters: {
    parse: (t: string) => {
      const r = parseFilter(t);
      return r?.plural ? r.filter : undefined;
    },
    print: (v: unknown) => printFilter(v as never, true),
  },
  /** A keyword with a cost, lower-case as in "morph costs" (CR 702.37). */
  kwcost: {
    parse: (t: string) => {
      const k = lookupKeyword(t);
      return k && k.param === 'cost' ? k.name : undefined;
    },
    print: (v: unknown) => String(v).toLowerCase(),
    maxWords: 1,
  },
  /** "cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or pay a morph cost" (CR 106.6). */
  spenduses: {
    parse: (t: string) => {
      const uses: SpendUse[] = [];
      // The uses are split where a verb begins ("cast an instant or sorcery spell" is one use).
      // A use after the first may repeat "to" ("to cast a Wizard spell or to activate an ability of a Wizard").
      const parts = t.split(/,? or (?=(?:to )?(?:cast|activate|pay|foretell) )|, (?=(?:cast|activate|pay|foretell) )/);
      const to = parts.length > 1 && parts.slice(1).every((x) => x.startsWith('to '));
      for (const written of parts) {
        const part = to && written.startsWith('to ') ? written.slice(3) : written;
        let m: RegExpExecArray | null;
        if (part === 'pay a mana cost to turn a manifested creature face up') uses.push({ kind: 'turn-manifested-face-up' });
        else if (part === 'cast your commander') uses.push({ kind: 'commander' });
        else if (part === 'foretell a card from your hand' || part === 'foretell cards') uses.push({ kind: 'foretell', ...(part === 'foretell cards' ? { plural: true } : {}) });
        else if ((m = /^pay a cost that contains (\{[WUBRGCS]\})$/.exec(part))) uses.push({ kind: 'cost-contains', mana: m[1]! });
        else if (part === 'activate an ability' || part === 'activate abilities') uses.push({ kind: 'activate', ...(part.endsWith('abilities') ? { plural: true } : {}) });
        else if ((m = /^activate (?:an ability of an?|abilities of) (.+)$/.exec(part))) {
          const plural = part.startsWith('activate abilities');
          const f = parseFilter(m[1]!);
          // "abilities of Myr": a subtype whose plural is itself is plural here (CR 205.3m, 106.6).
          if (!f || (f.plural !== plural && !(plural && numberNeutral(f.filter)))) return undefined;
          uses.push({ kind: 'activate', of: f.filter, ...(plural ? { plural: true } : {}) });
        } else if ((m = /^cast (?!an? )(.+)$/.exec(part))) {
          const f = parseFilter(m[1]!);
          if (!f || !f.plural || !(f.filter.types.includes('spell') || f.filter.anyOf?.every((a) => a.types.includes('spell')))) return undefined;
          uses.push({ kind: 'cast', filter: f.filter, plural: true });
        }
        else if ((m = /^pay an? (\w+) cost$/.exec(part))) {
          const k = lookupKeyword(m[1]!);
          if (!k || k.param !== 'cost') return undefined;
          uses.push({ kind: 'keyword-cost', keyword: k.name });
        } else if ((m = /^cast an? (.+)$/.exec(part))) {
          const f = parseFilter(m[1]!);
          if (!f || f.plural || !(f.filter.types.includes('spell') || f.filter.anyOf?.every((a) => a.types.includes('spell')))) return undefined;
          uses.push({ kind: 'cast', filter: f.filter });
        } else return undefined;
      }
      if (to && uses.length !== 2) return undefined;
      if (to) uses[1] = { ...uses[1]!, to: true };
      return uses.length > 0 ? uses : undefined;
    },
    print: (v: unknown) => {
      const xs = (v as SpendUse[]).map((u) => {
        if (u.kind === 'turn-manifested-face-up') return 'pay a mana cost to turn a manifested creature face up';
        if (u.kind === 'commander') return 'cast your commander';
        if (u.kind === 'foretell') return u.plural ? 'foretell cards' : 'foretell a card from your hand';
        if (u.kind === 'cost-contains') return `pay a cost that contains ${u.mana}`;
        if (u.kind === 'keyword-cost') return `pay ${article(u.keyword)} ${u.keyword.toLowerCase()} cost`;
        if (u.kind === 'activate') {
          if (!u.of) return u.plural ? 'activate abilities' : 'activate an ability';
          const of = printFilter(u.of, !!u.plural);
          return u.plural ? `activate abilities of ${of}` : `activate an ability of ${article(of)} ${of}`;
        }
        if (u.plural) return `cast ${printFilter(u.filter, true)}`;
        const body = printFilter(u.filter, false);
        return `cast ${article(body)} ${body}`;
      });
      if ((v as SpendUse[])[1]?.to) return xs.join(' or to ');
      return xs.length <= 2 ? xs.join(' or ') : `${xs.slice(0, -1).join(', ')}, or ${xs[xs.length - 1]}`;
    },
  },
  /** A player's possessive: "target opponent's", "that player's" (whose hand or library). */
  owner: {
    parse: (t: string) => (t.endsWith("'s") ? parsePlayer(t.slice(0, -2)) : undefined),
    print: (v: unknown) => `${printPlayer(v as never)}'s`,
    maxWords: 4,
  },
  /** "+2/-2 or -2/+2": P/T changes, one of which is chosen. */
  ptmodlist: {
    parse: (t: string) => {
      const out: [number, number][] = [];
      for (const p of t.split(/, or | or |, /)) {
        const m = /^([+-]\d{1,2})\/([+-]\d{1,2})$/.exec(p);
        if (!m) return undefined;
        out.push([Number(m[1]), Number(m[2])]);
      }
      return out.length > 1 ? out : undefined;
    },
    print: (v: unknown) => {
      const s = (n: number) => (n >= 0 ? `+${n}` : `-${-n}`);
      const xs = (v as [number, number][]).map(([p, t]) => `${s(p)}/${s(t)}`);
      return xs.length === 2 ? xs.join(' or ') : `${xs.slice(0, -1).join(', ')}, or ${xs[xs.length - 1]}`;
    },
  },
  /** "+X/+X", "-X/-X", "+X/+0": X times each sign (CR 107.3). */
  ptx: {
    parse: (t: string) => {
      // "+0/+X", "-0/-X": X in the toughness only (the power's sign kept as written: `minusZero`).
      const t0 = /^([+-])0\/([+-])X$/.exec(t);
      if (t0) return { power: 0, toughness: t0[2] === '-' ? -1 : 1, ...(t0[1] === '-' ? { minusZero: true } : {}) };
      // "+X/+Y, where X is … and Y is …": the toughness by a second number the text defines (CR 107.3c).
      // "+4/-X", "-X/+2": a fixed number on one side, X on the other (CR 107.3c).
      const fixedP = /^([+-][1-9]\d?)\/([+-])X$/.exec(t);
      if (fixedP) return { power: 0, toughness: fixedP[2] === '-' ? -1 : 1, powerN: Number(fixedP[1]) };
      const fixedT = /^([+-])X\/([+-][1-9]\d?)$/.exec(t);
      if (fixedT) return { power: fixedT[1] === '-' ? -1 : 1, toughness: 0, toughnessN: Number(fixedT[2]) };
      const y = /^([+-])X\/([+-])Y$/.exec(t);
      if (y) return { power: y[1] === '-' ? -1 : 1, toughness: y[2] === '-' ? -1 : 1, y: true };
      const m = /^([+-])X\/([+-])(X|0)$/.exec(t);
      if (!m) return undefined;
      return { power: m[1] === '-' ? -1 : 1, toughness: m[3] === '0' ? 0 : m[2] === '-' ? -1 : 1, ...(m[3] === '0' && m[2] === '-' ? { minusZero: true } : {}) };
    },
    print: (v: unknown) => {
      const { power, toughness, minusZero, y, powerN, toughnessN } = v as { power: number; toughness: number; minusZero?: boolean; y?: boolean; powerN?: number; toughnessN?: number };
      if (y) return `${power < 0 ? '-' : '+'}X/${toughness < 0 ? '-' : '+'}Y`;
      const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);
      if (powerN !== undefined) return `${signed(powerN)}/${toughness < 0 ? '-' : '+'}X`;
      if (toughnessN !== undefined) return `${power < 0 ? '-' : '+'}X/${signed(toughnessN)}`;
      if (power === 0 && toughness !== 0) return `${minusZero ? '-0' : '+0'}/${toughness < 0 ? '-X' : '+X'}`;
      if (power !== 1 && power !== -1) return undefined;
      return `${power < 0 ? '-' : '+'}X/${toughness === 0 ? (minusZero ? '-0' : '+0') : toughness < 0 ? '-X' : '+X'}`;
    },
    maxWords: 1,
  },
  /** "a vigilance counter, a reach counter, or a trample counter", "a +1/+1 counter or a loyalty counter": one counter of
   * a kind chosen from a list (CR 122.1, 608.2d). */
  counterchoice: {
    parse: (t: string) => {
      // A choice is written with "or" ("a, b, or c"); a list with "and" is the counters put at once (`counterlist`).
      if (!/ or /.test(t)) return undefined;
      const parts = t.split(/, or | or |, /);
      const out: string[] = [];
      for (const p of parts) {
        const m = /^(an?) (.+) counter$/.exec(p);
        const kind = m ? SLOTS.counter.parse(m[2]!) : undefined;
        if (!m || !kind || m[1] !== article(kind)) return undefined;
        out.push(kind);
      }
      return out.length > 1 ? out : undefined;
    },
    print: (v: unknown) => {
      const xs = (v as string[]).map((k) => `${article(k)} ${k} counter`);
      return xs.length === 2 ? xs.join(' or ') : `${xs.slice(0, -1).join(', ')}, or ${xs[xs.length - 1]}`;
    },
    maxWords: 16,
  },
  /** The counters after the first of a list put at once, "a flying counter", "two +1/+1 counters" or "a flying counter, a
   * deathtouch counter, and a shield counter" (CR 122.1): each a number and a kind; one alone or three or more with ", and". */
  counterlist: {
    parse: (t: string) => {
      const parts = t.includes(', ') ? t.split(/, and |, /) : [t];
      if (parts.length > 1 && !t.includes(', and ')) return undefined;
      const out: { count: number; counter: string }[] = [];
      for (const p of parts) {
        const m = /^(\S+) (.+) (counters?)$/.exec(p);
        const counter = m ? SLOTS.counter.parse(m[2]!) : undefined;
        const count = m ? (/^an?$/.test(m[1]!) ? (m[1] === article(counter as string) ? 1 : undefined) : parseCount(m[1]!)) : undefined;
        if (!m || typeof counter !== 'string' || count === undefined || count < 1 || (count === 1) !== (m[3] === 'counter') || (count === 1 && !/^an?$/.test(m[1]!))) return undefined;
        out.push({ count, counter });
      }
      return out;
    },
    print: (v: unknown) => {
      const xs = (v as { count: number; counter: string }[]).map((c) => `${c.count === 1 ? article(c.counter) : printCountWord(c.count, c.counter)} ${c.counter} counter${c.count === 1 ? '' : 's'}`);
      return xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')}, and ${xs[xs.length - 1]}`;
    },
    maxWords: 24,
  },
  /** Five choice of P/T: "5/1 or 1/5" (a "your choice of" list). */
  ptlist: {
    parse: (t: string) => {
      const parts = t.split(/, or | or |, /);
      const out: [number, number][] = [];
      for (const p of parts) {
        const m = /^(\d{1,2})\/(\d{1,2})$/.exec(p);
        if (!m) return undefined;
        out.push([Number(m[1]), Number(m[2])]);
      }
      return out.length > 1 ? out : undefined;
    },
    print: (v: unknown) => {
      const xs = (v as [number, number][]).map(([p, t]) => `${p}/${t}`);
      return xs.length === 2 ? xs.join(' or ') : `${xs.slice(0, -1).join(', ')}, or ${xs[xs.length - 1]}`;
    },
  },
} satisfies Record<string, Slot>;

export type SlotType = keyof typeof SLOTS;

/** Keywords (first) and quoted abilities of one list: the first quoted one as `ability`, the others as `more`. */
interface ListedAbilities { keywords?: string[]; ability: Ability; more?: Ability[] }

/** A list of two or more items, each a keyword or a quoted ability, one quoted at least, the keywords first
 * (`withKeywords` false: quoted abilities only). */
function parseAbilityList(text: string, withKeywords: boolean): ListedAbilities | undefined {
  if (!text.includes('"') && !text.includes('\u201C')) return undefined;
  const items = splitQuotedList(text);
  if (!items) return undefined;
  const keywords: string[] = [];
  const abilities: Ability[] = [];
  for (const item of items) {
    if (isQuotedItem(item)) {
      const a = SLOTS.quoted.parse(item);
      if (!a) return undefined;
      abilities.push(a as Ability);
    } else {
      const kw = withKeywords && abilities.length === 0 ? parseKeywordList(item) : undefined;
      if (kw?.length !== 1) return undefined;
      keywords.push(kw[0]!);
    }
  }
  if (abilities.length === 0) return undefined;
  return { ...(keywords.length ? { keywords } : {}), ability: abilities[0]!, ...(abilities.length > 1 ? { more: abilities.slice(1) } : {}) };
}

function printAbilityList(v: ListedAbilities): string | undefined {
  const quotes = [v.ability, ...(v.more ?? [])].map((a) => SLOTS.quoted.print(a));
  if (quotes.some((q) => q === undefined)) return undefined;
  const items = [...(v.keywords ?? []).map((k) => k.charAt(0).toLowerCase() + k.slice(1)), ...(quotes as string[])];
  return items.length >= 2 ? printList(items) : undefined;
}
