// "You get an emblem with "<ability>"" (CR 114.2): the player puts an emblem with that ability into the command zone,
// owned and controlled by them; it has no characteristics but the ability (114.3), which functions there (114.4).

import type { CopiableValues } from '../state/game-state';
import { freshObject, placeObject } from '../actions/zones';
import type { EffectHandlers } from './effect-context';
import { playersFor } from './effect-context';
import { msg } from '../../i18n';

export const emblemEffects: EffectHandlers = {
  emblem: (s, out, e, ctx, cur) => {
    for (const p of playersFor(s, e.who, ctx, cur)) {
      const span = { start: 0, end: 0 };
      // CR 114.3: no name, types, mana cost or color; the ability is the emblem's own.
      const values: CopiableValues = {
        name: null, manaCost: null, colors: [], supertypes: [], cardTypes: [], subtypes: [], abilities: [e.ability, ...(e.more ?? [])].map((ability, index) => ({ ability, index, from: 'emblem' as const })),
        power: null, toughness: null, fromFaceDown: false, label: 'emblem',
      };
      const card = { name: `Emblem (${ctx.sourceName})`, nameSpan: span, faces: [], uri: '', span };
      const emblem = freshObject(s, { cardId: `m${++s.counters.token}`, card, owner: p, baseValues: values, emblem: true }, 'command');
      emblem.controller = p;
      placeObject(s, emblem);
      out.note({ why: msg('rules.effect.emblem', { player: p, source: ctx.sourceName }), cr: ['114.2'] });
    }
  },
};
