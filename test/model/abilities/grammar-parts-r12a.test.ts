// Issue 26, grammar (round twelve, gramA): parts of real rules text behind "If …" and "you may …" lines — a token copy
// created by a player named as the subject or tapped ("that player creates a token that's a copy of that card", "create
// two tapped tokens that are copies of ~", CR 111.2, 707.2, 110.5b), "twice that many" counters (CR 608.2c, 107.1), "it's
// the second time" after a count of this ability's resolutions (CR 603.2, 608.2c), a card returned to its owner's
// graveyard (CR 400.3, 404.1), and "defending player's graveyard" (CR 506.2, 404.1). Invented lines in the shapes of
// real cards': read fully, printed back exactly in both eras; carried out where the engine does it, "recognized, not
// simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';
import { CONTEXTS } from './rules-lines';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 111.2, 707.2: another player creates the copy (the engine makes tokens for the ability's controller: not carried out).
  [sameInBoth('Copy Tutor', 'Instant', "Target player exiles a card from their hand. If a creature card is exiled this way, that player creates a token that's a copy of that card."), 'create-token-copy', false],
  [{ name: 'Gift Ring', type: 'Artifact', legacy: "When Gift Ring enters the battlefield, if it was cast, target opponent creates a token that's a copy of it.", modern: "When this artifact enters, if it was cast, target opponent creates a token that's a copy of it." }, 'create-token-copy', false],
  // CR 110.5b, 707.2: several tapped copies (not carried out).
  [{ name: 'Twin Relic', type: 'Artifact', legacy: 'When Twin Relic enters the battlefield, if it was kicked, create two tapped tokens that are copies of Twin Relic.', modern: 'When this artifact enters, if it was kicked, create two tapped tokens that are copies of this artifact.' }, 'create-token-copy', false],
  // CR 608.2c, 107.1: twice the number an earlier instruction produced (not counted by the engine).
  [{ name: 'Doubling Frog', type: 'Creature — Frog', legacy: 'When Doubling Frog enters the battlefield, you may remove any number of +1/+1 counters from among creatures you control. If you do, put twice that many +1/+1 counters on Doubling Frog.', modern: 'When this creature enters, you may remove any number of +1/+1 counters from among creatures you control. If you do, put twice that many +1/+1 counters on this creature.' }, 'add-counters', false],
  [{ name: 'Damage Sponge', type: 'Creature — Ooze', legacy: 'Whenever Damage Sponge deals damage, put twice that many +1/+1 counters on it.', modern: 'Whenever this creature deals damage, put twice that many +1/+1 counters on it.' }, 'add-counters', false],
  // CR 603.2, 608.2c: "it's the second time", the count's words left out after the first (evaluated since round 17:
  // rules/queries/ability-count.ts, test/rules/game/carryc-ability-count.cards).
  [{ name: 'Tri Landfall', type: 'Creature — Elemental', legacy: "Whenever a land enters the battlefield under your control, you gain 4 life if this is the first time this ability has resolved this turn. If it's the second time, draw a card. If it's the third time, Tri Landfall deals 4 damage to each opponent.", modern: "Whenever a land you control enters, you gain 4 life if this is the first time this ability has resolved this turn. If it's the second time, draw a card. If it's the third time, this creature deals 4 damage to each opponent." }, 'conditional', true],
  // CR 400.3, 404.1: returned to its owner's graveyard; "each other card exiled with ~" is other than the card named
  // before, which the engine doesn't tell (not carried out).
  [{ name: 'Vat Keeper', type: 'Artifact', legacy: "Whenever a nontoken creature dies, you may exile that card. If you do, return each other card exiled with Vat Keeper to its owner's graveyard.", modern: "Whenever a nontoken creature dies, you may exile that card. If you do, return each other card exiled with this artifact to its owner's graveyard." }, 'zone-change', false],
  [{ name: 'Grave Robber', type: 'Creature — Insect Horror', legacy: "When Grave Robber leaves the battlefield, return the exiled cards to their owner's graveyard.", modern: "When this creature leaves the battlefield, return the exiled cards to their owner's graveyard." }, 'zone-change', true],
  // CR 506.2, 404.1: the defending player's graveyard (not read by the engine's target legality).
  [{ name: 'Grave Badger', type: 'Creature — Badger', legacy: "Whenever Grave Badger attacks and isn't blocked, you may exile up to two target creature cards from defending player's graveyard.", modern: "Whenever this creature attacks and isn't blocked, you may exile up to two target creature cards from defending player's graveyard." }, 'zone-change', false],
  // CR 707.9a–b: two exceptions joined by "and" without a comma, the second's "it" / "it has" left out (carried out,
  // test/rules/game/copy-exceptions-and.cards); after "If you do," (CR 608.2c).
  [{ name: 'Echo Reflector', type: 'Artifact', legacy: 'Whenever a nontoken creature enters the battlefield under your control, you may pay {2}. If you do, create a token that\'s a copy of that creature, except it has haste and "At the beginning of the end step, sacrifice this permanent."', modern: 'Whenever a nontoken creature you control enters, you may pay {2}. If you do, create a token that\'s a copy of that creature, except it has haste and "At the beginning of the end step, sacrifice this permanent."' }, 'create-token-copy', true],
  [sameInBoth('Spirit Glass', 'Sorcery', "Create a token that's a copy of target creature, except it's a Spirit in addition to its other types and it has flying."), 'create-token-copy', true],
  // CR 607.2a: the token's quoted ability names the card the copying ability exiled, which the engine doesn't link (not carried out).
  [{ name: 'Ghost Forge', type: 'Legendary Creature — Dwarf Cleric', legacy: 'Whenever another nontoken creature you control dies, exile it. If you do, create a token that\'s a copy of that creature, except it\'s a Spirit in addition to its other types and it has "When this creature leaves the battlefield, return the exiled card to its owner\'s graveyard."', modern: 'Whenever another nontoken creature you control dies, exile it. If you do, create a token that\'s a copy of that creature, except it\'s a Spirit in addition to its other types and it has "When this creature leaves the battlefield, return the exiled card to its owner\'s graveyard."' }, 'create-token-copy', false],
  // CR 707.9b, 205.4a: its name, a supertype; CR 707.9a: "~'s other abilities", "hexproof and this ability" (not carried out).
  [{ name: 'Mask Thief', type: 'Legendary Creature — Shapeshifter', legacy: "{X}: Mask Thief becomes a copy of target creature card in your graveyard with mana value X, except its name is Mask Thief, it's legendary in addition to its other types, and it has this ability.", modern: "{X}: This creature becomes a copy of target creature card in your graveyard with mana value X, except its name is Mask Thief, it's legendary in addition to its other types, and it has this ability." }, 'become-copy', false],
  [{ name: 'Mask Thief', type: 'Legendary Creature — Shapeshifter', legacy: "Whenever a creature card is put into an opponent's graveyard from anywhere, you may have Mask Thief become a copy of that card, except its name is Mask Thief, it's legendary in addition to its other types, and it has hexproof and this ability.", modern: "Whenever a creature card is put into an opponent's graveyard from anywhere, you may have this creature become a copy of that card, except its name is Mask Thief, it's legendary in addition to its other types, and it has hexproof and this ability." }, 'become-copy', false],
  [{ name: 'Face Taker', type: 'Legendary Creature — Human Rogue', legacy: "You may have Face Taker enter the battlefield as a copy of another creature you control, except it has Face Taker's other abilities.", modern: "You may have this creature enter as a copy of another creature you control, except it has this creature's other abilities." }, 'become-copy', false],
  // CR 510.1c, 608.2d: "you may have <object> assign its/their combat damage [this turn] as though it/they weren't blocked"
  // for an object other than the permanent's own static choice (not carried out); a static "for each creature you
  // control, … that creature …" (the object counted, CR 608.2c).
  [{ name: 'Gurzi Beast', type: 'Creature — Beast', legacy: "{G}{G}, Discard a card: You may have Gurzi Beast assign its combat damage this turn as though it weren't blocked.", modern: "{G}{G}, Discard a card: You may have this creature assign its combat damage this turn as though it weren't blocked." }, 'assign-unblocked', false],
  [sameInBoth('Patient Bear', 'Legendary Creature — Bear Druid', "You may have creatures you control with no abilities assign their combat damage as though they weren't blocked."), 'assign-unblocked', false],
  [{ name: 'Siege Beast', type: 'Creature — Beast', legacy: "As long as Siege Beast is attacking, for each creature you control, you may have that creature assign its combat damage as though it weren't blocked.", modern: "As long as this creature is attacking, for each creature you control, you may have that creature assign its combat damage as though it weren't blocked." }, 'assign-unblocked', false],
  // CR 303.4, 611.3a: the enchanted creature's controller may have it do so (a static ability of the Aura; not carried out).
  [sameInBoth('Unyielding Might', 'Enchantment — Aura', "Enchanted creature's controller may have it assign its combat damage as though it weren't blocked."), 'assign-unblocked', false],
  // CR 614.1c, 608.2c: "If you do, it enters with twice that many +1/+1 counters on it", written "enters with" in the older
  // wording too (kept as written in the legacy voice; not carried out).
  [{ name: 'Hungry Hellion', type: 'Creature — Hellion', legacy: 'As Hungry Hellion enters the battlefield, you may sacrifice any number of creatures. If you do, it enters with twice that many +1/+1 counters on it.', modern: 'As this creature enters, you may sacrifice any number of creatures. If you do, it enters with twice that many +1/+1 counters on it.' }, 'enters-with', false],
];

describe('shared parts, round twelve (gramA): token copies by a player, twice that many, the Nth time, owners\' graveyards (CR 111.2, 608.2c, 603.2, 404.1)', () => {
  it.each(LINES)('%o', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });

  it('types the parts', () => {
    const tokens = parseAbility("Target player exiles a card from their hand. If a creature card is exiled this way, that player creates a token that's a copy of that card.", 0, CONTEXTS.i);
    expect(JSON.stringify(tokens)).toContain('"who":"that-player"');
    const twice = parseAbility('Whenever Veiled Tidecaller deals damage, put twice that many +1/+1 counters on it.', 0, CONTEXTS.c);
    expect(twice.kind === 'triggered' && twice.effects[0]).toMatchObject({ kind: 'add-counters', thatMany: true, twice: true });
    const nth = parseAbility("Whenever a land enters the battlefield under your control, you gain 4 life if this is the first time this ability has resolved this turn. If it's the second time, draw a card.", 0, CONTEXTS.c);
    expect(nth.kind === 'triggered' && nth.effects[1]).toMatchObject({ kind: 'conditional', condition: { kind: 'ability-count', nth: [2], elided: true } });
  });

  it('"each card exiled with ~" is still carried out; "each other card exiled with ~" is not (CR 607.2a, 608.2c)', () => {
    expect(parseAbility("{T}: Put each card exiled with Hall of Masks into its owner's graveyard.", 0, CONTEXTS.e).unsimulated ?? []).toEqual([]);
    expect(parseAbility("{T}: Put each other card exiled with Hall of Masks into its owner's graveyard.", 0, CONTEXTS.e).unsimulated?.length).toBeGreaterThan(0);
  });

  it('the rule written whole stays the carried-out rule; the per-object one names the creature counted (CR 510.1c, 608.2c)', () => {
    const own = parseAbility("You may have Veiled Tidecaller assign its combat damage as though it weren't blocked.", 0, CONTEXTS.c);
    expect(own.kind === 'static' && own.effects[0]).toMatchObject({ kind: 'rule', rule: 'assign-as-though-unblocked' });
    expect(own.unsimulated ?? []).toEqual([]);
    const each = parseAbility("As long as Veiled Tidecaller is attacking, for each creature you control, you may have that creature assign its combat damage as though it weren't blocked.", 0, CONTEXTS.c);
    expect(each.kind).toBe('static');
    expect(JSON.stringify(each)).toContain('"kind":"assign-unblocked","target":{"kind":"it"');
    expect(parseAbility("Enchanted creature's controller may have it assign its combat damage as though it weren't blocked.", 0, { cardName: 'Unyielding Might', faceName: 'Unyielding Might', typeLine: 'Enchantment — Aura' }).kind).toBe('static');
  });

  it('"enter as a copy of another creature you control" is carried out as before: not itself (CR 707.5)', () => {
    const a = parseAbility('You may have Veiled Tidecaller enter the battlefield as a copy of another creature you control.', 0, CONTEXTS.c);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      "Create a token that's a copy of target creature, except it's a legendary Spirit in addition to its other types.",
      "Create a token that's a copy of target creature, except it's legendary in addition to its other colors and types.",
      "Create a token that's a copy of target creature, except it has haste and flies.",
      "If it's the tenth time, draw a card.",
      'Put thrice that many +1/+1 counters on Veiled Tidecaller.',
      "Return target creature card to its owners' graveyard.",
      'Create two tapped token that are copies of Veiled Tidecaller.',
      "Exile target card from defending players' graveyard.",
    ]) expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
  });
});
