// Misspelled or unknown keywords at the start of a rules line ("Disquise {2}{R} (…)", "Megamoprh {1}{G}",
// "Morph{1}{U}"): reported as unknown-keyword with "did you mean …?" and a quick fix, so fix-all never locks a
// typo in with a style fix (checks/fix-all.ts holds the rest of such a line). Keywords: CR 702 and its variants.

import { ABILITY_WORDS, KEYWORD_ABILITIES, KEYWORD_ACTIONS } from '../data/cr-vocabulary';
import { makeDiagnostic, makeFix, type Diagnostic } from '../diagnostics/diagnostic';
import { msg } from '../i18n';
import { parseKeywordLine } from '../model/abilities/keyword-line';
import { KEYWORDS, lookupKeyword } from '../model/abilities/keywords';
import { readLevelSymbol } from '../model/abilities/level';
import { findReminders, maskReminders } from '../model/abilities/reminder';
import { SharedFindings, type Check } from './check';
import { closestWord, didYouMeanText, replaceWordFix } from './spelling';
import { facesOf } from './templating/faces';

/** Keyword names a line may start with: CR 702 and the variants the recognizer knows ("Megamorph", CR 702.37b). */
const KEYWORD_NAMES: readonly string[] = [...new Set([...KEYWORD_ABILITIES.map((k) => k.name), ...KEYWORDS.map((k) => k.name)])];
/** Words that start lines legitimately and are not keyword abilities: keyword actions (CR 701), ability words (207.2c). */
const OTHER_WORDS = new Set([...KEYWORD_ACTIONS.map((k) => k.name.toLowerCase()), ...ABILITY_WORDS]);

/** A capitalized word at the start of a line and what follows it: a cost, a number, reminder text, a dash or nothing. */
const LEAD = /^([A-Z][A-Za-z'-]*)(?=(\s*\{|\s+\d|\s*\(|\s*(?:\u2014|--)|\s*$))/;

function checkLine(text: string, at: number, out: Diagnostic[]): void {
  const masked = maskReminders(text, findReminders(text, at)).trimEnd();
  // Only a line that starts as a keyword would can be a misspelt one: most rules lines ("When …, draw a card.") stop
  // here, before the keyword-line reader (the slower test) runs. Both tests are pure: their order changes no answer.
  const m = LEAD.exec(masked);
  if (!m) return;
  if (parseKeywordLine(masked, at) || readLevelSymbol(masked)) return; // "LEVEL 1-2" (CR 711.2)
  const word = m[1]!;
  const next = m[2]!;
  const span = { start: at, end: at + word.length };
  if (lookupKeyword(word)) {
    // "Morph{1}{U}": a known keyword glued to its cost.
    if (next.startsWith('{')) {
      const gap = { start: span.end, end: span.end };
      out.push(makeDiagnostic('unknown-keyword', msg('typos.glued-cost', { written: `${word}${masked.slice(word.length).trim().split(/\s/)[0]}`, keyword: word }), span, {
        cr: ['702.1'],
        fixes: [makeFix(msg('fix.add-space-before-cost'), [{ span: gap, newText: ' ' }], true)],
      }));
    }
    return;
  }
  if (OTHER_WORDS.has(word.toLowerCase())) return;
  const suggestion = closestWord(word, KEYWORD_NAMES);
  // Sentences end with a period; keyword lines don't (a non-mana cost after a dash aside).
  const keywordShaped = !masked.endsWith('.') && (next.trimStart().startsWith('{') || /^\s+\d/.test(next));
  if (!suggestion && !keywordShaped) return;
  out.push(makeDiagnostic('unknown-keyword', msg('typos.unknown-keyword', { word, suffix: didYouMeanText(suggestion, '702.1') }), span, {
    cr: ['702.1'],
    fixes: suggestion ? [replaceWordFix(span, suggestion)] : [],
  }));
}

/** Each line's findings, shared by the lines written alike: checkLine reads the line's text alone. */
const shared = new SharedFindings();

export const typosCheck: Check = {
  name: 'typos',
  run: ({ doc }) => {
    const out: Diagnostic[] = [];
    for (const view of facesOf(doc)) {
      for (const line of view.lines) {
        const found = shared.of(line.text, line.span.start, () => {
          const one: Diagnostic[] = [];
          checkLine(line.text, line.span.start, one);
          return one;
        });
        for (const d of found) out.push(d);
      }
    }
    return out;
  },
};
