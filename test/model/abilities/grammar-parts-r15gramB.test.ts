// Issue 26, grammar (round fifteen, gramB): replacement, combat and activation parts that combine. An activated
// ability's limit × its words (a timing, where its own object is, what a player did; CR 602.5b, 602.5d); a replacement's
// event × its subject or recipient × its modification ("you or a permanent you control", counters of any kind, "prevent
// all but N", "enchanted land", "Each time target permanent", a keyword's triggered ability; CR 614.1a, 615.1a); a
// combat requirement or restriction × its subject and time ("If a creature you control attacks, ~ also attacks if able",
// "that combat", "during its controller's next turn", "a creature dealt damage this way"; CR 508.1c–d). Invented lines in
// the shapes of real cards': read fully, printed back exactly in both eras; carried out where the engine does it,
// "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 602.5b, 602.5d, 504.1: the activating player's own draw step (test/rules/game/gramb-draw-step-activation.cards).
  [sameInBoth('Dawn Well', 'Artifact', 'Pay 1 life: You gain 2 life. Activate only during your draw step.'), 'activate-only', true],
  [sameInBoth('Shared Well', 'Artifact', '{0}: You gain 1 life. Any player may activate this ability but only during their draw step.'), 'activate-only', true],
  // CR 400.1, 113.6: the ability's own object in one of two zones, or on the stack: read, not evaluated (the engine
  // activates abilities of permanents and of cards whose abilities say they work elsewhere, 113.6m).
  [{ name: 'Sky Charm', type: 'Enchantment — Aura', legacy: '{1}{W}: Return Sky Charm to its owner\'s hand. Activate only if Sky Charm is on the battlefield or in your graveyard.', modern: '{1}{W}: Return this Aura to its owner\'s hand. Activate only if this Aura is on the battlefield or in your graveyard.' }, 'activate-only', false],
  [{ name: 'Storm Bolt', type: 'Instant', legacy: '{R}: Storm Bolt deals 1 damage to any target. Any player may activate this ability but only if Storm Bolt is on the stack.', modern: '{R}: This spell deals 1 damage to any target. Any player may activate this ability but only if this spell is on the stack.' }, 'activate-only', false],
  // CR 111.1: a token created this turn (the turn's history of tokens is not kept: read, not evaluated).
  [sameInBoth('Token Idol', 'Artifact', '{T}: Draw a card. Activate only if you created a token this turn.'), 'activate-only', false],
  // CR 508.1d: a requirement in each combat when a creature of a kind attacks (read, not simulated): "also" for one
  // creature, the plural verb for all of a kind; "that opponent controls": the attacking creature's controller (CR 109.4).
  [{ name: 'Rage Cyclops', type: 'Creature — Cyclops', legacy: 'If a creature you control attacks, Rage Cyclops also attacks if able.', modern: 'If a creature you control attacks, this creature also attacks if able.' }, 'combat-requirement', false],
  [sameInBoth('Lodestone Web', 'Artifact', 'If a creature with a magnet counter on it attacks, all creatures with magnet counters on them attack if able.'), 'combat-requirement', false],
  [sameInBoth('Toll of War', 'Enchantment', 'If a creature an opponent controls attacks, all creatures that opponent controls attack if able.'), 'combat-requirement', false],
  // CR 508.1c, 611.2a: a restriction for its controller's next turn (read, not simulated).
  [{ name: 'Dust Wall', type: 'Creature — Wall', legacy: "Whenever Dust Wall blocks a creature, that creature can't attack during its controller's next turn.", modern: "Whenever this creature blocks a creature, that creature can't attack during its controller's next turn." }, 'restriction', false],
  // CR 120.1, 614.1a, 615.1a: a damage replacement's recipient "you or a permanent you control" (carried out:
  // test/rules/game/gramb-damage-to-you-or.cards).
  [sameInBoth('Warding Shield', 'Legendary Artifact', 'If a source an opponent controls would deal damage to you or a permanent you control, prevent 1 of that damage.'), 'instead', true],
  [sameInBoth('Doubling Ward', 'Enchantment', 'If a source you control would deal damage to you or a creature you control, it deals double that damage to that permanent or player instead.'), 'instead', true],
  // CR 614.1a, 122.6, 102.4: counters of any kind, one more of each kind, on a permanent "your team" controls (carried
  // out: test/rules/game/gramb-any-counters-plus-one.cards).
  [sameInBoth('Counter Sage', 'Legendary Creature — Human Wizard', 'If one or more counters would be put on a permanent your team controls, that many plus one of each of those kinds of counters are put on that permanent instead.'), 'more-instead', true],
  // CR 608.2c: "a creature dealt damage this way", "a creature destroyed this way": each object the resolution acted on,
  // written singular, as the subject of a restriction (read, not simulated, as the plural "creatures … this way" is).
  [{ name: 'Bolt Thrower', type: 'Creature — Human Soldier', legacy: "{2}{R}: Bolt Thrower deals 1 damage to any target. A creature dealt damage this way can't block this turn.", modern: "{2}{R}: This creature deals 1 damage to any target. A creature dealt damage this way can't block this turn." }, 'restriction', false],
  [sameInBoth('Final Ruin', 'Sorcery', "Destroy target creature. A creature destroyed this way can't be regenerated."), 'restriction', false],
  // CR 615.1a, 615.8, 609.7a: the next instance of damage from a source of your choice, prevented but N (carried out:
  // test/rules/game/gramb-prevent-all-but.cards), to you or in combat.
  [sameInBoth('Force Ward', 'Artifact', '{1}: The next time a source of your choice would deal damage to you this turn, prevent all but 1 of that damage.'), 'prevent-next-time', true],
  [sameInBoth('Combat Field', 'Artifact', '{1}: The next time an unblocked creature of your choice would deal combat damage to you this turn, prevent all but 1 of that damage.'), 'prevent-next-time', undefined],
  // CR 614.1a, 702.43a: counters a keyword's triggered ability would put, one more (read, not simulated: the engine
  // doesn't tell which ability puts counters).
  [sameInBoth('Glimmer Drone', 'Artifact Creature — Insect', 'If a modular triggered ability would put one or more +1/+1 counters on a creature you control, that many plus one +1/+1 counters are put on it instead.'), 'more-instead', false],
  // CR 614.1a, 303.4: a replacement about the permanent an Aura or Equipment is attached to ("If enchanted land would be
  // destroyed"), its instructions with their own duration (read, not simulated).
  [{ name: 'Crackling Ward', type: 'Enchantment — Aura', legacy: 'If enchanted land would be destroyed, instead sacrifice Crackling Ward and that land gains indestructible until end of turn.', modern: 'If enchanted land would be destroyed, instead sacrifice this Aura and that land gains indestructible until end of turn.' }, 'instead', false],
  [sameInBoth('Grave Chain', 'Enchantment — Aura', 'If enchanted creature would die, exile it instead.'), 'instead', false],
  // CR 500.8, 508.1c–d: a requirement and a restriction for "that combat", the additional combat phase the spell made
  // (read, not simulated).
  [sameInBoth('Second Charge', 'Instant', "Remove all attacking creatures from combat and untap them. After this phase, there is an additional combat phase. Each of those creatures attacks that combat if able. They can't attack you or planeswalkers you control that combat."), 'combat-requirement', false],
  // CR 614.1a: "Each time target permanent would … this turn": a resolved replacement about a target, every time for
  // the turn (read, not simulated).
  [sameInBoth('Blaze Over', 'Instant', 'Each time target permanent would deal damage to a permanent or player this turn, it deals double that damage to that permanent or player instead.'), 'instead', false],
  // CR 614.1a, 615.1a: the older wording "prevent 1 damage that spell would deal to that permanent or player" (carried
  // out: test/rules/game/gramb-spell-damage-prevented.cards).
  [sameInBoth('Plated Steed', 'Creature — Pegasus', 'If a spell would deal damage to a permanent or player, prevent 1 damage that spell would deal to that permanent or player.'), 'prevent-that-damage', true],
];

describe('shared parts, round fifteen (gramB): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
