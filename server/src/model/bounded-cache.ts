// A memo bounded by an estimate of its bytes, least recently used first out (by generations). Caches are owned by
// whoever makes them (the analysis host, through the checker), never process-wide, so they go when their owner goes.

interface Generation<K, V> {
  map: Map<K, { value: V; bytes: number }>;
  bytes: number;
}

const generation = <K, V>(): Generation<K, V> => ({ map: new Map(), bytes: 0 });

/**
 * Off: every BoundedCache misses and keeps nothing. Only for the test that proves the caches change no answer
 * (test/checks/caches-change-nothing.test.ts, test/corpus/caches.corpus.test.ts); never switched off in the product.
 */
let enabled = true;

export function setBoundedCachesEnabled(on: boolean): void {
  enabled = on;
}

/**
 * Two generations, each holding at most half the budget: new and recently used entries live in the young one; when
 * it is full it becomes the old one and the old one is dropped, so what was not used for a whole generation goes
 * first. A hit in the young generation costs one map lookup (an exact LRU list re-inserts on every hit).
 */
export class BoundedCache<K, V> {
  private young: Generation<K, V> = generation();
  private old: Generation<K, V> = generation();

  /** `sizeOf` estimates the bytes an entry holds (key and value). */
  constructor(readonly maxBytes: number, private readonly sizeOf: (key: K, value: V) => number) {}

  get bytes(): number {
    return this.young.bytes + this.old.bytes;
  }

  get size(): number {
    return this.young.map.size + this.old.map.size;
  }

  has(key: K): boolean {
    if (!enabled) return false;
    return this.young.map.has(key) || this.old.map.has(key);
  }

  /** The value (and marks it recently used), or undefined. */
  get(key: K): V | undefined {
    if (!enabled) return undefined;
    const e = this.young.map.get(key);
    if (e) return e.value;
    const o = this.old.map.get(key);
    if (!o) return undefined;
    this.old.map.delete(key);
    this.old.bytes -= o.bytes;
    this.add(key, o);
    return o.value;
  }

  set(key: K, value: V): V {
    if (!enabled) return value;
    for (const g of [this.young, this.old]) {
      const e = g.map.get(key);
      if (e) {
        g.map.delete(key);
        g.bytes -= e.bytes;
      }
    }
    this.add(key, { value, bytes: this.sizeOf(key, value) });
    return value;
  }

  private add(key: K, entry: { value: V; bytes: number }): void {
    this.young.map.set(key, entry);
    this.young.bytes += entry.bytes;
    if (this.young.bytes > this.maxBytes / 2) {
      this.old = this.young;
      this.young = generation();
    }
  }

  clear(): void {
    this.young = generation();
    this.old = generation();
  }
}

/** Rough bytes of a string in V8 (two per character plus the header). */
export const stringBytes = (s: string): number => 16 + 2 * s.length;
