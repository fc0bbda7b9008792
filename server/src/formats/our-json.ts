// Our JSON card records (`[{name, manaCost, typeLine, oracleText…}]` or `{cards: […]}`, as in the real-card corpus):
// reading into card data.

import { COLOR_ORDER } from '../model/types';
import { cleanFace, type CardData } from './card-data';
import { msg, type Message } from '../i18n';
import { about } from './warnings';

const READ = new Set(['name', 'manaCost', 'typeLine', 'power', 'toughness', 'loyalty', 'defense', 'oracleText', 'colorIndicator', 'rarity', 'flavor', 'layout']);
/** The corpus's bookkeeping: where a record came from, regex tags, rulings (the card database reads those). */
const IGNORED = new Set(['printings', 'funny', 'categories', 'faceDownPermanentRelated', 'rulings', 'rulingsSource', 'sources', 'scryfallOracleId', 'forgeScripts']);

type Json = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function readOurRecord(o: unknown): { card?: CardData; warnings: Message[] } {
  if (!o || typeof o !== 'object' || Array.isArray(o)) return { warnings: [msg('import.entry-not-card-record')] };
  const r = o as Json;
  const name = str(r['name']);
  if (!name) return { warnings: [msg('import.card-record-nameless')] };
  const warnings: Message[] = [];
  for (const [k, v] of Object.entries(r)) if (!READ.has(k) && !IGNORED.has(k) && v != null) warnings.push(about(name, msg('import.field-not-imported', { field: k })));
  const layout = str(r['layout']);
  if (layout && !['normal', 'scheme', 'host', 'saga', 'leveler', 'class', 'planar', 'vanguard'].includes(layout)) warnings.push(about(name, msg('import.layout-unknown-one-face', { layout })));
  const indicator = Array.isArray(r['colorIndicator']) ? COLOR_ORDER.filter((c) => (r['colorIndicator'] as unknown[]).includes(c)) : undefined;
  const face = cleanFace({
    name,
    manaCost: str(r['manaCost']),
    typeLine: str(r['typeLine']),
    power: str(r['power']),
    toughness: str(r['toughness']),
    loyalty: str(r['loyalty']),
    defense: str(r['defense']),
    colorIndicator: indicator,
    flavor: str(r['flavor']),
    text: str(r['oracleText']),
  });
  const rarity = str(r['rarity']);
  return { card: { name, faces: [face], layout: 'normal', ...(rarity ? { rarity } : {}) }, warnings };
}
