// Checks language-configuration.json: comment token, brackets and pairs, indentation rules, word pattern.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';

interface LanguageConfiguration {
  comments: { lineComment: string };
  brackets: Array<[string, string]>;
  autoClosingPairs: Array<{ open: string; close: string; notIn?: string[] }>;
  surroundingPairs: Array<[string, string]>;
  wordPattern: string;
  indentationRules: { increaseIndentPattern: string; decreaseIndentPattern: string };
}

const config = JSON.parse(
  readFileSync(new URL('../../language-configuration.json', import.meta.url), 'utf8'),
) as LanguageConfiguration;
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  contributes: { languages: Array<{ id: string; configuration: string }> };
};

describe('language-configuration.json', () => {
  it('is the configuration package.json contributes for cardscript', () => {
    const language = manifest.contributes.languages.find((l) => l.id === 'cardscript');
    expect(language?.configuration).toBe('./language-configuration.json');
  });

  it('comments lines with #', () => {
    expect(config.comments).toEqual({ lineComment: '#' });
  });

  it('pairs mana braces, reminder parentheses and both kinds of quotes', () => {
    expect(config.brackets).toEqual([
      ['{', '}'],
      ['(', ')'],
    ]);
    expect(config.autoClosingPairs.map((p) => p.open + p.close)).toEqual(['{}', '()', '""', '“”']);
    expect(config.surroundingPairs.map((p) => p.join(''))).toEqual(['{}', '()', '""', '“”']);
  });

  const increase = new RegExp(config.indentationRules.increaseIndentPattern);
  const decrease = new RegExp(config.indentationRules.decreaseIndentPattern);
  it.each([
    ['card "Veiled Tidecaller"', true],
    ['card "Veiled Tidecaller"   # note', true],
    ['scenario "A frogified morph stays face down"', true],
    ['  text', true],
    ['  text   ', true],
    // The reference writes a back face's fields at the same indentation as `back`.
    ['  back "Moonrise Ravager"', false],
    ['  cost {2}{U}', false],
    ['    Flying', false],
    ['  textual', false],
    ['set "Shrouded Vale" code SHV', false],
  ])('indents after %j: %s', (line, expected) => {
    expect(increase.test(line)).toBe(expected);
  });

  it.each([
    ['card "Next"', true],
    ['scenario "S"', true],
    ['set "Shrouded Vale"', true],
    ['  cost {1}', false],
    ['    Cardinal sin', false],
    ['  you cast "X"', false],
  ])('outdents %j: %s', (line, expected) => {
    expect(decrease.test(line)).toBe(expected);
  });

  it('takes words with apostrophes and hyphens, aliases with their @, not mana braces or dashes', () => {
    const words = 'you have "Jötun Grunt", "B" as @first-one {2}{U} — Assembly-Worker owner’s owner\'s'.match(
      new RegExp(config.wordPattern, 'g'),
    );
    expect(words).toEqual(['you', 'have', 'Jötun', 'Grunt', 'B', 'as', '@first-one', '2', 'U', 'Assembly-Worker', 'owner’s', "owner's"]);
  });
});
