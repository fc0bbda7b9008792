// Costs: unknown mana symbols inside rules text (CR 107.4) and the official order of mana symbols in the
// `cost` field and in every run of symbols in rules text (activation costs, keyword costs, "Add {G}{U}").

import { makeDiagnostic, makeFix, type Diagnostic } from '../../diagnostics/diagnostic';
import { msg } from '../../i18n';
import type { ManaSymbol, Span } from '../../model/types';
import { SharedFindings, type Check } from '../check';
import { unknownManaSymbol } from '../spelling';
import { facesOf, fieldOf } from './faces';
import { officialOrder, readCostSymbols, symbolRuns } from './mana-order';

function orderDiagnostic(symbols: ManaSymbol[], span: Span): Diagnostic | undefined {
  if (symbols.length === 0) return undefined;
  const written = symbols.map((s) => `{${s.text}}`);
  const wanted = officialOrder(symbols);
  if (written.join('') === wanted.join('')) return undefined;
  const text = wanted.join('');
  return makeDiagnostic('mana-symbol-order', msg('costs.order', { cost: text }), span, {
    cr: ['107.4', '202.1'],
    fixes: [makeFix(msg('fix.reorder-to', { text }), [{ span, newText: text }], true)],
  });
}

/** Each rules line's findings, shared by the lines written alike; and each cost field's, by its words and gaps. */
const sharedLines = new SharedFindings();
const sharedFields = new SharedFindings();

export const costsCheck: Check = {
  name: 'templating-costs',
  run: ({ doc }) => {
    const out: Diagnostic[] = [];
    for (const view of facesOf(doc)) {
      // The `cost` field: its symbols are separate tokens; only a cost written as one run of adjacent symbols
      // gets a fix (spaces between symbols would be lost otherwise).
      const costLine = fieldOf(view.node, 'cost');
      if (costLine && costLine.symbols.length > 0) {
        const words = costLine.symbols;
        // What is read of the field: its words and the gaps between them.
        let key = '';
        for (let i = 0; i < words.length; i++) key += `${i === 0 ? 0 : words[i]!.span.start - words[i - 1]!.span.end}${words[i]!.text}`;
        const found = sharedFields.of(key, words[0]!.span.start, () => {
          const syms = readCostSymbols(words);
          if (!syms) return [];
          const span = { start: words[0]!.span.start, end: words[words.length - 1]!.span.end };
          const contiguous = words.every((w, i) => i === 0 || w.span.start === words[i - 1]!.span.end);
          const d = orderDiagnostic(syms, span);
          if (!d) return [];
          if (!contiguous) d.fixes = [];
          return [d];
        });
        for (const d of found) out.push(d);
      }
      for (const line of view.lines) {
        // A rules line's symbols are read from its text alone.
        const found = sharedLines.of(line.text, line.span.start, () => {
          const one: Diagnostic[] = [];
          const { runs, unknown } = symbolRuns(line.text, line.span.start);
          for (const u of unknown) {
            one.push(unknownManaSymbol(u));
          }
          for (const run of runs) {
            const d = orderDiagnostic(run.symbols, run.span);
            if (d) one.push(d);
          }
          return one;
        });
        for (const d of found) out.push(d);
      }
    }
    return out;
  },
};
