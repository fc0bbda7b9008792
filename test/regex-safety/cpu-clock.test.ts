// The regex-safety clock counts this thread's work only (cpu-clock.ts): another thread busy on the other core while
// this one waits adds nothing, so a loaded machine or the other test worker can't fail a bound. And a bound is
// judged on the fewest milliseconds of up to three runs: one slow run (a pause) is not the run's cost.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { boundedCpuTime, CLOCK, cpuTime, threadCpuMs, TRIES } from './cpu-clock';

describe('the regex-safety CPU clock', () => {
  it('reads a thread clock on Linux', () => {
    if (process.platform === 'linux') expect(CLOCK).toBe('thread');
  });

  it('does not count another thread\'s work while this thread waits', async () => {
    // The other thread spins until told to stop; this one sleeps (Atomics.wait: off the CPU) meanwhile.
    const flag = new Int32Array(new SharedArrayBuffer(8));
    const worker = new Worker(
      `const { workerData: f } = require('node:worker_threads'); Atomics.store(f, 1, 1); while (Atomics.load(f, 0) === 0) {}`,
      { eval: true, workerData: flag },
    );
    try {
      while (Atomics.load(flag, 1) === 0) await new Promise((r) => setTimeout(r, 5));
      const processBefore = process.cpuUsage();
      const { ms } = cpuTime(() => Atomics.wait(flag, 0, 0, 300));
      const processMs = (() => { const u = process.cpuUsage(processBefore); return (u.user + u.system) / 1000; })();
      Atomics.store(flag, 0, 1);
      expect(ms).toBeLessThan(50);
      // The process's clock did count the spinning thread (when it got a core at all): what the old clock measured.
      expect(processMs).toBeGreaterThanOrEqual(ms);
    } finally {
      Atomics.store(flag, 0, 1);
      await worker.terminate();
    }
  });

  it('counts this thread\'s own work', () => {
    const start = threadCpuMs();
    let x = 0;
    while (threadCpuMs() - start < 20) x++;
    expect(x).toBeGreaterThan(0);
    expect(threadCpuMs() - start).toBeGreaterThanOrEqual(20);
  });

  it('runs again only past the bound, and keeps the fewest milliseconds', () => {
    let calls = 0;
    expect(boundedCpuTime(1_000, () => ++calls)).toMatchObject({ result: 1, runs: 1 });
    // A first run that spins past the bound, then fast ones: the bound sees the fast run.
    calls = 0;
    const slowOnce = boundedCpuTime(10, () => {
      if (calls++ === 0) { const s = threadCpuMs(); while (threadCpuMs() - s < 15); }
      return calls;
    });
    expect(slowOnce.runs).toBe(2);
    expect(slowOnce.ms).toBeLessThan(10);
    // Slow every time: TRIES runs, still past the bound.
    const slowAlways = boundedCpuTime(5, () => { const s = threadCpuMs(); while (threadCpuMs() - s < 6); });
    expect(slowAlways.runs).toBe(TRIES);
    expect(slowAlways.ms).toBeGreaterThanOrEqual(5);
  });
});
