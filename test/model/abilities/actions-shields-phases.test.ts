// Issue 26, grammar-a: phrase families of real rules text built from typed parts — special actions that end an effect
// (CR 116.2c), losing "this ability" (613.1f), delayed triggers "until end of turn" (603.7b), "until your next upkeep"
// (611.2a), Auras put onto the battlefield attached to an object (303.4f), copies entering with counters or more creature
// types (707.9a–b, 614.1c), prevention shields written "this turn to …" or for combat damage (615.7, 615.1a), casting
// this card from exile (601.2), more land plays (305.2), regeneration shields (701.19a), facts of the game (103.4,
// 309.7, 505.1, 506.2, 701.25), added phases (500.8), creatures removed from combat (506.4) and "unless you <do an
// instruction>" / "unless any player pays" (118.12a), casting only if attacked this step (601.3) and damage dealt to
// another recipient instead (614.9). Invented lines in the shapes of real cards': read fully, printed
// back exactly in both eras, and — unless the engine carries the shape out — recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { allKinds } from './read-not-simulated';
import { CONTEXTS } from './rules-lines';

const C = 'Creature — Shapeshifter';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 613.1f, 116.2c: a creature that becomes an Aura, loses the ability that did it, and may be paid to stop.
  [{ name: 'Veiled Licid', type: 'Creature — Licid', legacy: '{1}{U}, {T}: Veiled Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {U} to end this effect.', modern: '{1}{U}, {T}: This creature loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {U} to end this effect.' }, 'end-effect-action', false],
  [{ name: 'Veiled Licid', type: 'Creature — Licid', legacy: '{G}: Veiled Licid loses this ability.', modern: '{G}: This creature loses this ability.' }, 'lose-this-ability', false],
  // CR 603.7b: a delayed trigger with a stated duration, written first.
  [{ name: 'Ember Titan', type: 'Creature — Giant', legacy: '{1}{R}: Until end of turn, whenever you cast a green spell, put a +1/+1 counter on Ember Titan.', modern: '{1}{R}: Until end of turn, whenever you cast a green spell, put a +1/+1 counter on this creature.' }, 'delayed-trigger', true],
  [sameInBoth('Grim Decree', 'Instant', 'Until end of turn, whenever a creature is dealt damage, destroy it.'), 'delayed-trigger', true],
  // CR 611.2a, 702.26: "until your next upkeep" and a permanent that can't phase out.
  [{ name: 'Ertai Wisp', type: 'Creature — Illusion', legacy: "{U}: Until your next upkeep, Ertai Wisp can't phase out.", modern: "{U}: Until your next upkeep, this creature can't phase out." }, 'restriction', false],
  // CR 303.4f, 303.4i: an Aura returned attached to the object the trigger named (rules/effects/enter-attached.ts).
  [{ name: 'Drake Scales', type: 'Enchantment — Aura', legacy: 'When a creature with mana value 5 or greater enters the battlefield, you may return Drake Scales from your graveyard to the battlefield attached to that creature.', modern: 'When a creature with mana value 5 or greater enters, you may return this Aura from your graveyard to the battlefield attached to that creature.' }, 'zone-change', true],
  [{ name: 'Aura Keeper', type: 'Creature — Human Wizard', legacy: 'When Aura Keeper enters the battlefield, you may put an Aura card from your hand onto the battlefield attached to it.', modern: 'When this creature enters, you may put an Aura card from your hand onto the battlefield attached to it.' }, 'zone-change', true],
  // CR 707.9a, 614.1c: a copy that enters with more counters (the engine doesn't add them); 707.9b: more creature types.
  [{ name: 'Mirror Ooze', type: C, legacy: 'You may have Mirror Ooze enter the battlefield as a copy of any creature on the battlefield, except it enters with two additional +1/+1 counters on it.', modern: 'You may have this creature enter as a copy of any creature on the battlefield, except it enters with two additional +1/+1 counters on it.' }, 'become-copy', false],
  [{ name: 'Mirror Ooze', type: C, legacy: "You may have Mirror Ooze enter the battlefield as a copy of any creature on the battlefield, except it's a Rogue in addition to its other creature types.", modern: "You may have this creature enter as a copy of any creature on the battlefield, except it's a Rogue in addition to its other creature types." }, 'become-copy', true],
  // CR 615.7: "this turn" before the recipient, carried out; 615.1a: combat damage only, not.
  [sameInBoth('Shield Bearer', 'Creature — Human Cleric', '{W}, {T}: Prevent the next 2 damage that would be dealt this turn to target creature you control.'), 'prevent-next-damage', true],
  [sameInBoth('Shield Bearer', 'Creature — Human Cleric', '{1}{W}: Prevent the next 2 combat damage that would be dealt to you this turn.'), 'prevent-next-damage', false],
  // CR 601.2, 113.6f: casting this card from exile (carried out since round seventeen: test/rules/game/carryZ-own-permission-exile.cards).
  [{ name: 'Undying Wyrm', type: 'Creature — Dragon', legacy: 'You may cast Undying Wyrm from exile.', modern: 'You may cast this card from exile.' }, 'cast-from', true],
  [{ name: 'Undying Wyrm', type: 'Creature — Dragon', legacy: 'You may cast Undying Wyrm from your graveyard or from exile.', modern: 'You may cast this card from your graveyard or from exile.' }, 'cast-from', true],
  // CR 305.2: more land plays.
  [sameInBoth('Rich Harvest', 'Sorcery', 'You may play up to two additional lands this turn.'), 'additional-lands', false],
  [sameInBoth('Open Fields', 'Enchantment', 'You may play any number of lands on each of your turns.'), 'additional-lands', false],
  // CR 701.19b, 614.8: its own static regeneration, each time (test/rules/game/own-replacement-statics.cards OR1).
  [{ name: 'Bog Troll', type: 'Creature — Troll', legacy: 'If Bog Troll would be destroyed, regenerate it.', modern: 'If this creature would be destroyed, regenerate it.' }, 'instead', true],
  // Facts of the game (CR 701.25, 103.4, 309.7, 506.2): read, not evaluated.
  [{ name: 'Shade Agent', type: 'Creature — Human Rogue', legacy: "As long as you've surveilled this turn, Shade Agent has deathtouch.", modern: "As long as you've surveilled this turn, this creature has deathtouch." }, 'fact', false],
  [sameInBoth('Bright Banner', 'Enchantment', 'As long as you have at least 10 life more than your starting life total, creatures you control get +1/+1.'), 'fact', false],
  [{ name: 'Delver Knight', type: 'Creature — Human Knight', legacy: "Delver Knight gets +1/+1 as long as you've completed a dungeon.", modern: "This creature gets +1/+1 as long as you've completed a dungeon." }, 'fact', true],
  [sameInBoth('Ogre Gate', 'Enchantment', "Whenever a creature an opponent controls attacks, if you're the defending player, you gain 1 life."), 'fact', false],
  // CR 500.8, 505.1: phases added to the turn.
  [sameInBoth('Second Charge', 'Creature — Human Warrior', "Whenever a creature you control attacks alone, if it's the first combat phase of the turn, untap that creature. After this phase, there is an additional combat phase."), 'additional-phase', false],
  [sameInBoth('Second Charge', 'Sorcery', 'Untap all creatures you control. After this main phase, there is an additional combat phase followed by an additional main phase.'), 'additional-phase', false],
  [sameInBoth('Second Charge', 'Creature — Human Warrior', "Whenever a Samurai you control attacks alone, untap it. If it's the first combat phase of the turn, there is an additional combat phase after this phase."), 'additional-phase', false],
  // CR 506.4: a creature removed from combat.
  [sameInBoth('Gust Warden', 'Instant', 'Untap target attacking creature and remove it from combat.'), 'remove-from-combat', false],
  [{ name: 'Cloak Skirmisher', type: 'Creature — Bird', legacy: 'Whenever Cloak Skirmisher becomes blocked, you may untap it and remove it from combat.', modern: 'Whenever this creature becomes blocked, you may untap it and remove it from combat.' }, 'remove-from-combat', false],
  // CR 118.12a: "unless you <do an instruction>" — returning, tapping, removing counters — and "unless any player pays".
  // CR 118.12a: returning a permanent you control, or removing a counter from it, is an action the engine offers (rules/effects/cost-started.ts);
  // so is tapping an untapped creature you control (701.26a, test/rules/game/unless-return-exile.cards).
  [{ name: 'Reef Hawk', type: 'Creature — Bird', legacy: "When Reef Hawk enters the battlefield, sacrifice it unless you return an artifact you control to its owner's hand.", modern: "When this creature enters, sacrifice it unless you return an artifact you control to its owner's hand." }, 'player-does', true],
  [{ name: 'Reef Hawk', type: 'Creature — Bird', legacy: 'At the beginning of your upkeep, sacrifice Reef Hawk unless you tap an untapped creature you control.', modern: 'At the beginning of your upkeep, sacrifice this creature unless you tap an untapped creature you control.' }, 'player-does', true],
  [{ name: 'Rust Golem', type: 'Artifact Creature — Golem', legacy: 'At the beginning of your upkeep, sacrifice Rust Golem unless you remove a +1/+1 counter from it.', modern: 'At the beginning of your upkeep, sacrifice this creature unless you remove a +1/+1 counter from it.' }, 'player-does', true],
  // CR 118.12a, 101.4: "unless any player pays" (test/rules/game/unless-any-player-pays.cards).
  [{ name: 'Frost Cell', type: 'Enchantment', legacy: 'At the beginning of your upkeep, sacrifice Frost Cell unless any player pays {2}.', modern: 'At the beginning of your upkeep, sacrifice this enchantment unless any player pays {2}.' }, 'player-does', true],
  // CR 601.3, 506.2: a spell cast only when its controller was attacked this step (test/rules/game/attacked-this-step.cards);
  // 506.1: only in combat on an opponent's turn.
  [sameInBoth('Ambush Cry', 'Instant', "Cast this spell only during the declare attackers step and only if you've been attacked this step."), 'activate-only', true],
  [sameInBoth('Ambush Cry', 'Instant', "Cast this spell only during combat on an opponent's turn."), 'activate-only', false],
  // CR 614.9: the same damage dealt to another recipient instead, the next time.
  [{ name: 'Shade Raider', type: 'Creature — Shade', legacy: '{0}: The next time Shade Raider would deal combat damage to an opponent this turn, it deals that damage to target creature instead.', modern: '{0}: The next time this creature would deal combat damage to an opponent this turn, it deals that damage to target creature instead.' }, 'instead', false],
  // CR 609.4b, 611.2a: two permissions for the rest of the turn, the second spending mana as though of any color.
  [sameInBoth('Thief of Colors', 'Sorcery', 'Until end of turn, you may cast that card and you may spend mana as though it were mana of any color to cast that spell.'), 'spend-mana-as-any', false],
  // CR 115.1, 115.10: a target player chosen.
  [sameInBoth('Troll Saga', 'Enchantment — Saga', 'III — Choose target opponent. If they control fewer lands than you, draw a card.'), 'choose-target', false],
  // CR 701.3a: an Equipment chosen as it resolves, attached (a choice the engine doesn't make).
  [{ name: 'Blade Squire', type: 'Creature — Human Soldier', legacy: 'Whenever Blade Squire attacks, you may attach an Equipment you control to it.', modern: 'Whenever this creature attacks, you may attach an Equipment you control to it.' }, 'attach', false],
  // CR 502.3: several permanents that don't untap during their controllers' next untap step (test/rules/game/next-untap-their.cards).
  [sameInBoth('Frost Snare', 'Instant', "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step."), 'restriction', true],
  [sameInBoth('Frost Snare', 'Instant', "Tap two target creatures. They don't untap during their controllers' next untap steps."), 'restriction', true],
  // CR 106.12a, 605.1b: one more mana as a land is tapped for mana.
  [sameInBoth('Lush Growth', 'Enchantment — Aura', 'Whenever enchanted land is tapped for mana, its controller adds an additional {G}.'), 'add-mana', false],
  [sameInBoth('Lush Growth', 'Enchantment — Aura', 'Whenever enchanted land is tapped for mana, its controller adds an additional two mana in any combination of colors.'), 'add-mana', false],
];

describe('special actions, shields, copies, permissions, facts and phases (CR 116.2c, 603.7b, 615.7, 701.19a, 707.9, 500.8)', () => {
  it.each(LINES)('%o', (line, kind, carried) => {
    const a = readInBothEras(line);
    expect(allKinds(a)).toContain(kind);
    expect((a.unsimulated?.length ?? 0) === 0, carried ? 'carried out' : 'recognized, not simulated').toBe(carried);
  });

  // Carried out: the layer pass checks what the Aura is attached to and applies the effect to it (CR 611.3a, 303.4;
  // test/rules/game/static-counted-conditions.cards SC10–SC15).
  it('reads "As long as enchanted permanent is …, it …" of an Aura as a static ability about that permanent (CR 611.3a, 303.4)', () => {
    for (const line of ['As long as enchanted permanent is red or green, it has flying.', 'As long as enchanted creature is a Wizard, it gets +1/+1.']) {
      const a = readInBothEras(sameInBoth('Ember Mantle', 'Enchantment — Aura', line));
      expect(a.kind, line).toBe('static');
      expect(a.unsimulated ?? [], 'carried out').toEqual([]);
    }
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      'You may pay {U} to end that effect.',
      'Until end of turn, whenever, draw a card.',
      'You may play up to two additional land this turn.',
      'If this creature would die, regenerate it.',
      "As long as you've surveiled this turn, this creature has deathtouch.",
      'After this phase, there is an additional upkeep.',
      'You may cast this card from the moon.',
      'Remove target creature from the combat.',
      'At the beginning of your upkeep, sacrifice this creature unless you counter target spell.',
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
