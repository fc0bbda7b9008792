// Issue 26, grammar (round thirteen, gramE): parts of real rules text in the families "life", "counters", "tokens",
// "mana: add", "control", "trigger: other events" and the openings "That player …" — a legendary card's short first name
// (CR 201.5c) and another name that starts with it ("Koma's Coil", CR 111.4), one mana symbol written after how many
// ("Add six {G}", CR 106.1), a token's colors written after it (CR 111.4, 105.2), one of two tokens (CR 608.2d), "players
// may" (CR 102.1), "that player or that planeswalker's controller" (CR 115.4, 608.2c), another player adding mana of one
// color they choose (CR 106.4), putting cards into their library or graveyard (CR 401.4, 404.1), "another card at random"
// (CR 701.9b), one of three additional costs (CR 601.2b), "pays {1} or 1 life" (CR 118.12, 119.4) and "When you gain
// control of ~ from another player" (CR 110.2, 603.2). Invented lines in the shapes of real cards': read fully, printed
// back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';
import { summarize } from './summarize';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 201.5c: a legendary card's first word stands for it ("Axelrod" on Axelrod Gunnarson), carried out as the card.
  [{ name: 'Brannoc Thundertusk', type: 'Legendary Creature — Giant', legacy: 'When Brannoc Thundertusk enters the battlefield, Brannoc deals 1 damage to target player or planeswalker.', modern: 'When this creature enters, this creature deals 1 damage to target player or planeswalker.' }, 'damage', true],
  // CR 111.4, 201.5c: "Varla's Coil" on Varla, Sea Serpent is another name (the token's), never the card (carried out).
  [sameInBoth('Varla, Sea Serpent', 'Legendary Creature — Serpent', "At the beginning of each upkeep, create a 2/2 blue Serpent creature token named Varla's Coil."), 'create-token', true],
  // CR 106.1: one symbol written after how many (carried out: rules/queries/mana-abilities.ts).
  [sameInBoth('Castle Brightwood', 'Land', '{3}{G}, {T}: Add five {G}.'), 'add-mana', true],
  // CR 111.4, 105.2: a token's colors after it (carried out).
  [sameInBoth('Tricolor Sire', 'Artifact', "{T}: Create a 6/6 Beast creature token that's red, green, and white."), 'create-token', true],
  [sameInBoth('Twin Sires', 'Sorcery', "Create two 2/2 Spirit creature tokens that are white and black."), 'create-token', true],
  // CR 608.2d: one of two tokens, the player's choice (not carried out).
  [{ name: 'Picnic Provisioner', type: 'Creature — Dwarf', legacy: 'Whenever Picnic Provisioner attacks, create a Food token or a Clue token.', modern: 'Whenever this creature attacks, create a Food token or a Clue token.' }, 'create-token', false],
  // CR 102.1, 609.4b: every player may spend mana as though it were mana of any color (not carried out).
  [sameInBoth('Lattice of Hues', 'Artifact', 'Players may spend mana as though it were mana of any color.'), 'spend-mana-as-any', false],
  // CR 115.4, 608.2c: the player dealt damage or the planeswalker's controller (not told by the engine).
  [{ name: 'Rending Return', type: 'Sorcery', legacy: "Rending Return deals 2 damage to target opponent or planeswalker. That player or that planeswalker's controller discards a card.", modern: "Rending Return deals 2 damage to target opponent or planeswalker. That player or that planeswalker's controller discards a card." }, 'player-action', false],
  [{ name: 'Nut Catapult', type: 'Artifact', legacy: "{2}, {T}: Nut Catapult deals 1 damage to any target. That permanent's controller or that player creates a Food token.", modern: "{2}, {T}: This artifact deals 1 damage to any target. That permanent's controller or that player creates a Food token." }, 'create-token', false],
  // CR 106.4, 106.1: another player adds mana of one color they choose (not carried out).
  [{ name: 'Snack Vendor', type: 'Creature — Human', legacy: 'When Snack Vendor enters the battlefield, choose a player. That player adds three mana of any one color they choose.', modern: 'When this creature enters, choose a player. That player adds three mana of any one color they choose.' }, 'add-mana', false],
  // CR 401.4, 404.1, 608.2d: another player puts cards into their library or graveyard (not carried out).
  [sameInBoth('Forgotten Minutes', 'Sorcery', 'Target player reveals their hand. You choose a nonland card from it. That player puts that card into their library second from the top.'), 'zone-change', false],
  [{ name: 'Skull Drill', type: 'Artifact — Equipment', legacy: 'Whenever equipped creature attacks, defending player reveals cards from the top of their library until they reveal a creature card. That player puts the revealed cards into their graveyard.', modern: 'Whenever equipped creature attacks, defending player reveals cards from the top of their library until they reveal a creature card. That player puts the revealed cards into their graveyard.' }, 'zone-change', false],
  // CR 701.9b, 118.12: one more card at random after a discard (the first is no longer in the hand: any card of it),
  // unless that player pays (carried out).
  [sameInBoth('Double Flay', 'Sorcery', 'Target player discards a card at random. Then that player discards another card at random unless they pay {2}.'), 'player-action', true],
  // CR 601.2b: one of three additional costs (carried out since round seventeen: rules/game/either-cost.ts).
  [{ name: 'Dusk Brute', type: 'Creature — Ogre', legacy: 'As an additional cost to cast this spell, sacrifice an artifact, discard a card, or pay 3 life.', modern: 'As an additional cost to cast this spell, sacrifice an artifact, discard a card, or pay 3 life.' }, 'additional-cost', true],
  // CR 118.12, 119.4: mana or life, the payer's choice (not carried out).
  [sameInBoth('Slow Erosion', 'Enchantment — Aura', "At the beginning of the upkeep of enchanted land's controller, destroy that land unless that player pays {2} or 2 life."), 'pay-mana', false],
  // CR 110.2, 603.2: a control change to you (not fired by the engine).
  [{ name: 'Hot Potato', type: 'Enchantment', legacy: 'When you gain control of Hot Potato from another player, you lose 2 life.', modern: 'When you gain control of this enchantment from another player, you lose 2 life.' }, 'life', false],
  // CR 701.9a, 603.2: a discarded card of either kind, the second with its own article (not fired by the engine).
  [{ name: 'Wreck Sifter', type: 'Creature — Spirit', legacy: 'Whenever you discard a Spirit card or a card with flashback, put a +1/+1 counter on Wreck Sifter.', modern: 'Whenever you discard a Spirit card or a card with flashback, put a +1/+1 counter on this creature.' }, 'add-counters', false],
  // CR 208.1, 603.6a: "a 1/1 creature", exactly that power and toughness (carried out: rules/state/filters.ts).
  [{ name: 'Meek Charm', type: 'Artifact', legacy: 'Whenever a 1/1 creature enters the battlefield under your control, you gain 1 life.', modern: 'Whenever a 1/1 creature you control enters, you gain 1 life.' }, 'life', true],
  // CR 608.2d: options of two words, "non-Aura enchantment", "main phase" (not carried out).
  [sameInBoth("Teferi's Other Realm", 'World Enchantment', "At the beginning of each player's upkeep, that player chooses artifact, creature, or non-Aura enchantment. All nontoken permanents of that type phase out."), 'choose-option', false],
  // CR 207.2d, 706.3a: a flavor word before a results row's instructions (the row's instructions as any row's).
  [sameInBoth('Trick Chest', 'Artifact', '1 | Snapped! \u2014 You lose 2 life.'), 'die-result', true],
  // CR 107.1a: "a third of their life, rounded up" (carried out: rules/effects/damage-life-effects.ts).
  [{ name: 'Third Raider', type: 'Creature — Minotaur Pirate', legacy: 'When Third Raider enters the battlefield, each player loses a third of their life, rounded down.', modern: 'When this creature enters, each player loses a third of their life, rounded down.' }, 'life', true],
  // CR 121.1, 504.1, 706.2, 603.6c, 702.24a, 305.1: more trigger events, each read and printed back, none fired by the engine.
  [sameInBoth('Snake Storm', 'Legendary Creature — Snake Leviathan', 'Whenever an opponent draws a card except the first one they draw in each of their draw steps, you gain 1 life.'), 'life', false],
  [sameInBoth('Puzzle Lens', 'Artifact', "Whenever you roll a die's highest natural result, draw a card."), 'draw', false],
  [sameInBoth('Reality Tinker', 'Legendary Creature — Moonfolk', 'Whenever one or more noncreature permanents are returned to hand, draw a card. This ability triggers only once each turn.'), 'draw', false],
  [{ name: 'Hibernal Ward', type: 'Enchantment', legacy: "Whenever you pay Hibernal Ward's cumulative upkeep, you gain 1 life.", modern: "Whenever you pay this enchantment's cumulative upkeep, you gain 1 life." }, 'life', false],
  [{ name: 'Volt Seer', type: 'Creature — Human Wizard', legacy: 'When you play a card exiled with Volt Seer, you gain 2 life.', modern: 'When you play a card exiled with this creature, you gain 2 life.' }, 'life', false],
  // CR 611.2a: "until end of turn" written once, last, is the last clause's; the one-shot clauses before it are read without
  // it ("those tokens": the tokens the clause before created, CR 608.2c). Carried out.
  [{ name: 'Goblin Weirding', type: 'Sorcery', legacy: 'Create two 1/1 red Goblin creature tokens, and those tokens gain haste until end of turn.', modern: 'Create two 1/1 red Goblin creature tokens, and those tokens gain haste until end of turn.' }, 'gain-keyword', true],
  [{ name: 'Palm Efreet', type: 'Creature — Efreet', legacy: '{1}{R}: Palm Efreet deals 1 damage to target creature with flying and that creature loses flying until end of turn.', modern: '{1}{R}: This creature deals 1 damage to target creature with flying and that creature loses flying until end of turn.' }, 'lose-keyword', true],
  // CR 701.23a, 701.24a, 608.2c: the players who searched shuffle (a condition about what each player did: not evaluated).
  [{ name: 'Heavy Searchers', type: 'Creature — Giant', legacy: 'When Heavy Searchers enters the battlefield, each opponent may search their library for a land card and put it onto the battlefield. Then each player who searched their library this way shuffles.', modern: 'When this creature enters, each opponent may search their library for a land card and put it onto the battlefield. Then each player who searched their library this way shuffles.' }, 'player-action', false],
  // CR 701.20a: revealed until some cards of a kind "are revealed" (the passive; more than one: not carried out).
  [sameInBoth('Mind Burial', 'Sorcery', 'Target opponent reveals cards from the top of their library until three land cards are revealed. That player puts all cards revealed this way into their graveyard.'), 'reveal-until', false],
  // CR 608.2d: a card another player chooses, "of target opponent's choice" (not carried out).
  [{ name: 'Auger Mage', type: 'Creature — Human Shaman', legacy: "{T}: Reveal your hand and discard a card of target opponent's choice. Then that player reveals their hand and discards a card of your choice.", modern: "{T}: Reveal your hand and discard a card of target opponent's choice. Then that player reveals their hand and discards a card of your choice." }, 'player-action', false],
  // CR 118.12a: "unless …" written first, then the instructions (carried out as the trailing "unless" is:
  // test/rules/game/gramE-counts-names.cards).
  [{ name: 'Tide Spawner', type: 'Creature — Spawn', legacy: 'At the beginning of your upkeep, unless you sacrifice an Island, sacrifice Tide Spawner and it deals 6 damage to you.', modern: 'At the beginning of your upkeep, unless you sacrifice an Island, sacrifice this creature and it deals 6 damage to you.' }, 'conditional', true],
  // CR 608.2c: "either of them", one of the two objects named before, read as "one of them" is (its engine path).
  [sameInBoth('Death-Dweller Call', 'Sorcery', 'Return up to two target creature cards from your graveyard to the battlefield. Put a deathtouch counter on either of them.'), 'add-counters', true],
];

describe('shared parts, round thirteen (gramE): short names, mana and token counts, players named before, costs of a choice (CR 201.5c, 106.1, 111.4, 115.4, 601.2b, 118.12)', () => {
  it.each(LINES)('%o', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });

  it('types the parts', () => {
    const ctx = { cardName: 'Castle Brightwood', faceName: 'Castle Brightwood', typeLine: 'Land' };
    const six = parseAbility('{T}: Add six {G}.', 0, ctx);
    expect(six.kind === 'activated' && six.effects[0]).toMatchObject({ kind: 'add-mana', mana: '{G}', count: 6 });
    const sire = parseAbility("{T}: Create an 8/8 Beast creature token that's red, green, and white.", 0, ctx);
    expect(sire.kind === 'activated' && sire.effects[0]).toMatchObject({ kind: 'create-token', token: { colors: ['W', 'R', 'G'], colorsAfter: ['R', 'G', 'W'] } });
    const erosion = parseAbility('At the beginning of your upkeep, sacrifice a land unless you pay {1} or 1 life.', 0, ctx);
    expect(JSON.stringify(erosion)).toContain('"orLife":{"kind":"fixed","n":1}');
  });

  it('"a Wizard or a Rogue" in a condition stays two conditions; the articled or-list is the discarded card\'s only (CR 608.2c)', () => {
    const c = parseAbility("Veiled Tidecaller can't attack unless you control a Wizard or a Rogue.", 0, { cardName: 'Veiled Tidecaller', faceName: 'Veiled Tidecaller', typeLine: 'Creature — Merfolk Wizard' });
    expect(JSON.stringify(c)).not.toContain('orArticled');
    const d = parseAbility('Whenever you discard a Spirit card or a card with flashback, draw a card.', 0, { cardName: 'Wreck Sifter', faceName: 'Wreck Sifter', typeLine: 'Creature — Spirit' });
    expect(d.kind === 'triggered' && d.event).toMatchObject({ kind: 'discard', filter: { orArticled: true, anyOf: [{ types: ['Spirit', 'card'] }, { withKeyword: 'Flashback' }] } });
  });

  it('the second kind\'s article goes by its sound, lower case too: "or an artifact card" (CR 608.2c; model/abilities/article.ts)', () => {
    const ctx = { cardName: 'Wreck Sifter', faceName: 'Wreck Sifter', typeLine: 'Creature — Spirit' };
    const d = parseAbility('Whenever you discard a Spirit card or an artifact card, draw a card.', 0, ctx);
    expect(d.kind === 'triggered' && d.event).toMatchObject({ kind: 'discard', filter: { orArticled: true, anyOf: [{ types: ['Spirit', 'card'] }, { types: ['artifact', 'card'] }] } });
    const wrong = parseAbility('Whenever you discard a Spirit card or a artifact card, draw a card.', 0, ctx);
    expect(JSON.stringify(wrong)).not.toContain('orArticled');
  });

  it('a trailing duration is never a one-shot clause\'s own: a sentence of one one-shot clause with it is not read (CR 611.2a)', () => {
    const ctx = { cardName: 'Goblin Weirding', faceName: 'Goblin Weirding', typeLine: 'Sorcery' };
    expect(parseAbility('Tap target creature until end of turn.', 0, ctx).unmodeled.length).toBeGreaterThan(0);
    const both = parseAbility('Tap target creature, and it gets -2/-0 until end of turn.', 0, ctx);
    expect(both.kind === 'spell' && both.effects.map((e) => [e.kind, 'duration' in e ? e.duration : undefined])).toEqual([['tap', undefined], ['modify-pt', 'until-end-of-turn']]);
  });

  it('a first word that names a kind, or a possessive, is never a short name (CR 201.5c, 205.3m)', () => {
    const queen = parseAbility('{2}: Create a 1/1 colorless Sliver creature token.', 0, { cardName: 'Sliver Queen', faceName: 'Sliver Queen', typeLine: 'Legendary Creature — Sliver Queen' });
    expect(queen.kind === 'activated' && queen.effects[0]).toMatchObject({ kind: 'create-token', token: { subtypes: ['Sliver'] } });
    const coil = parseAbility("Create a 3/3 blue Serpent creature token named Koma's Coil.", 0, { cardName: 'Koma, Cosmos Serpent', faceName: 'Koma, Cosmos Serpent', typeLine: 'Legendary Creature — Serpent' });
    expect(JSON.stringify(coil)).toContain(`"name":"Koma's Coil"`);
  });

  it('"the revealed cards" are more than the one object "it" holds: not carried out (CR 608.2c)', () => {
    const line = 'Reveal cards from the top of your library until you reveal a nonland card. Put the revealed cards on the bottom of your library in any order.';
    const a = parseAbility(line, 0, { cardName: 'Erratic Test', faceName: 'Erratic Test', typeLine: 'Sorcery' });
    expect(a.unmodeled).toEqual([]);
    expect(summarize(a, line, 0)).toContain('unsimulated="Put the revealed cards on the bottom of your library in any order"');
  });
});
