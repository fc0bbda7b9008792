// One of an object's numbers — power, toughness (CR 208.3) or mana value (202.3) — read from its characteristics now or
// from its last known information (608.2h): the one reading every "its power" and "if its power was …" shares.

export type StatName = 'power' | 'toughness' | 'mana value';

/** The number `stat` of `values` (characteristics, or last known stats); undefined when there are none or it has none. */
export function statValue(values: { power: number | null; toughness: number | null; manaValue: number; ptUnknown?: { power: boolean; toughness: boolean } } | undefined, stat: StatName): number | undefined {
  // CR 208.2: a power or toughness the engine doesn't know (a `*` no counted ability defines) is no number.
  if (stat !== 'mana value' && values?.ptUnknown?.[stat]) return undefined;
  const v = values ? (stat === 'mana value' ? values.manaValue : values[stat]) : undefined;
  return typeof v === 'number' ? v : undefined;
}
