// "Choose a color / a creature type / a card name" (CR 105.4, 205.3m, 201.4): as a spell or ability resolves
// (608.2d) or as a permanent enters (614.12a), the choice the step made (`resolve choosing blue`, `… choosing Elf`,
// `… naming "…"`) is kept for the abilities linked to it, which refer to "the chosen color" (CR 607.2d).

import type { EffectHandlers } from './effect-context';
import { resolveSpec } from './effect-context';
import { makeChoice } from '../actions/choose';
import { chooseFromShownHand } from './hand-effects';

export const choiceEffects: EffectHandlers = {
  // CR 608.2d: chosen as it resolves; the rest of the ability refers to it (607.2d).
  choose: (s, out, e, ctx, cur) => {
    const made = makeChoice(s, out, e.what, ctx.choices, ctx.controller, ctx.sourceName, e.except);
    if (made) cur.chosen = { ...cur.chosen, ...made };
  },
  // "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature": an object
  // chosen as it resolves, not targeted (CR 608.2d, 115.10); the text after it names it "that creature" (608.2c).
  // CR 608.2d, 701.20a: "you choose a card from it": among the cards of a hand this ability showed (hand-effects.ts).
  'choose-target': (s, out, e, ctx, cur) => {
    if (e.fromIt) {
      cur.it = chooseFromShownHand(s, out, e, ctx, cur);
      return;
    }
    cur.it = resolveSpec(s, out, e.target, ctx, cur);
  },
};
