// What a note scenario's run read of its face-down card, recorded as it ran: the proof that another card gives the
// same run (issue 27).
//
// The run is deterministic (rules/: no clock, no randomness) and reads the card only through the card object it is
// given: `ReadRecorder` hands it a proxy of the card that logs every read — each property read (its value), each `in`
// test and each listing of keys, under the path from the card (`faces.0.abilities.2.effects.0.kind`). A part of the
// model that is not plain data (a Map, a class instance, a function) makes the run unshareable; a frozen part (shared by
// every card with the line, `freezeSpanFree`) is recorded read by read like the rest (its proxy stands on an empty
// stand-in). A value the engine computes from the whole card and keeps (its printed values) is asked through
// rules/state/card-reads.ts `derivedOf`, and what the run reads of that value is recorded under its own root; a part
// reached by a second path (the printed values hold the card's own abilities) is recorded as the same part there.
// Another card on which every recorded read gives the same value makes the same reads in the same order and gets the
// same answers, so it gets the run's outcome without playing it.
//
// The card's own name is the one thing read that is not compared: it is read as `~` (in a string that holds it,
// each occurrence), as the classes of checks/interactions.ts `representativeKey` and rules/scenario/dependency.ts
// `dependencyKey` read it, and a run's outcome names the card it ran for (its `subject`): the note quotes each card's
// own text for it (notes/note-rests.ts). A card named as another card of the run is never shared (the scenario can't
// tell them apart).
//
// Runs of one question form a tree (`ReadTree`): each run's reads in the order it made them, the runs that agree on
// the first reads sharing that part; a card is looked up by reading it along the tree (one read per node).

import type { Card } from '../../model/types';
import { derivation, recordCard, type CardReader } from '../../rules/state/card-reads';

const SEP = '\u0001';
const HAS = '\u0002has';
const KEYS = '\u0002keys';
/** A root that is a value computed from the card (rules/state/card-reads.ts `derivedOf`), by its key. */
const DERIVED = '\u0003';
/** Between the two paths of one part reached twice. */
const ALIAS = '\u0004';

/** A value as a read records it (its own name as ~); objects by their kind: what is read of them is recorded under them. */
function valueRepr(v: unknown, own: boolean, name: string): string {
  switch (typeof v) {
    case 'string': return `s${v.split(name).join('~')}`;
    case 'number': return Object.is(v, -0) ? 'n-0' : `n${v}`;
    case 'boolean': return v ? 'T' : 'F';
    case 'undefined': return own ? 'U' : 'u';
    case 'object': {
      if (v === null) return 'N';
      // A Map or a class instance: what is read of it is not recorded, so no other card is shown to equal it.
      if (!proxied(v)) return own ? unshareable() : 'p';
      return Array.isArray(v) ? 'A' : 'O';
    }
    case 'function': return own ? unshareable() : `f${(v as { name?: string }).name ?? ''}`;
    default: return unshareable();
  }
}

let unique = 0;
/** A value no other read equals (a run that read it is never shared). */
const unshareable = () => `!${++unique}`;

/** Whether reads of `v` are recorded one by one (plain data: an object or an array) or `v` is recorded whole. */
function proxied(v: object): boolean {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

/** One read: the path from the card, the operation (a read, `in`, the keys) and its key. */
interface Read {
  at: string;
  repr: string;
}

/** The value at `parts` (a root, then keys) of `card`, or NOWHERE when a step is not plain data. */
const NOWHERE = Symbol('nowhere');
function resolve(card: Card, parts: readonly string[], count: number): unknown {
  // parts[0] is the root: the card itself (''), or a value computed from it (DERIVED + its key); then one key per step.
  let cur: unknown = card;
  if (parts[0]) {
    const compute = derivation(parts[0].slice(DERIVED.length));
    if (!compute) return NOWHERE;
    cur = compute(card);
  }
  for (let i = 1; i < count; i++) {
    if (cur === null || typeof cur !== 'object' || !proxied(cur)) return NOWHERE;
    cur = (cur as Record<string, unknown>)[parts[i]!];
  }
  return cur;
}

/** What a read gives on `card` (the same reading the recorder made, for another card). */
function readOn(card: Card, at: string): string {
  if (at.includes(ALIAS)) {
    // The part reached by this path is the one object the run reached first by the other: so it is on this card too.
    const [second, first] = at.split(ALIAS).map((p) => p.split(SEP));
    const a = resolve(card, second!, second!.length);
    return a !== null && typeof a === 'object' && a === resolve(card, first!, first!.length) ? 'same' : 'x';
  }
  const op = at.endsWith(HAS) ? 'has' : at.endsWith(KEYS) ? 'keys' : 'get';
  const parts = (op === 'get' ? at : at.slice(0, at.length - (op === 'has' ? HAS : KEYS).length)).split(SEP);
  const cur = resolve(card, parts, op === 'keys' ? parts.length : parts.length - 1);
  if (cur === null || typeof cur !== 'object' || !proxied(cur)) return '\u0000';
  if (op === 'keys') return Reflect.ownKeys(cur).map(String).join(SEP);
  const key = parts[parts.length - 1]!;
  if (op === 'has') return key in cur ? 'T' : 'F';
  return valueRepr((cur as Record<string, unknown>)[key], Object.prototype.hasOwnProperty.call(cur, key), card.name);
}

/**
 * Hands out a card whose reads are recorded (`card`): pass it to the run instead of the card itself. `reads`: each
 * read once, in the order they were first made; `shareable`: false when the run read something no other card can be
 * shown to equal, or reached one part of the card by two paths.
 */
export class ReadRecorder implements CardReader {
  readonly card: Card;
  readonly reads: Read[] = [];
  shareable = true;
  private readonly seen = new Set<string>();
  private readonly proxies = new WeakMap<object, { proxy: object; at: string }>();
  private readonly name: string;

  constructor(private readonly raw: Card) {
    this.name = raw.name;
    this.card = this.wrap(raw, '') as Card;
    recordCard(this.card, this);
  }

  derived<T extends object>(key: string, compute: (card: Card) => T): T {
    const value = compute(this.raw);
    return (proxied(value) ? this.wrap(value, `${DERIVED}${key}`) : value) as T;
  }

  private note(at: string, repr: string): void {
    if (this.seen.has(at)) return;
    this.seen.add(at);
    this.reads.push({ at, repr });
    if (repr.startsWith('!')) this.shareable = false;
  }

  /**
   * A proxy of `target` that records its reads under `at`. Its own target is an empty stand-in of the same kind, so a
   * frozen part (shared by every card with the line) is recorded read by read as well.
   */
  private wrap(target: object, at: string): object {
    const known = this.proxies.get(target);
    if (known) {
      // One part reached by a second path: recorded, so another card must have one part there too.
      if (known.at !== at) this.note(`${at}${ALIAS}${known.at}`, 'same');
      return known.proxy;
    }
    const t = target as Record<string | symbol, unknown>;
    const child = (key: string, v: unknown): unknown => {
      const own = Object.prototype.hasOwnProperty.call(t, key);
      const path = `${at}${SEP}${key}`;
      this.note(path, valueRepr(v, own, this.name));
      return v !== null && typeof v === 'object' && own && proxied(v) ? this.wrap(v, path) : v;
    };
    const proxy = new Proxy(Array.isArray(target) ? [] : Object.create(Object.getPrototypeOf(target) as object | null) as object, {
      get: (_s, key) => {
        const v = t[key];
        return typeof key === 'string' ? child(key, v) : v;
      },
      has: (_s, key) => {
        const v = key in t;
        if (typeof key === 'string') this.note(`${at}${SEP}${key}${HAS}`, v ? 'T' : 'F');
        return v;
      },
      ownKeys: () => {
        const keys = Reflect.ownKeys(t);
        this.note(`${at}${KEYS}`, keys.map(String).join(SEP));
        return keys;
      },
      getOwnPropertyDescriptor: (_s, key) => {
        const d = Reflect.getOwnPropertyDescriptor(t, key);
        if (!d) return undefined;
        const value = typeof key === 'string' && 'value' in d ? child(key, d.value) : d.value;
        // The stand-in's own `length` (an array's) is not configurable: it is reported so.
        return { value, writable: true, enumerable: d.enumerable ?? false, configurable: !(Array.isArray(target) && key === 'length') };
      },
      getPrototypeOf: () => Object.getPrototypeOf(target) as object | null,
      // The model is never written after its build (ARCHITECTURE.md): a run that writes it is not shared.
      set: (_s, key, v) => {
        this.shareable = false;
        return Reflect.set(t, key, v);
      },
      defineProperty: (_s, key, d) => {
        this.shareable = false;
        return Reflect.defineProperty(t, key, d);
      },
      deleteProperty: (_s, key) => {
        this.shareable = false;
        return Reflect.deleteProperty(t, key);
      },
    });
    this.proxies.set(target, { proxy, at });
    return proxy;
  }
}

interface Node<T> {
  /** The read made here (every run that got here made it next), or undefined at a leaf. */
  at?: string;
  next?: Map<string, Node<T>>;
  /** At a leaf: the outcome of the runs whose reads led here. */
  value?: T;
  leaf?: boolean;
}

/** A read's path as words: `printed.values.abilities.#.ability.kind` (numbers as #; a computed value by its key). */
export function readWords(at: string): string {
  return at.replace(ALIAS, ' = ').split(SEP).map((x) => (/^\d+$/.test(x) ? '#' : x.replace(DERIVED, ''))).join('.');
}

/** Runs of one question by what they read (see above): a card's outcome when a run read of another card what it has. */
export class ReadTree<T> {
  private readonly root: Node<T> = {};
  size = 0;

  /**
   * The outcome of a run that read of another card what `card` has, or undefined. `missed`: told the read where
   * `card` left the tree (its path and value, and the values runs read there) — where runs stop being shared.
   */
  find(card: Card, missed?: (at: string, value: string, known: readonly string[]) => void): { value: T } | undefined {
    let node: Node<T> | undefined = this.root;
    while (node) {
      if (node.leaf) return { value: node.value as T };
      if (node.at === undefined) return undefined;
      const value = readOn(card, node.at);
      const next: Node<T> | undefined = node.next?.get(value);
      if (!next) missed?.(node.at, value, [...node.next!.keys()]);
      node = next;
    }
    return undefined;
  }

  /** Adds a run's reads and outcome (a run whose reads leave the tree's order is not added). */
  add(reads: readonly Read[], value: T): void {
    let node = this.root;
    for (const r of reads) {
      if (node.leaf) return;
      if (node.at === undefined) {
        node.at = r.at;
        node.next = new Map();
      } else if (node.at !== r.at) return;
      let child = node.next!.get(r.repr);
      if (!child) node.next!.set(r.repr, (child = {}));
      node = child;
    }
    if (node.at !== undefined || node.leaf) return;
    node.leaf = true;
    node.value = value;
    this.size++;
  }
}
