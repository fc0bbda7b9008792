// Where everything on a card face goes, measured with the embedded font: the frame's boxes, and in them the name
// and mana cost, the type line beside the rarity mark, the rules and flavor text, and P/T, loyalty or defense. Each
// piece of text is set in its own box and made to fit it as card frames do: a name or type line shrinks, then is
// condensed, then (a hostile length only) cut with "…"; the text box shrinks as a whole (rules-text.ts). The layout
// is data — boxes, text runs, symbols — so that a test can check that nothing leaves its box, and render-card.ts
// draws exactly what was measured.

import { readManaCost } from '../../model/mana';
import type { Color } from '../../model/types';
import type { FaceData } from '../card-data';
import { fontMetrics, type FontStyle, type Shaped } from './fonts';
import { layoutTextBox, Measurer, type PlacedSymbol, type PlacedText, type Rect, type TextBlock } from './rules-text';

export type { Rect } from './rules-text';

export const CARD_WIDTH = 630;
export const CARD_HEIGHT = 880;

/** How a face-down permanent got that way (its origin decides ward {2}: CR 702.168a disguise, 701.58a cloak). */
export type FaceDownOrigin = 'morph' | 'megamorph' | 'disguise' | 'manifest' | 'cloak';

export interface LayoutOptions {
  rarity?: string;
  /** Lay out the face-down version (CR 708.2a): a nameless 2/2 creature with no text and no subtypes. */
  faceDown?: FaceDownOrigin;
}

/** The boxes text and symbols are set in; every run and symbol of a layout lies inside the box it names. */
export type BoxName = 'name' | 'cost' | 'type' | 'indicator' | 'rarity' | 'art' | 'text' | 'stat';

export interface TextRun {
  box: BoxName;
  shaped: Shaped;
  /** Pen position: left end and baseline. */
  x: number;
  y: number;
  size: number;
  /** Horizontal condensing (1 = none). */
  scaleX: number;
  /** Drawn width in px (condensing included). */
  width: number;
  fill: string;
}

export interface SymbolMark {
  box: BoxName;
  symbol: string;
  cx: number;
  cy: number;
  r: number;
}

/** How a single line was made to fit: the size, the condensing, and whether it had to be cut. */
export interface LineFit {
  size: number;
  scaleX: number;
  cut: boolean;
}

export type StatShape = 'pt' | 'loyalty' | 'defense';

export interface FaceLayout {
  frame: string;
  colors: Color[];
  boxes: Partial<Record<BoxName, Rect>>;
  runs: TextRun[];
  symbols: SymbolMark[];
  stat?: StatShape;
  divider?: TextBlock['divider'];
  fits: { name?: LineFit; type?: LineFit; stat?: LineFit; text?: { size: number; cut: boolean } };
}

const INK = '#1d1b19';

/** Frame geometry, in the card's 630×880 units. */
export const FRAME_GEOMETRY = {
  nameBar: { x: 40, y: 40, w: 550, h: 58 },
  art: { x: 52, y: 110, w: 526, h: 330 },
  typeBar: { x: 40, y: 452, w: 550, h: 50 },
  textBox: { x: 52, y: 514, w: 526, h: 298 },
  statBox: { x: 452, y: 790, w: 130, h: 56 },
  /** Inner padding of the bars and boxes. */
  pad: 16,
} as const;

export function faceColors(face: FaceData): Color[] {
  if (face.colorIndicator?.length) return face.colorIndicator;
  return face.manaCost ? readManaCost(face.manaCost).cost.colors : [];
}

/** The frame's color key: one color, multicolor (gold), colorless, land, or face down. */
export function frameKey(face: FaceData, faceDown: boolean): string {
  if (faceDown) return 'face-down';
  const colors = faceColors(face);
  if (colors.length > 1) return 'multicolor';
  if (colors.length === 1) return colors[0]!;
  return /\bLand\b/.test(face.typeLine ?? '') ? 'land' : 'colorless';
}

interface LineSpec {
  maxSize: number;
  minSize: number;
  minScaleX: number;
}

const NAME_LINE: LineSpec = { maxSize: 30, minSize: 16, minScaleX: 0.62 };
const TYPE_LINE: LineSpec = { maxSize: 24, minSize: 15, minScaleX: 0.72 };
const STAT_LINE: LineSpec = { maxSize: 32, minSize: 16, minScaleX: 0.6 };
/** Longer names and type lines cannot be read in any box; they are cut before they are measured. */
const MAX_LINE_CHARS = 300;

/**
 * One line of text fitted to `box`: the largest size up to spec.maxSize (and what the box's height allows); below
 * spec.minSize it is condensed down to spec.minScaleX; past that it is cut with "…". Centred vertically on the
 * capitals; `align` left or centre.
 */
export function fitLine(text: string, style: FontStyle, box: Rect, spec: LineSpec, m: Measurer, align: 'left' | 'center' = 'left', fill = INK): { run?: TextRun; fit: LineFit } {
  const { ascent, descent, capHeight, unitsPerEm } = fontMetrics();
  // The tallest size whose ascent and descent both stay in the box when centred on the capitals.
  const tallest = Math.min(box.h / (2 * ascent - capHeight), box.h / (2 * descent + capHeight));
  const maxSize = Math.min(spec.maxSize, tallest);
  const minSize = Math.min(spec.minSize, maxSize);
  let chars = [...text];
  let cut = chars.length > MAX_LINE_CHARS;
  if (cut) chars = chars.slice(0, MAX_LINE_CHARS);
  const widthAt = (s: string, size: number) => (m.shaped(s, style).advance * size) / unitsPerEm;
  let shown = chars.join('') + (cut ? '…' : '');
  let size = maxSize;
  let scaleX = 1;
  const full = widthAt(shown, maxSize);
  if (full > box.w) {
    size = Math.max(minSize, Math.floor(((maxSize * box.w) / full) * 100) / 100);
    const w = widthAt(shown, size);
    if (w > box.w) {
      scaleX = Math.max(spec.minScaleX, Math.floor((box.w / w) * 10000) / 10000);
      if (w * scaleX > box.w) {
        // Cut: the longest prefix that fits with "…" after it.
        let lo = 0;
        let hi = chars.length;
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          if (widthAt(chars.slice(0, mid).join('').trimEnd() + '…', size) * scaleX <= box.w) lo = mid;
          else hi = mid - 1;
        }
        shown = chars.slice(0, lo).join('').trimEnd() + '…';
        cut = true;
      }
    }
  }
  const fit: LineFit = { size, scaleX, cut };
  const shaped = m.shaped(shown, style);
  if (!shaped.glyphs.length) return { fit };
  const width = (shaped.advance * size * scaleX) / unitsPerEm;
  const x = align === 'center' ? box.x + (box.w - width) / 2 : box.x;
  const y = box.y + box.h / 2 + (capHeight * size) / 2;
  return { run: { box: 'name', shaped, x, y, size, scaleX, width, fill }, fit };
}

/** The mana cost in the name bar, right-aligned; symbols shrink when a long cost would take over half the bar. */
function costSymbols(cost: string, right: number, cy: number, maxWidth: number): { symbols: SymbolMark[]; box: Rect } {
  const list = [...cost.matchAll(/\{([^{}]+)\}/g)].map((x) => x[1]!);
  const gap = 3;
  const r = Math.min(16, (maxWidth / Math.max(1, list.length) - gap) / 2);
  const step = 2 * r + gap;
  const width = list.length * step - gap;
  const left = right - width;
  const symbols = list.map((symbol, i) => ({ box: 'cost' as const, symbol, cx: left + r + i * step, cy, r }));
  return { symbols, box: { x: left, y: cy - 16, w: width, h: 32 } };
}

/** The printed stat: P/T, loyalty or defense (the face-down 2/2 for a face-down version, CR 708.2a). */
function statOf(face: FaceData, faceDown: boolean): { text: string; shape: StatShape } | undefined {
  if (faceDown) return { text: '2/2', shape: 'pt' };
  if (face.power !== undefined && face.toughness !== undefined) return { text: `${face.power}/${face.toughness}`, shape: 'pt' };
  if (face.loyalty) return { text: face.loyalty, shape: 'loyalty' };
  if (face.defense) return { text: face.defense, shape: 'defense' };
  return undefined;
}

const FACE_DOWN_WARD = 'Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)';

/** What a face-down permanent of this origin has for rules text: ward {2} for disguise and cloak, else none. */
export function faceDownRules(origin: FaceDownOrigin): string[] {
  // CR 702.168a (disguise) and 701.58a (cloak): a 2/2 face-down creature with ward {2}; CR 708.2a, 702.37a-b,
  // 701.40a: morph, megamorph and manifest give one with no text.
  return origin === 'disguise' || origin === 'cloak' ? [FACE_DOWN_WARD] : [];
}

export function layoutFace(face: FaceData, opts: LayoutOptions = {}): FaceLayout {
  const G = FRAME_GEOMETRY;
  const m = new Measurer();
  const faceDown = opts.faceDown !== undefined;
  const runs: TextRun[] = [];
  const symbols: SymbolMark[] = [];
  const boxes: FaceLayout['boxes'] = {};
  const fits: FaceLayout['fits'] = {};
  const add = (box: BoxName, r: { run?: TextRun; fit: LineFit }) => { if (r.run) runs.push({ ...r.run, box }); return r.fit; };

  // Name bar: the mana cost at the right, the name in what is left (a face-down permanent has neither, CR 708.2a).
  const nameBar = G.nameBar;
  let nameRight = nameBar.x + nameBar.w - G.pad;
  const cost = face.manaCost && !faceDown ? costSymbols(face.manaCost, nameRight, nameBar.y + nameBar.h / 2, (nameBar.w - 2 * G.pad) * 0.55) : undefined;
  if (cost?.symbols.length) {
    symbols.push(...cost.symbols);
    boxes.cost = cost.box;
    nameRight = cost.box.x - 12;
  }
  boxes.name = { x: nameBar.x + G.pad, y: nameBar.y + 2, w: nameRight - nameBar.x - G.pad, h: nameBar.h - 4 };
  if (!faceDown) fits.name = add('name', fitLine(face.name, 'bold', boxes.name, NAME_LINE, m));

  boxes.art = G.art;
  if (faceDown) {
    const art = G.art;
    add('art', fitLine('face down', 'bold', { x: art.x + 20, y: art.y + art.h / 2 - 50, w: art.w - 40, h: 60 }, { maxSize: 40, minSize: 20, minScaleX: 0.7 }, m, 'center', '#5b5e66'));
    add('art', fitLine(opts.faceDown!, 'italic', { x: art.x + 20, y: art.y + art.h / 2 + 10, w: art.w - 40, h: 44 }, { maxSize: 28, minSize: 16, minScaleX: 0.7 }, m, 'center', '#5b5e66'));
  }

  // Type line: the color indicator at the left, the rarity mark at the right.
  const typeBar = G.typeBar;
  const colors = faceColors(face);
  let typeLeft = typeBar.x + G.pad;
  let typeRight = typeBar.x + typeBar.w - G.pad;
  if (face.colorIndicator?.length && !faceDown) {
    boxes.indicator = { x: typeLeft, y: typeBar.y + typeBar.h / 2 - 9, w: 18, h: 18 };
    typeLeft += 26;
  }
  if (opts.rarity && !faceDown) {
    boxes.rarity = { x: typeRight - 22, y: typeBar.y + typeBar.h / 2 - 11, w: 22, h: 22 };
    typeRight -= 22 + 10;
  }
  boxes.type = { x: typeLeft, y: typeBar.y + 2, w: typeRight - typeLeft, h: typeBar.h - 4 };
  const typeLine = faceDown ? 'Creature' : face.typeLine ?? '';
  fits.type = add('type', fitLine(typeLine, 'bold', boxes.type, TYPE_LINE, m));

  // P/T, loyalty or defense, in the lower right corner over the text box's edge.
  const stat = statOf(face, faceDown);
  if (stat) {
    const sb = G.statBox;
    boxes.stat = { x: sb.x + 10, y: sb.y + 2, w: sb.w - 20, h: sb.h - 4 };
    fits.stat = add('stat', fitLine(stat.text, 'bold', boxes.stat, STAT_LINE, m, 'center', stat.shape === 'pt' ? INK : '#ffffff'));
  }

  // The text box: above the stat box when there is one.
  const tb = G.textBox;
  const bottom = stat ? G.statBox.y - 8 : tb.y + tb.h - 10;
  boxes.text = { x: tb.x + G.pad, y: tb.y + 10, w: tb.w - 2 * G.pad, h: bottom - tb.y - 10 };
  const rules = opts.faceDown ? faceDownRules(opts.faceDown) : (face.text ?? '').split('\n').filter((l) => l.trim());
  const block = layoutTextBox({ rules, flavor: faceDown ? undefined : face.flavor }, boxes.text, m);
  fits.text = { size: block.size, cut: block.cut };
  for (const item of block.items) {
    if (item.kind === 'symbol') symbols.push(symbolMark(item));
    else runs.push(textRun(item));
  }

  return { frame: frameKey(face, faceDown), colors: faceDown ? [] : colors, boxes, runs, symbols, stat: stat?.shape, divider: block.divider, fits };
}

function symbolMark(s: PlacedSymbol): SymbolMark {
  return { box: 'text', symbol: s.symbol, cx: s.cx, cy: s.cy, r: s.r };
}

function textRun(t: PlacedText): TextRun {
  return { box: 'text', shaped: t.shaped, x: t.x, y: t.y, size: t.size, scaleX: 1, width: t.width, fill: INK };
}

/** The rectangle a run occupies: its advance across, the font's ascent and descent up and down. */
export function runBounds(run: TextRun): Rect {
  const { ascent, descent } = fontMetrics();
  return { x: run.x, y: run.y - ascent * run.size, w: run.width, h: (ascent + descent) * run.size };
}

export function symbolBounds(s: SymbolMark): Rect {
  return { x: s.cx - s.r, y: s.cy - s.r, w: 2 * s.r, h: 2 * s.r };
}
