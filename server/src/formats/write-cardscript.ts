// Card data → CardScript text in the formatter's canonical layout (fields at 2 spaces, rules text at 4).

import { COLOR_NAMES, type Color } from '../model/types';
import type { CardData, FaceData } from './card-data';

/** `mixed`: real cards of different dates, each checked in the era its own wording is in. */
export type Era = 'modern' | 'legacy' | 'mixed';

export function quote(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function faceLines(face: FaceData, rarity: string | undefined): string[] {
  const out: string[] = [];
  if (face.manaCost) out.push(`  cost ${face.manaCost}`);
  if (face.typeLine) out.push(`  type ${face.typeLine}`);
  if (face.colorIndicator?.length) out.push(`  color ${face.colorIndicator.map((c: Color) => COLOR_NAMES[c]).join(' ')}`);
  if (face.power != null && face.toughness != null) out.push(`  pt ${face.power}/${face.toughness}`);
  if (face.loyalty) out.push(`  loyalty ${face.loyalty}`);
  if (face.defense) out.push(`  defense ${face.defense}`);
  if (rarity) out.push(`  rarity ${rarity}`);
  if (face.flavor) out.push(`  flavor ${quote(face.flavor)}`);
  const lines = (face.text ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length) {
    out.push('  text');
    for (const l of lines) out.push(`    ${l}`);
  }
  return out;
}

/** One card; a second face follows its `back` line (docs/language.md "Two-faced cards"). */
export function writeCardData(card: CardData): string {
  const [front, ...rest] = card.faces;
  const out = [`card ${quote(card.name)}`, ...faceLines(front ?? { name: card.name }, card.rarity)];
  for (const face of rest) out.push(`  back ${quote(face.name)}`, ...faceLines(face, undefined));
  return out.join('\n') + '\n';
}

export interface SetLine {
  name?: string;
  code?: string;
  era?: Era;
}

/** A whole file: the `set` line (when there is anything to say) and the cards, one blank line apart. */
export function writeCardScript(cards: readonly CardData[], set: SetLine = {}): string {
  const parts: string[] = [];
  if (set.name || set.code || set.era) {
    let line = `set ${quote(set.name ?? 'Imported cards')}`;
    if (set.code && /^[A-Za-z0-9]+$/.test(set.code)) line += ` code ${set.code.toUpperCase()}`;
    if (set.era) line += ` templating ${set.era}`;
    parts.push(line + '\n');
  }
  for (const c of cards) parts.push(writeCardData(c));
  return parts.join('\n');
}
