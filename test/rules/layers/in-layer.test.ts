// `inLayer` (rules/layers/units.ts) answers "is `layer` among `layersOf(e)`" without making the list (a layer pass asks it
// for every part of every unit in every layer): the same answer as the list for every effect kind, every layer, and a
// type-changing effect with and without types or colors (CR 613.1d–e).

import { describe, expect, it } from 'vitest';
import { EFFECT_DESCRIPTORS } from '../../../server/src/model/abilities/effect-descriptors';
import type { Effect } from '../../../server/src/model/types';
import { hasPartIn, inLayer, layersOf } from '../../../server/src/rules/layers/units';
import { LAYERS, type Unit } from '../../../server/src/rules/layers/types';

function samples(): Effect[] {
  const out: Effect[] = [];
  // (a type-changing effect always has its lists: its variants below)
  for (const kind of Object.keys(EFFECT_DESCRIPTORS)) if (kind !== 'become-type') out.push({ kind, target: { kind: 'self' } } as unknown as Effect);
  for (const cardTypes of [[], ['Artifact']]) {
    for (const subtypes of [[], ['Elf']]) {
      for (const colors of [undefined, [], ['G']]) {
        out.push({ kind: 'become-type', target: { kind: 'self' }, cardTypes, subtypes, ...(colors ? { colors } : {}), additive: true, duration: 'permanent' } as unknown as Effect);
      }
    }
  }
  return out;
}

describe('inLayer', () => {
  it('says what layersOf lists, for every effect kind and layer', () => {
    let inSome = 0;
    for (const e of samples()) {
      const listed = layersOf(e);
      if (listed.length) inSome++;
      for (const layer of LAYERS) expect([e.kind, layer, inLayer(e, layer)]).toEqual([e.kind, layer, listed.includes(layer)]);
    }
    expect(inSome).toBeGreaterThan(5);
  });

  it('hasPartIn: some part of the unit is in the layer', () => {
    const parts = samples();
    for (let i = 0; i + 2 <= parts.length; i += 2) {
      const unit = { parts: parts.slice(i, i + 2) } as unknown as Unit;
      for (const layer of LAYERS) expect(hasPartIn(unit, layer)).toBe(unit.parts.some((p) => layersOf(p).includes(layer)));
    }
  });
});
