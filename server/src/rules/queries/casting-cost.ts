// The total cost of a spell (CR 601.2f): its mana cost with X, or an alternative cost such as the {3} of a
// face-down spell (118.9, 708.4); then cost increases, then reductions of generic mana (118.7a, 118.9d).

import type { Ability, CostPart, Effect, ManaCost, ManaSymbol, ObjectFilter } from '../../model/types';
import { costParts } from './cost-parts';
import { eitherCostAlternatives } from '../../model/abilities/cost-parts';
import { costChangeSpells, spellsCaster } from '../../model/abilities/spells-caster';
import { countMatching } from './counting';
import { gameQuantity } from './game-quantities';
import type { GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, PLAYERS, restOn } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeAllCharacteristics, computeCharacteristics } from '../layers';
import { matchesFilter, type FilterView } from '../state/filters';
import type { GameObject } from '../state/game-state';
import { adjustGeneric, costText, fromSymbols, hasVariable, parseManaCost, substituteX, withAdditionalMana } from '../state/mana';
import { spellTargetIs } from './target-legality';
import { msg } from '../../i18n';
import { toldConditionOrRest } from './conditions';
import { firstOfKindThisTurn } from './first-each-turn';
import { ownCostConditionChecked, ownCostTargetsChecked } from '../../model/abilities/effect-descriptors';

export interface SpellCostInput {
  player: PlayerId;
  /** The card being cast (its object before it moves to the stack). */
  obj: GameObject;
  faceDown: boolean;
  /** Free: cast through an effect without paying its mana cost, or face down by a Mask-like effect. */
  free: boolean;
  printedCost: ManaCost | null;
  /** What the spell is as it's cast (face-down: a colorless nameless creature spell, 708.4). */
  view: FilterView;
  x?: number;
  /** The spell's own abilities as it is cast ("This spell costs {1} less to cast for each …"). */
  selfAbilities?: readonly Ability[];
  /** Additional mana costs paid as it is cast (CR 601.2f: kicker, 702.33a), also when its mana cost isn't paid (118.9). */
  additional?: ManaCost | null;
  /** Its targets, announced before the total cost is determined (CR 601.2c, 601.2f): objects' ids and players. */
  targets?: readonly string[];
}

/** A spells filter matched against the card being cast, wherever it is as its cost is determined (CR 601.2a, 601.2f): its
 * "spell" nouns ask for no zone, in each alternative of an or-list too ("Instant and sorcery spells you cast"). */
function asCardBeingCast(f: ObjectFilter): ObjectFilter {
  return { ...f, types: f.types.map((t) => (/^spells?$/i.test(t) ? 'card' : t)), ...(f.anyOf ? { anyOf: f.anyOf.map(asCardBeingCast) } : {}) };
}

/**
 * CR 601.2f, 500.1: a count the engine can't make as the cost is determined ("for each creature that died this turn" in
 * the turn a scenario starts in): the change isn't applied, and what follows rests on its words (inconclusive).
 */
function countedOrRest(s: GameState, n: number | undefined, sourceId: string, text: string): number | undefined {
  if (n === undefined) restOn(s, { sourceName: s.objects.get(sourceId)?.card.name ?? '', text, what: 'unsimulated' });
  return n;
}

/** The generic amount a cost change adds or removes: {N}, or {N} for each object its `per` filter counts (CR 601.2f). */
function changeAmount(s: GameState, out: Outcome, e: Extract<Effect, { kind: 'cost-change' }>, controller: PlayerId, sourceId: string, name: string): number | undefined {
  // "costs {X} less, where X is your devotion to white" (CR 107.3c, 700.5): X counted as the cost is determined (601.2f,
  // rules/queries/game-quantities.ts); another X is not computed here (the line is "recognized, not simulated").
  if (e.deltaIsX) return e.whereX && e.perCount === undefined && !e.per ? countedOrRest(s, gameQuantity(s, e.whereX, controller, sourceId), sourceId, 'costs {X} less') : undefined;
  // Colored mana and "for each target beyond the first" are changeCost's; "during your end step" is not applied here
  // (CR 601.2f): the descriptor marks it not carried out.
  if (e.mana !== undefined || e.beyondFirst || e.during) return undefined;
  const n = Math.abs(e.delta);
  // "for each opponent you have" (CR 702.125a undaunted): the other player, while they are in the game (702.125b, 102.2).
  if (e.perCount?.kind === 'opponents') return n * PLAYERS.filter((p) => p !== controller && !s.leftGame.includes(p) && !s.losers.includes(p)).length;
  // CR 601.2f, 305.6, 700.5: "{1} less for each basic land type among lands you control" (rules/queries/game-quantities.ts).
  if (e.perCount) {
    const count = countedOrRest(s, gameQuantity(s, e.perCount, controller, sourceId), sourceId, 'costs {1} less for each …');
    return count === undefined ? undefined : n * count;
  }
  if (!e.per) return n;
  const count = countMatching(s, e.per, controller, sourceId);
  if (count === undefined) {
    countedOrRest(s, undefined, sourceId, `for each ${e.per.text ?? '…'}`);
    out.note({ why: msg('rules.query.cost-per-uncounted', { source: name, per: e.per.text ?? '…' }), cr: ['601.2f'] });
    return undefined;
  }
  out.note({ why: msg('rules.query.cost-per-counted', { source: name, mana: `{${n}}`, per: e.per.text ?? 'none', count: String(count) }), cr: ['601.2f'] });
  return n * count;
}

/**
 * The mana one cost change adds or removes (CR 601.2f): {N} as changeAmount counts it, or its mana written out ("{G}
 * more", "{2}{B} more"), once or once for each target beyond the first — the targets were announced before the total
 * cost is determined (601.2c). Undefined: a change the engine doesn't apply.
 */
function changeCost(s: GameState, out: Outcome, e: Extract<Effect, { kind: 'cost-change' }>, controller: PlayerId, sourceId: string, name: string, targets: readonly string[]): ManaCost | undefined {
  if (e.mana === undefined && !e.beyondFirst) {
    const n = changeAmount(s, out, e, controller, sourceId, name);
    return n === undefined ? undefined : parseManaCost(`{${n}}`) ?? undefined;
  }
  if (e.during || e.deltaIsX || e.per || e.perCount) return undefined;
  const unit = parseManaCost(e.mana ?? `{${Math.abs(e.delta)}}`);
  if (!unit) return undefined;
  const times = e.beyondFirst ? Math.max(0, new Set(targets).size - 1) : 1;
  if (times === 0) return parseManaCost('{0}') ?? undefined;
  return fromSymbols(Array.from({ length: Math.min(times, 100) }, () => unit.symbols).flat());
}

/** The cost text to pay, with notes naming every effect that changed it. */
export function spellCost(s: GameState, out: Outcome, c: SpellCostInput): string {
  if (c.free && !c.additional) return '{0}';
  let base: ManaCost;
  // CR 601.2f, 118.9: free of its mana cost, an additional cost is still paid.
  if (c.free) base = c.additional!;
  else if (c.faceDown) base = parseManaCost('{3}')!; // CR 708.4, 702.37c: the alternative cost {3}
  else if (!c.printedCost) {
    if (!c.additional) return '{0}';
    base = c.additional;
  }
  else base = withAdditionalMana(hasVariable(c.printedCost) ? substituteX(c.printedCost, c.x ?? 0) : c.printedCost, c.additional);
  // CR 601.2f: increases are added (colored mana too: "{G} more"), then generic reductions taken off (118.7a).
  const increase: ManaSymbol[] = [];
  let reduction = 0;
  const targets = c.faceDown ? [] : c.targets ?? [];
  const apply = (e: Extract<Effect, { kind: 'cost-change' }>, change: ManaCost): boolean => {
    if (e.more) increase.push(...change.symbols);
    else if (change.symbols.every((x) => x.kind === 'generic')) reduction += change.manaValue;
    else return false; // colored mana off a cost (CR 118.7c) is not applied: its descriptor says so
    return true;
  };
  for (const src of battlefieldObjects(s)) {
    const ch = computeCharacteristics(s, src);
    const name = ch.name ?? 'none';
    for (const ref of ch.abilities) {
      if (ref.ability.kind !== 'static') continue;
      for (const e of ref.ability.effects ?? []) {
        if (e.kind === 'face-down-cost-reduction' && c.faceDown && src.controller === c.player) {
          if (e.firstEachTurn && s.faceDownSpellsCastThisTurn[c.player] > 0) continue;
          reduction += e.amount;
          out.note({ why: msg('rules.query.face-down-cost-reduced', { source: name, mana: `{${e.amount}}` }), cr: ['118.9d', '118.7a'] });
        } else if (e.kind === 'cost-change' && !e.self && e.subject?.kind !== 'self' && costChangeSpells(e)) {
          // "Creature spells you cast cost {1} less to cast" (CR 601.2f): whose spells, which spells.
          const spells = costChangeSpells(e)!;
          // Whose spells: "you cast", "your opponents cast", or without either every player's ("Spells with the chosen name cost {2} more").
          // Said once or by each alternative of an or-list ("Instant and sorcery spells you cast": spells-caster.ts).
          // "spells that player casts" (a player named before, CR 608.2c) is no player a static ability tells: none.
          const caster = spellsCaster(spells);
          const applies = caster !== 'mixed' && caster !== 'that player' && (caster === undefined || (caster === 'you' ? src.controller === c.player : src.controller !== c.player));
          // "Spells your opponents cast during your turn" (CR 601.2f): the turn the spell is cast in — the source's
          // controller's ("your turn") or the caster's ("their turn").
          const turnHolds = spells.castDuring === undefined || s.activePlayer === (spells.castDuring === 'your turn' ? src.controller : c.player);
          // CR 115.1, 601.2c: "Spells your opponents cast that target ~ / a Merfolk you control": its targets, announced
          // before the total cost is determined.
          const spellCtx = { combat: s.combat, controller: src.controller, sourceId: src.id, faceDown: c.faceDown, chosen: src.chosen, spellTargets: targets, targetMatches: (t: string, what: NonNullable<ObjectFilter['targetsWhat']>) => spellTargetIs(s, t, what, src.controller) };
          if (!applies || !turnHolds || !matchesFilter(c.obj, c.view, asCardBeingCast(spells), spellCtx)) continue;
          // "The first creature spell you cast each turn costs {2} less to cast" (CR 601.2f): its controller's spells, the
          // first of that kind this turn (rules/queries/first-each-turn.ts).
          if (e.firstEachTurn && (src.controller !== c.player || !firstOfKindThisTurn(s, c.player, spells, src.id, src.controller, ref.ability.text))) continue;
          const change = changeCost(s, out, e, src.controller, src.id, name, targets);
          if (!change || !apply(e, change)) continue;
          out.note({ why: msg('rules.query.spell-cost-changed', { source: name, faceDown: c.faceDown ? 'yes' : 'no', mana: costText(change), more: e.more ? 'yes' : 'no' }), cr: ['601.2f', c.faceDown ? '118.9d' : '118.7a'] });
        }
      }
    }
  }
  // "This spell costs {1} less to cast for each …" functions while the spell is being cast (CR 601.2f); a face-down
  // spell has no abilities (708.4), so its own cost text doesn't apply.
  if (!c.faceDown) {
    for (const ref of c.selfAbilities ?? []) {
      if (!('effects' in ref)) continue;
      // "This spell costs {3} less to cast if a creature died this turn" (CR 601.2f): its condition checked as the total
      // cost is determined (effect-descriptors.ts ownCostConditionChecked); one the engine can't tell changes nothing.
      // On an instant or sorcery the same sentence is read as one of the spell's lines: its own cost changes apply too.
      const changes = ref.kind === 'static' ? ref.effects ?? [] : (ref.effects ?? []).flatMap((e) => {
        if (ref.kind === 'spell' && e.kind === 'cost-change') return [e];
        // "This spell costs {2} less to cast if it targets a black permanent" (CR 601.2c, 601.2f): its announced targets.
        if (ownCostTargetsChecked(e) && e.kind === 'conditional' && e.condition.kind === 'targets') return targetsMatch(s, e.condition.filter!, c, targets) ? e.effects : [];
        if (!ownCostConditionChecked(e) || e.kind !== 'conditional') return [];
        // Not told here: the cost the answer rests on is recorded (conditions.ts toldConditionOrRest).
        const holds = toldConditionOrRest(s, e.condition, { controller: c.player, sourceId: c.obj.id }, c.obj.card.name);
        if (holds === undefined) out.note({ why: msg('rules.effect.condition-not-evaluated', { kind: e.condition.kind }), cr: ['601.2f'] });
        return holds === true ? e.effects : [];
      });
      for (const e of changes) {
        if (e.kind !== 'cost-change' || !(e.self || e.subject?.kind === 'self')) continue;
        const change = changeCost(s, out, e, c.player, c.obj.id, 'self', targets);
        if (!change || !apply(e, change)) continue;
        out.note({ why: msg('rules.query.own-cost-changed', { mana: costText(change), more: e.more ? 'yes' : 'no' }), cr: ['601.2f', '118.7a'] });
      }
    }
  }
  // CR 601.2f: increases apply first, then reductions; a generic reduction affects only the generic part (118.7a).
  return costText(adjustGeneric(withAdditionalMana(base, increase.length ? fromSymbols(increase) : null), -reduction));
}

/**
 * A keyword cost as changed by "All morph costs cost {2} more" effects on the battlefield (CR 118.7, 601.2f): the
 * morph, megamorph (702.37b: a megamorph cost is a morph cost) or disguise cost to turn a permanent face up. Only a
 * cost that is all mana is changed. OPEN QUESTION: a non-mana morph cost ("Morph—Pay 3 life") made "{2} more" would
 * gain a mana part; the engine leaves such costs unchanged and notes it.
 */
export function changedKeywordCost(s: GameState, keyword: string, cost: string, out?: Outcome): string {
  let delta = 0;
  const kw = keyword.toLowerCase();
  // One layer pass for every permanent (the loop only reads): the same characteristics as one pass per permanent.
  for (const ch of computeAllCharacteristics(s).values()) {
    for (const ref of ch.abilities) {
      if (ref.ability.kind !== 'static') continue;
      for (const e of ref.ability.effects ?? []) {
        // CR 118.7: a change to the costs one player pays is not applied (model/abilities/effect-descriptors.ts).
        if (e.kind !== 'keyword-cost-change' || e.payer || e.upTo) continue;
        const k = e.keyword.toLowerCase();
        if (k !== kw && !(k === 'morph' && kw === 'megamorph')) continue;
        delta += e.more ? Math.abs(e.delta) : -Math.abs(e.delta);
        out?.note({ why: msg('rules.query.keyword-cost-changed', { source: ch.name ?? 'none', keyword: keyword.toLowerCase(), mana: `{${Math.abs(e.delta)}}`, more: e.more ? 'yes' : 'no' }), cr: ['118.7', '601.2f'] });
      }
    }
  }
  if (delta === 0) return cost;
  const mana = parseManaCost(cost);
  if (!mana || costText(mana).length !== cost.replace(/\s/g, '').length) {
    out?.note({ why: msg('rules.query.keyword-cost-not-mana', { keyword: keyword.toLowerCase(), cost }), cr: ['118.7'] });
    return cost;
  }
  // CR 118.7a: a generic change affects only the generic component (never below {0}).
  return costText(adjustGeneric(mana, delta));
}

/**
 * The additional costs a spell's own text asks for ("As an additional cost to cast this spell, sacrifice a creature",
 * CR 118.8, 601.2f), as cost parts read by the cost grammar; a part it doesn't understand is `unknown` (never free).
 */
export function additionalCostParts(abilities: readonly Ability[], selfName: string): CostPart[] {
  const out: CostPart[] = [];
  for (const a of abilities) {
    if (!('effects' in a) || !(a.effects ?? []).some((e) => e.kind === 'additional-cost')) continue;
    const m = /additional cost to cast this spell, (.+?)\.?$/i.exec(a.text);
    const text = m?.[1] ?? a.text;
    // CR 601.2b: a choice between costs read whole is paid as the one the caster chooses (rules/game/either-cost.ts).
    if (a.effects.some((e) => e.kind === 'additional-cost' && e.either) && eitherCostAlternatives(text, selfName)) continue;
    out.push(...costParts(text.charAt(0).toUpperCase() + text.slice(1), selfName));
  }
  return out;
}

/** Cards of permanents with cost-changing static abilities (CR 601.2f, 118.7): what a spell's total cost rests on. */
export function costChangerNames(s: GameState): string[] {
  const kinds = new Set(['cost-change', 'face-down-cost-reduction', 'keyword-cost-change']);
  return battlefieldObjects(s)
    .filter((o) => computeCharacteristics(s, o).abilities.some((r) => r.ability.kind === 'static' && (r.ability.effects ?? []).some((e) => kinds.has(e.kind))))
    .map((o) => o.card.name);
}

/** Whether one of the spell's announced targets is a permanent matching `filter` (CR 601.2c: "if it targets a black permanent"). */
function targetsMatch(s: GameState, filter: ObjectFilter, c: SpellCostInput, targets: readonly string[]): boolean {
  // Its filter names permanents (ownCostTargetsChecked: no zone, no spell or ability), matched as any spell's targets are.
  return targets.some((t) => spellTargetIs(s, t, { filter }, c.player, c.obj.id));
}
