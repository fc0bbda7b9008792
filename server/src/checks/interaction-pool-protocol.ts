// What the set-wide pool's threads say to each other (checks/interaction-pool.ts, the main side; checks/interaction-worker.ts,
// a worker): the card list once per list, then jobs whose sources are taken chunk by chunk from a shared counter.

import type { Diagnostic } from '../diagnostics/diagnostic';

/**
 * The workspace's cards for a worker's copy, per list: `v8.serialize(cards)` (objects shared in the list stay shared in
 * the copy), in shared memory (serialized once for every worker).
 */
export interface CardsMessage {
  kind: 'cards';
  /** Which list (the pool's own number: a job names the list its source indexes point into). */
  list: number;
  cards: Uint8Array;
}

/**
 * One analysis: `sources` (indexes into list `list`) cut into chunks of `chunk`; `state` the shared words (STATE_*).
 * The worker answers on `port` (its own channel: read by the main thread with receiveMessageOnPort while it waits).
 */
export interface JobMessage {
  kind: 'job';
  job: number;
  list: number;
  sources: number[];
  chunk: number;
  state: SharedArrayBuffer;
}

export type ToWorker = CardsMessage | JobMessage;

/** A note as a worker sends it: its related locations as indexes into the list (each a card's name), or -1. */
export interface SentNote {
  note: Diagnostic;
  related: number[] | undefined;
}

/** A worker's answer to one job: the notes of each chunk it took, and the chunks it could not do (the main thread does them). */
export interface ResultMessage {
  kind: 'result';
  job: number;
  chunks: { chunk: number; notes: SentNote[] }[];
  failed: number[];
}

/** The shared words of a job (Int32Array indexes). */
/** The next chunk to take (Atomics.add). */
export const STATE_NEXT = 0;
/** Workers that joined the job; CLOSED added by the main thread once every chunk is taken (a worker joining after does nothing). */
export const STATE_JOINED = 1;
/** Workers that joined and have sent their answer (Atomics.notify on it). */
export const STATE_FINISHED = 2;
export const STATE_WORDS = 3;
export const CLOSED = 1 << 24;
