// Scryfall card objects (single cards, lists, bulk files): reading into card data and writing card data in their shape.
// Field meanings: https://scryfall.com/docs/api/cards (card_faces, layouts, color_indicator…).

import { readManaCost } from '../model/mana';
import { COLOR_ORDER, type Color } from '../model/types';
import { cleanFace, type CardData, type FaceData, type Layout } from './card-data';
import { msg, type Message } from '../i18n';
import { about } from './warnings';
import { lookupTable } from '../model/lookup-table';

/** Card-object fields holding the card's characteristics, which we read. */
const READ = new Set(['name', 'layout', 'mana_cost', 'type_line', 'oracle_text', 'power', 'toughness', 'loyalty', 'defense', 'color_indicator', 'flavor_text', 'rarity', 'card_faces', 'set', 'set_name']);
/**
 * Fields we leave out on purpose: identifiers, links, images, prices, legality and printing details (frame, artist,
 * collector number…), and values derived from the characteristics we keep (colors, cmc, keywords).
 */
const IGNORED = new Set([
  'object', 'id', 'oracle_id', 'multiverse_ids', 'mtgo_id', 'mtgo_foil_id', 'arena_id', 'tcgplayer_id', 'tcgplayer_etched_id', 'cardmarket_id', 'resource_id',
  'lang', 'released_at', 'uri', 'scryfall_uri', 'highres_image', 'image_status', 'image_uris', 'cmc', 'colors', 'color_identity', 'keywords',
  'produced_mana', 'legalities', 'games', 'reserved', 'foil', 'nonfoil', 'finishes', 'oversized', 'promo', 'reprint', 'variation', 'variation_of',
  'set_id', 'set_type', 'set_uri', 'set_search_uri', 'scryfall_set_uri', 'rulings_uri', 'prints_search_uri', 'collector_number', 'digital',
  'card_back_id', 'artist', 'artist_ids', 'artist_id', 'illustration_id', 'border_color', 'frame', 'frame_effects', 'security_stamp', 'full_art', 'textless',
  'booster', 'story_spotlight', 'edhrec_rank', 'penny_rank', 'prices', 'related_uris', 'purchase_uris', 'all_parts', 'promo_types', 'watermark',
  'preview', 'content_warning', 'game_changer', 'flavor_name', 'card_faces_count', 'attraction_lights_uri', 'mana_value',
]);
/** Per-face fields read and ignored, on the same grounds. */
const FACE_READ = new Set(['name', 'mana_cost', 'type_line', 'oracle_text', 'power', 'toughness', 'loyalty', 'defense', 'color_indicator', 'flavor_text']);
const FACE_IGNORED = new Set(['object', 'colors', 'artist', 'artist_id', 'artist_ids', 'illustration_id', 'image_uris', 'watermark', 'cmc', 'oracle_id', 'layout', 'flavor_name']);

const LAYOUTS: Record<string, Layout> = lookupTable({
  normal: 'normal', transform: 'transform', modal_dfc: 'modal_dfc', split: 'split', adventure: 'adventure', flip: 'flip', meld: 'meld',
  leveler: 'normal', class: 'normal', case: 'normal', saga: 'normal', mutate: 'normal', prototype: 'normal', host: 'normal', augment: 'normal',
  planar: 'normal', scheme: 'normal', vanguard: 'normal', token: 'normal', emblem: 'normal',
});

type Json = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function colors(v: unknown): Color[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return COLOR_ORDER.filter((c) => v.includes(c));
}

function face(o: Json, name: string, subject: (what: Message) => Message, warn: (m: Message) => void, allowed: Set<string>, ignored: Set<string>): FaceData {
  for (const [k, v] of Object.entries(o)) {
    if (allowed.has(k) || ignored.has(k) || v === null || v === undefined) continue;
    warn(subject(msg('import.field-not-imported', { field: k })));
  }
  const flavor = str(o['flavor_text']);
  if (flavor?.includes('\n')) warn(subject(msg('import.flavor-joined')));
  return cleanFace({
    name: str(o['name']) ?? name,
    manaCost: str(o['mana_cost']),
    typeLine: str(o['type_line']),
    power: str(o['power']),
    toughness: str(o['toughness']),
    loyalty: str(o['loyalty']),
    defense: str(o['defense']),
    colorIndicator: colors(o['color_indicator']),
    flavor: flavor?.replace(/(?<!\s)\s*\n\s*/g, ' '),
    text: str(o['oracle_text']),
  });
}

export interface ScryfallRead {
  card?: CardData;
  set?: { code?: string; name?: string };
  warnings: Message[];
}

/** One Scryfall card object. */
export function readScryfallCard(o: unknown): ScryfallRead {
  const warnings: Message[] = [];
  if (!o || typeof o !== 'object' || Array.isArray(o)) return { warnings: [msg('import.entry-not-card-object')] };
  const obj = o as Json;
  const name = str(obj['name']);
  if (!name) return { warnings: [msg('import.card-object-nameless')] };
  if (obj['object'] !== undefined && obj['object'] !== 'card') return { warnings: [about(name, msg('import.not-card-object', { type: typeof obj['object'] === 'string' ? obj['object'] : typeof obj['object'] }))] };
  const warn = (m: Message) => warnings.push(m);
  const layoutWord = str(obj['layout']) ?? 'normal';
  let layout = LAYOUTS[layoutWord];
  if (!layout) { warn(about(name, msg('import.layout-unknown', { layout: layoutWord }))); layout = 'other'; }
  const rawFaces = Array.isArray(obj['card_faces'])
    ? (obj['card_faces'] as unknown[]).filter((f): f is Json => {
        const ok = !!f && typeof f === 'object' && !Array.isArray(f);
        if (!ok) warnings.push(about(name, msg('import.face-not-object')));
        return ok;
      })
    : undefined;
  let faces: FaceData[];
  if (rawFaces && rawFaces.length) {
    // Card-level characteristics of a multi-face card are the faces' (the card-level name joins them with " // ").
    for (const [k, v] of Object.entries(obj)) {
      if (k === 'card_faces' || READ.has(k) || IGNORED.has(k) || v === null) continue;
      warn(about(name, msg('import.field-not-imported', { field: k })));
    }
    faces = rawFaces.map((f, i) => face(f, `${name} (face ${i + 1})`, (what) => msg('import.card-face', { card: name, face: i + 1, what }), warn, FACE_READ, FACE_IGNORED));
    if (faces.length > 2) warn(about(name, msg('import.faces-after-second')));
    faces = faces.slice(0, 2);
    if (layout === 'normal') layout = 'other';
  } else {
    const allowed = new Set(READ);
    faces = [face(obj, name, (what) => about(name, what), warn, allowed, IGNORED)];
    if (layout !== 'normal' && layout !== 'other') layout = 'normal';
  }
  if (['split', 'adventure', 'flip', 'meld', 'other'].includes(layout)) {
    warn(about(name, msg('import.layout-two-faced', { layout: layoutWord })));
  }
  const cardName = faces.length > 1 ? faces[0]!.name : name;
  const rarity = str(obj['rarity']);
  const card: CardData = { name: cardName, faces, layout, ...(rarity ? { rarity } : {}) };
  return { card, set: { code: str(obj['set']), name: str(obj['set_name']) }, warnings };
}

function faceObject(f: FaceData, withObject: boolean): Json {
  const o: Json = withObject ? { object: 'card_face' } : {};
  o['name'] = f.name;
  o['mana_cost'] = f.manaCost ?? '';
  o['type_line'] = f.typeLine ?? '';
  o['oracle_text'] = f.text ?? '';
  if (f.colorIndicator?.length) o['color_indicator'] = f.colorIndicator;
  if (withObject) o['colors'] = f.colorIndicator?.length ? f.colorIndicator : f.manaCost ? readManaCost(f.manaCost).cost.colors : [];
  if (f.power != null) o['power'] = f.power;
  if (f.toughness != null) o['toughness'] = f.toughness;
  if (f.loyalty) o['loyalty'] = f.loyalty;
  if (f.defense) o['defense'] = f.defense;
  if (f.flavor) o['flavor_text'] = f.flavor;
  return o;
}

/** Card data as a Scryfall-shaped card object (the characteristics only; no ids, images or prices). */
export function writeScryfallCard(card: CardData, set?: { code?: string; name?: string }): Json {
  const o: Json = { object: 'card', name: card.faces.length > 1 ? card.faces.map((f) => f.name).join(' // ') : card.name, layout: card.layout === 'other' ? 'normal' : card.layout };
  if (card.faces.length > 1) {
    o['card_faces'] = card.faces.map((f) => faceObject(f, true));
  } else {
    Object.assign(o, faceObject(card.faces[0] ?? { name: card.name }, false));
    o['name'] = card.name;
  }
  // The derived values Scryfall gives every card (CR 202.3 mana value, 105.2 colors, 903.4 color identity).
  const front = card.faces[0];
  const costColors = (f: FaceData) => (f.manaCost ? readManaCost(f.manaCost).cost.colors : []);
  o['cmc'] = front?.manaCost ? readManaCost(front.manaCost).cost.manaValue : 0;
  if (card.faces.length === 1 && front) o['colors'] = front.colorIndicator?.length ? front.colorIndicator : costColors(front);
  o['color_identity'] = COLOR_ORDER.filter((c) => card.faces.some((f) => costColors(f).includes(c) || (f.colorIndicator ?? []).includes(c)
    || readManaCost((f.text ?? '').replace(/\([^()]*\)/g, '')).cost.colors.includes(c)));
  if (card.rarity) o['rarity'] = card.rarity;
  if (set?.code) o['set'] = set.code.toLowerCase();
  if (set?.name) o['set_name'] = set.name;
  return o;
}
