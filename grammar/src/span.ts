// Source ranges as document offsets: start inclusive, end exclusive. Every syntax node carries one.
export interface Span {
  start: number;
  end: number;
}

/**
 * Where the spans being made go, while a chunk of a document is built (`gatherSpans`): every span a chunk's parse and
 * cards hold is made by `shiftSpans` or marked with `placed` as it is made, so the chunk knows its spans without a walk
 * and a move is a loop over them (`moveSpans`). Off otherwise (a whole document, a memo's own copy): no cost.
 */
let gathering = false;
/**
 * The spans being gathered, of every gathering under way (nested ones after their outer one's): one list reused from
 * chunk to chunk, so a chunk's spans cost one exact-size copy and no list grown from empty each time. `from`: where
 * the innermost gathering's spans start.
 */
let sink: Span[] = [];
let from = 0;
/** How many of `sink`'s slots are in use (its length is never set back: V8 would shrink the list and grow it again). */
let top = 0;

function sinkPush(span: Span): void {
  sink[top++] = span;
}

const NO_SPANS: Span[] = Object.freeze([]) as unknown as Span[];

/** Runs `make` and returns what it made with every span made meanwhile by `shiftSpans` or `placed` (the spans a chunk moves by). */
export function gatherSpans<T>(make: () => T): { value: T; spans: Span[] } {
  const outerGathering = gathering;
  const outerFrom = from;
  from = top;
  gathering = true;
  try {
    const value = make();
    // Kept as long as what was made: at its exact size, one shared empty list.
    return { value, spans: top > from ? sink.slice(from, top) : NO_SPANS };
  } finally {
    // Slots past `top` may still hold spans of a finished gathering until they are written again: that keeps a few
    // spans alive a while longer, never in a list. A list that grew large (one gathering of a whole large text) is
    // not kept for the rest of the process.
    top = from;
    if (top === 0 && sink.length > 65_536) sink = [];
    gathering = outerGathering;
    from = outerFrom;
  }
}

/** Runs `make` with no gathering: what it makes is not part of the chunk being built (a memo's own copy). */
export function notGathered<T>(make: () => T): T {
  const outer = gathering;
  gathering = false;
  try {
    return make();
  } finally {
    gathering = outer;
  }
}

/** A span made for a chunk's parse or cards by other means than shiftSpans: listed with the chunk's spans (gatherSpans). */
export function placed<S extends Span>(span: S): S {
  if (gathering) sinkPush(span);
  return span;
}

/** Lists every span of `value` (a reading made without shiftSpans or placed) with the chunk's spans, when gathering. */
export function placedWithin(value: unknown): void {
  if (gathering) for (const sp of collectSpans(value)) sinkPush(sp);
}

/** Takes back `span` (made by shiftSpans, then replaced by another span before anything read it): nothing holds it. */
export function unplaced(span: Span): void {
  if (!gathering || top <= from) return;
  // It is among the last made: the search from the end is short.
  const i = sink.lastIndexOf(span, top - 1);
  if (i < from) return;
  sink[i] = sink[--top]!;
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
    if (gathering) sinkPush(sp);
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
 * How to copy one memoized tree to another offset (`copyPlan`): its shape found once, so that each copy (a memo hit)
 * skips what `shift` tests on every object — frozen or not, array or not, a span or not, which keys hold objects.
 * 0: taken as it is (a primitive or a frozen part); 1: a span; 2: a span equal to the tree's `root` span (copyPlan's
 * second argument), which the copy takes as the caller's span object (copyPlanned's `root`) instead of a new equal one;
 * otherwise an array's or an object's plan.
 */
export type CopyPlan = 0 | 1 | 2 | ArrayPlan | ObjectPlan;
interface ArrayPlan { readonly array: true; readonly items: readonly CopyPlan[] }
/** `keys`: the keys whose values are copied (the others come with the object's spread copy); `plans` theirs. */
interface ObjectPlan { readonly array: false; readonly keys: readonly string[]; readonly plans: readonly CopyPlan[] }

/**
 * The plan of `value`'s copies (what `shiftSpans(value, delta)` makes, made by `copyPlanned(value, plan, delta)`).
 * Valid while `value`'s shape stays: the memos' trees are not written after they are made (ARCHITECTURE.md), only
 * their spans moved in place by a chunk's move, which a plan does not depend on.
 */
export function copyPlan(value: unknown, root?: Span): CopyPlan {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return 0;
  if (Array.isArray(value)) {
    const items: CopyPlan[] = new Array<CopyPlan>(value.length);
    for (let i = 0; i < value.length; i++) items[i] = copyPlan(value[i], root);
    return arrayPlan(items);
  }
  const o = value as Record<string, unknown>;
  if (typeof o['start'] === 'number' && typeof o['end'] === 'number' && isSpan(o)) {
    // Equal now, equal at every offset: a memoized tree's spans move together (a chunk's move), never one alone.
    return root && o['start'] === root.start && o['end'] === root.end ? 2 : 1;
  }
  const keys: string[] = [];
  const plans: CopyPlan[] = [];
  for (const k in o) {
    const x = o[k];
    if (x === null || typeof x !== 'object') continue;
    keys.push(k);
    plans.push(copyPlan(x, root));
  }
  return objectPlan(keys, plans);
}

/**
 * Plans are values (never written): one object per shape, however many memoized trees have it. A real pool's
 * memo entries made ~7,500 object plans, each with two lists grown by push (17 slots each): ~2.6 MB held for a few
 * hundred shapes. Each plan made here has an id; a shape is its kind with its parts' ids, so a lookup hashes a short
 * string, not the tree.
 */
const plansByShape = new Map<string, ArrayPlan | ObjectPlan>();
const planIds = new WeakMap<ArrayPlan | ObjectPlan, number>();
/** Never reused (not even after the table is cleared): a shape names its parts by these ids (0, 1 and 2 are spans' codes). */
let nextPlanId = 3;
/** The shapes kept at most (a bound on what the table holds; plans already handed out stay valid when it is cleared). */
const MAX_SHAPES = 20_000;

function planId(plan: CopyPlan): number {
  return plan === 0 || plan === 1 || plan === 2 ? plan : planIds.get(plan)!;
}

function interned(shape: string, make: () => ArrayPlan | ObjectPlan): ArrayPlan | ObjectPlan {
  const known = plansByShape.get(shape);
  if (known) return known;
  if (plansByShape.size >= MAX_SHAPES) plansByShape.clear();
  const plan = make();
  planIds.set(plan, nextPlanId++);
  plansByShape.set(shape, plan);
  return plan;
}

function arrayPlan(items: CopyPlan[]): CopyPlan {
  let shape = 'a';
  for (const p of items) shape += `${planId(p)},`;
  return interned(shape, () => ({ array: true, items }));
}

function objectPlan(keys: string[], plans: CopyPlan[]): CopyPlan {
  let shape = 'o';
  // Each key with its length first: no key can run into the next.
  for (let i = 0; i < keys.length; i++) shape += `${keys[i]!.length}:${keys[i]!}=${planId(plans[i]!)},`;
  // Exact-size lists (a list grown by push keeps its spare slots).
  return interned(shape, () => ({ array: false, keys: keys.slice(), plans: plans.slice() }));
}

/** `plan` with the value of `key` (of the object it is the plan of) taken as it is: the caller puts another in. */
export function withoutKey(plan: CopyPlan, key: string): CopyPlan {
  if (plan === 0 || plan === 1 || plan === 2 || plan.array) return plan;
  const i = plan.keys.indexOf(key);
  if (i < 0) return plan;
  return objectPlan(plan.keys.filter((_, j) => j !== i), plan.plans.filter((_, j) => j !== i));
}

/**
 * `shiftSpans(value, delta)` by `plan` (copyPlan of `value`): the same copy, spans listed with the chunk's alike. With a
 * plan made with a root span, `root` is that span moved by `delta` (already made and listed by the caller: the line's):
 * the copy holds it where the tree held a span equal to its root.
 */
export function copyPlanned<T>(value: T, plan: CopyPlan, delta: number, root?: Span): T {
  return planned(value, plan, delta | 0, root) as T;
}

function planned(v: unknown, plan: CopyPlan, delta: number, root: Span | undefined): unknown {
  if (plan === 0) return v;
  if (plan === 1) {
    const s = v as Span;
    const sp = { start: (s.start + delta) | 0, end: (s.end + delta) | 0 };
    if (gathering) sinkPush(sp);
    return sp;
  }
  if (plan === 2) return root;
  if (plan.array) {
    const a = (v as unknown[]).slice();
    const items = plan.items;
    for (let i = 0; i < items.length; i++) {
      const p = items[i]!;
      if (p !== 0) a[i] = planned(a[i], p, delta, root);
    }
    return a;
  }
  // A spread copy: the object's own keys in their order, as shift's key walk gives them (model objects are plain).
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  const { keys, plans } = plan;
  for (let i = 0; i < keys.length; i++) {
    const p = plans[i]!;
    if (p !== 0) out[keys[i]!] = planned(out[keys[i]!], p, delta, root);
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
