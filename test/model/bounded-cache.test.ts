// The byte-bounded memo: stays within its budget, and what is used keeps its place while unused entries go first.

import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../server/src/model/bounded-cache';

describe('BoundedCache', () => {
  it('never holds more than its budget (plus the entry just added)', () => {
    const cache = new BoundedCache<number, string>(1000, () => 100);
    for (let i = 0; i < 100; i++) {
      cache.set(i, `v${i}`);
      expect(cache.bytes).toBeLessThanOrEqual(1000 + 100);
    }
    expect(cache.get(99)).toBe('v99');
    expect(cache.get(0)).toBeUndefined();
  });

  it('keeps an entry that is used while entries nobody asks for are dropped', () => {
    const cache = new BoundedCache<string, number>(1000, () => 100);
    cache.set('kept', 1);
    for (let i = 0; i < 50; i++) {
      cache.set(`filler${i}`, i);
      expect(cache.get('kept')).toBe(1);
    }
    expect(cache.has('filler0')).toBe(false);
    expect(cache.size).toBeLessThanOrEqual(11);
  });

  it('replaces a value under the same key without counting it twice', () => {
    const cache = new BoundedCache<string, number>(1000, () => 100);
    for (let i = 0; i < 30; i++) cache.set('same', i);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(100);
    expect(cache.get('same')).toBe(29);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
