// Applying one continuous effect's parts in one layer to the objects it affects: what it applies to (a locked
// set, a static ability's text, or its source), whether it exists, and what each part does (CR 613.1d–g, 613.4).

import type { Effect, KeywordAbility, KeywordLineAbility, TextAbility } from '../../model/types';
import { COLOR_NAMES, COLOR_ORDER } from '../../model/types';
import { parseKeywordItem } from '../../model/abilities/keyword-line';
import { printQuantity } from '../../model/abilities/slots';
import { thatNumberResolved } from '../../model/abilities/cda';
import type { AbilityRef } from '../state/game-state';
import { keywordsOf } from '../state/objects';
import { matchesFilter } from '../state/filters';
import type { Working } from './types';
import type { Layer, Unit } from './types';
import { inLayer } from './units';
import { worldAttachments } from './attachment-words';
import { applyTypeChange, BASIC_LAND_TYPES, correlatedSubtypes } from './type-change';
import { applyAllSubtypes } from './all-subtypes';
import { listedAbilities } from '../../model/abilities/ability-list';

const NO_SPAN = { start: 0, end: 0 };

/** Does the effect exist now? A static ability or CDA only while its source has it (CR 613.8a, 613.6). */
export function exists(u: Unit, world: Map<string, Working>, started: boolean): boolean {
  if (u.kind === 'resolved' || started) return true;
  const src = world.get(u.sourceId);
  // CR 611.3a: an "as long as" effect exists only while its condition holds (static-conditions.ts).
  return !!src && src.abilities.some((r) => r.ability === u.ability) && (!u.holds || u.holds(world));
}

/** What the effect applies to now (fixed sets first: 611.2c, 613.6). */
export function affected(u: Unit, world: Map<string, Working>): string[] {
  if (u.fixed) return u.fixed.filter((id) => world.has(id));
  if (u.selfOnly) {
    const src = world.get(u.sourceId);
    // CR 604.3: a characteristic-defining ability works in every zone; other statics only on the battlefield.
    return src && (u.kind === 'cda' || (src.obj.zone === 'battlefield' && !src.obj.phasedOut)) ? [u.sourceId] : [];
  }
  const out: string[] = [];
  const sourceAttachedTo = world.get(u.sourceId)?.obj.attachedTo ?? null;
  const attachments = worldAttachments(world);
  for (const w of world.values()) {
    if (w.obj.zone !== 'battlefield' || w.obj.phasedOut) continue;
    const view = { ...w, keywords: keywordsOf(w.abilities) };
    // CR 301.5a, 303.4, 700.9: "equipped creatures", "creatures that are enchanted" (attachment-words.ts).
    if (matchesFilter(w.obj, view, u.filter ?? undefined, { combat: u.combat, controller: u.controller, sourceId: u.sourceId, faceDown: w.faceDown, sourceAttachedTo, chosen: u.chosen ?? world.get(u.sourceId)?.obj.chosen, attachments })) out.push(w.obj.id);
  }
  return out;
}

/** What the dependency test compares (CR 613.8a b): whether it exists and what it applies to. */
export function signature(u: Unit, world: Map<string, Working>, started: boolean): string {
  if (!exists(u, world, started)) return 'does not exist';
  return affected(u, world).sort().join(',');
}

export function cloneWorld(world: Map<string, Working>): Map<string, Working> {
  const out = new Map<string, Working>();
  for (const [id, w] of world) {
    out.set(id, { ...w, ...(w.ptUnknown ? { ptUnknown: { ...w.ptUnknown } } : {}), colors: [...w.colors], supertypes: [...w.supertypes], cardTypes: [...w.cardTypes], subtypes: [...w.subtypes], abilities: [...w.abilities] });
  }
  return out;
}

export function grantedKeyword(name: string): AbilityRef {
  // A granted keyword with a parameter ("Enchant creature", CR 303.4a) keeps it, so enchant checks read it (CR 704.5m).
  const parsed = parseKeywordItem(name, 0, { allowMissingParameter: true });
  const kw: KeywordAbility = parsed ? { ...parsed, span: NO_SPAN } : { keyword: name, span: NO_SPAN };
  const line: KeywordLineAbility = { kind: 'keyword', keywords: [kw], text: name, span: NO_SPAN, unmodeled: [] };
  return { ability: line, index: -1, from: 'granted' };
}

/** CR 305.6: a basic land type's intrinsic mana ability (kept as text: mana is not tracked). */
function manaAbility(basic: string): AbilityRef {
  const text = `{T}: Add {${BASIC_LAND_TYPES[basic.toLowerCase()]}}.`;
  const a: TextAbility = { kind: 'text', text, span: NO_SPAN, unmodeled: [] };
  return { ability: a, index: -1, from: `${basic} (basic land type)` };
}

/** The abilities without the named keywords (a keyword line keeps its other keywords). */
function withoutKeywords(abilities: AbilityRef[], names: readonly string[]): AbilityRef[] {
  const drop = new Set(names.map((n) => n.toLowerCase()));
  const out: AbilityRef[] = [];
  for (const r of abilities) {
    if (r.ability.kind !== 'keyword') {
      out.push(r);
      continue;
    }
    const kept = (r.ability.keywords ?? []).filter((k) => !drop.has((k.keyword ?? '').toLowerCase()));
    if (kept.length === (r.ability.keywords ?? []).length) out.push(r);
    else if (kept.length > 0) out.push({ ...r, ability: { ...r.ability, keywords: kept } });
  }
  return out;
}

function label(u: Unit): string {
  if (u.kind === 'cda') return `${u.sourceName} (characteristic-defining ability)`;
  return `${u.sourceName} (${u.kind === 'static' ? 'static ability' : `effect ${u.id}`})`;
}

function lockCr(u: Unit): string {
  return u.kind === 'resolved' ? '611.2c' : u.kind === 'cda' ? '604.3' : '611.3a';
}

const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** Apply the unit's parts for `layer` to one object. `record` adds provenance (false for dependency trials). */
function applyPart(w: Working, u: Unit, e: Effect, layer: Layer, record: boolean, world: Map<string, Working>): void {
  const src = label(u);
  const cr = lockCr(u);
  switch (layer) {
    case '4': {
      // CR 205.3m, 613.1d: every creature or basic land type at once, or none of them (all-subtypes.ts).
      if (e.kind === 'all-subtypes') {
        const detail = applyAllSubtypes(w, e);
        if (record) w.prov.types.push({ layer: '4', source: src, detail, cr: ['613.1d', '205.3m', cr] });
        return;
      }
      if (e.kind !== 'become-type') return;
      if (e.negated) {
        // CR 613.1d: "~ isn't a creature" removes that card type; the other card types stay, and the subtypes of the
        // type removed go with it (205.3d: a God that isn't a creature is a legendary enchantment, no longer a God).
        const before = w.cardTypes;
        w.cardTypes = w.cardTypes.filter((t) => !e.cardTypes.some((x) => x.toLowerCase() === t.toLowerCase()));
        // "… isn't a Human": that subtype is removed, the others stay (CR 613.1d, 205.3).
        w.subtypes = correlatedSubtypes(before, w.cardTypes, w.subtypes).filter((t) => !e.subtypes.includes(t));
        if (record) w.prov.types.push({ layer: '4', source: src, detail: `isn't ${[...e.subtypes, ...e.cardTypes].join(' ')}`, cr: ['613.1d', cr] });
        return;
      }
      // "… and it loses all other card types" in the same effect: the prior card types go (CR 205.1a, not 205.1b's keeping).
      const losesOtherTypes = u.parts.some((p) => p.kind === 'lose-all-abilities' && !!p.otherList?.includes('card types'));
      const r = applyTypeChange(w.cardTypes, w.subtypes, { ...e, losesOtherTypes });
      w.cardTypes = r.cardTypes;
      w.subtypes = r.subtypes;
      if (record) w.prov.types.push({ layer: '4', source: src, detail: `${e.additive ? 'adds' : 'becomes'} ${[...e.subtypes, ...e.cardTypes].join(' ')} (${r.rule})`, cr: ['613.1d', ...r.cr, cr] });
      if (r.basicLandTypesSet.length > 0) {
        // CR 305.7: the land loses the abilities from its rules text (and copy effects) and gets the basic land types'
        // mana abilities; abilities other effects grant (layer 6, later) are not removed.
        w.abilities = r.basicLandTypesSet.map(manaAbility);
        if (record) w.prov.abilities.push({ layer: '4', source: src, detail: `basic land type ${r.basicLandTypesSet.join(' ')} set: loses its rules-text abilities`, cr: ['305.7', cr] });
      }
      return;
    }
    case '5': {
      if (e.kind !== 'become-type' || !e.colors) return;
      // CR 105.3: new colors replace the old ones, unless the effect says "in addition to its other colors".
      w.colors = COLOR_ORDER.filter((x) => e.colors!.includes(x) || (e.colorsAdditive && w.colors.includes(x)));
      if (record) w.prov.colors.push({ layer: '5', source: src, detail: `becomes ${w.colors.join('') || 'colorless'}`, cr: ['613.1e', cr] });
      return;
    }
    case '6': {
      // "… and loses all other card types" (no "abilities" in its list): a type change only, no ability lost (CR 205.1a).
      if (e.kind === 'lose-all-abilities' && e.otherList && !e.otherList.includes('abilities')) return;
      if (e.kind === 'lose-all-abilities') {
        w.abilities = [];
        if (record) w.prov.abilities.push({ layer: '6', source: src, detail: 'loses all abilities', cr: ['613.1f', cr] });
      } else if (e.kind === 'lose-keyword') {
        w.abilities = withoutKeywords(w.abilities, e.keywords);
        if (record) w.prov.abilities.push({ layer: '6', source: src, detail: `loses ${e.keywords.join(', ')}`, cr: ['613.1f', cr] });
      } else if (e.kind === 'gain-ability' || e.kind === 'grant-ability') {
        // A static "Enchanted creature has "…"" / "Lands you control have "…"" grants the quoted ability (and the
        // keywords written with it) in layer 6, as a resolved grant does (CR 613.1f, 604.1).
        // A new list, never a write in place: a working record may share its printed list (world.ts `startList`).
        // CR 613.1f: every quoted ability of its list ("has "…" and "…"").
        const granted = e.kind === 'grant-ability' ? listedAbilities(e) : [e.ability];
        w.abilities = [...w.abilities, ...granted.map((ability) => ({ ability, index: -1, from: 'granted' as const })), ...(e.kind === 'grant-ability' ? (e.keywords ?? []).map(grantedKeyword) : [])];
        if (record) for (const a of granted) w.prov.abilities.push({ layer: '6', source: src, detail: `gains "${a.text}"`, cr: ['613.1f', cr] });
      } else if (e.kind === 'gain-keyword') {
        // CR 608.2d, 607.2d: "protection from the chosen color" is the color chosen as the spell or ability that began
        // the effect resolved, or the one the source's linked ability chose (none chosen: a quality nothing has, 607.5a).
        const color = (u.chosen ?? world.get(u.sourceId)?.obj.chosen)?.color;
        // The granting object is kept with each keyword (CR 702.16n: "This effect doesn't remove ~").
        w.abilities = [...w.abilities, ...e.keywords.map((k) => ({ ...grantedKeyword(color ? k.replace(/\bthe (?:chosen color|color of your choice)\b/i, COLOR_NAMES[color]) : k), grantedBy: u.sourceId }))];
        if (record) w.prov.abilities.push({ layer: '6', source: src, detail: `gains ${e.keywords.join(', ')}`, cr: ['613.1f', cr] });
      }
      return;
    }
    case '7a': {
      // CR 613.4a, 604.3: a characteristic-defining ability sets the power and/or toughness it defines to its count now.
      if (e.kind !== 'set-base-pt-equal' || !u.measure) return;
      for (const stat of ['power', 'toughness'] as const) {
        // "its toughness is equal to that number plus 1": the amount its power is defined by (CR 608.2c).
        const q = stat === 'toughness' ? thatNumberResolved(e.toughness, e.power) : e[stat];
        const counted = q ? u.measure(q, world) : undefined;
        if (counted === undefined) continue;
        const n = counted + (e.plus?.kind === 'fixed' ? e.plus.n : 0); // CR 208.2a: "1 plus the number of ..." 
        w[stat] = n;
        if (w.ptUnknown) w.ptUnknown[stat] = false;
        if (record) w.prov[stat].push({ layer: '7a', source: src, detail: `${stat} ${n} (${e.plus?.kind === 'fixed' ? `${e.plus.n} plus ` : ''}${printQuantity(q!)})`, cr: ['613.4a', '604.3'] });
      }
      return;
    }
    case '7b': {
      if (e.kind !== 'set-base-pt') return;
      // CR 613.4b: "has base power 8": only that value is set, the other kept (`only`).
      if (e.only) {
        w[e.only] = e[e.only];
        if (w.ptUnknown) w.ptUnknown = { ...w.ptUnknown, [e.only]: false };
        if (record) w.prov[e.only].push({ layer: '7b', source: src, detail: `base ${e.only} ${e[e.only]}`, cr: ['613.4b', cr] });
        return;
      }
      w.power = e.power;
      w.toughness = e.toughness;
      // CR 613.4b: a set value replaces whatever the printed "*" stood for.
      if (w.ptUnknown) w.ptUnknown = { ...w.ptUnknown, power: false, toughness: false };
      const st = { layer: '7b', source: src, detail: `base P/T ${e.power}/${e.toughness}`, cr: ['613.4b', cr] };
      if (record) w.prov.power.push(st), w.prov.toughness.push(st);
      return;
    }
    case '7c': {
      if (e.kind !== 'modify-pt' || w.power === null || w.toughness === null) return;
      // "+1/+1 for each artifact you control" (a static ability, CR 611.3a): counted now, as the effect applies.
      // (A resolved one's count is not made here: the model marks it not carried out.)
      // CR 613.4c, 305.6, 700.5, 122.1: "+1/+1 for each basic land type among lands you control", "… for each charge counter
      // on ~": the number as the effect applies (cda-values.ts cdaQuantity).
      // CR 613.4c: "Equipped creature gets +1/+1 for each counter on it": counted about each object it applies to.
      const n = e.per && u.kind === 'static' ? u.measure?.({ kind: 'count', filter: e.per }, world, w.obj.id) : e.perCount && u.kind === 'static' ? u.perMeasure?.(e.perCount, world, w.obj.id) : 1;
      if (n === undefined) return;
      w.power += e.power * n;
      w.toughness += e.toughness * n;
      const st = { layer: '7c', source: src, detail: `${sign(e.power * n)}/${sign(e.toughness * n)}${e.per || e.perCount ? ` (${sign(e.power)}/${sign(e.toughness)} for each of ${n})` : ''}`, cr: ['613.4c', cr] };
      if (record) w.prov.power.push(st), w.prov.toughness.push(st);
      return;
    }
    case '7d': {
      // CR 613.4d: power becomes toughness and toughness becomes power (after every 7c effect and counter).
      if (e.kind !== 'switch-pt' || w.power === null || w.toughness === null) return;
      [w.power, w.toughness] = [w.toughness, w.power];
      if (w.ptUnknown) w.ptUnknown = { ...w.ptUnknown, power: w.ptUnknown.toughness, toughness: w.ptUnknown.power };
      const st = { layer: '7d', source: src, detail: `switched to ${w.power}/${w.toughness}`, cr: ['613.4d', cr] };
      if (record) w.prov.power.push(st), w.prov.toughness.push(st);
      return;
    }
    default:
      return;
  }
}

/** Apply the unit in `layer` to what it affects; returns the objects it applied to. */
export function applyUnit(u: Unit, world: Map<string, Working>, layer: Layer, record: boolean): string[] {
  const ids = affected(u, world);
  // CR 613.1f: "has defender, loses all other abilities" keeps what the same effect grants: its "all other" removal
  // applies before the effect's own grants.
  const parts = layer === '6' && u.parts.some((e) => e.kind === 'lose-all-abilities' && e.other)
    ? [...u.parts.filter((e) => e.kind === 'lose-all-abilities' && e.other), ...u.parts.filter((e) => !(e.kind === 'lose-all-abilities' && e.other))]
    : u.parts;
  for (const id of ids) {
    const w = world.get(id);
    if (!w) continue;
    for (const e of parts) if (inLayer(e, layer)) applyPart(w, u, e, layer, record, world);
  }
  return ids;
}
