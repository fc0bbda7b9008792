// Misspelled words in plain rules text ("untill", "looses all abilities", "creture", "sacrifce"): a word of a part the
// grammar doesn't read that is none of the grammar's own words (data/rules-words.ts: every word of a line it reads
// whole; the CR's card types, supertypes, keyword abilities and actions) but is one or two edits from exactly one of them
// (model/closest-word.ts) gets "did you mean …?" and a quick fix, never applied by fix-all, when the line read again
// with its words corrected is understood whole: the message says so. The grammar itself confirms each guess.

import { CARD_TYPES, KEYWORD_ABILITIES, KEYWORD_ACTIONS, SUPERTYPES } from '../data/cr-vocabulary';
import { RULES_WORDS } from '../data/rules-words';
import { makeDiagnostic, type Diagnostic } from '../diagnostics/diagnostic';
import { msg } from '../i18n';
import { parseAbility, type AbilityContext } from '../model/abilities/parse-ability';
import type { Ability, Card, Face, Span } from '../model/types';
import type { Check } from './check';
import { closestWord, replaceWordFix } from './spelling';

const lower = (names: readonly string[]) => names.flatMap((n) => n.toLowerCase().split(/[\s-]+/));

/** The grammar's own words, lower case: what a misspelling is measured against. */
const VOCABULARY: readonly string[] = [...new Set([
  ...RULES_WORDS,
  ...lower(CARD_TYPES), ...lower(SUPERTYPES),
  ...lower(KEYWORD_ABILITIES.map((k) => k.name)), ...lower(KEYWORD_ACTIONS.map((k) => k.name)),
])];
const KNOWN: ReadonlySet<string> = new Set(VOCABULARY);
const KEYWORD_NAMES: ReadonlySet<string> = new Set(KEYWORD_ABILITIES.map((k) => k.name.toLowerCase()));

/** Words shorter than this are left alone: too many short words are one edit from another ("it"/"is"). */
const MIN_LENGTH = 4;
/** At most this many words of one line are tried (each costs one more reading of the line). */
const MAX_TRIES = 4;

/** A word in text the grammar doesn't read: letters with inner apostrophes; capitals only first in a sentence. */
const WORD = /[A-Za-z]+(?:['’][a-z]+)*/g;

/** The suggestion written with the word's own capital ("Untill" → "Until"). */
const cased = (written: string, suggestion: string) => (/^[A-Z]/.test(written) ? suggestion[0]!.toUpperCase() + suggestion.slice(1) : suggestion);

function sentenceStart(text: string, at: number): boolean {
  const before = text.slice(0, at).trimEnd();
  return before === '' || /[.:•—"“(]$/.test(before);
}

/** The closest of the grammar's words to a word, remembered (the same unknown words recur across a set). */
const closestMemo = new Map<string, string | undefined>();
function closest(word: string): string | undefined {
  if (closestMemo.has(word)) return closestMemo.get(word);
  // Only words a typo could have come from are measured: about as long, and sharing the first letter or the last two
  // (a typo rarely changes both ends).
  const end = word.slice(-2);
  const found = closestWord(word, VOCABULARY.filter((v) => Math.abs(v.length - word.length) <= 2 && (v[0] === word[0] || v.endsWith(end))));
  if (closestMemo.size >= 20_000) closestMemo.clear();
  closestMemo.set(word, found);
  return found;
}

/** A word without its inflection ("looks", "drafted", "reduces", "planeswalker's" → "look", "draft", "reduc", "planeswalker"). */
const stem = (w: string) => w.replace(/(?:'s|s'|ing|ed|es|er|d|s|n)$/, '').replace(/e$/, '');

interface WordFix { at: number; written: string; fixed: string }

/** The line read again with the corrections in. */
function readWith(line: string, fixes: readonly WordFix[], ctx: AbilityContext): Ability {
  let text = line;
  for (const f of [...fixes].sort((x, y) => y.at - x.at)) text = text.slice(0, f.at) + f.fixed + text.slice(f.at + f.written.length);
  return parseAbility(text, 0, ctx);
}

function checkAbility(card: Card, face: Face, a: Ability, docText: string, out: Diagnostic[]): void {
  if (a.unmodeled.length === 0) return;
  const line = docText.slice(a.span.start, a.span.end);
  if (line !== a.text) return;
  const ctx = { cardName: card.name, faceName: face.name, ...(face.typeLine?.text ? { typeLine: face.typeLine.text } : {}) };
  const names = new Set([card.name, face.name].flatMap((n) => (n ? n.toLowerCase().split(/[\s,]+/) : [])));
  const candidates: WordFix[] = [];
  let tries = 0;
  for (const part of a.unmodeled) {
    const from = part.start - a.span.start;
    for (const m of line.slice(from, part.end - a.span.start).matchAll(WORD)) {
      const written = m[0];
      const at = from + m.index!;
      if (tries >= MAX_TRIES || written.length < MIN_LENGTH || candidates.some((f) => f.at === at)) continue;
      const word = written.replace(/’/g, "'").toLowerCase();
      if (KNOWN.has(word) || names.has(word)) continue;
      // A capital inside a sentence is a name or a subtype: the name and subtype checks' words, not this one's.
      if (/^[A-Z]/.test(written) && !sentenceStart(line, at)) continue;
      const suggestion = closest(word);
      if (!suggestion) continue;
      // A keyword line's first word ("Flyng") is the keyword check's (typos.ts); another form of the same word ("looks",
      // "drafted", "connives") is English, not a misspelling: neither costs a reading.
      if ((at === 0 && KEYWORD_NAMES.has(suggestion)) || stem(word) === stem(suggestion)) continue;
      tries++;
      candidates.push({ at, written, fixed: cased(written, suggestion) });
    }
  }
  if (candidates.length === 0) return;
  // The grammar confirms the guesses: corrected, the line is understood whole, and each correction is needed for that
  // (the line read without it is not). A real word the grammar doesn't know ("booster", "excess", "looks") leaves the
  // line unread when replaced by one of its words, so it is never reported: no "did you mean" on real Oracle text.
  if (readWith(line, candidates, ctx).unmodeled.length > 0) return;
  const found = candidates.length === 1 ? candidates : candidates.filter((c) => readWith(line, candidates.filter((o) => o !== c), ctx).unmodeled.length > 0);
  for (const f of found) {
    const span: Span = { start: a.span.start + f.at, end: a.span.start + f.at + f.written.length };
    out.push(makeDiagnostic('misspelled-word', msg('typos.misspelled-word', { word: f.written, suggestion: f.fixed }), span, {
      fixes: [replaceWordFix(span, f.fixed)],
    }));
  }
}

export const rulesTyposCheck: Check = {
  name: 'rules-typos',
  run: ({ doc }) => {
    const out: Diagnostic[] = [];
    for (const { card } of doc.cards) for (const face of card.faces) for (const a of face.abilities) checkAbility(card, face, a, doc.text, out);
    return out;
  },
};
