// Both branches of a choice the scenario didn't make (issue 23): a "you may" instruction is chosen as its spell or
// ability resolves (CR 608.2d; for a triggered ability, 603.5), and a scenario that doesn't say `resolve accepting` or
// `resolve declining` leaves it open. The runner plays the scenario on every branch of such choices (a tree: declining
// one may meet other choices, or none), compares each line's answer across the branches, and answers definitely
// where they agree; where they differ the answer is inconclusive, naming the choices made before it. A tree too large
// to play in full leaves every answer from its first unplayed choice on inconclusive.

import type { Span } from '../../model/types';

/** One "you may" the scenario didn't decide, as a run met it: the step it was met in and the choice the run took. */
export interface UndecidedMay {
  step: number;
  sourceName: string;
  span: Span;
  accepted: boolean;
}

/** What one branch answered: each line's answer ('ok', 'failed', 'illegal', '?'), and the choices it met. */
export interface PlayedBranch {
  answers: readonly string[];
  mays: readonly UndecidedMay[];
}

/** At most this many runs of one scenario (the first is the run that accepts every choice, as before). */
export const MAX_BRANCHES = 16;

/**
 * Plays the branches of a scenario's undecided choices, the accepting one first (`play([])`), and says for each line
 * which choices its answer rests on: the choices met before or at it when two branches answer it differently, or
 * when some branch couldn't be played. Lines answered alike on every branch aren't listed.
 */
export function undecidedLines(play: (branch: readonly boolean[]) => PlayedBranch): Map<number, UndecidedMay[]> {
  const first = play([]);
  const out = new Map<number, UndecidedMay[]>();
  if (!first.mays.length) return out;
  const branches: PlayedBranch[] = [first];
  // Each run takes its given branch, then accepts; every later choice it accepted is a branch still to play.
  const todo: { given: boolean[]; step: number }[] = [];
  const childrenOf = (given: readonly boolean[], run: PlayedBranch) => {
    for (let j = given.length; j < run.mays.length; j++) todo.push({ given: [...run.mays.slice(0, j).map((m) => m.accepted), false], step: run.mays[j]!.step });
  };
  childrenOf([], first);
  let unplayedFrom = Infinity;
  while (todo.length) {
    const { given, step } = todo.shift()!;
    if (branches.length >= MAX_BRANCHES) {
      // Every branch agrees before the step the unplayed choice is met in; from there on nothing is known.
      unplayedFrom = Math.min(unplayedFrom, step);
      continue;
    }
    const run = play(given);
    branches.push(run);
    childrenOf(given, run);
  }
  first.answers.forEach((answer, line) => {
    const differs = line >= unplayedFrom || branches.some((b) => b.answers[line] !== answer);
    if (!differs) return;
    const before = first.mays.filter((m) => m.step <= line);
    out.set(line, before.length ? before : first.mays.slice(0, 1));
  });
  return out;
}
