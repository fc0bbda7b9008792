// MTGJSON card entries (a set file's `cards`, AllPrintings, AtomicCards): reading into card data.
// Field meanings: https://mtgjson.com/data-models/card/ (one entry per face: `faceName`, `side`).

import { COLOR_ORDER, type Color } from '../model/types';
import { cleanFace, type CardData, type FaceData, type Layout } from './card-data';
import { msg, type Message } from '../i18n';
import { about } from './warnings';
import { lookupTable } from '../model/lookup-table';

const READ = new Set(['name', 'faceName', 'side', 'layout', 'manaCost', 'type', 'text', 'power', 'toughness', 'loyalty', 'defense', 'colorIndicator', 'flavorText', 'rarity', 'setCode']);
/** Identifiers, printing details, translations, legality and values derived from the characteristics we keep. */
const IGNORED = new Set([
  'artist', 'artistIds', 'asciiName', 'availability', 'boosterTypes', 'borderColor', 'cardParts', 'colorIdentity', 'colors', 'convertedManaCost',
  'manaValue', 'faceConvertedManaCost', 'faceManaValue', 'faceFlavorName', 'edhrecRank', 'edhrecSaltiness', 'finishes', 'foreignData', 'frameEffects', 'frameVersion',
  'hasAlternativeDeckLimit', 'hasContentWarning', 'hasFoil', 'hasNonFoil', 'identifiers', 'isAlternative', 'isFullArt', 'isFunny', 'isOnlineOnly',
  'isOversized', 'isPromo', 'isRebalanced', 'isReprint', 'isReserved', 'isStarter', 'isStorySpotlight', 'isTextless', 'isTimeshifted', 'keywords',
  'language', 'leadershipSkills', 'legalities', 'number', 'originalPrintings', 'originalReleaseDate', 'originalText', 'originalType', 'otherFaceIds',
  'printings', 'promoTypes', 'purchaseUrls', 'rebalancedPrintings', 'relatedCards', 'rulings', 'securityStamp', 'sourceProducts', 'subsets', 'subtypes', 'supertypes',
  'types', 'uuid', 'variations', 'watermark', 'flavorName', 'duelDeck', 'isGameChanger', 'signature', 'orientation', 'attractionLights', 'printedName',
  'printedText', 'printedType', 'firstPrinting', 'hasFoil', 'scryfallOracleId', 'mtgArenaId', 'mtgoId', 'multiverseId', 'tcgplayerProductId', 'count',
]);

const LAYOUTS: Record<string, Layout> = lookupTable({
  normal: 'normal', transform: 'transform', modal_dfc: 'modal_dfc', split: 'split', adventure: 'adventure', flip: 'flip', meld: 'meld',
  leveler: 'normal', class: 'normal', case: 'normal', saga: 'normal', mutate: 'normal', prototype: 'normal', host: 'normal', augment: 'normal',
  planar: 'normal', scheme: 'normal', vanguard: 'normal', token: 'normal', emblem: 'normal', aftermath: 'split',
});

type Json = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

function colors(v: unknown): Color[] | undefined {
  return Array.isArray(v) ? COLOR_ORDER.filter((c) => v.includes(c)) : undefined;
}

function face(o: Json, warn: (m: Message) => void): FaceData {
  const name = str(o['faceName']) ?? str(o['name']) ?? '';
  // (for…in, not Object.entries: the same keys in the same order without a pair per key; a parsed object has no
  // inherited enumerable keys)
  for (const k in o) {
    if (READ.has(k) || IGNORED.has(k) || o[k] === null || o[k] === undefined) continue;
    warn(about(name, msg('import.field-not-imported', { field: k })));
  }
  const flavor = str(o['flavorText']);
  if (flavor?.includes('\n')) warn(about(name, msg('import.flavor-joined')));
  return cleanFace({
    name,
    manaCost: str(o['manaCost']),
    typeLine: str(o['type']),
    power: str(o['power']),
    toughness: str(o['toughness']),
    loyalty: str(o['loyalty']),
    defense: str(o['defense']),
    colorIndicator: colors(o['colorIndicator']),
    flavor: flavor?.replace(/(?<!\s)\s*\n\s*/g, ' '),
    text: str(o['text']),
  });
}

/**
 * The faces of one card (one entry per face, in side order) as card data. AtomicCards gives exactly these lists;
 * set files list the faces as neighbouring entries with the same `name` (see `groupFaces`).
 */
export function readMtgjsonCard(entries: readonly unknown[]): { card?: CardData; warnings: Message[] } {
  const warnings: Message[] = [];
  const objs = entries.filter((e): e is Json => !!e && typeof e === 'object' && !Array.isArray(e));
  if (objs.length !== entries.length) warnings.push(msg('import.entry-not-card-object'));
  const first = objs[0];
  const name = first && str(first['name']);
  if (!first || !name) return { warnings: [...warnings, msg('import.card-entry-nameless')] };
  const warn = (m: Message) => warnings.push(m);
  const sorted = [...objs].sort((a, b) => (str(a['side']) ?? 'a').localeCompare(str(b['side']) ?? 'a'));
  let faces = sorted.map((o) => face(o, warn));
  const layoutWord = str(first['layout']) ?? 'normal';
  let layout = LAYOUTS[layoutWord];
  if (!layout) { warn(about(name, msg('import.layout-unknown', { layout: layoutWord }))); layout = 'other'; }
  if (faces.length > 2) { warn(about(name, msg('import.faces-after-second'))); faces = faces.slice(0, 2); }
  if (faces.length === 1) {
    if (layout !== 'normal') {
      if (['transform', 'modal_dfc', 'split', 'adventure', 'flip', 'meld'].includes(layout)) warn(about(name, msg('import.one-face-only', { layout: layoutWord })));
      layout = 'normal';
    }
    faces[0]!.name = name.includes(' // ') ? faces[0]!.name : name;
  } else if (['split', 'adventure', 'flip', 'meld', 'other'].includes(layout)) {
    warn(about(name, msg('import.layout-two-faced', { layout: layoutWord })));
  }
  const rarity = str(first['rarity']);
  return { card: { name: faces[0]!.name, faces, layout, ...(rarity ? { rarity } : {}) }, warnings };
}

/** Groups a set file's entries into cards: the faces of a multi-face card share `name` and come in side order. */
export function* groupFaces(entries: Iterable<unknown>): Generator<unknown[]> {
  let group: unknown[] = [];
  let key: string | undefined;
  for (const e of entries) {
    const o = (e && typeof e === 'object' ? e : {}) as Json;
    const name = str(o['name']);
    const multi = typeof o['side'] === 'string' && (o['side'] !== 'a' || (name ?? '').includes(' // '));
    const k = multi ? `${name}|${str(o['setCode']) ?? ''}` : undefined;
    if (group.length && (k === undefined || k !== key || (o['side'] === 'a'))) { yield group; group = []; }
    group.push(e);
    key = k;
  }
  if (group.length) yield group;
}
