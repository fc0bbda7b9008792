// A list filled item by item in one reused array, then made once at its exact size.

/**
 * A list being filled, kept in one reused array: the tree lives as long as its document, so each of its lists is made
 * once, at its exact size, when it is complete (`done`). A list filled by `push` would reserve 16+ slots, and the exact
 * copy made of it afterwards doubled the pass's allocation (about 6 MB on a 10,000-card file, thrown away).
 */
export class Filling<T> {
  private slots: T[] = [];
  private top = 0;
  add(x: T): void {
    this.slots[this.top++] = x;
  }
  /** Whether an item has this `kind` (no closure per question: the structure pass asks it once per field line). */
  someKind(this: Filling<T & { kind: string }>, kind: string): boolean {
    for (let i = 0; i < this.top; i++) if (this.slots[i]!.kind === kind) return true;
    return false;
  }
  /** The list's items at its exact size; the filling starts empty again, holding none of them (an old tree is not kept alive). */
  done(): T[] {
    const out = this.slots.slice(0, this.top);
    this.clear();
    return out;
  }
  clear(): void {
    // A filling that grew large (the lines of a whole large text) is not kept for the rest of the process.
    if (this.slots.length > 65_536) this.slots = [];
    else for (let i = 0; i < this.top; i++) this.slots[i] = undefined as T;
    this.top = 0;
  }
}
