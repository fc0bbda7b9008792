// Type words in each language's printed order (issue 28; type-line-words.ts, glossary/type-lines.json): the expected
// words are the printed type lines of real cards (cards-a.json foreignData; every combination the data prints is
// checked by test/corpus/type-lines.corpus.test.ts). The head noun is the last card type as English type lines print them: Italian and
// Spanish print it first and the supertypes agree with it; German glues the card types into a compound after the
// adjectives. A message's article and color agree with the head noun (`nounOf`), not with the first card type.

import { describe, expect, it } from 'vitest';
import { outcomeWords } from '../../server/src/checks/notes/note-words';
import type { Fact, NoteRun } from '../../server/src/checks/notes/note-scenario';
import { msg, nounOf, render, typeLineWords, typePhrase } from '../../server/src/i18n';

// English type words → the printed Italian, Spanish and German type lines (a card of the data that prints each).
const PRINTED: [string, string, string, string, string][] = [
  ['Artifact Creature', 'Creatura Artefatto', 'Criatura artefacto', 'Artefaktkreatur', 'Accomplished Automaton'],
  ['Enchantment Creature', 'Creatura Incantesimo', 'Criatura encantamiento', 'Verzauberungskreatur', 'Nyxborn Eidolon'],
  ['Artifact Land', 'Terra Artefatto', 'Tierra artefacto', 'Artefakt, Land', 'Ancient Den'],
  ['Legendary Artifact Creature', 'Creatura Artefatto Leggendaria', 'Criatura artefacto legendaria', 'Legendäre Artefaktkreatur', 'Breya, Etherium Shaper'],
  ['Legendary Enchantment Artifact', 'Artefatto Incantesimo Leggendario', 'Artefacto encantamiento legendario', 'Legendäres Verzauberungsartefakt', 'Spear of Heliod'],
  ['Legendary Planeswalker', 'Planeswalker Leggendario', 'Planeswalker legendario', 'Legendärer Planeswalker', 'Ajani, Adversary of Tyrants'],
  ['Legendary Sorcery', 'Stregoneria Leggendaria', 'Conjuro legendario', 'Legendäre Hexerei', 'Urza\'s Ruinous Blast'],
  ['Basic Snow Land', 'Terra Neve Base', 'Tierra básica nevada', 'Verschneites Standardland', 'Snow-Covered Forest'],
  ['Legendary Snow Land', 'Terra Neve Leggendaria', 'Tierra nevada legendaria', 'Legendäres verschneites Land', 'Dark Depths'],
  ['Snow Artifact Creature', 'Creatura Artefatto Neve', 'Criatura artefacto nevada', 'Verschneite Artefaktkreatur', 'Icehide Golem'],
  ['Tribal Sorcery', 'Stregoneria Tribale', 'Conjuro tribal', 'Stammes-Hexerei', 'Warren Weirding'],
];

describe('type words as each language prints its type lines', () => {
  for (const [english, it_, es, de, card] of PRINTED) {
    it(`${english} (${card})`, () => {
      const words = english.split(' ');
      expect(typeLineWords(words, 'en', 'line')).toBe(english);
      expect(typeLineWords(words, 'it', 'line')).toBe(it_);
      expect(typeLineWords(words, 'es', 'line')).toBe(es);
      expect(typeLineWords(words, 'de', 'line')).toBe(de);
    });
  }

  it('German adjectives are lower case inside a sentence, its nouns keep their capitals', () => {
    expect(typeLineWords(['Legendary', 'Snow', 'Land'], 'de')).toBe('legendäres verschneites Land');
    expect(typeLineWords(['Legendary', 'Artifact', 'Creature'], 'de')).toBe('legendäre Artefaktkreatur');
  });

  it('the head noun is the last card type as type lines print them (CR 205.2b: an object with several)', () => {
    expect(nounOf(['Artifact', 'Creature'])).toBe('Creature');
    expect(nounOf(['Creature', 'Artifact'])).toBe('Creature');
    expect(nounOf(['Enchantment', 'Artifact'])).toBe('Artifact');
    expect(nounOf(['Legendary', 'Land'])).toBe('Land');
    expect(nounOf(['Treefolk'])).toBe('none');
  });

  it('a scenario\'s type words: supertypes and card types in the printed order, the subtypes as written', () => {
    const said = (words: string, l: 'en' | 'it' | 'es' | 'de') => render(msg('expect.is.type', { negated: 'no', type: typePhrase(words), noun: nounOf(words.split(' ')) }), l);
    expect(said('Legendary Artifact Creature', 'en')).toBe('a Legendary Artifact Creature');
    expect(said('Legendary Artifact Creature', 'it')).toBe('una Creatura Artefatto Leggendaria');
    expect(said('Legendary Artifact Creature', 'es')).toBe('una Criatura artefacto legendaria');
    expect(said('Legendary Artifact Creature', 'de')).toBe('eine legendäre Artefaktkreatur');
    expect(said('Frog Artifact Creature', 'it')).toBe('una Creatura Artefatto Frog');
    expect(said('Frog Artifact Creature', 'de')).toBe('eine Frog-Artefaktkreatur');
  });
});

// A copy of a 0/4 Treefolk Artifact Creature that stays face down (the example set's note, CR 708.2, 613.1): its article
// and color agree with the head noun, Creature.
const TREEFOLK: NoteRun = {
  refused: false,
  facts: ([{ q: 'zone', zone: 'battlefield' }, { q: 'face', faceDown: true }, { q: 'pt', pt: '0/4' }, { q: 'no-name' }, { q: 'colors', colors: [] },
    { q: 'type', type: 'Artifact' }, { q: 'type', type: 'Creature' }, { q: 'type', type: 'Treefolk' }, { q: 'no-abilities' }] as Fact[])
    .map((fact) => ({ subject: 'fd', phase: 'now', fact, status: 'held' })),
};

describe('a note\'s type words agree with the head noun', () => {
  const words = (l: 'en' | 'it' | 'es' | 'de') => render(outcomeWords(TREEFOLK)!.what, l);
  it('in every language', () => {
    expect(words('en')).toContain('as a nameless colorless 0/4 Treefolk Artifact Creature with no abilities');
    expect(words('it')).toContain('come una Creatura Artefatto Treefolk 0/4 incolore senza nome');
    expect(words('es')).toContain('como una Criatura artefacto Treefolk 0/4 incolora sin nombre');
    expect(words('de')).toContain('als eine farblose 0/4-Treefolk-Artefaktkreatur ohne Namen');
  });

  it('a masculine, a feminine and a neuter head in German; a feminine Sorcery in Italian', () => {
    const what = (types: string[], l: 'it' | 'de') => render(msg('note.what', { traits: msg('note.add.color', { base: msg('glossary.types', { types }), color: msg('note.color', { color: 'colorless', noun: nounOf(types) }) }), noun: nounOf(types) }), l);
    expect(what(['Legendary', 'Planeswalker'], 'de')).toBe('ein farbloser legendärer Planeswalker');
    expect(what(['Legendary', 'Creature'], 'de')).toBe('eine farblose legendäre Kreatur');
    expect(what(['Legendary', 'Enchantment', 'Artifact'], 'de')).toBe('ein farbloses legendäres Verzauberungsartefakt');
    expect(what(['Legendary', 'Sorcery'], 'it')).toBe('una Stregoneria Leggendaria incolore');
  });
});
