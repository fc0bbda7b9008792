// Level up (CR 711): a leveler card's text is striated by level symbols. "LEVEL N1-N2" and "LEVEL N3+" start a
// striation; the lines after it (a P/T box such as "2/3", and abilities) apply only while the permanent has that many
// level counters (CR 711.2a-b). One reader for the symbol and the box, used by the grammar and the typo check.

/** CR 711.2: "LEVEL 1-2", "LEVEL 3+" (a level symbol, written in capitals on its own line). */
const LEVEL_SYMBOL = /^LEVEL (\d{1,2})(?:-(\d{1,2})|(\+))$/;
/** CR 711.2a: a striation's power/toughness box, on its own line. */
const PT_BOX = /^(\d{1,3})\/(\d{1,3})$/;

/** The levels a level symbol names (`max` undefined for "N+"), or undefined when `text` is not one. */
export function readLevelSymbol(text: string): { min: number; max?: number } | undefined {
  const m = LEVEL_SYMBOL.exec(text.trim());
  if (!m) return undefined;
  const min = Number(m[1]);
  if (m[3]) return { min };
  const max = Number(m[2]);
  return max >= min ? { min, max } : undefined;
}

/** A striation's P/T box ("2/3"), or undefined. */
export function readPtBox(text: string): { power: number; toughness: number } | undefined {
  const m = PT_BOX.exec(text.trim());
  return m ? { power: Number(m[1]), toughness: Number(m[2]) } : undefined;
}

export function printLevelSymbol(min: number, max: number | undefined): string {
  return max === undefined ? `LEVEL ${min}+` : `LEVEL ${min}-${max}`;
}
