// A quoted name's value and whether its quote is closed: the plain path (no backslash, most names) gives what the
// escape-reading path gives — the reference below is the reading every image went through before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unescapeString } from '../../grammar/src/build-ast';

function reference(image: string): { value: string; closed: boolean } {
  if (image.startsWith('“')) {
    const closed = image.endsWith('”') && image.length > 1;
    return { value: image.slice(1, closed ? -1 : undefined), closed };
  }
  const closed = image.length > 1 && image.endsWith('"') && !/(^|[^\\])(\\\\)*\\"$/.test(image);
  return { value: image.slice(1, closed ? -1 : undefined).replace(/\\(.)/g, '$1'), closed };
}

describe('unescapeString', () => {
  it('reads plain and escaped names as the escape-reading path does', () => {
    for (const image of ['"Name 3"', '"', '""', '"Open', '"A\\"B"', '"A\\\\"', '"A\\"', '"\\\\\\""', '“Curly”', '“Open']) {
      expect(unescapeString(image), image).toEqual(reference(image));
    }
    fc.assert(fc.property(fc.stringMatching(/^"[a-z"\\ ]{0,8}$/), (image) => {
      expect(unescapeString(image)).toEqual(reference(image));
    }), { seed: 27, numRuns: 2000 });
  });
});
