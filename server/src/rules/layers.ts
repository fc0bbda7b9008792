// Characteristics through the layer system (CR 613) as far as face-down objects need: 1a copy, 1b face-down,
// 4 type, 5 color, 6 abilities, 7a–7c P/T; timestamps; locked vs. continuously re-evaluated effects (611.2c / 611.3a).
// Every characteristic carries its provenance (which layer/effect set it) for hover and transcripts.

import type { Color, Effect, KeywordAbility, KeywordLineAbility, ObjectFilter, StaticAbility } from '../model/types';
import { COLOR_ORDER } from '../model/types';
import { parseKeywordItem } from '../model/abilities/keyword-line';
import type { AbilityRef, CopiableValues, GameObject, GameState, PlayerId, Reason } from './game-state';
import { battlefieldObjects } from './game-state';
import { blankValues, hasType, keywordLabel, keywordsOf, printedValues } from './objects';
import { faceDownValues } from './face-down';
import { matchesFilter } from './filters';
import { costManaValue, costText } from './mana';

export type CharKey = 'name' | 'manaCost' | 'colors' | 'types' | 'abilities' | 'power' | 'toughness';

export interface ProvenanceStep {
  /** "printed", "1a", "1b", "4", "5", "6", "7b", "7c", "counters". */
  layer: string;
  source: string;
  detail: string;
  cr: string[];
}

export interface Characteristics {
  name: string | null;
  manaCost: string | null;
  manaValue: number;
  colors: Color[];
  supertypes: string[];
  cardTypes: string[];
  subtypes: string[];
  abilities: AbilityRef[];
  keywords: KeywordAbility[];
  /** "Ward {2}", "Morph {1}{U}", "Flying" … */
  keywordLabels: string[];
  power: number | null;
  toughness: number | null;
  /** Whether these were computed as face down (false for the "if it were face up" view). */
  faceDown: boolean;
  /** The layer-1 result (CR 613.2c). */
  copiable: CopiableValues;
  provenance: Record<CharKey, ProvenanceStep[]>;
  notes: Reason[];
}

export interface ComputeOptions {
  /** Compute what it would be if it were face up, with the continuous effects that apply now (CR 702.37e, 708.8). */
  assumeFaceUp?: boolean;
  /** Depth of static-ability evaluation (internal; 2 lets "loses all abilities" statics switch off other statics). */
  staticDepth?: number;
}

/** An effect instance that may apply in layers 4–7. */
interface LayerEffect {
  id: string;
  timestamp: number;
  effect: Effect;
  sourceName: string;
  sourceId: string;
  controller: PlayerId;
  /** Locked affected set (611.2c) or null for a static ability's filter (611.3a). */
  affected: string[] | null;
  filter: ObjectFilter | null;
  selfOnly: boolean;
  kindLabel: 'resolved' | 'static';
}

const LAYERED = new Set(['lose-all-abilities', 'modify-pt', 'set-base-pt', 'become-type', 'gain-keyword']);
const NO_SPAN = { start: 0, end: 0 };

/** Layer 1 only: the copiable values (CR 707.2, 613.2). */
export function copiableValues(s: GameState, obj: GameObject, assumeFaceUp = false): CopiableValues {
  return layerOne(s, obj, assumeFaceUp, [], emptyProv()).values;
}

function emptyProv(): Record<CharKey, ProvenanceStep[]> {
  return { name: [], manaCost: [], colors: [], types: [], abilities: [], power: [], toughness: [] };
}

function provAll(p: Record<CharKey, ProvenanceStep[]>, step: ProvenanceStep): void {
  for (const k of Object.keys(p) as CharKey[]) p[k].push(step);
}

function layerOne(
  s: GameState,
  obj: GameObject,
  assumeFaceUp: boolean,
  notes: Reason[],
  prov: Record<CharKey, ProvenanceStep[]>,
): { values: CopiableValues; faceDown: boolean } {
  if (obj.exiledFaceDown && obj.zone === 'exile') {
    // CR 406.3: a card exiled face down has no characteristics.
    provAll(prov, { layer: 'printed', source: 'exiled face down', detail: 'no characteristics', cr: ['406.3'] });
    return { values: blankValues(null, 'exiled face down (CR 406.3)'), faceDown: false };
  }
  let values = obj.baseValues ?? printedValues(obj.card, obj.transformed, notes);
  provAll(prov, {
    layer: 'printed',
    source: values.label,
    detail: obj.baseValues ? 'copiable values the token/copy was created with' : 'printed characteristics',
    cr: obj.baseValues ? ['707.2', '111.10'] : ['109.3'],
  });
  // Layer 1a: copy effects in timestamp order (CR 613.2a, 707.2).
  const copies = s.effects
    .filter((e) => e.copyValues && e.affected.includes(obj.id))
    .sort((a, b) => a.timestamp - b.timestamp);
  for (const c of copies) {
    values = { ...c.copyValues!, label: `copy of ${c.copyValues!.label}` };
    provAll(prov, { layer: '1a', source: c.sourceName, detail: `copy effect ${c.id}: ${c.copyValues!.label}`, cr: ['613.2a', '707.2'] });
  }
  const faceDown = obj.faceDown !== null && !assumeFaceUp;
  if (faceDown) {
    // Layer 1b: the face-down values replace everything (CR 613.2b, 708.2).
    values = faceDownValues(obj.faceDown!.profile);
    provAll(prov, { layer: '1b', source: 'face-down status', detail: 'face-down characteristics', cr: ['613.2b', '708.2a'] });
  }
  return { values, faceDown };
}

/** Static abilities of permanents on the battlefield, as layer effects (CR 611.3a). */
function collectStatics(s: GameState, depth: number): LayerEffect[] {
  if (depth <= 0) return [];
  const out: LayerEffect[] = [];
  for (const src of battlefieldObjects(s)) {
    const chars = computeCharacteristics(s, src, { staticDepth: depth - 1 });
    for (const ref of chars.abilities) {
      const a = ref.ability;
      if (a.kind !== 'static') continue;
      const st = a as StaticAbility;
      for (const eff of st.effects ?? []) {
        if (!LAYERED.has(eff.kind)) continue;
        const target = 'target' in eff ? (eff as { target: { kind: string; filter?: ObjectFilter } }).target : undefined;
        let filter: ObjectFilter | null = st.appliesTo ?? null;
        let selfOnly = false;
        if (!filter) {
          if (target?.kind === 'all') filter = target.filter ?? null;
          else if (target?.kind === 'self') selfOnly = true;
          else continue;
        }
        out.push({
          id: `${src.id}#${ref.index}`,
          timestamp: src.timestamp,
          effect: eff,
          sourceName: chars.name ?? src.card.name,
          sourceId: src.id,
          controller: src.controller,
          affected: null,
          filter,
          selfOnly,
          kindLabel: 'static',
        });
      }
    }
  }
  return out;
}

function lockedEffects(s: GameState, obj: GameObject): LayerEffect[] {
  return s.effects
    .filter((e) => !e.copyValues && LAYERED.has(e.effect.kind) && e.affected.includes(obj.id))
    .map((e) => ({
      id: e.id,
      timestamp: e.timestamp,
      effect: e.effect,
      sourceName: e.sourceName,
      sourceId: e.sourceId,
      controller: e.controller,
      affected: e.affected,
      filter: null,
      selfOnly: false,
      kindLabel: 'resolved' as const,
    }));
}

/** CR 122.1b: the keywords a keyword counter can be (and their variants). */
const KEYWORD_COUNTERS: Record<string, string> = {
  flying: 'Flying', 'first strike': 'First strike', 'double strike': 'Double strike', deathtouch: 'Deathtouch', decayed: 'Decayed',
  exalted: 'Exalted', haste: 'Haste', hexproof: 'Hexproof', indestructible: 'Indestructible', lifelink: 'Lifelink', menace: 'Menace',
  reach: 'Reach', shadow: 'Shadow', trample: 'Trample', vigilance: 'Vigilance',
};

function keywordCounterNames(obj: GameObject): string[] {
  return Object.entries(obj.counters)
    .filter(([name, n]) => n > 0 && KEYWORD_COUNTERS[name.toLowerCase()])
    .map(([name]) => KEYWORD_COUNTERS[name.toLowerCase()]!);
}

function grantedKeyword(name: string): AbilityRef {
  // A granted keyword with a parameter ("Enchant creature", CR 303.4a) keeps it, so enchant checks read it (CR 704.5m).
  const parsed = parseKeywordItem(name, 0, { allowMissingParameter: true });
  const kw: KeywordAbility = parsed ? { ...parsed, span: NO_SPAN } : { keyword: name, span: NO_SPAN };
  const line: KeywordLineAbility = { kind: 'keyword', keywords: [kw], text: name, span: NO_SPAN, unmodeled: [] };
  return { ability: line, index: -1, from: 'granted' };
}

export function computeCharacteristics(s: GameState, obj: GameObject, opts: ComputeOptions = {}): Characteristics {
  const notes: Reason[] = [];
  const prov = emptyProv();
  const assumeFaceUp = !!opts.assumeFaceUp;
  const { values, faceDown } = layerOne(s, obj, assumeFaceUp, notes, prov);
  const c = {
    name: values.name,
    manaCost: values.manaCost,
    colors: [...values.colors],
    supertypes: [...values.supertypes],
    cardTypes: [...values.cardTypes],
    subtypes: [...values.subtypes],
    abilities: [...values.abilities],
    power: values.power,
    toughness: values.toughness,
  };
  const depth = opts.staticDepth ?? 2;
  const effects = [...lockedEffects(s, obj), ...collectStatics(s, depth)].sort(
    (a, b) => a.timestamp - b.timestamp || a.id.localeCompare(b.id),
  );
  const applies = (e: LayerEffect): boolean => {
    if (e.affected) return e.affected.includes(obj.id);
    if (obj.zone !== 'battlefield' || obj.phasedOut) return false;
    if (e.selfOnly) return e.sourceId === obj.id;
    return matchesFilter(obj, { ...c, keywords: keywordsOf(c.abilities) }, e.filter ?? undefined, {
      controller: e.controller,
      sourceId: e.sourceId,
      faceDown,
    });
  };
  const src = (e: LayerEffect) => `${e.sourceName} (${e.kindLabel === 'static' ? 'static ability' : `effect ${e.id}`})`;
  const lockCr = (e: LayerEffect) => (e.kindLabel === 'static' ? '611.3a' : '611.2c');

  // Layer 4: type-changing effects (CR 613.1d).
  for (const e of effects) {
    if (e.effect.kind !== 'become-type' || !applies(e)) continue;
    const eff = e.effect;
    if (eff.cardTypes.length === 0 && eff.subtypes.length === 0) continue;
    if (eff.additive) {
      c.cardTypes = [...new Set([...c.cardTypes, ...eff.cardTypes])];
      c.subtypes = [...new Set([...c.subtypes, ...eff.subtypes])];
    } else {
      if (eff.cardTypes.length > 0) c.cardTypes = [...eff.cardTypes];
      c.subtypes = [...eff.subtypes];
    }
    prov.types.push({ layer: '4', source: src(e), detail: `${eff.additive ? 'adds' : 'becomes'} ${[...eff.subtypes, ...eff.cardTypes].join(' ')}`, cr: ['613.1d', lockCr(e)] });
  }
  // Layer 5: color-changing effects (CR 613.1e).
  for (const e of effects) {
    if (e.effect.kind !== 'become-type' || !e.effect.colors || !applies(e)) continue;
    c.colors = COLOR_ORDER.filter((x) => (e.effect as { colors: Color[] }).colors.includes(x));
    prov.colors.push({ layer: '5', source: src(e), detail: `becomes ${c.colors.join('') || 'colorless'}`, cr: ['613.1e', lockCr(e)] });
  }
  // Layer 6: ability adding/removing (CR 613.1f).
  for (const e of effects) {
    if (e.effect.kind === 'lose-all-abilities' && applies(e)) {
      c.abilities = [];
      prov.abilities.push({ layer: '6', source: src(e), detail: 'loses all abilities', cr: ['613.1f', lockCr(e)] });
    } else if (e.effect.kind === 'gain-keyword' && applies(e)) {
      for (const k of e.effect.keywords) c.abilities.push(grantedKeyword(k));
      prov.abilities.push({ layer: '6', source: src(e), detail: `gains ${e.effect.keywords.join(', ')}`, cr: ['613.1f', lockCr(e)] });
    }
  }
  // CR 122.1b: a keyword counter makes the permanent gain that keyword (layer 6, 613.1f).
  // OPEN QUESTION: keyword counters are applied after the other layer-6 effects rather than by the counter's timestamp.
  for (const k of keywordCounterNames(obj)) {
    c.abilities.push(grantedKeyword(k));
    prov.abilities.push({ layer: '6', source: 'counters', detail: `${k.toLowerCase()} counter`, cr: ['613.1f', '122.1b'] });
  }
  const isCreature = hasType(c.cardTypes, 'creature');
  if (isCreature && (c.power === null || c.toughness === null)) {
    c.power = c.power ?? 0;
    c.toughness = c.toughness ?? 0;
  }
  // Layer 7a: characteristic-defining abilities are not modeled (see parsePT notes). 7b: setting (CR 613.4b).
  for (const e of effects) {
    if (e.effect.kind !== 'set-base-pt' || !applies(e)) continue;
    c.power = e.effect.power;
    c.toughness = e.effect.toughness;
    const st = { layer: '7b', source: src(e), detail: `base P/T ${e.effect.power}/${e.effect.toughness}`, cr: ['613.4b', lockCr(e)] };
    prov.power.push(st);
    prov.toughness.push(st);
  }
  // Layer 7c: modifications and counters (CR 613.4c).
  for (const e of effects) {
    if (e.effect.kind !== 'modify-pt' || !applies(e)) continue;
    if (c.power === null || c.toughness === null) continue;
    c.power += e.effect.power;
    c.toughness += e.effect.toughness;
    const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
    const st = { layer: '7c', source: src(e), detail: `${sign(e.effect.power)}/${sign(e.effect.toughness)}`, cr: ['613.4c', lockCr(e)] };
    prov.power.push(st);
    prov.toughness.push(st);
  }
  if (c.power !== null && c.toughness !== null && obj.zone === 'battlefield') {
    const plus = obj.counters['+1/+1'] ?? 0;
    const minus = obj.counters['-1/-1'] ?? 0;
    if (plus || minus) {
      c.power += plus - minus;
      c.toughness += plus - minus;
      const st = { layer: '7c', source: 'counters', detail: `${plus} +1/+1, ${minus} -1/-1`, cr: ['613.4c', '122.1a'] };
      prov.power.push(st);
      prov.toughness.push(st);
    }
  }
  const keywords = keywordsOf(c.abilities);
  return {
    name: c.name,
    manaCost: c.manaCost ? costText(c.manaCost) : null,
    manaValue: c.manaCost ? costManaValue(c.manaCost) : 0, // CR 202.3a
    colors: c.colors,
    supertypes: c.supertypes,
    cardTypes: c.cardTypes,
    subtypes: c.subtypes,
    abilities: c.abilities,
    keywords,
    keywordLabels: keywords.map(keywordLabel),
    power: c.power,
    toughness: c.toughness,
    faceDown,
    copiable: values,
    provenance: prov,
    notes,
  };
}
