// Targets as they are announced (CR 601.2c for spells, 602.2b for activated abilities, 603.3d for triggered
// abilities): each chosen object must fit its target phrase now, or the action is illegal (CR 115.1, 601.2c).

import type { Effect, TargetSpec } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import { describeFilter, isLegalTarget, isPlayer, targetCandidates, targetSpecs } from './target-legality';
import { computeCharacteristics } from '../layers';
import { findKeyword, keywordsOf } from '../state/objects';
import { protectedFrom, sourceHasQuality } from './protection';
import { msg, type Message } from '../../i18n';
import { lookupTable } from '../../model/lookup-table';
import { rulesControlled } from './rule-sentences';
import { untargetableBy } from './untargetable';
import { singleGraveyard } from '../../model/abilities/graveyard-owner';
import { namedAbilityTargets, stackAbility } from './ability-targets';

/** What is targeting, as the catalog's select names it (i18n/en/rules.ts `rules.target.*`). */
const WHAT: Record<string, string> = lookupTable({ spell: 'spell', ability: 'ability', 'triggered ability': 'triggeredAbility' });

export interface TargetContext {
  controller: PlayerId;
  sourceId: string;
  /** "spell" or "ability" — only for messages. */
  what: string;
  /** The X announced before the targets (CR 601.2b): "X target creatures" takes X of them (107.3a, 601.2c). */
  x?: number;
  /** The player a triggered ability's event names ("that player", CR 603.2), for "target … that player controls". */
  triggerPlayer?: PlayerId;
}

/** Why `id` can't be targeted by an opponent's / anyone's spell or ability (shroud 702.18a, hexproof 702.11b), or null. */
export function targetingRestriction(s: GameState, id: string, controller: PlayerId, sourceId?: string, by?: 'spell' | 'ability'): { why: Message; cr: string[] } | null {
  // CR 702.11c: "You have hexproof": that player can't be the target of spells or abilities an opponent controls.
  if (isPlayer(id)) {
    // CR 702.18a: "You have shroud": that player can't be the target of any spell or ability, their own included.
    if (rulesControlled(s, id, 'you-have-shroud') > 0) return { why: msg('rules.target.player-shroud'), cr: ['702.18a'] };
    return id !== controller && rulesControlled(s, id, 'you-have-hexproof') > 0 ? { why: msg('rules.target.player-hexproof'), cr: ['702.11c'] } : null;
  }
  const o = s.objects.get(id);
  if (!o) return null;
  // CR 115.4: a static "… can't be the target of <spells or abilities>" (untargetable.ts), in any zone it names.
  const src = sourceId ? s.objects.get(sourceId) : undefined;
  const spell = by ? by === 'spell' : !!src && s.stack.some((e) => e.kind === 'spell' && e.id === src.id);
  const untargetable = untargetableBy(s, o, { by: spell ? 'spell' : 'ability', source: src, controller });
  if (untargetable) return { why: msg('rules.target.untargetable', { source: untargetable }), cr: ['115.4'] };
  if (o.zone !== 'battlefield') return null;
  const ch = computeCharacteristics(s, o);
  if (findKeyword(ch.abilities, 'Shroud')) return { why: msg('rules.target.shroud'), cr: ['702.18a'] };
  // CR 702.11b: hexproof stops opponents' spells and abilities; "hexproof from [quality]" only those with the quality (702.11d).
  for (const k of keywordsOf(ch.abilities)) {
    if (k.keyword.toLowerCase() !== 'hexproof' || o.controller === controller) continue;
    const from = /^from (.+)$/i.exec((k.parameter ?? '').trim())?.[1]?.toLowerCase();
    if (!from) return { why: msg('rules.target.hexproof'), cr: ['702.11b'] };
    if (src && sourceHasQuality(s, src, [from])) return { why: msg('rules.target.hexproof-from', { quality: from }), cr: ['702.11d'] };
  }
  // CR 702.16b: a permanent with protection can't be the target of spells or abilities from sources of that quality
  // (a color, "multicolored", a card type …, 702.16a); a spell being cast is checked as it is (its printed values).
  if (src && src.id !== o.id && protectedFrom(s, o, src)) return { why: msg('rules.target.protection'), cr: ['702.16b'] };
  return null;
}

/** Check the announced targets of `effects`; on an illegal choice fail `out` and return false. */
/** The targets as announced, a permanent named for a phrase that takes an ability naming its ability on the stack (ability-targets.ts). */
export function announcedTargets(s: GameState, effects: readonly Effect[], targets: readonly string[], controller: PlayerId, x?: number): string[] {
  const specs = targetSpecs(effects);
  return specs.length === 0 ? [...targets] : namedAbilityTargets(s, (i) => specFor(specs, i, x), targets, controller);
}

export function checkAnnouncedTargets(s: GameState, out: Outcome, effects: readonly Effect[], targets: readonly string[], ctx: TargetContext): boolean {
  return checkTargetsFor(s, out, targetSpecs(effects), targets, ctx);
}

/** Check the announced targets against `specs` (an Aura spell's: its enchant ability's, CR 115.1b, 303.4a, 702.5d). */
export function checkTargetsFor(s: GameState, out: Outcome, specs: readonly TargetSpec[], targets: readonly string[], ctx: TargetContext): boolean {
  const cr = ctx.what === 'spell' ? ['601.2c', '115.1'] : ctx.what === 'triggered ability' ? ['603.3d', '601.2c', '115.1'] : ['602.2b', '601.2c', '115.1'];
  for (const t of targets) {
    if (!s.objects.has(t) && !isPlayer(t) && !stackAbility(s, t)) {
      out.fail(illegal(msg('rules.target.missing', { target: t }), cr));
      return false;
    }
  }
  if (specs.length === 0) return true;
  // CR 601.2c, 115.1: each target phrase takes at most the number it states ("up to two target creatures": two; "target
  // player": one); more targets named than the phrases take is no announcement the rules allow.
  const max = mostTargets(specs, ctx.x);
  if (targets.length > max) {
    out.fail(illegal(msg('rules.target.too-many', { count: targets.length, max, what: WHAT[ctx.what] ?? ctx.what }), cr));
    return false;
  }
  const chosenFor = new Map<TargetSpec, string[]>();
  for (let i = 0; i < targets.length; i++) {
    const spec = specFor(specs, i, ctx.x);
    const id = targets[i]!;
    const name = isPlayer(id) ? id : s.objects.get(id)?.faceDown ? `the face-down ${id}` : s.objects.get(id)?.card.name ?? stackAbility(s, id)?.sourceName ?? id;
    // CR 115.3, 601.2c: the same object or player can't be chosen twice for one instance of the word "target".
    const same = chosenFor.get(spec) ?? [];
    if (same.includes(id)) {
      out.fail(illegal(msg('rules.target.same-twice', { name, words: targetWords(spec) }), ['115.3', ...cr]));
      return false;
    }
    // "Target creature gets +2/+2 and another target creature gets -2/-2": "another" after an earlier target word of the
    // same spell or ability names an object other than those chosen for it. CR 115.3 lets one object be chosen once per
    // instance of "target"; "another" is a targeting criterion that rule leaves to the words (OPEN QUESTION: the CR
    // doesn't define it; read as the cards' rulings use it). Its other sense, not the source itself, stays (filters.ts).
    // "a second target creature", "a third target creature" (CR 115.1, 601.2c): likewise one more object, apart from the
    // targets the phrases before it took (model/types.ts TargetSpec `ordinal`).
    if (spec.kind === 'target' && (spec.filter.other || spec.ordinal) && [...chosenFor].some(([earlier, ids]) => earlier !== spec && ids.includes(id))) {
      out.fail(illegal(msg('rules.target.another-same', { name, what: WHAT[ctx.what] ?? ctx.what, words: targetWords(spec) }), ['115.3', ...cr]));
      return false;
    }
    chosenFor.set(spec, [...same, id]);
    if (!isLegalTarget(s, id, spec, ctx)) {
      out.fail(illegal(msg('rules.target.not-legal', { name, what: WHAT[ctx.what] ?? ctx.what, words: targetWords(spec) }), cr));
      return false;
    }
    const why = targetingRestriction(s, id, ctx.controller, ctx.sourceId, ctx.what === 'spell' ? 'spell' : 'ability');
    if (why) {
      out.fail(illegal(msg('rules.target.restricted', { name, what: WHAT[ctx.what] ?? ctx.what, reason: why.why }), [...why.cr, ...cr]));
      return false;
    }
  }
  // CR 601.2c, 115.1: "up to three target cards from a single graveyard": the cards announced share one graveyard.
  for (const [spec, ids] of chosenFor) {
    if (spec.kind !== 'target' || !singleGraveyard(spec.filter)) continue;
    if (new Set(ids.map((id) => s.objects.get(id)?.owner)).size > 1) {
      out.fail(illegal(msg('rules.target.single-graveyard', { words: targetWords(spec) }), cr));
      return false;
    }
  }
  // CR 601.2c, 107.3a: "X target creatures" takes exactly the X announced before the targets.
  const xSpec = ctx.x !== undefined ? specs.find((t) => t.kind === 'target' && t.countIsX) : undefined;
  if (xSpec && (chosenFor.get(xSpec)?.length ?? 0) < ctx.x!) {
    out.fail(illegal(msg('rules.target.fewer-than-x', { count: chosenFor.get(xSpec)?.length ?? 0, x: ctx.x!, words: targetWords(xSpec) }), ['107.3a', ...cr]));
    return false;
  }
  // CR 601.2c: a spell or ability that requires a target can't be announced without one; refused only when no legal target exists at all.
  // "up to N target …" may be announced with none (601.2c).
  if (targets.length === 0 && !(specs[0]!.kind === 'target' && specs[0]!.upTo)) {
    const spec = specs[0]!;
    const any = targetCandidates(s).some((id) => isLegalTarget(s, id, spec, ctx) && (isPlayer(id) || !targetingRestriction(s, id, ctx.controller, ctx.sourceId, ctx.what === 'spell' ? 'spell' : 'ability')));
    if (!any) {
      out.fail(illegal(msg('rules.target.none-legal', { words: targetWords(spec) }), cr));
      return false;
    }
  }
  return true;
}

/**
 * The most targets the phrases take (CR 601.2c): each "target" phrase its number ("up to two", "one, two, or three":
 * two, three), a player phrase one; "X target creatures" and "any number of targets" are not bounded here.
 */
function mostTargets(specs: readonly TargetSpec[], x?: number): number {
  let n = 0;
  for (const spec of specs) {
    // CR 107.3a: X target creatures, X announced before the targets (601.2b); not announced, not bounded here.
    if (spec.kind === 'target' && spec.countIsX && x === undefined) return Infinity;
    if (spec.kind === 'target' && spec.countIsX) { n += x!; continue; }
    n += spec.kind === 'target' || spec.kind === 'any-target' ? Math.max(1, spec.count) : 1;
  }
  return n;
}

export function specFor(specs: readonly TargetSpec[], i: number, x?: number): TargetSpec {
  // Each "target" phrase takes `count` targets, in order; "X target …" takes X (CR 107.3a).
  let at = 0;
  for (const spec of specs) {
    const n = spec.kind === 'target' && spec.countIsX ? x ?? Infinity : spec.kind === 'target' || spec.kind === 'any-target' ? Math.max(1, spec.count) : 1;
    if (i < at + n) return spec;
    at += n;
  }
  return specs[specs.length - 1]!;
}

function targetWords(spec: TargetSpec): string {
  if (spec.kind === 'any-target') return 'any target';
  if (spec.kind === 'player') return spec.who.replace('-', ' ');
  if (spec.kind === 'player-or') return `${spec.who.replace('-', ' ')} or ${describeFilter(spec.filter)}`;
  return `target ${describeFilter(spec.kind === 'target' ? spec.filter : undefined)}`;
}
