// The static exponential-ambiguity check (ambiguity.ts), on patterns known to backtrack exponentially and on
// patterns known to be linear (the classic ReDoS shapes, and the shapes our code uses).

import { describe, expect, it } from 'vitest';
import { checkAmbiguity } from './ambiguity';

const EXPONENTIAL: [string, string][] = [
  ['(a+)+b', ''], ['(a|a)*b', ''], ['^(a*)*$', ''], ['(x+x+)+y', ''], ['(\\w+\\s?)*$', ''], ['(\\d+|\\d+\\.)*z', ''],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', ''], ['(?:a|[ab])*c', ''], ['(a|aa)+$', ''], ['(.*,)*x', 's'], ['(A|a)*!', 'i'],
  ['(\\p{L}|[a-z])+1', 'u'], ['(?:(?:ab)*)*c', ''], ['(a{1,3})*b', ''],
];
const LINEAR: [string, string][] = [
  ['a+b', ''], ['(ab)*c', ''], ['(a|ab)*c', ''], ['(?:a|b)*c', ''], ['\\s*,\\s*', ''], ['(\\w+)\\s\\1', ''],
  ['"(?:[^"\\\\\\r\\n]|\\\\.)*"', ''], ['\\b(put|puts) (.{1,60}?) into play\\b', 'g'], ['[a-z]+\\d*', ''],
  ['(?<![\\p{L}\\p{N}])Cloudstep Kite(?![\\p{L}\\p{N}])', 'gu'], ['^\\{(\\d+)(,(\\d*))?\\}', ''], ['(a|b|c)*d', ''],
  ['^\\{[^]*?"object"\\s*:\\s*"list"', ''], ['a[]*b', ''],
];

describe('exponential ambiguity (static)', () => {
  it.each(EXPONENTIAL)('finds /%s/%s exponential', (source, flags) => {
    expect(checkAmbiguity(source, flags).status).toBe('exponential');
  });
  it.each(LINEAR)('clears /%s/%s', (source, flags) => {
    expect(checkAmbiguity(source, flags)).toEqual({ status: 'safe' });
  });
  it('says unknown for what it cannot read', () => {
    expect(checkAmbiguity('(a', '').status).toBe('unknown');
    expect(checkAmbiguity('[a', '').status).toBe('unknown');
  });
});
