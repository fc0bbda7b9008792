// "You may cast that card without paying its mana cost", "you may cast an instant or sorcery spell from your hand
// without paying its mana cost": an instruction that lets a player cast a spell while its spell or ability resolves
// (CR 608.2g): with no duration written, the cast is made then or never — not a permission lasting the turn (601.2a,
// 118.9). The engine casts it through rules/game/resolution-cast.ts (rules/effects/permission-effects.ts).

import type { Effect, ObjectFilter } from '../types';
import { amongLooked } from './among-looked';

type CastFrom = Effect & { kind: 'cast-from' };

/** A cast-from instruction with no duration: a cast during the resolution (CR 608.2g), not a permission for later. */
export function castsDuringResolution(e: Effect): boolean {
  return e.kind === 'cast-from' && !e.play && !e.thisTurn && e.while === undefined && e.until === undefined && e.duration === undefined
    && !e.landsAndSpells && !e.look && e.copy === undefined && !e.some && e.altCost === undefined && e.addCosts === undefined && e.using === undefined && !e.onlyFrom;
}

/**
 * "you may cast an instant or sorcery spell from your hand …", "a spell with mana value 4 or less from your hand": one
 * card of the caster's own hand, their choice as the instruction is followed (CR 608.2d). The words name the spell it
 * becomes (CR 112.1: a "spell" is a card on the stack): the filter returned matches the card in the hand — its kinds
 * with "card" for "spell", a nonland card (a land can't be cast, 305.9). Undefined for any other choice (several cards, "up to",
 * another zone, among cards named before).
 */
export function castNowFromHand(e: CastFrom): ObjectFilter | undefined {
  const t = e.target;
  if (t.kind !== 'chosen' || (t.count ?? 1) !== 1 || t.upTo || t.ofIt !== undefined || t.countIsX || t.thatMany || t.atRandom || t.half) return undefined;
  const f = t.filter;
  // "an instant or sorcery spell from your hand": the zone is written once, after the last alternative (each has it).
  const fromHand = (x: ObjectFilter): boolean => x.zone === 'hand' && !!x.zoneFrom && x.zonePhrase === undefined;
  const zoned = fromHand(f) || (f.zone === undefined && !!f.anyOf?.length && f.anyOf.every(fromHand));
  if (!zoned || f.fromAmongThem || f.amongCards || f.oneEach || f.andOr) return undefined;
  const { zone: _zone, zoneFrom: _from, postOrder: _order, ...rest } = f;
  return { ...asCard(rest as ObjectFilter), ...(f.anyOf ? { anyOf: f.anyOf.map((alt) => { const { zone: _z, zoneFrom: _zf, postOrder: _p, ...a } = alt; return asCard(a as ObjectFilter); }) } : {}) };
}

/**
 * "Look at the top six cards of your library. You may cast a spell from among them without paying its mana cost": one
 * of the cards the resolving ability looked at or revealed before (model/abilities/among-looked.ts, CR 608.2c), the
 * caster's choice (608.2d). The filter returned is the phrase's with each kind a card's (as `castNowFromHand`), still
 * "from among them"; undefined for any other choice.
 */
export function castNowAmong(e: CastFrom): ObjectFilter | undefined {
  const t = e.target;
  if (t.kind !== 'chosen' || (t.count ?? 1) !== 1 || t.upTo || t.ofIt !== undefined || t.countIsX || t.thatMany || t.atRandom || t.half) return undefined;
  const f = t.filter;
  if (f.zone !== undefined || !amongLooked(f)) return undefined;
  return { ...asCard(f), ...(f.anyOf ? { anyOf: f.anyOf.map(asCard) } : {}) };
}

/** A kind of spell as the card it is before it is cast: "card" for "spell", a nonland card (CR 112.1, 305.9). */
function asCard(x: ObjectFilter): ObjectFilter {
  return { ...x, types: [...x.types.filter((w) => w !== 'spell' && w !== 'spells'), 'nonland', 'card'] };
}
