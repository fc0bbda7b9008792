// A set's notes two ways: with runs shared (by class and face-down identity) and with each card's own run
// (InteractionCache exact). Sharing never changes a note: the two lists are equal.

import { analyzeInteractions, InteractionCache } from '../../../server/src/checks/interactions';
import { Workspace } from '../../../server/src/model/workspace';

/** Every note of every document of `files`, with its links: shared runs (`sharing`: the cache that shares), then each card's own. */
export function notesBothWays(files: [string, string][], sharing = new InteractionCache()): { shared: string[]; exact: string[] } {
  const ws = new Workspace();
  for (const [uri, text] of files) ws.update(uri, text);
  const read = (cache: InteractionCache) => files.flatMap(([uri]) => analyzeInteractions(ws, uri, cache).map((d) => `${uri}:${d.span.start} ${d.message} [${(d.related ?? []).map((r) => r.message).join(', ')}]`));
  return { shared: read(sharing), exact: read(new InteractionCache(true)) };
}

