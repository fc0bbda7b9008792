// The memo of object phrases and filters (model/abilities/phrase-memo.ts, used by targets.ts parseObjectRef and
// parseFilter; issue 27) changes no reading: every rules line of the card files of examples/, test/fixtures/ and
// test/rules/ read without it, then with it (cold, and again with every phrase already kept) gives the same ability —
// key for key in the same order, span for span, and a part reached twice within the ability is one object exactly when
// it is without the memo (effect-descriptors.ts tells an ability's last target phrase by identity). Real cards: the
// SHA-1s of `check --format json` in bench/README.md.
import { afterEach, describe, expect, it } from 'vitest';
import { parseAbility } from '../../server/src/model/abilities/parse-ability';
import { PhraseMemo } from '../../server/src/model/abilities/phrase-memo';
import { setBoundedCachesEnabled } from '../../server/src/model/bounded-cache';
import { ownCardFiles, rulesLines } from '../support/rules-lines';


/**
 * Where trees `a` and `b` differ ('' when they don't): the same primitives, the same keys in the same order (undefined
 * values too), arrays and plain objects alike, frozen alike, and the same sharing — an object of `a` reached again is
 * the object of `b` reached at the same place, and only then.
 */
function difference(a: unknown, b: unknown, at = '$', ab = new Map<object, object>(), ba = new Map<object, object>()): string {
  if (a === null || typeof a !== 'object' || b === null || typeof b !== 'object') return Object.is(a, b) ? '' : `${at}: ${String(a)} vs ${String(b)}`;
  const seenA = ab.get(a);
  const seenB = ba.get(b);
  if (seenA !== undefined || seenB !== undefined) return seenA === b && seenB === a ? '' : `${at}: shared differently`;
  ab.set(a, b);
  ba.set(b, a);
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${at}: not the same kind`;
  if (Object.isFrozen(a) !== Object.isFrozen(b)) return `${at}: frozen differently`;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join('\u0000') !== kb.join('\u0000')) return `${at}: keys ${ka.join(',')} vs ${kb.join(',')}`;
  for (const k of ka) {
    const d = difference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`, ab, ba);
    if (d) return d;
  }
  return '';
}

describe('the memo of object phrases and filters changes no reading', () => {
  afterEach(() => setBoundedCachesEnabled(true));
  const files = ownCardFiles();

  it('every rules line of examples/, test/fixtures/ and test/rules/, cold and warm', () => {
    const lines = rulesLines(files);
    expect(lines.length).toBeGreaterThan(1000);
    const read = () => lines.map((l) => parseAbility(l.text, 0, { cardName: l.cardName, faceName: l.cardName, ...(l.typeLine === undefined ? {} : { typeLine: l.typeLine }) }));
    setBoundedCachesEnabled(false);
    const without = read();
    setBoundedCachesEnabled(true);
    const cold = read();
    const warm = read();
    const differ = (got: unknown[]) => lines.flatMap((l, i) => {
      const d = difference(without[i], got[i]);
      return d ? [`${l.text} — ${d}`] : [];
    });
    expect(differ(cold)).toEqual([]);
    expect(differ(warm)).toEqual([]);
  });

  it('each read gets a copy of its own, shaped as the answer kept', () => {
    const memo = new PhraseMemo<unknown>(1 << 20);
    const made = () => {
      const filter = { types: ['creature'], text: 'creature', ...{ nope: undefined } };
      return { kind: 'target', filter, again: filter, constant: Object.freeze({ kind: 'self' }) };
    };
    const first = memo.read('k', made) as ReturnType<typeof made>;
    first.filter.types.push('written after');
    const second = memo.read('k', () => undefined) as ReturnType<typeof made>;
    expect(difference(made(), second)).toBe('');
    expect(second.again).toBe(second.filter);
    expect(second.constant).toBe(first.constant);
    const third = memo.read('k', () => undefined) as ReturnType<typeof made>;
    expect(third.filter).not.toBe(second.filter);
    // An answer with a part that is not a plain object or array is not kept: the reader is asked again.
    let asked = 0;
    const withMap = () => (asked++, { kind: 'x', map: new Map() });
    memo.read('m', withMap);
    memo.read('m', withMap);
    expect(asked).toBe(2);
  });
});
