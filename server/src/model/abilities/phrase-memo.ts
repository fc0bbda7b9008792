// A memo of a phrase reader whose answer depends on its words alone (and on what the key says besides): each distinct
// phrase is read once, every later read gets a copy of its own of that answer (issue 27: the pool's 26,533 object phrases
// read by `parseObjectRef` are 5,270 distinct ones; its 25,127 filters 6,778).
//
// A copy is exactly what a fresh read gives: such a reader makes a new tree of plain objects and arrays at each read
// (test/model/phrase-memo.test.ts reads every phrase of the corpora twice and finds no object shared by the two
// answers), and its callers write into the tree they get ("it" → `word`, `filter.other = true`), so each gets one of its
// own. The copy keeps the tree's shape: its keys in their order (those set to undefined too), and a part reached twice
// within the answer is one object in the copy too. A frozen part is shared as it is (nothing can write it). An answer
// with anything else in it (a Map, a class instance, an array with holes) is not kept: the reader is asked again.

import { BoundedCache, stringBytes } from '../bounded-cache';

/** The answer as kept: a copy of the reader's tree, and whether a part of it is reached twice (then copies track them). */
interface Kept {
  value: unknown;
  shared: boolean;
  nodes: number;
}

/** A memo of one reader; `budget` bytes at most (the bounded caches' least recently used first out). */
export class PhraseMemo<V> {
  private readonly kept: BoundedCache<string, Kept>;

  constructor(budget: number) {
    this.kept = new BoundedCache<string, Kept>(budget, (k, v) => stringBytes(k) + 48 + 64 * v.nodes);
  }

  /** The reader's answer for `key`: read by `fresh` the first time, a copy of it after. */
  read(key: string, fresh: () => V): V {
    const hit = this.kept.get(key);
    if (hit) return (hit.value !== null && typeof hit.value === 'object' ? copyTree(hit.value, hit.shared) : hit.value) as V;
    const value = fresh();
    const kept = keep(value);
    if (kept) this.kept.set(key, kept);
    return value;
  }
}

/** A copy of `value` to keep (taken at once: the caller may write the tree it was given), or undefined if not plain. */
function keep(value: unknown): Kept | undefined {
  if (value === null || typeof value !== 'object') return { value, shared: false, nodes: 0 };
  const seen = new Map<object, number>();
  if (!plainTree(value, seen)) return undefined;
  let shared = false;
  for (const n of seen.values()) if (n > 1) shared = true;
  return { value: copyTree(value, shared), shared, nodes: seen.size };
}

/** Whether every object in `v` is a plain object or an array without holes (or frozen); counts each object's visits. */
function plainTree(v: object, seen: Map<object, number>): boolean {
  const n = seen.get(v);
  seen.set(v, (n ?? 0) + 1);
  if (n !== undefined || Object.isFrozen(v)) return true;
  const proto = Object.getPrototypeOf(v);
  if (Array.isArray(v)) {
    if (proto !== Array.prototype || Object.keys(v).length !== v.length) return false;
  } else if (proto !== Object.prototype && proto !== null) return false;
  if (Object.getOwnPropertySymbols(v).length > 0) return false;
  for (const k of Object.keys(v)) {
    const d = Object.getOwnPropertyDescriptor(v, k)!;
    if (!('value' in d) || !d.writable) return false;
    const x = d.value as unknown;
    if (typeof x === 'function' || typeof x === 'symbol') return false;
    if (x !== null && typeof x === 'object' && !plainTree(x, seen)) return false;
  }
  // Non-enumerable own properties (an array's `length` aside) would not be copied.
  return Object.getOwnPropertyNames(v).length === Object.keys(v).length + (Array.isArray(v) ? 1 : 0);
}

/** A copy of the plain tree `v`: frozen parts shared; with `shared`, a part reached twice is copied once. */
function copyTree(v: object, shared: boolean): object {
  return copyNode(v, shared ? new Map() : undefined);
}

/** One node's copy; `made` (when parts are reached twice): the copies made so far, by the node they copy. */
function copyNode(v: object, made: Map<object, object> | undefined): object {
  if (Object.isFrozen(v)) return v;
  const done = made?.get(v);
  if (done) return done;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    made?.set(v, out);
    for (let i = 0; i < v.length; i++) {
      const x = v[i] as unknown;
      out[i] = x !== null && typeof x === 'object' ? copyNode(x, made) : x;
    }
    return out;
  }
  const out: Record<string, unknown> = Object.getPrototypeOf(v) === null ? Object.create(null) : {};
  made?.set(v, out);
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    out[k] = x !== null && typeof x === 'object' ? copyNode(x, made) : x;
  }
  return out;
}
