// Reminder text of the face-down family and ward (CR 207.2): compared exactly with the current official
// template (reminder-templates.ts), the card's own ward cost filled in; historical templates are reported as
// outdated. Card names are blanked before keyword actions are looked for, so "Cloak of Mists" never counts.

import { makeDiagnostic, makeFix, type Diagnostic } from '../../diagnostics/diagnostic';
import { keywordWords, msg } from '../../i18n';
import { parseKeywordLine } from '../../model/abilities/keyword-line';
import { selfNames } from '../../model/abilities/normalize';
import { findReminders, maskReminders, type ReminderPart } from '../../model/abilities/reminder';
import type { Face, KeywordAbility } from '../../model/types';
import { SharedFindings, type Check } from '../check';
import { facesOf, type FaceView } from './faces';
import {
  ACTION_TEMPLATES, KEYWORD_TEMPLATES, LONG_FORMS, normalizeReminder, wardPayment, wardTemplate,
  type ReminderAction, type ReminderEra, type TemplateSet,
} from './reminder-templates';

const ACTION = /\b(?:manifest dread|manifests|manifest|cloak)\b/gi;
const PLURAL = /\b(?:cards|those|them)\b/;

/** Ward's noun for this face: "creature" for creatures, else the first permanent type word. */
function wardNouns(face: Face): string[] {
  const types = face.typeLine?.cardTypes ?? [];
  const subs = face.typeLine?.subtypes ?? [];
  if (types.includes('Creature')) return ['creature'];
  const nouns = [
    ...subs.filter((s) => s === 'Aura' || s === 'Equipment' || s === 'Vehicle'),
    ...types.filter((t) => ['Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Battle'].includes(t)).map((t) => t.toLowerCase()),
    'permanent',
  ];
  return nouns;
}

/** The card's names blankNames blanks out. */
function namesOf(view: FaceView): string[] {
  return selfNames({ cardName: view.card.name, faceName: view.face.name, typeLine: view.face.typeLine?.text }).filter((name) => name !== 'CARDNAME' && name.length >= 2);
}

/** Each line's findings, shared by the lines written alike on faces alike (the key says what checkLine reads). */
const shared = new SharedFindings();

/** Blank the card's names (and quoted text) out of `text`, keeping indexes. */
function blankNames(text: string, view: FaceView): string {
  let out = text;
  for (const name of namesOf(view)) {
    let at = out.indexOf(name);
    while (at >= 0) {
      out = out.slice(0, at) + ' '.repeat(name.length) + out.slice(at + name.length);
      at = out.indexOf(name, at + name.length);
    }
  }
  return out;
}

function report(part: ReminderPart, what: string, set: { current: string; variants: readonly string[]; outdated: readonly { text: string; era: ReminderEra }[] }, fixTo: string): Diagnostic | undefined {
  const written = normalizeReminder(part.text);
  if (written === set.current || set.variants.includes(written)) return undefined;
  const fix = makeFix(msg('fix.current-reminder', { keyword: keywordWords(what) }), [{ span: part.span, newText: `(${fixTo})` }], true);
  const old = set.outdated.find((o) => o.text === written);
  if (old) {
    return makeDiagnostic('outdated-reminder-text', msg('reminder.outdated', { keyword: keywordWords(what), era: old.era, text: fixTo }), part.span, { fixes: [fix] });
  }
  return makeDiagnostic('reminder-text-mismatch', msg('reminder.mismatch', { keyword: keywordWords(what), text: fixTo }), part.span, { fixes: [fix] });
}

function keywordTemplate(kw: KeywordAbility, face: Face): { what: string; set: TemplateSet } | undefined {
  if (kw.keyword === 'Morph' || kw.keyword === 'Megamorph' || kw.keyword === 'Disguise') {
    return { what: kw.keyword.toLowerCase(), set: KEYWORD_TEMPLATES[kw.keyword] };
  }
  if (kw.keyword === 'Ward') {
    const payment = wardPayment({ mana: kw.cost?.text, text: kw.parameter });
    if (!payment) return undefined;
    const [first, ...others] = wardNouns(face).map((n) => wardTemplate(n, payment));
    return { what: 'ward', set: { current: first!, variants: others, outdated: [] } };
  }
  return undefined;
}

function checkLine(view: FaceView, text: string, offset: number, out: Diagnostic[]): void {
  const parts = findReminders(text, offset).filter((p) => text[p.end - 1] === ')');
  if (parts.length === 0) return;
  const masked = maskReminders(text, parts);

  // A keyword line: "Morph {2}{U} (…)", "Ward—Pay 3 life. (…)".
  const lead = masked.length - masked.trimStart().length;
  const kws = parseKeywordLine(masked.trim(), offset + lead);
  if (kws) {
    const templated = kws.map((k) => keywordTemplate(k, view.face)).filter((t) => t !== undefined);
    if (templated.length === 1) {
      const t = templated[0]!;
      const part = parts[parts.length - 1]!;
      const d = report(part, t.what, t.set, t.set.current);
      if (d) out.push(d);
    }
    return;
  }

  // Keyword actions: the reminder belongs to the last action word before it.
  const plain = blankNames(masked, view);
  const actions: { index: number; action: ReminderAction }[] = [];
  for (const m of plain.matchAll(ACTION)) actions.push({ index: m.index!, action: m[0].toLowerCase() as ReminderAction });
  if (actions.length === 0) return;
  for (const part of parts) {
    const before = actions.filter((a) => a.index < part.start);
    const act = before[before.length - 1];
    if (!act) continue;
    const set = ACTION_TEMPLATES[act.action];
    const between = plain.slice(act.index, part.start);
    const fixTo = PLURAL.test(between) ? LONG_FORMS[act.action] ?? set.current : set.current;
    const d = report(part, act.action === 'manifests' ? 'manifest' : act.action, set, fixTo);
    if (d) out.push(d);
  }
}

export const reminderTextCheck: Check = {
  name: 'templating-reminder-text',
  run: ({ doc }) => {
    const out: Diagnostic[] = [];
    for (const view of facesOf(doc)) {
      let context: { names: string[]; key: string } | undefined;
      for (const line of view.lines) {
        // Only a line with reminder text reads more (quick to tell: most lines have none).
        if (!line.text.includes('(')) continue;
        // What checkLine reads of its face: ward's nouns (the card types), and the card's names where the line has one.
        context ??= { names: namesOf(view), key: `${wardNouns(view.face).join(' ')}\u0000` };
        const { names, key } = context;
        // A name blankNames could find only once spaces are put in (reminders masked, names blanked): it has two
        // spaces in a row or one at an end; such a name is in every key, as one the line has.
        const named = names.some((n) => line.text.includes(n) || /\s\s|^\s|\s$/.test(n));
        const lineKey = `${key}${named ? `\u0001${names.join('\u0000')}\u0000` : ''}${line.text}`;
        const found = shared.of(lineKey, line.span.start, () => {
          const one: Diagnostic[] = [];
          checkLine(view, line.text, line.span.start, one);
          return one;
        });
        for (const d of found) out.push(d);
      }
    }
    return out;
  },
};

