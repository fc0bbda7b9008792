// What a face-down permanent is, in a set-wide note, in each language's word order (issue 25): the phrase grows from
// its noun (the card types), each trait added where the language puts it — before the noun in English, after it in
// Italian and Spanish, a compound in German — and the article and the color agree with the noun (its gender) where the
// language needs it: Spanish "una Criatura … incolora", German "eine farblose 2/2-Kreatur", "ein farbloses Forest-Land".

import { describe, expect, it } from 'vitest';
import { outcomeWords } from '../../server/src/checks/notes/note-words';
import type { Fact, NoteRun } from '../../server/src/checks/notes/note-scenario';
import { render } from '../../server/src/i18n';

const stays = (facts: Fact[]): NoteRun => ({
  refused: false,
  facts: [{ q: 'zone', zone: 'battlefield' } as Fact, { q: 'face', faceDown: true } as Fact, ...facts].map((fact) => ({ subject: 'fd', phase: 'now', fact, status: 'held' })),
});

// A face-down 2/2 (CR 708.2a), and one an Aura made a blue 1/1 Frog (CR 613.1d–f).
const VANILLA = stays([{ q: 'pt', pt: '2/2' }, { q: 'no-name' }, { q: 'colors', colors: [] }, { q: 'type', type: 'Creature' }, { q: 'no-abilities' }]);
const FROG = stays([{ q: 'pt', pt: '1/1' }, { q: 'no-name' }, { q: 'colors', colors: ['blue'] }, { q: 'type', type: 'Creature' }, { q: 'type', type: 'Frog' }, { q: 'no-abilities' }]);
// A disguise card face down (CR 702.168a), and one a land effect turned into a Forest (CR 305.7).
const WARD = stays([{ q: 'pt', pt: '2/2' }, { q: 'no-name' }, { q: 'colors', colors: [] }, { q: 'type', type: 'Creature' }, { q: 'keyword', keyword: 'ward {2}' }]);
const FOREST = stays([{ q: 'no-name' }, { q: 'colors', colors: [] }, { q: 'type', type: 'Land' }, { q: 'type', type: 'Forest' }]);

const words = (run: NoteRun, locale: 'en' | 'it' | 'es' | 'de') => render(outcomeWords(run)!.what, locale);

describe('a note says what it is in the language\'s word order', () => {
  it('English: the traits before the noun', () => {
    expect(words(VANILLA, 'en')).toBe('it stays face down as a nameless colorless 2/2 Creature with no abilities');
    expect(words(FROG, 'en')).toBe('it stays face down as a nameless blue 1/1 Frog Creature with no abilities');
    expect(words(WARD, 'en')).toBe('it stays face down as a nameless colorless 2/2 Creature with ward {2}');
    expect(words(FOREST, 'en')).toBe('it stays face down as a nameless colorless Forest Land');
  });

  it('Italian: the noun first, the article agreeing with it', () => {
    expect(words(VANILLA, 'it')).toContain('una Creatura 2/2 incolore senza nome, senza abilità');
    expect(words(FROG, 'it')).toContain('una Creatura Frog 1/1 blu senza nome, senza abilità');
    // The keyword by the glossary's printed term (glossary/it.json: custodia), its cost as written.
    expect(words(WARD, 'it')).toContain('una Creatura 2/2 incolore senza nome, con custodia {2}');
    expect(words(FOREST, 'it')).toContain('una Terra Forest incolore senza nome');
  });

  it('Spanish: the noun first, the article and the color agreeing with it', () => {
    expect(words(VANILLA, 'es')).toContain('una Criatura 2/2 incolora sin nombre, sin habilidades');
    expect(words(FROG, 'es')).toContain('una Criatura Frog 1/1 azul sin nombre, sin habilidades');
    // A keyword ability it has as Spanish running text says it (glossary/es.json `held`: "con la habilidad de volar").
    expect(words(WARD, 'es')).toContain('una Criatura 2/2 incolora sin nombre, con la habilidad de resguardo {2}');
    expect(words(FOREST, 'es')).toContain('una Tierra Forest incolora sin nombre');
  });

  it('German: a compound noun, the color declined before it (its gender), the rest after it', () => {
    expect(words(VANILLA, 'de')).toContain('eine farblose 2/2-Kreatur ohne Namen, ohne Fähigkeiten');
    expect(words(FROG, 'de')).toContain('eine blaue 1/1-Frog-Kreatur ohne Namen, ohne Fähigkeiten');
    expect(words(WARD, 'de')).toContain('eine farblose 2/2-Kreatur ohne Namen, mit Abwehr {2}');
    expect(words(FOREST, 'de')).toContain('ein farbloses Forest-Land ohne Namen');
  });

  it('a keyword is said with the glossary\'s printed term, never the English one (its cost as written)', () => {
    for (const l of ['it', 'es', 'de'] as const) expect(words(WARD, l)).not.toMatch(/\bward\b/i);
  });
});
