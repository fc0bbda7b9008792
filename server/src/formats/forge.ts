// Forge card scripts (`Key:Value` lines, `ALTERNATE` between faces): reading into card data and writing from it.
// Forge keeps rarity and flavor text in its edition files, not in card scripts.

import { COLOR_BY_NAME, COLOR_NAMES, COLOR_ORDER, type Color, type Effect, type Face } from '../model/types';
import { SUPERTYPES, CARD_TYPES } from '../model/type-line';
import { cleanFace, type CardData, type FaceData, type Layout, type ReadResult } from './card-data';
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
  const warnings: string[] = [];
  const faces: FaceData[] = [];
  let layout: Layout = 'normal';
  let current: Record<string, string> = emptyTable();
  const flush = () => {
    const name = current['Name'];
    if (!name) {
      if (Object.keys(current).length) warnings.push(`${where}: a face without a Name line was not imported`);
      return;
    }
    const unknownShards: string[] = [];
    const pt = current['PT']?.split('/');
    const colors = (current['Colors'] ?? '').split(/[\s,]+/).filter(Boolean);
    const indicator = colors.map((c) => COLOR_BY_NAME[c.toLowerCase()]).filter((c): c is Color => !!c);
    if (indicator.length !== colors.length) warnings.push(`${name}: Colors '${current['Colors']}' not understood`);
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
    for (const s of unknownShards) warnings.push(`${name}: mana shard '${s}' not understood`);
  };
  for (const raw of script.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line === 'ALTERNATE') { flush(); current = emptyTable(); continue; }
    const m = /^([A-Za-z]+):(.*)$/.exec(line);
    if (!m) { warnings.push(`${where}: line not understood: ${line.slice(0, 60)}`); continue; }
    const [, key, value] = m as unknown as [string, string, string];
    if (key === 'AlternateMode') { layout = LAYOUTS[value.trim()] ?? 'other'; if (layout === 'other') warnings.push(`${where}: AlternateMode '${value.trim()}' not understood`); continue; }
    if (READ.has(key)) { if (!(key in current)) current[key] = value.trim(); continue; }
    if (!IMPLEMENTATION.has(key)) warnings.push(`${current['Name'] ?? where}: field '${key}' not imported`);
  }
  flush();
  if (faces.length === 0) return { cards: [], warnings: warnings.length ? warnings : [`${where}: no card found`] };
  if (faces.length === 1) layout = 'normal';
  const card: CardData = { name: faces[0]!.name, faces, layout };
  return { cards: [card], warnings };
}

/** Keyword lines Forge writes as `K:` lines: the face-down families with a mana cost, and simple keywords. */
const FACE_DOWN_KEYWORD = /^(Morph|Megamorph|Disguise) ((?:\{[^{}]+\})+)(?: \(.*\))?$/;
const SIMPLE_KEYWORDS = new Set(['Flying', 'First strike', 'Double strike', 'Deathtouch', 'Defender', 'Haste', 'Hexproof', 'Indestructible', 'Lifelink', 'Menace', 'Reach', 'Trample', 'Vigilance', 'Flash', 'Changeling', 'Devoid', 'Shroud', 'Fear', 'Intimidate', 'Prowess']);

function keywordLines(text: string | undefined): string[] {
  const out: string[] = [];
  for (const line of (text ?? '').split('\n')) {
    const m = FACE_DOWN_KEYWORD.exec(line.trim());
    if (m) { out.push(`K:${m[1]}:${bracesToForgeCost(m[2])}`); continue; }
    const words = line.replace(/(?<!\s)\s*\([^()]*\)$/, '').split(/,\s*/).map((w) => w.trim()).filter(Boolean);
    const caps = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
    // Ward with a generic mana cost is `K:Ward:N` in Forge's scripts.
    const ward = (w: string) => /^Ward \{(\d+)\}$/.exec(w);
    if (words.length && caps.every((w) => SIMPLE_KEYWORDS.has(w) || ward(w))) for (const w of caps) out.push(ward(w) ? `K:Ward:${ward(w)![1]}` : `K:${w}`);
  }
  return out;
}

function flatTypes(typeLine: string | undefined): string {
  return (typeLine ?? '').replace(/(?<!\s)\s+(?:—|–|--|-)\s+/, ' ');
}

/** Effects Forge scripts as one sub-ability (the forms its own card scripts use), by SVar name. */
function forgeEffect(e: Effect): { name: string; line: string } | undefined {
  if (e.kind === 'draw') return { name: 'TrigDraw', line: `DB$ Draw | Defined$ You | NumCards$ ${e.count}` };
  if (e.kind === 'manifest') return { name: 'TrigManifest', line: `DB$ Manifest | Amount$ ${e.count} | Defined$ TopOfLibrary` };
  if (e.kind === 'manifest-dread') return { name: 'TrigDread', line: 'DB$ ManifestDread' };
  return undefined;
}

const FORGE_TRIGGERS: Partial<Record<string, string>> = lookupTable({
  'self-turned-face-up': 'Mode$ TurnFaceUp | ValidCard$ Card.Self | TriggerZones$ Battlefield',
  'self-enters': 'Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self',
});

/**
 * Forge's `T:` and `SVar:` lines for the triggered abilities the effect model understands whole and Forge scripts
 * the same way (turned face up / enters, then draw, manifest or manifest dread). Anything else is left to Forge's
 * own scripting; the Oracle text always says it.
 */
export function forgeAbilityLines(face: Face): string[] {
  const out: string[] = [];
  const used = new Set<string>();
  for (const a of face.abilities) {
    if (a.kind !== 'triggered' || a.unmodeled.length || a.effects.length !== 1) continue;
    const trigger = FORGE_TRIGGERS[a.event.kind];
    const effect = forgeEffect(a.effects[0]!);
    if (!trigger || !effect) continue;
    let name = effect.name;
    for (let i = 2; used.has(name); i++) name = `${effect.name}${i}`;
    used.add(name);
    out.push(`T:${trigger} | Execute$ ${name} | TriggerDescription$ ${a.text}`, `SVar:${name}:${effect.line}`);
  }
  return out;
}

function writeFace(face: FaceData, model?: Face): string[] {
  const out = [`Name:${face.name}`, `ManaCost:${bracesToForgeCost(face.manaCost)}`];
  if (face.colorIndicator?.length) out.push(`Colors:${face.colorIndicator.map((c) => COLOR_NAMES[c]).join(',')}`);
  out.push(`Types:${flatTypes(face.typeLine)}`);
  if (face.power != null && face.toughness != null) out.push(`PT:${face.power}/${face.toughness}`);
  if (face.loyalty) out.push(`Loyalty:${face.loyalty}`);
  if (face.defense) out.push(`Defense:${face.defense}`);
  out.push(...keywordLines(face.text));
  if (model) out.push(...forgeAbilityLines(model));
  out.push(`Oracle:${(face.text ?? '').split('\n').join('\\n')}`);
  return out;
}

const FORGE_LAYOUT: Partial<Record<Layout, string>> = lookupTable({ transform: 'DoubleFaced', modal_dfc: 'Modal', split: 'Split', adventure: 'Adventure', flip: 'Flip', meld: 'Meld' });

/** One card as a Forge script; with the model's faces, the triggered abilities `forgeAbilityLines` knows too. */
export function writeForge(card: CardData, model?: readonly Face[]): string {
  const [front, ...rest] = card.faces;
  const lines = writeFace(front ?? { name: card.name }, model?.[0]);
  if (rest.length) lines.push(`AlternateMode:${FORGE_LAYOUT[card.layout] ?? 'DoubleFaced'}`);
  rest.forEach((face, i) => lines.push('', 'ALTERNATE', '', ...writeFace(face, model?.[i + 1])));
  return lines.join('\n') + '\n';
}

/** The file name Forge uses for a card: lower case, words joined by underscores. */
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
