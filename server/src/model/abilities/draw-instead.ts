// A permanent's static replacement of its controller's card draws (CR 614.1a, 614.11, 121.6): "If you would draw a card,
// <instructions> instead". Which lines the engine carries out is read here, as steps (rules/effects/draw-replacements.ts
// follows them); any other shape stays "recognized, not simulated".

import type { Effect } from '../types';

/** One instruction a draw replacement follows instead of the draw (CR 614.6). */
export type DrawInsteadStep =
  /** "you win the game instead" (CR 104.2b). */
  | { kind: 'win' }
  /** "put five +1/+1 counters on ~ instead", "put a study counter on ~ instead": on the replacement's own permanent (CR 122.1). */
  | { kind: 'counters'; counter: string; n: number }
  /** "skip that draw instead" (CR 614.10: nothing happens in its place). */
  | { kind: 'skip' }
  /** "exile the top card of your library [face down] instead" (CR 406.3 for face down). */
  | { kind: 'exile-top'; faceDown: boolean };

export interface DrawInstead {
  steps: DrawInsteadStep[];
  /** "you may … instead": the drawing player's choice (CR 614.1a, 608.2d). */
  may: boolean;
  /** "… while your library has no cards in it" (CR 614.1a: the replacement applies only then; 121.6a). */
  emptyLibrary: boolean;
}

/** Only these words of an instruction are read; an instruction with any other is not carried out. */
function onlyKeys(x: Effect, keys: readonly string[]): boolean {
  const rec = x as unknown as Record<string, unknown>;
  return Object.keys(rec).every((k) => rec[k] === undefined || k === 'kind' || k === 'sep' || k === 'span' || keys.includes(k));
}

function step(x: Effect): DrawInsteadStep | undefined {
  if (x.kind === 'game-result' && x.result === 'win' && x.who === 'you' && onlyKeys(x, ['result', 'who'])) return { kind: 'win' };
  if (x.kind === 'add-counters' && x.target.kind === 'self' && !x.remove && x.count > 0 && !!x.counter && onlyKeys(x, ['count', 'counter', 'target'])) return { kind: 'counters', counter: x.counter, n: x.count };
  if (x.kind === 'skip' && x.what === 'that draw' && (x.who === undefined || x.who === 'you') && onlyKeys(x, ['what', 'who'])) return { kind: 'skip' };
  if (x.kind === 'zone-change' && x.how === 'exile' && x.to === 'exile' && x.target.kind === 'library-top' && x.target.count === 1 && x.target.owner === 'you'
    && onlyKeys(x, ['how', 'to', 'target', 'faceDown'])) return { kind: 'exile-top', faceDown: !!x.faceDown };
  return undefined;
}

/**
 * CR 614.1a, 614.11, 121.6: "If you would draw a card, [you may] <instructions> instead", "If you would draw a card while
 * your library has no cards in it, …": the replacement's steps, or undefined for a shape the engine doesn't follow
 * (another player's draws, "except the first one …", a lasting or conditional one, instructions not listed above).
 */
export function drawInstead(e: Effect): DrawInstead | undefined {
  if (e.kind !== 'instead' || e.event !== 'draw a card' || e.who !== 'you' || e.subject || e.object || e.damage || e.thisTurn || e.nextTime || e.eachTime
    || e.untilFirst || e.insteadOf || e.andIf || e.causedBy || e.prevention || e.regeneration || e.mayInstead) return undefined;
  const w = e.while;
  const emptyLibrary = w !== undefined && w.kind === 'library-size' && w.whose === 'your library' && !!w.none;
  if (w !== undefined && !emptyLibrary) return undefined;
  const [only] = e.effects;
  const may = e.effects.length === 1 && only!.kind === 'optional' && only!.who === 'you' && !only!.anyPlayer && !only!.word && !only!.ignoreEffect;
  const body = may && only!.kind === 'optional' ? only!.effects : e.effects;
  if (body.length === 0) return undefined;
  const steps = body.map(step);
  return steps.every((x) => x !== undefined) ? { steps: steps as DrawInsteadStep[], may, emptyLibrary } : undefined;
}
