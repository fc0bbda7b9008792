// CR 611.2c: a continuous effect from a resolved spell or ability that changes no characteristics and no control
// ("Creatures without flying can't block this turn") modifies the rules of the game: it applies to whatever fits its
// description each time the rule is used, objects that arrive later (or come to fit later) included, and no longer to an
// object that stopped fitting. The engine can match a description again later only when the description reads nothing
// fixed as the effect began: no target or player named before ("creatures target player controls"), no X, no choice,
// nothing "this way", no comparison with another object ("with power less than ~'s power"), no "other". These parts of
// an object phrase are matched the same at any moment (rules/state/filters.ts matchesFilter).

import type { ObjectFilter } from '../types';

/** Filter parts matched from the object alone (its characteristics, controller, status in combat) or printing only. */
const LIVE_PARTS: ReadonlySet<string> = new Set([
  'types', 'faceDown', 'faceUp', 'controller', 'nontoken', 'nontokenAt', 'withKeyword', 'withoutKeyword', 'withoutKeywords',
  'withNoAbilities', 'notYours', 'colored', 'thatsColors', 'status', 'statusComma', 'statusAfter', 'compare', 'anyOf',
  // Printing only (the words chosen, not what they name).
  'commaAdjectives', 'onBattlefield', 'leadOrder', 'text', 'anOpponentWritten', 'yourOpponentsWritten', 'andOr', 'orLead',
  'orNounsRepeated', 'orListAnd', 'orListAndOr', 'eachArticle', 'orArticled', 'postOrder',
]);

/** Whether `f` describes the same objects whenever it is matched, so an effect on "all" of them can be matched live. */
export function liveFilter(f: ObjectFilter): boolean {
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined || value === false) continue;
    if (!LIVE_PARTS.has(key)) return false;
  }
  // "with power 2 or less": a number; "with mana value X", "with power less than ~'s power": a value fixed elsewhere.
  const c = f.compare;
  if (c && (c.nIsX || c.thanSelf || c.than || c.implied || c.orToughness || c.thanOwn)) return false;
  return (f.anyOf ?? []).every(liveFilter);
}
