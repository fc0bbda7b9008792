// The tokens one "create …" instruction names (CR 111.1): its first token and each one joined to it with "and"
// ("create a 1/1 Soldier token and a Treasure token"), in the order written.

import type { Effect, TokenSpec } from '../types';

/** The token specs of create-token instruction `e`, the first and then each joined one. */
export function createdTokens(e: Effect & { kind: 'create-token' }): TokenSpec[] {
  return [e.token, ...(e.more ?? []).map((m) => m.token)];
}
