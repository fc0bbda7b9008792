// A memo bounded by an estimate of its bytes, least recently used first out. Caches are owned by whoever makes
// them (the analysis host, through the checker), never process-wide, so they go when their owner goes.

export class BoundedCache<K, V> {
  private readonly map = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  /** `sizeOf` estimates the bytes an entry holds (key and value). */
  constructor(readonly maxBytes: number, private readonly sizeOf: (key: K, value: V) => number) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.map.size;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  /** The value (and marks it recently used), or undefined. */
  get(key: K): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    this.map.delete(key);
    this.map.set(key, e);
    return e.value;
  }

  set(key: K, value: V): V {
    const old = this.map.get(key);
    if (old) {
      this.total -= old.bytes;
      this.map.delete(key);
    }
    const bytes = this.sizeOf(key, value);
    this.map.set(key, { value, bytes });
    this.total += bytes;
    for (const [k, e] of this.map) {
      if (this.total <= this.maxBytes || k === key) break;
      this.map.delete(k);
      this.total -= e.bytes;
    }
    return value;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}

/** Rough bytes of a string in V8 (two per character plus the header). */
export const stringBytes = (s: string): number => 16 + 2 * s.length;
