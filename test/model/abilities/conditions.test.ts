// Conditions built from typed parts (model/abilities/conditions.ts; CR 603.4, 608.2c, 611.3a): invented lines in the
// shapes of real cards' conditions, each read fully and printed back exactly, and the parts' types.

import { describe, expect, it } from 'vitest';
import { parseCondition } from '../../../server/src/model/abilities/effects';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility, printCondition } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { conditionKind } from './condition-kind';

/** [context, line, the condition's kind]: each is fully understood and prints back as itself. */
const LINES: [ContextKey, string, string][] = [
  // A number compared (CR 107.1): "there are …", "<quantity> is …" (CR 122.1 counters, 205.2a card types, 202.3 mana value)
  ['c', 'This creature gets +2/+2 as long as there are four or more card types among cards in your graveyard.', 'compare'],
  ['e', 'At the beginning of your upkeep, if there are three or more charge counters on this enchantment, draw a card.', 'compare'],
  ['e', 'As long as there is exactly one charge counter on this enchantment, creatures you control get +1/+0.', 'compare'],
  ['c', 'At the beginning of your end step, if there are five or more mana values among cards in your graveyard, you gain 2 life.', 'compare'],
  ['c', 'This creature gets +1/+1 as long as your life total is less than 10.', 'compare'],
  ['s', 'Destroy target creature if its mana value is less than or equal to the number of lands you control.', 'compare'],
  ['c', 'As long as your life total is greater than or equal to your starting life total, this creature has lifelink.', 'compare'],
  ['c', 'Whenever this creature attacks, if its power is 3 or greater, draw a card.', 'compare'],
  // What a player has (CR 119 life, 402 hand, 404 graveyard)
  ['c', 'This creature has flying as long as an opponent has 10 or less life.', 'player-has'],
  ['c', 'At the beginning of your upkeep, if you have one or fewer cards in hand, draw a card.', 'player-has'],
  ['s', 'This spell costs {2} less to cast if an opponent has seven or more cards in their graveyard.', 'player-has'],
  ['s', 'If target player has exactly 13 life, this spell deals 13 damage to that player.', 'player-has'],
  // Two conditions joined; the second may reuse the first's "you control"
  ['s', 'If an opponent controls an Island and you control a Forest, you may cast this spell without paying its mana cost.', 'both'],
  ['c', "This creature can't attack unless you control a Wizard or a Rogue.", 'both'],
  ['c', 'This creature has first strike as long as it\'s attacking and you control a Mountain.', 'both'],
  // An object's kind negated or said with an adjective; its keywords (CR 608.2c, 611.3a, 702)
  ['e', 'As long as enchanted creature is red, it gets +1/+1.', 'is'],
  ['q', "Equipped creature gets +2/+0 as long as it's legendary.", 'is'],
  ['s', "Reveal the top card of your library. If it isn't a land card, put it into your hand.", 'is'],
  ['c', 'Whenever this creature attacks, if it has first strike, it gains double strike until end of turn.', 'has-keyword'],
  ['q', 'As long as equipped creature has vigilance, it gets +1/+1.', 'has-keyword'],
  // Mana spent to cast the spell (CR 601.2h), how many of a kind a player controls (CR 108.4), the most common color (105.2)
  ['i', 'Draw a card. If {U} was spent to cast this spell, you gain 2 life.', 'mana-spent'],
  ['i', 'Draw a card. If at least three blue mana was spent to cast this spell, draw two cards.', 'mana-spent'],
  ['c', 'As long as you control exactly one creature, this creature gets +2/+2.', 'controls-count'],
  ['c', 'This creature gets +1/+1 as long as its controller controls another Elf.', 'controls-count'],
  ['c', 'This creature has flying as long as your opponents control no creatures.', 'controls-count'],
  ['e', 'Creatures you control get +1/+1 as long as red is the most common color among all permanents or is tied for most common.', 'most-common-color'],
  // What happened (event-conditions.ts): what an earlier instruction did "this way" (CR 608.2c), what happened this turn
  // or last turn (CR 603.4): a subject × a verb in its written form × what it acted on × where it went × when
  ['s', 'Mill three cards. If a land card was milled this way, draw a card.', 'happened'],
  ['s', 'Exile the top card of your library. If a creature card is exiled this way, you gain 3 life.', 'happened'],
  ['s', 'Sudden Shroud deals 2 damage to target creature. If a Dinosaur is dealt damage this way, you gain 2 life.', 'happened'],
  ['s', 'Discard a card. If you discard a creature card this way, draw two cards.', 'happened'],
  ['s', "Draw a card. If you didn't put a card into your hand this way, you lose 2 life.", 'happened'],
  ['c', 'At the beginning of your end step, if an opponent cast three or more spells this turn, draw a card.', 'happened'],
  ['c', "At the beginning of your end step, if you've cast another white spell this turn, you gain 1 life.", 'happened'],
  ['c', "At the beginning of your end step, if Veiled Tidecaller didn't attack this turn, tap it.", 'happened'],
  ['c', 'At the beginning of your end step, if an opponent had two or more creatures enter the battlefield under their control this turn, draw a card.', 'happened'],
  ['c', 'At the beginning of your end step, if you were dealt 4 or more damage this turn, draw a card.', 'happened'],
  ['s', "Destroy target creature. If that creature was a Human, you gain 2 life.", 'is'],
  ['s', 'Destroy target land. If that land was nonbasic, draw a card.', 'is'],
  ['c', 'When Veiled Tidecaller dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner\'s control.', 'counters-on'],
  ['c', "At the beginning of your upkeep, if Veiled Tidecaller has fewer than three +1/+1 counters on it, put a +1/+1 counter on it.", 'counters-on'],
  ['c', 'When Veiled Tidecaller dies, if its power was 3 or greater, draw a card.', 'compare'],
  ['c', 'Whenever you cast a creature spell, if it shares a creature type with Veiled Tidecaller, draw a card.', 'shares'],
  ['c', 'When Veiled Tidecaller enters the battlefield, if {U} was spent to cast it, draw a card.', 'mana-spent'],
  ['c', 'When Veiled Tidecaller enters the battlefield, if its surge cost was paid, draw a card.', 'cost-paid'],
  ['c', 'When Veiled Tidecaller enters the battlefield, if it was kicked with its {2}{U} kicker, draw a card.', 'kicked-with'],
  // About objects and players (object-conditions.ts, none evaluated): a value compared (CR 202.3, 208.1), what a spell
  // targets (115.1), where an object is (400.1), objects of a kind somewhere (107.3), a vote (701.38), how often an ability
  // was activated or resolved (602.5b, 603.2), a player's designation (724, 702.131, 700.8), day or night (730.1)
  ['s', 'Destroy target creature if it has mana value 2 or less.', 'has-value'],
  ['i', 'If target creature has toughness 5 or greater, it gets +4/-4 until end of turn.', 'has-value'],
  ['s', 'This spell costs {2} less to cast if it targets a black permanent.', 'targets'],
  ['c', 'At the beginning of combat on your turn, if Veiled Tidecaller is in the command zone or on the battlefield, draw a card.', 'in-zone'],
  ['c', "{T}: If Veiled Tidecaller is on the battlefield, it deals 1 damage to any target.", 'in-zone'],
  ['e', 'At the beginning of your upkeep, if an enchantment is on the battlefield, draw a card.', 'objects-are'],
  ['c', 'As long as four or more creature cards are in your graveyard, Veiled Tidecaller gets +1/+1.', 'objects-are'],
  ['i', 'If exactly one creature is attacking, draw a card.', 'objects-are'],
  ['s', 'If a white creature is attacking, draw a card.', 'objects-are'],
  ['e', 'At the beginning of your upkeep, if another creature is on the battlefield, you gain 1 life.', 'objects-are'],
  ['s', 'If carnage gets more votes or the vote is tied, draw a card.', 'votes'],
  ['c', '{1}: Add {W}. If this ability has been activated four or more times this turn, sacrifice Veiled Tidecaller.', 'ability-count'],
  ['c', 'Whenever a land enters the battlefield under your control, if this is the first or second time this ability has resolved this turn, draw a card.', 'ability-count'],
  ['e', 'At the beginning of your upkeep, if an opponent is the monarch, draw a card.', 'designation'],
  ['e', 'At the beginning of each opponent\'s end step, if that player is the monarch, draw a card.', 'designation'],
  ['s', 'If you have the initiative, draw a card.', 'designation'],
  ['c', 'When Veiled Tidecaller enters the battlefield, if you have a full party, draw a card.', 'designation'],
  ['i', "If it's night, draw a card.", 'day-night'],
  ['e', "At the beginning of your upkeep, if you don't control an Island, sacrifice Hall of Masks.", 'controls-count'],
  ['s', "Target opponent may discard a card. If they can't, you draw a card.", 'you-cant'],
  // Statics "as long as …": a soulbond pair named "both creatures" / "each of those creatures" (CR 702.95), objects
  // blocking it (509.1), attacking alone (506.5), the top card of a library (401.1), "instant and/or sorcery cards" (205.2a)
  ['c', 'As long as Veiled Tidecaller is paired with another creature, both creatures have first strike.', 'paired'],
  ['c', 'As long as Veiled Tidecaller is paired with another creature, each of those creatures gets +2/+2.', 'paired'],
  ['c', 'Veiled Tidecaller gets +1/+0 as long as two or more creatures are blocking it.', 'objects-are'],
  ['c', "Veiled Tidecaller gets +2/+0 as long as it's attacking alone.", 'state'],
  ['e', 'As long as the top card of your library is a creature card, creatures you control get +1/+1.', 'is'],
  ['s', 'If there are two or more instant and/or sorcery cards in your graveyard, draw a card.', 'there-are'],
  // The game's day or night designation as the permanent enters (CR 730.1, 614.1c; not simulated)
  ['c', "If it's neither day nor night, it becomes day as Veiled Tidecaller enters the battlefield.", 'fact'],
];

describe('conditions from typed parts (CR 603.4, 608.2c, 611.3a)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled, 'fully understood').toEqual([]);
    expect(conditionKind(a)).toBe(kind);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
  });

  it('reads comparisons in every written form and prints them back (CR 107.1)', () => {
    for (const c of [
      'your life total is less than 7', 'its toughness is 4 or greater', "~'s power is 1 or more", 'its mana value is exactly 3',
      'there are no charge counters on ~', 'an opponent has 20 or more life', 'you have fewer than seven cards in hand',
      'that player has at least five poison counters', 'there are two or more creature cards in your graveyard',
    ]) {
      const read = parseCondition(c);
      expect(read, c).toBeDefined();
      expect(printCondition(read!)).toBe(c);
    }
  });

  it('keeps "and"/"or" typed, the elided subject included', () => {
    expect(parseCondition('you control a Forest or a Plains')).toMatchObject({ kind: 'both', op: 'or', elided: 'you control', left: { kind: 'control' }, right: { kind: 'control' } });
    expect(parseCondition('you do or if you control a Dragon')).toMatchObject({ kind: 'both', op: 'or', ifAgain: true, left: { kind: 'if-you-do' }, right: { kind: 'control' } });
    expect(parseCondition('~ is paired with another creature')).toEqual({ kind: 'paired', subject: { kind: 'self' } });
  });

  it('leaves what it cannot read unread (never a guess)', () => {
    for (const c of ['your life total is a lot', 'there are four or more things', 'it has a name', 'it is red', 'X is less than 2']) expect(parseCondition(c), c).toBeUndefined();
    // Parts that don't agree or aren't in their tables: a plural object with "is", a zone outside the list, a designation
    // with the wrong verb, several targets, an ordinal past the table.
    for (const c of ['three creatures is attacking', 'a creature are attacking', '~ is in the library', 'you has the monarch', 'an opponent has the monarch',
      'it targets creatures', 'all creatures have mana value 2 or less', 'this is the ninth time this ability has resolved this turn', 'carnage gets most votes']) {
      expect(parseCondition(c), c).toBeUndefined();
    }
    // Verbs that don't agree with their subject, a verb or tail outside the tables, a number that disagrees with its noun.
    for (const c of ['a creature card were exiled this way', 'an opponent cast three or more spell this turn', 'you discards a card this way',
      'a creature card was juggled this way', 'you put a card into your library this way', "it doesn't have a +1/+1 counters on it", 'its surge cost was waived']) {
      expect(parseCondition(c), c).toBeUndefined();
    }
  });

  it('types what happened by its parts (CR 608.2c, 603.4)', () => {
    expect(parseCondition('an opponent cast three or more spells this turn')).toMatchObject({
      kind: 'happened', subject: { player: 'an-opponent' }, verb: 'cast', form: 'past', when: 'this turn', object: { compared: { cmp: 'or-more', n: 3 }, plural: true },
    });
    expect(parseCondition('a creature card was exiled this way')).toMatchObject({ kind: 'happened', subject: { objects: { some: 'a' } }, verb: 'exile', form: 'participle', be: 'was', when: 'this way' });
    expect(parseCondition("~ didn't attack this turn")).toMatchObject({ kind: 'happened', subject: { object: { kind: 'self' } }, verb: 'attack', form: 'base', negated: "didn't" });
    expect(parseCondition('it had no time counters on it')).toMatchObject({ kind: 'counters-on', verb: 'had', counter: 'time', cmp: 'none' });
  });

  it('day or night as a permanent enters is a static ability, carried out (CR 730.1, 614.1c; test/rules/game/day-night.cards DN6)', () => {
    const a = parseAbility("If it's neither day nor night, it becomes night as Veiled Tidecaller enters the battlefield.", 0, CONTEXTS.c);
    expect(a.kind).toBe('static');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('what happened is carried out where the turn history keeps it, else recognized, not simulated (CR 608.2c; test/rules/game/history-conditions.cards)', () => {
    const a = parseAbility('Mill three cards. If a land card was milled this way, draw a card.', 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated ?? []).toEqual([]);
    const revealed = parseAbility('Mill three cards. If a land card was revealed this way, draw a card.', 0, CONTEXTS.s);
    expect(revealed.unmodeled).toEqual([]);
    expect(revealed.unsimulated?.length).toBeGreaterThan(0);
  });

  it('falls through to later readers when an early pattern matches but cannot read ("it\'s neither day nor night")', () => {
    expect(parseCondition("it's neither day nor night")).toEqual({ kind: 'fact', fact: 'neither-day-nor-night' });
    expect(parseCondition('~ is in your graveyard')).toEqual({ kind: 'fact', fact: 'self-in-graveyard' });
  });
});
