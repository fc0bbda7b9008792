// Builds the card database's records from the user's files, streamed: a Scryfall bulk file (oracle cards, default
// cards or all cards: one record per name; the printed names of non-English printings are kept), a Scryfall rulings
// file (keyed by oracle id; also a rulings file in another language of the same shape), an MTGJSON AtomicCards or
// AllPrintings file (rulings and `foreignData` printed names included), or our own JSON records.

import { detectFormat } from '../formats/detect';
import { fileBytes, fileChunks, streamJson, type JsonPath } from '../formats/json-stream';
import { lookupTable } from '../model/lookup-table';
import { msg, WordedError } from '../i18n';
import type { PrintedName, RealCard, Ruling } from '../model/real-card';

type Json = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

function head(file: string): string {
  for (const chunk of fileChunks(file, 64 * 1024)) return chunk;
  return '';
}

/** MTGJSON's language names → language codes (what `foreignData` carries; looked up by the file's words). */
const MTGJSON_LANGUAGES: Readonly<Record<string, string>> = lookupTable({
  German: 'de', Italian: 'it', Spanish: 'es', French: 'fr', Japanese: 'ja', Korean: 'ko', Russian: 'ru',
  'Portuguese (Brazil)': 'pt', 'Chinese Simplified': 'zh-Hans', 'Chinese Traditional': 'zh-Hant', Phyrexian: 'ph',
});

/** The printed name, type line and text of a Scryfall printing in another language (`lang` ≠ en, `printed_*`, or its faces'). */
function scryfallPrintedName(o: Json, faces: Json[] | undefined): PrintedName[] {
  const language = str(o['lang']);
  if (!language || language === 'en') return [];
  const printed = (key: string, join: string) => str(o[key]) ?? (faces ? faces.map((f) => str(f[key])).filter(Boolean).join(join) || undefined : undefined);
  const name = printed('printed_name', ' // ');
  const typeLine = printed('printed_type_line', ' // ');
  const text = printed('printed_text', '\n//\n');
  return name ? [{ language, name, ...(typeLine ? { typeLine } : {}), ...(text ? { text } : {}) }] : [];
}

function fromScryfall(o: Json): RealCard | undefined {
  const name = str(o['name']);
  if (!name) return undefined;
  const faces = Array.isArray(o['card_faces']) ? (o['card_faces'] as Json[]) : undefined;
  const front = faces?.[0] ?? o;
  const oracle = faces ? faces.map((f) => str(f['oracle_text']) ?? '').join('\n//\n') : str(o['oracle_text']);
  const printed = scryfallPrintedName(o, faces);
  return {
    name,
    manaCost: str(o['mana_cost']) ?? str(front['mana_cost']),
    typeLine: str(o['type_line']),
    oracleText: oracle,
    power: str(front['power']),
    toughness: str(front['toughness']),
    loyalty: str(front['loyalty']),
    defense: str(front['defense']),
    oracleId: str(o['oracle_id']) ?? str(front['oracle_id']),
    rulings: [],
    ...(printed.length ? { printedNames: printed } : {}),
  };
}

function rulingsOf(v: unknown): Ruling[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((r) => {
    const o = (r ?? {}) as Json;
    const date = str(o['date']) ?? str(o['published_at']);
    const text = str(o['text']) ?? str(o['comment']);
    return date && text ? [{ date, text }] : [];
  });
}

/** The printed names of MTGJSON's `foreignData` (the first face's; each language once), with the printed type line and
 * text where the data has them. */
function mtgjsonPrintedNames(face: Json): PrintedName[] {
  const out: PrintedName[] = [];
  for (const f of Array.isArray(face['foreignData']) ? (face['foreignData'] as Json[]) : []) {
    const language = MTGJSON_LANGUAGES[str(f['language']) ?? ''];
    const name = str(f['name']);
    const typeLine = str(f['type']);
    const text = str(f['text']);
    if (language && name && !out.some((p) => p.language === language)) out.push({ language, name, ...(typeLine ? { typeLine } : {}), ...(text ? { text } : {}) });
  }
  return out;
}

function fromMtgjsonFaces(faces: Json[]): RealCard | undefined {
  const first = faces[0];
  const name = first && str(first['name']);
  if (!first || !name) return undefined;
  const ids = (first['identifiers'] ?? {}) as Json;
  const printed = mtgjsonPrintedNames(first);
  return {
    name,
    manaCost: str(first['manaCost']),
    typeLine: faces.map((f) => str(f['type']) ?? '').join(' // '),
    oracleText: faces.map((f) => str(f['text']) ?? '').join('\n//\n'),
    power: str(first['power']),
    toughness: str(first['toughness']),
    loyalty: str(first['loyalty']),
    defense: str(first['defense']),
    oracleId: str(ids['scryfallOracleId']),
    rulings: rulingsOf(first['rulings']),
    ...(printed.length ? { printedNames: printed } : {}),
  };
}

function fromOurs(o: Json): RealCard | undefined {
  const name = str(o['name']);
  if (!name) return undefined;
  return {
    name, manaCost: str(o['manaCost']), typeLine: str(o['typeLine']), oracleText: str(o['oracleText']), power: str(o['power']),
    toughness: str(o['toughness']), loyalty: str(o['loyalty']), oracleId: str(o['scryfallOracleId']), rulings: rulingsOf(o['rulings']),
  };
}

/** A file the card database can't read: why, worded in the reader's language at the edge. */
export class CardFileError extends WordedError {}

/** Reads every card of a card file (any format above except rulings). */
export function* readRealCards(file: string): Generator<RealCard> {
  const t = head(file).trimStart();
  const found = detectFormat(t);
  const values = (wanted: (p: JsonPath) => boolean, descend: (p: JsonPath) => boolean) => streamJson(fileBytes(file), wanted, descend);
  const one = (p: JsonPath) => p.length === 0;
  if (found.format === 'scryfall') {
    const wanted = found.shape === 'card' ? one : found.shape === 'array' ? (p: JsonPath) => p.length === 1 : (p: JsonPath) => p.length === 2 && p[0] === 'data';
    for (const { value } of values(wanted, (p) => p.length === 0 || (p.length === 1 && p[0] === 'data'))) {
      const c = fromScryfall((value ?? {}) as Json);
      if (c) yield c;
    }
    return;
  }
  if (found.format === 'mtgjson') {
    if (found.shape === 'atomic') {
      for (const { value } of values((p) => p.length === 2 && p[0] === 'data', (p) => p.length <= 1)) {
        const c = Array.isArray(value) ? fromMtgjsonFaces(value as Json[]) : undefined;
        if (c) yield c;
      }
      return;
    }
    const depth = found.shape === 'set' ? 3 : 4;
    const group: Json[] = [];
    const flush = function* () { const c = fromMtgjsonFaces(group.splice(0)); if (c) yield c; };
    for (const { path, value } of values((p) => p.length === depth && p[0] === 'data' && p[depth - 2] === 'cards', (p) => p[0] === 'data' || p.length === 0)) {
      void path;
      const o = (value ?? {}) as Json;
      if (group.length && (str(o['name']) !== str(group[0]!['name']) || o['side'] === 'a' || o['side'] === undefined)) yield* flush();
      group.push(o);
    }
    yield* flush();
    return;
  }
  if (found.format === 'ours') {
    const wanted = found.shape === 'array' ? (p: JsonPath) => p.length === 1 : (p: JsonPath) => p.length === 2 && p[0] === 'cards';
    for (const { value } of values(wanted, (p) => p.length === 0 || p[0] === 'cards')) {
      const c = fromOurs((value ?? {}) as Json);
      if (c) yield c;
    }
    return;
  }
  throw new CardFileError(found.format === 'unknown' ? msg('import.carddb.unknown-format', { why: found.why }) : msg('import.carddb.other-format', { format: found.format }));
}

/**
 * Scryfall's rulings file: `[{ oracle_id, published_at, comment }]` (or a list object of them). A rulings file in
 * another language has the same shape (its rulings keyed by the card's oracle id).
 */
export function* readRulings(file: string): Generator<{ oracleId: string; ruling: Ruling }> {
  const t = head(file).trimStart();
  const wanted = t.startsWith('[') ? (p: JsonPath) => p.length === 1 : (p: JsonPath) => p.length === 2 && p[0] === 'data';
  for (const { value } of streamJson(fileBytes(file), wanted, (p) => p.length === 0 || (p.length === 1 && p[0] === 'data'))) {
    const o = (value ?? {}) as Json;
    const oracleId = str(o['oracle_id']);
    const date = str(o['published_at']);
    const text = str(o['comment']);
    if (oracleId && date && text) yield { oracleId, ruling: { date, text } };
  }
}
