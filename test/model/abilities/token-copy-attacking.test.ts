// Token copies put onto the battlefield tapped and attacking (CR 508.4, 707.2, 111.1): the relative clause after the
// copy ("… and that's tapped and attacking", "… and that are tapped and attacking") or the words before the noun ("a
// tapped and attacking token that's a copy of …"), and a count of X or "that many" (107.3). One copy is carried out
// (test/rules/game/token-copy-attacking.cards); several copies, as before, are recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const copyOf = (a: ReturnType<typeof parseAbility>) => JSON.stringify('effects' in a ? a.effects : []);

describe('token copies entering tapped and attacking (CR 508.4, 707.2)', () => {
  it.each([
    "Whenever Veiled Tidecaller attacks, create a token that's a copy of another target attacking creature and that's tapped and attacking.",
    "Whenever Veiled Tidecaller attacks, create a tapped and attacking token that's a copy of another target attacking creature.",
    "{T}: Create a token that's a copy of target creature you control and that's tapped and attacking.",
  ])('one copy, carried out: %s', (line) => {
    const a = readCarriedOut('c', line);
    expect(copyOf(a)).toContain('"attacking":"tapped and attacking"');
  });

  it.each([
    'Whenever Veiled Tidecaller attacks, create two tokens that are copies of Veiled Tidecaller and that are tapped and attacking.',
    'Whenever Veiled Tidecaller attacks, create X tokens that are copies of Veiled Tidecaller and that are tapped and attacking, where X is the number of creatures you control.',
    'Whenever Veiled Tidecaller attacks, create X tokens that are copies of Veiled Tidecaller, where X is the number of creatures you control.',
    'Whenever Veiled Tidecaller attacks, create that many tokens that are copies of Veiled Tidecaller.',
  ])('several copies, read, not simulated: %s', (line) => {
    readNotSimulated('c', line);
  });

  it('the clause agrees with the number of tokens', () => {
    for (const line of [
      "Whenever Veiled Tidecaller attacks, create a token that's a copy of target creature and that are tapped and attacking.",
      "Whenever Veiled Tidecaller attacks, create two tokens that are copies of target creature and that's tapped and attacking.",
    ]) expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
  });
});
