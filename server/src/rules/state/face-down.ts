// Face-down profiles and origins: the characteristics a face-down object has (CR 708.2) for each way of becoming
// face down, and the layer-1b values derived from them.

import type { FaceDownProfile, KeywordAbility, KeywordLineAbility } from '../../model/types';
import type { AbilityRef, CopiableValues, FaceDownOrigin } from './game-state';
import { parseManaCost } from './mana';

const NO_SPAN = { start: 0, end: 0 };

export function wardKeyword(cost = '{2}'): KeywordAbility {
  return { keyword: 'Ward', cost: parseManaCost(cost) ?? undefined, span: NO_SPAN };
}

/** CR 708.2a: a 2/2 creature with no text, no name, no subtypes and no mana cost. */
export function defaultProfile(): FaceDownProfile {
  return { power: 2, toughness: 2, cardTypes: ['Creature'], subtypes: [], keywords: [] };
}

/** CR 702.168a (disguise), 701.58a (cloak): the default values plus ward {2}. */
export function wardProfile(): FaceDownProfile {
  return { ...defaultProfile(), keywords: [wardKeyword()] };
}

export function profileForOrigin(origin: FaceDownOrigin, listed?: FaceDownProfile): FaceDownProfile {
  if (listed) return sanitizeProfile(listed);
  return origin === 'disguise' || origin === 'cloak' ? wardProfile() : defaultProfile();
}

/** Never trust card data blindly: fill holes in a listed profile with the defaults. */
export function sanitizeProfile(p: Partial<FaceDownProfile>): FaceDownProfile {
  return {
    power: typeof p.power === 'number' ? p.power : 2,
    toughness: typeof p.toughness === 'number' ? p.toughness : 2,
    cardTypes: Array.isArray(p.cardTypes) && p.cardTypes.length > 0 ? [...p.cardTypes] : ['Creature'],
    subtypes: Array.isArray(p.subtypes) ? [...p.subtypes] : [],
    keywords: Array.isArray(p.keywords) ? [...p.keywords] : [],
  };
}

export const ORIGIN_CR: Record<FaceDownOrigin, string[]> = {
  morph: ['702.37c'],
  megamorph: ['702.37b', '702.37c'],
  disguise: ['702.168b'],
  manifest: ['701.40a'],
  'manifest-dread': ['701.62a', '701.40a'],
  cloak: ['701.58a'],
  'turned-face-down': ['708.2a'],
  'put-face-down': ['708.2a', '708.3'],
  'cast-face-down-effect': ['708.4'],
};

export const ORIGIN_LABEL: Record<FaceDownOrigin, string> = {
  morph: 'cast face down with morph',
  megamorph: 'cast face down with megamorph',
  disguise: 'cast face down with disguise',
  manifest: 'manifested',
  'manifest-dread': 'manifested (manifest dread)',
  cloak: 'cloaked',
  'turned-face-down': 'turned face down by an effect',
  'put-face-down': 'put onto the battlefield face down by an effect',
  'cast-face-down-effect': 'cast face down through an effect',
};

export function isManifestLike(origin: FaceDownOrigin): boolean {
  return origin === 'manifest' || origin === 'manifest-dread' || origin === 'cloak';
}

/** Layer 1b (CR 613.2b, 708.2): the face-down values replace everything. */
export function faceDownValues(profile: FaceDownProfile): CopiableValues {
  const abilities: AbilityRef[] = [];
  if (profile.keywords.length > 0) {
    const line: KeywordLineAbility = {
      kind: 'keyword',
      keywords: profile.keywords,
      text: profile.keywords.map((k) => (k.cost?.text ? `${k.keyword} ${k.cost.text}` : k.keyword)).join(', '),
      span: NO_SPAN,
      unmodeled: [],
    };
    abilities.push({ ability: line, index: -1, from: 'face-down characteristics' });
  }
  return {
    name: null,
    manaCost: null,
    colors: [],
    supertypes: [],
    cardTypes: [...profile.cardTypes],
    subtypes: [...profile.subtypes],
    abilities,
    power: profile.power,
    toughness: profile.toughness,
    fromFaceDown: true,
    label: 'face-down values (CR 708.2)',
  };
}

export function profileLabel(p: FaceDownProfile): string {
  const types = [...p.subtypes, ...p.cardTypes].join(' ').toLowerCase() || 'object';
  const kw = p.keywords.map((k) => (k.cost?.text ? `${k.keyword.toLowerCase()} ${k.cost.text}` : k.keyword.toLowerCase()));
  return `${p.power}/${p.toughness} ${types}${kw.length ? ` with ${kw.join(', ')}` : ''}`;
}
