// The product builds its parser without Chevrotain's grammar validations (they cost a fifth of its construction on
// every start); here the parser is built with them: a grammar change that makes a rule ambiguous fails.
import { describe, expect, it } from 'vitest';
import { getLineParser, validatedLineParser } from '../../grammar/src/parser';

describe('the line parser', () => {
  it('passes Chevrotain grammar validations (building it throws on a definition error)', () => {
    expect(() => validatedLineParser()).not.toThrow();
  });
  it('has the same rules as the product parser', () => {
    expect(Object.keys(validatedLineParser().getGAstProductions())).toEqual(Object.keys(getLineParser().getGAstProductions()));
  });
});
