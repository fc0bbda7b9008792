// Templating style (code `style`, information): keyword capitalization and comma-separated keyword lines,
// periods (sentences end with one, keyword lines don't), numbers written as words where templates use words,
// a minus sign rather than an en dash (−1/−1 or -1/-1, not –1/–1), the em dash after ability words and keyword costs, bullets for modes.

import { makeDiagnostic, makeFix, type Diagnostic, type Fix } from '../../diagnostics/diagnostic';
import { msg, type Message } from '../../i18n';
import { parseKeywordLine } from '../../model/abilities/keyword-line';
import { keywordAtStart, lookupKeyword } from '../../model/abilities/keywords';
import { findReminders, maskReminders } from '../../model/abilities/reminder';
import type { Span } from '../../model/types';
import { SharedFindings, type Check } from '../check';
import { facesOf } from './faces';

const MINUS = '\u2212';
const EM_DASH = '\u2014';
const BULLET = '\u2022';

const PT_CHANGE = /[+\-\u2212\u2013](?:\d{1,3}|X)\/[+\-\u2212\u2013](?:\d{1,3}|X)/g;
const LOYALTY_MINUS = /^[-\u2013](?:\d{1,3}|X):/;
// The text after an ability word or a keyword's cost starts with a capital or a symbol ("— Whenever", "—Pay");
// "gets -1/-1" does not.
const ABILITY_WORD_DASH = /^([A-Z][A-Za-z'\u2019]*(?: [A-Za-z'\u2019]+){0,4})( ?)(--|\u2013|-|\u2014)( ?)(?=[A-Z{])/;
const MODAL_HEADER = /^Choose (?:one|two|three|four|one or both|one or more|any number|up to (?:one|two|three))(?: [a-z]+){0,4}( ?)(--|\u2013|-|:|\u2014)$/;
const FAKE_BULLET = /^(?:[-*\u2013\u00B7]|\u2022(?=\S))( ?)/;
const GRANTED_KEYWORD = /\b(gains?|has|have|loses?|with|and) (Flying|First strike|Double strike|Deathtouch|Haste|Hexproof|Indestructible|Lifelink|Menace|Reach|Trample|Vigilance|Defender|Flash|Ward|Morph|Megamorph|Disguise|Shroud|Intimidate|Fear)\b/g;
const NUMBER_DIGITS = /\b([Dd]raws?|[Dd]iscards?|[Mm]ills?|[Cc]reates?|[Pp]uts?|[Rr]eturns?|[Ee]xiles?|[Ss]acrifices?|[Rr]eveals?|the top) (\d{1,2})(?= (cards?|[+\-\u2212]\d\/[+\-\u2212]\d counters?|\d{1,2}\/\d{1,2}|[a-z]+ (?:counters?|tokens?)|tokens?|target|other|additional|creatures?|lands?|permanents?)\b)/g;
const NO_PERIOD = [
  /^(?:\{[^{}]*\})+: Level \d+$/, // Class levels (CR 716.2a)
  /^LEVEL \d+(?:[-+]\d*)?$/i, // level up (CR 711.2)
  /^[+\-\u2212]?\d{1,3}\/[+\-\u2212]?\d{1,3}$/, // level up P/T boxes
  /\u2014$/, // a modal header or a half-written ability word
  /:$/,
];

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

function fix(title: Message, span: Span, newText: string, preferred = true): Fix {
  return makeFix(title, [{ span, newText }], preferred);
}

function style(message: Message, span: Span, fixes: Fix[] = []): Diagnostic {
  return makeDiagnostic('style', message, span, { fixes });
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** "Flying Vigilance" / "Flying; vigilance": keywords without parameters separated otherwise than by commas. */
function splitBareKeywords(text: string): string[] | undefined {
  const items: string[] = [];
  let rest = text;
  for (let guard = 0; guard < 12 && rest.length > 0; guard++) {
    const found = keywordAtStart(rest);
    if (!found || found.spec.param !== 'none') return undefined;
    items.push(rest.slice(0, found.end));
    rest = rest.slice(found.end);
    const sep = /^(?:[;,]? |;)/.exec(rest);
    if (!sep) break;
    rest = rest.slice(sep[0].length);
  }
  return rest.length === 0 && items.length >= 2 ? items : undefined;
}

function checkKeywordLine(body: string, at: number, out: Diagnostic[]): boolean {
  const kws = parseKeywordLine(body, at);
  if (kws) {
    kws.forEach((kw, i) => {
      const first = body.charAt(kw.span.start - at);
      const canonical = kw.keyword.charAt(0);
      const wordSpan = { start: kw.span.start, end: kw.span.start + 1 };
      if (i === 0 && first !== first.toUpperCase()) {
        out.push(style(msg('style.keyword-capitalized'), wordSpan, [fix(msg('fix.capitalize'), wordSpan, first.toUpperCase())]));
      } else if (i > 0 && first !== first.toLowerCase() && canonical === canonical.toUpperCase() && !/^For Mirrodin!|^Start your engines!/.test(kw.keyword)) {
        out.push(style(msg('style.only-first-capitalized', { text: lowerFirst(body.slice(kw.span.start - at, kw.span.end - at)) }), wordSpan, [fix(msg('fix.lowercase'), wordSpan, first.toLowerCase())]));
      }
    });
    const last = kws[kws.length - 1]!;
    if (body.endsWith('.') && !body.includes(EM_DASH) && !body.includes('--') && !last.parameter) {
      const span = { start: at + body.length - 1, end: at + body.length };
      out.push(style(msg('style.keyword-no-period'), span, [fix(msg('fix.remove-period'), span, '')]));
    }
    return true;
  }
  const items = splitBareKeywords(body);
  if (items) {
    const joined = items.map((t, i) => (i === 0 ? t.charAt(0).toUpperCase() + t.slice(1) : lowerFirst(t))).join(', ');
    const span = { start: at, end: at + body.length };
    out.push(style(msg('style.keyword-commas', { text: joined }), span, [fix(msg('fix.separate-with-commas'), span, joined)]));
    return true;
  }
  return false;
}

/** Returns whether the line is a mode of a modal header (so the next line may be one too). */
function checkLine(raw: string, offset: number, inModes: boolean, out: Diagnostic[]): boolean {
  const parts = findReminders(raw, offset);
  const masked = maskReminders(raw, parts);
  const lead = masked.length - masked.trimStart().length;
  const body = masked.trim();
  const at = offset + lead;
  if (body.length === 0) return inModes;

  // Bullets for modes (CR 700.2): a mode after a "Choose …" header (or another mode) starts with "• ".
  const bullet = FAKE_BULLET.exec(body);
  const isMode = inModes && (body.startsWith(BULLET) || (!!bullet && !LOYALTY_MINUS.test(body)));
  if (bullet && isMode) {
    const span = { start: at, end: at + bullet[0].length };
    out.push(style(msg('style.mode-bullet', { bullet: BULLET }), span, [fix(msg('fix.use', { text: `${BULLET} ` }), span, `${BULLET} `)]));
  }

  // Modal header: "Choose one —".
  const header = MODAL_HEADER.exec(body);
  if (header && (header[2] !== EM_DASH || header[1] !== ' ')) {
    const span = { start: at + header.index + body.length - header[1]!.length - header[2]!.length, end: at + body.length };
    out.push(style(msg('style.modal-header', { dash: EM_DASH }), span, [fix(msg('fix.use', { text: ` ${EM_DASH}` }), span, ` ${EM_DASH}`)]));
  }
  if (header) return true;

  // The em dash after an ability word (" — ") or before a keyword's non-mana cost ("—").
  const aw = ABILITY_WORD_DASH.exec(body);
  // "Target creature gets -X/-X": a minus sign, not a dash.
  const ptAfter = aw?.[3] === '-' && /^[X\d]+\//.test(body.slice(aw[0].length));
  if (aw && !ptAfter && !/^Choose\b/.test(aw[1]!)) {
    // A keyword with its parameter before the cost's dash ("Suspend X—{X}{B}", "Splice onto Arcane—Exile …").
    const isKeyword = !!lookupKeyword(aw[1]!) || !!keywordAtStart(aw[1]!);
    const wanted = isKeyword ? EM_DASH : ` ${EM_DASH} `;
    const got = `${aw[2]}${aw[3]}${aw[4]}`;
    // A keyword's em dash is accepted with or without spaces ("Companion — …" has them); hyphens never are.
    const isDash = aw[3] === '--' || aw[3] === '\u2013' || (aw[3] === '-' && (aw[2] === ' ' || isKeyword));
    const badSpacing = aw[3] === EM_DASH && !isKeyword && got !== wanted;
    if ((isDash && got !== wanted) || badSpacing) {
      const start = at + aw[1]!.length;
      const span = { start, end: start + got.length };
      const example = wanted.trim() === wanted ? wanted : `${aw[1]}${wanted}…`;
      out.push(style(msg(isKeyword ? 'style.em-dash-keyword' : 'style.em-dash-ability-word', { word: aw[1]!, example }), span, [fix(msg('fix.use-em-dash'), span, wanted)]));
    }
  }

  // Minus signs: Oracle text and the Comprehensive Rules write the hyphen-minus ("-1/-1", CR 704.5q), printed cards the
  // minus sign "−"; both are right. An en dash ("–1/–1") is neither.
  const loyalty = LOYALTY_MINUS.exec(body);
  if (loyalty && loyalty[0].startsWith('\u2013')) {
    const span = { start: at, end: at + 1 };
    out.push(style(msg('style.loyalty-minus', { minus: MINUS }), span, [fix(msg('fix.use', { text: MINUS }), span, MINUS)]));
  }
  for (const m of masked.matchAll(PT_CHANGE)) {
    if (!/\u2013/.test(m[0])) continue;
    const span = { start: offset + m.index!, end: offset + m.index! + m[0].length };
    const fixed = m[0].replace(/\u2013/g, MINUS);
    out.push(style(msg('style.pt-minus', { text: fixed, minus: MINUS }), span, [fix(msg('fix.change-to-quoted', { text: fixed }), span, fixed)]));
  }

  // Keywords inside running text are lower case ("gains flying").
  for (const m of masked.matchAll(GRANTED_KEYWORD)) {
    const start = offset + m.index! + m[1]!.length + 1;
    const span = { start, end: start + 1 };
    out.push(style(msg('style.keyword-lowercase', { text: lowerFirst(m[2]!) }), span, [fix(msg('fix.lowercase'), span, m[2]!.charAt(0).toLowerCase())]));
  }

  // Numbers as words.
  for (const m of masked.matchAll(NUMBER_DIGITS)) {
    const n = Number(m[2]);
    if (n < 1 || n > 20 || (n === 1 && m[1] === 'the top')) continue;
    const word = n === 1 ? (/^[aeiou]/i.test(m[3]!) ? 'an' : 'a') : WORDS[n]!;
    const start = offset + m.index! + m[1]!.length + 1;
    const span = { start, end: start + m[2]!.length };
    out.push(style(msg('style.number-word', { word }), span, [fix(msg('fix.change-to-quoted', { text: word }), span, word)]));
  }

  if (checkKeywordLine(body, at, out)) return false;

  // Sentences end with a period.
  const last = body.charAt(body.length - 1);
  if (!'.!?"\u201D)\''.includes(last) && !NO_PERIOD.some((re) => re.test(body)) && /[A-Za-z0-9}]/.test(last)) {
    const span = { start: at + body.length, end: at + body.length };
    out.push(makeDiagnostic('style', msg('style.period'), { start: at + body.length - 1, end: at + body.length }, { fixes: [fix(msg('fix.add-period'), span, '.')] }));
  }
  return isMode;
}

/** Each line's findings (and whether a mode may follow it), shared by the lines written alike in the same place. */
const sharedLines = new SharedFindings<boolean>();

export const styleCheck: Check = {
  name: 'templating-style',
  run: ({ doc }) => {
    const out: Diagnostic[] = [];
    for (const view of facesOf(doc)) {
      let inModes = false;
      for (const line of view.lines) {
        // checkLine reads the line's text and whether a mode may follow, and tells whether one may follow it.
        const shared = sharedLines.with(`${inModes ? 1 : 0}${line.text}`, line.span.start, () => {
          const found: Diagnostic[] = [];
          return { found, value: checkLine(line.text, line.span.start, inModes, found) };
        });
        for (const d of shared.found) out.push(d);
        inModes = shared.value;
      }
    }
    return out;
  },
};
