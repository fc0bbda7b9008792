// A rules line in both templating eras (issue 26): legacy (the card's own name, "enters the battlefield") and modern
// ("this creature", "enters"). Each is read fully and printed back exactly in its own era; the two readings are the same
// model (the era is the printer's choice, never the model's).

import { expect } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { selfWords } from '../../../server/src/model/abilities/normalize';
import { printLine, writtenLine } from '../../../server/src/model/abilities/print';
import type { Ability } from '../../../server/src/model/types';
import { allKinds } from './read-not-simulated';

export interface EraLine {
  name: string;
  type: string;
  legacy: string;
  modern: string;
}

/** A line that reads the same in both eras (no self-reference, no "enters"). */
export const sameInBoth = (name: string, type: string, line: string): EraLine => ({ name, type, legacy: line, modern: line });

/** The noun a modern line names its own object by ("this creature", "this land"). */
function selfNoun(type: string): string {
  for (const [re, noun] of [[/Creature/, 'creature'], [/Aura/, 'Aura'], [/Equipment/, 'Equipment'], [/Land/, 'land'], [/Artifact/, 'artifact'], [/Enchantment/, 'enchantment'], [/Planeswalker/, 'planeswalker']] as const) {
    if (re.test(type)) return noun;
  }
  return 'permanent';
}

/** Reads `line` in `era`, checks it is read whole and printed back as written, and returns the ability. */
export function readInEra(line: EraLine, era: 'legacy' | 'modern'): Ability {
  const ctx = { cardName: line.name, faceName: line.name, typeLine: line.type };
  const text = line[era];
  const a = parseAbility(text, 0, ctx);
  expect(a.unmodeled, `nothing left unread: ${text}`).toEqual([]);
  const printed = printLine(a, { era, selfWords: selfWords(text, ctx), self: era === 'legacy' ? line.name : `this ${selfNoun(line.type)}` });
  expect(printed, `printed back exactly (${era})`).toBe(writtenLine(text));
  return a;
}

/** Both eras read and printed back; the models agree apart from their spans and written words. Returns the legacy one. */
export function readInBothEras(line: EraLine): Ability {
  const legacy = readInEra(line, 'legacy');
  const modern = readInEra(line, 'modern');
  expect('effects' in modern ? modern.effects.map((e) => e.kind) : modern.kind).toEqual('effects' in legacy ? legacy.effects.map((e) => e.kind) : legacy.kind);
  return legacy;
}

/** A grammar row of the shared-parts tests: `line` reads in both eras, its reading holds `kind` (its effects' kinds, nested
 * ones and conditions included, or any other "kind" in the model: the trigger's event, its costs), and it is carried out by the engine (`true`), "recognized, not simulated" (`false`), or either
 * (`undefined`). */
export function expectRow(line: EraLine, kind: string, carriedOut?: boolean): Ability {
  const a = readInBothEras(line);
  expect([...allKinds(a), ...JSON.stringify(a).match(/"kind":"[a-z-]+"/g)!.map((k) => k.slice(8, -1))]).toContain(kind);
  if (carriedOut === true) expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  else if (carriedOut === false) expect(a.unsimulated?.length ?? 0, 'recognized, not simulated').toBeGreaterThan(0);
  return a;
}
