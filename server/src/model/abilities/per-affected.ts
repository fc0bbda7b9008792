// A static ability's "for each …" counted about the object that gets the bonus (CR 613.4c, 611.3a): "Equipped creature
// gets +1/+0 for each Equipment attached to it", "Enchanted creature gets +1/+1 for each card in its controller's hand",
// "… for each other creature you control that shares a creature type with it", "… with the same name as that creature",
// "… for each counter on it", "… for each of its colors", "Chroma — … for each white mana symbol in its mana cost". Each
// affected object has its own count; rules/layers/cda-values.ts counts it as the layer-7c effect applies to that object.

import type { ObjectFilter, Quantity } from '../types';

/** "in its controller's hand / graveyard / library": the zone of the affected object's controller (CR 400.1, 108.4). */
const ITS_CONTROLLERS_ZONE = /^(?:in|from) its controller's (?:hand|graveyard|library)$/i;

/** "that shares a creature type with it" (CR 205.3m): shared with the affected object. */
export function sharesTypeWithIt(f: ObjectFilter): boolean {
  const t = f.sharesType;
  return !!t && t.type === 'creature type' && t.with === 'it' && !t.of && !t.negated;
}

/** "with the same name as that creature" (CR 201.2): the affected object's name. */
export function sameNameAsIt(f: ObjectFilter): boolean {
  return f.sameAs?.what === 'name' && f.sameAs.of?.kind === 'it';
}

/** "card in its controller's hand": the zone of the affected object's controller (CR 400.1). */
export function inItsControllersZone(f: ObjectFilter): boolean {
  return !!f.zone && f.zone !== 'any-graveyard' && !!f.zonePhrase && ITS_CONTROLLERS_ZONE.test(f.zonePhrase);
}

/** Whether the counted objects are told by the affected object ("other" is then other than it, not the source). */
export function aboutAffected(f: ObjectFilter): boolean {
  return sharesTypeWithIt(f) || sameNameAsIt(f);
}

/**
 * The filter without the parts told about the affected object, for the checks of what else it says; undefined when it
 * has none (the count is then the source's, as before).
 */
export function withoutAffectedParts(f: ObjectFilter): ObjectFilter | undefined {
  const shares = sharesTypeWithIt(f), same = sameNameAsIt(f), zone = inItsControllersZone(f);
  if (!shares && !same && !zone) return undefined;
  return { ...f, ...(shares ? { sharesType: undefined } : {}), ...(same ? { sameAs: undefined } : {}), ...(zone ? { zonePhrase: undefined } : {}) };
}

/**
 * A "for each <quantity>" about the affected object that isn't objects: counters on it (any kind when none is named,
 * CR 122.1), its colors (105.2), mana symbols of a color in its mana cost (202.1, 107.4).
 */
export function affectedQuantity(q: Quantity): boolean {
  if (q.kind === 'counters') return q.on.kind === 'it' && !q.had && !q.among;
  if (q.kind === 'colors-of') return q.of.kind === 'it';
  return q.kind === 'mana-symbols' && !q.of && q.written === 'its mana cost';
}
