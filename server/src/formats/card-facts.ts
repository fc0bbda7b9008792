// What stats and search ask of a card: colors (CR 105.2: cost and color indicator of the front face), color identity
// (CR 903.4: every mana symbol on the card, and color indicators), mana value (CR 202.3), types and the face-down
// families its rules text uses.

import { readManaCost } from '../model/mana';
import { COLOR_ORDER, type Card, type Color, type Effect } from '../model/types';
import { lookupTable } from '../model/lookup-table';

export const FACE_DOWN_FAMILIES = ['morph', 'megamorph', 'disguise', 'manifest', 'manifest-dread', 'cloak', 'turn-face-down', 'turn-face-up'] as const;
export type FaceDownFamily = (typeof FACE_DOWN_FAMILIES)[number];

export interface CardFacts {
  name: string;
  colors: Color[];
  identity: Color[];
  manaValue: number;
  supertypes: string[];
  cardTypes: string[];
  subtypes: string[];
  typeLine: string;
  rarity?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** Rules text of every face, one line per ability. */
  text: string;
  families: FaceDownFamily[];
  faces: number;
}

const KEYWORD_FAMILY: Record<string, FaceDownFamily> = lookupTable({ Morph: 'morph', Megamorph: 'megamorph', Disguise: 'disguise' });
const EFFECT_FAMILY: Partial<Record<Effect['kind'], FaceDownFamily>> = lookupTable({
  manifest: 'manifest', 'manifest-dread': 'manifest-dread', cloak: 'cloak', 'turn-face-down': 'turn-face-down', 'turn-face-up': 'turn-face-up',
});

export function cardFacts(card: Card): CardFacts {
  const front = card.faces[0];
  const colors = new Set<Color>([...(front?.manaCost?.colors ?? []), ...(front?.colorIndicator ?? [])]);
  const identity = new Set<Color>();
  const families = new Set<FaceDownFamily>();
  for (const face of card.faces) {
    for (const c of face.manaCost?.colors ?? []) identity.add(c);
    for (const c of face.colorIndicator ?? []) identity.add(c);
    for (const a of face.abilities) {
      for (const c of readManaCost(a.text.replace(/\([^()]*\)/g, '')).cost.colors) identity.add(c);
      if (a.kind === 'keyword') for (const k of a.keywords) { const f = KEYWORD_FAMILY[k.keyword]; if (f) families.add(f); }
      if ('effects' in a) for (const e of a.effects) { const f = EFFECT_FAMILY[e.kind]; if (f) families.add(f); }
    }
  }
  return {
    name: card.name,
    colors: COLOR_ORDER.filter((c) => colors.has(c)),
    identity: COLOR_ORDER.filter((c) => identity.has(c)),
    manaValue: front?.manaCost?.manaValue ?? 0,
    supertypes: front?.typeLine?.supertypes ?? [],
    cardTypes: front?.typeLine?.cardTypes ?? [],
    subtypes: front?.typeLine?.subtypes ?? [],
    typeLine: card.faces.map((f) => f.typeLine?.text ?? '').join(' // '),
    rarity: front?.rarity,
    power: front?.power,
    toughness: front?.toughness,
    loyalty: front?.loyalty,
    text: card.faces.flatMap((f) => f.abilities.map((a) => a.text)).join('\n'),
    families: FACE_DOWN_FAMILIES.filter((f) => families.has(f)),
    faces: card.faces.length,
  };
}
