// Issue 26, grammar (round seventeen, gramC): small parts that combine. A creature token written without P/T whose next
// sentence tells them (CR 111.4): "It has / Those creatures have "<P/T-defining ability>"" (granted by the creating effect,
// a characteristic-defining ability: CR 604.3a) or "Its power is equal to <amount> and its toughness is equal to <amount>";
// "in its controller's graveyard" as a filter's zone (CR 404.1); "enchanted creature and other creatures …" as one subject
// (CR 301.5, 303.4, 611.2c); "Choose target opponent who had more life than you did as you activated this ability" (CR 115.1,
// 601.2c, 602.2b); "can't have [-1/-1] counters put on them", "can't have more than N … counters on it" (CR 122.6, 122.4). Invented lines in the shapes of real cards': read fully,
// printed back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 111.4, 604.3a, 613.4a: the granted CDA is the token's own (carried out: test/rules/game/gramC-token-pt-after.cards).
  [sameInBoth('GramC17 Avatar Call', 'Sorcery', 'Create a white Avatar creature token. It has "This creature\'s power and toughness are each equal to your life total."'), 'create-token', true],
  [sameInBoth('GramC17 Herd Call', 'Sorcery', 'Each player creates a green Elephant creature token. Those creatures have "This creature\'s power and toughness are each equal to your life total."'), 'create-token', true],
  // CR 404.1: "its controller's graveyard" is read, not placed by the engine's counting (rules/layers/cda-values.ts).
  [sameInBoth('GramC17 Herd Memory', 'Sorcery', 'Each player creates a green Elephant creature token. Those creatures have "This creature\'s power and toughness are each equal to the number of creature cards in its controller\'s graveyard."'), 'create-token', false],
  // CR 111.4, 608.2h: P/T told as amounts of another object; not carried out (OPEN QUESTION in token-pt-after.ts).
  [{ name: 'GramC17 Twin Engine', type: 'Artifact Creature — Construct', legacy: "Whenever GramC17 Twin Engine attacks, create a colorless Construct artifact creature token that's attacking. Its power is equal to GramC17 Twin Engine's power and its toughness is equal to GramC17 Twin Engine's toughness.", modern: "Whenever this creature attacks, create a colorless Construct artifact creature token that's attacking. Its power is equal to this creature's power and its toughness is equal to this creature's toughness." }, 'create-token', false],
  [sameInBoth('GramC17 Blood Echo', 'Sorcery', 'Destroy target creature. If that creature dies this way, create a black Vampire creature token. Its power is equal to that creature\'s power and its toughness is equal to that creature\'s toughness.'), 'create-token', false],
  // CR 301.5, 303.4, 611.2c: the permanent the source is attached to and a set of objects, one subject: read, not carried
  // out (the engine applies an effect to one or to a set, not both: effect-descriptors.ts targetSimulated).
  [{ name: 'GramC17 Crown of Kin', type: 'Enchantment — Aura', legacy: 'Sacrifice GramC17 Crown of Kin: Enchanted creature and other creatures that share a creature type with it get +1/+0 and gain first strike until end of turn.', modern: 'Sacrifice this Aura: Enchanted creature and other creatures that share a creature type with it get +1/+0 and gain first strike until end of turn.' }, 'modify-pt', false],
  [sameInBoth('GramC17 Banner of Kin', 'Artifact — Equipment', 'Equipped creature and other creatures you control get +1/+1.'), 'modify-pt', false],
  // CR 115.1, 601.2c, 602.2b: a target player of a kind, what they had as the ability was activated compared with what you
  // had: read, not carried out (the engine keeps no holdings of that moment).
  [sameInBoth('GramC17 Keeper of Dawn', 'Creature — Human Cleric', '{W}, {T}: Choose target opponent who had more life than you did as you activated this ability. You gain 3 life.'), 'player-compare', false],
  [sameInBoth('GramC17 Keeper of Dusk', 'Creature — Human Wizard', '{U}, {T}: Choose target opponent who had at least two more cards in hand than you did as you activated this ability. Draw a card.'), 'choose-target', false],
  [sameInBoth('GramC17 Keeper of Graves', 'Creature — Human Cleric', '{B}, {T}: Choose target opponent who had at least two fewer creature cards in their graveyard than you did as you activated this ability. Destroy target nonblack creature that player controls.'), 'player-compare', false],
  [sameInBoth('GramC17 Keeper of Tolls', 'Creature — Human Cleric', '{W}, {T}: Target opponent who had more life than you did as you activated this ability loses 3 life.'), 'life', false],
  // CR 122.6: objects that can't have counters (of a kind) put on them; CR 122.4: no more than N of a kind. Read, not
  // carried out (counters are put on as before: effect-descriptors.ts 'counter-limit').
  [sameInBoth('GramC17 Sylvan Ward', 'Creature — Elf', "Creatures you control can't have -1/-1 counters put on them."), 'counter-limit', false],
  [{ name: 'GramC17 Still Idol', type: 'Artifact Creature — Golem', legacy: "GramC17 Still Idol can't have counters put on it.", modern: "This creature can't have counters put on it." }, 'counter-limit', false],
  [{ name: 'GramC17 Dream Keeper', type: 'Creature — Human', legacy: "GramC17 Dream Keeper can't have more than seven dream counters on it.", modern: "This creature can't have more than seven dream counters on it." }, 'counter-limit', false],
];

/** Lines that stay not understood: no sentence after tells the token's P/T (CR 208.1: a creature has them). */
const UNREAD = [
  'Create a white Avatar creature token.',
  'Create a white Avatar creature token. It has flying.',
  'Create two white Avatar creature tokens. It has "This creature\'s power and toughness are each equal to your life total."',
  'Create a Food token or a white Avatar creature token. It has "This creature\'s power and toughness are each equal to your life total."',
  // The permanent written first only before a set named as a bare plural of other objects.
  'Enchanted creature and target creature get +1/+0 until end of turn.',
  // The holdings compared only with yours as you activated it, by a number word.
  '{W}, {T}: Choose target opponent who had at least 2 more life than you did as you activated this ability. You gain 3 life.',
];

describe('grammar parts, round seventeen (gramC)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
  for (const text of UNREAD) it(`not read: ${text}`, () => {
    const a = parseAbility(text, 0, { cardName: 'GramC17 Unread', faceName: 'GramC17 Unread', typeLine: 'Sorcery' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
