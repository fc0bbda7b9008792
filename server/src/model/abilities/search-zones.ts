// The zones a search names (CR 701.23a, 400.1): "search your library and/or graveyard", "search your graveyard, hand,
// and/or library" — the player searches any of them they choose; a library among them is shuffled only "if you search
// your library this way" (rules/effects/search-effects.ts).

export type SearchedZone = 'library' | 'graveyard' | 'hand';

/**
 * The zones of an "and/or" list of the searching player's own zones, in the order written, with the library among them;
 * undefined for other lists ("your library and graveyard": both searched, CR 701.23a; "its controller's graveyard, hand,
 * and library") the engine doesn't carry out.
 */
export function searchedZones(zones: string | undefined): SearchedZone[] | undefined {
  if (!zones || !/\band\/or\b/.test(zones)) return undefined;
  const words = zones.split(/,\s*(?:and\/or\s+)?|(?<!\s)\s+and\/or\s+/).map((w) => w.trim());
  if (!words.every((w): w is SearchedZone => w === 'library' || w === 'graveyard' || w === 'hand')) return undefined;
  if (!words.includes('library') || new Set(words).size !== words.length) return undefined;
  return words as SearchedZone[];
}
