// State-based actions the face-down rules lean on (CR 704): lethal damage and 0 toughness, the legend rule,
// Auras with nothing legal to enchant, Equipment and other attachments that can't stay attached.

import type { GameObject, GameState } from './game-state';
import { battlefieldObjects } from './game-state';
import type { Outcome } from './events';
import { computeCharacteristics } from './layers';
import { enchantFilter, matchesFilter } from './filters';
import { findKeyword, hasType } from './objects';
import { moveObject } from './zones';

function enchantParam(chars: ReturnType<typeof computeCharacteristics>): string {
  const k = chars.keywords.find((x) => (x.keyword ?? '').toLowerCase().startsWith('enchant'));
  if (!k) return 'permanent';
  return (k.parameter ?? k.keyword.slice('enchant'.length)).trim() || 'permanent';
}

export function checkStateBasedActions(s: GameState, out: Outcome): void {
  for (let round = 0; round < 20; round++) {
    const toGraveyard = new Map<string, { action: string; cr: string[] }>();
    const unattach: GameObject[] = [];
    const perms = battlefieldObjects(s);
    const chars = new Map(perms.map((o) => [o.id, computeCharacteristics(s, o)]));
    for (const o of perms) {
      const c = chars.get(o.id)!;
      const creature = hasType(c.cardTypes, 'creature');
      // CR 702.12b: an indestructible permanent isn't destroyed by lethal or deathtouch damage (704.5f still applies).
      const indestructible = !!findKeyword(c.abilities, 'Indestructible');
      if (creature && c.toughness !== null && c.toughness <= 0) toGraveyard.set(o.id, { action: 'toughness 0 or less: put into its owner\'s graveyard', cr: ['704.5f'] });
      else if (creature && c.toughness !== null && o.damage > 0 && o.damage >= c.toughness && !indestructible) toGraveyard.set(o.id, { action: 'lethal damage: destroyed', cr: ['704.5g'] });
      else if (creature && o.damage > 0 && s.deathtouched.has(o.id) && !indestructible) toGraveyard.set(o.id, { action: 'damage from a source with deathtouch: destroyed', cr: ['704.5h', '702.2b'] });
      const auraNow = c.subtypes.some((t) => t.toLowerCase() === 'aura') && !creature;
      if (auraNow && !o.attachedTo) {
        toGraveyard.set(o.id, { action: 'Aura attached to nothing: put into its owner\'s graveyard', cr: ['704.5m', '303.4k'] });
      }
      if (o.attachedTo) {
        const host = s.objects.get(o.attachedTo);
        const hostOk = host && host.zone === 'battlefield' && !host.phasedOut;
        const isAura = c.subtypes.some((t) => t.toLowerCase() === 'aura') && !creature;
        const isEquipment = c.subtypes.some((t) => t.toLowerCase() === 'equipment') && !creature;
        if (isAura) {
          const hc = host ? chars.get(host.id) ?? computeCharacteristics(s, host) : null;
          const legal = hostOk && hc && matchesFilter(host!, { ...hc }, enchantFilter(enchantParam(c)), { controller: o.controller });
          if (!legal) toGraveyard.set(o.id, { action: 'Aura attached to nothing or to an illegal object: put into its owner\'s graveyard', cr: ['704.5m', '303.4d'] });
        } else if (isEquipment) {
          const hc = host ? chars.get(host.id) ?? computeCharacteristics(s, host) : null;
          if (!hostOk || !hc || !hasType(hc.cardTypes, 'creature')) unattach.push(o);
        } else {
          // CR 704.5p: a permanent that is neither Aura nor Equipment/Fortification can't be attached (e.g. turned face down).
          unattach.push(o);
        }
      }
    }
    // CR 704.5j legend rule. No name ⇒ never the same name (201.2a), so face-down creatures are never affected.
    const byKey = new Map<string, GameObject[]>();
    for (const o of perms) {
      const c = chars.get(o.id)!;
      if (!c.supertypes.some((t) => t.toLowerCase() === 'legendary') || c.name === null) continue;
      const key = `${o.controller}|${c.name}`;
      byKey.set(key, [...(byKey.get(key) ?? []), o]);
    }
    for (const group of byKey.values()) {
      if (group.length < 2) continue;
      // OPEN QUESTION: the controller chooses which to keep; the engine keeps the newest (highest timestamp).
      const keep = [...group].sort((a, b) => b.timestamp - a.timestamp)[0]!;
      for (const o of group) if (o !== keep) toGraveyard.set(o.id, { action: 'legend rule: put into its owner\'s graveyard', cr: ['704.5j'] });
    }
    if (toGraveyard.size === 0 && unattach.length === 0) return;
    for (const o of unattach) {
      out.event({ type: 'unattached', objectId: o.id, from: o.attachedTo ?? '' });
      out.event({ type: 'state-based-action', objectId: o.id, action: 'becomes unattached', cr: ['704.5n', '704.5p'] });
      o.attachedTo = null;
    }
    for (const [id, why] of toGraveyard) {
      out.event({ type: 'state-based-action', objectId: id, action: why.action, cr: why.cr });
      moveObject(s, out, id, 'graveyard');
    }
  }
}
