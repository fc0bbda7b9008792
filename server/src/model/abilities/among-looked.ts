// "a creature card from among them", "an artifact or enchantment card from among them", "all land cards revealed this
// way" (CR 608.2c, 701.20a): object phrases about the cards the resolving ability itself looked at or revealed before.
// One reading for the descriptors (effect-descriptors.ts) and the engine (rules/effects/effect-context.ts resolveSpec).

import type { ObjectFilter } from '../types';

/** Whether one filter (not its or-list) says "from among them" or "revealed this way". */
function saysAmong(f: ObjectFilter): boolean {
  return !!f.fromAmongThem || f.thisWay === 'revealed';
}

/** The filter without the words that name where its cards are (the cards looked at or revealed), alternatives too. */
function plain(f: ObjectFilter): ObjectFilter {
  const { fromAmongThem: _a, fromAmongWords: _w, thisWay: _t, ...rest } = f;
  void _a;
  void _w;
  void _t;
  return { ...rest, ...(f.anyOf ? { anyOf: f.anyOf.map(plain) } : {}) };
}

/**
 * The filter the cards looked at or revealed must fit, when the phrase names those cards (CR 608.2c): written on the
 * phrase itself, or on every alternative of its or-list ("an artifact or enchantment card from among them", each
 * alternative read with its own "from among them"); undefined when the phrase is about other objects. "From among
 * cards exiled this way / the exiled cards" (written on an alternative) names other cards: not read here.
 */
export function amongLooked(f: ObjectFilter): ObjectFilter | undefined {
  if (saysAmong(f)) return plain(f);
  const alts = f.anyOf;
  if (!alts || alts.length === 0 || !alts.every((x) => saysAmong(x) && (x.fromAmongWords === undefined || x.fromAmongWords === 'those cards'))) return undefined;
  return plain(f);
}
