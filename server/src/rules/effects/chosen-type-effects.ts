// "~ becomes the creature type of your choice until end of turn", "Target land becomes the basic land type of your
// choice until end of turn" (CR 608.2d, 205.3m, 305.6): the type the step chose as it resolves (`resolve choosing Elf`,
// `resolve choosing Island`) becomes the object's one subtype of that set in layer 4 (205.1a, 613.1d; a basic land
// type also takes away the land's rules-text abilities, 305.7); "in addition to its other types" adds it (205.1b).
// A choice never made does nothing, and what follows rests on it (inconclusive).

import type { Effect } from '../../model/types';
import type { EffectHandlers } from './effect-context';
import { resolveSpec } from './effect-context';
import { lockEffect } from './layered-effects';
import { makeChoice } from '../actions/choose';
import { msg } from '../../i18n';

export const chosenTypeEffects: EffectHandlers = {
  'become-chosen-type': (s, out, e, ctx, cur) => {
    // A type linked to an earlier choice ("the chosen type") is not carried out (effect-descriptors.ts).
    if (e.chosen) return;
    let type: string | undefined;
    if (e.basicLand) {
      type = ctx.choices?.basicLandType;
      if (type) out.note({ why: msg('rules.act.chooses-basic-land-type', { player: ctx.controller, type }), cr: ['305.6', '608.2d'] });
      else {
        out.note({ why: msg('rules.act.basic-land-type-missing', { source: ctx.sourceName }), cr: ['608.2d'] });
        (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: 'the basic land type of your choice', what: 'choice' });
      }
    } else type = makeChoice(s, out, 'a creature type', ctx.choices, ctx.controller, ctx.sourceName)?.creatureType;
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    cur.it = ids;
    if (!type) return;
    const change: Effect = { kind: 'become-type', target: e.target, cardTypes: [], subtypes: [type], additive: !!e.addition, duration: e.duration, span: e.span };
    lockEffect(s, out, change, ids, ctx, cur, e.duration);
  },
};
