// The shared check of the grammar's "recognized, not simulated" families (amounts, prevention, replacements): a line is
// read fully, printed back as itself in its context, and marked not carried out by the engine. Returns the ability so
// each family's test checks its own effect.

import { expect } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';

export function readNotSimulated(ctx: ContextKey, line: string): ReturnType<typeof parseAbility> {
  const a = parseAbility(line, 0, CONTEXTS[ctx]);
  expect(a.unmodeled, 'fully understood').toEqual([]);
  expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
  expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  return a;
}

/** The same check without the engine's side: read fully and printed back as itself (kinds now carried out where the
 * engine reads them: test/rules/game/*.cards). */
export function readUnderstood(ctx: ContextKey, line: string): ReturnType<typeof parseAbility> {
  const a = parseAbility(line, 0, CONTEXTS[ctx]);
  expect(a.unmodeled, 'fully understood').toEqual([]);
  expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
  return a;
}

/** The same check for a line the engine carries out: read fully, printed back as itself, nothing "recognized, not simulated". */
export function readCarriedOut(ctx: ContextKey, line: string): ReturnType<typeof parseAbility> {
  const a = parseAbility(line, 0, CONTEXTS[ctx]);
  expect(a.unmodeled, 'fully understood').toEqual([]);
  expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
  expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  return a;
}

/** The kind of the ability's first effect. */
export function firstEffectKind(a: ReturnType<typeof parseAbility>): string | undefined {
  return 'effects' in a ? a.effects?.[0]?.kind : undefined;
}

/** Every kind named in an ability's effects, nested effects and conditions included ("conditional", "as-cast", …). */
export function allKinds(a: ReturnType<typeof parseAbility>): string[] {
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o['kind'] === 'string') out.push(o['kind']);
      Object.values(o).forEach(visit);
    }
  };
  visit('effects' in a ? a.effects : []);
  return out;
}
