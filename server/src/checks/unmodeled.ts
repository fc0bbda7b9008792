// unmodeled-text hints: rules sentences the simulator keeps as text (a hint, never an error).

import { makeDiagnostic } from '../diagnostics/diagnostic';
import type { Check } from './check';

export const unmodeledCheck: Check = {
  name: 'unmodeled-text',
  run: ({ doc, options }) => {
    if (!options.showUnmodeled) return [];
    return doc.cards.flatMap((b) =>
      b.card.faces.flatMap((f) =>
        f.abilities.flatMap((a) =>
          a.unmodeled.map((span) => makeDiagnostic('unmodeled-text', 'The simulator does not model this sentence; scenarios and interaction analysis ignore it.', span)))));
  },
};
