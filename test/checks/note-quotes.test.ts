// A set-wide note quotes the card text its outcome rests on in the reader's language's quotation marks (the `quoted`
// parameter kind: „…“ in German, "…" in English, Italian and Spanish, as the printed cards quote an ability — the
// German, Italian and Spanish Whisperwood Elemental in cards-a.json), and the inner marks when the text quotes an
// ability itself, so a quotation never closes early.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../server/src/checks';
import { restsSentence } from '../../server/src/checks/notes/note-words';
import { render, type Locale } from '../../server/src/i18n';
import { Workspace } from '../../server/src/model/workspace';

const rest = (text: string) => restsSentence([{ cardName: 'Odd Lattice', text, why: 'not understood' }])!;

describe('the text a note rests on, quoted the language\'s way', () => {
  it.each([
    ['en', ' Inconclusive, as it rests on "Each creature\'s power is doubled" of Odd Lattice, not understood'],
    ['it', ' Non concludente, perché dipende da "Each creature\'s power is doubled" di Odd Lattice,'],
    ['es', ' No concluyente, porque depende de "Each creature\'s power is doubled" de Odd Lattice,'],
    ['de', ' Nicht schlüssig, da es auf „Each creature\'s power is doubled“ von Odd Lattice,'],
  ] as const)('%s', (locale, start) => {
    expect(render(rest("Each creature's power is doubled"), locale as Locale).startsWith(start)).toBe(true);
  });

  it('text that quotes an ability: the inner marks where the text holds the outer closing mark', () => {
    const said = rest('Creatures have "{T}: Draw a card."');
    expect(render(said, 'en')).toContain('rests on ‘Creatures have "{T}: Draw a card."’ of Odd Lattice');
    // German closes with “, which the text does not hold: the outer marks stay.
    expect(render(said, 'de')).toContain('auf „Creatures have "{T}: Draw a card."“ von Odd Lattice');
    expect(render(rest('Creatures have „{T}: Draw a card.“'), 'de')).toContain('auf ‚Creatures have „{T}: Draw a card.“‘ von Odd Lattice');
  });

  it('a real note of the fixtures, in German: the card text in „…“, the card name as written', () => {
    const file = path.join(__dirname, '..', 'fixtures', 'face-down', 'interaction-inconclusive.cards');
    const ws = new Workspace();
    ws.update('file:///n.cards', readFileSync(file, 'utf8').replace(/^\s*#\^.*$/gm, ''));
    const note = checkDocument(ws, 'file:///n.cards').find((d) => d.code === 'interaction' && d.message.includes('rests on'));
    expect(note?.msg).toBeDefined();
    const de = render(note!.msg!, 'de');
    expect(de).toContain('„This creature\'s power and toughness are each equal to the…“ von Tide Gatherer');
    expect(de).not.toContain("'This creature");
  });
});
