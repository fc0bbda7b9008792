// An object phrase that names its objects by their relation to another object (CR 301.5, 303.4, 508.1, 509.1): "target
// Aura attached to a creature", "all Auras attached to ~", "target creature blocking ~", "all creatures blocking or
// blocked by ~", "creatures blocking enchanted creature", "creatures attacking you". The other object is the ability's
// source, or what the source is attached to, or an object of a kind; a pronoun ("it", "them", "that creature") is not
// told here (the object may have left the combat or the battlefield: effect-descriptors.ts leaves it not carried out).

import { parseFilter } from '../../model/abilities/targets';
import { relationTold } from '../../model/abilities/relation-told';
import type { FilterContext } from '../state/filters';
import { matchesFilter } from '../state/filters';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { keywordsOf } from '../state/objects';
import { computeCharacteristics } from '../layers';

/** The `related` reader of a filter's context, for the ability of `sourceId` controlled by `controller`. */
export function relatedReader(s: GameState, sourceId: string, controller: PlayerId): NonNullable<FilterContext['related']> {
  return (obj, r) => {
    if (!relationTold(r)) return false;
    if (r.word === 'you') return !!s.combat && s.combat.attackers[obj.id] === controller && s.combat.attacking?.[obj.id] === undefined;
    if (r.rel === 'attached to' && /^an? /.test(r.word)) return attachedToKind(s, obj, r.word.replace(/^an? /, ''), controller);
    // CR 608.2h: a source sacrificed to pay the cost is attached to what it was attached to as it last existed.
    const source = s.objects.get(sourceId);
    const other = r.word === '~' ? sourceId : source ? source.attachedTo ?? undefined : s.lkiStats?.get(sourceId)?.attachedTo;
    if (!other) return false;
    const blocks = s.combat?.blocks ?? {};
    const blocking = (blocks[other] ?? []).includes(obj.id);
    const blockedBy = (blocks[obj.id] ?? []).includes(other);
    switch (r.rel) {
      case 'attached to': return obj.attachedTo === other;
      case 'blocking': return blocking;
      case 'blocked by': return blockedBy;
      case 'blocking or blocked by': return blocking || blockedBy;
      case 'attacking': return !!s.combat && s.combat.attacking?.[obj.id] === other;
    }
    return false;
  };
}

/** "an Aura attached to a creature / a land you control": the object it is attached to is of that kind now (CR 303.4). */
function attachedToKind(s: GameState, obj: GameObject, words: string, controller: PlayerId): boolean {
  const host = obj.attachedTo ? s.objects.get(obj.attachedTo) : undefined;
  const kind = parseFilter(words);
  if (!host || host.zone !== 'battlefield' || !kind) return false;
  const ch = computeCharacteristics(s, host);
  return matchesFilter(host, { ...ch, keywords: keywordsOf(ch.abilities) }, kind.filter, { combat: s.combat, controller });
}
