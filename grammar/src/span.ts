// Source ranges as document offsets: start inclusive, end exclusive. Every syntax node carries one.
export interface Span {
  start: number;
  end: number;
}

/**
 * A deep copy of `value` with every span ({start, end} numbers) moved by `delta`. Used to reuse
 * memoized syntax and model results for text that moved (the same line at another offset).
 */
export function shiftSpans<T>(value: T, delta: number): T {
  return shift(value, delta) as T;
}

function isSpan(v: Record<string, unknown>): boolean {
  return typeof v['start'] === 'number' && typeof v['end'] === 'number' && Object.keys(v).length === 2;
}

function shift(v: unknown, delta: number): unknown {
  if (Array.isArray(v)) return v.map((x) => shift(x, delta));
  if (v === null || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  if (isSpan(o)) return { start: (o['start'] as number) + delta, end: (o['end'] as number) + delta };
  const out: Record<string, unknown> = {};
  for (const k in o) out[k] = shift(o[k], delta);
  return out;
}
