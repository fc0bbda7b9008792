// The clock the regex-safety suites bound a run with: this process's own CPU time (user + system), not wall
// time, so a machine busy with other work doesn't make a linear pattern look slow. (Other threads of this
// process count too, e.g. garbage collection: a safe over-estimate.)

/** CPU milliseconds `run` took in this process, with its result. */
export function cpuTime<T>(run: () => T): { result: T; ms: number } {
  const start = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(start);
  return { result, ms: (used.user + used.system) / 1000 };
}
