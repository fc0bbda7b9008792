// CR 616.1: the affected player (or the controller of the affected object) chooses the order in which replacement
// effects that apply to one event are applied. The engine applies them in one order and compares the others' results to
// tell whether the answer rests on that choice: every order of a short list (a few replacements at most).

/** Every order of `list` (its permutations); a list of one or none has one order. */
export function replacementOrders<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((x, i) => replacementOrders([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]));
}
