// "Did you mean …?": the closest known word to a misspelled one (keywords, card types, subtypes, mana symbols,
// card names), by edit distance with transpositions ("Megamoprh" → "Megamorph" is one edit).

import { makeDiagnostic, makeFix, type Diagnostic, type Fix } from '../diagnostics/diagnostic';
import { msg, type Message } from '../i18n';
import { readManaSymbol } from '../model/mana';
import type { Span } from '../model/types';
import { closestWord, typoDistance } from '../model/closest-word';

export { closestWord, typoDistance };

/** A message ending: "(CR …); did you mean X?" or "(CR …)." when there is no suggestion. */
export function didYouMeanText(suggestion: string | undefined, cr?: string): Message {
  if (cr) return suggestion ? msg('spelling.suffix.cr-suggestion', { cr, suggestion }) : msg('spelling.suffix.cr', { cr });
  return suggestion ? msg('spelling.suffix.suggestion', { suggestion }) : msg('spelling.suffix.none');
}

/** The quick fix that replaces the word with the suggestion. Never applied by fix-all: the guess may be wrong. */
export function replaceWordFix(span: Span, suggestion: string): Fix {
  return makeFix(msg('fix.change-to', { text: suggestion }), [{ span, newText: suggestion }], false);
}

/** Mana symbols written with a look-alike letter or in lower case: "{O}" → "{0}", "{u}" → "{U}". */
export function closestManaSymbol(written: string, isSymbol: (inner: string) => boolean): string | undefined {
  const inner = written.replace(/^\{|\}$/g, '');
  const candidates = [inner.toUpperCase(), inner.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')];
  const hit = candidates.find((c) => c !== inner && isSymbol(c));
  return hit ? `{${hit}}` : undefined;
}

/** The unknown-mana-symbol diagnostic for `{…}` text that is no mana symbol, with "did you mean" (CR 107.4). */
export function unknownManaSymbol(u: { text: string; span: Span }): Diagnostic {
  const isSymbol = (inner: string) => readManaSymbol(inner, { start: 0, end: 0 }) !== undefined;
  const split = splitManaSymbols(u.text, isSymbol);
  const suggestion = split?.symbols ?? closestManaSymbol(u.text, isSymbol);
  const fixes: Fix[] = [];
  // "{GG}" → "{G}{G}": one symbol per brace pair (CR 107.4) is the only reading, so fix-all may take it.
  if (split) fixes.push({ ...replaceWordFix(u.span, split.symbols), preferred: !split.hybrid });
  if (split?.hybrid) fixes.push(replaceWordFix(u.span, split.hybrid));
  if (!split && suggestion) fixes.push(replaceWordFix(u.span, suggestion));
  return makeDiagnostic('unknown-mana-symbol', msg('mana.unknown-symbol', { symbol: u.text, suffix: didYouMeanText(suggestion, '107.4') }), u.span, {
    cr: ['107.4'],
    fixes,
  });
}

/**
 * Mana symbols run together in one pair of braces ("{GG}", "{2UU}", "{wu}"): each in its own braces. Two different
 * colors alone ("{WU}") may also have meant the hybrid symbol {W/U}: both are offered, neither applied by fix-all.
 */
export function splitManaSymbols(written: string, isSymbol: (inner: string) => boolean): { symbols: string; hybrid?: string } | undefined {
  const inner = written.replace(/^\{|\}$/g, '').toUpperCase();
  const m = /^(\d*)([WUBRGCXS]*)$/.exec(inner);
  if (!m || inner.length < 2 || inner.length > 12) return undefined;
  const parts = [...(m[1] ? [String(Number(m[1]))] : []), ...m[2]!.split('')];
  if (parts.length < 2 || !parts.every(isSymbol)) return undefined;
  const symbols = parts.map((p) => `{${p}}`).join('');
  const hybrid = !m[1] && parts.length === 2 && parts[0] !== parts[1] && isSymbol(`${parts[0]}/${parts[1]}`) ? `{${parts[0]}/${parts[1]}}` : undefined;
  return { symbols, ...(hybrid ? { hybrid } : {}) };
}
