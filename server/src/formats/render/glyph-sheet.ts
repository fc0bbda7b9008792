// Text drawn as the embedded font's glyph outlines: each glyph a drawing used once per SVG document (<defs>), each
// run of text a group of <use> references scaled from font units to the card. No <text> element, so the picture
// does not depend on the fonts of the machine (or browser, or rasterizer) that shows it.

import { fontMetrics, glyphOutline, type PlacedGlyph, type Shaped } from './fonts';

/** A number for SVG: at most `decimals` decimals (2 unless said), no "-0". */
export function num(v: number, decimals = 2): string {
  const f = 10 ** decimals;
  const r = Math.round(v * f) / f;
  return String(Object.is(r, -0) ? 0 : r);
}

/** Where and how large a shaped run is drawn: pen at (x, baseline y), `size` px per em, `scaleX` condensing it. */
export interface RunPlacement {
  x: number;
  y: number;
  size: number;
  scaleX?: number;
  fill: string;
}

/** The glyphs one SVG document uses. `prefix` keeps ids apart when several documents share a page. */
export class GlyphSheet {
  private readonly used = new Map<string, { glyph: PlacedGlyph; id: string }>();

  constructor(private readonly prefix: string) {}

  private ref(g: PlacedGlyph): string {
    const key = `${g.file.key}-${g.id}`;
    let e = this.used.get(key);
    if (!e) { e = { glyph: g, id: `${this.prefix}${key}` }; this.used.set(key, e); }
    return e.id;
  }

  /** A shaped run as a group of glyph references; empty glyphs (spaces) are left out. */
  run(shaped: Shaped, at: RunPlacement): string {
    const k = at.size / fontMetrics().unitsPerEm;
    const sx = k * (at.scaleX ?? 1);
    const uses: string[] = [];
    for (const g of shaped.glyphs) {
      if (g.file.font.getGlyph(g.id).path.commands.length === 0) continue;
      uses.push(`<use href="#${this.ref(g)}"${g.x ? ` x="${Math.round(g.x)}"` : ''}${g.y ? ` y="${Math.round(g.y)}"` : ''}/>`);
    }
    if (!uses.length) return '';
    return `<g transform="matrix(${num(sx, 6)} 0 0 ${num(-k, 6)} ${num(at.x)} ${num(at.y)})" fill="${at.fill}">${uses.join('')}</g>`;
  }

  /** The <defs> of every glyph used so far (empty when none). */
  defs(): string {
    if (!this.used.size) return '';
    const paths = [...this.used.values()].map((e) => `<path id="${e.id}" d="${glyphOutline(e.glyph.file, e.glyph.id)}"/>`);
    return `<defs>${paths.join('')}</defs>`;
  }
}
