// Forge exports that play: face-down keywords with any cost (K:Morph:PayLife<3>, K:Disguise:Reveal<1/Card.Blue/…>,
// K:Morph:Sac<2/Mountain/…>), K:Equip, the keywords Forge names, triggers (T:), activated abilities and spells (A:),
// static abilities (S:), each with its SVar sub-abilities; what can't be written listed card by card. Verified by
// reading the K: lines back (the same keywords and costs), and by a full round trip through `cardscript import` that
// keeps the set's name and code (Forge's edition file) and rarity. The same over the real corpus, against Forge's own
// scripts: test/corpus/forge-roundtrip.corpus.test.ts.

import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forgeFileName, readForgeKeywords } from '../../server/src/formats/forge';
import { readCardScript } from '../../server/src/formats/from-model';
import { compareCards } from '../../server/src/formats/to-cardscript';
import { expectGolden } from '../support/golden';
import { runCli } from '../support/run-cli';
import { forgeCostKey, oracleCostKey } from './forge-cost-key';

const HERE = __dirname;
const FIX = path.join(HERE, 'fixtures');
const SOURCE = readCardScript('file:///forge-keywords.cards', readFileSync(path.join(FIX, 'forge-keywords.cards'), 'utf8'));

async function exportForge() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-forge-'));
  const out = path.join(dir, 'forge');
  const r = await runCli(['export', path.join(FIX, 'forge-keywords.cards'), '--format', 'forge', '--out', out, '--date', '2026-12-01'], dir);
  return { ...r, out, dir };
}

describe('Forge export', () => {
  it('writes each card\'s keywords, triggers and abilities as Forge scripts them (golden), and says what it left as Oracle text', async () => {
    const r = await exportForge();
    expect(r.code).toBe(0);
    const scripts = readdirSync(r.out).filter((n) => n.endsWith('.txt')).sort().map((n) => `# ${n}\n${readFileSync(path.join(r.out, n), 'utf8')}`).join('\n');
    expectGolden(path.join(HERE, 'golden', 'export-forge-keywords.txt'), scripts);
    expectGolden(path.join(HERE, 'golden', 'export-forge-keywords.stderr.txt'), r.err.replace(r.out, '<out>'));
    expectGolden(path.join(HERE, 'golden', 'export-forge-keywords.edition.txt'), readFileSync(path.join(r.out, 'editions', 'MOA.txt'), 'utf8'));
  });

  it('every face-down keyword, equip and ward reads back from its K: line with the same cost (CR 702.37, 702.168, 702.6, 702.21)', async () => {
    const r = await exportForge();
    const keyworded = new Set(['Morph', 'Megamorph', 'Disguise', 'Equip', 'Ward']);
    let seen = 0;
    for (const b of SOURCE.doc.cards) {
      const want = b.card.faces[0]!.abilities.flatMap((a) => (a.kind === 'keyword' ? a.keywords : [])).filter((k) => keyworded.has(k.keyword))
        .map((k) => `${k.keyword}: ${oracleCostKey(k.cost?.text ?? k.parameter ?? '')}`);
      const script = readFileSync(path.join(r.out, forgeFileName(b.card.name)), 'utf8');
      const got = readForgeKeywords(script).filter((k) => keyworded.has(k.keyword)).map((k) => `${k.keyword}: ${forgeCostKey(k.value ?? '')}`);
      expect([b.card.name, got]).toEqual([b.card.name, want]);
      seen += want.length;
    }
    expect(seen).toBe(9);
    // The non-mana costs, as Forge's own scripts write them.
    const morph = (name: string) => readForgeKeywords(readFileSync(path.join(r.out, forgeFileName(name)), 'utf8')).find((k) => /morph|disguise/i.test(k.keyword));
    expect(morph('Ashen Bloodletter')).toEqual({ keyword: 'Morph', value: 'PayLife<3>' });
    expect(morph('Gravel Sifter')).toEqual({ keyword: 'Megamorph', value: 'Discard<1/Card>' });
    expect(morph('Tidewise Mimic')).toEqual({ keyword: 'Disguise', value: 'Reveal<1/Card.Blue/blue card>' });
    expect(morph('Bonepact Stalker')).toEqual({ keyword: 'Morph', value: 'Sac<1/Creature.Other/another creature>' });
  });

  it('a Forge round trip keeps the set name and code, rarity and every card field Forge holds', async () => {
    const r = await exportForge();
    const back = await runCli(['import', r.out], r.dir);
    expect(back.code).toBe(0);
    expect(back.out).toMatch(/^set "Masks of Ashfall" code MOA/m);
    const again = readCardScript('file:///again.cards', back.out);
    expect(compareCards(SOURCE.cards, again.cards)).toEqual([]);
  });
});
