// The card renderer's font: Source Serif 4 (SIL Open Font License 1.1, from the @fontsource package), embedded in
// the bundles so that every machine measures and draws the same glyphs. fontkit reads it and shapes text (kerning,
// ligatures, mark positioning from the font's own GPOS/GSUB tables). Text is measured in font units; the drawing
// uses the same glyphs as outlines (glyph-sheet.ts), so what is measured is exactly what is drawn.

import type * as Fontkit from 'fontkit';
import boldExt from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-700-normal.woff';
import bold from '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff';
import italicExt from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-400-italic.woff';
import italic from '@fontsource/source-serif-4/files/source-serif-4-latin-400-italic.woff';
import regularExt from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-400-normal.woff';
import regular from '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff';

export type FontStyle = 'regular' | 'italic' | 'bold';
export const FONT_STYLES: readonly FontStyle[] = ['regular', 'italic', 'bold'];

/** One font file: the style's Latin or Latin Extended subset. `key` names it in glyph ids ("r0", "r1", "i0"…). */
export interface FontFile {
  key: string;
  font: Fontkit.Font;
  has: (codePoint: number) => boolean;
}

/** Vertical metrics shared by the three styles, in em (fractions of the font size). */
export interface FontMetrics {
  unitsPerEm: number;
  /** Above the baseline: the font's ascender (accented capitals included). */
  ascent: number;
  /** Below the baseline, positive. */
  descent: number;
  capHeight: number;
  xHeight: number;
}

const FILES: Record<FontStyle, readonly Uint8Array[]> = { regular: [regular, regularExt], italic: [italic, italicExt], bold: [bold, boldExt] };

let loaded: { files: Record<FontStyle, FontFile[]>; metrics: FontMetrics } | undefined;

/**
 * fontkit, loaded on first use: reading its Unicode tables takes a quarter of a second, which the language server's
 * start-up should not pay before a card is drawn (esbuild bundles a `require` so that it runs when called).
 */
function fontkit(): typeof Fontkit {
  return require('fontkit') as typeof Fontkit;
}

function open(bytes: Uint8Array): Fontkit.Font {
  const f = fontkit().create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!('layout' in f)) throw new Error('the embedded card font is a collection, not a font');
  return f;
}

/** The embedded fonts, read once (they are immutable data of the bundle, not a cache of answers). */
function fonts(): NonNullable<typeof loaded> {
  if (!loaded) {
    const files = {} as Record<FontStyle, FontFile[]>;
    for (const style of FONT_STYLES) {
      files[style] = FILES[style].map((bytes, i) => {
        const font = open(bytes);
        const set = new Set(font.characterSet);
        return { key: `${style[0]}${i}`, font, has: (cp: number) => set.has(cp) };
      });
    }
    const f = files.regular[0]!.font;
    const em = f.unitsPerEm;
    loaded = { files, metrics: { unitsPerEm: em, ascent: f.ascent / em, descent: -f.descent / em, capHeight: f.capHeight / em, xHeight: f.xHeight / em } };
  }
  return loaded;
}

export function fontMetrics(): FontMetrics {
  return fonts().metrics;
}

/** A glyph placed in a shaped run: which font file, which glyph, its pen position in font units (y up). */
export interface PlacedGlyph {
  file: FontFile;
  id: number;
  x: number;
  y: number;
}

/** A run of text shaped in one style: its glyphs and its advance, in font units. */
export interface Shaped {
  text: string;
  style: FontStyle;
  glyphs: PlacedGlyph[];
  advance: number;
  /**
   * Where the text may be broken between glyphs: after glyph i, `chars[i]` code points of the text are drawn and the
   * pen is at `ends[i]` (font units). Only for text shaped as one piece (not for stretches joined from pieces).
   */
  breaks?: { chars: number[]; ends: number[] };
}

/**
 * Characters the renderer never draws: C0 and C1 controls and the bidirectional formatting characters (a name is
 * drawn left to right as written; see `shape`). A tab or line break inside a run is a space.
 */
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function displayText(text: string): string {
  return text.replace(/[\t\n\r]/g, ' ').replace(INVISIBLE, '');
}

/**
 * Shapes `text` in `style`: split into pieces by the font file that has each character (Latin first, then Latin
 * Extended; a character neither has is drawn as the font's "missing glyph" box, measured like any glyph), each piece
 * laid out by fontkit with kerning and ligatures. Text is laid out left to right in the order written: right-to-left
 * scripts are not in the embedded font and show as missing-glyph boxes.
 */
export function shape(text: string, style: FontStyle): Shaped {
  const files = fonts().files[style];
  const clean = displayText(text);
  const glyphs: PlacedGlyph[] = [];
  const chars: number[] = [];
  const ends: number[] = [];
  let drawn = 0;
  let x = 0;
  let piece = '';
  let pieceFile: FontFile | undefined;
  const flush = () => {
    if (!piece || !pieceFile) return;
    const run = pieceFile.font.layout(piece, [], undefined, undefined, 'ltr');
    run.glyphs.forEach((g, i) => {
      const p = run.positions[i]!;
      glyphs.push({ file: pieceFile!, id: g.id, x: x + p.xOffset, y: p.yOffset });
      x += p.xAdvance;
      drawn += Math.max(0, g.codePoints.length);
      chars.push(drawn);
      ends.push(x);
    });
    piece = '';
  };
  for (const ch of clean) {
    const cp = ch.codePointAt(0)!;
    // A combining mark stays with the character it follows.
    const file = (pieceFile && /\p{M}/u.test(ch) ? pieceFile : undefined) ?? files.find((f) => f.has(cp)) ?? files[0]!;
    if (file !== pieceFile) { flush(); pieceFile = file; }
    piece += ch;
  }
  flush();
  return { text: clean, style, glyphs, advance: x, breaks: { chars, ends } };
}

/** The glyph's outline as SVG path data in font units (y up), integers. */
export function glyphOutline(file: FontFile, id: number): string {
  const out: string[] = [];
  const n = (v: number) => String(Math.round(v));
  for (const c of file.font.getGlyph(id).path.commands) {
    const a = c.args.map(n);
    switch (c.command) {
      case 'moveTo': out.push(`M${a[0]} ${a[1]}`); break;
      case 'lineTo': out.push(`L${a[0]} ${a[1]}`); break;
      case 'quadraticCurveTo': out.push(`Q${a[0]} ${a[1]} ${a[2]} ${a[3]}`); break;
      case 'bezierCurveTo': out.push(`C${a[0]} ${a[1]} ${a[2]} ${a[3]} ${a[4]} ${a[5]}`); break;
      case 'closePath': out.push('Z'); break;
    }
  }
  return out.join('');
}
