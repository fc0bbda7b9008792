// Magic Set Editor sets: the `set` file of an `.mse-set` package (design/card-formats.md: TAB-indented
// `key: value` blocks, one `card:` block per card, tagged text with <sym> for mana symbols).

import { readTypeLine } from '../model/type-line';
import { COLOR_NAMES } from '../model/types';
import type { CardData, FaceData } from './card-data';
import { symbolsOf } from './mana-text';
import { writeZip } from './zip';

export interface MseSet {
  title: string;
  code: string;
  /** YYYY-MM-DD: card creation times and the zip timestamps (kept fixed so exports are reproducible). */
  date: string;
}

/**
 * A literal '<' is written as the character with code 1 in MSE files (tagged_string.txt), so that character of the
 * card's own (and the other controls but tab and line feed) is dropped: MSE would read it as the start of a tag.
 */
const escapeTagged = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f]/g, '').replace(/</g, '\u0001');

/**
 * A cost as MSE's magic game writes it: symbols run together, hybrid with a slash.
 * OPEN QUESTION: MSE's notation for Phyrexian and hybrid-Phyrexian symbols is not confirmed from a real file; we write
 * the Oracle form between the braces ("G/P", "G/W/P").
 */
function mseCost(cost: string | undefined): string {
  return symbolsOf(cost ?? '').join('');
}

/** Rules text with every {…} group as a <sym> run. */
function mseText(text: string): string {
  return escapeTagged(text).replace(/(?:\{[^{}]+\})+/g, (run) => `<sym>${mseCost(run)}</sym>`);
}

function value(key: string, v: string, depth: number): string[] {
  const tab = '\t'.repeat(depth);
  if (!v.includes('\n')) return [`${tab}${key}: ${v}`];
  return [`${tab}${key}:`, ...v.split('\n').map((l) => `${tab}\t${l}`)];
}

function faceFields(face: FaceData, suffix: string): string[] {
  const type = readTypeLine(face.typeLine ?? '');
  const out: string[] = [];
  const add = (k: string, v: string | undefined) => { if (v !== undefined && v !== '') out.push(...value(`${k}${suffix}`, v, 1)); };
  add('name', escapeTagged(face.name));
  add('casting_cost', mseCost(face.manaCost));
  if (face.colorIndicator?.length) add('card_color', face.colorIndicator.map((c) => COLOR_NAMES[c]).join(', '));
  add('super_type', `<word-list-type>${escapeTagged([...type.supertypes, ...type.cardTypes].join(' '))}</word-list-type>`);
  if (type.subtypes.length) add('sub_type', `<word-list-race>${escapeTagged(type.subtypes.join(' '))}</word-list-race>`);
  add('rule_text', face.text ? mseText(face.text) : undefined);
  add('flavor_text', face.flavor ? `<i-flavor>${escapeTagged(face.flavor)}</i-flavor>` : undefined);
  add('power', face.power);
  add('toughness', face.toughness);
  add('loyalty', face.loyalty);
  add('defense', face.defense);
  return out;
}

/** The `set` file's text. */
export function writeMseSetFile(cards: readonly CardData[], set: MseSet): string {
  const lines = [
    'mse_version: 2.0.2',
    'game: magic',
    'stylesheet: m15-altered',
    'set_info:',
    `\ttitle: ${escapeTagged(set.title)}`,
    `\tset_code: ${set.code}`,
    '\tset_language: EN',
    '\tcard_language: English',
    '\tautomatic_reminder_text: ',
    '\tautomatic_card_numbers: yes',
  ];
  for (const card of cards) {
    lines.push('card:', '\thas_styling: false', `\ttime_created: ${set.date} 00:00:00`, `\ttime_modified: ${set.date} 00:00:00`);
    const [front, back] = card.faces;
    if (front) lines.push(...faceFields(front, ''));
    if (card.rarity) lines.push(`\trarity: ${card.rarity}`);
    if (back) lines.push(...faceFields(back, '_2'));
  }
  lines.push('version_control:', '\ttype: none', 'apprentice_code: ', '');
  return lines.join('\n');
}

/** The `.mse-set` package: a zip holding the `set` file. */
export function writeMseSet(cards: readonly CardData[], set: MseSet): Uint8Array {
  return writeZip([{ name: 'set', data: Buffer.from(writeMseSetFile(cards, set), 'utf8') }], set.date);
}
