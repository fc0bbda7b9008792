// Card data → CardScript text in the formatter's canonical layout (fields at 2 spaces, rules text at 4).

import { COLOR_NAMES, type Color } from '../model/types';
import type { CardData, FaceData } from './card-data';

/** `mixed`: real cards of different dates, each checked in the era its own wording is in. */
export type Era = 'modern' | 'legacy' | 'mixed';

/**
 * A field's value kept on its line: a line break in imported data (a Scryfall `type_line` with a newline) would start
 * another line — another field, another card — so it becomes a space (issue 22, F11). Every field written goes
 * through it; what it changes is then reported by the read-back (to-cardscript.ts).
 */
export function oneLine(s: string): string {
  return s.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ');
}

/** A quoted string: on one line, `\` and `"` escaped (docs/language.md). */
export function quote(s: string): string {
  return `"${oneLine(s).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Every line break a rules text may hold; `OTHER_BREAK` those other than '\n'. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/;
const OTHER_BREAK = /[\r\u2028\u2029]/;

function faceLines(face: FaceData, rarity: string | undefined): string[] {
  const out: string[] = [];
  const field = (key: string, value: string) => out.push(`  ${key} ${oneLine(value)}`);
  if (face.manaCost) field('cost', face.manaCost);
  if (face.typeLine) field('type', face.typeLine);
  if (face.colorIndicator?.length) field('color', face.colorIndicator.map((c: Color) => COLOR_NAMES[c]).join(' '));
  if (face.power != null && face.toughness != null) field('pt', `${face.power}/${face.toughness}`);
  if (face.loyalty) field('loyalty', face.loyalty);
  if (face.defense) field('defense', face.defense);
  if (rarity) field('rarity', rarity);
  if (face.flavor) out.push(`  flavor ${quote(face.flavor)}`);
  const text = face.text ?? '';
  // Lines split at '\n' alone unless another line break is there (a regex split is the slower path); blank lines dropped.
  let started = false;
  for (const raw of OTHER_BREAK.test(text) ? text.split(LINE_BREAK) : text.split('\n')) {
    const l = raw.trim();
    if (!l) continue;
    if (!started) { out.push('  text'); started = true; }
    out.push(`    ${l}`);
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
  return joinCardScript(cards.map(writeCardData), set);
}

/** A whole file from its cards' texts (`writeCardData`), each written once however many files it goes into. */
export function joinCardScript(cardTexts: readonly string[], set: SetLine = {}): string {
  const parts: string[] = [];
  if (set.name || set.code || set.era) {
    let line = `set ${quote(set.name ?? 'Imported cards')}`;
    if (set.code && /^[A-Za-z0-9]+$/.test(set.code)) line += ` code ${set.code.toUpperCase()}`;
    if (set.era) line += ` templating ${set.era}`;
    parts.push(line + '\n');
  }
  for (const c of cardTexts) parts.push(c);
  return parts.join('\n');
}
