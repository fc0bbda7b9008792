// Forge card scripts (`Key:Value` lines, `ALTERNATE` between faces): reading into card data and writing from it.
// Forge keeps rarity and flavor text in its edition files, not in card scripts.

import { COLOR_BY_NAME, COLOR_NAMES, COLOR_ORDER, type Color, type Face } from '../model/types';
import { SUPERTYPES, CARD_TYPES } from '../model/type-line';
import { cleanFace, type CardData, type FaceData, type Layout, type ReadResult } from './card-data';
import { msg, type Message } from '../i18n';
import { about } from './warnings';
import { forgeAbilities } from './forge-script';
import { bracesToForgeCost, forgeCostToBraces } from './mana-text';
import { emptyTable, lookupTable } from '../model/lookup-table';

/** Keys whose content we read. */
const READ = new Set(['Name', 'ManaCost', 'Types', 'PT', 'Loyalty', 'Defense', 'Colors', 'Oracle', 'AlternateMode']);
/**
 * Keys that are Forge's machine implementation of the Oracle text (abilities, AI hints) or pictures: the Oracle text
 * says what they do, so nothing of the card is lost without them.
 */
const IMPLEMENTATION = new Set(['K', 'A', 'T', 'S', 'R', 'SVar', 'AI', 'AIPreference', 'DeckHas', 'DeckHints', 'DeckNeeds', 'Text', 'MeldPair', 'SetInfo', 'Variant', 'HandLifeModifier']);

const LAYOUTS: Record<string, Layout> = lookupTable({
  DoubleFaced: 'transform', Transform: 'transform', Modal: 'modal_dfc', Split: 'split', Adventure: 'adventure', Flip: 'flip', Meld: 'meld',
});

const SUPER = new Set<string>(SUPERTYPES);
const CARD = new Set<string>(CARD_TYPES);

/** Forge's flat type list ("Legendary Creature Elf Druid") as a type line with a dash before the subtypes. */
export function forgeTypes(flat: string): string {
  const words = flat.split(/\s+/).filter(Boolean);
  const head = words.filter((w) => SUPER.has(w) || CARD.has(w));
  const sub = words.filter((w) => !SUPER.has(w) && !CARD.has(w));
  return sub.length ? `${head.join(' ')} — ${sub.join(' ')}` : head.join(' ');
}

function forgeOracle(value: string, name: string): string {
  const short = name.includes(', ') ? name.slice(0, name.indexOf(', ')) : name;
  return value
    .replace(/\\n/g, '\n')
    .replace(/CARDNAME/g, name)
    .replace(/NICKNAME/g, short)
    // Forge writes hybrid Phyrexian mana {G/W/H}; Oracle writes {G/W/P}.
    .replace(/\{([WUBRG])\/([WUBRG])\/H\}/g, '{$1/$2/P}');
}

/** Reads one script (one card, its faces separated by ALTERNATE). `where` names it in warnings. */
export function readForge(script: string, where = 'script'): ReadResult {
  const warnings: Message[] = [];
  const faces: FaceData[] = [];
  let layout: Layout = 'normal';
  let current: Record<string, string> = emptyTable();
  const flush = () => {
    const name = current['Name'];
    if (!name) {
      if (Object.keys(current).length) warnings.push(about(where, msg('import.forge.nameless-face')));
      return;
    }
    const unknownShards: string[] = [];
    const pt = current['PT']?.split('/');
    const colors = (current['Colors'] ?? '').split(/[\s,]+/).filter(Boolean);
    const indicator = colors.map((c) => COLOR_BY_NAME[c.toLowerCase()]).filter((c): c is Color => !!c);
    if (indicator.length !== colors.length) warnings.push(about(name, msg('import.forge.colors', { colors: current['Colors'] ?? '' })));
    faces.push(cleanFace({
      name,
      manaCost: forgeCostToBraces(current['ManaCost'] ?? '', unknownShards),
      typeLine: forgeTypes(current['Types'] ?? ''),
      power: pt?.[0],
      toughness: pt?.[1],
      loyalty: current['Loyalty'],
      defense: current['Defense'],
      colorIndicator: COLOR_ORDER.filter((c) => indicator.includes(c)),
      text: forgeOracle(current['Oracle'] ?? '', name),
    }));
    for (const s of unknownShards) warnings.push(about(name, msg('import.forge.shard', { shard: s })));
  };
  for (const raw of script.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line === 'ALTERNATE') { flush(); current = emptyTable(); continue; }
    const m = /^([A-Za-z]+):(.*)$/.exec(line);
    if (!m) { warnings.push(about(where, msg('import.forge.line', { line: line.slice(0, 60) }))); continue; }
    const [, key, value] = m as unknown as [string, string, string];
    if (key === 'AlternateMode') { layout = LAYOUTS[value.trim()] ?? 'other'; if (layout === 'other') warnings.push(about(where, msg('import.forge.alternate-mode', { mode: value.trim() }))); continue; }
    if (READ.has(key)) { if (!(key in current)) current[key] = value.trim(); continue; }
    if (!IMPLEMENTATION.has(key)) warnings.push(about(current['Name'] ?? where, msg('import.field-not-imported', { field: key })));
  }
  flush();
  if (faces.length === 0) return { cards: [], warnings: warnings.length ? warnings : [about(where, msg('import.forge.no-card'))] };
  if (faces.length === 1) layout = 'normal';
  const card: CardData = { name: faces[0]!.name, faces, layout };
  return { cards: [card], warnings };
}

/**
 * The `K:` keyword lines of a script, face by face in order: the keyword and its value ("Morph", "PayLife<3>").
 * Forge's extra fields after the cost (`K:Disguise:5 R:X:…`) are left out.
 */
export function readForgeKeywords(script: string): { keyword: string; value?: string }[] {
  const out: { keyword: string; value?: string }[] = [];
  for (const raw of script.split(/\r?\n/)) {
    const m = /^K:([^:]+)(?::([^:]*))?/.exec(raw.trim());
    if (m) out.push({ keyword: m[1]!.trim(), ...(m[2] !== undefined ? { value: m[2].trim() } : {}) });
  }
  return out;
}

function flatTypes(typeLine: string | undefined): string {
  return (typeLine ?? '').replace(/(?<!\s)\s+(?:—|–|--|-)\s+/, ' ');
}

function writeFace(face: FaceData, model: Face | undefined, notWritten: string[]): string[] {
  const out = [`Name:${face.name}`, `ManaCost:${bracesToForgeCost(face.manaCost)}`];
  if (face.colorIndicator?.length) out.push(`Colors:${face.colorIndicator.map((c) => COLOR_NAMES[c]).join(',')}`);
  out.push(`Types:${flatTypes(face.typeLine)}`);
  if (face.power != null && face.toughness != null) out.push(`PT:${face.power}/${face.toughness}`);
  if (face.loyalty) out.push(`Loyalty:${face.loyalty}`);
  if (face.defense) out.push(`Defense:${face.defense}`);
  if (model) {
    const abilities = forgeAbilities(model);
    out.push(...abilities.lines);
    notWritten.push(...abilities.notWritten);
  } else if (face.text) notWritten.push(...face.text.split('\n'));
  out.push(`Oracle:${(face.text ?? '').split('\n').join('\\n')}`);
  return out;
}

const FORGE_LAYOUT: Partial<Record<Layout, string>> = lookupTable({ transform: 'DoubleFaced', modal_dfc: 'Modal', split: 'Split', adventure: 'Adventure', flip: 'Flip', meld: 'Meld' });

export interface ForgeScript {
  script: string;
  /** The abilities written as Oracle text only (Forge shows them but doesn't play them), as printed. */
  notWritten: string[];
}

/** One card as a Forge script: its keywords, triggers and abilities as Forge scripts them (forge-script.ts) from the model's faces. */
export function writeForge(card: CardData, model?: readonly Face[]): ForgeScript {
  const notWritten: string[] = [];
  const [front, ...rest] = card.faces;
  const lines = writeFace(front ?? { name: card.name }, model?.[0], notWritten);
  if (rest.length) lines.push(`AlternateMode:${FORGE_LAYOUT[card.layout] ?? 'DoubleFaced'}`);
  rest.forEach((face, i) => lines.push('', 'ALTERNATE', '', ...writeFace(face, model?.[i + 1], notWritten)));
  return { script: lines.join('\n') + '\n', notWritten };
}

/**
 * A card's script file name, as Forge names them ("Fire // Ice" → fire_ice.txt): lower case, Latin accents dropped, every
 * run of other characters (`/`, `.`, spaces, control and bidi marks) one `_`; letters of other scripts kept; at most 100
 * characters. Never a path: no separator, no dot but the extension's. Two cards may get the same name (the exporter
 * makes it unique); a name with no letter or digit gives `.txt`.
 */
export function forgeFileName(name: string): string {
  const base = name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '');
  return [...base].slice(0, 100).join('').replace(/_$/, '') + '.txt';
}

// ---- edition files: the set's name, code, date and each card's rarity (Forge's res/editions/<set>.txt) ---------------

const RARITY_LETTER: Record<string, string> = lookupTable({ common: 'C', uncommon: 'U', rare: 'R', mythic: 'M', special: 'S' });
const LETTER_RARITY: Record<string, string> = Object.fromEntries(Object.entries(RARITY_LETTER).map(([k, v]) => [v, k]));

export interface ForgeEdition {
  name: string;
  code: string;
  date: string;
}

/** The edition file: `[metadata]` (Code, Date, Name, Type) and `[cards]`, one "number rarity name" line per card. */
export function writeForgeEdition(cards: readonly CardData[], set: ForgeEdition): string {
  const lines = ['[metadata]', `Code=${set.code}`, `Date=${set.date}`, `Name=${set.name}`, 'Type=Expansion', '', '[cards]'];
  cards.forEach((c, i) => lines.push(`${i + 1} ${RARITY_LETTER[c.rarity ?? ''] ?? 'C'} ${c.name}`));
  return lines.join('\n') + '\n';
}

/** An edition file: the set, and the rarity of each card it lists (applied to the cards read from the scripts). */
export function readForgeEdition(text: string): ReadResult & { rarities: Record<string, string> } {
  const set: NonNullable<ReadResult['set']> = {};
  const rarities: Record<string, string> = Object.create(null) as Record<string, string>;
  const warnings: Message[] = [];
  let section = '';
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const head = /^\[(.+)\]$/.exec(line);
    if (head) { section = head[1]!.toLowerCase(); continue; }
    if (section === 'metadata') {
      const m = /^(\w+)=(.*)$/.exec(line);
      if (m?.[1] === 'Code') set.code = m[2]!.trim();
      else if (m?.[1] === 'Name') set.name = m[2]!.trim();
      else if (m?.[1] === 'Date') set.date = m[2]!.trim();
    } else if (section === 'cards') {
      const m = /^(?:\S+\s+)?([CURMSL])\s+(.+?)(?:\s+@.*)?$/.exec(line);
      if (!m) { warnings.push(msg('import.forge.edition-line', { line: line.slice(0, 60) })); continue; }
      const rarity = LETTER_RARITY[m[1]!];
      if (rarity) rarities[m[2]!] = rarity;
    }
  }
  return { cards: [], set, warnings, rarities };
}
