// Search over the real face-down cards (../shared/data or $CARDSCRIPT_CORPUS, read at run time): query → expected
// names for each Scryfall form, and `stats` and `search` agreeing on every is: family over the whole corpus.

import { describe, expect, it } from 'vitest';
import { writeCard } from '../../server/src/cli/import-cards';
import { cardFacts, FACE_DOWN_FAMILIES } from '../../server/src/formats/card-facts';
import { search } from '../../server/src/formats/search';
import { setStats } from '../../server/src/formats/stats';
import { buildDocument } from '../../server/src/model/document';
import { loadCorpus } from '../support/corpus';

const CARDS = loadCorpus().filter((c) => c.faceDownPermanentRelated);
const FACTS = buildDocument('file:///corpus.cards', CARDS.map((c) => writeCard(c)).join('\n')).cards.map((b) => cardFacts(b.card));
const names = (q: string) => search(FACTS, q).map((f) => f.name);

describe('search over the face-down corpus', () => {
  it('reads every face-down card', () => expect(FACTS.length).toBe(CARDS.length));

  it.each([
    ['o:/face (up|down)/ t:instant', ['Backslide', 'Break Open', 'Expose the Culprit']],
    ['o:/morph—(pay|discard|reveal)/', ['Dragon\'s Eye Savants', 'Gathan Raiders', 'Horde Ambusher', 'Putrid Raptor', 'Ruthless Ripper', 'Temur Charger', 'Watcher of the Roost', 'Zombie Cutthroat']],
    ['!"Zombie Cutthroat"', ['Zombie Cutthroat']],
    ['kw:"first strike" is:morph', ['Ainok Tracker', 'Battering Craghorn', 'Daru Lancer', 'Efreet Weaponmaster']],
    ['m={2}{U}{U} kw:morph', ['Aquamorph Entity', 'Ascending Aven', 'Master of the Veil']],
    ['m>=GGG', ['Krosan Cloudscraper', 'Krosan Colossus']],
    ['pow>=5 tou<=2 is:facedown', ['Atarka Efreet', 'Blistering Firecat', 'Canyon Lurkers', 'Hunted Bonebrute']],
    ['is:cloak', ['Cryptic Coat', 'Etrata, Deadly Fugitive', 'Expose the Culprit', 'Hide in Plain Sight', 'Vannifar, Evolved Enigma']],
    // Behind "you may" (Primordial Mist), "if you lose the flip" (Skittish Valesk), a copy's "except it has" (Vesuvan Shapeshifter).
    ['is:turnfacedown', ['Backslide', 'Ixidron', 'Master of the Veil', 'Mischievous Quanar', 'Obscuring Aether', 'Skittish Valesk', 'Vesuvan Shapeshifter', 'Wall of Deceit', 'Weaver of Lies']],
    ['is:manifest o:"you may manifest"', ['Primordial Mist']],
    // "manifest dread" is its own family: a manifest-dread card is not is:manifest.
    ['o:/manifests?\\b/ -is:manifest', ['Abhorrent Oculus', 'Conductive Machete', 'Curator Beastie', 'Growing Dread', 'Hauntwoods Shrieker', 'Innocuous Rat', 'Killer\'s Mask', 'Threats Around Every Corner', 'Under the Skin', 'Unnerving Grasp', 'Unsettling Twins']],
  ])('%s', (q, want) => expect(names(q)).toEqual(want));

  it('stats and search agree on every is: family', () => {
    const stats = setStats(FACTS);
    for (const family of FACE_DOWN_FAMILIES) expect([family, stats.faceDown[family]]).toEqual([family, search(FACTS, `is:${family}`).length]);
    // Every card of the corpus's face-down keyword categories is found by its is: family.
    for (const [category, family] of [['morph_keyword', 'morph'], ['megamorph_keyword', 'megamorph'], ['disguise_keyword', 'disguise'], ['manifest_dread', 'manifest-dread'], ['cloak', 'cloak']] as const) {
      const want = CARDS.filter((c) => c.categories?.includes(category)).map((c) => c.name);
      expect([family, names(`is:${family}`)]).toEqual([family, want]);
    }
  });
});
