// Timing helpers for the bench: warm-up runs, repetitions, medians (never used by tests).

export interface Timing {
  median: number;
  min: number;
  max: number;
  reps: number;
}

export function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export function summarize(xs: number[]): Timing {
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), reps: xs.length };
}

/** Runs `setup(i)` untimed, then times `run(input)`; `warmup` runs first are thrown away. */
export function time<I>(opts: { warmup: number; reps: number }, setup: (i: number) => I, run: (input: I) => unknown): Timing {
  const out: number[] = [];
  for (let i = 0; i < opts.warmup + opts.reps; i++) {
    const input = setup(i);
    gc();
    const t0 = performance.now();
    run(input);
    const dt = performance.now() - t0;
    if (i >= opts.warmup) out.push(dt);
  }
  return summarize(out);
}

/** Like `time`, in CPU time of this process (user + system, all threads: GC helpers too), which the other jobs of a
 * shared machine disturb far less than the wall clock. */
export function cpuTime<I>(opts: { warmup: number; reps: number }, setup: (i: number) => I, run: (input: I) => unknown): Timing {
  const out: number[] = [];
  for (let i = 0; i < opts.warmup + opts.reps; i++) {
    const input = setup(i);
    gc();
    const c0 = cpuMs();
    run(input);
    const dt = cpuMs() - c0;
    if (i >= opts.warmup) out.push(dt);
  }
  return summarize(out);
}

export async function timeAsync<I>(opts: { warmup: number; reps: number }, setup: (i: number) => I | Promise<I>, run: (input: I) => Promise<unknown>): Promise<Timing> {
  const out: number[] = [];
  for (let i = 0; i < opts.warmup + opts.reps; i++) {
    const input = await setup(i);
    gc();
    const t0 = performance.now();
    await run(input);
    const dt = performance.now() - t0;
    if (i >= opts.warmup) out.push(dt);
  }
  return summarize(out);
}

export const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)) + ' ms';
export const fmt = (t: Timing): string => `${ms(t.median)} (median of ${t.reps}, min ${ms(t.min)}, max ${ms(t.max)})`;

/** CPU time of this process so far (user + system, every thread: garbage collection helpers included), in ms. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
