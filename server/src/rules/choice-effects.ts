// "Choose a color", "choose a card name" as a spell or ability resolves (CR 608.2d): the choice the step made
// (`resolve choosing blue`, `resolve naming "…"`) is reported. What later text does with "the chosen color" is not
// carried out (the effect stays "understood, not simulated", so outcomes resting on it are inconclusive).

import { COLOR_NAMES } from '../model/types';
import type { EffectHandlers } from './effect-context';

export const choiceEffects: EffectHandlers = {
  choose: (_s, out, e, ctx) => {
    const c = ctx.choices;
    if (e.what === 'a color' && c?.color) out.note({ message: `${ctx.controller} chooses ${COLOR_NAMES[c.color]}`, cr: ['608.2d', '105.1'] });
    else if (e.what === 'a card name' && c?.cardName !== undefined) out.note({ message: `${ctx.controller} chooses the name "${c.cardName}"`, cr: ['608.2d', '201.4'] });
    else {
      const how = e.what === 'a color' ? '`resolve choosing blue`' : e.what === 'a card name' ? '`resolve naming "…"`' : 'a choice the scenario language has no words for yet';
      out.note({ message: `${ctx.controller} must choose ${e.what} (${how}); the simulator doesn't carry the choice further (inconclusive)`, cr: ['608.2d'] });
    }
  },
};
