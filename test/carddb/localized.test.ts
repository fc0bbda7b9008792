// Localized card names and rulings in the card database: the printed names of other languages the file carries
// (MTGJSON `foreignData`, Scryfall's `printed_name` of non-English printings) find the card — lookup, hover,
// completion, `cardscript lookup` —, and a rulings file in the reader's language is shown instead of the English
// rulings, labelled; else the English ones. Fixtures: invented cards and names (test/carddb/fixtures).

import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardDatabase } from '../../server/src/carddb/card-database';
import { getCompletions } from '../../server/src/ide/completion';
import { getHover } from '../../server/src/ide/hover';
import { Workspace } from '../../server/src/model/workspace';
import { expectGolden } from '../support/golden';
import { runCli } from '../support/run-cli';

const HERE = __dirname;

function fixtures(): Record<'dir' | 'all' | 'atomic' | 'rulings' | 'rulingsIt', string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-carddb-l10n-'));
  for (const f of ['all-cards.json', 'atomic.json', 'rulings.json', 'rulings.it.json']) copyFileSync(path.join(HERE, 'fixtures', f), path.join(dir, f));
  const at = (f: string) => path.join(dir, f);
  return { dir, all: at('all-cards.json'), atomic: at('atomic.json'), rulings: at('rulings.json'), rulingsIt: at('rulings.it.json') };
}

describe('printed names of other languages', () => {
  it('MTGJSON foreignData: each printed name finds the card (case and accents ignored); completion offers them', () => {
    const db = CardDatabase.open({ cards: fixtures().atomic });
    for (const name of ['Stille Senke', 'hondonada silenciosa', 'Conca Silenziosa', '静かな窪地']) expect(db.lookup(name)?.name, name).toBe('Quiet Hollow');
    expect(db.lookup('Quiet Hollow')!.printedNames).toEqual([
      { language: 'de', name: 'Stille Senke', typeLine: 'Land' }, { language: 'es', name: 'Hondonada silenciosa', typeLine: 'Tierra' },
      { language: 'it', name: 'Conca Silenziosa', typeLine: 'Terra' }, { language: 'ja', name: '静かな窪地' },
    ]);
    expect(db.names('stil')).toEqual(['Stille Senke']);
    expect(db.lookup('Stille')).toBeUndefined();
  });

  it('Scryfall all-cards: the printings of one card are one record with every printed name, English first', () => {
    const db = CardDatabase.open({ cards: fixtures().all });
    expect(db.cards.map((c) => c.name)).toEqual(['Veiled Tidecaller', 'Ember Scholar', 'Moonrise Acolyte // Moonrise Ravager']);
    const veil = db.lookup('Verhüllter Gezeitenrufer')!;
    expect(veil.name).toBe('Veiled Tidecaller');
    expect(veil.printedNames!.map((p) => [p.language, p.name])).toEqual([['de', 'Verhüllter Gezeitenrufer'], ['it', 'Richiamamaree Velato'], ['es', 'Invocamareas velado']]);
    expect(veil.printedNames![0]).toMatchObject({ typeLine: 'Kreatur — Meervolk-Zauberer', text: expect.stringMatching(/^Fliegend\nMorph \{2\}\{U\}\{U\} \(Du kannst/) });
    expect(db.lookup('invocamareas velado')).toBe(veil);
    expect(db.lookup('Erudita de ascuas')!.name).toBe('Ember Scholar');
    expect(db.lookup('Mondaufgangs-Akolyth // Mondaufgangs-Verwüster')!.name).toBe('Moonrise Acolyte // Moonrise Ravager');
  });

  it('hover on a printed name shows the English card, the printed name and its language, in the reader\'s language', () => {
    const db = CardDatabase.open({ cards: fixtures().all });
    const uri = 'file:///set.cards';
    const text = 'scenario "s"\n  you have "Verhüllter Gezeitenrufer" on battlefield\n';
    const ws = new Workspace();
    ws.update(uri, text);
    const at = text.indexOf('Gezeitenrufer');
    const de = getHover(ws, uri, at, { realCards: db, locale: 'de' })!.markdown;
    expect(de).toContain('**Veiled Tidecaller** {4}{U} — Oracle-Text (aus deiner Kartendatenbank)');
    expect(de).toContain('Gedruckter Name (Deutsch): Verhüllter Gezeitenrufer');
    expect(de).toContain('Morph {2}{U}{U}'); // Oracle text as it is
    // and as printed in the reader's language, when the data has that printing's text: as printed, never re-worded
    expect(de).toContain('Gedruckt auf Deutsch (Verhüllter Gezeitenrufer):  \nKreatur — Meervolk-Zauberer  \nFliegend  \nMorph {2}{U}{U} (Du kannst diese Karte verdeckt');
    expect(getHover(ws, uri, at, { realCards: db, locale: 'es' })!.markdown).not.toContain('Tal como se imprimió'); // no Spanish printed text in the data
    const en = getHover(ws, uri, at, { realCards: db })!.markdown;
    expect(en).toContain('Printed name (German): Verhüllter Gezeitenrufer');
    // By its English name: no printed-name line.
    ws.update(uri, 'scenario "s"\n  you have "Veiled Tidecaller" on battlefield\n');
    expect(getHover(ws, uri, 30, { realCards: db, locale: 'de' })!.markdown).not.toContain('Gedruckter Name');
  });

  it('completion offers printed names and says which card each is', () => {
    const db = CardDatabase.open({ cards: fixtures().all });
    const uri = 'file:///set.cards';
    const typed = 'scenario "s"\n  you cast "Verh';
    const ws = new Workspace();
    ws.update(uri, typed);
    const item = getCompletions(ws, uri, typed.length, db, 'it').find((c) => c.label === 'Verhüllter Gezeitenrufer')!;
    expect(item.detail).toBe('Veiled Tidecaller — carta reale (dal tuo database delle carte)');
  });
});

describe('rulings in the reader\'s language', () => {
  const uri = 'file:///set.cards';
  const text = 'card "Veiled Tidecaller"\n  cost {4}{U}\n  type Creature — Merfolk Wizard\n  pt 3/4\n';
  const hover = (db: CardDatabase, locale: 'en' | 'it' | 'de') => {
    const ws = new Workspace();
    ws.update(uri, text);
    return getHover(ws, uri, text.indexOf('Tidecaller'), { realCards: db, locale })!.markdown.split('\n\n---\n\n').pop()!;
  };

  it('Italian rulings when an Italian rulings file is given (labelled, golden); English ones, labelled English, in another language', () => {
    const f = fixtures();
    const db = CardDatabase.open({ cards: f.all, rulings: f.rulings, localizedRulings: { language: 'it', file: f.rulingsIt } });
    const it = hover(db, 'it');
    expectGolden(path.join(HERE, 'golden', 'hover-card-line.it.md'), it);
    expect(it).toContain('Chiarimenti (italiano):');
    expect(it).not.toContain('An invented ruling');
    const de = hover(db, 'de');
    expect(de).toContain('Regelklarstellungen (Englisch):\n\n- 2014-09-20: An invented ruling: the morph cost is paid as a special action.');
    expect(hover(db, 'en')).toContain('Rulings:\n\n- 2014-09-20: An invented ruling');
    // Without the Italian file: the English rulings, labelled.
    const plain = CardDatabase.open({ cards: f.all, rulings: f.rulings });
    expect(hover(plain, 'it')).toContain('Chiarimenti (inglese):\n\n- 2014-09-20: An invented ruling');
  });
});

describe('cardscript lookup by a printed name', () => {
  it('finds the card by a printed name (Spanish, Italian), prints in the run\'s language, rulings of that language when given (golden)', async () => {
    const f = fixtures();
    const es = await runCli(['lookup', 'Invocamareas velado', '--card-db', f.all, '--rulings', f.rulings, '--locale', 'es'], f.dir);
    expect(es.code).toBe(0);
    expect(es.out).toContain('Nombre impreso (español): Invocamareas velado');
    expect(es.out).toContain('Aclaraciones (inglés):');
    const it = await runCli(['lookup', 'Richiamamaree Velato', '--card-db', f.all, '--rulings', f.rulings, '--localized-rulings', f.rulingsIt, '--locale', 'it'], f.dir);
    expect(it.code).toBe(0);
    expectGolden(path.join(HERE, 'golden', 'lookup.it.txt'), it.out);
    const unknown = await runCli(['lookup', 'Invocamareas', '--card-db', f.all, '--locale', 'es'], f.dir);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('no hay ninguna carta llamada "Invocamareas" en la base de datos de cartas (¿quisiste decir "Invocamareas velado"?)\n');
  });
});
