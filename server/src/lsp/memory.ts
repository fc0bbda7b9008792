// Returns memory after bulk work: a check that took long (opening a large set) leaves a heap full of its garbage,
// which V8 would keep committed for a long time; one full collection right after gives it back to the system.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A check at least this long (ms) is bulk work: collecting once after it costs little next to it. */
const BULK_MS = 1000;

let collect: (() => void) | null | undefined;
let scheduled = false;

/** V8's collector, made callable once (undefined when the runtime refuses). */
function collector(): (() => void) | null {
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const gc: unknown = runInNewContext('gc');
      collect = typeof gc === 'function' ? (gc as () => void) : null;
    } catch {
      collect = null;
    }
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
