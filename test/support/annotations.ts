// Caret annotations in fixture files: expected diagnostics written under the text they point at.
//
//   cost {1}{Z}
//   #       ^^^ unknown-mana-symbol: not a mana symbol
//
// Each `^` marks a column of the nearest line above that is not an annotation; the code follows, then
// optionally `:` and a piece of the expected message. `#<- code` marks a diagnostic that starts at
// column 0. A file without annotations expects no diagnostics.

export interface Expected {
  line: number;
  start: number;
  /** Exclusive end column; undefined for `#<-` (length not checked). */
  end?: number;
  code: string;
  message?: string;
}

export interface Actual {
  line: number;
  start: number;
  end: number;
  code: string;
  message: string;
}

const ANNOTATION = /^(\s*)#(\s*)(\^+|<-)\s+([a-z][a-z0-9-]*)(?::\s*(.*))?$/;

export function isAnnotation(line: string): boolean {
  return ANNOTATION.test(line);
}

export function readAnnotations(text: string): Expected[] {
  const lines = text.split(/\r?\n/);
  const out: Expected[] = [];
  let target = -1;
  lines.forEach((line, i) => {
    const m = ANNOTATION.exec(line);
    if (!m) { target = i; return; }
    if (target < 0) throw new Error(`annotation on line ${i + 1} has no line above it`);
    const marks = m[3]!;
    const message = m[5]?.trim() || undefined;
    if (marks === '<-') out.push({ line: target, start: 0, code: m[4]!, message });
    else {
      const start = m[1]!.length + 1 + m[2]!.length;
      out.push({ line: target, start, end: start + marks.length, code: m[4]!, message });
    }
  });
  return out;
}

/** Renders expectations and actuals the same way so a failing test shows a readable diff. */
export function render(items: (Expected | Actual)[]): string[] {
  return items
    .map((d) => `${d.line + 1}:${d.start}-${d.end ?? '?'} ${d.code}`)
    .sort();
}

/** Matches actual diagnostics to expectations; returns the two rendered lists (equal when they match). */
export function compare(expected: Expected[], actual: Actual[]): { expected: string[]; actual: string[]; messageErrors: string[] } {
  const messageErrors: string[] = [];
  // Several diagnostics of one code on one span (notes of several families) each take their own annotation: the first
  // not yet taken whose message they hold, else the first not yet taken.
  const taken = new Set<Expected>();
  const normalized = actual.map((a) => {
    const at = expected.filter((x) => x.line === a.line && x.start === a.start && x.code === a.code && (x.end === undefined || x.end === a.end));
    const free = at.filter((x) => !taken.has(x));
    const e = free.find((x) => !x.message || a.message.includes(x.message)) ?? free[0] ?? at[0];
    if (e) taken.add(e);
    if (e?.message && !a.message.includes(e.message)) messageErrors.push(`${a.line + 1}:${a.start} ${a.code}: message "${a.message}" lacks "${e.message}"`);
    return e && e.end === undefined ? { ...a, end: undefined } : a;
  });
  return { expected: render(expected), actual: render(normalized as (Expected | Actual)[]), messageErrors };
}
