// Line numbers of offsets in one text: the line starts are found once (one pass), each lookup is a binary search.
// (Counting the line breaks before an offset for every card of a large set was quadratic: issue 22, F4.)

/** The index of the last of the ascending `starts` at or before `offset` (0 when none is): a binary search. */
export function lastAtOrBefore(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) this.starts.push(at + 1);
  }

  /** The 0-based line of `offset` (an offset past the end is on the last line). */
  line(offset: number): number {
    return lastAtOrBefore(this.starts, offset);
  }
}
