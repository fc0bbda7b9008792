// Draws a card face as SVG (our own frame, layout and mana symbols; no Wizards frames, fonts or art): frame by
// color, name and cost, an empty art box, type line, rules text with reminder text in italics and mana symbols,
// flavor text, and P/T, loyalty or defense. Also the face-down version: a nameless 2/2 (with ward {2} when it
// was disguised or cloaked). Pure functions: the preview and `cardscript render` share them.

import { readManaCost } from '../model/mana';
import type { Color } from '../model/types';
import type { FaceData } from './card-data';
import { manaCostSvg, manaSymbolSvg } from './mana-symbol-svg';
import { escapeXml } from './xml';
import { lookupTable } from '../model/lookup-table';

export const CARD_WIDTH = 630;
export const CARD_HEIGHT = 880;

const FRAME: Record<string, { frame: string; box: string }> = lookupTable({
  W: { frame: '#e9e2c4', box: '#f7f3e6' },
  U: { frame: '#8fb6d8', box: '#e3eef7' },
  B: { frame: '#7d7570', box: '#e4e0dd' },
  R: { frame: '#d9866a', box: '#f6e2da' },
  G: { frame: '#7fae83', box: '#e2efe2' },
  multicolor: { frame: '#d8bf6a', box: '#f5eed5' },
  colorless: { frame: '#b9bec4', box: '#eef0f2' },
  land: { frame: '#b8a386', box: '#f0e9df' },
  'face-down': { frame: '#5b5e66', box: '#d9dbe0' },
});

export function faceColors(face: FaceData): Color[] {
  if (face.colorIndicator?.length) return face.colorIndicator;
  return face.manaCost ? readManaCost(face.manaCost).cost.colors : [];
}

function frameKey(face: FaceData): string {
  const colors = faceColors(face);
  if (colors.length > 1) return 'multicolor';
  if (colors.length === 1) return colors[0]!;
  return /\bLand\b/.test(face.typeLine ?? '') ? 'land' : 'colorless';
}

/** A rough text width (sans-serif): what wrapping needs without a font engine. */
function textWidth(s: string, size: number): number {
  let w = 0;
  for (const ch of s) w += /[il.,:;'’!|()\s]/.test(ch) ? 0.27 : /[mwMW—]/.test(ch) ? 0.78 : /[A-Z0-9]/.test(ch) ? 0.62 : 0.46;
  return w * size;
}

interface Token {
  kind: 'word' | 'symbol';
  text: string;
  italic: boolean;
}

/** A rules line as words and mana symbols, with the parts inside parentheses (reminder text) in italics. */
function tokens(line: string): Token[] {
  const out: Token[] = [];
  let depth = 0;
  for (const m of line.matchAll(/\{[^{}]+\}|[^\s{]+|\{/g)) {
    const t = m[0];
    if (t.startsWith('{') && t.endsWith('}') && t.length > 2) { out.push({ kind: 'symbol', text: t.slice(1, -1), italic: depth > 0 }); continue; }
    const opens = (t.match(/\(/g) ?? []).length;
    const italic = depth > 0 || t.startsWith('(');
    depth += opens - (t.match(/\)/g) ?? []).length;
    out.push({ kind: 'word', text: t, italic: italic || depth > 0 });
  }
  return out;
}

/**
 * Lays out rules lines in a box; returns the SVG and the height used. Words between two symbols or line breaks go
 * in one <text> (the viewer spaces them); only line breaks and symbol positions rest on the width estimate.
 */
function rulesSvg(lines: string[], x: number, y: number, width: number, size: number, allItalic = false): { svg: string; height: number } {
  const out: string[] = [];
  const lead = size * 1.28;
  const r = size * 0.45;
  const space = size * 0.26;
  let cy = y + size;
  let run: { x: number; parts: string[] } | undefined;
  const flush = () => {
    if (run?.parts.length) out.push(`<text x="${run.x.toFixed(1)}" y="${cy.toFixed(1)}" font-size="${size}" font-family="serif" fill="#1d1b19" xml:space="preserve">${run.parts.join(' ')}</text>`);
    run = undefined;
  };
  for (const line of lines) {
    let cx = x;
    for (const tok of tokens(line)) {
      const w = tok.kind === 'symbol' ? r * 2.1 : textWidth(tok.text, size);
      if (cx > x && cx + w > x + width) { flush(); cx = x; cy += lead; }
      if (tok.kind === 'symbol') {
        flush();
        out.push(manaSymbolSvg(tok.text, cx + r, cy - size * 0.33, r));
      } else {
        run ??= { x: cx, parts: [] };
        run.parts.push(tok.italic || allItalic ? `<tspan font-style="italic">${escapeXml(tok.text)}</tspan>` : escapeXml(tok.text));
      }
      cx += w + space;
    }
    flush();
    cy += lead * 1.25;
  }
  return { svg: out.join(''), height: cy - y };
}

export interface RenderOptions {
  rarity?: string;
  /** Replaces the P/T box etc. for face-down drawings. */
  faceDown?: { ward: boolean; label: string };
}

const RARITY_FILL: Record<string, string> = lookupTable({ common: '#1d1b19', uncommon: '#8d9aa6', rare: '#c9a94a', mythic: '#d2642a', special: '#7b4fa0', bonus: '#7b4fa0' });

/** One face as a standalone SVG document. */
export function renderFaceSvg(face: FaceData, opts: RenderOptions = {}): string {
  const key = opts.faceDown ? 'face-down' : frameKey(face);
  const { frame, box } = FRAME[key]!;
  const W = CARD_WIDTH;
  const H = CARD_HEIGHT;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W / 2}" height="${H / 2}" role="img" aria-label="${escapeXml(opts.faceDown ? opts.faceDown.label : face.name)}">`,
    `<rect x="0" y="0" width="${W}" height="${H}" rx="30" fill="#151515"/>`,
    `<rect x="22" y="22" width="${W - 44}" height="${H - 44}" rx="16" fill="${frame}"/>`,
    // name bar
    `<rect x="40" y="40" width="${W - 80}" height="58" rx="12" fill="${box}" stroke="#1d1b19" stroke-width="2"/>`,
  ];
  let nameRight = W - 56;
  if (face.manaCost && !opts.faceDown) {
    const cost = manaCostSvg(face.manaCost, W - 54, 69, 18);
    out.push(cost.svg);
    nameRight -= cost.width + 10;
  }
  const name = opts.faceDown ? '' : face.name;
  const nameSize = Math.min(32, (32 * (nameRight - 58)) / Math.max(1, textWidth(name, 32)));
  out.push(`<text x="58" y="80" font-size="${nameSize.toFixed(1)}" font-family="serif" font-weight="bold" fill="#1d1b19">${escapeXml(name)}</text>`);
  // art box: left empty (no art), a diagonal hatch of our own
  out.push(`<rect x="52" y="110" width="${W - 104}" height="330" fill="#cfcac4" stroke="#1d1b19" stroke-width="2"/>`);
  if (opts.faceDown) out.push(`<text x="${W / 2}" y="300" font-size="40" text-anchor="middle" font-family="sans-serif" fill="#5b5e66">face down</text>`);
  // type line
  const typeLine = opts.faceDown ? 'Creature' : face.typeLine ?? '';
  out.push(`<rect x="40" y="452" width="${W - 80}" height="50" rx="10" fill="${box}" stroke="#1d1b19" stroke-width="2"/>`);
  out.push(`<text x="58" y="486" font-size="${Math.min(26, (26 * (W - 150)) / Math.max(1, textWidth(typeLine, 26))).toFixed(1)}" font-family="serif" font-weight="bold" fill="#1d1b19">${escapeXml(typeLine)}</text>`);
  if (opts.rarity && !opts.faceDown) out.push(`<circle cx="${W - 70}" cy="477" r="11" fill="${RARITY_FILL[opts.rarity] ?? '#1d1b19'}" stroke="#1d1b19" stroke-width="2"><title>${escapeXml(opts.rarity)}</title></circle>`);
  if (face.colorIndicator?.length && !opts.faceDown) {
    face.colorIndicator.forEach((c, i) => out.push(`<circle cx="${24 + 10}" cy="${470 + i * 4}" r="7" fill="${FRAME[c]!.frame}" stroke="#1d1b19" stroke-width="1.5"/>`));
  }
  // text box
  out.push(`<rect x="52" y="514" width="${W - 104}" height="${H - 514 - 60}" fill="${box}" stroke="#1d1b19" stroke-width="2"/>`);
  const lines = opts.faceDown
    ? opts.faceDown.ward ? ['Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)'] : []
    : (face.text ?? '').split('\n').filter((l) => l.trim());
  let size = 24;
  let rules = rulesSvg(lines, 68, 526, W - 136, size);
  while (rules.height > H - 514 - 140 && size > 12) { size -= 1; rules = rulesSvg(lines, 68, 526, W - 136, size); }
  out.push(rules.svg);
  if (face.flavor && !opts.faceDown) {
    out.push(rulesSvg([face.flavor], 68, 526 + rules.height + 4, W - 136, size - 2, true).svg);
  }
  // P/T, loyalty or defense
  const stat = opts.faceDown ? '2/2' : face.power !== undefined && face.toughness !== undefined ? `${face.power}/${face.toughness}` : undefined;
  if (stat) {
    out.push(`<rect x="${W - 170}" y="${H - 98}" width="120" height="54" rx="12" fill="${box}" stroke="#1d1b19" stroke-width="2"/>`);
    out.push(`<text x="${W - 110}" y="${H - 60}" font-size="32" text-anchor="middle" font-family="sans-serif" font-weight="bold" fill="#1d1b19">${escapeXml(stat)}</text>`);
  } else if (face.loyalty) {
    out.push(`<path d="M ${W - 140} ${H - 104} L ${W - 70} ${H - 104} L ${W - 62} ${H - 70} L ${W - 105} ${H - 40} L ${W - 148} ${H - 70} Z" fill="#2b2b2b" stroke="#e6e6e6" stroke-width="2"/>`);
    out.push(`<text x="${W - 105}" y="${H - 62}" font-size="30" text-anchor="middle" font-family="sans-serif" font-weight="bold" fill="#ffffff">${escapeXml(face.loyalty)}</text>`);
  } else if (face.defense) {
    out.push(`<path d="M ${W - 105} ${H - 106} L ${W - 62} ${H - 72} L ${W - 105} ${H - 38} L ${W - 148} ${H - 72} Z" fill="#7a2a22" stroke="#e6e6e6" stroke-width="2"/>`);
    out.push(`<text x="${W - 105}" y="${H - 61}" font-size="30" text-anchor="middle" font-family="sans-serif" font-weight="bold" fill="#ffffff">${escapeXml(face.defense)}</text>`);
  }
  out.push('</svg>');
  return out.join('\n');
}
