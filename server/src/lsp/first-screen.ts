// The cold open of a large document (issue 27): the set-wide provider's first pull is answered with the complete
// set-wide notes of the cards on the first screen — the lines the editor shows when it opens a file — then the rest
// (lsp/set-wide-follow-up.ts: the analysis in slices, then a refresh, whose pull gets the whole report). On the bench's
// 1,000 cards the first squiggles are set-wide notes on line 10, which waited for the analysis of every card.
//
// Every note sent early is the note the whole report has, word for word and place for place: a source's notes are made
// against every card of the workspace (every face-down class), and a repeat is shortened by the notes before it only
// (checks/interactions.ts firstCardsNotes), so the notes of the first cards are the first notes of the whole report;
// they go through the same filters (suppressions, knock-ons, fixes that change lexing) and order as every check's
// findings (checks/index.ts checkDocument). test/lsp/first-screen.test.ts: the early report is part of the final one.
//
// The first screen's runs are played with the checker's interaction cache (IncrementalChecker.firstCardsNotes): the whole analysis,
// which comes next, plays none of them again.

import type { Diagnostic } from '../diagnostics/diagnostic';
import type { DocumentAnalysis } from '../analysis/document-analysis';
import { checkDocument } from '../checks';
import type { Workspace } from '../model/workspace';

/**
 * How many lines the first screen has: a tall window's (VS Code shows ~45–70 lines at an open; the notes of a card
 * partly in view count too). More lines, more sources analyzed before the first answer.
 */
export const FIRST_SCREEN_LINES = 100;

/**
 * Up to how many cards in the workspace the first screen's notes include those of a card that puts cards face down
 * (manifest, cloak): such a note reads every card's manifest and cloak outcomes (~0.1 s for 452 face-down cards, ~1 s
 * for a real pool of 11,626 — run again by the whole analysis). Above it, the first screen's notes stop before that card.
 */
export const PUT_DOWN_CARDS = 2000;

/** Where line `lines` (0-based) starts in `text` (its length when it has fewer lines). */
function lineOffset(text: string, lines: number): number {
  let at = 0;
  for (let n = 0; n < lines; n++) {
    const nl = text.indexOf('\n', at);
    if (nl < 0) return text.length;
    at = nl + 1;
  }
  return at;
}

/** What the first screen's notes need of the analysis host (analysis/analysis-host.ts). */
export interface FirstNotesHost {
  readonly workspace: Workspace;
  /** The set-wide notes of `uri`'s cards that start before offset `upTo`, with the checker's simulations (AnalysisHost.firstCardsNotes). */
  firstCardsNotes(uri: string, upTo: number, putDownToo: boolean): Diagnostic[];
}

/**
 * The set-wide notes of the cards that start on the first `lines` lines of `a`'s document, as its whole set-wide
 * report has them (in `host`'s workspace, the one `a` belongs to: the caller checks `a.current`). Played with the
 * checker's interaction cache: the whole analysis, which runs next, plays none of their runs again. Undefined when
 * there is none or it failed (then no early answer).
 */
export function firstScreenNotes(a: DocumentAnalysis, host: FirstNotesHost, lines = FIRST_SCREEN_LINES, putDownCards = PUT_DOWN_CARDS): Diagnostic[] | undefined {
  let notes: Diagnostic[];
  try {
    notes = host.firstCardsNotes(a.uri, lineOffset(a.text, lines), host.workspace.allCards().length <= putDownCards);
  } catch {
    return undefined; // the whole analysis answers (guarded there)
  }
  if (!notes.length) return undefined;
  return checkDocument(host.workspace, a.uri, undefined, [{ name: 'interactions', run: () => notes }]);
}
