// The product builds its lexer without Chevrotain's definition validations (they cost most of its construction on
// every start); here it is built with them: a token definition error (an unreachable or empty pattern, a mode naming
// no token) fails, and both lexers read the project's files alike.
import { describe, expect, it } from 'vitest';
import { getLexer, validatedLexer } from '../../grammar/src/lexer';
import { poolsOf, projectSeedFiles } from '../fuzz/support/seeds';

describe('the lexer', () => {
  it('passes Chevrotain definition validations (building it throws on a definition error)', () => {
    expect(() => validatedLexer()).not.toThrow();
    expect(validatedLexer().lexerDefinitionErrors).toEqual([]);
  });
  it('reads every project file as the validated lexer does', () => {
    const checked = validatedLexer();
    const files = poolsOf(projectSeedFiles()).files;
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const a = getLexer().tokenize(f.text);
      const b = checked.tokenize(f.text);
      expect(a.tokens.map((t) => [t.tokenType.name, t.startOffset, t.image])).toEqual(b.tokens.map((t) => [t.tokenType.name, t.startOffset, t.image]));
      expect(a.errors).toEqual(b.errors);
    }
  });
});
