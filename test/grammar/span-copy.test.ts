// shiftSpans copies a memoized tree to another offset; the parts freezeSpanFree froze (no span inside) are shared,
// not copied, and nothing can write them through one copy.
import { describe, expect, it } from 'vitest';
import { freezeSpanFree, shiftSpans } from '../../grammar/src/span';

const memo = () => ({
  kind: 'spell',
  span: { start: 0, end: 20 },
  effects: [
    { kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 }, span: { start: 0, end: 12 } },
    { kind: 'destroy', target: { kind: 'target', filter: { types: ['creature'], text: 'creature' } }, span: { start: 13, end: 20 } },
  ],
  unmodeled: [] as { start: number; end: number }[],
});

describe('copies of a memoized tree', () => {
  it('move every span and equal a plain copy', () => {
    const plain = shiftSpans(memo(), 100);
    const shared = memo();
    expect(freezeSpanFree(shared)).toBe(false);
    expect(shiftSpans(shared, 100)).toEqual(plain);
    expect(plain.effects[1]!.span).toEqual({ start: 113, end: 120 });
  });

  it('share the parts without a span and copy the rest', () => {
    const m = memo();
    freezeSpanFree(m);
    const a = shiftSpans(m, 10);
    const b = shiftSpans(m, 30);
    expect(a.effects[1]!.target).toBe(m.effects[1]!.target);
    expect(a.effects[0]!.amount).toBe(b.effects[0]!.amount);
    expect(a.effects[0]).not.toBe(b.effects[0]);
    expect(a.span).not.toBe(m.span);
    expect(Object.isFrozen(m.effects[0]!.span)).toBe(false);
    expect(Object.isFrozen(a)).toBe(false);
  });

  it('keep shared parts from being written', () => {
    const m = memo();
    freezeSpanFree(m);
    const a = shiftSpans(m, 10);
    const types = (x: typeof m) => (x.effects[1] as { target: { filter: { types: string[] } } }).target.filter.types;
    expect(() => { types(a).push('land'); }).toThrow();
    expect(types(m)).toEqual(['creature']);
  });
});
