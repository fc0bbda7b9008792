// Oracle wording from the grammar (code `oracle-wording`, information): a rules line the grammar fully understands
// is printed back from its model; where the print differs from what the designer wrote and the printed wording reads
// as the same model, the difference is a templating fix and the printed wording its quick fix. So the templating
// checks grow with the grammar; a difference another templating check already reports is left to that check.

import { makeDiagnostic, makeFix, type Diagnostic } from '../../diagnostics/diagnostic';
import { msg } from '../../i18n';
import { abilityTypeKey, parseAbility, type AbilityContext } from '../../model/abilities/parse-ability';
import { printAbility } from '../../model/abilities/print';
import { MappedText } from '../../model/abilities/mapped-text';
import { normalize, selfNames } from '../../model/abilities/normalize';
import { findReminders, maskReminders } from '../../model/abilities/reminder';
import type { Ability, Face, Span } from '../../model/types';
import { SharedFindings, type Check, type CheckContext } from '../check';
import { facesOf } from './faces';
import { costsCheck } from './costs';
import { reminderTextCheck } from './reminder-text';
import { styleCheck } from './style';
import { typeLinesCheck } from './type-lines';
import { wordingEraCheck } from './wording-era';

/** The other templating checks: a line one of them reports on is theirs (one diagnostic per difference). */
const OTHER_TEMPLATING: readonly Check[] = [costsCheck, typeLinesCheck, reminderTextCheck, wordingEraCheck, styleCheck];

/** Fields that say how a line was written, not what it does: left out when two readings are compared. */
const SYNTAX_FIELDS = new Set(['span', 'text', 'sep', 'elided', 'verbElided', 'durationFirst', 'trailing', 'noComma', 'postOrder', 'unsimulated', 'unmodeled', 'reminder', 'word', 'is', 'addition', 'ptFront', 'otherList', 'unpunctuated', 'quoteComma', 'singularNoun', 'still', 'amountAfter', 'durationInline', 'durationEach', 'nestedQuotes', 'orNounsRepeated', 'orLead', 'statusAfter', 'quoteEnd', 'sep', 'period', 'anyWritten', 'their', 'minusZero', 'exceptUnquoted', 'contracted', 'written']);

/** What a reading means: the model without spans, text and wording details. */
export function meaningOf(a: Ability): string {
  return JSON.stringify(a, (k, v: unknown) => (SYNTAX_FIELDS.has(k) ? undefined : typeof v === 'number' && Object.is(v, -0) ? 0 : v));
}

/**
 * The line as the printer compares it (print.ts canonicalLine: reminder text masked, own name → "~", "enters the
 * battlefield" → "enters", ASCII quotes and minus, single spaces), keeping each character's document offset.
 */
function canonical(a: Ability, ctx: AbilityContext): MappedText {
  const masked = maskReminders(a.text, findReminders(a.text, 0));
  return normalize(MappedText.from(masked, a.span.start), ctx)
    .replace(/\benter(s?) the battlefield\b/g, (m) => m.replace(' the battlefield', ''))
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Periods that end a sentence or a quoted ability: before a closing quote or at the end. */
function finalPeriods(text: string): number {
  return (text.match(/\.(?=["\u201D]|$)/g) ?? []).length;
}

/** Start of the first differing word and end of the last, as [prefix, suffix] lengths on word boundaries. */
function differingWords(a: string, b: string): [number, number] {
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  while (p > 0 && a[p - 1] !== ' ') p--;
  let s = 0;
  while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  while (s > 0 && a[a.length - s] !== ' ') s--;
  return [p, s];
}

/** Whether `wants` is `wrote` with words added and none changed or removed (its words in order). */
function onlyAdds(wrote: string, wants: string): boolean {
  const w = wrote.split(' ').filter(Boolean);
  const x = wants.split(' ').filter(Boolean);
  let i = 0;
  for (const word of x) if (i < w.length && word === w[i]) i++;
  return i === w.length;
}

/** How this line refers to its own object ("this creature", "This creature", the card's name): for a "~" in the fix. */
function selfWord(text: string, ctx: AbilityContext): string | undefined {
  const phrase = /\b[Tt]his (?:creature|permanent|Aura|enchantment|artifact|Equipment|land|Vehicle|card|Saga|planeswalker|Fortification|Spacecraft|spell)\b/.exec(text);
  if (phrase) return phrase[0].charAt(0).toLowerCase() + phrase[0].slice(1);
  return selfNames(ctx).find((n) => n !== 'CARDNAME' && text.includes(n));
}

function render(printed: string, self: string | undefined, atSentenceStart: boolean): string | undefined {
  if (printed.includes('~') && !self) return undefined;
  const out = printed.replace(/~/g, (_m, at: number) => {
    const start = at === 0 ? atSentenceStart : /[.:]\s$|^\s*$/.test(printed.slice(Math.max(0, at - 2), at));
    return start && /^this /.test(self!) ? `T${self!.slice(1)}` : self!;
  });
  return out;
}

/** The templating diagnostic for one understood line, or undefined when its print is the line or means otherwise. */
/** A reading the printer may print back: fully understood, not a keyword line, not text kept as written. */
function understood(a: Ability): boolean {
  return a.kind !== 'keyword' && a.kind !== 'text' && a.unmodeled.length === 0;
}

function lineDiagnostic(a: Ability, ctx: AbilityContext, text: string): Diagnostic | undefined {
  if (!understood(a)) return undefined;
  // The fix edits the document where the model's offsets say: only where they point at this very text.
  if (text.slice(a.span.start, a.span.end) !== a.text) return undefined;
  const printed = printAbility(a);
  if (printed === undefined) return undefined;
  const canon = canonical(a, ctx);
  if (canon.text === printed) return undefined;
  const [p, s] = differingWords(canon.text, printed);
  const wrote = canon.text.slice(p, canon.text.length - s);
  const wants = printed.slice(p, printed.length - s);
  // Only words added: the written line leaves out words the printed one has, and means the same: an ellipsis the
  // grammar reads ("… loses all abilities and becomes …"), not a templating error.
  if (onlyAdds(wrote, wants)) return undefined;
  const span: Span = canon.span(p, canon.text.length - s);
  const original = text.slice(span.start, span.end);
  if (/[()]/.test(original) || span.end <= span.start) return undefined;
  const replacement = render(wants, selfWord(a.text, ctx), p === 0);
  if (replacement === undefined) return undefined;
  // A period that ends a sentence or a quoted ability is never taken away ("except it has "Disguise {2}{U}."").
  if (finalPeriods(replacement) < finalPeriods(original)) return undefined;
  // The same meaning: the fixed line reads as the same model, and prints as itself (fix-all settles).
  const lineStart = a.span.start;
  const fixed = a.text.slice(0, span.start - lineStart) + replacement + a.text.slice(span.end - lineStart);
  const again = parseAbility(fixed, lineStart, ctx);
  if (again.unmodeled.length > 0 || meaningOf(again) !== meaningOf(a)) return undefined;
  if (printAbility(again) !== printed) return undefined;
  const whole = maskReminders(fixed, findReminders(fixed, 0)).replace(/\s+/g, ' ').trim();
  const shown = whole.length > 140 ? `${whole.slice(0, 137)}…` : whole;
  return makeDiagnostic('oracle-wording', msg('oracle.wording', { shown, replacement: replacement.trim(), original: original.trim() }), span, {
    fixes: [makeFix(msg('fix.write', { text: replacement.trim() }), [{ span, newText: replacement }], true)],
  });
}

function contextOf(cardName: string, face: Face): AbilityContext {
  const tl = face.typeLine;
  const typeLine = tl ? [...tl.supertypes, ...tl.cardTypes].join(' ') : undefined;
  return { cardName, faceName: face.name ?? cardName, ...(typeLine ? { typeLine } : {}) };
}

/** Each understood line's diagnostic (or none), shared by the lines that read alike (`lineKey`). */
const shared = new SharedFindings();

/**
 * What lineDiagnostic reads of a line beyond its place, as a key: the line's text (its reading is the ability memo's,
 * model/build-card.ts: the text, and the card's names and type line where the text names its card, else only whether
 * it is an instant or sorcery), and this check's own context (the names `canonical` and `selfWord` look for, the type
 * line the fixed line is read again with). A line that names none of its card's names reads them nowhere.
 */
function lineKeys(cardName: string, face: Face, actx: AbilityContext): (text: string) => string {
  const typeText = face.typeLine?.text;
  const names = [...selfNames(actx), ...selfNames({ cardName, faceName: face.name, ...(typeText !== undefined ? { typeLine: typeText } : {}) })];
  const unnamed = `\u0000${actx.typeLine ?? ''}\u0000${abilityTypeKey(typeText)}\u0000`;
  const named = `\u0001${actx.cardName}\u0000${actx.faceName}\u0000${actx.typeLine ?? ''}\u0000${typeText ?? ''}\u0000`;
  return (text) => (names.some((n) => text.includes(n)) ? named : unnamed) + text;
}

function run(ctx: CheckContext): Diagnostic[] {
  const { doc } = ctx;
  // Printed wording is current Oracle wording: a card written in the legacy era keeps its own.
  if (doc.set.era === 'legacy' && !doc.set.mixed) return [];
  const views = facesOf(doc).filter((v) => v.era === 'modern');
  if (views.length === 0) return [];
  const found: Diagnostic[] = [];
  for (const v of views) {
    const actx = contextOf(v.card.name, v.face);
    const { abilities } = v.face;
    // Each ability is its rules line's reading (model/build-card.ts), in order.
    const keyOf = v.lines.length === abilities.length ? lineKeys(v.card.name, v.face, actx) : undefined;
    abilities.forEach((a, i) => {
      // What depends on more than the key is read first: the kind of reading, and the document text under it.
      if (!understood(a) || !doc.text.startsWith(a.text, a.span.start) || a.span.end - a.span.start !== a.text.length) return;
      const find = () => {
        const d = lineDiagnostic(a, actx, doc.text);
        return d ? [d] : [];
      };
      for (const d of keyOf ? shared.of(keyOf(v.lines[i]!.text), a.span.start, find) : find()) found.push(d);
    });
  }
  if (found.length === 0) return found;
  // A difference another templating check reports already (with its own fix) stays with that check.
  const taken = OTHER_TEMPLATING.flatMap((c) => c.run(ctx)).map((d) => d.span);
  return found.filter((d) => !taken.some((t) => t.start < d.span.end && d.span.start < t.end));
}

export const oracleWordingCheck: Check = { name: 'oracle-wording', run };
