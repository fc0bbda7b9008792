// Type lines (CR 205): supertypes and card types before the em dash, subtypes of those card types after it,
// the em dash itself, and the fields a card type needs: power/toughness exactly for creatures and Vehicles
// (CR 208.1, 301.7), loyalty for planeswalkers (CR 306.5a), defense for battles (CR 310.4a).

import type { TypeLineNode, Word } from '../../../../grammar/src/ast';
import { makeDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic';
import { CARD_TYPES, SUPERTYPES } from '../../model/type-line';
import type { Span } from '../../model/types';
import type { Check } from '../check';
import { facesOf, fieldOf, type FaceView } from './faces';
import { closestWord, didYouMeanText, replaceWordFix } from '../spelling';
import { allSubtypes, MULTI_WORD_SUBTYPES, SUBTYPES_BY_CARD_TYPE, subtypeCaseInsensitive, subtypeOwners, retiredSubtype } from './subtypes';

const SUPER = new Set<string>(SUPERTYPES);
const CARD = new Set<string>(CARD_TYPES);
const SUPER_LOWER = new Map([...SUPERTYPES].map((s) => [s.toLowerCase(), s]));
const CARD_LOWER = new Map([...CARD_TYPES].map((s) => [s.toLowerCase(), s]));
const EM_DASH = '\u2014';
const SPACED_HYPHEN = / - /;

interface Subtype {
  text: string;
  span: Span;
}

/** Multi-word subtypes by their first word, longest first ("Time" → ["Time Lord"]). */
const MULTI_BY_FIRST_WORD = new Map<string, string[]>();
for (const multi of MULTI_WORD_SUBTYPES) {
  const first = multi.slice(0, multi.indexOf(' '));
  MULTI_BY_FIRST_WORD.set(first, [...(MULTI_BY_FIRST_WORD.get(first) ?? []), multi]);
}

/** Joins words of multi-word subtypes ("Time", "Lord" → "Time Lord"). */
function subtypesOf(words: Word[], docText: string): Subtype[] {
  const out: Subtype[] = [];
  let i = 0;
  while (i < words.length) {
    let taken = 0;
    for (const multi of MULTI_BY_FIRST_WORD.get(words[i]!.text) ?? []) {
      const n = multi.split(' ').length;
      if (i + n > words.length) continue;
      const span = { start: words[i]!.span.start, end: words[i + n - 1]!.span.end };
      if (docText.slice(span.start, span.end).replace(/\s+/g, ' ') === multi) {
        out.push({ text: multi, span });
        taken = n;
        break;
      }
    }
    if (taken === 0) {
      out.push({ text: words[i]!.text, span: words[i]!.span });
      taken = 1;
    }
    i += taken;
  }
  return out;
}

function article(type: string): string {
  return /^[AEIOU]/.test(type) ? 'an' : 'a';
}

/**
 * The printed order of several card types: Kindred, Enchantment, Artifact, Land, then Creature / Planeswalker /
 * Battle, Instant / Sorcery ("Enchantment Creature", "Enchantment Artifact", "Artifact Land", "Land Creature").
 * OPEN QUESTION: the CR gives no order (205.2a lists them alphabetically); this is the order cards print.
 */
const TYPE_RANK: Readonly<Record<string, number>> = {
  Kindred: 0, Tribal: 0, Enchantment: 1, Artifact: 2, Land: 3, Creature: 4, Planeswalker: 4, Battle: 4, Instant: 5, Sorcery: 5,
};

function checkCardTypeOrder(before: Word[], out: Diagnostic[]): void {
  const typed = before.filter((w) => TYPE_RANK[w.text] !== undefined);
  if (typed.length < 2) return;
  const sorted = [...typed].sort((a, b) => TYPE_RANK[a.text]! - TYPE_RANK[b.text]!);
  if (sorted.every((w, i) => w === typed[i])) return;
  const first = before.indexOf(typed[0]!);
  const last = before.indexOf(typed[typed.length - 1]!);
  const contiguous = last - first + 1 === typed.length;
  const span = { start: typed[0]!.span.start, end: typed[typed.length - 1]!.span.end };
  const text = sorted.map((w) => w.text).join(' ');
  out.push(makeDiagnostic('style', `Card types are printed in the order "${text}".`, span, {
    fixes: contiguous ? [{ title: `Change to "${text}"`, edits: [{ span, newText: text }], preferred: true }] : [],
  }));
}

function checkTypeLine(field: TypeLineNode, docText: string, out: Diagnostic[]): { cardTypes: string[]; subtypes: string[] } {
  // Where the subtypes start: the em dash, or (after a lexer error already reported) a lone hyphen.
  let dashAt = field.dash?.start ?? Infinity;
  if (field.dash) {
    const dashText = docText.slice(field.dash.start, field.dash.end);
    if (dashText !== EM_DASH) {
      out.push(makeDiagnostic('style', `Type lines use an em dash (${EM_DASH}), not '${dashText}'.`, field.dash, {
        fixes: [{ title: `Replace with ${EM_DASH}`, edits: [{ span: field.dash, newText: EM_DASH }], preferred: true }],
      }));
    }
  } else {
    const raw = docText.slice(field.span.start, field.span.end);
    const m = SPACED_HYPHEN.exec(raw);
    if (m) {
      dashAt = field.span.start + m.index + 1;
      const span = { start: dashAt, end: dashAt + 1 };
      out.push(makeDiagnostic('style', `Type lines use an em dash (${EM_DASH}) before the subtypes, not a hyphen.`, span, {
        fixes: [{ title: `Replace with ${EM_DASH}`, edits: [{ span, newText: EM_DASH }], preferred: true }],
      }));
    }
  }
  const before = field.words.filter((w) => w.span.start < dashAt);
  const after = field.words.filter((w) => w.span.start > dashAt);

  const cardTypes: string[] = [];
  let sawCardType = false;
  for (const w of before) {
    if (SUPER.has(w.text)) {
      if (sawCardType) out.push(makeDiagnostic('type-line', `The supertype ${w.text} goes before the card types (CR 205.4).`, w.span, { cr: ['205.4'] }));
      continue;
    }
    if (CARD.has(w.text)) { cardTypes.push(w.text); sawCardType = true; continue; }
    const proper = SUPER_LOWER.get(w.text.toLowerCase()) ?? CARD_LOWER.get(w.text.toLowerCase());
    if (proper) {
      if (CARD.has(proper)) { cardTypes.push(proper); sawCardType = true; }
      out.push(makeDiagnostic('type-line', `Write ${proper} with a capital letter.`, w.span, {
        cr: ['205.2a'],
        fixes: [{ title: `Change to ${proper}`, edits: [{ span: w.span, newText: proper }], preferred: true }],
      }));
      continue;
    }
    const sub = subtypeCaseInsensitive(w.text);
    if (sub) {
      out.push(makeDiagnostic('type-line', `${sub} is a subtype: write it after an em dash (${EM_DASH}) (CR 205.3).`, w.span, { cr: ['205.3'] }));
      continue;
    }
    const guess = closestWord(w.text, [...CARD_TYPES, ...SUPERTYPES]);
    out.push(makeDiagnostic('type-line', `'${w.text}' is not a supertype or card type${didYouMeanText(guess, '205.2a, 205.4a')}`, w.span, {
      cr: ['205.2a', '205.4a'],
      fixes: guess ? [replaceWordFix(w.span, guess)] : [],
    }));
  }
  checkCardTypeOrder(before, out);
  if (!sawCardType && before.length > 0 && before.every((w) => SUPER.has(w.text))) {
    const span = { start: before[0]!.span.start, end: before[before.length - 1]!.span.end };
    out.push(makeDiagnostic('type-line', 'The type line has no card type (CR 205.2a).', span, { cr: ['205.2a'] }));
  }
  if (field.dash && after.length === 0) {
    out.push(makeDiagnostic('type-line', 'An em dash with no subtypes after it (CR 205.3a).', field.dash, { cr: ['205.3a'] }));
  }

  const subtypes: string[] = [];
  for (const sub of subtypesOf(after, docText)) {
    let name = sub.text;
    let owners = subtypeOwners(name);
    if (owners.length === 0) {
      const proper = subtypeCaseInsensitive(name);
      if (proper) {
        out.push(makeDiagnostic('unknown-subtype', `Write the subtype ${proper} with a capital letter.`, sub.span, {
          cr: ['205.3'],
          fixes: [{ title: `Change to ${proper}`, edits: [{ span: sub.span, newText: proper }], preferred: true }],
        }));
        name = proper;
        owners = subtypeOwners(proper);
      } else if (retiredSubtype(name) && subtypeOwners(retiredSubtype(name)!).some((o) => cardTypes.length === 0 || cardTypes.includes(o))) {
        // Older Oracle text keeps a creature type an Oracle update retired: a note, not an unknown word.
        const now = retiredSubtype(name)!;
        out.push(makeDiagnostic('retired-subtype', `${name} is a retired creature type: current Oracle text writes ${now} (CR 205.3m lists ${now}, not ${name}).`, sub.span, {
          cr: ['205.3m'],
          fixes: [{ title: `Change to ${now}`, edits: [{ span: sub.span, newText: now }], preferred: false }],
        }));
        subtypes.push(name);
        continue;
      } else {
        // Among the subtypes of the card's own types ("Warior" on a creature → Warrior; never a Saga for a creature).
        const guess = closestWord(name, cardTypes.length ? cardTypes.flatMap((t) => SUBTYPES_BY_CARD_TYPE[t] ?? []) : allSubtypes());
        out.push(makeDiagnostic('unknown-subtype', `${name} is not a subtype in the Comprehensive Rules lists${didYouMeanText(guess, '205.3')}`, sub.span, {
          cr: ['205.3'],
          fixes: guess ? [replaceWordFix(sub.span, guess)] : [],
        }));
        subtypes.push(name);
        continue;
      }
    }
    subtypes.push(name);
    if (cardTypes.length > 0 && !owners.some((o) => cardTypes.includes(o))) {
      const kinds = owners.filter((o) => o !== 'Tribal' && o !== 'Kindred').map((o) => `${article(o)} ${o.toLowerCase()}`).join(' or ');
      out.push(makeDiagnostic('type-line', `${name} is a subtype for ${kinds}, and this card is not one (CR 205.3d).`, sub.span, { cr: ['205.3d'] }));
    }
  }
  return { cardTypes, subtypes };
}

function checkFields(view: FaceView, cardTypes: string[], subtypes: string[], out: Diagnostic[]): void {
  const { node, face } = view;
  const where = fieldOf(node, 'type')?.span ?? face.nameSpan;
  const isCreature = cardTypes.includes('Creature');
  const hasPt = subtypes.includes('Vehicle') || subtypes.includes('Spacecraft');
  const pt = fieldOf(node, 'pt');
  if (isCreature && !pt) out.push(makeDiagnostic('missing-field', 'A creature needs power and toughness: add a `pt` line (CR 208.1).', where, { cr: ['208.1'] }));
  else if (subtypes.includes('Vehicle') && !isCreature && !pt) out.push(makeDiagnostic('missing-field', 'A Vehicle has power and toughness: add a `pt` line (CR 301.7a).', where, { cr: ['301.7a'] }));
  else if (pt && !isCreature && !hasPt) out.push(makeDiagnostic('unexpected-field', 'Only creatures and Vehicles have power and toughness (CR 208.1, 301.7a).', pt.span, { cr: ['208.1', '301.7a'] }));

  const isWalker = cardTypes.includes('Planeswalker');
  const loyalty = fieldOf(node, 'loyalty');
  if (isWalker && !loyalty) out.push(makeDiagnostic('missing-field', 'A planeswalker needs a starting loyalty: add a `loyalty` line (CR 306.5a).', where, { cr: ['306.5a'] }));
  else if (loyalty && !isWalker) out.push(makeDiagnostic('unexpected-field', 'Only planeswalkers have loyalty (CR 306.5a).', loyalty.span, { cr: ['306.5a'] }));

  const isBattle = cardTypes.includes('Battle');
  const defense = fieldOf(node, 'defense');
  if (isBattle && !defense) out.push(makeDiagnostic('missing-field', 'A battle needs a defense: add a `defense` line (CR 310.4a).', where, { cr: ['310.4a'] }));
  else if (defense && !isBattle) out.push(makeDiagnostic('unexpected-field', 'Only battles have defense (CR 310.4a).', defense.span, { cr: ['310.4a'] }));
}

export const typeLinesCheck: Check = {
  name: 'templating-type-lines',
  run: ({ doc }) => {
    const out: Diagnostic[] = [];
    for (const view of facesOf(doc)) {
      const field = fieldOf(view.node, 'type');
      if (!field) {
        out.push(makeDiagnostic('missing-field', 'This card has no type line: add a `type` line (CR 205.1).', view.node.header.span, { cr: ['205.1'] }));
        continue;
      }
      if (field.words.length === 0) continue; // half-typed `type`: the syntax check reports it
      const { cardTypes, subtypes } = checkTypeLine(field, doc.text, out);
      checkFields(view, cardTypes, subtypes, out);
    }
    return out;
  },
};
