// Issue 26, grammar (round twenty-three, gramA): the not-understood "if …" / "you may …" / "as long as …" lines, grown
// by the instruction or condition part that blocked them. Invented lines in the shapes of real cards': read fully,
// printed back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

const era = (name: string, type: string, legacy: string, modern: string): EraLine => ({ name, type, legacy, modern });

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 110.2a: "put … onto the battlefield under their owners' control" / "under its owner's control", as "return …".
  [era('GramA23 Preserve', 'Enchantment', "At the beginning of your upkeep, each player reveals the top card of their library. If all cards revealed this way are land cards, put those cards onto the battlefield under their owners' control.", "At the beginning of your upkeep, each player reveals the top card of their library. If all cards revealed this way are land cards, put those cards onto the battlefield under their owners' control."), 'zone-change', undefined],
  [era('GramA23 Savior', 'Creature — Human Wizard', "When GramA23 Savior leaves the battlefield, put the exiled cards onto the battlefield under their owners' control.", "When this creature leaves the battlefield, put the exiled cards onto the battlefield under their owners' control."), 'zone-change', true],
  [sameInBoth('GramA23 Homecoming', 'Sorcery', "Put target creature card from a graveyard onto the battlefield under its owner's control."), 'zone-change', true],
];

describe('grammar parts, round twenty-three (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
