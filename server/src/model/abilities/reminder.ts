// Reminder text: the parenthesized parts of a rules line (CR 207.2). They are reported, never "unmodeled",
// and masked out (replaced by spaces, offsets unchanged) before the line is parsed.

import type { Span } from '../types';

export interface ReminderPart {
  /** The text inside the parentheses, without them. */
  text: string;
  /** The whole parenthesized part, parentheses included (document offsets). */
  span: Span;
  /** Index range of the whole part in the line, parentheses included. */
  start: number;
  end: number;
}

/**
 * Finds the top-level parenthesized parts of `line`. Nested parentheses stay inside their part. A "(" that is
 * never closed (a half-typed line) runs to the end of the line; a stray ")" is left as text.
 */
export function findReminders(line: string, offset: number): ReminderPart[] {
  const parts: ReminderPart[] = [];
  let depth = 0;
  let open = -1;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '(') {
      if (depth === 0) open = i;
      depth++;
    } else if (ch === ')' && depth > 0) {
      depth--;
      if (depth === 0) parts.push(part(line, open, i + 1, offset, true));
    }
  }
  if (depth > 0 && open >= 0) parts.push(part(line, open, line.length, offset, false));
  return parts;
}

function part(line: string, start: number, end: number, offset: number, closed: boolean): ReminderPart {
  return {
    text: line.slice(start + 1, closed ? end - 1 : end).trim(),
    span: { start: offset + start, end: offset + end },
    start,
    end,
  };
}

/** `line` with every reminder part replaced by spaces (same length, so indexes still match). */
export function maskReminders(line: string, parts: readonly ReminderPart[]): string {
  if (parts.length === 0) return line;
  let out = '';
  let last = 0;
  for (const p of parts) {
    out += line.slice(last, p.start) + ' '.repeat(p.end - p.start);
    last = p.end;
  }
  return out + line.slice(last);
}
