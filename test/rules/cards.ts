// Test helper: builds model Card objects directly (no parser), in the shapes model/types.ts defines.

import type {
  ActivatedAbility,
  Card,
  Color,
  Duration,
  Effect,
  Face,
  FaceDownProfile,
  KeywordAbility,
  KeywordLineAbility,
  ObjectFilter,
  SpellAbility,
  StaticAbility,
  TargetSpec,
  TriggeredAbility,
  TriggerEvent,
  TypeLine,
} from '../../server/src/model/types';
import { parseManaCost } from '../../server/src/rules/state/mana';

const S = { start: 0, end: 0 };
const SUPER = new Set(['Legendary', 'Basic', 'Snow', 'World']);

export function typeLine(text: string): TypeLine {
  const [left, right] = text.split(/\s+—\s+/);
  const words = (left ?? '').split(/\s+/).filter(Boolean);
  return {
    supertypes: words.filter((w) => SUPER.has(w)),
    cardTypes: words.filter((w) => !SUPER.has(w)),
    subtypes: (right ?? '').split(/\s+/).filter(Boolean),
    text,
    span: S,
  };
}

export function kw(keyword: string, cost?: string, parameter?: string): KeywordAbility {
  return { keyword, cost: cost ? parseManaCost(cost) ?? undefined : undefined, parameter, span: S };
}

export function keywords(...ks: KeywordAbility[]): KeywordLineAbility {
  return { kind: 'keyword', keywords: ks, text: ks.map((k) => (k.cost ? `${k.keyword} ${k.cost.text}` : k.keyword)).join(', '), span: S, unmodeled: [] };
}

export function triggered(event: TriggerEvent, effects: Effect[], text = `[trigger ${event.kind}]`): TriggeredAbility {
  return { kind: 'triggered', event, trigger: 'When', effects, text, span: S, unmodeled: [] };
}

export function activated(cost: { mana?: string; tap?: boolean }, effects: Effect[], text = '[activated]'): ActivatedAbility {
  return {
    kind: 'activated',
    cost: { mana: cost.mana ? parseManaCost(cost.mana) ?? undefined : undefined, tap: !!cost.tap, text: `${cost.mana ?? ''}${cost.tap ? '{T}' : ''}`, span: S },
    effects,
    text,
    span: S,
    unmodeled: [],
  };
}

export function staticAb(effects: Effect[], appliesTo?: ObjectFilter, text = '[static]'): StaticAbility {
  return { kind: 'static', effects, appliesTo, text, span: S, unmodeled: [] };
}

export function replacement(event: 'enters' | 'turned-face-up' | 'enters-or-turned-face-up', effects: Effect[], text = `[as ${event}]`): StaticAbility {
  return { kind: 'replacement', replacementEvent: event, effects, text, span: S, unmodeled: [] };
}

export function spell(effects: Effect[], text = '[spell]'): SpellAbility {
  return { kind: 'spell', effects, text, span: S, unmodeled: [] };
}

export function filter(types: string[], extra: Partial<ObjectFilter> = {}): ObjectFilter {
  return { types, text: types.join(' '), ...extra };
}

export const self: TargetSpec = { kind: 'self' };
export const it: TargetSpec = { kind: 'it' };
export const target = (types: string[], extra: Partial<ObjectFilter> = {}, count = 1): TargetSpec => ({ kind: 'target', filter: filter(types, extra), count });
export const all = (types: string[], extra: Partial<ObjectFilter> = {}): TargetSpec => ({ kind: 'all', filter: filter(types, extra) });

export const fx = {
  manifest: (count = 1): Effect => ({ kind: 'manifest', count, span: S }),
  manifestDread: (): Effect => ({ kind: 'manifest-dread', span: S }),
  cloak: (count = 1): Effect => ({ kind: 'cloak', count, span: S }),
  turnFaceDown: (t: TargetSpec, characteristics?: FaceDownProfile): Effect => ({ kind: 'turn-face-down', target: t, characteristics, span: S }),
  turnFaceUp: (t: TargetSpec): Effect => ({ kind: 'turn-face-up', target: t, span: S }),
  reveal: (t: TargetSpec, thenTurnFaceUpIfCreatureCard = true): Effect => ({ kind: 'reveal', target: t, thenTurnFaceUpIfCreatureCard, span: S }),
  loseAll: (t: TargetSpec, duration: Duration = 'permanent'): Effect => ({ kind: 'lose-all-abilities', target: t, duration, span: S }),
  becomeCopy: (t: TargetSpec, of: TargetSpec, duration: Duration = 'permanent'): Effect => ({ kind: 'become-copy', target: t, of, duration, span: S }),
  tokenCopy: (of: TargetSpec): Effect => ({ kind: 'create-token-copy', of, span: S }),
  modifyPt: (t: TargetSpec, power: number, toughness: number, duration: Duration = 'permanent'): Effect => ({ kind: 'modify-pt', target: t, power, toughness, duration, span: S }),
  setBasePt: (t: TargetSpec, power: number, toughness: number, duration: Duration = 'permanent'): Effect => ({ kind: 'set-base-pt', target: t, power, toughness, duration, span: S }),
  addCounters: (t: TargetSpec, count: number, counter = '+1/+1'): Effect => ({ kind: 'add-counters', target: t, counter, count, span: S }),
  becomeType: (t: TargetSpec, cardTypes: string[], subtypes: string[] = [], additive = true, colors?: Color[], duration: Duration = 'permanent'): Effect => ({
    kind: 'become-type',
    target: t,
    cardTypes,
    subtypes,
    additive,
    colors,
    duration,
    span: S,
  }),
  gainKeyword: (t: TargetSpec, kws: string[], duration: Duration = 'permanent'): Effect => ({ kind: 'gain-keyword', target: t, keywords: kws, duration, span: S }),
  zoneChange: (t: TargetSpec, to: 'hand' | 'exile' | 'graveyard' | 'battlefield' | 'library', how: 'return' | 'exile' | 'destroy' | 'sacrifice' | 'put', faceDown?: boolean): Effect => ({
    kind: 'zone-change',
    target: t,
    to,
    how,
    faceDown,
    span: S,
  }),
  draw: (count = 1): Effect => ({ kind: 'draw', count, span: S }),
  costReduction: (amount: number, firstEachTurn: boolean): Effect => ({ kind: 'face-down-cost-reduction', amount, firstEachTurn, span: S }),
  attachSelfToIt: (): Effect => ({ kind: 'attach-self-to-it', span: S }),
};

export interface FaceSpec {
  name: string;
  cost?: string;
  type?: string;
  pt?: string;
  abilities?: Face['abilities'];
  colorIndicator?: Color[];
}

export function face(f: FaceSpec): Face {
  const [power, toughness] = f.pt ? f.pt.split('/') : [undefined, undefined];
  return {
    name: f.name,
    nameSpan: S,
    manaCost: f.cost ? parseManaCost(f.cost) : null,
    typeLine: f.type ? typeLine(f.type) : null,
    power,
    toughness,
    colorIndicator: f.colorIndicator,
    abilities: f.abilities ?? [],
    span: S,
  };
}

export function card(front: FaceSpec, back?: FaceSpec, name?: string): Card {
  return { name: name ?? front.name, nameSpan: S, faces: back ? [face(front), face(back)] : [face(front)], uri: 'test://cards', span: S };
}
