// The set-wide analysis on every core (issue 27): analyzeSources(sources, all) cut into chunks of sources, taken from a
// shared counter by this thread and by worker threads (checks/interaction-worker.ts, its own bundle beside this one:
// dist/interaction-worker.js), put back together in chunk order. A source's notes depend only on the source and the card
// list (the simulation caches share answers, never change one: test/checks/interaction-pool.test.ts compares the notes
// with and without the pool), so the answer is the same, in the same order, whoever analyzed which chunk.
//
// Synchronous for its caller (the incremental checker, in the CLI and in the server's slices): this thread analyzes
// chunks too, then waits on the shared counter (Atomics.wait) and reads the workers' answers from their ports
// (receiveMessageOnPort). A chunk a worker could not do is done here; no worker, no pool: everything is done here.
//
// Off with CARDSCRIPT_POOL=off (or 0); CARDSCRIPT_POOL=N: N workers. By default one worker per core beyond the first
// (at most MAX_WORKERS), for an analysis of at least MIN_SOURCES sources (below that, copying the cards costs more
// than it saves; CARDSCRIPT_POOL_MIN_SOURCES=N sets it).

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { serialize } from 'node:v8';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Card } from '../model/types';
import { CLOSED, STATE_FINISHED, STATE_JOINED, STATE_NEXT, STATE_WORDS, type ResultMessage, type SentNote, type ToWorker } from './interaction-pool-protocol';

export interface PoolOptions {
  /** Worker threads (besides this one). */
  workers: number;
  /** The least number of sources an analysis has for the pool to take it. */
  minSources: number;
  /** Sources per chunk (a source's notes take from well under a millisecond to seconds: small chunks keep the threads even). */
  chunk: number;
  /** The worker's bundle. */
  script: string;
  /** Whether this thread takes chunks too (default); false: the workers do every chunk (the tests: each worker joins). */
  here?: boolean;
}

const MAX_WORKERS = 3;
const MIN_SOURCES = 64;
const CHUNK = 4;
/** The workers are ended after this long without a job (the server: their copies of the cards are freed). */
const IDLE_MS = 5_000;
/** How long this thread waits for a worker that makes no progress before it does the worker's chunks itself. */
const STALLED_MS = 600_000;

/** The worker bundle beside this module's bundle (dist/cli-commands.js, dist/server.js: dist/interaction-worker.js). */
function defaultScript(): string {
  return path.join(__dirname, 'interaction-worker.js');
}

/** The pool's options from the environment (CARDSCRIPT_POOL) and the machine; undefined: no pool. */
export function poolOptions(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism(), script = defaultScript()): PoolOptions | undefined {
  const asked = env['CARDSCRIPT_POOL']?.trim().toLowerCase();
  if (asked === 'off' || asked === '0' || asked === 'false') return undefined;
  const n = asked && /^\d+$/.test(asked) ? Number(asked) : Math.min(MAX_WORKERS, cores - 1);
  if (n < 1) return undefined;
  if (!existsSync(script)) return undefined; // run from source (the tests): no bundle to start
  const min = env['CARDSCRIPT_POOL_MIN_SOURCES']?.trim();
  return { workers: n, minSources: min && /^\d+$/.test(min) ? Number(min) : MIN_SOURCES, chunk: CHUNK, script };
}

/**
 * The language server's pool: none unless CARDSCRIPT_POOL asks for one. Each worker holds its own copy of the cards, so a
 * pool raises the server's memory by about that much again (the real pool open: +330 MB measured with the CLI), against
 * issue 27's server RSS target of 200 MB; the CLI, a short-lived process, has the pool by default.
 */
export function serverPoolOptions(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism(), script = defaultScript()): PoolOptions | null {
  return env['CARDSCRIPT_POOL']?.trim() ? poolOptions(env, cores, script) ?? null : null;
}

interface Member {
  worker: Worker;
  /** This thread's end of the worker's answer channel. */
  answers: MessagePort;
  broken: boolean;
}

/** Threads that analyze chunks of sources with this one (see the file's comment). */
export class InteractionPool {
  private members: Member[] = [];
  /** The card list the workers hold, its number and each card's index. */
  private sent: { all: readonly Card[]; id: number; indexOf: Map<Card, number> } | undefined;
  private lists = 0;
  private jobs = 0;
  private idle: ReturnType<typeof setTimeout> | undefined;
  /** Chunks done here and by the workers, jobs run (counted for the tests and the bench). */
  readonly work = { jobs: 0, chunksHere: 0, chunksByWorkers: 0, chunksRedone: 0 };

  constructor(readonly options: PoolOptions) {}

  /** Whether the pool takes an analysis of `count` sources. */
  takes(count: number): boolean {
    return count >= this.options.minSources;
  }

  /**
   * `analyze(chunk)` (the notes of a list of sources, in order, against `all`) of every source of `sources`, in order:
   * the chunks shared between this thread and the workers. `analyze` runs here; the workers run analyzeSources with
   * their own caches.
   */
  run(sources: readonly Card[], all: readonly Card[], analyze: (chunk: readonly Card[]) => Diagnostic[]): Diagnostic[] {
    if (this.idle) clearTimeout(this.idle);
    try {
      return this.shared(sources, all, analyze);
    } finally {
      this.idle = setTimeout(() => this.end(), IDLE_MS);
      this.idle.unref?.();
    }
  }

  private shared(sources: readonly Card[], all: readonly Card[], analyze: (chunk: readonly Card[]) => Diagnostic[]): Diagnostic[] {
    const members = this.started();
    const list = members.length ? this.listFor(all, members) : undefined;
    const indexes = list ? sources.map((s) => list.indexOf.get(s) ?? -1) : [];
    if (!list || indexes.includes(-1)) return analyze(sources);
    this.work.jobs++;
    const { chunk } = this.options;
    const chunks = Math.ceil(sources.length / chunk);
    const state = new Int32Array(new SharedArrayBuffer(STATE_WORDS * 4));
    const job = ++this.jobs;
    for (const m of members) m.worker.postMessage({ kind: 'job', job, list: list.id, sources: indexes, chunk, state: state.buffer as SharedArrayBuffer } satisfies ToWorker);
    const done: (Diagnostic[] | undefined)[] = new Array(chunks);
    const slice = (c: number) => sources.slice(c * chunk, (c + 1) * chunk);
    const here = this.options.here ?? true;
    if (here) {
      for (let c = Atomics.add(state, STATE_NEXT, 1); c < chunks; c = Atomics.add(state, STATE_NEXT, 1)) {
        done[c] = analyze(slice(c));
        this.work.chunksHere++;
      }
    }
    // Every chunk is taken: a worker that has not joined yet (still reading the cards) stays out; those that joined are
    // waited for. (Not taking chunks here, every worker is waited for.)
    const waitFor = (joined: number) => {
      let last = Date.now();
      for (let finished = Atomics.load(state, STATE_FINISHED); finished < joined; finished = Atomics.load(state, STATE_FINISHED)) {
        if (Atomics.wait(state, STATE_FINISHED, finished, 1_000) !== 'timed-out') last = Date.now();
        else if (Date.now() - last > STALLED_MS) break;
      }
    };
    if (!here) waitFor(members.length);
    waitFor(Atomics.add(state, STATE_JOINED, CLOSED));
    for (const m of members) {
      for (let r = receiveMessageOnPort(m.answers); r; r = receiveMessageOnPort(m.answers)) {
        const result = r.message as ResultMessage;
        if (result.job !== job) continue;
        for (const { chunk: c, notes } of result.chunks) {
          done[c] = notes.map((n) => relinked(n, all));
          this.work.chunksByWorkers++;
        }
      }
    }
    // A chunk a worker could not do (or did not answer for) is done here.
    const out: Diagnostic[] = [];
    for (let c = 0; c < chunks; c++) {
      let notes = done[c];
      if (!notes) {
        notes = analyze(slice(c));
        this.work.chunksRedone++;
      }
      for (const d of notes) out.push(d);
    }
    return out;
  }

  /** The workers, started on first use; a worker that failed is left out. */
  private started(): Member[] {
    if (!this.members.length) {
      for (let i = 0; i < this.options.workers; i++) {
        try {
          const { port1, port2 } = new MessageChannel();
          const worker = new Worker(this.options.script, { workerData: { port: port2 }, transferList: [port2] });
          const member: Member = { worker, answers: port1, broken: false };
          worker.on('error', () => { member.broken = true; });
          worker.on('exit', () => { member.broken = true; });
          worker.unref();
          port1.unref();
          this.members.push(member);
        } catch {
          break;
        }
      }
    }
    return this.members.filter((m) => !m.broken);
  }

  /** The card list the workers hold: `all`, sent (one copy, serialized once for every worker) when it is another list. */
  private listFor(all: readonly Card[], members: Member[]): NonNullable<InteractionPool['sent']> {
    if (this.sent?.all === all) return this.sent;
    const bytes = serialize(all);
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.length));
    shared.set(bytes);
    const id = ++this.lists;
    for (const m of members) m.worker.postMessage({ kind: 'cards', list: id, cards: shared } satisfies ToWorker);
    return (this.sent = { all, id, indexOf: new Map(all.map((c, i) => [c, i] as const)) });
  }

  /** Ends the workers (their copies of the cards with them); the next analysis starts them again. */
  end(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = undefined;
    for (const m of this.members) void m.worker.terminate();
    this.members = [];
    this.sent = undefined;
  }
}

/** A worker's note with its related locations pointing at this thread's cards (the name span objects, as analyzeSources makes them). */
function relinked({ note, related }: SentNote, all: readonly Card[]): Diagnostic {
  if (!note.related || !related) return note;
  note.related = note.related.map((r, k) => {
    const card = related[k] === undefined || related[k]! < 0 ? undefined : all[related[k]!];
    return card && card.uri === r.uri && card.nameSpan.start === r.span.start && card.nameSpan.end === r.span.end ? { ...r, span: card.nameSpan } : r;
  });
  return note;
}
