// The importers over the real-card corpus (../shared/data or $CARDSCRIPT_CORPUS): every Forge script through the
// Forge importer, and every card record, converted to a Scryfall card object here, through the Scryfall importer.
// Every field must survive into CardScript and back (to-cardscript.ts re-reads what it wrote), with no warning.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardData } from '../../server/src/formats/card-data';
import { readForge } from '../../server/src/formats/forge';
import { readScryfallCard } from '../../server/src/formats/scryfall';
import { toCardScript } from '../../server/src/formats/to-cardscript';
import { formatText } from '../../server/src/ide/format';
import { render } from '../../server/src/i18n';
import { corpusDir, loadCorpus, type CorpusCard } from '../support/corpus';

function scripts(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? scripts(f) : n.endsWith('.txt') ? [f] : [];
  });
}

/** A corpus record as Scryfall writes a card object (the fields Scryfall has for it; nulls left out as Scryfall does). */
function asScryfall(c: CorpusCard): Record<string, unknown> {
  const o: Record<string, unknown> = { object: 'card', name: c.name, layout: c.layout ?? 'normal', mana_cost: c.manaCost ?? '', type_line: c.typeLine ?? '', oracle_text: c.oracleText ?? '', cmc: 0, colors: [], legalities: {} };
  if (c.power != null) o['power'] = c.power;
  if (c.toughness != null) o['toughness'] = c.toughness;
  if (c.loyalty != null) o['loyalty'] = c.loyalty;
  return o;
}

const norm = (s: string | null | undefined) => (s ?? '').split('\n').map((l) => l.trim()).filter(Boolean).join('\n') || undefined;

describe('importers over the real-card corpus', () => {
  const cards = loadCorpus();

  it('Scryfall-shaped corpus: every field of every card kept, no warning', async () => {
    const read: CardData[] = [];
    const warnings: string[] = [];
    for (const c of cards) {
      const r = readScryfallCard(asScryfall(c));
      warnings.push(...r.warnings.map((w) => render(w, 'en')));
      if (r.card) read.push(r.card);
    }
    const out = await toCardScript({ cards: read, warnings: [] }, { era: 'legacy' });
    expect([...warnings, ...out.warnings.map((w) => render(w, 'en'))]).toEqual([]);
    expect(formatText(out.text) === out.text, 'the import is in the canonical layout (format --check)').toBe(true);
    const problems: string[] = [];
    read.forEach((card, i) => {
      const c = cards[i]!;
      const f = card.faces[0]!;
      const want = { name: c.name, manaCost: c.manaCost ?? undefined, typeLine: c.typeLine ?? undefined, power: c.power ?? undefined, toughness: c.toughness ?? undefined, loyalty: c.loyalty ?? undefined, text: norm(c.oracleText) };
      const got = { name: f.name, manaCost: f.manaCost, typeLine: f.typeLine, power: f.power, toughness: f.toughness, loyalty: f.loyalty, text: norm(f.text) };
      if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`${c.name}: ${JSON.stringify(want)} vs ${JSON.stringify(got)}`);
    });
    expect(problems).toEqual([]);
    expect(read.length).toBe(cards.length);
  });

  it('Forge scripts: every script imported with all its fields, no warning; cost, type and P/T match the Oracle data', async () => {
    const dir = corpusDir();
    const files = [...scripts(path.join(dir, 'forge-facedown-scripts')), ...scripts(path.join(dir, 'forge-facedown-scripts-current'))];
    expect(files.length).toBe(273);
    const read: CardData[] = [];
    const warnings: string[] = [];
    for (const f of files) {
      const r = readForge(readFileSync(f, 'utf8'), path.basename(f));
      warnings.push(...r.warnings.map((w) => render(w, 'en')));
      read.push(...r.cards);
    }
    expect(warnings).toEqual([]);
    // One file per folder, as a user would import each (a card in both folders would clash as a duplicate name).
    const byFolder = new Map<boolean, CardData[]>();
    read.forEach((c, i) => {
      const current = files[i]!.includes('-current');
      byFolder.set(current, [...(byFolder.get(current) ?? []), c]);
    });
    for (const group of byFolder.values()) {
      const out = await toCardScript({ cards: group, warnings: [] });
      expect(out.warnings.map((w) => render(w, 'en'))).toEqual([]);
      expect(formatText(out.text) === out.text, 'the import is in the canonical layout (format --check)').toBe(true);
    }

    const oracle = new Map(cards.map((c) => [c.name, c]));
    const mismatches: string[] = [];
    let compared = 0;
    for (const card of read) {
      const c = oracle.get(card.name);
      if (!c) continue;
      compared++;
      const f = card.faces[0]!;
      for (const [k, a, b] of [['cost', c.manaCost ?? undefined, f.manaCost], ['type', c.typeLine ?? undefined, f.typeLine], ['power', c.power ?? undefined, f.power], ['toughness', c.toughness ?? undefined, f.toughness]] as const) {
        if (a !== b) mismatches.push(`${card.name}: ${k} ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
      }
    }
    console.log(`forge corpus: ${read.length} cards from ${files.length} scripts; ${compared} compared with the Oracle data, ${mismatches.length} differ`);
    expect(compared).toBeGreaterThan(230);
    // The one difference is in the data, not the importer: the 2019 Forge script predates Oracle's later added subtype.
    expect(mismatches).toEqual(['Deathmist Raptor: type "Creature — Dinosaur Beast" vs "Creature — Dinosaur"']);
  });
});
