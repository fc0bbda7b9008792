// Applying model Effects (spell/ability resolution or "apply directly", CR 608.2c): each effect kind's handler comes
// from its family in effects/ (zone moves, face down/up, layered, status and counters, tokens, damage and life,
// delayed triggers, permissions to cast); "you may" instructions (608.2d) are handled here, around the effects they hold.

import type { Effect } from '../model/types';
import type { GameState } from './game-state';
import type { Outcome } from './events';
import type { Cursor, EffectContext, EffectHandler, EffectHandlers } from './effect-context';
import { evaluateCondition } from './conditions';
import { faceDownEffects } from './effects/face-down-effects';
import { layeredEffects } from './effects/layered-effects';
import { zoneEffects } from './effects/zone-effects';
import { statusEffects } from './effects/status-effects';
import { tokenEffects } from './effects/token-effects';
import { damageLifeEffects } from './effects/damage-life-effects';
import { delayedTriggerEffects } from './effects/delayed-trigger-effects';
import { permissionEffects } from './effects/permission-effects';
import { preventionEffects } from './effects/prevention-effects';
import { manaEffects } from './mana-effects';
import { choiceEffects } from './choice-effects';


/** "You may …" (CR 608.2d): the player chooses as it resolves; the scenario says `resolve declining` to decline. */
const optional: EffectHandler<'optional'> = (s, out, e, ctx, cur) => {
  if (ctx.mayAccept === false) {
    out.note({ message: `${ctx.controller} declines the optional instruction ("you may")`, cr: ['608.2d'] });
    return;
  }
  if (ctx.mayAccept === undefined) out.note({ message: `${ctx.controller} accepts the optional instruction ("you may"; write \`resolve declining\` to decline)`, cr: ['608.2d'] });
  for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
};

/**
 * Every effect kind the engine carries out; a kind not listed does nothing here (static cost effects are read when
 * casting). Built on first use: the rules modules import each other in a cycle (zones → triggers → effects).
 */
let handlers: EffectHandlers | null = null;
const table = (): EffectHandlers =>
  (handlers ??= {
    ...faceDownEffects,
    ...layeredEffects,
    ...zoneEffects,
    ...statusEffects,
    ...tokenEffects,
    ...damageLifeEffects,
    ...delayedTriggerEffects,
    ...permissionEffects,
    ...preventionEffects,
    ...manaEffects,
    ...choiceEffects,
    optional,
    conditional,
  });

export function applyEffects(s: GameState, out: Outcome, effects: readonly Effect[], ctx: EffectContext): void {
  // A triggered ability's "it" starts as the object its trigger event is about (CR 603.2).
  const it = ctx.triggerObject && s.objects.has(ctx.triggerObject) ? [ctx.triggerObject] : [];
  const cur: Cursor = { next: 0, last: [], it, movedFrom: new Map() };
  for (const e of effects.slice(0, 100)) applyEffect(s, out, e, ctx, cur);
}

/**
 * "If …, …" (CR 608.2c): the condition is checked as the instruction is followed. An intervening "if" opening a
 * triggered ability (603.4) is checked again as the ability resolves: false, it does nothing. A condition the engine
 * can't tell does nothing, noted (the text is marked not simulated, so outcomes resting on it are inconclusive).
 */
const conditional: EffectHandler<'conditional'> = (s, out, e, ctx, cur) => {
  const holds = evaluateCondition(s, e.condition, { controller: ctx.controller, sourceId: ctx.sourceId, ...(cur.it[0] !== undefined ? { it: cur.it[0] } : {}) });
  const intervening = ctx.triggered === true;
  if (holds === undefined) {
    out.note({ message: `The condition "${e.condition.kind}" isn't evaluated by the simulator: what it governs doesn't happen (inconclusive)`, cr: ['608.2c'] });
    return;
  }
  if (!holds) {
    out.note({ message: `${ctx.sourceName}: the "if" condition is false as it resolves, so that part does nothing`, cr: intervening ? ['603.4', '608.2c'] : ['608.2c'] });
    return;
  }
  for (const inner of e.effects) applyEffect(s, out, inner, ctx, cur);
};

function applyEffect(s: GameState, out: Outcome, e: Effect, ctx: EffectContext, cur: Cursor): void {
  const handler = table()[e.kind] as EffectHandler<Effect['kind']> | undefined;
  handler?.(s, out, e, ctx, cur);
}
