// A cost's meaning as a comparable key (kind, count, types, "another", mana): for the Forge round trips, which compare
// the costs CardScript reads from Oracle text with the costs read back from Forge's `K:` lines.

import { parseCostPart } from '../../server/src/model/abilities/cost-parts';
import type { CostPart } from '../../server/src/model/types';
import { readForgeCost } from '../../server/src/formats/forge-script';

function partKey(p: CostPart, other: boolean): string {
  if (p.kind === 'mana') return `mana ${p.cost}`;
  if (p.kind === 'unknown') return `unknown ${p.text}`;
  const types = 'filter' in p && p.filter ? p.filter.types.map((t) => t.toLowerCase().replace(/s$/, '')).filter((t, _i, all) => t !== 'card' || all.length === 1).sort().join(' ') : '';
  const count = 'count' in p ? p.count : 'amount' in p ? p.amount : '';
  return [p.kind, count, types, 'self' in p && p.self ? 'self' : '', other ? 'another' : '', 'random' in p && p.random ? 'random' : '', 'wholeHand' in p && p.wholeHand ? 'hand' : ''].filter((x) => x !== '').join(' ');
}

/** The key of a cost written as Oracle text ("Pay 3 life", "{1}{U}", "Sacrifice another creature"). */
export function oracleCostKey(text: string): string {
  return text.split(/,\s*/).filter(Boolean).map((raw) => (/^(?:\{[^{}]+\})+$/.test(raw.trim()) ? `mana ${raw.trim().toUpperCase()}` : partKey(parseCostPart(raw), /\banother\b/i.test(raw)))).join(' + ');
}

/** The key of a cost written as Forge writes it ("2 U U", "PayLife<3>", "Sac<1/Creature.Other/another creature>"). */
export function forgeCostKey(value: string): string {
  const { parts, other } = readForgeCost(value);
  return parts.map((p, i) => partKey(p, other[i]!)).join(' + ');
}
