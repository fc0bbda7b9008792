// CardScript → card data: the model's cards (model/build-card.ts) as format-neutral records, for every exporter.

import type { CardNode, SyntaxError } from '../../../grammar/src/ast';
import { parse } from '../../../grammar/src/parse';
import { buildCard, type BuiltCard } from '../model/build-card';
import { buildDocument, type DocumentModel } from '../model/document';
import type { Card, Face } from '../model/types';
import { cleanFace, inferLayout, type CardData, type FaceData } from './card-data';

function faceData(face: Face): FaceData {
  return cleanFace({
    name: face.name,
    manaCost: face.manaCost?.text,
    typeLine: face.typeLine?.text,
    power: face.power,
    toughness: face.toughness,
    loyalty: face.loyalty,
    defense: face.defense,
    colorIndicator: face.colorIndicator,
    flavor: face.flavor,
    text: face.abilities.map((a) => a.text).join('\n'),
  });
}

export function cardData(card: Card): CardData {
  const faces = card.faces.map(faceData);
  if (faces[0]) faces[0].name = card.name;
  const rarity = card.faces[0]?.rarity;
  return { name: card.name, faces, layout: inferLayout(faces), ...(rarity ? { rarity } : {}) };
}

export interface ReadCardScript {
  cards: CardData[];
  doc: DocumentModel;
}

/** Reads CardScript text; `doc` carries its parse errors and set line. */
export function readCardScript(uri: string, text: string): ReadCardScript {
  const doc = buildDocument(uri, text);
  return { cards: doc.cards.map((b) => cardData(b.card)), doc };
}

export interface ReadCardFields {
  cards: CardData[];
  /** The built cards (their rules text kept as lines, not read by the grammar): unknown mana symbols and colors. */
  built: BuiltCard[];
  errors: SyntaxError[];
}

/**
 * Reads CardScript text for its cards' fields only: every field as `readCardScript` gives it, the rules text as its
 * lines, without running the rules-text grammar (a round trip of fields needs the text, not its meaning).
 */
export function readCardFields(uri: string, text: string): ReadCardFields {
  const { ast, errors } = parse(text);
  const built = ast.items.filter((i): i is CardNode => i.kind === 'card').map((node) => buildCard(node, uri, { readRules: false }));
  return { cards: built.map((b) => cardData(b.card)), built, errors };
}
