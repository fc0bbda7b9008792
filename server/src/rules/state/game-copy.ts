// A game copied, so that a game a scenario's first steps made can be played on again from the copy instead of being
// made again (issue 27: the set-wide notes make the same setup for thousands of runs, checks/notes/note-scenario.ts).
//
// The game state is plain data the rules modules write in place (game-state.ts), so a copy must own every array, map,
// set and object the engine may write: all of them are copied, the copy keeping which of them were the same object
// (an object reached twice is copied once). What the engine never writes is shared: the model's cards and their
// abilities (a built card is never written; the engine also keys memos and compares abilities by identity, so they
// must stay the very objects), and frozen objects (characteristics and printed values the layers made). A value of
// any other kind (a class instance, a function) is not known to be plain data: the game is then not copied at all,
// and the caller makes it again.

import type { Card } from '../../model/types';

/** Thrown inside a copy that meets a value it can't copy; `GameCopier.copy` answers undefined for it. */
class NotCopyable extends Error {}

export class GameCopier {
  private readonly shared = new Set<object>();
  private readonly copies = new Map<object, unknown>();

  /** `cards`: the model cards the game may hold (shared with their faces' abilities, never copied). */
  constructor(cards: Iterable<Card>) {
    for (const card of cards) {
      this.shared.add(card);
      for (const face of card.faces) for (const a of face.abilities) this.shared.add(a);
    }
  }

  /**
   * `value` copied as described above (one copier keeps the identities among everything it copies: the state and the
   * records kept beside it), or undefined when it holds a value that is not plain data.
   */
  copy<T>(value: T): T | undefined {
    try {
      return this.of(value);
    } catch (e) {
      if (e instanceof NotCopyable) return undefined;
      throw e;
    }
  }

  private of<T>(v: T): T {
    if (v === null || typeof v !== 'object') {
      if (typeof v === 'function' || typeof v === 'symbol') throw new NotCopyable();
      return v;
    }
    const o = v as unknown as object;
    if (this.shared.has(o) || Object.isFrozen(o)) return v;
    const known = this.copies.get(o);
    if (known !== undefined) return known as T;
    if (Array.isArray(o)) {
      const out: unknown[] = new Array(o.length);
      this.copies.set(o, out);
      for (let i = 0; i < o.length; i++) out[i] = this.of(o[i]);
      return out as T;
    }
    if (o instanceof Map) {
      const out = new Map();
      this.copies.set(o, out);
      for (const [k, x] of o) out.set(this.of(k), this.of(x));
      return out as T;
    }
    if (o instanceof Set) {
      const out = new Set();
      this.copies.set(o, out);
      for (const x of o) out.add(this.of(x));
      return out as T;
    }
    const proto = Object.getPrototypeOf(o);
    if (proto !== Object.prototype && proto !== null) throw new NotCopyable();
    const out: Record<string, unknown> = proto === null ? Object.create(null) : {};
    this.copies.set(o, out);
    for (const k of Object.keys(o)) out[k] = this.of((o as Record<string, unknown>)[k]);
    return out as T;
  }
}
