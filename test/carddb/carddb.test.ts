// The user's own card database: indexed once from a Scryfall bulk file and rulings file (or MTGJSON) we wrote,
// cached in a folder of ours (never beside the file) and rebuilt when it changes; hover on a real card's name shows its Oracle text and dated
// rulings, completion offers real names; without a database nothing changes.

import { copyFileSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardDatabase } from '../../server/src/carddb/card-database';
import { indexFileName, userCacheDir } from '../../server/src/carddb/index-cache';
import { getCompletions } from '../../server/src/ide/completion';
import { getHover } from '../../server/src/ide/hover';
import { Workspace } from '../../server/src/model/workspace';
import { expectGolden } from '../support/golden';
import { runCli } from '../support/run-cli';

const HERE = __dirname;

function copyFixtures(): { dir: string; cards: string; rulings: string; atomic: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-carddb-'));
  for (const f of ['oracle-cards.json', 'rulings.json', 'atomic.json']) copyFileSync(path.join(HERE, 'fixtures', f), path.join(dir, f));
  return { dir, cards: path.join(dir, 'oracle-cards.json'), rulings: path.join(dir, 'rulings.json'), atomic: path.join(dir, 'atomic.json') };
}

describe('card database', () => {
  it('indexes a Scryfall bulk file with its rulings, in date order', () => {
    const f = copyFixtures();
    const db = CardDatabase.open({ cards: f.cards, rulings: f.rulings });
    expect(db.fromCache).toBe(false);
    const veil = db.lookup('veiled tidecaller')!;
    expect(veil.oracleText).toBe('Flying\nMorph {2}{U}{U}');
    expect(veil.rulings.map((r) => r.date)).toEqual(['2014-09-20', '2024-02-02']);
    expect(db.lookup('Moonrise Ravager')!.name).toBe('Moonrise Acolyte // Moonrise Ravager');
    expect(db.lookup('Nothing Like It')).toBeUndefined();
    expect(db.names('Ember')).toEqual(['Ember Scholar', 'Emberwild Pyre']);
    expect(db.names('emberw')).toEqual(['Emberwild Pyre']);
  });

  it('caches the index in its cache folder (nothing beside the file) and rebuilds it when the file changes', () => {
    const f = copyFixtures();
    const cache = { dir: path.join(f.dir, 'cache') };
    const before = readdirSync(f.dir);
    CardDatabase.open({ cards: f.cards, rulings: f.rulings }, cache);
    expect(existsSync(path.join(cache.dir, indexFileName([f.cards, f.rulings])))).toBe(true);
    expect(readdirSync(f.dir)).toEqual([...before, 'cache'].sort());
    expect(CardDatabase.open({ cards: f.cards, rulings: f.rulings }, cache).fromCache).toBe(true);
    // Without a cache folder the index lives in memory only.
    expect(CardDatabase.open({ cards: f.cards, rulings: f.rulings }).fromCache).toBe(false);
    const cards = JSON.parse(readFileSync(f.cards, 'utf8')) as { name: string }[];
    cards.push({ ...cards[0]!, name: 'Ember Scholar Reborn' });
    writeFileSync(f.cards, JSON.stringify(cards));
    const rebuilt = CardDatabase.open({ cards: f.cards, rulings: f.rulings }, cache);
    expect(rebuilt.fromCache).toBe(false);
    expect(rebuilt.lookup('Ember Scholar Reborn')).toBeDefined();
    // A changed rulings file rebuilds too.
    writeFileSync(f.rulings, '[]');
    const again = CardDatabase.open({ cards: f.cards, rulings: f.rulings }, cache);
    expect(again.fromCache).toBe(false);
    expect(again.lookup('Veiled Tidecaller')!.rulings).toEqual([]);
  });

  it('openAsync gives the same database, letting other work run while it indexes', async () => {
    const f = copyFixtures();
    let done = false;
    const pending = CardDatabase.openAsync({ cards: f.cards, rulings: f.rulings }, undefined, 1).then((db) => { done = true; return db; });
    const doneWhenOthersRan = await new Promise<boolean>((r) => setImmediate(() => r(done)));
    expect(doneWhenOthersRan).toBe(false);
    const db = await pending;
    expect(db.fromCache).toBe(false);
    const g = copyFixtures();
    expect(db.cards).toEqual(CardDatabase.open({ cards: g.cards, rulings: g.rulings }).cards);
  });

  it('a link planted at the index\'s name in the cache folder is replaced, not followed, and not read', () => {
    const f = copyFixtures();
    const cache = { dir: path.join(f.dir, 'cache') };
    CardDatabase.open({ cards: f.cards }, cache);
    const index = path.join(cache.dir, indexFileName([f.cards]));
    const planted = path.join(f.dir, 'planted.json');
    writeFileSync(planted, readFileSync(index, 'utf8'));
    rmSync(index);
    symlinkSync(planted, index);
    const db = CardDatabase.open({ cards: f.cards }, cache);
    expect(db.fromCache).toBe(false); // the link is not read
    expect(lstatSync(index).isFile()).toBe(true); // the new index replaced the link
    writeFileSync(planted, 'kept');
    rmSync(index);
    symlinkSync(planted, index);
    CardDatabase.open({ cards: f.cards }, cache);
    expect(readFileSync(planted, 'utf8')).toBe('kept');
    expect(readdirSync(cache.dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('the CLI\'s cache folder: $XDG_CACHE_HOME/cardscript when absolute, else ~/.cache/cardscript', () => {
    expect(userCacheDir({ XDG_CACHE_HOME: '/x/cache' })).toBe('/x/cache/cardscript');
    expect(userCacheDir({ XDG_CACHE_HOME: 'relative' })).toMatch(/\.cache\/cardscript$/);
    expect(userCacheDir({})).toMatch(/\.cache\/cardscript$/);
  });

  it('reads MTGJSON AtomicCards with their rulings', () => {
    const f = copyFixtures();
    const db = CardDatabase.open({ cards: f.atomic });
    expect(db.lookup('Quiet Hollow')!.rulings).toEqual([{ date: '2021-04-04', text: 'An invented ruling about mana.' }]);
  });

  it('rejects a file that is not card data, a folder, a device', () => {
    const f = copyFixtures();
    expect(() => CardDatabase.open({ cards: f.rulings })).toThrow(/not a card file/);
    expect(() => CardDatabase.open({ cards: f.dir })).toThrow(/is not a regular file \(a folder\)/);
    expect(() => CardDatabase.open({ cards: '/dev/zero' })).toThrow(/is not a regular file \(a device or socket\)/);
  });
});

describe('hover and completion with a card database', () => {
  const text = 'card "Veiled Tidecaller"\n  cost {4}{U}\n  type Creature — Merfolk Wizard\n  pt 3/4\n\nscenario "bounce"\n  you have "Ember Scholar" on battlefield\n';
  const uri = 'file:///set.cards';

  it('hover on a real card name shows its Oracle text and dated rulings (golden); nothing without a database', () => {
    const f = copyFixtures();
    const db = CardDatabase.open({ cards: f.cards, rulings: f.rulings });
    const ws = new Workspace();
    ws.update(uri, text);
    const onCard = getHover(ws, uri, text.indexOf('Tidecaller'), { realCards: db })!;
    // The last hover section is the database's (the sections before it are the card's own hover).
    expectGolden(path.join(HERE, 'golden', 'hover-card-line.md'), onCard.markdown.split('\n\n---\n\n').pop()!);
    const onStep = getHover(ws, uri, text.indexOf('Ember Scholar'), { realCards: db })!;
    expect(onStep.markdown).toContain('2020-01-01: An invented ruling about copies.');
    expect(getHover(ws, uri, text.indexOf('Tidecaller'))!.markdown).not.toContain('card database');
  });

  it('completion in a quoted name offers real names after two letters', () => {
    const f = copyFixtures();
    const db = CardDatabase.open({ cards: f.cards, rulings: f.rulings });
    const ws = new Workspace();
    const typed = text + '  you cast "Embe';
    ws.update(uri, typed);
    const labels = getCompletions(ws, uri, typed.length, db).map((c) => c.label);
    expect(labels).toContain('Ember Scholar');
    expect(labels).toContain('Emberwild Pyre');
    expect(getCompletions(ws, uri, typed.length).map((c) => c.label)).not.toContain('Emberwild Pyre');
  });
});

describe('cardscript lookup', () => {
  it('prints a real card with its rulings (golden); exit 1 when unknown', async () => {
    const f = copyFixtures();
    const r = await runCli(['lookup', 'Veiled Tidecaller', '--card-db', f.cards, '--rulings', f.rulings], f.dir);
    expect(r.code).toBe(0);
    expectGolden(path.join(HERE, 'golden', 'lookup.txt'), r.out);
    expect((await runCli(['lookup', 'Nope', '--card-db', f.cards], f.dir)).code).toBe(1);
    expect((await runCli(['lookup', 'Nope', '--card-db', path.join(f.dir, 'missing.json')], f.dir)).code).toBe(2);
  });

  it('a near miss in German: the names it may mean in „…“, joined the language\'s way', async () => {
    const f = copyFixtures();
    const r = await runCli(['lookup', 'Veiled Tidecaler', '--card-db', f.cards, '--locale', 'de'], f.dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/\(meintest du „Veiled Tidecaller“(?:(?:, | oder )„[^“]+“)*\?\)/);
  });
});
