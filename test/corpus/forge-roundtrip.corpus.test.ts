// Forge export over the real face-down cards (../shared/data or $CARDSCRIPT_CORPUS): every face-down keyword with its
// cost (mana or not: PayLife, Discard, Reveal, Sac, Return…) is written as a `K:` line that reads back to the same
// keyword and cost; and where Forge's own script of the card exists, our `K:` line means what Forge's does.

import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCard } from '../../server/src/cli/import-cards';
import { readForgeKeywords, writeForge } from '../../server/src/formats/forge';
import { cardData } from '../../server/src/formats/from-model';
import { buildDocument } from '../../server/src/model/document';
import { forgeCostKey, oracleCostKey } from '../formats/forge-cost-key';
import { corpusDir, loadCorpus } from '../support/corpus';

const FACE_DOWN = new Set(['Morph', 'Megamorph', 'Disguise']);
const CARDS = loadCorpus().filter((c) => /\b(?:Morph|Megamorph|Disguise)\b/.test(c.oracleText ?? ''));

describe('Forge round trip of the corpus\'s face-down keywords', () => {
  const doc = buildDocument('file:///corpus.cards', CARDS.map((c) => writeCard(c)).join('\n'));

  it('every face-down keyword and cost survives export and re-import', () => {
    const lost: string[] = [];
    let keywords = 0;
    for (const b of doc.cards) {
      const want = b.card.faces[0]!.abilities.flatMap((a) => (a.kind === 'keyword' ? a.keywords : [])).filter((k) => FACE_DOWN.has(k.keyword))
        .map((k) => `${k.keyword}: ${oracleCostKey(k.cost?.text ?? k.parameter ?? '')}`);
      const script = writeForge(cardData(b.card), b.card.faces).script;
      const got = readForgeKeywords(script).filter((k) => FACE_DOWN.has(k.keyword)).map((k) => `${k.keyword}: ${forgeCostKey(k.value ?? '')}`);
      keywords += want.length;
      if (JSON.stringify(want) !== JSON.stringify(got)) lost.push(`${b.card.name}: ${JSON.stringify(want)} → ${JSON.stringify(got)}`);
    }
    console.log(`forge round trip: ${keywords} face-down keywords on ${doc.cards.length} cards`);
    expect(keywords).toBeGreaterThan(190);
    expect(lost).toEqual([]);
  });

  it('our K: lines mean what Forge\'s own scripts of the same cards say', () => {
    const dir = corpusDir();
    const differ: string[] = [];
    let compared = 0;
    for (const b of doc.cards) {
      const rec = CARDS.find((c) => c.name === b.card.name) as { forgeScripts?: string[] } | undefined;
      const file = rec?.forgeScripts?.map((f) => path.join(dir, f)).find((f) => existsSync(f));
      if (!file) continue;
      const theirs = readForgeKeywords(readFileSync(file, 'utf8')).filter((k) => FACE_DOWN.has(k.keyword)).map((k) => `${k.keyword}: ${forgeCostKey(k.value ?? '')}`);
      const ours = readForgeKeywords(writeForge(cardData(b.card), b.card.faces).script).filter((k) => FACE_DOWN.has(k.keyword)).map((k) => `${k.keyword}: ${forgeCostKey(k.value ?? '')}`);
      compared++;
      if (JSON.stringify(theirs) !== JSON.stringify(ours)) differ.push(`${b.card.name}: Forge ${JSON.stringify(theirs)} vs ours ${JSON.stringify(ours)}`);
    }
    console.log(`forge scripts compared: ${compared}`);
    expect(compared).toBeGreaterThan(150);
    expect(differ).toEqual([]);
  });
});
