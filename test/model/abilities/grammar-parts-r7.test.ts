// Issue 26, grammar (round seven, grammar2): parts of real rules text several families share — kinds one object or the
// objects named before have ("colors among those creatures", "card types the discarded card has", CR 105.2, 205.2a), the
// players a plural "players who …" counts (102.1), damage already marked on a creature (120.6), counters of any kind
// "removed this way" (122.1, 608.2c), "creatures it's blocking" (509.1), the kinds of abilities an object has ("with an
// activated ability that isn't a mana ability", "without mana abilities", 602.1, 605.1a), who alone may activate an
// ability (602.2) and "can't be activated unless they're mana abilities" (605.1a). Invented lines in the shapes of real
// cards': read fully, printed back exactly in both eras, and recognized, not simulated (the engine counts, matches or
// enforces none of these).

import { describe, expect, it } from 'vitest';
import { parseQuantity, printQuantity } from '../../../server/src/model/abilities/amounts';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine, expectRow } from './both-eras';
import { allKinds } from './read-not-simulated';
import { CONTEXTS } from './rules-lines';

/** [line, a kind its reading holds]; none carried out by the engine. */
const LINES: [EraLine, string][] = [
  // CR 105.2, 205.2a, 608.2h: the kinds the objects named before have, each counted once.
  [sameInBoth('Prism Burst', 'Sorcery', 'Destroy up to two target creatures. Prism Burst deals X damage to each opponent, where X is the number of colors among those creatures.'), 'kinds-of'],
  [sameInBoth('Shred Thought', 'Sorcery', 'Discard a card. Shred Thought deals X damage to any target, where X is the number of card types the discarded card has.'), 'kinds-of'],
  [sameInBoth('Fading Hue', 'Instant', 'Exile target creature. You gain X life, where X is the number of colors that creature was.'), 'kinds-of'],
  // CR 102.1: the players a plural "players who …" / "opponents that …" counts.
  [sameInBoth('Land Envy', 'Sorcery', 'Search your library for up to X basic land cards, where X is the number of players who control more lands than you, put them onto the battlefield, then shuffle.'), 'players'],
  [sameInBoth('Raid Spoils', 'Sorcery', 'Draw X cards, where X is the number of opponents that were dealt combat damage this turn.'), 'players'],
  // CR 120.6: the damage already marked on a creature this turn.
  [{ name: 'Lash Keeper', type: 'Creature — Human', legacy: '{T}: Lash Keeper deals damage to target creature equal to the damage already dealt to it this turn.', modern: '{T}: This creature deals damage to target creature equal to the damage already dealt to it this turn.' }, 'tally'],
  // CR 122.1, 608.2c: counters of any kind an earlier instruction removed.
  [sameInBoth('Spent Charge', 'Sorcery', 'Remove all counters from target permanent. Draw a card for each counter removed this way.'), 'this-way'],
  // CR 509.1: the creatures it's blocking (the creatures blocked by it).
  [{ name: 'Shield Bearer', type: 'Creature — Human Soldier', legacy: 'Whenever Shield Bearer blocks, it gets +1/+0 until end of turn for each creature it\'s blocking.', modern: 'Whenever this creature blocks, it gets +1/+0 until end of turn for each creature it\'s blocking.' }, 'modify-pt'],
  // CR 602.1, 605.1a: the kinds of abilities an object has.
  [sameInBoth('Rust Tide', 'Sorcery', "Destroy target land with an activated ability that isn't a mana ability."), 'zone-change'],
  [sameInBoth('Quiet Ground', 'Enchantment', "Each land with an activated ability that isn't a mana ability doesn't untap during its controller's untap step."), 'restriction'],
  [sameInBoth('Tinker Ward', 'Instant', 'Untap target creature that has an activated ability with {T} in its cost.'), 'untap'],
  [sameInBoth('Scrap Raid', 'Sorcery', 'Destroy up to X target artifacts without mana abilities, where X is the number of Vampires you control.'), 'zone-change'],
  // CR 602.2: who alone may activate an ability, with its own limits (602.5b).
  [{ name: 'Ward Totem', type: 'Artifact', legacy: '{3}: Destroy Ward Totem. Only your opponents may activate this ability and only as a sorcery.', modern: '{3}: Destroy this artifact. Only your opponents may activate this ability and only as a sorcery.' }, 'activate-only'],
  [{ name: 'Oath Knight', type: 'Creature — Human Knight', legacy: "{2}: Oath Knight can't be regenerated this turn. Only your opponents may activate this ability.", modern: "{2}: This creature can't be regenerated this turn. Only your opponents may activate this ability." }, 'activate-only'],
  [sameInBoth('Leash Charm', 'Enchantment — Aura', '{1}: Draw a card. Only the controller of the enchanted creature may activate this ability.'), 'activate-only'],
  // CR 602.5, 605.1a: the named sources' abilities, mana abilities aside.
  [sameInBoth('Silent Lens', 'Artifact', "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."), 'cant-activate'],
  // CR 609.4b: mana of one color spent as though it were mana of any color (the engine's payment doesn't).
  [sameInBoth('Pale Dawn', 'Enchantment', 'You may spend white mana as though it were mana of any color.'), 'spend-mana-as-any'],
  // CR 611.2b, 122.1: an effect lasting while the object keeps a counter of a kind is carried out since round 23
  // (rules/state/lasting.ts; test/rules/game/r23-carryS-counter-lasting.cards).
  // CR 115.4: spells of two colors or of a kind that can't target it (the engine's untargetable.ts reads one color).
  [{ name: 'Aura Ward', type: 'Creature — Human Cleric', legacy: "Aura Ward can't be the target of Aura spells.", modern: "This creature can't be the target of Aura spells." }, 'untargetable'],
  [{ name: 'Fiend Ward', type: 'Creature — Human Knight', legacy: "Fiend Ward can't be the target of black or red spells your opponents control.", modern: "This creature can't be the target of black or red spells your opponents control." }, 'untargetable'],
  // CR 611.3a, 400.1: a static's effect on spells and on cards in every zone but the battlefield too.
  [sameInBoth('Kin Banner', 'Enchantment', 'Creatures you control are the chosen type in addition to their other types. The same is true for creature spells you control and creature cards you own that aren\'t on the battlefield.'), 'same-true-for-objects'],
  [sameInBoth('Pale Dawn', 'Enchantment', 'Nonland permanents you control are white. The same is true for spells you control and nonland cards you own that aren\'t on the battlefield.'), 'same-true-for-objects'],
  // CR 401.1, 400.3: a card put on top of the library of the player named before — after a card chosen from their hand
  // now carried out (choices-and-places.test.ts, test/rules/game/hand-revealed.cards); without one, not.
  [sameInBoth('Blind Recall', 'Sorcery', "Put that card on top of that player's library."), 'zone-change'],
  // CR 208.1, 107.3: a subject compared with an amount, its verb sixteen words in.
  [sameInBoth('War Cry', 'Sorcery', "Target creature an opponent controls with power less than or equal to the number of Warriors you control can't block this turn."), 'restriction'],
  // CR 205.3m: a creature type chosen, all but one (a choice the scenario's steps don't limit).
  // CR 111.4, 604.3: a creature token whose P/T its quoted characteristic-defining ability sets (tokens.ts doesn't).
  [sameInBoth('Sculpt Swarm', 'Sorcery', 'Create a colorless Sculpture artifact creature token with "This creature\'s power and toughness are each equal to the number of Sculptures you control."'), 'create-token'],
  [sameInBoth('Dream Hound', 'Sorcery', 'Create a blue Dog Illusion creature token with "This creature\'s power and toughness are each equal to twice the number of cards in your hand."'), 'create-token'],
  // CR 611.2a, 101.2: a player restriction lasting until your next turn.
  [{ name: 'Mirror Warden', type: 'Creature — Bird Wizard', legacy: "When Mirror Warden enters the battlefield, return target creature an opponent controls to its owner's hand. That creature's owner can't cast spells with the same name as that creature until your next turn.", modern: "When this creature enters, return target creature an opponent controls to its owner's hand. That creature's owner can't cast spells with the same name as that creature until your next turn." }, 'player-restriction'],
  [sameInBoth('Hush', 'Sorcery', "Your opponents can't cast spells until your next turn."), 'player-restriction'],
  // CR 207.2c, 101.4, 608.2c: join forces, each player in turn paying any amount of mana, then what was paid counted.
  [sameInBoth('Minds Together', 'Sorcery', 'Join forces — Starting with you, each player may pay any amount of mana. Each player draws X cards, where X is the total amount of mana paid this way.'), 'pay-any-amount'],
  // CR 208.1: either value compared.
  [sameInBoth('Small Escape', 'Enchantment', "Creatures you control with power or toughness 1 or less can't be blocked."), 'restriction'],
  [sameInBoth('Small Exile', 'Instant', 'Exile target creature with power or toughness 1 or less.'), 'zone-change'],
  // CR 122.1, 107.3: X counters of any kinds removed.
  [sameInBoth('Elf Unmaking', 'Sorcery', 'Remove X counters from target permanent, where X is the number of Elves you control.'), 'add-counters'],
  [{ name: 'Mask Shaper', type: 'Creature — Shapeshifter', legacy: '{1}{U}: Choose a creature type other than Wall. Target creature becomes that type until end of turn.', modern: '{1}{U}: Choose a creature type other than Wall. Target creature becomes that type until end of turn.' }, 'choose'],
];

/** Lines of the same parts the engine now carries out ([line, a kind its reading holds]). */
const CARRIED_OUT: [EraLine, string][] = [
  // CR 121.1, 101.2: one draw each turn (rules/effects/zone-effects.ts drawCards; test/rules/game/one-draw-each-turn.cards).
  [sameInBoth('Narrow Study', 'Enchantment', "Each opponent can't draw more than one card each turn."), 'player-restriction'],
  [sameInBoth('Narrow Study', 'Enchantment', "Each player can't draw more than one card each turn."), 'player-restriction'],
];

describe('shared parts, round seven, carried out (CR 121.1, 101.2)', () => {
  it.each(CARRIED_OUT)('%o', (line, kind) => {
    const a = readInBothEras(line);
    expect(JSON.stringify(a)).toContain(`"kind":"${kind}"`);
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });
});

describe('shared parts, round seven: kinds of an object, players counted, marked damage, abilities held, activators (CR 105.2, 102.1, 120.6, 602.1, 602.2, 605.1a)', () => {
  it.each(LINES)('%o', (line, kind) => {
    expectRow(line, kind, false);
  });

  it('reads the amounts and prints them back (CR 105.2, 102.1, 120.6)', () => {
    for (const q of [
      'the number of colors among those creatures', 'the number of card types the discarded card has', 'the number of colors that creature was',
      'the number of players who control more lands than you', 'the number of opponents that were dealt combat damage this turn',
      'the number of players who control at least two more lands than you', 'the damage already dealt to it this turn',
      'the number of counters removed this way', "the number of creatures it's blocking",
    ]) {
      const read = parseQuantity(q);
      expect(read, q).toBeDefined();
      expect(printQuantity(read!)).toBe(q);
    }
  });

  it('leaves what does not agree unread', () => {
    for (const q of ['the number of colors among creatures blocking', 'the number of color among those creatures', 'the number of players who controls more lands than you', 'the number of players who sing more lands than you']) {
      expect(parseQuantity(q), q).toBeUndefined();
    }
    for (const line of [
      "Destroy target land with an activated ability that isn't a mana abilities.",
      'Untap target creature that has an activated ability with {Q} in its cost.',
      '{3}: Draw a card. Only your friends may activate this ability.',
      "Activated abilities of sources with the chosen name can't be activated unless they're spell abilities.",
      'You may spend purple mana as though it were mana of any color.',
      "Each opponent can't draw more than two cards each turn.",
      'That land is a Swamp for as long as it has mire counters on it.',
      "This creature can't be the target of Aura abilities.",
      "Creatures you control are white. The same is true for creature spells you control and creature cards you own that isn't on the battlefields.",
      "Put that card on top of that players library.",
      'Choose a creature type other than Wallz.',
      'Starting with you, each player may pay any amount of manas.',
      'Exile target creature with power and toughness 1 or lesser.',
      'Create a green Ooze creature token with "This creature can\'t block."',
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});

describe('"the cards from your hand" shuffled in (CR 701.24a)', () => {
  it('is the hand shuffled into the library, carried out (test/rules/game/shuffle-zones.cards SZ4)', () => {
    for (const line of [sameInBoth('Tidal Shuffle', 'Sorcery', 'Each player shuffles the cards from their hand into their library.'), sameInBoth('Tidal Shuffle', 'Sorcery', 'Shuffle the cards from your hand into your library.')]) {
      const a = readInBothEras(line);
      expect(allKinds(a)).toContain('shuffle-zones');
      expect(a.unsimulated ?? [], 'carried out').toEqual([]);
    }
  });
});

describe('statuses shared by a subtype alone (CR 205.3, 506.4)', () => {
  it('"target attacking or blocking Spirit" is an attacking Spirit or a blocking Spirit, carried out', () => {
    const a = readInBothEras({ name: 'Spirit Lancer', type: 'Creature — Human Samurai', legacy: '{T}: Spirit Lancer deals 1 damage to target attacking or blocking Spirit.', modern: '{T}: This creature deals 1 damage to target attacking or blocking Spirit.' });
    const e = 'effects' in a ? a.effects[0] : undefined;
    const to = e?.kind === 'damage' ? e.to : undefined;
    expect(to?.kind === 'target' ? to.filter.anyOf?.map((f) => [f.types, f.status]) : undefined).toEqual([[['Spirit'], ['attacking']], [['Spirit'], ['blocking']]]);
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });
});

describe('"for each A, B, and/or C" singular (CR 608.2c, 107.3)', () => {
  it('counts each permanent of any of the kinds once, carried out (test/rules/game/count-and-or-list.cards)', () => {
    const a = readInBothEras({ name: 'Party Banner Bearer', type: 'Creature — Human Soldier', legacy: 'Party Banner Bearer gets +1/+1 for each Warrior, Wizard, and/or Ally you control.', modern: 'This creature gets +1/+1 for each Warrior, Wizard, and/or Ally you control.' });
    expect(allKinds(a)).toContain('modify-pt');
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });
});
