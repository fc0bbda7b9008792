// Reading a card data file of any known format (detected from its content, or forced) into card data, streaming
// the large JSON ones (Scryfall bulk files, MTGJSON AllPrintings and AtomicCards).

import { closeSync, readFileSync, readSync } from 'node:fs';
import { openRegularFile } from '../files/regular-file';
import type { CardData, ReadResult } from './card-data';
import { readCockatrice } from './cockatrice';
import { detectFormat, type Detected, type FormatName } from './detect';
import { readForge, readForgeEdition } from './forge';
import { readMseSet } from './mse';
import { fileChunks, streamJson, type JsonPath } from './json-stream';
import { groupFaces, readMtgjsonCard } from './mtgjson';
import { readOurRecord } from './our-json';
import { readScryfallCard } from './scryfall';

export type ForcedFormat = Exclude<FormatName, 'cardscript' | 'forge-edition'> | 'json';

function head(file: string, size = 64 * 1024): string {
  const { fd } = openRegularFile(file);
  try {
    const buf = Buffer.alloc(size);
    const n = readSync(fd, buf, 0, size, 0);
    return buf.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The detected format, with `from` forcing the family (the JSON shape is still told from the content). */
export function formatOf(file: string, from?: ForcedFormat): Detected {
  const start = head(file);
  const found = detectFormat(start);
  if (!from) return found;
  const want = from === 'json' ? 'ours' : from;
  if (found.format === want || (want === 'forge' && found.format === 'forge-edition')) return found;
  if (want === 'forge' || want === 'cockatrice' || want === 'mse') return { format: want };
  const t = start.trimStart();
  if (want === 'scryfall') return { format: 'scryfall', shape: t.startsWith('[') ? 'array' : /"data"\s*:\s*\[/.test(t) ? 'list' : 'card' };
  if (want === 'mtgjson') return { format: 'mtgjson', shape: 'set' };
  return { format: 'ours', shape: t.startsWith('[') ? 'array' : 'object' };
}

const isIndex = (k: string | number | undefined) => typeof k === 'number';

/** Reads `file`. Throws on unreadable files or malformed JSON/XML (the caller reports it). */
export function readCardFile(file: string, from?: ForcedFormat): ReadResult & { format: Detected } {
  const format = formatOf(file, from);
  const warnings: string[] = [];
  const cards: CardData[] = [];
  let set: ReadResult['set'];
  const take = (r: { card?: CardData; warnings: string[] }) => { if (r.card) cards.push(r.card); warnings.push(...r.warnings); };
  const values = (wanted: (p: JsonPath) => boolean, descend?: (p: JsonPath) => boolean) => streamJson(fileChunks(file), wanted, descend);
  switch (format.format) {
    case 'forge': {
      const r = readForge(readFileSync(file, 'utf8'), file);
      return { ...r, format };
    }
    case 'mse':
      return { ...readMseSet(readFileSync(file)), format };
    case 'forge-edition':
      return { ...readForgeEdition(readFileSync(file, 'utf8')), format };
    case 'cockatrice':
      return { ...readCockatrice(readFileSync(file, 'utf8')), format };
    case 'scryfall': {
      const wanted = format.shape === 'card' ? (p: JsonPath) => p.length === 0
        : format.shape === 'array' ? (p: JsonPath) => p.length === 1
        : (p: JsonPath) => p.length === 2 && p[0] === 'data' && isIndex(p[1]);
      const descend = (p: JsonPath) => p.length === 0 || (format.shape === 'list' && p.length === 1 && p[0] === 'data');
      const sets = new Map<string, { code?: string; name?: string }>();
      for (const { value } of values(wanted, descend)) {
        const r = readScryfallCard(value);
        take(r);
        if (r.set?.code) sets.set(r.set.code, r.set);
      }
      if (sets.size === 1) set = [...sets.values()][0];
      break;
    }
    case 'mtgjson': {
      const shape = format.shape;
      const wanted = (p: JsonPath) =>
        p[0] === 'data' && (shape === 'set' ? p.length === 3 && (p[1] === 'cards' || p[1] === 'tokens') && isIndex(p[2])
          : shape === 'all-printings' ? p.length === 4 && (p[2] === 'cards' || p[2] === 'tokens') && isIndex(p[3])
          : p.length === 2);
      const descend = (p: JsonPath) => p.length === 0 || (p[0] === 'data' && (p.length === 1
        || (shape === 'set' && p.length === 2 && (p[1] === 'cards' || p[1] === 'tokens'))
        || (shape === 'all-printings' && (p.length === 2 || (p.length === 3 && (p[2] === 'cards' || p[2] === 'tokens'))))));
      let tokens = 0;
      const seen = new Set<string>();
      const entries = function* () {
        for (const { path, value } of values(wanted, descend)) {
          if (path.includes('tokens')) { tokens++; continue; }
          yield value;
        }
      };
      if (shape === 'atomic') {
        for (const { value } of values(wanted, descend)) take(readMtgjsonCard(Array.isArray(value) ? value : [value]));
      } else {
        for (const group of groupFaces(entries())) {
          const r = readMtgjsonCard(group);
          // AllPrintings holds every printing: the first printing of a card is imported.
          if (r.card && seen.has(r.card.name)) continue;
          if (r.card) seen.add(r.card.name);
          take(r);
        }
      }
      if (tokens) warnings.push(`${tokens} token${tokens === 1 ? '' : 's'} not imported (CardScript has no token marker)`);
      if (shape === 'set') {
        for (const { path, value } of values((p) => p.length === 2 && p[0] === 'data' && (p[1] === 'name' || p[1] === 'code' || p[1] === 'releaseDate'), (p) => p.length <= 1)) {
          set = { ...set, [path[1] === 'releaseDate' ? 'date' : path[1] as string]: String(value) };
        }
      }
      break;
    }
    case 'ours': {
      const wanted = format.shape === 'array' ? (p: JsonPath) => p.length === 1 : (p: JsonPath) => p.length === 2 && p[0] === 'cards' && isIndex(p[1]);
      const descend = (p: JsonPath) => p.length === 0 || (p.length === 1 && p[0] === 'cards');
      for (const { value } of values(wanted, descend)) take(readOurRecord(value));
      break;
    }
    case 'cardscript':
      return { cards: [], warnings: ['this is already a CardScript file'], format };
    case 'unknown':
      return { cards: [], warnings: [`not a card file we can read: ${format.why}`], format };
  }
  return { cards, ...(set ? { set } : {}), warnings, format };
}
