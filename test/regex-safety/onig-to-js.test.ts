// Tests for the Oniguruma-to-JavaScript pattern conversion used by the grammar's ReDoS checks.
import { describe, it, expect } from 'vitest';
import { onigToJs } from './onig-to-js';

describe('onigToJs', () => {
  // T: the JavaScript line terminators a converted class or `.` must not cross.
  const T = '\\n\\r\\u2028\\u2029';
  const converted: Array<[string, string]> = [
    ['(#).*$', `(#)[^${T}]*$`],
    ['^\\s*(cost)\\b', `^[^\\S${T}]*(cost)\\b`],
    ['\\G(")', '(")'],
    ['[^\\s#/]+', `[^${T}\\t\\v\\f \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\ufeff#/]+`],
    ['\\{[WUBRG]/P\\}', '\\{[WUBRG]/P\\}'],
    ['^(?=\\s*(?:card|set)\\b)', `^(?=[^\\S${T}]*(?:card|set)\\b)`],
    ['(?<![\\w/])x', '(?<![\\w/])x'],
    ['[+\\-−]?\\b[0-9]+', '[+\\-−]?\\b[0-9]+'],
    ['\\W+', `[^\\w${T}]+`],
  ];
  it.each(converted)('converts %s', (onig, js) => {
    expect(onigToJs(onig)).toEqual({ ok: true, source: js, flags: 'm' });
  });

  it('keeps the meaning on one line: `.` and `\\s` do not cross a newline', () => {
    const result = onigToJs('^\\s*a.*$');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const re = new RegExp(result.source, result.flags);
    expect(re.test('  a b\n')).toBe(true);
    expect(re.exec('\n\na')?.index).toBe(2);
    expect(re.exec(' \r a')?.index).toBe(2);
  });

  const refused: Array<[string, string]> = [
    ['a++', 'possessive'],
    ['(?>a|b)', 'atomic'],
    ['(?i)card', 'inline option'],
    ['\\h+', 'escape \\h'],
    ['\\Aa\\z', 'escape \\A'],
    ['(a)\\1', 'back-reference'],
    ['[[:alpha:]]', 'nested character class'],
    ['[a-z&&[^aeiou]]', 'intersection'],
    ['[]a]', 'leading ]'],
    ['\\p{L}', 'escape \\p'],
    ['(?<name>a)', 'named group'],
    ['[abc', 'unclosed'],
  ];
  it.each(refused)('refuses %s', (onig, reason) => {
    const result = onigToJs(onig);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toContain(reason);
  });
});
