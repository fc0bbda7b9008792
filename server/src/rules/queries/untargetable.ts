// Static abilities that say what can't target an object (CR 115.4, 101.2: a "can't" beats a "can"): "Enchanted creature
// can't be the target of abilities from artifact sources", "Cards in graveyards can't be the targets of spells or
// abilities", "~ can't be the target of black spells or abilities from black sources", "… spells or abilities your
// opponents control". The targeting spell or ability is matched as it is now: a spell by its own color, an ability by
// its source's ("from black sources", 113.7). One of a resolved effect ("… this turn") is not carried out
// (model/abilities/effect-descriptors.ts marks it not simulated).

import type { Effect, ObjectFilter, Targeters } from '../../model/types';
import { OPPONENTS_CANT_TARGET } from '../../model/abilities/effect-descriptors';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { sourceHasQuality } from './protection';
import { graveyardTarget } from './target-legality';

/** What is targeting: a spell, or an activated or triggered ability (CR 115.1a–b), its source and its controller. */
export interface Targeting {
  by: 'spell' | 'ability';
  source: GameObject | undefined;
  controller: PlayerId;
}

/** Whether the targeting spell or ability is one the words name (CR 115.4): its kind, color, controller and source. */
function named(s: GameState, t: Targeters, who: Targeting, staticController: PlayerId): boolean {
  if (t.what === 'spells' && who.by !== 'spell') return false;
  if (t.what === 'abilities' && who.by !== 'ability') return false;
  // "your opponents control", "an opponent controls", "you don't control": said from the static's controller (109.5).
  if (t.controller && who.controller === staticController) return false;
  // "black spells or abilities": a spell's own color, an ability's source's (CR 105.2, 113.7).
  if (t.color && !(who.source && sourceHasQuality(s, who.source, [t.color]))) return false;
  // "abilities from artifact sources", "… from black sources" (CR 113.7): only abilities; a spell is no ability's source.
  if (t.from) {
    if (who.by !== 'ability' && t.what !== 'spells or abilities') return false;
    const quality = t.from.replace(/ sources$/, '');
    if (who.by === 'ability' && !(who.source && sourceHasQuality(s, who.source, [quality]))) return false;
  }
  return true;
}

/**
 * CR 115.4: the name of a permanent whose static ability says `o` can't be the target of the spell or ability `who`
 * (as the engine reads: the ability's own object, "enchanted / equipped creature", or the objects its filter names in
 * any zone), or undefined.
 */
export function untargetableBy(s: GameState, o: GameObject, who: Targeting): string | undefined {
  let view: ReturnType<typeof viewOf> | undefined;
  for (const p of battlefieldObjects(s)) {
    const ch = computeCharacteristics(s, p);
    for (const ref of ch.abilities) {
      const ab = ref.ability;
      if (ab.kind !== 'static' || (ab.unmodeled ?? []).length > 0) continue;
      for (const x of ab.effects ?? []) {
        const e = x.kind === 'restriction' ? restrictionAsUntargetable(x) : x;
        if (e?.kind !== 'untargetable' || e.thisTurn || e.duration !== 'permanent') continue;
        const t = e.target;
        const ctx = { combat: s.combat, controller: p.controller, sourceId: p.id, chosen: p.chosen, sourceAttachedTo: p.attachedTo };
        const applies = t.kind === 'self' ? p.id === o.id : t.kind === 'all' && inZone(o, t.filter, p.controller) && matchesFilter(o, (view ??= viewOf(s, o)), { ...(ab.appliesTo ?? t.filter), zone: undefined }, ctx);
        if (applies && named(s, e.by, who, p.controller)) return ch.name ?? p.card.name;
      }
    }
  }
  return undefined;
}

/** "Cards in graveyards", "cards in your graveyard": a card there (CR 404.1); any other filter names permanents (110.1). */
function inZone(o: GameObject, f: ObjectFilter, controller: PlayerId): boolean {
  const inGraveyard = graveyardTarget(f, o.owner, controller);
  return inGraveyard === undefined ? o.zone === 'battlefield' : o.zone === 'graveyard' && inGraveyard;
}

function viewOf(s: GameState, o: GameObject) {
  const c = computeCharacteristics(s, o);
  return { ...c, keywords: keywordsOf(c.abilities) };
}

/**
 * CR 115.4: "Enchanted creature can't be the target of spells or abilities your opponents control", read as a restriction
 * (model/abilities/effect-descriptors.ts `OPPONENTS_CANT_TARGET`): the same words as that untargetable effect.
 */
function restrictionAsUntargetable(e: Extract<Effect, { kind: 'restriction' }>): Extract<Effect, { kind: 'untargetable' }> | undefined {
  if (e.restriction !== OPPONENTS_CANT_TARGET) return undefined;
  return { kind: 'untargetable', target: e.target, by: { what: 'spells or abilities', controller: 'your opponents' }, duration: e.duration, span: e.span };
}
