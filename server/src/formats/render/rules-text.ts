// The text box of a card: rules text and flavor text set in a box with the font's real metrics. Words are measured
// by shaping them (fonts.ts); inline mana symbols take a measured space of their own; lines wrap at spaces (a word
// longer than the whole line breaks between characters); the whole text shrinks, step by step, until it fits the
// box, as printed cards do. Below the smallest size the text is cut at the last line that fits, ending in "…", and
// the result says so. Reminder text (in parentheses) and ability words (CR 207.2c) are set in italics.

import { ABILITY_WORDS } from '../../data/cr-vocabulary';
import { displayText, fontMetrics, shape, type FontStyle, type PlacedGlyph, type Shaped } from './fonts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Piece = { kind: 'text'; text: string; style: FontStyle } | { kind: 'symbol'; symbol: string };

/** A shaped stretch of one line in one style, at its pen position (x, baseline y). */
export interface PlacedText {
  kind: 'text';
  shaped: Shaped;
  x: number;
  y: number;
  size: number;
  width: number;
}

/** An inline mana symbol: a disc centred at (cx, cy). */
export interface PlacedSymbol {
  kind: 'symbol';
  symbol: string;
  cx: number;
  cy: number;
  r: number;
}

export interface TextBlock {
  /** The font size the text was set at. */
  size: number;
  /** True when even the smallest size did not fit and the text was cut ("…"). */
  cut: boolean;
  items: (PlacedText | PlacedSymbol)[];
  /** The rule between rules text and flavor text, when both are there. */
  divider?: { x1: number; x2: number; y: number };
}

export interface TextBoxContent {
  /** Rules text, one paragraph per printed line. */
  rules: string[];
  flavor?: string;
}

/** Sizes and spacing, in em unless said. */
export const TEXT_BOX = {
  maxSize: 25,
  minSize: 10,
  step: 0.5,
  lineHeight: 1.2,
  paragraphGap: 0.35,
  flavorGap: 0.45,
  /** Inline symbol: diameter, and the room beside it (half each side). */
  symbolSize: 0.86,
  symbolGap: 0.1,
} as const;

const ABILITY_WORD = new Set(ABILITY_WORDS);
const SYMBOL = /\{([^{}\s]{1,12})\}/y;

/** One printed line as words (split at spaces), each a list of pieces: text in one style, or a mana symbol. */
export function paragraphWords(line: string, italic: boolean): Piece[][] {
  // CR 207.2c: an ability word at the start of a line, before " — ", is printed in italics.
  const dash = line.indexOf(' — ');
  const abilityWordEnd = dash > 0 && ABILITY_WORD.has(line.slice(0, dash).toLowerCase()) ? dash : -1;
  const words: Piece[][] = [];
  let word: Piece[] = [];
  let depth = 0;
  const addChar = (ch: string, style: FontStyle) => {
    const last = word[word.length - 1];
    if (last?.kind === 'text' && last.style === style) last.text += ch;
    else word.push({ kind: 'text', text: ch, style });
  };
  let i = 0;
  while (i < line.length) {
    SYMBOL.lastIndex = i;
    const sym = SYMBOL.exec(line);
    if (sym) { word.push({ kind: 'symbol', symbol: sym[1]! }); i += sym[0].length; continue; }
    const ch = String.fromCodePoint(line.codePointAt(i)!);
    i += ch.length;
    if (/\s/.test(ch)) { if (word.length) words.push(word); word = []; continue; }
    let slanted = italic || depth > 0 || i <= abilityWordEnd;
    if (ch === '(') { depth++; slanted = true; } else if (ch === ')') { depth = Math.max(0, depth - 1); slanted = true; }
    addChar(ch, slanted ? 'italic' : 'regular');
  }
  if (word.length) words.push(word);
  return words;
}

/** Shapes and measures pieces; one per layout, so a word shaped at one size is reused at every other. */
export class Measurer {
  private readonly shapes = new Map<string, Shaped>();

  shaped(text: string, style: FontStyle): Shaped {
    const key = `${style}\u0000${text}`;
    let s = this.shapes.get(key);
    if (!s) { s = shape(text, style); this.shapes.set(key, s); }
    return s;
  }

  /** Width of a text in px at `size`. */
  textWidth(text: string, style: FontStyle, size: number): number {
    return (this.shaped(text, style).advance * size) / fontMetrics().unitsPerEm;
  }

  pieceWidth(p: Piece, size: number): number {
    return p.kind === 'symbol' ? (TEXT_BOX.symbolSize + TEXT_BOX.symbolGap) * size : this.textWidth(p.text, p.style, size);
  }

  wordWidth(word: readonly Piece[], size: number): number {
    return word.reduce((w, p) => w + this.pieceWidth(p, size), 0);
  }
}

/**
 * A word too long for a whole line, broken between characters into words that each fit `maxW` (the first may take
 * what is left of the line: `firstW`). Linear in the word's length: the word is shaped once and cut where its
 * glyphs' pen positions pass the width; each cut piece is then measured on its own and shortened if kerning at
 * its ends made it wider.
 */
function breakWord(word: readonly Piece[], maxW: number, size: number, m: Measurer): Piece[][] {
  const out: Piece[][] = [];
  let cur: Piece[] = [];
  let curW = 0;
  const push = () => { if (cur.length) out.push(cur); cur = []; curW = 0; };
  const k = fontMetrics().unitsPerEm / size;
  for (const p of word) {
    if (p.kind === 'symbol') {
      const w = m.pieceWidth(p, size);
      if (curW + w > maxW) push();
      cur.push(p);
      curW += w;
      continue;
    }
    const cps = [...displayText(p.text)];
    const whole = m.shaped(cps.join(''), p.style);
    const { chars, ends } = whole.breaks!;
    let start = 0; // code points already placed
    let g = 0; // first glyph not yet placed
    let penAtStart = 0;
    while (start < cps.length) {
      // The glyphs that fit what is left of the line, by pen position.
      const room = (maxW - curW) * k;
      let j = g;
      while (j < ends.length && ends[j]! - penAtStart <= room) j++;
      let take = (j > g ? chars[j - 1]! : start) - start;
      if (take <= 0 && cur.length) { push(); continue; }
      take = Math.max(1, take);
      let text = cps.slice(start, start + take).join('');
      while (take > 1 && curW + m.textWidth(text, p.style, size) > maxW) { take--; text = cps.slice(start, start + take).join(''); }
      cur.push({ kind: 'text', text, style: p.style });
      curW += m.textWidth(text, p.style, size);
      start += take;
      while (g < chars.length && chars[g]! <= start) g++;
      penAtStart = g > 0 ? ends[g - 1]! : 0;
      if (start < cps.length) push();
    }
  }
  push();
  return out;
}

interface Line {
  pieces: { piece: Piece; x: number }[];
  width: number;
  /** Extra space above this line (a new paragraph, or the flavor text after its rule). */
  gapBefore: number;
  divider: boolean;
}

/** Wraps the paragraphs at `size`; stops early (returns undefined) once taller than `maxH`, unless `all`. */
function wrap(paragraphs: { words: Piece[][]; gapBefore: number; divider: boolean }[], maxW: number, maxH: number, size: number, m: Measurer, all: boolean): Line[] | undefined {
  const space = m.textWidth(' ', 'regular', size);
  const lines: Line[] = [];
  let height = 0;
  const { ascent, descent } = fontMetrics();
  const commit = (line: Line) => {
    height += lines.length ? line.gapBefore * size + TEXT_BOX.lineHeight * size : (ascent + descent) * size;
    lines.push(line);
    return all || height <= maxH;
  };
  for (const para of paragraphs) {
    let line: Line = { pieces: [], width: 0, gapBefore: para.gapBefore, divider: para.divider };
    for (const original of para.words) {
      const ww = m.wordWidth(original, size);
      const parts = ww > maxW ? breakWord(original, maxW, size, m) : [original];
      for (const word of parts) {
        const w = parts.length > 1 ? m.wordWidth(word, size) : ww;
        if (line.pieces.length && line.width + space + w > maxW) {
          if (!commit(line)) return undefined;
          line = { pieces: [], width: 0, gapBefore: 0, divider: false };
        }
        let x = line.pieces.length ? line.width + space : 0;
        for (const piece of word) { line.pieces.push({ piece, x }); x += m.pieceWidth(piece, size); }
        line.width = x;
      }
    }
    if (line.pieces.length && !commit(line)) return undefined;
  }
  return lines;
}

function blockHeight(lines: readonly Line[], size: number): number {
  const { ascent, descent } = fontMetrics();
  return lines.reduce((h, l, i) => h + (i ? l.gapBefore * size + TEXT_BOX.lineHeight * size : (ascent + descent) * size), 0);
}

/** Cuts lines to those that fit `maxH`, the last ending in "…" (words dropped from its end until it fits). */
function cutToFit(lines: Line[], maxW: number, maxH: number, size: number, m: Measurer): Line[] {
  const kept: Line[] = [];
  for (const l of lines) {
    if (blockHeight([...kept, l], size) > maxH) break;
    kept.push(l);
  }
  const last = kept[kept.length - 1];
  if (!last) return [];
  const ellipsis: Piece = { kind: 'text', text: '…', style: 'regular' };
  const ew = m.pieceWidth(ellipsis, size);
  while (last.pieces.length && last.width + ew > maxW) {
    last.pieces.pop();
    const p = last.pieces[last.pieces.length - 1];
    last.width = p ? p.x + m.pieceWidth(p.piece, size) : 0;
  }
  last.pieces.push({ piece: ellipsis, x: last.width });
  last.width += ew;
  return kept;
}

/** Joins the text pieces of each line that share a style (with the spaces between them) into one shaped stretch. */
function place(lines: readonly Line[], box: Rect, size: number, m: Measurer): Pick<TextBlock, 'items' | 'divider'> {
  const { ascent, descent, capHeight, unitsPerEm } = fontMetrics();
  const height = blockHeight(lines, size);
  // Vertically centred in the box, as on printed cards.
  let y = box.y + Math.max(0, (box.h - height) / 2) + ascent * size;
  const items: (PlacedText | PlacedSymbol)[] = [];
  let divider: TextBlock['divider'];
  const k = unitsPerEm / size;
  lines.forEach((line, li) => {
    if (li) y += line.gapBefore * size + TEXT_BOX.lineHeight * size;
    if (line.divider && li) {
      const above = y - TEXT_BOX.lineHeight * size - line.gapBefore * size + descent * size;
      const mid = (above + (y - ascent * size)) / 2;
      divider = { x1: box.x + box.w * 0.1, x2: box.x + box.w * 0.9, y: mid };
    }
    let open: { style: FontStyle; x: number; glyphs: PlacedGlyph[]; text: string; end: number } | undefined;
    const close = () => {
      if (!open) return;
      const shaped: Shaped = { text: open.text, style: open.style, glyphs: open.glyphs, advance: (open.end - open.x) * k };
      items.push({ kind: 'text', shaped, x: box.x + open.x, y, size, width: open.end - open.x });
      open = undefined;
    };
    for (const { piece, x } of line.pieces) {
      if (piece.kind === 'symbol') {
        close();
        const r = (TEXT_BOX.symbolSize * size) / 2;
        items.push({ kind: 'symbol', symbol: piece.symbol, cx: box.x + x + (TEXT_BOX.symbolGap * size) / 2 + r, cy: y - (capHeight * size) / 2, r });
        continue;
      }
      const s = m.shaped(piece.text, piece.style);
      if (open && open.style !== piece.style) close();
      open ??= { style: piece.style, x, glyphs: [], text: '', end: x };
      const dx = (x - open.x) * k;
      for (const g of s.glyphs) open.glyphs.push({ ...g, x: g.x + dx });
      open.text += (open.text && x > open.end ? ' ' : '') + s.text;
      open.end = x + (s.advance / k);
    }
    close();
  });
  return { items, divider };
}

/**
 * Sets rules and flavor text in `box`: the largest size from TEXT_BOX.maxSize down to minSize (in steps) at which
 * every line fits the width and all lines the height; at the smallest size, cut to what fits.
 */
export function layoutTextBox(content: TextBoxContent, box: Rect, m: Measurer = new Measurer()): TextBlock {
  const paragraphs = content.rules.map((l, i) => ({ words: paragraphWords(l, false), gapBefore: i ? TEXT_BOX.paragraphGap : 0, divider: false }));
  if (content.flavor) {
    content.flavor.split('\n').filter((l) => l.trim()).forEach((l, i) => {
      paragraphs.push({ words: paragraphWords(l, true), gapBefore: i ? 0 : paragraphs.length ? TEXT_BOX.flavorGap * 2 : 0, divider: i === 0 && paragraphs.length > 0 });
    });
  }
  for (let size = TEXT_BOX.maxSize; size >= TEXT_BOX.minSize; size -= TEXT_BOX.step) {
    const lines = wrap(paragraphs, box.w, box.h, size, m, false);
    if (lines) return { size, cut: false, ...place(lines, box, size, m) };
  }
  const size = TEXT_BOX.minSize;
  const lines = cutToFit(wrap(paragraphs, box.w, box.h, size, m, true)!, box.w, box.h, size, m);
  return { size, cut: true, ...place(lines, box, size, m) };
}
