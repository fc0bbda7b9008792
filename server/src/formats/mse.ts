// Magic Set Editor sets: the `set` file of an `.mse-set` package (design/card-formats.md: TAB-indented
// `key: value` blocks, one `card:` block per card, tagged text with <sym> for mana symbols), written and read.

import { readTypeLine } from '../model/type-line';
import { COLOR_NAMES, COLOR_ORDER } from '../model/types';
import { cleanFace, inferLayout, type CardData, type FaceData, type ReadResult } from './card-data';
import { msg, type Message } from '../i18n';
import { about } from './warnings';
import { symbolsOf } from './mana-text';
import { readZip, writeZip } from './zip';

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

// ---- reading: `import` of a `.mse-set` (or its `set` file) ---------------------------------------------------------

interface MseNode { key: string; value: string; children: MseNode[]; container?: boolean }

/** Blocks whose deeper lines are keys (set.txt, card.txt); under any other key they are lines of its value. */
const MSE_BLOCKS = new Set(['set_info', 'styling', 'card', 'keyword', 'pack_type', 'version_control', 'extra_data', 'styling_data']);

/** The TAB-indented `key: value` tree (a value on the following lines, one level deeper, is multi-line). */
function parseMseTree(text: string): MseNode[] {
  const root: MseNode = { key: '', value: '', children: [], container: true };
  const stack: { node: MseNode; depth: number }[] = [{ node: root, depth: -1 }];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const depth = /^\t*/.exec(line)![0].length;
    const body = line.slice(depth);
    const m = /^([^:\t]+):(?: (.*))?$/.exec(body);
    while (stack.length > 1 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const parent = stack[stack.length - 1]!.node;
    if (!m || !parent.container) {
      // A line of a multi-line value (indented under its key).
      parent.value = parent.value ? `${parent.value}\n${body}` : body;
      continue;
    }
    const key = m[1]!.trim();
    // A block's children are keys; so are the keys under a styling block's stylesheet names.
    const node: MseNode = { key, value: m[2] ?? '', children: [], container: MSE_BLOCKS.has(key) || parent.key === 'styling' };
    parent.children.push(node);
    stack.push({ node, depth });
  }
  return root.children;
}

/** MSE's mana notation ("2UU", "W/U", "2/W", "G/W/P") in braces. */
function mseSymbols(text: string): string {
  return [...text.toUpperCase().matchAll(/\d+\/[A-Z]|\d+|[A-Z](?:\/[A-Z])*/g)].map((m) => `{${m[0]}}`).join('');
}

/** A tagged string as plain text: <sym> runs as braces, other tags dropped, the code-1 character back to '<'. */
function untag(value: string): string {
  return value
    .replace(/<sym(?:-[a-z]+)?>([^<]*)<\/sym(?:-[a-z]+)?>/g, (_m, s: string) => mseSymbols(s))
    .replace(/<[^<>]*>/g, '')
    .replace(/\u0001/g, '<')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Card fields that name the card's picture, dates or layout, not the card: left out on purpose. */
const MSE_IGNORED = /^(?:has_styling|styling_data|extra_data|time_created|time_modified|image(?:_\d)?|mainframe_image(?:_\d)?|card_code_text|copyright(?:_\d)?|illustrator(?:_\d)?|card_symbol|watermark(?:_\d)?|pt_box_symbol(?:_\d)?|border_color|card_color(?:_2)?|stylesheet|notes|custom_card_number|set_code|shape)$/;
const MSE_FACE_FIELDS = ['name', 'casting_cost', 'super_type', 'sub_type', 'rule_text', 'flavor_text', 'power', 'toughness', 'loyalty', 'defense'];

function readMseCard(node: MseNode, warnings: Message[]): CardData | undefined {
  const f = new Map(node.children.map((c) => [c.key, c.value]));
  const faces: FaceData[] = [];
  for (const suffix of ['', '_2']) {
    const get = (k: string) => { const v = f.get(`${k}${suffix}`); return v === undefined ? undefined : untag(v).trim() || undefined; };
    const name = get('name');
    if (!name) continue;
    const supers = get('super_type');
    const subs = get('sub_type');
    const cost = f.get(`casting_cost${suffix}`)?.trim();
    const manaCost = cost ? mseSymbols(untag(cost)) : undefined;
    // A color indicator (CR 204): MSE's card_color where the face's cost doesn't give its colors.
    const colorField = get('card_color');
    const words = (colorField ?? '').toLowerCase().split(/[^a-z]+/);
    const indicator = colorField && !manaCost ? COLOR_ORDER.filter((c) => words.includes(COLOR_NAMES[c])) : [];
    faces.push(cleanFace({
      name, manaCost, typeLine: supers ? (subs ? `${supers} — ${subs}` : supers) : undefined,
      power: get('power'), toughness: get('toughness'), loyalty: get('loyalty'), defense: get('defense'),
      colorIndicator: indicator, flavor: get('flavor_text'), text: get('rule_text'),
    }));
  }
  if (!faces.length) { warnings.push(msg('import.card-nameless-not-imported')); return undefined; }
  const known = new Set([...MSE_FACE_FIELDS.flatMap((k) => [k, `${k}_2`]), 'rarity', 'card_color', 'card_color_2']);
  for (const [k, v] of f) if (!known.has(k) && !MSE_IGNORED.test(k) && untag(v).trim()) warnings.push(about(faces[0]!.name, msg('import.field-not-imported', { field: k })));
  const rarity = f.get('rarity')?.trim().toLowerCase();
  return { name: faces[0]!.name, faces, layout: inferLayout(faces), ...(rarity ? { rarity } : {}) };
}

/** A `set` file's text: the set's title and code, and its cards. */
export function readMseSetFile(text: string): ReadResult {
  const warnings: Message[] = [];
  const tree = parseMseTree(text);
  const info = tree.find((n) => n.key === 'set_info');
  const field = (k: string) => info?.children.find((c) => c.key === k)?.value.trim();
  const game = tree.find((n) => n.key === 'game')?.value.trim();
  if (game && game !== 'magic') warnings.push(msg('import.mse.other-game', { game }));
  const cards = tree.filter((n) => n.key === 'card').map((n) => readMseCard(n, warnings)).filter((c): c is CardData => !!c);
  const name = field('title') ? untag(field('title')!) : undefined;
  const code = field('set_code');
  return { cards, ...(name || code ? { set: { ...(name ? { name } : {}), ...(code ? { code } : {}) } } : {}), warnings };
}

/** A `.mse-set` package (a zip holding the `set` file) or the `set` file itself. */
export function readMseSet(bytes: Uint8Array): ReadResult {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip) return readMseSetFile(Buffer.from(bytes).toString('utf8'));
  const set = readZip(bytes).find((e) => e.name === 'set');
  if (!set) return { cards: [], warnings: [msg('import.mse.no-set-file')] };
  return readMseSetFile(Buffer.from(set.data).toString('utf8'));
}
