// The copies memos and long-lived trees keep of a document's text are the same text, whatever it holds: ownString's
// (a view-free copy) and ownCompactString's (a flat copy, one byte per character when the text allows it).
import { describe, expect, it } from 'vitest';
import { ownCompactString, ownString } from '../../grammar/src/own-string';

// Slices of a document that holds characters past U+00FF (an em dash, a lone surrogate: user text can hold anything).
const doc = 'type Creature \u2014 Elf\nFlying, and draw a card for each creature you control.\n\ud800 lone \udfff half \ud83d\ude00 pair\u00e9\n';
const slices = [doc.slice(21, 75), doc.slice(0, 20), doc.slice(76), doc.slice(76, 77), doc.slice(78, 90), '', 'short', doc];

describe('own copies of text', () => {
  it.each([['ownString', ownString], ['ownCompactString', ownCompactString]] as const)('%s returns the same text', (_name, own) => {
    for (const s of slices) {
      const copy = own(s);
      expect(copy).toBe(s);
      expect(copy.length).toBe(s.length);
      for (let i = 0; i < s.length; i++) expect(copy.charCodeAt(i)).toBe(s.charCodeAt(i));
    }
  });
});
