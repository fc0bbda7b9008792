// The clock the regex-safety suites bound a run with: the CPU time of this thread alone, not wall time and not the
// process's CPU time. `npm test` runs test files in two worker threads of one process, and the process's CPU time
// (`process.cpuUsage`) counts the other worker's work and V8's background threads (concurrent GC) while this one
// waits for a core: on a loaded machine a run of a millisecond measured hundreds. This thread's time on a CPU is read
// from Linux's /proc/thread-self/schedstat (nanoseconds; `process.threadCpuUsage` where Node has it, Node 23.9+); other
// systems fall back to the process's CPU time.
//
// What the thread itself does still counts: a garbage collection pause it takes, or a cold first run (code compiled,
// caches filled). `boundedCpuTime` therefore runs again when a run exceeds its bound and keeps the fewest
// milliseconds: a pattern that backtracks is slow every time, a pause is not.
import { readFileSync } from 'node:fs';

type ThreadUsage = () => { user: number; system: number };
const threadCpuUsage = (process as unknown as { threadCpuUsage?: ThreadUsage }).threadCpuUsage;

function readSchedstat(): number | undefined {
  try {
    const ns = Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : undefined;
  } catch {
    return undefined;
  }
}

/** Which clock `threadCpuMs` reads (the test of this file checks the thread clock is one). */
export const CLOCK: 'thread' | 'process' = threadCpuUsage || readSchedstat() !== undefined ? 'thread' : 'process';

/** CPU milliseconds used so far by this thread (by the process where no thread clock exists). */
export function threadCpuMs(): number {
  if (threadCpuUsage) {
    const u = threadCpuUsage.call(process);
    return (u.user + u.system) / 1000;
  }
  const own = CLOCK === 'thread' ? readSchedstat() : undefined;
  if (own !== undefined) return own;
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** CPU milliseconds `run` took in this thread, with its result. */
export function cpuTime<T>(run: () => T): { result: T; ms: number } {
  const start = threadCpuMs();
  const result = run();
  return { result, ms: threadCpuMs() - start };
}

/** Up to this many runs when the first exceeds its bound. */
export const TRIES = 3;

/**
 * `run`'s CPU time in this thread against a bound: one run when it stays under the bound, else up to TRIES runs and
 * the fewest milliseconds among them (a pause in one run is not the pattern's cost). The result is the last run's.
 */
export function boundedCpuTime<T>(maxMs: number, run: () => T): { result: T; ms: number; runs: number } {
  let { result, ms } = cpuTime(run);
  let runs = 1;
  while (ms >= maxMs && runs < TRIES) {
    const again = cpuTime(run);
    result = again.result;
    ms = Math.min(ms, again.ms);
    runs++;
  }
  return { result, ms, runs };
}
