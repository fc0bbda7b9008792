// Syntax: the parser's errors, and model-level field errors (unknown mana symbols in costs, unknown colors).

import { makeDiagnostic } from '../diagnostics/diagnostic';
import { msg } from '../i18n';
import type { Check } from './check';
import { unknownManaSymbol } from './spelling';
import { syntaxMessage } from './syntax-messages';

export const syntaxCheck: Check = {
  name: 'syntax',
  run: ({ doc }) => [
    ...doc.parse.errors.map((e) => makeDiagnostic('syntax-error', e.reason ? syntaxMessage(e.reason) : e.message, e.span)),
    ...doc.cards.flatMap((b) => [
      ...b.unknownSymbols.map((u) =>
        unknownManaSymbol(u)),
      ...b.unknownColors.map((u) =>
        makeDiagnostic('syntax-error', msg('syntax.not-a-color', { text: u.text }), u.span)),
    ]),
  ],
};
