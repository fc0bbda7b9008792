// Checking with and without the caches: the editor's path (AnalysisHost: memos, the incremental checker's per-card and
// per-source caches, the simulations shared by rules identity), each file checked cold then again after an edit and
// its undo (every cache warm), against a check from scratch with every bounded cache, the line memo, the layer
// passes kept during a read (rules/layers/world.ts; with them the characteristics made once per read), the printed lists
// the layers share, a filter's words split once and a card's own characteristics once (rules/state) and a message's
// words made once (i18n/format.ts, per message object and per values), a clause's memo of slot texts that don't read (model/abilities/phrase-templates.ts)
// the skip of a trigger line's effect after a comma whose condition doesn't read (model/abilities/parse-ability.ts) and
// the narrowing of the key of runs that saw the card leave (checks/notes/left-unseen.ts) and of the face-up key to what the
// scenario's filters read (checks/notes/face-down-identity.ts faceUpReading), and those runs shared whatever else their source says
// and with life or a restriction after the move (checks/notes/left-unseen.ts setSourceOutsideEnabled, setAfterMoveEnabled) and the manifest and cloak notes made
// once per set (checks/interactions.ts putDownNote) and the notes an analysis hands back made of the same parts
// (checks/interactions.ts NoteMemo) switched off.

import { setLineMemoEnabled } from '../../grammar/src/parse';
import { AnalysisHost } from '../../server/src/analysis/analysis-host';
import { checkDocument } from '../../server/src/checks';
import type { Diagnostic } from '../../server/src/diagnostics/diagnostic';
import { setBoundedCachesEnabled } from '../../server/src/model/bounded-cache';
import { Workspace } from '../../server/src/model/workspace';
import { setFrozenListSharingEnabled, setWorldCacheEnabled } from '../../server/src/rules/layers';
import { setFilterWordsMemoEnabled } from '../../server/src/rules/state/filters';
import { setOwnCardMemoEnabled } from '../../server/src/rules/state/objects';
import { setRenderMemoEnabled } from '../../server/src/i18n/format';
import { setUnreadSlotMemoEnabled } from '../../server/src/model/abilities/phrase-templates';
import { setTriggerCommaSkipEnabled } from '../../server/src/model/abilities/parse-ability';
import { setAfterMoveEnabled, setLeftKeyNarrowEnabled, setSourceOutsideEnabled } from '../../server/src/checks/notes/left-unseen';
import { setSetupCopyEnabled } from '../../server/src/checks/notes/note-scenario';
import { setFaceUpNarrowEnabled } from '../../server/src/checks/notes/face-down-identity';
import { setNoteMemoEnabled, setPutDownNoteMemoEnabled } from '../../server/src/checks/interactions';

export type Files = ReadonlyMap<string, string>;

/**
 * Runs `fn` with every BoundedCache, the parser's line memo and the engine's layer passes kept while the game can't
 * change (rules/layers/world.ts) off (nothing read from them, nothing kept).
 */
export function withoutCaches<T>(fn: () => T): T {
  setBoundedCachesEnabled(false);
  setLineMemoEnabled(false);
  setWorldCacheEnabled(false);
  setFrozenListSharingEnabled(false);
  setFilterWordsMemoEnabled(false);
  setOwnCardMemoEnabled(false);
  setRenderMemoEnabled(false);
  setUnreadSlotMemoEnabled(false);
  setTriggerCommaSkipEnabled(false);
  setLeftKeyNarrowEnabled(false);
  setSetupCopyEnabled(false);
  setFaceUpNarrowEnabled(false);
  setSourceOutsideEnabled(false);
  setAfterMoveEnabled(false);
  setPutDownNoteMemoEnabled(false);
  setNoteMemoEnabled(false);
  try {
    return fn();
  } finally {
    setBoundedCachesEnabled(true);
    setLineMemoEnabled(true);
    setWorldCacheEnabled(true);
    setFrozenListSharingEnabled(true);
    setFilterWordsMemoEnabled(true);
    setOwnCardMemoEnabled(true);
    setRenderMemoEnabled(true);
    setUnreadSlotMemoEnabled(true);
    setTriggerCommaSkipEnabled(true);
    setLeftKeyNarrowEnabled(true);
    setSetupCopyEnabled(true);
    setFaceUpNarrowEnabled(true);
    setSourceOutsideEnabled(true);
    setAfterMoveEnabled(true);
    setPutDownNoteMemoEnabled(true);
    setNoteMemoEnabled(true);
  }
}

/** A diagnostic as the data a client receives (code, severity, message, spans, related locations, CR, fixes). */
function plain(ds: Diagnostic[]): unknown[] {
  return JSON.parse(JSON.stringify(ds)) as unknown[];
}

/** Every file's diagnostics from scratch, caches off: a fresh workspace and `checkDocument` per file. */
export function checkedWithoutCaches(files: Files): Map<string, unknown[]> {
  return withoutCaches(() => {
    const ws = new Workspace();
    for (const [uri, text] of files) ws.update(uri, text);
    return new Map([...files.keys()].map((uri) => [uri, plain(checkDocument(ws, uri))]));
  });
}

/**
 * Every file's diagnostics on the editor's path with its caches: checked cold, then each file opened with a line
 * added, checked, and changed back (the caches now hold the previous versions' work), and every file checked again.
 * Returns both rounds.
 */
export function checkedWithCaches(files: Files): { cold: Map<string, unknown[]>; warm: Map<string, unknown[]> } {
  const host = new AnalysisHost();
  for (const [uri, text] of files) host.setDiskFile(uri, text);
  const all = () => new Map([...files.keys()].map((uri) => [uri, plain(host.check(uri))]));
  const cold = all();
  let version = 1;
  for (const [uri, text] of files) {
    host.openDocument(uri, `${text}\n# touched\n`, version++);
    host.check(uri);
    host.changeDocument(uri, text, version++);
  }
  return { cold, warm: all() };
}
