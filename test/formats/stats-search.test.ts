// `cardscript stats` and `cardscript search` over the round-trip fixture set: golden output; the query language's
// pieces one by one (Scryfall syntax subset) and its errors.

import * as path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardFacts } from '../../server/src/formats/card-facts';
import { search, parseQuery, QueryError } from '../../server/src/formats/search';
import { parseBooster, setStats } from '../../server/src/formats/stats';
import { render, type Message } from '../../server/src/i18n';
import { buildDocument } from '../../server/src/model/document';
import { expectGolden } from '../support/golden';
import { runCli } from '../support/run-cli';

const HERE = __dirname;
const FIX = path.join(HERE, 'fixtures');
const FACTS = buildDocument('file:///r.cards', readFileSync(path.join(FIX, 'roundtrip.cards'), 'utf8')).cards.map((b) => cardFacts(b.card));
const names = (q: string) => search(FACTS, q).map((f) => f.name);

describe('cardscript stats', () => {
  it('text overview (golden)', async () => {
    const r = await runCli(['stats', 'roundtrip.cards'], FIX);
    expect(r.code).toBe(0);
    expectGolden(path.join(HERE, 'golden', 'stats.txt'), r.out);
  });

  it('JSON with a booster layout (golden)', async () => {
    const r = await runCli(['stats', 'roundtrip.cards', '--json', '--booster', 'common=9,uncommon=3,rare=1,mythic=1/7'], FIX);
    expect(r.code).toBe(0);
    expectGolden(path.join(HERE, 'golden', 'stats-booster.json'), r.out);
  });

  it('as-fan: a slot of N draws from its rarity sheet adds N × share of the sheet', () => {
    const s = setStats(FACTS, { slots: { common: 10 }, mythicRate: 0 });
    // Two commons, one with morph (an em-dash cost) and one with megamorph: each is half the common sheet.
    expect(s.asFan['morph']).toEqual({ common: 5, total: 5 });
    expect(s.asFan['face-down (any)']).toEqual({ common: 10, total: 10 });
  });

  it('rejects an unreadable booster layout', async () => {
    expect(render(parseBooster('common=ten') as Message, 'en')).toMatch(/cannot read/);
    expect(render(parseBooster('epic=1') as Message, 'en')).toMatch(/unknown rarity/);
    expect((await runCli(['stats', 'roundtrip.cards', '--booster', 'x'], FIX)).code).toBe(2);
  });
});

describe('search query language', () => {
  it.each([
    ['t:creature is:morph', ['Veiled Tidecaller', 'Penitent Hermit']],
    ['is:facedown', ['Veiled Tidecaller', 'Thornback Sentry', 'Masked Informant', 'Penitent Hermit']],
    ['is:disguise or is:megamorph', ['Thornback Sentry', 'Masked Informant']],
    ['t:creature -is:facedown', ['Moonrise Acolyte']],
    ['c:wu', ['Hollow Chorus']],
    ['c=g', ['Thornback Sentry', 'Moonrise Acolyte']],
    ['c:m', ['Oathbound Warden', 'Hollow Chorus']],
    ['id<=g', ['Thornback Sentry', 'Moonrise Acolyte']],
    ['mv>=4', ['Veiled Tidecaller', 'Thornback Sentry', 'Oathbound Warden', 'Siege of the Lantern Gate']],
    ['cmc=3 t:creature', ['Penitent Hermit']],
    ['pow>=3', ['Veiled Tidecaller', 'Thornback Sentry']],
    ['tou<2', ['Masked Informant']],
    ['r>=rare', ['Veiled Tidecaller', 'Tidal Archive', 'Oathbound Warden', 'Hollow Chorus']],
    ['r:u', ['Masked Informant', 'Moonrise Acolyte', 'Siege of the Lantern Gate']],
    ['o:"turned face up"', ['Veiled Tidecaller', 'Masked Informant', 'Penitent Hermit']],
    ['o:draw (t:sorcery or t:planeswalker)', ['Tidal Archive', 'Oathbound Warden']],
    ['-(t:creature or t:sorcery) -t:battle', ['Oathbound Warden', 'Hollow Chorus']],
    ['moon', ['Moonrise Acolyte']],
    ['"lantern gate"', ['Siege of the Lantern Gate']],
    ['is:dfc', ['Moonrise Acolyte', 'Tidal Archive']],
  ])('%s', (q, want) => expect(names(q)).toEqual(want));

  it.each(['foo:bar', 'c:xyz', 'mv>three', 'r:epic', 'is:flying', '(t:creature', '"open', 'or t:creature', ')'])('%s is an error', (q) => {
    expect(() => search(FACTS, q)).toThrow(QueryError);
  });

  it('parses or below and, negation tight', () => {
    expect(parseQuery('a -b or c')).toEqual({
      kind: 'or',
      items: [
        { kind: 'and', items: [{ kind: 'term', key: 'name', op: ':', value: 'a', quoted: false }, { kind: 'not', item: { kind: 'term', key: 'name', op: ':', value: 'b', quoted: false } }] },
        { kind: 'term', key: 'name', op: ':', value: 'c', quoted: false },
      ],
    });
  });
});

describe('cardscript search', () => {
  it('lists the matches with where they are written (golden); exit 0', async () => {
    const r = await runCli(['search', 't:creature is:facedown mv<=3', 'roundtrip.cards'], FIX);
    expect(r.code).toBe(0);
    expectGolden(path.join(HERE, 'golden', 'search.txt'), r.out + r.err);
  });

  it('exit 1 with no match, 2 on an unreadable query', async () => {
    expect((await runCli(['search', 't:goblin', 'roundtrip.cards'], FIX)).code).toBe(1);
    const bad = await runCli(['search', 'pow>x', 'roundtrip.cards'], FIX);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("'x' is not a number");
  });
});
