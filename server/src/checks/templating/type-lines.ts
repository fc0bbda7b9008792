// Type lines (CR 205): supertypes and card types before the em dash, subtypes of those card types after it,
// the em dash itself, and the fields a card type needs: power/toughness exactly for creatures and Vehicles
// (CR 208.1, 301.7), loyalty for planeswalkers (CR 306.5a), defense for battles (CR 310.4a).

import type { TypeLineNode, Word } from '../../../../grammar/src/ast';
import { makeDiagnostic, makeFix, type Diagnostic } from '../../diagnostics/diagnostic';
import { msg } from '../../i18n';
import { CARD_TYPES, SUPERTYPES } from '../../model/type-line';
import type { Span } from '../../model/types';
import type { Check } from '../check';
import { facesOf, fieldOf, type FaceView } from './faces';
import { closestWord, didYouMeanText, replaceWordFix } from '../spelling';
import { allSubtypes, MULTI_WORD_SUBTYPES, SUBTYPES_BY_CARD_TYPE, subtypeCaseInsensitive, subtypeOwners, retiredSubtype } from './subtypes';
import { lookupTable } from '../../model/lookup-table';

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
const TYPE_RANK: Readonly<Record<string, number>> = lookupTable({
  Kindred: 0, Tribal: 0, Enchantment: 1, Artifact: 2, Land: 3, Creature: 4, Planeswalker: 4, Battle: 4, Instant: 5, Sorcery: 5,
});

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
  out.push(makeDiagnostic('style', msg('type.order', { text }), span, {
    fixes: contiguous ? [makeFix(msg('fix.change-to-quoted', { text }), [{ span, newText: text }], true)] : [],
  }));
}

function checkTypeLine(field: TypeLineNode, docText: string, out: Diagnostic[]): { cardTypes: string[]; subtypes: string[] } {
  // Where the subtypes start: the em dash, or (after a lexer error already reported) a lone hyphen.
  let dashAt = field.dash?.start ?? Infinity;
  if (field.dash) {
    const dashText = docText.slice(field.dash.start, field.dash.end);
    if (dashText === '-') {
      // A keyboard's hyphen (the grammar reads it as the dash): a warning, so it is fixed before the set is shared.
      out.push(makeDiagnostic('type-line-dash', msg('type.dash-hyphen', { dash: EM_DASH }), field.dash, {
        fixes: [makeFix(msg('fix.replace-with', { text: EM_DASH }), [{ span: field.dash, newText: EM_DASH }], true)],
      }));
    } else if (dashText !== EM_DASH) {
      out.push(makeDiagnostic('style', msg('type.dash-not', { dash: EM_DASH, written: dashText }), field.dash, {
        fixes: [makeFix(msg('fix.replace-with', { text: EM_DASH }), [{ span: field.dash, newText: EM_DASH }], true)],
      }));
    }
  } else {
    const raw = docText.slice(field.span.start, field.span.end);
    const m = SPACED_HYPHEN.exec(raw);
    if (m) {
      dashAt = field.span.start + m.index + 1;
      const span = { start: dashAt, end: dashAt + 1 };
      out.push(makeDiagnostic('style', msg('type.dash-hyphen', { dash: EM_DASH }), span, {
        fixes: [makeFix(msg('fix.replace-with', { text: EM_DASH }), [{ span, newText: EM_DASH }], true)],
      }));
    }
  }
  const before = field.words.filter((w) => w.span.start < dashAt);
  const after = field.words.filter((w) => w.span.start > dashAt);

  const cardTypes: string[] = [];
  let sawCardType = false;
  for (const w of before) {
    if (SUPER.has(w.text)) {
      if (sawCardType) out.push(makeDiagnostic('type-line', msg('type.supertype-first', { word: w.text }), w.span, { cr: ['205.4'] }));
      continue;
    }
    if (CARD.has(w.text)) { cardTypes.push(w.text); sawCardType = true; continue; }
    const proper = SUPER_LOWER.get(w.text.toLowerCase()) ?? CARD_LOWER.get(w.text.toLowerCase());
    if (proper) {
      if (CARD.has(proper)) { cardTypes.push(proper); sawCardType = true; }
      out.push(makeDiagnostic('type-line', msg('type.capital', { word: proper }), w.span, {
        cr: ['205.2a'],
        fixes: [makeFix(msg('fix.change-to', { text: proper }), [{ span: w.span, newText: proper }], true)],
      }));
      continue;
    }
    const sub = subtypeCaseInsensitive(w.text);
    if (sub) {
      out.push(makeDiagnostic('type-line', msg('type.subtype-after-dash', { word: sub, dash: EM_DASH }), w.span, { cr: ['205.3'] }));
      continue;
    }
    const guess = closestWord(w.text, [...CARD_TYPES, ...SUPERTYPES]);
    out.push(makeDiagnostic('type-line', msg('type.unknown-word', { word: w.text, suffix: didYouMeanText(guess, '205.2a, 205.4a') }), w.span, {
      cr: ['205.2a', '205.4a'],
      fixes: guess ? [replaceWordFix(w.span, guess)] : [],
    }));
  }
  checkCardTypeOrder(before, out);
  if (!sawCardType && before.length > 0 && before.every((w) => SUPER.has(w.text))) {
    const span = { start: before[0]!.span.start, end: before[before.length - 1]!.span.end };
    out.push(makeDiagnostic('type-line', msg('type.no-card-type'), span, { cr: ['205.2a'] }));
  }
  if (field.dash && after.length === 0) {
    out.push(makeDiagnostic('type-line', msg('type.dash-no-subtypes'), field.dash, { cr: ['205.3a'] }));
  }

  const subtypes: string[] = [];
  for (const sub of subtypesOf(after, docText)) {
    let name = sub.text;
    let owners = subtypeOwners(name);
    if (owners.length === 0) {
      const proper = subtypeCaseInsensitive(name);
      if (proper) {
        out.push(makeDiagnostic('unknown-subtype', msg('type.subtype-capital', { word: proper }), sub.span, {
          cr: ['205.3'],
          fixes: [makeFix(msg('fix.change-to', { text: proper }), [{ span: sub.span, newText: proper }], true)],
        }));
        name = proper;
        owners = subtypeOwners(proper);
      } else if (retiredSubtype(name) && subtypeOwners(retiredSubtype(name)!).some((o) => cardTypes.length === 0 || cardTypes.includes(o))) {
        // Older Oracle text keeps a creature type an Oracle update retired: a note, not an unknown word.
        const now = retiredSubtype(name)!;
        out.push(makeDiagnostic('retired-subtype', msg('type.retired-subtype', { word: name, now }), sub.span, {
          cr: ['205.3m'],
          fixes: [makeFix(msg('fix.change-to', { text: now }), [{ span: sub.span, newText: now }], false)],
        }));
        subtypes.push(name);
        continue;
      } else {
        // Among the subtypes of the card's own types ("Warior" on a creature → Warrior; never a Saga for a creature).
        const guess = closestWord(name, cardTypes.length ? cardTypes.flatMap((t) => SUBTYPES_BY_CARD_TYPE[t] ?? []) : allSubtypes());
        out.push(makeDiagnostic('unknown-subtype', msg('type.unknown-subtype', { word: name, suffix: didYouMeanText(guess, '205.3') }), sub.span, {
          cr: ['205.3'],
          fixes: guess ? [replaceWordFix(sub.span, guess)] : [],
        }));
        subtypes.push(name);
        continue;
      }
    }
    subtypes.push(name);
    if (cardTypes.length > 0 && !owners.some((o) => cardTypes.includes(o))) {
      const kindsOf = owners.filter((o) => o !== 'Tribal' && o !== 'Kindred');
      const kinds = kindsOf.map((o) => `${article(o)} ${o.toLowerCase()}`).join(' or ');
      const types = kindsOf.map((o) => msg(`cardtype.${o}` as 'cardtype.Artifact'));
      out.push(makeDiagnostic('type-line', msg('type.subtype-wrong-type', { word: name, kinds, types }), sub.span, { cr: ['205.3d'] }));
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
  if (isCreature && !pt) out.push(makeDiagnostic('missing-field', msg('field.creature-pt'), where, { cr: ['208.1'] }));
  else if (subtypes.includes('Vehicle') && !isCreature && !pt) out.push(makeDiagnostic('missing-field', msg('field.vehicle-pt'), where, { cr: ['301.7a'] }));
  else if (pt && !isCreature && !hasPt) out.push(makeDiagnostic('unexpected-field', msg('field.only-creatures-pt'), pt.span, { cr: ['208.1', '301.7a'] }));

  const isWalker = cardTypes.includes('Planeswalker');
  const loyalty = fieldOf(node, 'loyalty');
  if (isWalker && !loyalty) out.push(makeDiagnostic('missing-field', msg('field.planeswalker-loyalty'), where, { cr: ['306.5a'] }));
  else if (loyalty && !isWalker) out.push(makeDiagnostic('unexpected-field', msg('field.only-planeswalkers-loyalty'), loyalty.span, { cr: ['306.5a'] }));

  const isBattle = cardTypes.includes('Battle');
  const defense = fieldOf(node, 'defense');
  if (isBattle && !defense) out.push(makeDiagnostic('missing-field', msg('field.battle-defense'), where, { cr: ['310.4a'] }));
  else if (defense && !isBattle) out.push(makeDiagnostic('unexpected-field', msg('field.only-battles-defense'), defense.span, { cr: ['310.4a'] }));
}

export const typeLinesCheck: Check = {
  name: 'templating-type-lines',
  run: ({ doc }) => {
    const out: Diagnostic[] = [];
    for (const view of facesOf(doc)) {
      const field = fieldOf(view.node, 'type');
      if (!field) {
        out.push(makeDiagnostic('missing-field', msg('field.no-type-line'), view.node.header.span, { cr: ['205.1'] }));
        continue;
      }
      if (field.words.length === 0) continue; // half-typed `type`: the syntax check reports it
      const { cardTypes, subtypes } = checkTypeLine(field, doc.text, out);
      checkFields(view, cardTypes, subtypes, out);
    }
    return out;
  },
};
