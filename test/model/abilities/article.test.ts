// The indefinite article by sound, shared by the printer and the trigger reader (model/abilities/article.ts): print-back
// must write "a Unicorn" as Oracle text does, and a trigger written "a Unicorn" must read.
import { describe, expect, it } from 'vitest';
import { indefiniteArticle } from '../../../server/src/model/abilities/article';

const ROWS: [string, 'a' | 'an'][] = [
  ['Elf', 'an'], ['indestructible', 'an'], ['8/8', 'an'], ['11/11', 'an'], ['18/18', 'an'], ['1/1', 'a'], ['+1/+1', 'a'],
  ['Unicorn', 'a'], ['unique', 'a'], ['useless', 'a'], ['Eutropia', 'a'], ['one-shot', 'a'],
  ['untapped', 'an'], ['unblocked', 'an'], ['Urza', 'an'], ['Ouphe', 'an'], ['Human', 'a'],
];

describe('indefinite article by sound', () => {
  it.each(ROWS)('%s takes "%s"', (word, art) => expect(indefiniteArticle(word)).toBe(art));
});
