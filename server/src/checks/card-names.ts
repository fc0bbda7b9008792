// Set-wide card names: duplicates across the workspace and scenario references to cards nobody defines.

import type { Ref, Step } from '../../../grammar/src/ast';
import { makeDiagnostic, makeRelated, type Diagnostic } from '../diagnostics/diagnostic';
import { msg } from '../i18n';
import type { Check } from './check';
import { closestWord, didYouMeanText, replaceWordFix } from './spelling';

/** Every card-name reference of a step (its own and those of a nested `expect illegal:` step). */
export function stepRefs(step: Step): Ref[] {
  switch (step.kind) {
    case 'setup': return step.cards;
    case 'cast': return [step.card, ...step.targets, ...(step.copying ? [step.copying] : [])];
    case 'activate': return [step.card, ...step.targets, ...(step.paying ?? [])];
    case 'apply': return [step.card, ...step.targets];
    case 'manifest-dread': return step.choosing ? [step.choosing] : [];
    case 'turn-face-up': return [step.target, ...(step.paying ?? [])];
    case 'counter': case 'turn-face-down': case 'move': case 'return': case 'counters':
    case 'tap': case 'untap': case 'transform': case 'gain-control':
      return [step.target];
    case 'attack': return step.attackers;
    case 'play-land': return [step.card];
    case 'foretell': case 'suspend': return [step.card, ...(step.paying ?? [])];
    case 'resolve': return step.targets ?? [];
    case 'block': return step.blocks.flatMap((b) => [b.attacker, ...b.blockers]);
    case 'deal-damage': return [...(step.target ? [step.target] : []), ...(step.source ? [step.source] : [])];
    case 'expect': return [step.subject];
    case 'expect-illegal': return stepRefs(step.step);
    default: return [];
  }
}

export const cardNamesCheck: Check = {
  name: 'card-names',
  run: ({ doc, workspace }) => {
    const out: Diagnostic[] = [];
    const byName = workspace.cardsByName();
    for (const { card } of doc.cards) {
      const same = byName.get(card.name) ?? [];
      if (card.name && same.length > 1) {
        const others = same.filter((c) => c !== card);
        out.push(makeDiagnostic('duplicate-card-name', msg('names.duplicate', { name: card.name }), card.nameSpan, {
          related: others.map((o) => makeRelated(o.uri, o.nameSpan, msg('names.also-defined', { name: o.name }))),
        }));
      }
    }
    for (const scenario of doc.scenarios) {
      for (const line of scenario.steps) {
        for (const ref of stepRefs(line.step)) {
          if (ref.kind === 'card-ref' && !byName.has(ref.name)) {
            const guess = closestWord(ref.name, byName.keys());
            out.push(makeDiagnostic('unresolved-card-name', msg('names.unresolved', { name: ref.name, suffix: didYouMeanText(guess ? `"${guess}"` : undefined) }), ref.span, {
              fixes: guess ? [replaceWordFix(ref.span, `"${guess}"`)] : [],
            }));
          }
        }
      }
    }
    return out;
  },
};
