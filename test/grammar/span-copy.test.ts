// shiftSpans copies a memoized tree to another offset; the parts freezeSpanFree froze (no span inside) are shared,
// not copied, and nothing can write them through one copy.
import { describe, expect, it } from 'vitest';
import { copyPlan, copyPlanned, freezeSpanFree, gatherSpans, placed, shiftSpans, unplaced, withoutKey, type Span } from '../../grammar/src/span';

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

describe('copies by a plan (a memo hit: the tree\'s shape found once)', () => {
  it('equal shiftSpans\'s copy, share what it shares, and copy what it copies', () => {
    const m = memo();
    freezeSpanFree(m);
    const plan = copyPlan(m);
    for (const delta of [0, 7, -3, 1000]) {
      const a = copyPlanned(m, plan, delta);
      expect(a).toEqual(shiftSpans(m, delta));
      expect(a.effects[1]!.target).toBe(m.effects[1]!.target);
      expect(a.unmodeled).toBe(m.unmodeled);
      expect(a.effects).not.toBe(m.effects);
      expect(a.effects[0]).not.toBe(m.effects[0]);
      expect(a.span).not.toBe(m.span);
      expect(a.effects[0]!.span).not.toBe(m.effects[0]!.span);
    }
  });

  it('stay valid while the tree\'s spans move in place (a chunk\'s move)', () => {
    const m = memo();
    const plan = copyPlan(m);
    m.span.start += 50;
    m.span.end += 50;
    expect(copyPlanned(m, plan, 1)).toEqual(shiftSpans(m, 1));
    expect(copyPlanned(m, plan, 1).span).toEqual({ start: 51, end: 71 });
  });

  it('list every span they make with the spans being gathered, as shiftSpans does', () => {
    const m = memo();
    const plan = copyPlan(m);
    const { value, spans } = gatherSpans(() => copyPlanned(m, plan, 5));
    const planned = gatherSpans(() => shiftSpans(m, 5)).spans;
    expect(spans).toHaveLength(planned.length);
    expect(new Set(spans)).toEqual(new Set([value.span, value.effects[0]!.span, value.effects[1]!.span]));
  });

  it('are one plan per shape, and trees of other shapes get plans of their own that copy them right', () => {
    // One plan object for every tree of a shape (a real pool's memo held ~7,500 plans of a few hundred shapes).
    expect(copyPlan(memo())).toBe(copyPlan(memo()));
    const sp = (start: number) => ({ start, end: start + 1 });
    // Near misses of one another: keys that run together, a span or a list where the other has an object, more items.
    const trees: unknown[] = [
      { ab: { c: sp(1) } },
      { a: { bc: sp(1) } },
      { a: sp(1), b: { c: sp(2) } },
      { 'a:1': sp(1) },
      { a: [sp(1)] },
      { a: [sp(1), sp(2)] },
      { a: [{ c: sp(1) }] },
      { a: [[sp(1)]] },
      { a: [0, sp(1)] },
      { a: [sp(1), 0] },
      { a: { c: sp(1) } },
      { a: { c: { start: 1 } } },
    ];
    const plans = trees.map((t) => copyPlan(t));
    expect(new Set(plans).size).toBe(trees.length);
    trees.forEach((t, i) => expect(copyPlanned(t, plans[i]!, 10)).toEqual(shiftSpans(t, 10)));
    // A plan without a key is a shape too: the plan of a tree that never had it.
    const whole = copyPlan({ span: sp(0), x: { y: sp(3) } });
    expect(withoutKey(whole, 'span')).toBe(copyPlan({ x: { y: sp(3) } }));
  });

  it('with a root span: hold the caller\'s span object where the tree holds a span equal to its root, equal otherwise', () => {
    // A keyword alone on its line, an effect that is the whole line: parts over the same text as the ability's own span.
    const tree = () => ({
      kind: 'keyword', span: { start: 4, end: 10 },
      keywords: [{ keyword: 'flying', span: { start: 4, end: 10 } }, { keyword: 'ward', span: { start: 4, end: 9 } }],
      effects: [{ kind: 'x', span: { start: 5, end: 10 } }],
    });
    const m = tree();
    const plan = withoutKey(copyPlan(m, m.span), 'span');
    // Trees alike but for which of their spans equal the root are not one plan.
    expect(plan).not.toBe(withoutKey(copyPlan(m), 'span'));
    for (const delta of [0, 3, 200]) {
      const root = { start: 4 + delta, end: 10 + delta };
      const { value: a, spans } = gatherSpans(() => copyPlanned(m, plan, delta, root));
      a.span = root;
      expect(a).toEqual(shiftSpans(m, delta));
      expect(a.keywords[0]!.span).toBe(root);
      expect(a.keywords[1]!.span).not.toBe(root);
      expect(a.effects[0]!.span).not.toBe(root);
      // The root is the caller's (listed where it was made): the copy lists only the spans it made, each once.
      expect(new Set(spans)).toEqual(new Set([a.keywords[1]!.span, a.effects[0]!.span]));
      expect(spans).toHaveLength(2);
    }
    // Without a root, no span is taken as the root.
    const plain = copyPlanned(m, copyPlan(m), 1);
    expect(plain.keywords[0]!.span).not.toBe(plain.span);
    expect(plain).toEqual(shiftSpans(m, 1));
  });
});

describe('gathering spans', () => {
  it('keeps a nested gathering\'s spans out of the outer one\'s, and takes back only its own', () => {
    const outerFirst: Span = { start: 0, end: 1 };
    let inner: Span[] = [];
    let innerOwn: Span | undefined;
    const outer = gatherSpans(() => {
      placed(outerFirst);
      inner = gatherSpans(() => {
        innerOwn = placed({ start: 2, end: 3 });
        placed({ start: 4, end: 5 });
        // Not among this gathering's spans: nothing is taken back.
        unplaced(outerFirst);
        unplaced(innerOwn);
      }).spans;
      placed({ start: 6, end: 7 });
    }).spans;
    expect(inner).toEqual([{ start: 4, end: 5 }]);
    expect(outer).toEqual([outerFirst, { start: 6, end: 7 }]);
    // A later gathering starts empty, though the reused list still holds slots of the last one.
    expect(gatherSpans(() => placed({ start: 8, end: 9 })).spans).toEqual([{ start: 8, end: 9 }]);
    expect(gatherSpans(() => undefined).spans).toEqual([]);
  });
});
