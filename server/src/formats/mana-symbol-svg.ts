// Our own drawings of mana symbols for the card preview and `cardscript render`: a colored disc with the symbol's
// letter or number, a split disc for hybrid symbols and a crossed ring for Phyrexian ones, arrows for tap and
// untap. No Wizards artwork. Letters and numbers are the embedded font's glyphs (render/glyph-sheet.ts), centred
// by their measured width.

import { fontMetrics } from './render/fonts';
import type { GlyphSheet } from './render/glyph-sheet';
import { num } from './render/glyph-sheet';
import type { Measurer } from './render/rules-text';

export const SYMBOL_FILL: Record<string, string> = {
  W: '#f8f3d8', U: '#a9d1ef', B: '#b7aea9', R: '#f2a183', G: '#9fd3a4', C: '#d9d6d3', generic: '#d9d6d3',
};

const INK = '#1d1b19';

function fillOf(part: string): string {
  return SYMBOL_FILL[part] ?? SYMBOL_FILL['generic']!;
}

/** What draws a symbol's letters: the document's glyph sheet and a measurer. */
export interface SymbolPen {
  sheet: GlyphSheet;
  measure: Measurer;
}

/** A label centred at (cx, cy) on its capitals, no wider than `maxWidth`. */
function label(text: string, cx: number, cy: number, size: number, maxWidth: number, pen: SymbolPen): string {
  const { capHeight } = fontMetrics();
  const shaped = pen.measure.shaped(text, 'bold');
  const natural = pen.measure.textWidth(text, 'bold', size);
  const s = natural > maxWidth ? (size * maxWidth) / natural : size;
  const w = pen.measure.textWidth(text, 'bold', s);
  return pen.sheet.run(shaped, { x: cx - w / 2, y: cy + (capHeight * s) / 2, size: s, fill: INK });
}

const r2 = (v: number) => num(v);

/** The tap symbol: a bent arrow; `untap` mirrors it. */
function arrow(cx: number, cy: number, r: number, untap: boolean): string {
  const f = untap ? -1 : 1;
  const x = (dx: number) => r2(cx + f * dx * r);
  const y = (dy: number) => r2(cy + dy * r);
  return `<path d="M ${x(-0.45)} ${y(0.35)} A ${r2(r * 0.5)} ${r2(r * 0.5)} 0 1 ${untap ? 0 : 1} ${x(0.45)} ${y(0.1)}" fill="none" stroke="${INK}" stroke-width="${r2(r / 6)}"/>`
    + `<path d="M ${x(0.2)} ${y(0.05)} L ${x(0.5)} ${y(0.35)} L ${x(0.7)} ${y(0)} Z" fill="${INK}"/>`;
}

/**
 * One symbol (the text between the braces, "2", "U", "W/U", "G/P", "G/W/P", "2/B", "T", "Q") centred at (cx, cy)
 * with radius r.
 */
export function manaSymbolSvg(symbol: string, cx: number, cy: number, r: number, pen: SymbolPen): string {
  const s = symbol.toUpperCase();
  const parts = s.split('/');
  const phyrexian = parts.length > 1 && parts[parts.length - 1] === 'P';
  const colors = phyrexian ? parts.slice(0, -1) : parts;
  const out: string[] = [];
  if (colors.length === 2) {
    // Hybrid and twobrid: two half discs along the diagonal.
    const [a, b] = colors as [string, string];
    const d = r * Math.SQRT1_2;
    out.push(`<path d="M ${r2(cx - d)} ${r2(cy + d)} A ${r2(r)} ${r2(r)} 0 0 1 ${r2(cx + d)} ${r2(cy - d)} Z" fill="${fillOf(a)}"/>`);
    out.push(`<path d="M ${r2(cx + d)} ${r2(cy - d)} A ${r2(r)} ${r2(r)} 0 0 1 ${r2(cx - d)} ${r2(cy + d)} Z" fill="${fillOf(b)}"/>`);
    out.push(`<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="none" stroke="${INK}" stroke-width="${r2(r / 10)}"/>`);
    out.push(label(a, cx - r * 0.38, cy - r * 0.32, r * 0.8, r * 0.8, pen));
    out.push(label(b, cx + r * 0.38, cy + r * 0.36, r * 0.8, r * 0.8, pen));
    if (phyrexian) {
      // Hybrid Phyrexian: a small Phyrexian mark in the upper right.
      const mx = cx + r * 0.42;
      const my = cy - r * 0.42;
      out.push(`<ellipse cx="${r2(mx)}" cy="${r2(my)}" rx="${r2(r * 0.2)}" ry="${r2(r * 0.15)}" fill="none" stroke="${INK}" stroke-width="${r2(r / 14)}"/>`);
      out.push(`<line x1="${r2(mx)}" y1="${r2(my - r * 0.28)}" x2="${r2(mx)}" y2="${r2(my + r * 0.28)}" stroke="${INK}" stroke-width="${r2(r / 14)}"/>`);
    }
  } else {
    const c = colors[0] ?? '';
    const fill = /^[WUBRGC]$/.test(c) ? fillOf(c) : fillOf('generic');
    out.push(`<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${fill}" stroke="${INK}" stroke-width="${r2(r / 10)}"/>`);
    if (phyrexian) {
      // A ring crossed by a vertical bar: our Phyrexian mark, on the symbol's color.
      out.push(`<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(r * 0.42)}" ry="${r2(r * 0.32)}" fill="none" stroke="${INK}" stroke-width="${r2(r / 7)}"/>`);
      out.push(`<line x1="${r2(cx)}" y1="${r2(cy - r * 0.62)}" x2="${r2(cx)}" y2="${r2(cy + r * 0.62)}" stroke="${INK}" stroke-width="${r2(r / 7)}"/>`);
    } else if (s === 'T' || s === 'Q') {
      out.push(arrow(cx, cy, r, s === 'Q'));
    } else {
      out.push(label(c, cx, cy, [...c].length > 1 ? r * 1.05 : r * 1.3, r * 1.5, pen));
    }
  }
  return out.join('');
}
