// Counters a condition named, referred to by the instruction after it: "If ~ has five or more charge counters on it,
// remove all of them from it", "Then if ~ has seven or more ember counters on it, remove them and transform ~", "Then if
// there are three or more landmark counters on it, remove those counters, …" (CR 122.1: counters of one kind on one
// object; CR 608.2c: the instruction refers back to what the ability's text named before). The condition's reader
// (effects.ts parseWrapped) opens the scope while it reads the instructions after its comma; the removal is read only
// inside it, so "remove them" elsewhere stays not understood.

import type { Condition, Effect, Span, TargetSpec } from '../types';

/** The counters a condition names: one kind, on one object. */
export interface NamedCounters {
  counter: string;
  on: TargetSpec;
}

/** "~ has five or more charge counters on it", "~ has one or more +1/+1 counters on it", "there are three or more
 * landmark counters on it": the kind and the object (a condition naming no one kind names none). */
export function countersNamedBy(c: Condition): NamedCounters | undefined {
  if (c.kind === 'has-counters' && c.counter !== '') return { counter: c.counter, on: c.subject };
  if (c.kind === 'counters-on' && c.verb === 'has' && c.counter) return { counter: c.counter, on: c.subject };
  if (c.kind === 'compare' && c.quantity.kind === 'counters' && !c.quantity.had && c.quantity.counter !== '') return { counter: c.quantity.counter, on: c.quantity.on };
  return undefined;
}

let current: NamedCounters | undefined;

/** Reads `read` with the counters `c` names in scope (none: the scope is closed for it). */
export function withNamedCounters<T>(c: Condition, read: () => T): T {
  const before = current;
  current = countersNamedBy(c);
  try {
    return read();
  } finally {
    current = before;
  }
}

const REMOVE = /^remove (all of them|them|those counters)(?: from (.+))?$/;

/** "remove all of them [from it]", "remove them", "remove those counters": every counter of the kind named, from the
 * object written or, left out, the object the condition named (CR 122.1, 608.2c). */
export function readNamedCounterRemoval(text: string, span: Span, ref: (s: string) => TargetSpec | undefined): Effect | undefined {
  const m = current ? REMOVE.exec(text) : null;
  if (!m || !current) return undefined;
  const target = m[2] === undefined ? current.on : ref(m[2]);
  if (!target) return undefined;
  const countersNamed = m[1] as 'all of them' | 'them' | 'those counters';
  return { kind: 'add-counters', target, counter: current.counter, count: 0, remove: true, all: true, countersNamed, ...(m[2] === undefined ? { fromLeftOut: true } : {}), span };
}
