// Lists kept for a document's life at their exact size: a list grown by `push` or made by `filter` reserves 16 or
// more slots (~150 bytes for a one-item list), and V8 never gives that slack back while the list lives.

/** `list` itself when it is empty (no slots), else an exact-size copy. */
export function exactSize<T>(list: T[]): T[] {
  return list.length === 0 ? list : list.slice();
}
