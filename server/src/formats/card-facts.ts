// What stats and search ask of a card: colors (CR 105.2: cost and color indicator of the front face), color identity
// (CR 903.4: every mana symbol on the card, and color indicators), mana value (CR 202.3), types, keywords, and the
// face-down families its rules text uses. The families are one definition (`cardFamilies`, `IS_FAMILIES`): `stats`
// counts them and `search`'s `is:` matches them.

import { walkEffects } from '../model/abilities/effect-descriptors';
import { findReminders, maskReminders } from '../model/abilities/reminder';
import { readManaCost } from '../model/mana';
import { COLOR_ORDER, type Ability, type Card, type Color, type Effect } from '../model/types';
import { lookupTable } from '../model/lookup-table';

export const FACE_DOWN_FAMILIES = ['morph', 'megamorph', 'disguise', 'manifest', 'manifest-dread', 'cloak', 'turn-face-down', 'turn-face-up'] as const;
export type FaceDownFamily = (typeof FACE_DOWN_FAMILIES)[number];

export interface CardFacts {
  name: string;
  /** Every face's name (a two-faced card's back face too). */
  faceNames?: string[];
  colors: Color[];
  identity: Color[];
  manaValue: number;
  /** Each face's mana cost as written in braces ("{2}{U}"), "" for a face without one. */
  manaCosts?: string[];
  supertypes: string[];
  cardTypes: string[];
  subtypes: string[];
  typeLine: string;
  rarity?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** Rules text of every face, one line per ability, reminder text included (Scryfall's "full Oracle text"). */
  text: string;
  /** The same without reminder text (Scryfall's `o:` searches this). */
  oracle?: string;
  /** Keyword abilities (CR 702) of the keyword lines and the face-down keyword actions (CR 701.40, 701.58, 701.62) it performs, as printed ("Flying", "Morph", "Manifest dread"). */
  keywords?: string[];
  families: FaceDownFamily[];
  faces: number;
}

const KEYWORD_FAMILY: Record<string, FaceDownFamily> = lookupTable({ Morph: 'morph', Megamorph: 'megamorph', Disguise: 'disguise' });
const EFFECT_FAMILY: Partial<Record<Effect['kind'], FaceDownFamily>> = lookupTable({
  manifest: 'manifest', 'manifest-dread': 'manifest-dread', cloak: 'cloak', 'turn-face-down': 'turn-face-down', 'turn-face-up': 'turn-face-up',
});
/** The keyword actions the families name, as printed (CR 701.40, 701.58, 701.62). */
const ACTION_NAME: Partial<Record<FaceDownFamily, string>> = lookupTable({ manifest: 'Manifest', 'manifest-dread': 'Manifest dread', cloak: 'Cloak' });

/**
 * Text the model did not understand still says what it does: a face-down keyword at the start of a line (a
 * half-typed "Disguise {GG}"), or the keyword action's word ("you may manifest…"), reminder text left out. Each pattern
 * is one family; "manifested" (an adjective, not the action) and "manifest dread" don't read as "manifest".
 */
const TEXT_FAMILY: ReadonlyArray<[FaceDownFamily, RegExp]> = [
  ['morph', /^morph\b/i],
  ['megamorph', /^megamorph\b/i],
  ['disguise', /^disguise\b/i],
  ['manifest-dread', /\bmanifests? dread\b/i],
  ['manifest', /\bmanifests?\b(?! dread)/i],
  ['cloak', /\bcloaks?\b/i],
  ['turn-face-down', /\bturns? [^.]{1,80}? face down\b/i],
  ['turn-face-up', /\bturns? [^.]{1,80}? face up\b/i],
];

function withoutReminders(text: string): string {
  // Reminder text is masked with spaces (parentheses too).
  return maskReminders(text, findReminders(text, 0)).replace(/\s+/g, ' ').trim();
}

/** The effects of an ability, and of the abilities it grants ("gains "…""; a copy's "except it has "…""). */
function effectsOf(a: Ability): Effect[] {
  const out: Effect[] = [];
  const visit = (effects: readonly Effect[]) => walkEffects(effects, (e) => {
    out.push(e);
    if ((e.kind === 'grant-ability' || e.kind === 'gain-ability') && 'effects' in e.ability) visit(e.ability.effects);
    if (e.kind === 'grant-ability') for (const more of e.more ?? []) if ('effects' in more) visit(more.effects);
    if (e.kind === 'become-copy' && e.exceptHas && 'effects' in e.exceptHas) visit(e.exceptHas.effects);
  });
  if ('effects' in a) visit(a.effects);
  return out;
}

/** The face-down families of one ability: its keywords, its effects (however nested), and its text not understood. */
export function abilityFamilies(a: Ability): Set<FaceDownFamily> {
  const families = new Set<FaceDownFamily>();
  if (a.kind === 'keyword') for (const k of a.keywords) { const f = KEYWORD_FAMILY[k.keyword]; if (f) families.add(f); }
  for (const e of effectsOf(a)) { const f = EFFECT_FAMILY[e.kind]; if (f) families.add(f); }
  const unread = a.kind === 'text' ? [a.text] : a.unmodeled.map((s) => a.text.slice(Math.max(0, s.start - a.span.start), Math.max(0, s.end - a.span.start)));
  for (const part of unread) {
    const words = withoutReminders(part);
    for (const [family, re] of TEXT_FAMILY) if (re.test(words)) families.add(family);
  }
  return families;
}

export function cardFacts(card: Card): CardFacts {
  const front = card.faces[0];
  const colors = new Set<Color>([...(front?.manaCost?.colors ?? []), ...(front?.colorIndicator ?? [])]);
  const identity = new Set<Color>();
  const families = new Set<FaceDownFamily>();
  const keywords: string[] = [];
  for (const face of card.faces) {
    for (const c of face.manaCost?.colors ?? []) identity.add(c);
    for (const c of face.colorIndicator ?? []) identity.add(c);
    for (const a of face.abilities) {
      for (const c of readManaCost(a.text.replace(/\([^()]*\)/g, '')).cost.colors) identity.add(c);
      if (a.kind === 'keyword') keywords.push(...a.keywords.map((k) => k.keyword));
      for (const f of abilityFamilies(a)) families.add(f);
    }
  }
  for (const f of FACE_DOWN_FAMILIES) { const name = ACTION_NAME[f]; if (name && families.has(f)) keywords.push(name); }
  return {
    name: card.name,
    faceNames: card.faces.map((f, i) => (i === 0 ? card.name : f.name)),
    colors: COLOR_ORDER.filter((c) => colors.has(c)),
    identity: COLOR_ORDER.filter((c) => identity.has(c)),
    manaValue: front?.manaCost?.manaValue ?? 0,
    manaCosts: card.faces.map((f) => f.manaCost?.text ?? ''),
    supertypes: front?.typeLine?.supertypes ?? [],
    cardTypes: front?.typeLine?.cardTypes ?? [],
    subtypes: front?.typeLine?.subtypes ?? [],
    typeLine: card.faces.map((f) => f.typeLine?.text ?? '').join(' // '),
    rarity: front?.rarity,
    power: front?.power,
    toughness: front?.toughness,
    loyalty: front?.loyalty,
    text: card.faces.flatMap((f) => f.abilities.map((a) => a.text)).join('\n'),
    oracle: card.faces.flatMap((f) => f.abilities.map((a) => withoutReminders(a.text))).join('\n'),
    keywords: [...new Set(keywords)],
    families: FACE_DOWN_FAMILIES.filter((f) => families.has(f)),
    faces: card.faces.length,
  };
}

/**
 * The `is:` families (Scryfall's `is:`), one definition for `search` and `stats`: the face-down families, any of
 * them (`is:facedown`), and two-faced cards. Keys are lower case without separators.
 */
export const IS_FAMILIES: Readonly<Record<string, (f: CardFacts) => boolean>> = lookupTable({
  ...Object.fromEntries(FACE_DOWN_FAMILIES.map((fam) => [fam.replace(/-/g, ''), (f: CardFacts) => f.families.includes(fam)])),
  facedown: (f) => f.families.length > 0,
  dfc: (f) => f.faces > 1,
});

/** `is:` words that name a family of IS_FAMILIES another way. */
export const IS_ALIASES: Readonly<Record<string, string>> = lookupTable({ mdfc: 'dfc', transform: 'dfc', doublefaced: 'dfc' });
