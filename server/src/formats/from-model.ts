// CardScript → card data: the model's cards (model/build-card.ts) as format-neutral records, for every exporter.

import type { BuildOptions } from '../model/build-card';
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

/**
 * Reads CardScript text; `doc` carries its parse errors and set line. With `{ readRules: false }` the rules-text
 * grammar is not run: every field is read as usual and the rules text kept as its lines (a round trip of fields).
 */
export function readCardScript(uri: string, text: string, options: BuildOptions = {}): ReadCardScript {
  const doc = buildDocument(uri, text, 'modern', undefined, options);
  return { cards: doc.cards.map((b) => cardData(b.card)), doc };
}

