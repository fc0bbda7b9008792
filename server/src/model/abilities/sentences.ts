// Splitting rules text into sentences (index ranges, terminal period included), ignoring periods inside
// quoted abilities ("… have "{T}: Draw a card."") and inside mana symbols.

export interface Range {
  start: number;
  end: number;
}

/** Sentence ranges of `text`, trimmed; the final sentence may lack its period (half-typed text). */
export function splitSentences(text: string): Range[] {
  const out: Range[] = [];
  let inQuote = false;
  let braces = 0;
  let start = 0;
  const push = (s: number, e: number) => {
    while (s < e && isSpace(text.charCodeAt(s))) s++;
    while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
    if (e > s) out.push({ start: s, end: e });
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === '\u201C' || ch === '\u201D') {
      inQuote = ch === '"' ? !inQuote : ch === '\u201C';
      // A quoted ability that ends its own sentence and ours ('… with "… that much life." It's still a land.'): the
      // closing quote after a period, then a new sentence's capital.
      if (!inQuote && braces === 0 && /[.!]/.test(text[i - 1] ?? '') && /^\s+[A-Z]/.test(text.slice(i + 1, i + 3))) {
        push(start, i + 1);
        start = i + 1;
      }
    } else if (ch === '{') braces++;
    else if (ch === '}') braces = Math.max(0, braces - 1);
    else if ((ch === '.' || ch === '!' || ch === '?') && !inQuote && braces === 0) {
      const next = text[i + 1];
      // A period inside a closing quote ('…face up."') ends the quote's sentence, not ours.
      if (next === undefined || isSpace(text.charCodeAt(i + 1))) {
        push(start, i + 1);
        start = i + 1;
      }
    }
  }
  push(start, text.length);
  return out;
}

/** Index of the first `needle` in `text` at or after `from` outside quotes and braces, or -1. */
export function indexOutsideQuotes(text: string, needle: string, from = 0): number {
  let inQuote = false;
  let braces = 0;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') inQuote = !inQuote;
    else if (ch === '\u201C') inQuote = true;
    else if (ch === '\u201D') inQuote = false;
    else if (ch === '{') braces++;
    else if (ch === '}') braces = Math.max(0, braces - 1);
    if (!inQuote && braces === 0 && text.startsWith(needle, i)) return i;
  }
  return -1;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0x2009 || c === 0x202f;
}
