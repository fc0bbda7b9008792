// A class level bar's activated ability resolving (CR 716.2a): "This Class's level becomes N". The level is a designation
// of the permanent (716.2b), kept while it stays this object (400.7); its sections up to N are then had
// (rules/layers/class-levels.ts), and "When this Class becomes level N" triggers (rules/triggers/self-action-triggers.ts).

import { computeCharacteristics } from '../layers';
import type { EffectHandlers } from './effect-context';
import { msg } from '../../i18n';

export const classLevelEffects: EffectHandlers = {
  'class-level': (s, out, e, ctx, cur) => {
    const o = s.objects.get(ctx.sourceId);
    const n = e.level.kind === 'fixed' ? e.level.n : undefined;
    cur.it = o ? [o.id] : [];
    // CR 400.7: a Class that left the battlefield is a new object; the ability does nothing to it (608.2b).
    if (!o || o.zone !== 'battlefield' || n === undefined) return;
    o.classLevel = n;
    out.note({ why: msg('rules.effect.class-level', { card: o.card.name, level: n }), cr: ['716.2a'] });
    out.event({ type: 'self-acted', objectId: o.id, action: `becomes level ${n}` }, { subject: { obj: o, view: computeCharacteristics(s, o) }, became: null });
  },
};
