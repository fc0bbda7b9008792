// Source ranges as document offsets: start inclusive, end exclusive. Every syntax node carries one.
export interface Span {
  start: number;
  end: number;
}

/**
 * Where the spans being made go, while a chunk of a document is built (`gatherSpans`): every span a chunk's parse and
 * cards hold is made by `shiftSpans` or marked with `placed` as it is made, so the chunk knows its spans without a walk
 * and a move is a loop over them (`moveSpans`). Undefined otherwise (a whole document, a memo's own copy): no cost.
 */
let sink: Span[] | undefined;

/** Runs `make` and returns what it made with every span made meanwhile by `shiftSpans` or `placed` (the spans a chunk moves by). */
export function gatherSpans<T>(make: () => T): { value: T; spans: Span[] } {
  const outer = sink;
  const spans: Span[] = [];
  sink = spans;
  try {
    return { value: make(), spans };
  } finally {
    sink = outer;
  }
}

/** Runs `make` with no gathering: what it makes is not part of the chunk being built (a memo's own copy). */
export function notGathered<T>(make: () => T): T {
  const outer = sink;
  sink = undefined;
  try {
    return make();
  } finally {
    sink = outer;
  }
}

/** A span made for a chunk's parse or cards by other means than shiftSpans: listed with the chunk's spans (gatherSpans). */
export function placed<S extends Span>(span: S): S {
  if (sink) sink.push(span);
  return span;
}

/** Lists every span of `value` (a reading made without shiftSpans or placed) with the chunk's spans, when gathering. */
export function placedWithin(value: unknown): void {
  if (sink) collectSpans(value, sink);
}

/** Takes back `span` (made by shiftSpans, then replaced by another span before anything read it): nothing holds it. */
export function unplaced(span: Span): void {
  if (!sink) return;
  // It is among the last made: the search from the end is short.
  const i = sink.lastIndexOf(span);
  if (i < 0) return;
  sink[i] = sink[sink.length - 1]!;
  sink.pop();
}

/**
 * A deep copy of `value` with every span ({start, end} numbers) moved by `delta`. Used to reuse
 * memoized syntax and model results for text that moved (the same line at another offset).
 */
export function shiftSpans<T>(value: T, delta: number): T {
  return shift(value, delta | 0, undefined) as T;
}

/** Like shiftSpans, and every string of the copy passes through `own` (to keep it from holding a larger text). */
export function shiftSpansOwning<T>(value: T, delta: number, own: (s: string) => string): T {
  return shift(value, delta | 0, own) as T;
}

/** Exactly `{start, end}` (checked only on objects whose start and end are numbers). */
function isSpan(o: Record<string, unknown>): boolean {
  let keys = 0;
  for (const _ in o) if (++keys > 2) return false;
  return keys === 2;
}

/**
 * Freezes every part of `value` (a memoized tree: its strings already its own) that holds no span.
 * A copy made by shiftSpans shares those parts instead of copying them (a filter, an amount, a keyword list): they are
 * the same at any offset, and frozen, nothing can write one through one copy and change another. Returns whether
 * `value` as a whole holds no span.
 */
export function freezeSpanFree(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Object.isFrozen(value)) return true;
  let free = true;
  if (Array.isArray(value)) {
    for (const x of value) if (!freezeSpanFree(x)) free = false;
  } else {
    const o = value as Record<string, unknown>;
    if (typeof o['start'] === 'number' && typeof o['end'] === 'number' && isSpan(o)) return false;
    for (const k in o) if (!freezeSpanFree(o[k])) free = false;
  }
  if (free) Object.freeze(value);
  return free;
}

// A frozen object is taken as it is: only freezeSpanFree freezes what shiftSpans meets, and only parts without a span.
function shift(v: unknown, delta: number, own: ((s: string) => string) | undefined): unknown {
  if (v === null || typeof v !== 'object') return own && typeof v === 'string' ? own(v) : v;
  if (Object.isFrozen(v)) return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = shift(v[i], delta, own);
    return out;
  }
  const o = v as Record<string, unknown>;
  const start = o['start'];
  const end = o['end'];
  // `| 0` keeps offsets small integers: a single -0 or other heap number stored in a span turns the fields of every
  // span in the process into boxed doubles (V8 generalizes the shared shape), ~30 % more memory for the model.
  if (typeof start === 'number' && typeof end === 'number' && isSpan(o)) {
    const sp = { start: (start + delta) | 0, end: (end + delta) | 0 };
    if (sink) sink.push(sp);
    return sp;
  }
  const out: Record<string, unknown> = {};
  for (const k in o) {
    const x = o[k];
    out[k] = x !== null && typeof x === 'object' ? shift(x, delta, own) : own && typeof x === 'string' ? own(x) : x;
  }
  return out;
}

/**
 * Every span (a `{start, end}` object) of `value`, each once (a span object reached twice is listed once), frozen
 * parts skipped (they hold none: freezeSpanFree). With moveSpans, what a chunk of the model or a cached finding that
 * moves on every keystroke is moved by: the spans are found once, then each move is a loop over them, no copy.
 */
export function collectSpans(value: unknown, out: Span[] = [], seen: Set<object> = new Set()): Span[] {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value) || seen.has(value)) return out;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const x: unknown = value[i];
      if (x !== null && typeof x === 'object') collectSpans(x, out, seen);
    }
    return out;
  }
  const o = value as Record<string, unknown>;
  if (typeof o['start'] === 'number' && typeof o['end'] === 'number' && isSpan(o)) {
    out.push(o as unknown as Span);
    return out;
  }
  for (const k in o) {
    const x = o[k];
    if (x !== null && typeof x === 'object') collectSpans(x, out, seen);
  }
  return out;
}

/** Moves each of `spans` by `delta`, in place (small integers kept small: see shift). */
export function moveSpans(spans: readonly Span[], delta: number): void {
  for (const sp of spans) {
    sp.start = (sp.start + delta) | 0;
    sp.end = (sp.end + delta) | 0;
  }
}
