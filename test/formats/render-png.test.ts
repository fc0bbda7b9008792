// Card images as PNG (`cardscript render --png`, server/src/cli/render-png.ts): golden images compared by pixels
// with a tolerance (test/support/png-golden.ts) — a long name and long rules text with hybrid and Phyrexian
// symbols, an ability word and flavor text, tap and untap symbols, a planeswalker, both faces of a double-faced
// card, and the face-down frame of a morph (CR 708.2a) and of a disguise (ward {2}, CR 702.168a). The drawings hold
// no <text>, so the images do not depend on the machine's fonts. Then the command itself.

import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../server/src/cli/render-png';
import { cardPreview } from '../../server/src/formats/card-preview';
import { buildDocument } from '../../server/src/model/document';
import { expectPngGolden } from '../support/png-golden';
import { runCli } from '../support/run-cli';

const FIX = path.join(__dirname, 'fixtures');
const GOLDEN = path.join(__dirname, 'golden', 'png');
const cards = (file: string) => buildDocument(`file:///${file}`, readFileSync(path.join(FIX, file), 'utf8')).cards.map((b) => b.card);
const ALL = [...cards('roundtrip.cards'), ...cards('render.cards')];
const preview = (name: string) => cardPreview(ALL.find((c) => c.name === name)!);

const CASES: { golden: string; svg: () => string }[] = [
  { golden: 'long-name-long-text.png', svg: () => preview('Ixhelzacoatl, Serpent of the Twelve Hidden Disguises').faces[0]!.svg },
  { golden: 'ability-word-flavor.png', svg: () => preview('Gloomfen Apothecary').faces[0]!.svg },
  { golden: 'tap-untap-land.png', svg: () => preview('Sunlit Glade').faces[0]!.svg },
  { golden: 'planeswalker-hybrid-phyrexian.png', svg: () => preview('Oathbound Warden').faces[0]!.svg },
  { golden: 'dfc-front.png', svg: () => preview('Moonrise Acolyte').faces[0]!.svg },
  { golden: 'dfc-back-color-indicator.png', svg: () => preview('Moonrise Acolyte').faces[1]!.svg },
  { golden: 'face-down-morph.png', svg: () => preview('Veiled Tidecaller').faceDown[0]!.svg },
  { golden: 'face-down-disguise.png', svg: () => preview('Masked Informant').faceDown[0]!.svg },
];

describe('card images (PNG goldens, compared by pixels)', () => {
  for (const c of CASES) {
    it(c.golden, async () => {
      expectPngGolden(path.join(GOLDEN, c.golden), await svgToPng(c.svg()));
    });
  }

  it('every golden is one of the cases (none left over)', () => {
    expect(readdirSync(GOLDEN).sort()).toEqual(CASES.map((c) => c.golden).sort());
  });
});

describe('cardscript render --png', () => {
  it('writes each face and face-down version as a 630×880 PNG', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-render-png-'));
    const r = await runCli(['render', path.join(FIX, 'roundtrip.cards'), '--out', dir, '--card', 'moonrise acolyte', '--png'], dir);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^rendered 1 card to 4 files in /);
    expect(readdirSync(dir).sort()).toEqual(['moonrise_acolyte-back.png', 'moonrise_acolyte-face-down-1.png', 'moonrise_acolyte-face-down-2.png', 'moonrise_acolyte.png']);
    const png = PNG.sync.read(readFileSync(path.join(dir, 'moonrise_acolyte-back.png')));
    expect([png.width, png.height]).toEqual([630, 880]);
    expect((await runCli(['render', path.join(FIX, 'roundtrip.cards'), '--out', dir, '--png', '--html'], dir)).code).toBe(2);
  });

  it('says which card had to be cut to fit (a hostile name), and still draws it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-render-cut-'));
    const file = path.join(dir, 'long.cards');
    writeFileSync(file, `card "${'Ever'.repeat(60)}"\n  type Creature — Ooze\n  pt 1/1\n`);
    const r = await runCli(['render', file, '--out', dir, '--png'], dir);
    expect(r.code, r.err).toBe(0);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(3); // file names kept short
    expect(r.err).toContain('the name did not fit even at the smallest size and was cut ("…")');
  });
});
