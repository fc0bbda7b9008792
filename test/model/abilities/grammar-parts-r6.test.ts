// Issue 26, grammar (round six): parts of real rules text that several families share — permanents phasing out (CR
// 702.26b), every graveyard as a zone (404.1), an Aura attached to an object of a kind (303.4), another player adding
// mana (106.4), a card returned transformed under its owner's control (712.14a), a cost's "… and sacrifice it" (602.1a),
// a free permission with its duration written first (118.9, 611.2a), other permanents entering tapped (614.1c), two
// protections granted as one keyword item (702.16g). Invented
// lines in the shapes of real cards': read fully, printed back exactly in both eras, and — unless the engine carries the
// shape out (the .cards scenario named beside it) — recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { allKinds } from './read-not-simulated';
import { CONTEXTS } from './rules-lines';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 702.26b: a permanent phasing out (the engine has no phased-out permanents).
  [sameInBoth('Fading Step', 'Instant', 'Target creature you control phases out.'), 'phase-out', false],
  [sameInBoth('Fading Step', 'Instant', 'Target creature or planeswalker an opponent controls phases out.'), 'phase-out', false],
  [{ name: 'Blink Warden', type: 'Creature — Spirit', legacy: 'When Blink Warden enters the battlefield, target creature you don\'t control phases out.', modern: 'When this creature enters, target creature you don\'t control phases out.' }, 'phase-out', false],
  // CR 404.1: every card of all graveyards (carried out, as "all cards from all graveyards" is) or of the opponents'.
  [sameInBoth('Grave Sweep', 'Sorcery', 'Exile all graveyards.'), 'zone-change', true],
  [sameInBoth('Grave Sweep', 'Sorcery', "Exile all opponents' graveyards."), 'zone-change', true],
  // CR 303.4, 301.5: an Aura or Equipment attached to an object of a kind.
  // test/rules/game/related-objects.cards RO1–RO2 (CR 303.4, 115.1): the Aura's object checked as a target.
  [sameInBoth('Aura Snap', 'Instant', 'Destroy target Aura attached to a creature.'), 'zone-change', true],
  [sameInBoth('Aura Snap', 'Instant', 'Return target Aura attached to a land to its owner\'s hand.'), 'zone-change', true],
  // CR 106.4: a player other than the ability's controller adds the mana.
  [sameInBoth('Shared Spring', 'Enchantment', 'Whenever a player taps a Forest for mana, that player adds {G}.'), 'add-mana', false],
  [sameInBoth('Shared Spring', 'Sorcery', 'Each player adds {B}{R}{G}.'), 'add-mana', false],
  // CR 712.14a: returned with its back face up, under its owner's control ("her owner's": the card's pronoun).
  [{ name: 'Ashen Seer', type: 'Legendary Creature — Human Wizard', legacy: "When Ashen Seer dies, return it to the battlefield transformed under its owner's control.", modern: "When this creature dies, return it to the battlefield transformed under its owner's control." }, 'zone-change', true],
  [{ name: 'Ashen Seer', type: 'Legendary Creature — Human Wizard', legacy: "When Ashen Seer dies, return her to the battlefield transformed under her owner's control.", modern: "When this creature dies, return her to the battlefield transformed under her owner's control." }, 'zone-change', true],
  // CR 602.1a, 701.21a: two cost parts joined by "and", both paid (test/rules/game/remove-and-sacrifice-cost.cards).
  [{ name: "Pilgrim's Quest", type: 'Enchantment', legacy: "Remove three quest counters from Pilgrim's Quest and sacrifice it: You gain 8 life.", modern: 'Remove three quest counters from this enchantment and sacrifice it: You gain 8 life.' }, 'life', true],
  // CR 118.9, 611.2a: a free permission for the rest of the turn (test/rules/game/free-until-end-of-turn.cards).
  [sameInBoth('Ember Reverie', 'Sorcery', 'Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost.'), 'cast-from', true],
  // CR 614.1c: other permanents entering tapped, a static ability's replacement effect.
  [{ name: 'Frozen Gate', type: 'Enchantment', legacy: 'Creatures your opponents control enter the battlefield tapped.', modern: 'Creatures your opponents control enter tapped.' }, 'enters-tapped', false],
  [{ name: 'Frozen Gate', type: 'Enchantment', legacy: 'Artifacts and creatures your opponents control enter the battlefield tapped.', modern: 'Artifacts and creatures your opponents control enter tapped.' }, 'enters-tapped', false],
  // CR 614.1c, 614.12a: the entering land's own "it enters tapped" stays its replacement's tap (test/rules/game/entry-choice.cards).
  [{ name: 'Ashen Vale', type: 'Land', legacy: "As Ashen Vale enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped.", modern: "As this land enters, you may pay 2 life. If you don't, it enters tapped." }, 'tap', true],
  // CR 702.16g: "protection from black and from red" granted is two protection abilities, one keyword item
  // (test/rules/game/protection-two-colors-granted.cards).
  [sameInBoth('Twin Veil', 'Instant', 'Target creature gains protection from black and from red until end of turn.'), 'gain-keyword', true],
  [sameInBoth('Twin Mantle', 'Enchantment — Aura', 'Enchanted creature has protection from black and from red.'), 'gain-keyword', true],
  [sameInBoth('Twin Banner', 'Enchantment', 'Creatures you control have flying, first strike, and protection from black and from red.'), 'gain-keyword', true],
  [sameInBoth('Twin Blade', 'Artifact — Equipment', 'Equipped creature gets +2/+2 and has protection from red and from blue.'), 'gain-keyword', true],
  // CR 115.1: a spell with you among its targets (not matched by the engine).
  [sameInBoth('Mirror Rebuke', 'Instant', 'Counter target instant or sorcery spell that targets you.'), 'counter-spell', false],
  [{ name: 'Sky Warden', type: 'Creature — Drake', legacy: 'Sacrifice Sky Warden: Counter target spell that targets you.', modern: 'Sacrifice this creature: Counter target spell that targets you.' }, 'counter-spell', false],
  // CR 102.3, 607.2d: "each other opponent" and "the chosen player", players the engine doesn't tell.
  [{ name: 'Ember Hydra', type: 'Creature — Hydra', legacy: 'Whenever Ember Hydra deals combat damage to an opponent, it deals that much damage to each other opponent.', modern: 'Whenever this creature deals combat damage to an opponent, it deals that much damage to each other opponent.' }, 'damage', false],
  [sameInBoth('Oath Keeper', 'Creature — Human Knight', 'Whenever a creature you control deals combat damage to a player, it deals that much damage to the chosen player.'), 'damage', false],
  [sameInBoth('Oath Keeper', 'Sorcery', 'Each other opponent loses 2 life.'), 'life', false],
  // CR 102.4: "your team controls" is "you control" outside a team game (test/rules/game/your-team-controls.cards).
  [sameInBoth('War Chanter', 'Creature — Human Warrior', 'Warriors your team controls have haste.'), 'gain-keyword', true],
  [sameInBoth('Team Banner', 'Artifact', 'Creatures your team controls get +1/+1.'), 'modify-pt', true],
  // CR 208.1, 202.3: the objects with the greatest value (among a kind), not matched by the engine.
  [sameInBoth('Tyrant\'s Demand', 'Sorcery', 'Each opponent sacrifices a creature they control with the greatest power.'), 'zone-change', false],
  [sameInBoth('Tyrant\'s Demand', 'Sorcery', 'Exile a creature with the greatest power among creatures target opponent controls.'), 'zone-change', false],
  // CR 401.4: the cards found put on top in the order chosen (test/rules/game/put-on-top-any-order.cards).
  [sameInBoth('Recruiting Call', 'Sorcery', 'Search your library for up to three creature cards, reveal them, then shuffle and put those cards on top in any order.'), 'zone-change', true],
  // CR 100.2a, 113.6n: the deck-construction limit of four lifted: nothing in a game (test/rules/game/rule-sentences-more.cards RV4).
  [{ name: 'Swarming Rats', type: 'Creature — Rat', legacy: 'A deck can have any number of cards named Swarming Rats.', modern: 'A deck can have any number of cards named Swarming Rats.' }, 'rule', true],
  // CR 107.3a, 601.2h: X paid with mana of one color only (not enforced by the engine's payment).
  [sameInBoth('Soul Drain', 'Sorcery', 'Soul Drain deals X damage to any target. Spend only black mana on X.'), 'spend-only-on-x', false],
  // CR 707.2, 111.1: several token copies at once (the engine makes one).
  [sameInBoth('Twin Mirror', 'Sorcery', 'Create two tokens that are copies of target creature.'), 'create-token-copy', false],
  // CR 115.1, 601.2c: two target phrases of one instruction, each its own targets announced in order (a zone change:
  // carried out, test/rules/game/two-target-phrases.cards); the zone words written once after the second, a first
  // phrase "up to one …" (which announced targets are whose is not read) and other instructions: not carried out.
  [sameInBoth('Twin Recall', 'Sorcery', "Return target creature and target land to their owners' hands."), 'zone-change', true],
  [sameInBoth('Twin Recall', 'Sorcery', 'Return up to one target creature card and up to one target land card from your graveyard to your hand.'), 'zone-change', false],
  [sameInBoth('Twin Recall', 'Sorcery', 'Untap up to two target creatures and up to two target lands.'), 'untap', false],
  // CR 723.1: ending the turn (not carried out).
  [sameInBoth('Sundial', 'Artifact', '{1}, {T}: End the turn. Activate only during your turn.'), 'end-the-turn', false],
  // CR 509.1b: only creatures of a kind can block it this turn, "this turn" written before "except".
  [sameInBoth('Wall Rider', 'Instant', "Target creature can't be blocked this turn except by Walls."), 'block-restriction', false],
  // CR 702.14c, 609.4: a landwalk ignored by blockers (test/rules/game/attack-as-though.cards AT6).
  [sameInBoth('Marsh Lantern', 'Enchantment', "Creatures with swampwalk can be blocked as though they didn't have swampwalk."), 'restriction', true],
  // CR 608.2d: one keyword of a list, chosen as it resolves (a choice the engine doesn't make).
  [{ name: 'Shifting Drake', type: 'Creature — Drake', legacy: '{G}: Shifting Drake gains your choice of reach, trample, or haste until end of turn.', modern: '{G}: This creature gains your choice of reach, trample, or haste until end of turn.' }, 'gain-keyword', false],
  [sameInBoth('Quick Gift', 'Instant', 'Target creature gains your choice of flying or first strike until end of turn.'), 'gain-keyword', false],
  // CR 608.2c: the kinds left out of "all …" (not matched by the engine).
  // test/rules/game/except-for.cards EF1 (CR 608.2c): the exception's kinds left out.
  [sameInBoth('Razing Wave', 'Sorcery', 'Destroy all permanents except for artifacts and lands.'), 'zone-change', true],
  [sameInBoth('Tidal Recall', 'Sorcery', "Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and Serpents."), 'zone-change', true],
];

describe('entering tapped (CR 614.1c, 614.12a)', () => {
  it('keeps the entering land\'s own "it enters tapped" its replacement\'s tap, not other permanents entering tapped', () => {
    const a = parseAbility("As this land enters, you may pay 2 life. If you don't, it enters tapped.", 0, { cardName: 'Ashen Vale', faceName: 'Ashen Vale', typeLine: 'Land' });
    expect(a.unmodeled).toEqual([]);
    expect(allKinds(a)).toContain('tap');
    expect(allKinds(a)).not.toContain('enters-tapped');
  });
});

describe('a keyword chosen from a list (CR 608.2d)', () => {
  it('keeps the list as the choice, not as keywords all gained', () => {
    const a = parseAbility('Target creature gains your choice of flying, first strike, or haste until end of turn.', 0, CONTEXTS.s);
    const e = 'effects' in a ? a.effects?.[0] : undefined;
    expect(e?.kind === 'gain-keyword' && e.yourChoice).toBe(true);
    expect(e?.kind === 'gain-keyword' ? e.keywords : []).toEqual(['Flying', 'First strike', 'Haste']);
  });
});

describe('two target phrases (CR 115.1, 601.2c)', () => {
  it('reads "Destroy target creature and target land" as two instructions, the verb carried over (carried out), not as one with two target phrases', () => {
    const a = parseAbility('Destroy target creature and target land.', 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(allKinds(a).filter((k) => k === 'zone-change')).toHaveLength(2);
    expect(a.unsimulated ?? []).toEqual([]);
  });
});

describe('shared parts: phasing, graveyards, attached Auras, mana, transformed, joined costs, entering tapped (CR 702.26b, 404.1, 303.4, 106.4, 712.14a, 602.1a, 614.1c)', () => {
  it.each(LINES)('%o', (line, kind, carried) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain(kind);
    expect((a.unsimulated?.length ?? 0) === 0, carried ? 'carried out' : 'recognized, not simulated').toBe(carried);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      'Target creature phase out.',
      'Exile all graveyard.',
      'Destroy target Aura attached to a spell.',
      'Target opponent adds.',
      'Return it to the battlefield transformed under its owners control.',
      'Until end of turn, you may play that card without paying its mana costs.',
      'Creatures your opponents control enters the battlefield tapped.',
      'Target creature gains protection from black and red and from until end of turn.',
      'Counter target spell that targets yours.',
      'Exile a creature with the greatest power among creature target opponent controls.',
      'Spend only purple mana on X.',
      'Target creature gains your choice of flying and haste until end of turn.',
      "Return all creatures to their owners' hands except for the Krakens.",
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
