// A resolution's cursor (rules/effects/apply-effects.ts `ResolutionCursor`) records whether anything named "it" (CR 608.2c,
// 603.2) by an accessor on its class, not one defined on each cursor (which put every cursor in V8's dictionary mode).
// The answers must be those of the accessor it replaced: any assignment of `it` names it, a restore of both fields
// (`Object.assign`, as an alternative not followed gives its sentence's objects back) sets both, and a copy a question
// reads (`copyCursor`) has `it` as a plain value whose assignment records nothing on the resolution's own cursor.
import { describe, expect, it } from 'vitest';
import { ResolutionCursor } from '../../server/src/rules/effects/apply-effects';
import { copyCursor } from '../../server/src/rules/effects/effect-context';
import type { Cursor } from '../../server/src/rules/effects/effect-context';

const fresh = (named: boolean): Cursor => new ResolutionCursor(0, ['a'], named, 0, { log: [], from: 0 });

describe('a resolution cursor', () => {
  it('starts named only when a trigger object names "it"', () => {
    expect(fresh(false).itNamed).toBe(false);
    expect(fresh(true).itNamed).toBe(true);
  });
  it('turns named on any assignment of "it", even of the same list', () => {
    const cur = fresh(false);
    cur.it = cur.it;
    expect(cur.itNamed).toBe(true);
    const other = fresh(false);
    other.it = [];
    expect(other.it).toEqual([]);
    expect(other.itNamed).toBe(true);
  });
  it('is restored by Object.assign in key order, as a saved cursor is', () => {
    const cur = fresh(false);
    const saved = { next: cur.next, last: cur.last, it: cur.it, itNamed: cur.itNamed };
    cur.it = ['b'];
    cur.next = 3;
    Object.assign(cur, saved);
    expect(cur.it).toEqual(['a']);
    expect(cur.next).toBe(0);
    expect(cur.itNamed).toBe(false);
  });
  it('gives a copy its "it" as a plain value; writing the copy records nothing on the cursor', () => {
    const cur = fresh(false);
    cur.did = true;
    const copy = copyCursor(cur);
    expect(copy.it).toEqual(['a']);
    expect(copy.did).toBe(true);
    expect(copy.itNamed).toBe(false);
    expect(copy.movedFrom).toBe(cur.movedFrom);
    copy.it = ['c'];
    expect(cur.it).toEqual(['a']);
    expect(cur.itNamed).toBe(false);
    expect(copy.itNamed).toBe(false);
  });
});
