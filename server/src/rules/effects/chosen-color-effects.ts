// "~ becomes the color of your choice until end of turn", "Target permanent becomes the color of your choice" (CR
// 105.3, 608.2d): the color is chosen as the spell or ability resolves (the step's `choosing blue`), and the object
// becomes that color — a layer-5 color-setting effect (613.1e) for the duration.

import { makeChoice } from '../actions/choose';
import type { EffectHandlers } from './effect-context';
import { layeredEffects } from './layered-effects';

export const chosenColorEffects: EffectHandlers = {
  'become-chosen-color': (s, out, e, ctx, cur) => {
    const made = cur.chosen?.color ? { color: cur.chosen.color } : makeChoice(s, out, 'a color', ctx.choices, ctx.controller, ctx.sourceName);
    if (!made?.color) return;
    cur.chosen = { ...cur.chosen, ...made };
    layeredEffects['become-type']!(s, out, { kind: 'become-type', target: e.target, colors: [made.color], cardTypes: [], subtypes: [], additive: false, duration: e.duration, span: e.span }, ctx, cur);
  },
};
