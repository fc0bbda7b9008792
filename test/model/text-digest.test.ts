// textDigest: a short stand-in for a text (checks/interactions.ts keys its interned outcomes on it, and compares the
// texts on a hit): equal texts give equal digests, and the texts a real analysis interns do not collide.
import { describe, expect, it } from 'vitest';
import { textDigest } from '../../server/src/model/text-digest';

describe('textDigest', () => {
  it('gives equal texts equal digests, whatever string they were built from', () => {
    const a = JSON.stringify({ what: 'turned face up', cr: ['708.8'] });
    const b = ['{"what":"turned face up",', '"cr":["708.8"]}'].join('');
    expect(textDigest(a)).toBe(textDigest(b));
  });

  it('tells apart 20,000 outcome-like texts that differ in one place (a number, a character, their order)', () => {
    const seen = new Map<string, string>();
    for (let i = 0; i < 10_000; i++) {
      for (const text of [`{"what":"it becomes a ${i}/${i} creature","cr":["708.2"]}`, `{"what":"it becomes a ${i}/${i} creaturf","cr":["708.2"]}`]) {
        const d = textDigest(text);
        expect(seen.get(d) ?? text).toBe(text);
        seen.set(d, text);
      }
    }
    expect(textDigest('ab')).not.toBe(textDigest('ba'));
    expect(textDigest('')).not.toBe(textDigest('\u0000'));
  });
});
