// Cockatrice card databases (v4 XML, customsets/*.xml): reading into card data and writing a custom set.
// Schema and conventions: design/card-formats.md (cards.xsd, cockatrice_xml_4.cpp, the MSE exporter).

import { COLOR_ORDER, type Color } from '../model/types';
import { readManaCost } from '../model/mana';
import { readTypeLine } from '../model/type-line';
import { cleanFace, inferLayout, type CardData, type FaceData, type ReadResult } from './card-data';
import { bracesToCockatrice, cockatriceToBraces } from './mana-text';
import { child, escapeXml, parseXml, type XmlElement } from './xml';
import { msg, type Message } from '../i18n';
import { about } from './warnings';

const CARD_READ = new Set(['name', 'text', 'prop', 'set', 'related', 'reverse-related', 'token', 'tablerow', 'cipt', 'upsidedown', 'landscapeOrientation']);
/** Props derived from what we keep (maintype, cmc, colors, color identity) or that name the face/layout. */
const PROP_READ = new Set(['type', 'maintype', 'manacost', 'cmc', 'colors', 'coloridentity', 'pt', 'loyalty', 'defense', 'side', 'layout']);

const letters = (s: string): Color[] => COLOR_ORDER.filter((c) => s.toUpperCase().includes(c));

interface CockatriceCard {
  face: FaceData;
  rarity?: string;
  side: string;
  layout: string;
  transformsTo?: string;
}

function readCard(el: XmlElement, warn: (m: Message) => void): CockatriceCard | undefined {
  const name = child(el, 'name')?.text.trim();
  if (!name) { warn(msg('import.card-nameless-skipped')); return undefined; }
  for (const c of el.children) if (!CARD_READ.has(c.name)) warn(about(name, msg('import.element-not-imported', { element: c.name })));
  if (child(el, 'token')?.text.trim() === '1') warn(about(name, msg('import.token-as-card')));
  const prop = child(el, 'prop');
  const p = (k: string) => (prop ? child(prop, k)?.text.trim() : undefined) || undefined;
  for (const c of prop?.children ?? []) if (!PROP_READ.has(c.name) && !c.name.startsWith('format-')) warn(about(name, msg('import.property-not-imported', { property: c.name })));
  const manaCost = p('manacost') ? cockatriceToBraces(p('manacost')!) : undefined;
  const typeLine = p('type') ? readTypeLine(p('type')!).text : undefined;
  const [power, toughness] = p('pt')?.split('/') ?? [];
  // A color list that differs from the cost's colors is a color indicator (CR 204), unless the card has none at all.
  const costColors = manaCost ? readManaCost(manaCost).cost.colors : [];
  const colors = p('colors') ? letters(p('colors')!) : [];
  const colorIndicator = colors.length && colors.join('') !== costColors.join('') ? colors : undefined;
  const setEl = child(el, 'set');
  const related = el.children.find((c) => c.name === 'related' && c.attrs['attach'] === 'transform');
  return {
    face: cleanFace({ name, manaCost, typeLine, power, toughness, loyalty: p('loyalty'), defense: p('defense'), colorIndicator, text: child(el, 'text')?.text }),
    rarity: setEl?.attrs['rarity'] || undefined,
    side: p('side') ?? 'front',
    layout: p('layout') ?? 'normal',
    transformsTo: related?.text.trim(),
  };
}

export function readCockatrice(xml: string): ReadResult {
  const warnings: Message[] = [];
  const warn = (m: Message) => warnings.push(m);
  const root = parseXml(xml);
  if (root.name !== 'cockatrice_carddatabase') return { cards: [], warnings: [msg('import.cockatrice.not-database', { root: root.name })] };
  const version = root.attrs['version'];
  if (version !== '4' && version !== '3') warn(msg('import.cockatrice.version', { version: version ?? '?' }));
  const setEl = child(root, 'sets')?.children.find((s) => s.name === 'set');
  const read = (child(root, 'cards')?.children ?? []).filter((c) => c.name === 'card').map((c) => readCard(c, warn)).filter((c): c is CockatriceCard => !!c);
  const backs = new Map(read.filter((c) => c.side === 'back').map((c) => [c.face.name, c]));
  const cards: CardData[] = [];
  for (const c of read) {
    if (c.side === 'back') continue;
    const back = c.transformsTo ? backs.get(c.transformsTo) : undefined;
    if (back) backs.delete(back.face.name);
    const faces = back ? [c.face, back.face] : [c.face];
    cards.push({ name: c.face.name, faces, layout: back ? (c.layout === 'modal_dfc' ? 'modal_dfc' : c.layout === 'transform' ? 'transform' : inferLayout(faces)) : 'normal', ...(c.rarity ? { rarity: c.rarity } : {}) });
  }
  for (const b of backs.values()) {
    warn(about(b.face.name, msg('import.cockatrice.orphan-back')));
    cards.push({ name: b.face.name, faces: [b.face], layout: 'normal', ...(b.rarity ? { rarity: b.rarity } : {}) });
  }
  const set = setEl ? { code: child(setEl, 'name')?.text.trim(), name: child(setEl, 'longname')?.text.trim(), date: child(setEl, 'releasedate')?.text.trim() } : undefined;
  return { cards, ...(set ? { set } : {}), warnings };
}

const MAIN_TYPES = ['Planeswalker', 'Creature', 'Land', 'Sorcery', 'Instant', 'Artifact', 'Enchantment', 'Battle'];

/** CR 205.2a: the card type Cockatrice sorts by (Creature before Artifact for artifact creatures). */
function mainType(typeLine: string | undefined): string {
  const types = readTypeLine(typeLine ?? '').cardTypes;
  return MAIN_TYPES.find((t) => types.includes(t)) ?? types[0] ?? '';
}

/** The MSE exporter's table rows: 0 lands, 1 non-creature permanents, 2 creatures, 3 instants and sorceries. */
function tableRow(typeLine: string | undefined): number {
  const types = readTypeLine(typeLine ?? '').cardTypes;
  if (types.includes('Land')) return 0;
  if (types.includes('Creature')) return 2;
  if (types.includes('Instant') || types.includes('Sorcery')) return 3;
  return 1;
}

/** The text inside each `{…}` symbol of rules text. */
function symbolsIn(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
}

function cardXml(face: FaceData, card: CardData, setCode: string, num: number, side: 'front' | 'back', other?: string): string {
  const cost = face.manaCost ? readManaCost(face.manaCost).cost : undefined;
  const colors = face.colorIndicator?.length ? face.colorIndicator : cost?.colors ?? [];
  const identity = COLOR_ORDER.filter((c) => card.faces.some((f) => (f.colorIndicator ?? []).includes(c) || (f.manaCost ? readManaCost(f.manaCost).cost.colors : []).includes(c) || symbolsIn(f.text ?? '').some((sym) => sym.includes(c))));
  const prop: string[] = [
    `<layout>${card.faces.length > 1 ? card.layout : 'normal'}</layout>`,
    `<side>${side}</side>`,
    `<type>${escapeXml(face.typeLine ?? '')}</type>`,
    `<maintype>${mainType(face.typeLine)}</maintype>`,
    `<manacost>${escapeXml(bracesToCockatrice(face.manaCost))}</manacost>`,
    `<cmc>${cost?.manaValue ?? 0}</cmc>`,
    `<colors>${colors.join('')}</colors>`,
    `<coloridentity>${identity.join('')}</coloridentity>`,
  ];
  if (face.power != null && face.toughness != null) prop.push(`<pt>${escapeXml(`${face.power}/${face.toughness}`)}</pt>`);
  if (face.loyalty) prop.push(`<loyalty>${escapeXml(face.loyalty)}</loyalty>`);
  if (face.defense) prop.push(`<defense>${escapeXml(face.defense)}</defense>`);
  const lines = [
    '    <card>',
    `      <name>${escapeXml(face.name)}</name>`,
    `      <text>${escapeXml(face.text ?? '')}</text>`,
    `      <prop>${prop.join('')}</prop>`,
    `      <set${card.rarity ? ` rarity="${escapeXml(card.rarity)}"` : ''} num="${num}${side === 'back' ? 'b' : ''}">${escapeXml(setCode)}</set>`,
  ];
  if (other && side === 'front') lines.push(`      <related attach="transform">${escapeXml(other)}</related>`);
  lines.push(`      <tablerow>${tableRow(face.typeLine)}</tablerow>`, '    </card>');
  return lines.join('\n');
}

export interface CockatriceSet {
  code: string;
  name: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

/** A v4 custom-set database: one set, every face a card; a back face is linked with related attach="transform". */
export function writeCockatrice(cards: readonly CardData[], set: CockatriceSet): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<cockatrice_carddatabase version="4">',
    `  <sets><set><name>${escapeXml(set.code)}</name><longname>${escapeXml(set.name)}</longname><settype>Custom</settype><releasedate>${escapeXml(set.date)}</releasedate></set></sets>`,
    '  <cards>',
  ];
  cards.forEach((card, i) => {
    const [front, back] = card.faces;
    if (!front) return;
    out.push(cardXml(front, card, set.code, i + 1, 'front', back?.name));
    if (back) out.push(cardXml(back, card, set.code, i + 1, 'back'));
  });
  out.push('  </cards>', '</cockatrice_carddatabase>', '');
  return out.join('\n');
}
