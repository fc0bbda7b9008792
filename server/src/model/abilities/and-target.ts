import type { TargetSpec } from '../types';

/**
 * The target phrases one object phrase names, in the order they are announced (CR 601.2c, 115.1): "target creature and
 * target land" is two phrases, each its own instance of the word "target" (115.3: the same object may be chosen for
 * both); any other phrase is itself. The first phrase is the spec without its `andTarget` (a new object each call, so
 * only the second keeps its identity: the last phrase of an instruction is that object).
 */
export function andTargetPhrases(t: TargetSpec): TargetSpec[] {
  if (t.kind !== 'target' || !t.andTarget) return [t];
  return [{ ...t, andTarget: undefined, zoneShared: undefined }, t.andTarget];
}
