// The user's own card database: real cards looked up by name (hover) and by name prefix (completion). Built once
// from their files (build-index.ts) and cached next to the card file as `<file>.cardscript-index.json`; the cache
// is rebuilt when a source file's size or modification time changes. Nothing of this data ships with CardScript.

import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { readRealCards, readRulings } from './build-index';
import type { RealCard } from '../model/real-card';

export interface CardDatabaseSources {
  /** Scryfall bulk file, MTGJSON AtomicCards/AllPrintings, or our JSON records. */
  cards: string;
  /** Scryfall rulings file (optional; MTGJSON and our records carry their rulings). */
  rulings?: string;
}

interface SourceStamp {
  path: string;
  size: number;
  mtimeMs: number;
}

interface IndexFile {
  version: 1;
  sources: SourceStamp[];
  cards: RealCard[];
}

const stamp = (path: string): SourceStamp => {
  const s = statSync(path);
  return { path, size: s.size, mtimeMs: s.mtimeMs };
};

export const cachePath = (sources: CardDatabaseSources) => `${sources.cards}.cardscript-index.json`;

/** Folds names for lookup: case, curly quotes and accents do not matter. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘]/g, "'").toLowerCase().trim();
}

export class CardDatabase {
  private readonly byName = new Map<string, RealCard>();
  private readonly sorted: { key: string; card: RealCard }[];

  constructor(readonly cards: readonly RealCard[], readonly fromCache = false) {
    for (const c of cards) {
      this.byName.set(foldName(c.name), c);
      // Each face of a multi-face card is found by its own name too.
      if (c.name.includes(' // ')) for (const part of c.name.split(' // ')) if (!this.byName.has(foldName(part))) this.byName.set(foldName(part), c);
    }
    this.sorted = [...this.byName].map(([key, card]) => ({ key, card })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  lookup(name: string): RealCard | undefined {
    return this.byName.get(foldName(name));
  }

  /** Real card names starting with `prefix` (case-insensitive), at most `limit`, in name order. */
  names(prefix: string, limit = 50): string[] {
    const key = foldName(prefix);
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (this.sorted[mid]!.key < key) lo = mid + 1; else hi = mid; }
    const out: string[] = [];
    for (let i = lo; i < this.sorted.length && out.length < limit && this.sorted[i]!.key.startsWith(key); i++) out.push(this.sorted[i]!.card.name);
    return out;
  }

  /** Indexes the sources (streamed) or reads the cache when it is up to date; writes the cache when it can. */
  static open(sources: CardDatabaseSources): CardDatabase {
    const steps = CardDatabase.build(sources);
    for (let r = steps.next(); ; r = steps.next()) if (r.done) return r.value;
  }

  /**
   * The same, giving the event loop a turn every `every` cards, so a language server stays responsive while a large
   * file is indexed for the first time.
   */
  static async openAsync(sources: CardDatabaseSources, every = 2000): Promise<CardDatabase> {
    const steps = CardDatabase.build(sources, every);
    for (let r = steps.next(); ; r = steps.next()) {
      if (r.done) return r.value;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** The indexing, as steps: it yields after every `every` cards or rulings read. */
  private static *build(sources: CardDatabaseSources, every = Infinity): Generator<void, CardDatabase> {
    const stamps = [stamp(sources.cards), ...(sources.rulings ? [stamp(sources.rulings)] : [])];
    const cache = cachePath(sources);
    try {
      const index = JSON.parse(readFileSync(cache, 'utf8')) as IndexFile;
      if (index.version === 1 && JSON.stringify(index.sources) === JSON.stringify(stamps)) return new CardDatabase(index.cards, true);
    } catch {
      // no cache, or an unreadable one: rebuild
    }
    let n = 0;
    const byName = new Map<string, RealCard>();
    for (const c of readRealCards(sources.cards)) {
      if (!byName.has(c.name)) byName.set(c.name, c);
      if (++n % every === 0) yield;
    }
    if (sources.rulings) {
      const byOracle = new Map<string, RealCard>();
      for (const c of byName.values()) if (c.oracleId) byOracle.set(c.oracleId, c);
      for (const { oracleId, ruling } of readRulings(sources.rulings)) {
        byOracle.get(oracleId)?.rulings.push(ruling);
        if (++n % every === 0) yield;
      }
    }
    const cards = [...byName.values()];
    for (const c of cards) c.rulings.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    try {
      writeFileSync(cache, JSON.stringify({ version: 1, sources: stamps, cards } satisfies IndexFile));
    } catch {
      // a read-only folder: the index lives in memory only
    }
    return new CardDatabase(cards);
  }
}
