// Round trips: CardScript → Forge scripts / Scryfall JSON / Cockatrice XML → CardScript keeps every field the target
// format can hold (Forge scripts keep no flavor, Cockatrice no flavor: the exporter says so). The MSE package is a
// valid stored zip whose `set` file matches its golden, and imports back whole (stored or deflated); the Cockatrice
// and Forge outputs match their goldens too.

import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardData } from '../../server/src/formats/card-data';
import { readCardScript } from '../../server/src/formats/from-model';
import { readCardFile } from '../../server/src/formats/read-file';
import { compareCards, toCardScript } from '../../server/src/formats/to-cardscript';
import { crc32, readZip } from '../../server/src/formats/zip';
import { expectGolden } from '../support/golden';
import { runCli } from '../support/run-cli';

const HERE = __dirname;
const FIX = path.join(HERE, 'fixtures');
const SOURCE = readCardScript('file:///roundtrip.cards', readFileSync(path.join(FIX, 'roundtrip.cards'), 'utf8')).cards;

async function exported(format: string, outName: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-export-'));
  const out = path.join(dir, outName);
  const r = await runCli(['export', path.join(FIX, 'roundtrip.cards'), '--format', format, '--out', out, '--date', '2026-11-30'], dir);
  return { ...r, out };
}

/** A one-entry zip whose entry is deflated (method 8), with its sizes in the central directory only (a data descriptor). */
function deflatedZip(name: string, data: Buffer): Buffer {
  const packed = deflateRawSync(data);
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(0x0808, 6); local.writeUInt16LE(8, 8); local.writeUInt16LE(n.length, 26);
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0); descriptor.writeUInt32LE(crc32(data), 4); descriptor.writeUInt32LE(packed.length, 8); descriptor.writeUInt32LE(data.length, 12);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(0x0808, 8); central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(data), 16); central.writeUInt32LE(packed.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(n.length, 28); central.writeUInt32LE(0, 42);
  const body = Buffer.concat([local, n, packed, descriptor]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10); end.writeUInt32LE(46 + n.length, 12); end.writeUInt32LE(body.length, 16);
  return Buffer.concat([body, central, n, end]);
}

function without(cards: readonly CardData[], drop: ('rarity' | 'flavor')[]): CardData[] {
  return cards.map((c) => ({
    ...c,
    ...(drop.includes('rarity') ? { rarity: undefined } : {}),
    faces: c.faces.map((f) => (drop.includes('flavor') ? { ...f, flavor: undefined } : f)),
  }));
}

async function reimport(file: string): Promise<CardData[]> {
  const files = file.endsWith('/') ? readdirSync(file).sort().filter((n) => n.endsWith('.txt')).map((n) => path.join(file, n)) : [file];
  const cards: CardData[] = [];
  for (const f of files) {
    const r = readCardFile(f);
    expect(r.warnings).toEqual([]);
    cards.push(...r.cards);
  }
  // And once more through CardScript text, as `cardscript import` writes it.
  const written = await toCardScript({ cards, warnings: [] });
  expect(written.warnings).toEqual([]);
  return readCardScript('file:///again.cards', written.text).cards;
}

describe('round trips', () => {
  it('the fixture has every kind of field', () => {
    expect(SOURCE.length).toBe(9);
    expect(SOURCE.some((c) => c.faces[1]?.colorIndicator)).toBe(true);
  });

  it('CardScript → Forge → CardScript keeps every field Forge holds', async () => {
    const r = await exported('forge', 'forge');
    expect(r.code).toBe(0);
    expect(r.err).toContain('not written: flavor text of 1 card:');
    // Rarity is in the edition file (forge-export.test.ts reads it back); the scripts alone hold none.
    expect(r.err).not.toContain('not written: rarity');
    const back = (await reimport(r.out + '/'));
    expect(compareCards(without(SOURCE, ['rarity', 'flavor']), back)).toEqual([]);
    const layouts = (cards: CardData[]) => Object.fromEntries(cards.map((c) => [c.name, c.layout]));
    expect(layouts(back)).toEqual(layouts(SOURCE));
    expectGolden(path.join(HERE, 'golden', 'export-forge-veiled_tidecaller.txt'), readFileSync(path.join(r.out, 'veiled_tidecaller.txt'), 'utf8'));
    expectGolden(path.join(HERE, 'golden', 'export-forge-oathbound_warden.txt'), readFileSync(path.join(r.out, 'oathbound_warden.txt'), 'utf8'));
    expectGolden(path.join(HERE, 'golden', 'export-forge-moonrise_acolyte.txt'), readFileSync(path.join(r.out, 'moonrise_acolyte.txt'), 'utf8'));
    expectGolden(path.join(HERE, 'golden', 'export-forge-thornback_sentry.txt'), readFileSync(path.join(r.out, 'thornback_sentry.txt'), 'utf8'));
    // A modeled "turned face up: draw" trigger is scripted as Forge scripts it (T: TurnFaceUp, SVar DB$ Draw).
    expectGolden(path.join(HERE, 'golden', 'export-forge-masked_informant.txt'), readFileSync(path.join(r.out, 'masked_informant.txt'), 'utf8'));
  });

  it('CardScript → Scryfall JSON → CardScript keeps every field', async () => {
    const r = await exported('scryfall-json', 'set.json');
    expect(r.code).toBe(0);
    expect(r.err).not.toContain('not written');
    const back = (await reimport(r.out));
    expect(compareCards(SOURCE, back)).toEqual([]);
    expect(back).toEqual(SOURCE);
    expectGolden(path.join(HERE, 'golden', 'export-scryfall.json'), readFileSync(r.out, 'utf8'));
  });

  it('CardScript → Cockatrice XML → CardScript keeps every field but flavor', async () => {
    const r = await exported('cockatrice', 'shv.xml');
    expect(r.code).toBe(0);
    expect(r.err).toContain('not written: flavor text of 1 card:');
    expectGolden(path.join(HERE, 'golden', 'export-cockatrice.xml'), readFileSync(r.out, 'utf8'));
    const back = (await reimport(r.out));
    expect(compareCards(without(SOURCE, ['flavor']), back)).toEqual([]);
  });

  it('Magic Set Editor: a stored zip holding the set file', async () => {
    const r = await exported('mse', 'shv.mse-set');
    expect(r.code).toBe(0);
    const zip = readFileSync(r.out);
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(['set']);
    expect(zip.readUInt16LE(8)).toBe(0); // stored, not deflated
    // The central directory's CRC is the entry's.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(zip.readUInt32LE(central + 16)).toBe(crc32(entries[0]!.data));
    const setFile = Buffer.from(entries[0]!.data).toString('utf8');
    expect(setFile).not.toMatch(/^ +\S/m); // TABs only
    expectGolden(path.join(HERE, 'golden', 'export-mse-set.txt'), setFile);
  });

  it('CardScript → Magic Set Editor → CardScript keeps every field (stored and deflated packages)', async () => {
    const r = await exported('mse', 'shv.mse-set');
    const back = (await reimport(r.out));
    expect(compareCards(SOURCE, back)).toEqual([]);
    const again = await runCli(['import', r.out], path.dirname(r.out));
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/^set "Shrouded Vale" code SHV/m);
    // The same set file deflated, as zip tools and MSE itself may write it.
    const setFile = readZip(readFileSync(r.out))[0]!.data;
    const deflated = path.join(path.dirname(r.out), 'deflated.mse-set');
    writeFileSync(deflated, deflatedZip('set', Buffer.from(setFile)));
    expect(compareCards(SOURCE, await reimport(deflated))).toEqual([]);
  });

  it('crc32 of a known string', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('usage errors exit 2', async () => {
    expect((await runCli(['export', 'roundtrip.cards', '--format', 'pdf', '--out', '/tmp/x'], FIX)).code).toBe(2);
    expect((await runCli(['export', 'roundtrip.cards', '--format', 'forge'], FIX)).code).toBe(2);
    expect((await runCli(['export', 'nothing-here.cards', '--format', 'forge', '--out', '/tmp/x'], FIX)).code).toBe(2);
  });
});

describe('Cockatrice export follows the v4 schema (design/card-formats.md: cards.xsd)', () => {
  it('root, version, declared sets, and each card\'s children in the xs:sequence order', async () => {
    const { parseXml } = await import('../../server/src/formats/xml');
    const r = await exported('cockatrice', 'shv.xml');
    const text = readFileSync(r.out, 'utf8');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const root = parseXml(text);
    expect(root.name).toBe('cockatrice_carddatabase');
    expect(root.attrs['version']).toBe('4');
    const sets = root.children.find((c) => c.name === 'sets')!.children.map((s) => s.children.find((c) => c.name === 'name')!.text);
    const ORDER = ['name', 'text', 'prop', 'set', 'related', 'reverse-related', 'token', 'tablerow', 'cipt', 'upsidedown'];
    const cards = root.children.find((c) => c.name === 'cards')!.children;
    expect(cards.length).toBe(11); // 9 cards, two of them with a back face
    for (const card of cards) {
      const order = card.children.map((c) => ORDER.indexOf(c.name === 'reverse-related' ? 'related' : c.name));
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(card.children.filter((c) => c.name === 'name' && c.text.trim())).toHaveLength(1);
      for (const s of card.children.filter((c) => c.name === 'set')) expect(sets).toContain(s.text);
    }
  });
});
