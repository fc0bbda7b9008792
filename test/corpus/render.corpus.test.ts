// Card pictures of the real-card corpus (../shared/data or $CARDSCRIPT_CORPUS) through the whole path a user takes:
// each record written as CardScript, built, and previewed (its face, and its face-down versions: morph, megamorph
// or disguise by its keyword, else as manifested and as cloaked — CR 708.2a, 702.168a, 701.58a). Every panel is
// well-formed XML, nothing was cut, no text leaves its box, and every face rasterizes to a 630×880 PNG.

import { SaxesParser } from 'saxes';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { writeCard } from '../../server/src/cli/import-cards';
import { svgToPng } from '../../server/src/cli/render-png';
import { cardPreview } from '../../server/src/formats/card-preview';
import { cardData } from '../../server/src/formats/from-model';
import { layoutFace } from '../../server/src/formats/render/card-layout';
import { buildDocument } from '../../server/src/model/document';
import { loadCorpus } from '../support/corpus';
import { layoutProblems } from '../support/layout-problems';

function xmlError(xml: string): string | undefined {
  let error: string | undefined;
  const parser = new SaxesParser();
  parser.on('error', (e) => { error ??= e.message; });
  parser.write(xml).close();
  return error;
}

describe('card pictures of the corpus', () => {
  const cards = loadCorpus();
  const built = buildDocument('file:///corpus.cards', cards.map(writeCard).join('\n')).cards.map((b) => b.card);

  it('every card and face-down version: well-formed, nothing cut, nothing out of its box', () => {
    expect(built.length).toBe(cards.length);
    const problems: string[] = [];
    for (const card of built) {
      const p = cardPreview(card);
      for (const panel of [...p.faces, ...p.faceDown]) {
        const err = xmlError(panel.svg);
        if (err) problems.push(`${card.name} (${panel.title}): ${err}`);
        if (panel.cut.length) problems.push(`${card.name} (${panel.title}): cut ${panel.cut.join(', ')}`);
      }
      const data = cardData(card);
      for (const face of data.faces) problems.push(...layoutProblems(layoutFace(face, { rarity: data.rarity }), card.name));
      for (const panel of p.faceDown) problems.push(...layoutProblems(layoutFace(data.faces[0]!, { faceDown: panel.origin }), `${card.name} (${panel.title})`));
    }
    expect(problems).toEqual([]);
  });

  it('every face rasterizes to a 630×880 PNG', async () => {
    for (const card of built) {
      const png = PNG.sync.read(await svgToPng(cardPreview(card).faces[0]!.svg));
      expect([png.width, png.height], card.name).toEqual([630, 880]);
    }
  });
});
