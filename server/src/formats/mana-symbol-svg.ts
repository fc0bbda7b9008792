// Our own drawings of mana symbols for the card preview and `cardscript render`: a colored disc with the symbol's
// letter or number, a split disc for hybrid symbols and a crossed ring for Phyrexian ones. No Wizards artwork.

import { escapeXml } from './xml';
import { lookupTable } from '../model/lookup-table';

export const SYMBOL_FILL: Record<string, string> = lookupTable({
  W: '#f8f3d8', U: '#a9d1ef', B: '#b7aea9', R: '#f2a183', G: '#9fd3a4', C: '#d9d6d3', generic: '#d9d6d3',
});

const INK = '#1d1b19';

function fillOf(part: string): string {
  return SYMBOL_FILL[part] ?? SYMBOL_FILL['generic']!;
}

/**
 * One symbol (the text between the braces, "2", "U", "W/U", "G/P", "G/W/P", "2/B", "T", "Q") centred at (cx, cy)
 * with radius r.
 */
export function manaSymbolSvg(symbol: string, cx: number, cy: number, r: number): string {
  const s = symbol.toUpperCase();
  const parts = s.split('/');
  const phyrexian = parts[parts.length - 1] === 'P';
  const colors = phyrexian ? parts.slice(0, -1) : parts;
  const out: string[] = [];
  if (colors.length === 2) {
    // Hybrid and twobrid: two half discs along the diagonal.
    const [a, b] = colors as [string, string];
    const d = r * Math.SQRT1_2;
    out.push(`<path d="M ${cx - d} ${cy + d} A ${r} ${r} 0 0 1 ${cx + d} ${cy - d} Z" fill="${fillOf(a)}"/>`);
    out.push(`<path d="M ${cx + d} ${cy - d} A ${r} ${r} 0 0 1 ${cx - d} ${cy + d} Z" fill="${fillOf(b)}"/>`);
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-width="${r / 10}"/>`);
    const fs = r * 0.78;
    out.push(`<text x="${cx - r * 0.38}" y="${cy - r * 0.08}" font-size="${fs}" text-anchor="middle" font-family="sans-serif" font-weight="bold" fill="${INK}">${escapeXml(a)}</text>`);
    out.push(`<text x="${cx + r * 0.38}" y="${cy + r * 0.62}" font-size="${fs}" text-anchor="middle" font-family="sans-serif" font-weight="bold" fill="${INK}">${escapeXml(b)}</text>`);
    if (phyrexian) {
      // Hybrid Phyrexian: a small Phyrexian mark in the upper right.
      const mx = cx + r * 0.42;
      const my = cy - r * 0.42;
      out.push(`<ellipse cx="${mx}" cy="${my}" rx="${r * 0.2}" ry="${r * 0.15}" fill="none" stroke="${INK}" stroke-width="${r / 14}"/>`);
      out.push(`<line x1="${mx}" y1="${my - r * 0.28}" x2="${mx}" y2="${my + r * 0.28}" stroke="${INK}" stroke-width="${r / 14}"/>`);
    }
  } else {
    const c = colors[0] ?? '';
    const fill = /^[WUBRGC]$/.test(c) ? fillOf(c) : fillOf('generic');
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${INK}" stroke-width="${r / 10}"/>`);
    if (phyrexian) {
      // A ring crossed by a vertical bar: our Phyrexian mark, tinted with the symbol's color.
      out.push(`<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.42}" ry="${r * 0.32}" fill="none" stroke="${INK}" stroke-width="${r / 7}"/>`);
      out.push(`<line x1="${cx}" y1="${cy - r * 0.62}" x2="${cx}" y2="${cy + r * 0.62}" stroke="${INK}" stroke-width="${r / 7}"/>`);
    } else if (s === 'T') {
      // Tap: a curved arrow.
      out.push(`<path d="M ${cx - r * 0.45} ${cy + r * 0.35} A ${r * 0.5} ${r * 0.5} 0 1 1 ${cx + r * 0.45} ${cy + r * 0.1}" fill="none" stroke="${INK}" stroke-width="${r / 6}"/>`);
      out.push(`<path d="M ${cx + r * 0.2} ${cy + r * 0.05} L ${cx + r * 0.5} ${cy + r * 0.35} L ${cx + r * 0.7} ${cy} Z" fill="${INK}"/>`);
    } else {
      const label = s === 'Q' ? '↺' : c;
      const fs = label.length > 1 ? r * 1.05 : r * 1.3;
      out.push(`<text x="${cx}" y="${cy + fs * 0.36}" font-size="${fs}" text-anchor="middle" font-family="sans-serif" font-weight="bold" fill="${INK}">${escapeXml(label)}</text>`);
    }
  }
  return out.join('');
}

/** A whole cost ("{2}{U}{U}") right-aligned to `right`, symbols of radius r on the line cy; its width. */
export function manaCostSvg(cost: string, right: number, cy: number, r: number): { svg: string; width: number } {
  const symbols = [...cost.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);
  const step = r * 2.15;
  const width = symbols.length * step;
  const svg = symbols.map((s, i) => manaSymbolSvg(s, right - width + step * i + r, cy, r)).join('');
  return { svg, width };
}
