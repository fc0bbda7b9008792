// Reading a card data file of any known format (detected from its content, or forced) into card data, streaming
// the large JSON ones (Scryfall bulk files, MTGJSON AllPrintings and AtomicCards).

import { isUtf8 } from 'node:buffer';
import { closeSync, readFileSync, readSync } from 'node:fs';
import { openRegularFile } from '../files/regular-file';
import * as path from 'node:path';
import type { CardData, ReadResult } from './card-data';
import { readCockatrice } from './cockatrice';
import { detectFormat, type Detected, type FormatName } from './detect';
import { readForge, readForgeEdition } from './forge';
import { readMseSet } from './mse';
import { fileBytes, streamJson, type JsonPath, type JsonStreamStats } from './json-stream';
import { groupFaces, readMtgjsonCard } from './mtgjson';
import { readOurRecord } from './our-json';
import { readScryfallCard } from './scryfall';
import { msg, type Message } from '../i18n';

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
  const warnings: Message[] = [];
  const cards: CardData[] = [];
  let set: ReadResult['set'];
  const take = (r: { card?: CardData; warnings: Message[] }) => { if (r.card) cards.push(r.card); warnings.push(...r.warnings); };
  // Bytes that are not UTF-8 are read as U+FFFD: said, never silent (issue 22, F14).
  const stats: JsonStreamStats = { maxHeld: 0, invalidUtf8: 0 };
  const values = (wanted: (p: JsonPath) => boolean, descend?: (p: JsonPath) => boolean) => streamJson(fileBytes(file), wanted, descend, stats);
  const text = () => {
    const bytes = readFileSync(file);
    if (!isUtf8(bytes)) warnings.push(msg('import.not-utf8.file', { file: path.basename(file) }));
    return bytes.toString('utf8');
  };
  switch (format.format) {
    case 'forge': {
      const r = readForge(text(), file);
      return { ...r, warnings: [...warnings, ...r.warnings], format };
    }
    case 'cockatrice': {
      const r = readCockatrice(text());
      return { ...r, warnings: [...warnings, ...r.warnings], format };
    }
    case 'mse':
      return { ...readMseSet(readFileSync(file)), format };
    case 'forge-edition': {
      const r = readForgeEdition(text());
      return { ...r, warnings: [...warnings, ...r.warnings], format };
    }
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
      if (tokens) warnings.push(msg('import.tokens-skipped', { count: tokens }));
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
      return { cards: [], warnings: [msg('import.already-cardscript')], format };
    case 'unknown':
      return { cards: [], warnings: [msg('import.unknown-format', { why: format.why })], format };
  }
  if (stats.invalidUtf8) warnings.push(msg('import.not-utf8.values', { file: path.basename(file), count: stats.invalidUtf8 }));
  return { cards, ...(set ? { set } : {}), warnings, format };
}
