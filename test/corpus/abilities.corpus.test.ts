// Corpus suite for the rules-text recognizer: every Oracle line of the real face-down cards (read at run time from
// ../shared/data or $CARDSCRIPT_CORPUS, never copied into the project) goes through parseAbility.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAbility, parseAbilityStrict } from '../../server/src/model/abilities/parse-ability';
import type { Ability, Span } from '../../server/src/model/types';
import { canonicalLine, printAbility } from '../../server/src/model/abilities/print';
import { spansOf } from '../model/abilities/summarize';

interface CorpusCard {
  name: string;
  typeLine?: string;
  oracleText?: string;
  faceDownPermanentRelated?: boolean;
}

function corpusPath(): string {
  const env = process.env.CARDSCRIPT_CORPUS;
  const here = dirname(fileURLToPath(import.meta.url));
  const p = env ? resolve(env) : resolve(here, '../../../shared/data');
  return existsSync(p) && statSync(p).isDirectory() ? join(p, 'facedown-cards.json') : p;
}

const path = corpusPath();

interface Row {
  card: CorpusCard;
  line: string;
  offset: number;
  ability: Ability;
}

function load(): Row[] {
  const data = JSON.parse(readFileSync(path, 'utf8')) as { cards: CorpusCard[] };
  const rows: Row[] = [];
  for (const card of data.cards) {
    let offset = 1000;
    for (const line of (card.oracleText ?? '').split('\n')) {
      const ctx = { cardName: card.name, faceName: card.name, typeLine: card.typeLine };
      rows.push({ card, line, offset, ability: parseAbility(line, offset, ctx) });
      offset += line.length + 1;
    }
  }
  return rows;
}


const isModeled = (a: Ability) => a.unmodeled.length === 0;

/**
 * Floors (issue 13): measured on facedown-cards.json; a change that lowers a share fails here. Raise them as the
 * grammar grows. Fully modeled = no sentence left unmodeled; print-back = printing the model gives the line back.
 */
const FLOORS = { modeled: 90.2, faceDownLines: 98.4, printBack: 100 };

const pct = (n: number, d: number) => (d === 0 ? 0 : Math.round((1000 * n) / d) / 10);

/** An unmodeled sentence's shape: own name → ~, numbers → N, its first four words (how designers' sentences group). */
function shapeOf(text: string, name: string): string {
  const t = text.split(name).join('~').replace(/\b(?:\d+|X|a|an|one|two|three|four|five)\b/g, 'N').replace(/\s+/g, ' ').trim();
  return t.split(' ').slice(0, 4).join(' ');
}

describe('rules-text recognizer over the face-down corpus', () => {
  it(`finds the corpus (${path}; set CARDSCRIPT_CORPUS to the data directory or file)`, () => {
    expect(existsSync(path)).toBe(true);
  });
  if (!existsSync(path)) return;
  const rows = load();

  it('parses every Oracle line without an internal error, with spans inside the line', () => {
    expect(rows.length).toBeGreaterThan(500);
    for (const r of rows) {
      const ctx = { cardName: r.card.name, faceName: r.card.name, typeLine: r.card.typeLine };
      expect(() => parseAbilityStrict(r.line, r.offset, ctx), `${r.card.name}: ${r.line}`).not.toThrow();
      for (const s of spansOf(r.ability)) {
        expect(s.start, `${r.card.name}: ${r.line}`).toBeGreaterThanOrEqual(r.offset);
        expect(s.end, `${r.card.name}: ${r.line}`).toBeLessThanOrEqual(r.offset + r.line.length);
        expect(s.start).toBeLessThanOrEqual(s.end);
      }
    }
  });

  it('reads every Morph / Megamorph / Disguise line as a keyword with its cost (CR 702.37, 702.168)', () => {
    let checked = 0;
    for (const r of rows) {
      const m = /^(Morph|Megamorph|Disguise)(?: ((?:\{[^{}]+\})+)|\u2014(.+?)\.?)(?:\.| \(|$)/.exec(r.line);
      if (!m) continue;
      checked++;
      const a = r.ability;
      expect(a.kind, r.line).toBe('keyword');
      if (a.kind !== 'keyword') continue;
      const kw = a.keywords[0]!;
      expect(kw.keyword, r.line).toBe(m[1]);
      if (m[2]) expect(kw.cost?.text, r.line).toBe(m[2].toUpperCase());
      else expect(kw.parameter, r.line).toBe(m[3]);
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('reports the modeled share', () => {
    const report = (label: string, rs: Row[]) => {
      const modeled = rs.filter((r) => isModeled(r.ability)).length;
      const pct = rs.length === 0 ? 0 : Math.round((1000 * modeled) / rs.length) / 10;
      console.log(`[abilities corpus] ${label}: ${modeled} modeled lines / ${rs.length} total lines (${pct}% modeled, ${rs.length - modeled} unmodeled)`);
      return modeled;
    };
    const nonEmpty = rows.filter((r) => r.line.trim() !== '');
    report('all cards', nonEmpty);
    const fd = nonEmpty.filter((r) => r.card.faceDownPermanentRelated);
    report('face-down-permanent cards', fd);
    const vocab = fd.filter((r) => /face (?:up|down)|face-down|manifest|cloak|morph|disguise/i.test(r.line.replace(/\([^)]*\)/g, '')));
    report('face-down lines (outside reminder text)', vocab);
    const fdTriggers = nonEmpty.filter((r) => r.ability.kind === 'triggered' && /turned face up|face-down|manifest dread/.test(r.line.split(',')[0] ?? ''));
    const recognized = fdTriggers.filter((r) => r.ability.kind === 'triggered' && r.ability.event.kind !== 'other').length;
    console.log(`[abilities corpus] face-down trigger conditions recognized: ${recognized} / ${fdTriggers.length}`);
    const kinds = new Map<string, number>();
    for (const r of nonEmpty) kinds.set(r.ability.kind, (kinds.get(r.ability.kind) ?? 0) + 1);
    console.log(`[abilities corpus] kinds: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    // Print-back: among fully modeled lines, how many the printer writes back as the line (reminder text aside,
    // self-reference as "~", "enters the battlefield" as "enters").
    const modeledRows = nonEmpty.filter((r) => isModeled(r.ability));
    const printMisses: string[] = [];
    let printed = 0;
    for (const r of modeledRows) {
      const ctx = { cardName: r.card.name, faceName: r.card.name, typeLine: r.card.typeLine };
      const canonical = canonicalLine(r.line, ctx);
      if (canonical === '' || printAbility(r.ability) === canonical) printed++;
      else printMisses.push(`${canonical}\n      printed: ${printAbility(r.ability) ?? '(no printed form)'}`);
    }
    const shares = {
      modeled: pct(modeledRows.length, nonEmpty.length),
      faceDownLines: pct(vocab.filter((r) => isModeled(r.ability)).length, vocab.length),
      printBack: pct(printed, modeledRows.length),
    };
    console.log(`[abilities corpus] print-back equal: ${printed} / ${modeledRows.length} modeled lines (${shares.printBack}%)`);
    for (const m of printMisses) console.log(`  print differs: ${m}`);
    // The top unmodeled shapes, ranked by the cards they block.
    const blocked = new Map<string, Set<string>>();
    for (const r of nonEmpty) {
      for (const sp of r.ability.unmodeled) {
        const shape = shapeOf(r.line.slice(sp.start - r.offset, sp.end - r.offset), r.card.name);
        blocked.set(shape, (blocked.get(shape) ?? new Set()).add(r.card.name));
      }
    }
    const top = [...blocked].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0])).slice(0, 20);
    console.log(`[abilities corpus] top unmodeled shapes (cards blocked):\n${top.map(([k, v]) => `  ${v.size}  ${k} …`).join('\n')}`);
    expect(shares.modeled, 'fully modeled share of rules lines').toBeGreaterThanOrEqual(FLOORS.modeled);
    expect(shares.faceDownLines, 'fully modeled share of face-down lines outside reminder text').toBeGreaterThanOrEqual(FLOORS.faceDownLines);
    expect(shares.printBack, 'print-back-equal share of modeled lines').toBeGreaterThanOrEqual(FLOORS.printBack);
    if (process.env.CARDSCRIPT_CORPUS_VERBOSE) {
      for (const r of vocab) if (!isModeled(r.ability)) console.log(`  unmodeled: ${r.card.name}: ${r.line.replace(/\([^)]*\)/g, '').trim()}`);
    }
    expect(nonEmpty.length).toBeGreaterThan(0);
  });
});
