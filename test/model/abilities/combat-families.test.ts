// Attacking and blocking (CR 508, 509): tokens put onto the battlefield attacking, the relative clause agreeing with how
// many (508.4); a restriction lifted only when other creatures attack or block with it (508.1c, 509.1b); a requirement met
// by attacking or by blocking (508.1d, 509.1c). Invented lines in the shapes of real cards': read fully, printed back
// exactly; the tokens and the restrictions carried out, the requirements recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const TOKENS: [ContextKey, string, string][] = [
  ['c', "Whenever this creature attacks, create a 1/1 white Soldier creature token that's tapped and attacking.", 'tapped and attacking'],
  ['c', 'Whenever this creature attacks, create two 1/1 white Cat creature tokens with lifelink that are tapped and attacking.', 'tapped and attacking'],
  ['c', "Whenever this creature attacks, create a 1/1 white Cat Soldier creature token with vigilance that's attacking.", 'attacking'],
  ['q', 'Whenever equipped creature attacks, create two 4/4 white Angel creature tokens with flying and vigilance that are attacking.', 'attacking'],
];

const RESTRICTIONS: [ContextKey, string][] = [
  ['c', 'Veiled Tidecaller attacks or blocks each combat if able.'],
  ['e', 'Creatures you control attack or block each combat if able.'],
  // CR 508.1d, 611.2a: a requirement for a target player's next turn, written first (the player a target of the ability).
  ['s', "During target player's next turn, creatures that player controls attack you if able."],
  ['p', "[+2]: During target player's next turn, each creature that player controls attacks if able."],
];

// A restriction lifted only when other creatures attack or block with it: checked against the whole declaration
// (CR 508.1c, 509.1b; rules/queries/declared-with.ts, test/rules/game/r23-carryC-declared-with.cards); "with greater
// power" compared with this creature's own power (CR 208.1).
const DECLARED_WITH: [ContextKey, string][] = [
  ['c', "Veiled Tidecaller can't attack unless at least two other creatures attack."],
  ['c', "Veiled Tidecaller can't block unless at least two other creatures block."],
  ['c', "Veiled Tidecaller can't attack unless a black or green creature also attacks."],
  ['c', "Veiled Tidecaller can't attack unless a creature with greater power also attacks."],
  ['c', "Veiled Tidecaller can't block unless a creature with greater power also blocks."],
];

describe('tokens that enter attacking (CR 508.4)', () => {
  // Carried out: they join the combat (rules/actions/enter-attacking.ts; test/rules/game/ninjutsu.cards EA1).
  it.each(TOKENS)('[%s] %s', (ctx, line, attacking) => {
    const a = readCarriedOut(ctx, line);
    const json = JSON.stringify('effects' in a ? a.effects : []);
    expect(json).toContain(`"attacking":"${attacking}"`);
    expect(json.includes('"tapped":true')).toBe(attacking === 'tapped and attacking');
  });

  it('keeps the clause agreeing with the number of tokens, and a token already "tapped" unread', () => {
    for (const line of [
      "Create two 1/1 white Soldier creature tokens that's attacking.", 'Create a 1/1 white Soldier creature token that are attacking.',
      "Create a tapped 1/1 white Soldier creature token that's tapped and attacking.",
    ]) expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
  });
});

describe('restrictions and requirements about the other attackers or blockers (CR 508.1c–d, 509.1b–c)', () => {
  it.each(RESTRICTIONS)('[%s] %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });

  it.each(DECLARED_WITH)('[%s] %s is carried out', (ctx, line) => {
    readCarriedOut(ctx, line);
  });

  it('types who else attacks: how many, of what kind, "also"', () => {
    const a = parseAbility("Veiled Tidecaller can't attack unless a black or green creature also attacks.", 0, CONTEXTS.c);
    expect(JSON.stringify(a)).toMatch(/"kind":"in-combat-with","action":"attack".*"article":"a","also":true/);
    expect(parseAbility("Veiled Tidecaller can't attack unless at least one other creature attack.", 0, CONTEXTS.c).unmodeled.length).toBeGreaterThan(0);
  });
});

// CR 509.1c: only the creatures of a kind must block it ("All Walls able to block ~ do so"); carried out
// (rules/queries/lure-requirement.ts; test/rules/game/lure.cards LU4, LU5).
describe('"All <creatures of a kind> able to block ~ do so" (CR 509.1c)', () => {
  it.each([
    ['c', 'All Walls able to block Veiled Tidecaller do so.'],
    ['s', 'All creatures with defender able to block target creature this turn do so.'],
  ] as [ContextKey, string][])('[%s] %s', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    expect(JSON.stringify(a)).toContain('"blockers":');
  });

  it('keeps "all creatures" the plain requirement, with no kind', () => {
    expect(JSON.stringify(readCarriedOut('c', 'All creatures able to block Veiled Tidecaller do so.'))).not.toContain('"blockers"');
  });
});

// "with greater power" / "with lesser power" (CR 208.1): compared with the object the sentence is about — this creature,
// the other creature of the trigger event, one chosen before; and "the attacking creature" / "the blocking creature" of a
// combat event (CR 506.3, 603.2). Read, printed back; the engine doesn't tell either (not carried out).
describe('"with greater power", "the blocking creature" (CR 208.1, 506.3)', () => {
  it.each([
    ['e', 'Whenever a creature becomes blocked by a creature with lesser power, destroy the blocking creature.'],
    ['e', 'Whenever a creature blocks a creature with lesser power, destroy the attacking creature.'],
    ['e', 'Whenever a creature blocks, destroy the attacking creature.'],
    ['c', 'Whenever this creature attacks, choose another attacking creature with lesser power. That creature gains flying until end of turn.'],
  ] as [ContextKey, string][])('[%s] %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });

  it('never compares with a number: the comparison is marked implied', () => {
    const a = parseAbility("Veiled Tidecaller can't attack unless a creature with greater power also attacks.", 0, CONTEXTS.c);
    expect(JSON.stringify(a)).toContain('"compare":{"stat":"power","op":"gt","n":0,"implied":true}');
    expect(parseAbility("Veiled Tidecaller can't attack unless a creature with bigger power also attacks.", 0, CONTEXTS.c).unmodeled.length).toBeGreaterThan(0);
  });
});

// CR 509.1b, 609.4: "~ can block Dragons as though it had reach": the blocker treated as having the keyword against
// attackers of a kind; carried out for the keywords the block checks read (rules/queries/block-as-though.ts;
// test/rules/game/block-as-though.cards), recognized, not simulated for others.
describe('"~ can block <creatures> as though it had <keyword>" (CR 509.1b, 609.4)', () => {
  it.each([
    ['c', 'Veiled Tidecaller can block Dragons as though it had reach.'],
    ['c', 'Veiled Tidecaller can block creatures with shadow as though Veiled Tidecaller had shadow.'],
  ] as [ContextKey, string][])('[%s] carried out: %s', (ctx, line) => {
    expect(JSON.stringify(readCarriedOut(ctx, line))).toContain('"kind":"block-as-though"');
  });

  it('marks a keyword the block checks do not read as not simulated', () => {
    readNotSimulated('c', 'Veiled Tidecaller can block Dragons as though it had first strike.');
  });
});
