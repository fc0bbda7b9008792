// Three-valued truth for conditions joined by "and" / "or" ("as long as you control an artifact and …", "unless …
// or …"): true, false, or undefined when the engine can't tell a part and that part decides (Kleene's logic).

/** "… and …" / "… or …" of two parts, each true, false or unknown (undefined). */
export function joinTruth(op: 'and' | 'or', left: boolean | undefined, right: boolean | undefined): boolean | undefined {
  if (op === 'and') return left === false || right === false ? false : left === true && right === true ? true : undefined;
  return left === true || right === true ? true : left === false && right === false ? false : undefined;
}
