// Tables looked up by words that come from user text (a card file, an imported file, a search query): with no
// inherited keys. A plain object literal also answers `constructor`, `toString` or `__proto__` from Object.prototype —
// a layout word `constructor` was taken as known, `&toString;` decoded to a function's source, a count of `constructor`
// cards was a function (issue 22, F13). test/robustness/prototype-keys.test.ts keeps string-keyed literals out.

/** A constant table without a prototype (frozen): `key in table` and `table[key]` see only its own entries. */
export function lookupTable<T extends object>(entries: T): Readonly<T> {
  return Object.freeze(Object.assign(Object.create(null) as T, entries));
}

/** An empty table to fill (counts, groups) without a prototype. */
export function emptyTable<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}
