// The user's own card database: real cards looked up by name (hover) and by name prefix (completion). Built once
// from their files (build-index.ts) and cached in a folder of ours (index-cache.ts: never beside the user's file);
// the cache is rebuilt when a source file's size or modification time changes. Nothing of this data ships with
// CardScript.

import { statSync } from 'node:fs';
import * as path from 'node:path';
import { readRealCards, readRulings } from './build-index';
import { readIndex, writeIndex } from './index-cache';
import type { PrintedName, RealCard } from '../model/real-card';

export interface CardDatabaseSources {
  /** Scryfall bulk file, MTGJSON AtomicCards/AllPrintings, or our JSON records. */
  cards: string;
  /** Scryfall rulings file (optional; MTGJSON and our records carry their rulings). */
  rulings?: string;
  /** A rulings file in another language (Scryfall's shape), and its language code ("it", "de"…). */
  localizedRulings?: { language: string; file: string };
}

interface SourceStamp {
  path: string;
  size: number;
  mtimeMs: number;
}

interface IndexFile {
  version: 3;
  sources: SourceStamp[];
  cards: RealCard[];
}

const stamp = (path: string): SourceStamp => {
  const s = statSync(path);
  return { path, size: s.size, mtimeMs: s.mtimeMs };
};

/** Where the index may be cached: a folder of ours (the extension's storage, the user's cache folder); none: memory only. */
export interface IndexCache {
  dir: string;
}

const sourcePaths = (sources: CardDatabaseSources) => [
  path.resolve(sources.cards),
  ...(sources.rulings ? [path.resolve(sources.rulings)] : []),
  ...(sources.localizedRulings ? [path.resolve(sources.localizedRulings.file)] : []),
];

/** Folds names for lookup: case, curly quotes and accents do not matter. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘]/g, "'").toLowerCase().trim();
}

/** Adds the printed names of another printing of `card` (each language once; a printing with printed text fills in
 * one without). */
function mergePrintedNames(card: RealCard, more: readonly PrintedName[] | undefined): void {
  for (const p of more ?? []) {
    const names = (card.printedNames ??= []);
    const known = names.find((q) => q.language === p.language);
    if (!known) names.push({ ...p });
    else if (!known.text && p.text) Object.assign(known, { typeLine: p.typeLine, text: p.text });
  }
}

export class CardDatabase {
  private readonly byName = new Map<string, RealCard>();
  /** Every name a card is found by (English, each face's, each printed name), with the name as written. */
  private readonly sorted: { key: string; name: string; card: RealCard }[];

  constructor(readonly cards: readonly RealCard[], readonly fromCache = false) {
    const names = new Map<string, string>();
    const add = (name: string, c: RealCard) => {
      const key = foldName(name);
      if (this.byName.has(key)) return; // an English name wins over a printed name that folds the same
      this.byName.set(key, c);
      names.set(key, name);
    };
    for (const c of cards) {
      add(c.name, c);
      // Each face of a multi-face card is found by its own name too.
      if (c.name.includes(' // ')) for (const part of c.name.split(' // ')) add(part, c);
    }
    // Then the printed names of other languages ("Gletscher-Pirscher" → Glacial Stalker).
    for (const c of cards) for (const p of c.printedNames ?? []) add(p.name, c);
    this.sorted = [...this.byName].map(([key, card]) => ({ key, name: names.get(key)!, card })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  lookup(name: string): RealCard | undefined {
    return this.byName.get(foldName(name));
  }

  /** Real card names, English or printed in another language, starting with `prefix` (case and accents ignored), at most `limit`, in name order. */
  names(prefix: string, limit = 50): string[] {
    const key = foldName(prefix);
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (this.sorted[mid]!.key < key) lo = mid + 1; else hi = mid; }
    const out: string[] = [];
    for (let i = lo; i < this.sorted.length && out.length < limit && this.sorted[i]!.key.startsWith(key); i++) out.push(this.sorted[i]!.name);
    return out;
  }

  /** Indexes the sources (streamed) or reads the cache when it is up to date; writes the cache when it can. */
  static open(sources: CardDatabaseSources, cache?: IndexCache): CardDatabase {
    const steps = CardDatabase.build(sources, cache);
    for (let r = steps.next(); ; r = steps.next()) if (r.done) return r.value;
  }

  /**
   * The same, giving the event loop a turn every `every` cards, so a language server stays responsive while a large
   * file is indexed for the first time.
   */
  static async openAsync(sources: CardDatabaseSources, cache?: IndexCache, every = 2000): Promise<CardDatabase> {
    const steps = CardDatabase.build(sources, cache, every);
    for (let r = steps.next(); ; r = steps.next()) {
      if (r.done) return r.value;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** The indexing, as steps: it yields after every `every` cards or rulings read. */
  private static *build(sources: CardDatabaseSources, cache?: IndexCache, every = Infinity): Generator<void, CardDatabase> {
    const paths = sourcePaths(sources);
    const stamps = paths.map(stamp);
    const cached = cache && readIndex(cache.dir, paths);
    if (cached !== undefined) {
      try {
        const index = JSON.parse(cached) as IndexFile;
        if (index.version === 3 && JSON.stringify(index.sources) === JSON.stringify(stamps) && Array.isArray(index.cards)) return new CardDatabase(index.cards, true);
      } catch {
        // an unreadable cache: rebuild
      }
    }
    let n = 0;
    const byName = new Map<string, RealCard>();
    for (const c of readRealCards(paths[0]!)) {
      const known = byName.get(c.name);
      if (!known) byName.set(c.name, c);
      else mergePrintedNames(known, c.printedNames); // another printing of the same card (Scryfall's all-cards file)
      if (++n % every === 0) yield;
    }
    if (sources.rulings) {
      const byOracle = new Map<string, RealCard>();
      for (const c of byName.values()) if (c.oracleId) byOracle.set(c.oracleId, c);
      for (const { oracleId, ruling } of readRulings(paths[1]!)) {
        byOracle.get(oracleId)?.rulings.push(ruling);
        if (++n % every === 0) yield;
      }
    }
    if (sources.localizedRulings) {
      const { language } = sources.localizedRulings;
      const byOracle = new Map<string, RealCard>();
      for (const c of byName.values()) if (c.oracleId) byOracle.set(c.oracleId, c);
      for (const { oracleId, ruling } of readRulings(paths[paths.length - 1]!)) {
        const c = byOracle.get(oracleId);
        if (c) ((c.localizedRulings ??= {})[language] ??= []).push(ruling);
        if (++n % every === 0) yield;
      }
    }
    const cards = [...byName.values()];
    const byDate = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
    for (const c of cards) {
      c.rulings.sort(byDate);
      for (const list of Object.values(c.localizedRulings ?? {})) list.sort(byDate);
    }
    // When it cannot be written (no cache folder, a read-only one) the index lives in memory only.
    if (cache) writeIndex(cache.dir, paths, JSON.stringify({ version: 3, sources: stamps, cards } satisfies IndexFile));
    return new CardDatabase(cards);
  }
}
