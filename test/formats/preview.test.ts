// The card preview: SVG drawings of faces and face-down versions (CR 708.2a; ward {2} for disguise, 702.168a, and
// cloak, 701.58a; what each player sees, 708.5), the webview page's security (CSP, nothing remote), goldens for
// one card, `cardscript render`, and the `cardscript/preview` request over the real protocol.

import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cardPreview, previewHtml } from '../../server/src/formats/card-preview';
import { cardData } from '../../server/src/formats/from-model';
import { layoutFace } from '../../server/src/formats/render/card-layout';
import { buildDocument } from '../../server/src/model/document';
import { startClient, type TestClient } from '../lsp/support/client';
import { expectGolden } from '../support/golden';
import { runCli } from '../support/run-cli';

const HERE = __dirname;
const FIX = path.join(HERE, 'fixtures');
const SOURCE = readFileSync(path.join(FIX, 'roundtrip.cards'), 'utf8');
const CARDS = buildDocument('file:///r.cards', SOURCE).cards.map((b) => b.card);
const card = (name: string) => CARDS.find((c) => c.name === name)!;
const PAGE = { cspSource: 'vscode-resource:', nonce: 'n0nce' };

describe('card preview', () => {
  it('a morph creature: its face, and one face-down 2/2 without name or ward (CR 708.2a)', () => {
    const p = cardPreview(card('Veiled Tidecaller'));
    expect(p.faces.map((f) => f.title)).toEqual(['Veiled Tidecaller']);
    expect(p.faces[0]!.svg).toContain('<title>Veiled Tidecaller</title>');
    expect(p.faces[0]!.svg).toMatch(/<desc>Creature — Merfolk Wizard · Flying Morph \{2\}\{U\}\{U\} \(You [^<]* · 3\/4<\/desc>/);
    expect(p.faceDown.map((f) => f.title)).toEqual(['Face down (morph)']);
    expect(p.faceDown.map((f) => f.origin)).toEqual(['morph']);
    expect(p.faceDown[0]!.svg).not.toContain('Tidecaller');
    expect(p.faceDown[0]!.svg).toContain('<desc>Creature · 2/2</desc>');
    expect(p.faceDown[0]!.svg).not.toContain('Ward');
    expect(p.faceDown[0]!.note).toContain('CR 708.5');
  });

  it('disguise: the face-down version has ward {2} (CR 702.168a)', () => {
    const p = cardPreview(card('Masked Informant'));
    expect(p.faceDown.map((f) => f.title)).toEqual(['Face down (disguise): ward {2}']);
    expect(p.faceDown[0]!.svg).toContain('Ward');
    expect(p.faceDown[0]!.note).toContain('with ward {2}');
  });

  it('a card without a face-down keyword: as manifested and as cloaked (CR 701.58a)', () => {
    const p = cardPreview(card('Siege of the Lantern Gate'));
    expect(p.faceDown.map((f) => f.title)).toEqual(['If manifested', 'If cloaked: ward {2}']);
    expect(p.faces[0]!.svg).toMatch(/ · 5<\/desc>/); // defense
    expect(p.faceDown.map((f) => f.origin)).toEqual(['manifest', 'cloak']);
  });

  it('a two-faced card shows both faces; a back face with a color indicator has its frame color', () => {
    const p = cardPreview(card('Moonrise Acolyte'));
    expect(p.faces.map((f) => f.title)).toEqual(['Front: Moonrise Acolyte', 'Back: Moonrise Ravager']);
    expect(p.faces[1]!.svg).toContain('fill="#7fae83"'); // the green frame, from the color indicator
  });

  it('mana symbols are our own drawings: hybrid split discs, Phyrexian marks, numbers', () => {
    const warden = cardPreview(card('Oathbound Warden')).faces[0]!.svg;
    expect(warden).toMatch(/<path d="M [^"]+ A [^"]+ Z" fill="#9fd3a4"\/>/); // the green half of {G/W/P}
    expect(warden).toMatch(/<ellipse /); // Phyrexian mark
    const chorus = layoutFace(cardData(card('Hollow Chorus')).faces[0]!);
    expect(chorus.symbols.filter((s) => s.box === 'cost').map((s) => s.symbol)).toEqual(['X', '2/W', 'W/U']);
  });

  it('text is drawn with the embedded font as glyph outlines: no <text>, every reference a glyph of the same drawing', () => {
    const p = cardPreview(card('Veiled Tidecaller'));
    for (const panel of [...p.faces, ...p.faceDown]) {
      expect(panel.svg).not.toMatch(/<text\b/);
      const ids = new Set([...panel.svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      const refs = [...panel.svg.matchAll(/ href="([^"]*)"/g)].map((m) => m[1]!);
      expect(refs.length).toBeGreaterThan(0);
      expect(refs.filter((r) => !r.startsWith('#') || !ids.has(r.slice(1)))).toEqual([]);
    }
    // Two drawings on one page never share an id.
    const [face, down] = [p.faces[0]!.svg, p.faceDown[0]!.svg].map((svg) => new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])));
    expect([...face!].filter((id) => down!.has(id))).toEqual([]);
  });

  it('the page: a content security policy, styles by nonce only, nothing loaded from anywhere', () => {
    const html = previewHtml(cardPreview(card('Veiled Tidecaller')), PAGE);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src vscode-resource: data:; style-src 'nonce-n0nce';">`);
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).not.toMatch(/<script|\bsrc=|url\(|@import/i);
    expect(html.match(/\bhref="[^#]/g)).toBeNull(); // references only to glyphs drawn in the page itself
    expect(html.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, '')).not.toMatch(/https?:/);
    expect(html).not.toMatch(/\sstyle="/); // inline style attributes would need 'unsafe-inline'
    expect(previewHtml(undefined, PAGE)).toContain('Put the cursor on a card');
  });

  it('goldens: a card face, its face-down version and the page', () => {
    const p = cardPreview(card('Veiled Tidecaller'));
    expectGolden(path.join(HERE, 'golden', 'preview-veiled-tidecaller.svg'), p.faces[0]!.svg);
    expectGolden(path.join(HERE, 'golden', 'preview-veiled-tidecaller-face-down.svg'), p.faceDown[0]!.svg);
    expectGolden(path.join(HERE, 'golden', 'preview-masked-informant.html'), previewHtml(cardPreview(card('Masked Informant')), PAGE));
  });
});

describe('cardscript render', () => {
  it('writes each face and face-down version as SVG', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-render-'));
    const r = await runCli(['render', path.join(FIX, 'roundtrip.cards'), '--out', dir, '--card', 'moonrise acolyte'], dir);
    expect(r.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['moonrise_acolyte-back.svg', 'moonrise_acolyte-face-down-1.svg', 'moonrise_acolyte-face-down-2.svg', 'moonrise_acolyte.svg']);
    expect(readFileSync(path.join(dir, 'moonrise_acolyte-back.svg'), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const html = await runCli(['render', path.join(FIX, 'roundtrip.cards'), '--out', dir, '--card', 'Tidal Archive', '--html'], dir);
    expect(html.code).toBe(0);
    expect(existsSync(path.join(dir, 'tidal_archive.html'))).toBe(true);
    expect((await runCli(['render', path.join(FIX, 'roundtrip.cards'), '--out', dir, '--card', 'Nobody'], dir)).code).toBe(1);
  });
});

describe('cardscript/preview over the protocol', () => {
  let client: TestClient | undefined;
  afterEach(async () => { await client?.dispose(); client = undefined; });

  it('answers the page of the card at the cursor, and a hint elsewhere', async () => {
    client = await startClient();
    const uri = 'file:///preview/set.cards';
    await client.open(uri, SOURCE);
    const at = (offset: number) => client!.request<{ html: string; card?: string }>('cardscript/preview', { uri, position: client!.position(uri, offset), ...PAGE });
    const onCard = await at(SOURCE.indexOf('Masked Informant') + 2);
    expect(onCard.card).toBe('Masked Informant');
    expect(onCard.html).toContain('Face down (disguise): ward {2}');
    const onSet = await at(3);
    expect(onSet.card).toBeUndefined();
    expect(onSet.html).toContain('Put the cursor on a card');
  });
});
