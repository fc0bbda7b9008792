// The closest known word to a misspelled one ("Megamoprh" → "Megamorph", "facedown" → "face down"), by edit
// distance with transpositions. Pure; used by the checks' "did you mean" and by the scenario runner.

/** Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours), bounded by `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** How many edits a word of this length may be from its correction: 1 up to 5 letters, then 2. */
function allowance(word: string): number {
  return word.length <= 5 ? 1 : 2;
}

/**
 * The one known word closest to `word` (any case), or undefined when none is close or two are equally close.
 * A candidate equal to `word` ignoring case is not a misspelling and is not returned.
 */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  const max = allowance(word);
  let best: string | undefined;
  let bestDist = max + 1;
  let tie = false;
  const seen = new Set<string>();
  for (const c of candidates) {
    const cl = c.toLowerCase();
    if (seen.has(cl)) continue;
    seen.add(cl);
    if (cl === lower) return undefined;
    const d = typoDistance(lower, cl, max);
    // `best` is set only by a candidate within the allowance (bestDist starts just above it); a tie found before one
    // is (two candidates both just above it) is undone by it.
    if (d < bestDist) { best = c; bestDist = d; tie = false; }
    else if (d === bestDist) tie = true;
  }
  return tie ? undefined : best;
}
