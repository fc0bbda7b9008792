// A set overview: counts by color, rarity, card type, mana value and face-down family, and the as-fan (the expected
// number per booster) of each, for a booster layout given as rarity slots.

import { msg, t, type Locale, type Message, type MessageId } from '../i18n';
import { COLOR_ORDER } from '../model/types';
import { FACE_DOWN_FAMILIES, IS_FAMILIES, type CardFacts } from './card-facts';

export const RARITIES = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'] as const;

export interface BoosterLayout {
  /** Cards per booster from each rarity's sheet, e.g. { common: 10, uncommon: 3, rare: 1 }. */
  slots: Record<string, number>;
  /** The chance a rare slot holds a mythic instead (1/8 in most sets); only when the set has mythics. */
  mythicRate: number;
}

export const DEFAULT_BOOSTER: BoosterLayout = { slots: { common: 10, uncommon: 3, rare: 1 }, mythicRate: 1 / 8 };

/** Reads "common=10,uncommon=3,rare=1[,mythic=1/8]"; a layout it cannot read is a message saying why. */
export function parseBooster(text: string): BoosterLayout | Message {
  const out: BoosterLayout = { slots: {}, mythicRate: DEFAULT_BOOSTER.mythicRate };
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^([a-z]+)=(\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(part);
    if (!m) return msg('stats.booster.unreadable', { part });
    const value = m[3] ? Number(m[2]) / Number(m[3]) : Number(m[2]);
    if (m[1] === 'mythic') { out.mythicRate = value; continue; }
    if (!(RARITIES as readonly string[]).includes(m[1]!)) return msg('stats.booster.unknown-rarity', { rarity: m[1]! });
    out.slots[m[1]!] = value;
  }
  return out;
}

export interface SetStats {
  cards: number;
  colors: Record<string, number>;
  rarity: Record<string, number>;
  types: Record<string, number>;
  manaCurve: Record<string, number>;
  faceDown: Record<string, number>;
  /** Per category ("creature", "W", "morph"…): as-fan from each rarity slot and in total. */
  asFan: Record<string, Record<string, number>>;
}

const colorKey = (f: CardFacts) => (f.colors.length === 0 ? 'colorless' : f.colors.length > 1 ? 'multicolor' : f.colors[0]!);

/** The face-down families a card counts in: the `is:` families of search (card-facts.ts), one definition for both. */
export function faceDownFamilies(f: CardFacts): string[] {
  return FACE_DOWN_FAMILIES.filter((fam) => IS_FAMILIES[fam.replace(/-/g, '')]!(f));
}

/** The categories a card counts in for as-fan. */
function categories(f: CardFacts): string[] {
  const out = [colorKey(f)];
  if (f.cardTypes.includes('Creature')) out.push('creature');
  if (IS_FAMILIES['facedown']!(f)) out.push('face-down (any)');
  out.push(...faceDownFamilies(f));
  return out;
}

function tally<T>(items: readonly T[], keys: (t: T) => string[], order: readonly string[] = []): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const k of order) counts[k] = 0;
  for (const it of items) for (const k of keys(it)) counts[k] = (counts[k] ?? 0) + 1;
  return counts;
}

export function setStats(cards: readonly CardFacts[], booster: BoosterLayout = DEFAULT_BOOSTER): SetStats {
  const curve = (f: CardFacts) => [f.cardTypes.includes('Land') && f.manaValue === 0 ? 'land' : f.manaValue >= 7 ? '7+' : String(Math.floor(f.manaValue))];
  const stats: SetStats = {
    cards: cards.length,
    colors: tally(cards, (f) => [colorKey(f)], [...COLOR_ORDER, 'multicolor', 'colorless']),
    rarity: tally(cards, (f) => [f.rarity ?? 'none'], RARITIES.slice(0, 4)),
    types: tally(cards, (f) => f.cardTypes),
    manaCurve: tally(cards, curve, ['0', '1', '2', '3', '4', '5', '6', '7+']),
    faceDown: tally(cards, faceDownFamilies, FACE_DOWN_FAMILIES),
    asFan: {},
  };
  // Each slot draws uniformly from its rarity's cards; the rare slot is a mythic with probability mythicRate.
  const byRarity = (r: string) => cards.filter((f) => f.rarity === r);
  const hasMythics = byRarity('mythic').length > 0;
  const draws: { slot: string; rarity: string; weight: number }[] = [];
  for (const [rarity, count] of Object.entries(booster.slots)) {
    if (rarity === 'rare' && hasMythics) {
      draws.push({ slot: 'rare', rarity: 'rare', weight: count * (1 - booster.mythicRate) }, { slot: 'rare', rarity: 'mythic', weight: count * booster.mythicRate });
    } else draws.push({ slot: rarity, rarity, weight: count });
  }
  const asFan: Record<string, Record<string, number>> = {};
  for (const d of draws) {
    const pool = byRarity(d.rarity);
    if (!pool.length) continue;
    for (const f of pool) {
      for (const cat of categories(f)) {
        const row = (asFan[cat] ??= {});
        row[d.slot] = (row[d.slot] ?? 0) + d.weight / pool.length;
      }
    }
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  for (const row of Object.values(asFan)) {
    row['total'] = Object.values(row).reduce((a, b) => a + b, 0);
    for (const k of Object.keys(row)) row[k] = round(row[k]!);
  }
  const order: string[] = [...COLOR_ORDER, 'multicolor', 'colorless', 'creature', 'face-down (any)', ...FACE_DOWN_FAMILIES];
  stats.asFan = Object.fromEntries(order.filter((k) => asFan[k]).map((k) => [k, asFan[k]!]));
  return stats;
}

/** The words of a count's key in `locale`: rarities, card types, face-down families and the other categories; color
 * letters (W U B R G) and mana values as they are. English shows the keys themselves, as the JSON output does. */
export function statKey(key: string, locale: Locale): string {
  if (locale === 'en') return key;
  const id = (STAT_KEYS[key] ?? (/^[A-Z][a-z]+$/.test(key) ? `cardtype.${key}` : undefined)) as MessageId | undefined;
  if (!id) return key;
  const said = t(locale, id);
  return said === id ? key : said;
}

const STAT_KEYS: Readonly<Record<string, string>> = {
  multicolor: 'stats.key.multicolor', colorless: 'stats.key.colorless', creature: 'stats.key.creature', 'face-down (any)': 'stats.key.face-down-any',
  none: 'stats.key.none', land: 'stats.key.land', total: 'stats.key.total',
  ...Object.fromEntries(RARITIES.map((r) => [r, `stats.rarity.${r}`])),
  ...Object.fromEntries(FACE_DOWN_FAMILIES.map((f) => [f, `stats.family.${f}`])),
};

/** "k v, k v" with each key in `locale`. */
export function countsText(counts: Record<string, number>, locale: Locale): string {
  return Object.entries(counts).map(([k, v]) => `${statKey(k, locale)} ${v}`).join(', ');
}

function line(label: MessageId, counts: Record<string, number>, locale: Locale): string {
  return `${t(locale, label)}: ${countsText(counts, locale)}`;
}

/** The booster's slots as the --booster option writes them ("common=10 uncommon=3 rare=1"). */
export function boosterSlots(booster: BoosterLayout): string {
  return Object.entries(booster.slots).map(([k, v]) => `${k}=${v}`).join(' ');
}

export function formatStats(title: string, s: SetStats, booster: BoosterLayout, locale: Locale = 'en'): string {
  const out = [
    t(locale, 'stats.title', { title, count: s.cards }),
    line('stats.label.colors', s.colors, locale),
    line('stats.label.rarity', s.rarity, locale),
    line('stats.label.types', s.types, locale),
    line('stats.label.mana-value', s.manaCurve, locale),
    line('stats.label.face-down', s.faceDown, locale),
    t(locale, 'stats.as-fan', { slots: boosterSlots(booster), rate: Math.round(booster.mythicRate * 1000) / 1000 }),
  ];
  for (const [cat, row] of Object.entries(s.asFan)) out.push(`  ${statKey(cat, locale)}: ${countsText(row, locale)}`);
  return out.join('\n') + '\n';
}

