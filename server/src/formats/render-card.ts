// Draws a card face as SVG (our own frame, layout and mana symbols; no Wizards frames, fonts or art): frame by
// color, name and cost, an empty art box, type line, rules text with reminder text in italics and mana symbols,
// flavor text, and P/T, loyalty or defense. Also the face-down version: a nameless 2/2 (with ward {2} when it was
// disguised or cloaked). Everything is placed by render/card-layout.ts with the embedded font's metrics and drawn
// with that font's glyph outlines, so the picture is the same on every machine and in every viewer. Pure
// functions: the preview, `cardscript render` and `render --png` share them.

import type { FaceData } from './card-data';
import { manaSymbolSvg, type SymbolPen } from './mana-symbol-svg';
import { CARD_HEIGHT, CARD_WIDTH, FRAME_GEOMETRY, layoutFace, type FaceDownOrigin, type FaceLayout } from './render/card-layout';
import { displayText } from './render/fonts';
import { GlyphSheet, num } from './render/glyph-sheet';
import { Measurer } from './render/rules-text';
import { escapeXml } from './xml';

const FRAME: Record<string, { frame: string; box: string }> = {
  W: { frame: '#e9e2c4', box: '#f7f3e6' },
  U: { frame: '#8fb6d8', box: '#e3eef7' },
  B: { frame: '#7d7570', box: '#e4e0dd' },
  R: { frame: '#d9866a', box: '#f6e2da' },
  G: { frame: '#7fae83', box: '#e2efe2' },
  multicolor: { frame: '#d8bf6a', box: '#f5eed5' },
  colorless: { frame: '#b9bec4', box: '#eef0f2' },
  land: { frame: '#b8a386', box: '#f0e9df' },
  'face-down': { frame: '#5b5e66', box: '#d9dbe0' },
};

const RARITY_FILL: Record<string, string> = { common: '#1d1b19', uncommon: '#8d9aa6', rare: '#c9a94a', mythic: '#d2642a', special: '#7b4fa0', bonus: '#7b4fa0' };
const INK = '#1d1b19';

export interface RenderOptions {
  rarity?: string;
  /** Draws the face-down version (CR 708.2a) this origin gives. */
  faceDown?: FaceDownOrigin;
  /** Prefix of the drawing's ids (glyph outlines), so several drawings can share one page. */
  idPrefix?: string;
}

const rect = (r: { x: number; y: number; w: number; h: number }, attrs: string) => `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.w)}" height="${num(r.h)}" ${attrs}/>`;

/** The color indicator (CR 204): a disc cut into one slice per color. */
function indicatorSvg(layout: FaceLayout): string {
  const b = layout.boxes.indicator;
  if (!b || !layout.colors.length) return '';
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const r = b.w / 2;
  const n = layout.colors.length;
  const slices = layout.colors.map((c, i) => {
    if (n === 1) return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${FRAME[c]!.frame}"/>`;
    const a0 = (2 * Math.PI * i) / n - Math.PI / 2;
    const a1 = (2 * Math.PI * (i + 1)) / n - Math.PI / 2;
    const p = (a: number) => `${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`;
    return `<path d="M ${num(cx)} ${num(cy)} L ${p(a0)} A ${num(r)} ${num(r)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)} Z" fill="${FRAME[c]!.frame}"/>`;
  });
  return slices.join('') + `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`;
}

function statShapeSvg(layout: FaceLayout, box: string): string {
  const s = FRAME_GEOMETRY.statBox;
  const l = s.x;
  const r = s.x + s.w;
  const t = s.y;
  const b = s.y + s.h;
  const mid = s.x + s.w / 2;
  switch (layout.stat) {
    case 'pt': return rect(s, `rx="12" fill="${box}" stroke="${INK}" stroke-width="2"`);
    case 'loyalty': return `<path d="M ${l + 8} ${t} L ${r - 8} ${t} L ${r} ${t + 24} L ${mid} ${b} L ${l} ${t + 24} Z" fill="#2b2b2b" stroke="#e6e6e6" stroke-width="2"/>`;
    case 'defense': return `<path d="M ${mid} ${t - 6} L ${r} ${t + s.h / 2} L ${mid} ${b + 6} L ${l} ${t + s.h / 2} Z" fill="#7a2a22" stroke="#e6e6e6" stroke-width="2"/>`;
    default: return '';
  }
}

export type CutPart = 'name' | 'type' | 'text' | 'stat';

/** One face as a standalone SVG document, and the parts of it that had to be cut to fit. */
export function renderFace(face: FaceData, opts: RenderOptions = {}): { svg: string; cut: CutPart[] } {
  const layout = layoutFace(face, { rarity: opts.rarity, faceDown: opts.faceDown });
  const { frame, box } = FRAME[layout.frame]!;
  const G = FRAME_GEOMETRY;
  const W = CARD_WIDTH;
  const H = CARD_HEIGHT;
  const sheet = new GlyphSheet(opts.idPrefix ?? 'g');
  const pen: SymbolPen = { sheet, measure: new Measurer() };
  const title = opts.faceDown ? `Face-down 2/2 creature (${opts.faceDown})` : displayText(face.name);
  const body: string[] = [
    `<rect x="0" y="0" width="${W}" height="${H}" rx="30" fill="#151515"/>`,
    `<rect x="22" y="22" width="${W - 44}" height="${H - 44}" rx="16" fill="${frame}"/>`,
    rect(G.nameBar, `rx="12" fill="${box}" stroke="${INK}" stroke-width="2"`),
    // The art box is left empty: no art of ours or anyone's.
    rect(G.art, `fill="${opts.faceDown ? '#b9bcc2' : '#cfcac4'}" stroke="${INK}" stroke-width="2"`),
    rect(G.typeBar, `rx="10" fill="${box}" stroke="${INK}" stroke-width="2"`),
    rect(G.textBox, `fill="${box}" stroke="${INK}" stroke-width="2"`),
    statShapeSvg(layout, box),
    indicatorSvg(layout),
  ];
  const rarity = layout.boxes.rarity;
  if (rarity && opts.rarity) {
    body.push(`<circle cx="${num(rarity.x + rarity.w / 2)}" cy="${num(rarity.y + rarity.h / 2)}" r="${num(rarity.w / 2)}" fill="${RARITY_FILL[opts.rarity] ?? INK}" stroke="${INK}" stroke-width="2"><title>${escapeXml(opts.rarity)}</title></circle>`);
  }
  if (layout.divider) {
    const d = layout.divider;
    body.push(`<line x1="${num(d.x1)}" y1="${num(d.y)}" x2="${num(d.x2)}" y2="${num(d.y)}" stroke="${INK}" stroke-width="1" stroke-opacity="0.5"/>`);
  }
  for (const run of layout.runs) body.push(sheet.run(run.shaped, { x: run.x, y: run.y, size: run.size, scaleX: run.scaleX, fill: run.fill }));
  for (const s of layout.symbols) body.push(manaSymbolSvg(s.symbol, s.cx, s.cy, s.r, pen));
  const desc = opts.faceDown ? ['Creature', layout.runs.filter((r) => r.box === 'text').map((r) => r.shaped.text).join(' '), '2/2'] : [face.typeLine, face.text, face.flavor, face.power !== undefined ? `${face.power}/${face.toughness ?? ''}` : face.loyalty ?? face.defense];
  const cut = (['name', 'type', 'text', 'stat'] as const).filter((part) => layout.fits[part]?.cut);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W / 2}" height="${H / 2}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<desc>${escapeXml(desc.filter(Boolean).map((d) => displayText(d!)).join(' · '))}</desc>`,
    sheet.defs(),
    ...body.filter(Boolean),
    '</svg>',
  ].join('\n');
  return { svg, cut };
}

/** One face as a standalone SVG document. */
export function renderFaceSvg(face: FaceData, opts: RenderOptions = {}): string {
  return renderFace(face, opts).svg;
}
