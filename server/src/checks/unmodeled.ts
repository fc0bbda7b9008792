// Honest reports of what the rules-text grammar does not understand: unmodeled-text hints quote the part not
// understood, "recognized, not simulated" hints name what the engine does not carry out, and a sentence that
// matters to face-down analysis gets an analysis-incomplete warning.

import { makeDiagnostic, type Diagnostic } from '../diagnostics/diagnostic';
import { msg } from '../i18n';
import { notUnderstood } from '../model/abilities/parse-ability';
import type { Ability, Card, Span } from '../model/types';
import type { Check } from './check';

/** Words that make a sentence matter to face-down analysis (CR 708: status, abilities, copies, types, P/T). */
const FACE_DOWN_WORDS = /face[- ](?:up|down)|\babilit(?:y|ies)\b|\bcop(?:y|ies)\b|\btypes?\b|\bpower\b|\btoughness\b|\bmanifest|\bcloak|\bmorph|\bdisguise/i;
const FACE_DOWN_KEYWORDS = new Set(['Morph', 'Megamorph', 'Disguise']);

function canBeFaceDown(card: Card): boolean {
  return card.faces.some((f) => f.abilities.some((a) => a.kind === 'keyword' && a.keywords.some((k) => FACE_DOWN_KEYWORDS.has(k.keyword))));
}

const quote = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

function reportsFor(card: Card, a: Ability, text: string, showHints: boolean, faceDownCard: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  const slice = (s: Span) => text.slice(s.start, s.end);
  const ctx = { cardName: card.name, faceName: card.faces[0]?.name ?? card.name };
  for (const span of a.unmodeled) {
    const part = slice(notUnderstood(a.text, a.span.start, span, ctx));
    const sentence = slice(span);
    if (showHints) {
      out.push(makeDiagnostic('unmodeled-text', msg('unmodeled.not-understood', { text: quote(part) }), span));
    }
    // A keyword-like fragment ("Morph{1}{U}", "Flyng") is the keyword checks' to report; a sentence has words.
    const isSentence = sentence.trim().split(/\s+/).length >= 3;
    if (isSentence && (faceDownCard || FACE_DOWN_WORDS.test(sentence))) {
      out.push(makeDiagnostic('analysis-incomplete', msg('unmodeled.analysis-incomplete', { card: card.name, text: quote(part) }), span));
    }
  }
  if (showHints) {
    for (const span of a.unsimulated ?? []) {
      out.push(makeDiagnostic('unmodeled-text', msg('unmodeled.not-simulated', { text: quote(slice(span)) }), span));
    }
  }
  return out;
}

export const unmodeledCheck: Check = {
  name: 'unmodeled-text',
  run: ({ doc, options }) =>
    doc.cards.flatMap((b) => {
      const faceDownCard = canBeFaceDown(b.card);
      return b.card.faces.flatMap((f) => f.abilities.flatMap((a) => reportsFor(b.card, a, doc.text, options.showUnmodeled, faceDownCard)));
    }),
};
