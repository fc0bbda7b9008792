// Search speaks Scryfall: every query form (regex in o:/name:/t:, !"exact", kw:, m: comparisons, field comparisons,
// is: families, include:/unique:) as query → expected names over the bundled examples, and every unsupported form
// an error naming it. `stats` and `search` agree on every is: family (one definition, card-facts.ts IS_FAMILIES).
// The same over the real-card corpus: test/corpus/search.corpus.test.ts.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardFacts, FACE_DOWN_FAMILIES } from '../../server/src/formats/card-facts';
import { QueryError, search } from '../../server/src/formats/search';
import { setStats } from '../../server/src/formats/stats';
import { buildDocument } from '../../server/src/model/document';

const EXAMPLES = path.resolve(__dirname, '../../examples');
const files = (dir: string): string[] => readdirSync(dir).sort().flatMap((n) => {
  const f = path.join(dir, n);
  return statSync(f).isDirectory() ? files(f) : n.endsWith('.cards') ? [f] : [];
});
const FACTS = files(EXAMPLES).flatMap((f) => buildDocument(`file://${f}`, readFileSync(f, 'utf8')).cards.map((b) => cardFacts(b.card)));
const names = (q: string) => search(FACTS, q).map((f) => f.name);

describe('search over the examples: query → names', () => {
  it('reads the examples', () => expect(FACTS.length).toBeGreaterThan(40));

  it.each([
    // Regular expressions (case-insensitive; ^ and $ at each rules line) in o:, name:, t:.
    ['o:/face (up|down)/ t:instant', ['Shadowfold', 'Twilight Backslide', 'Unmasking Glare']],
    ['o:/^when this creature is turned face up/', ['Veiled Tidecaller', 'Gravecall Augur', 'Lanternlit Inquisitor']],
    ['name:/^(s|t)[a-z]+ (of|the)/', ['Surge of Vigor', 'Shroud of Whispers']],
    ['t:/shapeshifter|spirit/', ['Vault of Faces', 'Glass Doppelganger']],
    // o: leaves reminder text out, fo: (full Oracle text) keeps it.
    ['o:"its morph cost"', []],
    ['fo:"its morph cost"', ['Tidal Sketch', 'Tidewatch Herald', 'Orvane, Veiled Regent', 'Veiled Tidecaller', 'Cloudstep Kite', 'Coilbrood Hydra', 'Shrouded Blessing']],
    // Exact names.
    ['!"Orvane, Veiled Regent"', ['Orvane, Veiled Regent']],
    ['!Frogify', ['Frogify']],
    ['!"Veiled"', []],
    // Keywords: keyword abilities of keyword lines and the face-down keyword actions.
    ['kw:flying', ['Veiled Tidecaller', 'Cloudstep Kite']],
    ['keyword:megamorph', ['Thornback Recluse', 'Gravecall Augur']],
    ['kw:disguise', ['Mistcloak Sentry', 'Ember Masquerader', 'Lanternlit Inquisitor']],
    ['kw:"manifest dread"', ['Dread Lantern']],
    ['kw:cloak', ['Shroud of Whispers']],
    // Mana symbols compared as multisets (generic mana by amount), braces or shorthand.
    ['m:{G}{G}', ['Thornback Recluse', 'Coilbrood Hydra']],
    ['m=2U', ['Tidal Sketch', 'Shadowfold', 'Echo Sculpting', 'Mirrorglass Mimicry', 'Mantle of Mist']],
    ['mana>={3}{U}{U}', ['Facestealer Shade', 'Vault of Faces']],
    ['m<{2}{U} t:instant', ['Twilight Backslide', 'Frogify', 'Tidal Rebuke', 'Sudden Insight']],
    ['m:{X}', ['Mirewell Ooze', 'Coilbrood Hydra']],
    // Field against field; pt = power + toughness.
    ['pow>tou', ['Mistcloak Sentry', 'Ember Masquerader']],
    ['pow=tou mv>=4', ['Orvane, Veiled Regent', 'Marsh Trudger', 'Facestealer Shade', 'Lanternlit Inquisitor', 'Hushwood Stalker', 'Glass Doppelganger']],
    ['pt<=2', ['Mirewell Ooze', 'Cloudstep Kite', 'Coilbrood Hydra', 'Glass Doppelganger', 'Rootbound Grove']],
    // is: families: a manifest in any ability, however nested; turning face down in a spell.
    ['is:manifest', ['Gloamveil Shroud', 'Hushwood Stalker', 'Mantle of Mist']],
    ['is:manifest-dread', ['Dread Lantern']],
    ['is:turnfacedown', ['Shadowfold', 'Facestealer Shade', 'Vault of Faces', 'Twilight Backslide', 'Gearbound Conversion']],
    ['is:turn-face-up', ['Unmasking Glare']],
    ['is:dfc', ['Moonveil Acolyte']],
    // Directives: accepted where a set file gives them a meaning.
    ['include:extras kw:megamorph', ['Thornback Recluse', 'Gravecall Augur']],
    ['unique:prints kw:cloak', ['Shroud of Whispers']],
  ])('%s', (q, want) => expect(names(q)).toEqual(want));

  it('unique:cards lists a card defined twice once', () => {
    const text = 'card "Echo"\n  cost {U}\n  type Instant\n  text\n    Draw a card.\n\ncard "Echo"\n  cost {1}{U}\n  type Instant\n  text\n    Draw two cards.\n';
    const twice = buildDocument('file:///twice.cards', text).cards.map((b) => cardFacts(b.card));
    expect(search(twice, 't:instant').map((f) => f.manaValue)).toEqual([1, 2]);
    expect(search(twice, 'unique:cards t:instant').map((f) => f.manaValue)).toEqual([1]);
  });

  it('is:manifest catches a manifest in a later ability, behind "you may" and "if"; stats counts it too', () => {
    const text = 'card "Mist Keeper"\n  cost {2}{U}\n  type Creature — Spirit\n  pt 2/2\n  text\n    Flying\n    At the beginning of your end step, you may manifest the top card of your library.\n\n' +
      'card "Coin Ghost"\n  cost {R}\n  type Creature — Spirit\n  pt 1/1\n  text\n    At the beginning of your upkeep, flip a coin. If you lose the flip, turn this creature face down.\n';
    const facts = buildDocument('file:///m.cards', text).cards.map((b) => cardFacts(b.card));
    expect(search(facts, 'is:manifest').map((f) => f.name)).toEqual(['Mist Keeper']);
    expect(search(facts, 'is:turnfacedown').map((f) => f.name)).toEqual(['Coin Ghost']);
    expect(setStats(facts).faceDown).toMatchObject({ manifest: 1, 'turn-face-down': 1 });
  });
});

describe('stats and search agree on every is: family', () => {
  it.each([...FACE_DOWN_FAMILIES])('%s', (family) => {
    const stats = setStats(FACTS);
    expect(stats.faceDown[family]).toBe(search(FACTS, `is:${family}`).length);
  });
  it('face-down (any) as-fan counts the cards is:facedown finds', () => {
    const commons = FACTS.filter((f) => f.rarity === 'common');
    const s = setStats(commons, { slots: { common: 1 }, mythicRate: 0 });
    expect(s.asFan['face-down (any)']?.['common']).toBe(Math.round((search(commons, 'is:facedown').length / commons.length) * 100) / 100);
  });
});

describe('unsupported forms are errors naming them, never a silent 0', () => {
  it.each([
    ['foo:bar', "unknown keyword 'foo:'"],
    ['is:vanilla', "unknown 'is:vanilla'"],
    ['o:/face (up/', 'the regular expression /face (up/ is not supported: missing closing )'],
    ['o:/(?=face)/', 'is not supported: invalid or unsupported Perl syntax'],
    ['o:/face', 'a regular expression /…/ is not closed'],
    [`o:/${'a'.repeat(501)}/`, 'longer than 500 characters'],
    ['c:/blue/', "'c:' takes no regular expression"],
    ['o>draw', "'o>' compares nothing"],
    ['kw>flying', "'kw>' compares nothing"],
    ['m:{Q}', "'{Q}' in '{Q}' is not a mana symbol"],
    ['m:2U+', "'2U+' is not a mana cost"],
    ['pow>foo', "'foo' is not a number"],
    ['include:tokens', "'include:tokens' is not supported"],
    ['unique:art', "'unique:art' is not supported"],
    ['-include:extras t:creature', "'include:' applies to the whole query"],
    ['unique:cards', 'no condition besides include: and unique:'],
  ])('%s', (q, message) => {
    expect(() => search(FACTS, q)).toThrow(QueryError);
    expect(() => search(FACTS, q)).toThrow(message);
  });
});
