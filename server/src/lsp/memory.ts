// Returns memory after bulk work: a check that took long (opening a large set) leaves a heap full of its garbage,
// which V8 would keep committed for a long time; one full collection right after gives it back to the system.

// The collector is there when the server runs with --expose-gc (the VS Code client starts it so); other clients
// that start `node dist/server.js` plainly (neovim) get no extra collection unless their configuration passes the
// flag. (No `vm`/`v8` tricks to reach it: the server loads no module that can evaluate code,
// test/resilience/trust.test.ts.) Heap flags that would lower the resident memory further (a compacting collection,
// a smaller young generation) and what they cost: bench/README.md, item 5.

/** A check at least this long (ms) is bulk work: collecting once after it costs little next to it. */
const BULK_MS = 1000;

let collect: (() => void) | null | undefined;
let scheduled = false;

/** V8's collector, when the process was started with --expose-gc. */
function collector(): (() => void) | null {
  if (collect === undefined) {
    const gc = (globalThis as { gc?: unknown }).gc;
    collect = typeof gc === 'function' ? (gc as () => void) : null;
  }
  return collect;
}

/** Work that took `ms` just ended: after bulk work, collect garbage once the current turn (its reply) is done. */
export function afterWork(ms: number): void {
  if (ms < BULK_MS || scheduled) return;
  const gc = collector();
  if (!gc) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    gc();
  });
}
