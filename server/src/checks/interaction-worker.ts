// A worker of the set-wide pool (checks/interaction-pool.ts; its own bundle, dist/interaction-worker.js): holds a copy of
// the workspace's cards, takes chunks of a job's sources from the shared counter, analyzes each chunk with its own
// simulation cache (analyzeSources: a source's notes depend on the source and the card list only) and sends the notes back.

import { deserialize } from 'node:v8';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { Card } from '../model/types';
import { analyzeSources, InteractionCache } from './interactions';
import { CLOSED, STATE_FINISHED, STATE_JOINED, STATE_NEXT, type JobMessage, type ResultMessage, type SentNote, type ToWorker } from './interaction-pool-protocol';

const answers = (workerData as { port: MessagePort }).port;
let list: { id: number; cards: Card[]; bySpan: Map<Card['nameSpan'], number> } | undefined;
/** The worker's simulations, kept across lists as the main thread's are (keyed on rules identities, bounded). */
const cache = new InteractionCache();

function run(job: JobMessage): void {
  const state = new Int32Array(job.state);
  // Joined after the main thread took the last chunk: nothing to do, nothing to say.
  if (Atomics.add(state, STATE_JOINED, 1) >= CLOSED) return;
  const result: ResultMessage = { kind: 'result', job: job.job, chunks: [], failed: [] };
  try {
    const chunks = Math.ceil(job.sources.length / job.chunk);
    for (let c = Atomics.add(state, STATE_NEXT, 1); c < chunks; c = Atomics.add(state, STATE_NEXT, 1)) {
      if (!list || list.id !== job.list) { result.failed.push(c); continue; }
      try {
        const { cards, bySpan } = list;
        const sources = job.sources.slice(c * job.chunk, (c + 1) * job.chunk).map((i) => cards[i]!);
        const notes: SentNote[] = analyzeSources(sources, cards, cache).map((note) => ({
          note,
          related: note.related?.map((r) => {
            const i = bySpan.get(r.span);
            return i !== undefined && cards[i]!.uri === r.uri ? i : -1;
          }),
        }));
        result.chunks.push({ chunk: c, notes });
      } catch {
        result.failed.push(c);
      }
    }
  } finally {
    answers.postMessage(result);
    Atomics.add(state, STATE_FINISHED, 1);
    Atomics.notify(state, STATE_FINISHED);
  }
}

parentPort!.on('message', (m: ToWorker) => {
  if (m.kind === 'cards') {
    const cards = deserialize(m.cards) as Card[];
    list = { id: m.list, cards, bySpan: new Map(cards.map((c, i) => [c.nameSpan, i] as const)) };
  } else run(m);
});
