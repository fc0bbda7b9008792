// The client's guard on pulled diagnostics (client/src/pull-guard.ts): an answer whose pull was cancelled while it
// arrived is reported as a cancellation (VS Code then pulls again) instead of being handed on half converted.

import { describe, expect, it } from 'vitest';
import { guardCancelledPulls } from '../../client/src/pull-guard';

class Cancelled extends Error {}

describe('guardCancelledPulls', () => {
  const guard = guardCancelledPulls<string, { isCancellationRequested: boolean }, { items: number[] }>(() => new Cancelled());

  it('hands on the answer of a pull that was not cancelled', async () => {
    const token = { isCancellationRequested: false };
    await expect(guard('doc', 'id-1', token, async (doc, id, t) => {
      expect([doc, id, t]).toEqual(['doc', 'id-1', token]);
      return { items: [1, 2] };
    })).resolves.toEqual({ items: [1, 2] });
  });

  it('reports a pull cancelled while its answer was converted as cancelled', async () => {
    const token = { isCancellationRequested: false };
    const answer = guard('doc', undefined, token, async () => {
      token.isCancellationRequested = true; // a newer edit or a refresh arrives meanwhile
      return { items: [1, , 3] as number[] }; // what the client's conversion leaves when cancelled: holes
    });
    await expect(answer).rejects.toBeInstanceOf(Cancelled);
  });
});
