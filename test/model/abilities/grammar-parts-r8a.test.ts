// Issue 26, grammar (round eight, grammar8a): condition parts real rules text shares — a count "fewer than N" of what an
// instruction did (CR 107.1, 608.2c; carried out), mana from a Treasure spent on a spell or an ability (601.2h, 602.2b), a card with
// the chosen name (201.2, 607.2d), sharing a color or a name with any one object of a kind (105.2, 201.2), every object of
// a kind being of another kind (205.3), a card a player owns in exile (108.3, 406.1), one card of each of two kinds in a
// graveyard (404.1), and casting limits "from anywhere other than their hands" and "during combat" (601.2a, 506.1).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras, and recognized, not
// simulated (the engine evaluates none of these conditions).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine, expectRow } from './both-eras';
import { allKinds } from './read-not-simulated';
import { CONTEXTS } from './rules-lines';

/** [line, a kind its reading holds]; none carried out by the engine. */
const LINES: [EraLine, string][] = [
  // CR 601.2h, 602.2b: mana from a Treasure spent on the spell or ability a trigger names.
  [{ name: 'Coin Broker', type: 'Creature — Goblin', legacy: 'Whenever an opponent casts a spell or activates an ability, if mana from a Treasure was spent to cast it or activate it, put a +1/+1 counter on Coin Broker.', modern: 'Whenever an opponent casts a spell or activates an ability, if mana from a Treasure was spent to cast it or activate it, put a +1/+1 counter on this creature.' }, 'mana-spent'],
  // CR 201.2, 607.2d: the name the linked choice named.
  [{ name: 'Name Seer', type: 'Creature — Human Wizard', legacy: '{2}, {T}: Choose a card name, then reveal a card at random from your hand. If that card has the chosen name, Name Seer deals 2 damage to any target.', modern: '{2}, {T}: Choose a card name, then reveal a card at random from your hand. If that card has the chosen name, this creature deals 2 damage to any target.' }, 'has-chosen-name'],
  // CR 105.2: sharing a color with any one object of a kind.
  [sameInBoth('Hue Denial', 'Instant', 'Counter target spell if it shares a color with a creature you control.'), 'shares'],
  [{ name: 'Kin Herald', type: 'Creature — Elf', legacy: 'Whenever another creature enters the battlefield under your control, if it shares a creature type with a creature card in your graveyard, draw a card.', modern: 'Whenever another creature enters under your control, if it shares a creature type with a creature card in your graveyard, draw a card.' }, 'shares'],
  // CR 201.2: the same name as any one object of a kind.
  [{ name: 'Novel Keeper', type: 'Enchantment', legacy: "Whenever a nontoken creature enters the battlefield under your control, if it doesn't have the same name as another creature you control, draw a card.", modern: "Whenever a nontoken creature enters under your control, if it doesn't have the same name as another creature you control, draw a card." }, 'same-as'],
  // CR 205.3, 105.2: every object of a kind is of another kind too.
  [sameInBoth('Tide Basin', 'Artifact', 'At the beginning of each end step, if all lands on the battlefield are Islands, remove all flood counters from them.'), 'all-are'],
  [sameInBoth('Kindred Call', 'Enchantment', 'At the beginning of your upkeep, if all creatures you control are Elves, draw a card.'), 'all-are'],
  [sameInBoth('Red Unity', 'Enchantment', 'At the beginning of your upkeep, if all creatures you control are red, draw a card.'), 'all-are'],
  // CR 108.3, 406.1: a card a player owns in exile.
  [{ name: 'Exile Warden', type: 'Creature — Human', legacy: 'Exile Warden gets +2/+2 as long as an opponent owns a card in exile.', modern: 'This creature gets +2/+2 as long as an opponent owns a card in exile.' }, 'owns-in'],
  // CR 404.1: a card of each of two kinds in a graveyard.
  [{ name: 'Spell Brawler', type: 'Creature — Human Warrior', legacy: 'Spell Brawler has first strike and trample as long as an instant card and a sorcery card are in your graveyard.', modern: 'This creature has first strike and trample as long as an instant card and a sorcery card are in your graveyard.' }, 'each-in'],
  // CR 506.1: not during combat (a restriction the engine doesn't apply; casting only from a hand is:
  // test/rules/game/player-restriction-kinds.cards PK6).
  [sameInBoth('Combat Hush', 'Enchantment', "Players can't cast instant spells during combat."), 'player-restriction'],
  // CR 611.3a, 608.2c: a static's other P/T change "instead as long as" a condition holds.
  [sameInBoth('Grave Edge', 'Artifact — Equipment', 'Equipped creature gets +1/+0. It gets +3/+1 instead as long as an opponent has eight or more cards in their graveyard.'), 'conditional'],
  [sameInBoth('Delve Weight', 'Enchantment — Aura', "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a dungeon."), 'conditional'],
  // CR 608.2c: a number of the instruction before it changed ("instead of one"), the rest of that instruction kept.
  [sameInBoth('Wide Reclaim', 'Sorcery', 'Search your library for a basic land card, reveal it, put it into your hand, then shuffle. If this spell was kicked, search your library for two basic land cards instead of one.'), 'conditional'],
  [sameInBoth('Ferocious Call', 'Sorcery', 'Look at the top five cards of your library. You may put a creature card from among them onto the battlefield. Put the rest into your graveyard. If you control a creature with power 4 or greater, you may put two creature cards onto the battlefield instead of one.'), 'conditional'],
  // CR 615.8: the next time any one source of a kind (no choice) would deal damage.
  [sameInBoth('Tribe Ward', 'Instant', 'The next time a creature of the chosen type would deal damage to you this turn, prevent that damage.'), 'prevent-next-time'],
  // CR 707.10: copying a spell (not casting it); CR 303.4, 603.6a: entering under the enchanted player's control; CR 102.4:
  // under your team's control (events the engine doesn't fire).
  [{ name: 'Echo Scholar', type: 'Creature — Human Wizard', legacy: 'Whenever you copy an instant spell, put a +1/+1 counter on Echo Scholar.', modern: 'Whenever you copy an instant spell, put a +1/+1 counter on this creature.' }, 'cast'],
  [{ name: 'Curse of Tithes', type: 'Enchantment — Aura Curse', legacy: "Whenever a land enters the battlefield under enchanted player's control, you gain 1 life.", modern: "Whenever a land enters under enchanted player's control, you gain 1 life." }, 'object-event'],
  [{ name: 'War Chant', type: 'Enchantment', legacy: "Whenever another Warrior enters the battlefield under your team's control, you gain 1 life.", modern: "Whenever another Warrior enters under your team's control, you gain 1 life." }, 'object-event'],
  // CR 611.2a: a permission for one turn only, "During your next turn, …" written first.
  [sameInBoth('Late Relay', 'Instant', 'Exile the top card of your library. During your next turn, you may play that card.'), 'cast-from'],
  // CR 105.4: two colors chosen at once; CR 102.1: a player at random (choices the engine doesn't make).
  [{ name: 'Guild Slate', type: 'Artifact', legacy: 'As Guild Slate enters the battlefield, choose two colors.', modern: 'As this artifact enters, choose two colors.' }, 'choose'],
  [sameInBoth('Wild Pick', 'Sorcery', 'Choose a player at random. That player draws a card.'), 'choose'],
  // CR 406.1, 603.12: a reflexive trigger on what the ability's own instruction exiled.
  [{ name: 'Chaos Reader', type: 'Legendary Creature — Ogre Shaman', legacy: '{2}{R}, {T}: Exile the top card of your library. When you exile a nonland card this way, Chaos Reader deals 2 damage to any target.', modern: '{2}{R}, {T}: Exile the top card of your library. When you exile a nonland card this way, this creature deals 2 damage to any target.' }, 'exiles'],
  // CR 608.2h: what was attached to a creature as it last existed, and whose it was.
  [sameInBoth('Aura Mourner', 'Enchantment', 'Whenever a creature dies, if an Aura you controlled was attached to it, draw a card.'), 'attached'],
  [sameInBoth('Aura Mourner', 'Enchantment', 'Whenever a creature dies, if two or more Auras were attached to it, draw a card.'), 'attached'],
  // CR 118.12a, 202.1: "unless you pay its mana cost" (the object's own mana cost).
  [{ name: 'Upkeep Toll', type: 'Creature — Spirit', legacy: 'At the beginning of your upkeep, sacrifice Upkeep Toll unless you pay its mana cost.', modern: 'At the beginning of your upkeep, sacrifice this creature unless you pay its mana cost.' }, 'unless-pay-cost'],
  // CR 608.2c: "If it doesn't, …" / "If it isn't, …": the condition before it didn't hold, written about its object.
  [sameInBoth('Name Gamble', 'Sorcery', 'Choose a card name, then reveal the top card of your library. If that card has the chosen name, put it into your hand. If it doesn\'t, put it into your graveyard.'), 'otherwise'],
  [sameInBoth('Kind Gamble', 'Sorcery', "Reveal the top card of your library. If it's a creature card, draw a card. If it isn't, you lose 1 life."), 'otherwise'],
  // CR 608.2c: "if you haven't cast it" (what an earlier instruction allowed, the perfect negated).
  [sameInBoth('Late Borrow', 'Sorcery', "Exile the top card of your library. You may cast that card this turn. At the beginning of the next end step, if you haven't cast it, return it to its owner's hand."), 'happened'],
  // CR 615.1a, 611.3a: a static prevention for your turns only.
  [{ name: 'Day Guard', type: 'Creature — Human Soldier', legacy: 'Prevent all damage that would be dealt to Day Guard during your turn.', modern: 'Prevent all damage that would be dealt to this creature during your turn.' }, 'prevent-all'],
];

describe('shared parts, round eight (grammar8a): conditions and casting limits (CR 107.1, 105.2, 201.2, 205.3, 406.1, 601.2a, 601.2h, 607.2d)', () => {
  it.each(LINES)('%o', (line, kind) => {
    expectRow(line, kind, false);
  });

  it('reads "fewer than two cards were discarded this way", carried out (CR 107.1, 608.2c; test/rules/game/fewer-discarded-this-way.cards)', () => {
    const a = readInBothEras(sameInBoth('Thin Tithe', 'Sorcery', 'Target opponent discards two cards. If fewer than two cards were discarded this way, you gain 3 life.'));
    expect(JSON.stringify(a)).toContain('"cmp":"fewer-than"');
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('reads "When you cast your next instant spell this turn, …" after other instructions, carried out (CR 603.7a, 603.7c; test/rules/game/next-cast-after-instructions.cards)', () => {
    const a = readInBothEras(sameInBoth('Spark Plan', 'Instant', 'You gain 2 life. When you cast your next instant spell this turn, draw a card.'));
    expect('effects' in a ? a.effects.map((e) => e.kind) : []).toEqual(['life', 'delayed-trigger']);
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('reads "if you haven\'t cast a spell this turn", carried out (CR 603.4, 608.2c; test/rules/game/havent-cast-this-turn.cards)', () => {
    const a = readInBothEras(sameInBoth('Quiet Ledger', 'Enchantment', "At the beginning of your end step, if you haven't cast a spell this turn, you gain 2 life."));
    expect(JSON.stringify(a)).toContain('"negated":"haven\'t"');
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('reads "Your opponents can\'t cast spells from anywhere other than their hands", carried out (CR 601.2a, 601.3; test/rules/game/player-restriction-kinds.cards PK6)', () => {
    const a = readInBothEras(sameInBoth('Hand Lock', 'Enchantment', "Your opponents can't cast spells from anywhere other than their hands."));
    expect(allKinds(a)).toContain('player-restriction');
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      'Target opponent discards two cards. If fewer than two card were discarded this way, you draw a card.',
      'If that card has the chosen names, draw a card.',
      'Counter target spell if it shares a color with creatures you control.',
      'At the beginning of your upkeep, if all creature you control are Elves, draw a card.',
      'This creature gets +2/+2 as long as an opponent owns an card in exile.',
      'This creature gets +2/+2 as long as you owns a card in exile.',
      'This creature gets +1/+1 as long as an instant card and a sorcery card is in your graveyard.',
      "Your opponents can't cast spells from anywhere other than their graveyards.",
      'Equipped creature gets +1/+0. It gets +3/+1 instead as long as an opponent has eight or more card in their graveyard.',
      'Search your library for a basic land card. If this spell was kicked, search your library for two basic land cards instead of once.',
      'The next time a creature of the chosen tribe would deal damage to you this turn, prevent that damage.',
      'Whenever you copies an instant spell, draw a card.',
      'Choose three colours.',
      'Prevent all damage that would be dealt to this creature during your turns.',
      "At the beginning of your end step, if you hasn't cast a spell this turn, you gain 2 life.",
      "Reveal the top card of your library. If it's a creature card, draw a card. If it aren't, you lose 1 life.",
      'At the beginning of your upkeep, sacrifice this creature unless you pay its mana costs.',
      'Whenever a creature dies, if an Aura you controlled were attached to it, draw a card.',
      'Exile the top card of your library. When you exile a nonland cards this way, draw a card.',
      'Exile the top card of your library. During your next turns, you may play that card.',
      "Whenever a land enters the battlefield under enchanted creature's control, draw a card.",
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
