// Keyword actions that put +1/+1 counters or give counters (CR 701): adapt (701.46a), monstrosity (701.37a), bolster
// (701.39a), amass (701.47a) and proliferate (701.34a). A choice they leave to the player (which creature among those
// tied for least toughness, which Army, which permanents and players to proliferate) is the step's `choosing` objects;
// when no step chose, the engine's choice is noted and what could tell the options apart rests on it (cardsChosen).

import type { Effect } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, newEffectId, nextTimestamp, PLAYERS } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext } from './effect-context';
import { cardsChosen } from './effect-context';
import { addCounters } from './status-effects';
import { createToken } from '../actions/tokens';
import { tokensAfterReplacement } from '../actions/more-instead';
import { computeCharacteristics } from '../layers';
import { hasType } from '../state/objects';
import { isPlayer } from '../queries/target-legality';
import { msg } from '../../i18n';
import { playerCounterCount, playerCounterKinds, setPlayerCounters } from '../state/player-counters';

const isCreature = (s: GameState, id: string) => {
  const o = s.objects.get(id);
  return !!o && hasType(computeCharacteristics(s, o).cardTypes, 'creature');
};

/**
 * A keyword action that creates a predefined token (model/abilities/effect-descriptors.ts TOKEN_ACTIONS): investigate
 * creates a Clue token (CR 701.16a, 111.10f) for the ability's controller, N times ("investigate twice").
 */
export function tokenAction(s: GameState, out: Outcome, predefined: string, n: number, ctx: EffectContext, cur: Cursor): void {
  const made: string[] = [];
  // CR 614.1a, 111.1: the static replacements of the tokens created (actions/more-instead.ts).
  for (const g of tokensAfterReplacement(s, out, ctx.controller, [{ n, token: { cardTypes: [], subtypes: [], keywords: [], predefined } }])) {
    for (let i = 0; i < Math.min(g.n, 100); i++) made.push(createToken(s, out, g.token!, ctx.controller, !!g.tapped).id);
  }
  cur.it = made;
}

/** Carries out `e` (one of model/abilities/effect-descriptors.ts COUNTER_ACTIONS, a fixed N) for the ability described by `ctx`. */
export function counterAction(s: GameState, out: Outcome, e: Effect & { kind: 'player-action' }, n: number, ctx: EffectContext, cur: Cursor): void {
  switch (e.action) {
    // CR 701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."
    case 'adapt': {
      const o = s.objects.get(ctx.sourceId);
      if (o && o.zone === 'battlefield' && !(o.counters['+1/+1'] ?? 0)) addCounters(s, out, o.id, '+1/+1', n);
      cur.it = o ? [o.id] : [];
      return;
    }
    // CR 701.37a–b: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous" — a
    // designation it keeps until it leaves the battlefield (a new object then, 400.7).
    case 'monstrosity': {
      const o = s.objects.get(ctx.sourceId);
      if (o && o.zone === 'battlefield' && !o.monstrous) {
        addCounters(s, out, o.id, '+1/+1', n);
        o.monstrous = true;
        // CR 701.37b: "When ~ becomes monstrous" triggers (rules/triggers/self-action-triggers.ts).
        out.event({ type: 'self-acted', objectId: o.id, action: 'becomes monstrous' }, { subject: { obj: o, view: computeCharacteristics(s, o) }, became: null });
      }
      cur.it = o ? [o.id] : [];
      return;
    }
    // CR 701.39a: a creature you control with the least toughness (the player's choice among those tied).
    case 'bolster': {
      const mine = battlefieldObjects(s).filter((o) => o.controller === ctx.controller && isCreature(s, o.id));
      const toughness = (id: string) => computeCharacteristics(s, s.objects.get(id)!).toughness ?? 0;
      const least = Math.min(...mine.map((o) => toughness(o.id)));
      const fits = mine.filter((o) => toughness(o.id) === least).map((o) => o.id);
      const [pick] = cardsChosen(s, out, fits, 1, ctx, cur, { text: `bolster ${n}`, filter: 'creature you control with the least toughness' }, () => {
        out.note({ why: msg('rules.effect.engine-chooses-cards', { count: '1', player: ctx.controller, zone: 'battlefield' }), cr: ['701.39a'] });
        return fits.slice(0, 1);
      });
      if (pick) addCounters(s, out, pick, '+1/+1', n);
      cur.it = pick ? [pick] : [];
      return;
    }
    // CR 701.47a, 701.47d: "amass N" (amass Zombies N): with no Army creature, create a 0/0 black Zombie Army creature
    // token; then an Army creature you control (the player's choice) gets N +1/+1 counters and becomes a Zombie too.
    case 'amass': {
      const armies = () => battlefieldObjects(s).filter((o) => o.controller === ctx.controller && isCreature(s, o.id) && computeCharacteristics(s, o).subtypes.includes('Army')).map((o) => o.id);
      // CR 614.1a, 111.1: the static replacements of the tokens created (actions/more-instead.ts): two Armies, then one chosen.
      if (armies().length === 0) {
        for (const g of tokensAfterReplacement(s, out, ctx.controller, [{ n: 1, token: { power: 0, toughness: 0, colors: ['B'], cardTypes: ['Creature'], subtypes: ['Zombie', 'Army'], keywords: [] } }])) {
          for (let i = 0; i < Math.min(g.n, 100); i++) createToken(s, out, g.token!, ctx.controller, !!g.tapped);
        }
      }
      const fits = armies();
      const [pick] = cardsChosen(s, out, fits, 1, ctx, cur, { text: `amass ${n}`, filter: 'Army creature you control' }, () => {
        out.note({ why: msg('rules.effect.engine-chooses-cards', { count: '1', player: ctx.controller, zone: 'battlefield' }), cr: ['701.47a'] });
        return fits.slice(0, 1);
      });
      if (!pick) return;
      addCounters(s, out, pick, '+1/+1', n);
      const army = s.objects.get(pick)!;
      if (!computeCharacteristics(s, army).subtypes.includes('Zombie')) {
        const become: Effect = { kind: 'become-type', target: { kind: 'it' }, cardTypes: [], subtypes: ['Zombie'], additive: true, duration: 'permanent', span: e.span };
        s.effects.push({ id: newEffectId(s), timestamp: nextTimestamp(s), sourceName: ctx.sourceName, sourceId: ctx.sourceId, controller: ctx.controller, effect: become, affected: [pick], duration: 'permanent' });
      }
      cur.it = [pick];
      return;
    }
    // CR 701.34a: any number of permanents and/or players that have a counter, each given one more of each kind it has.
    case 'proliferate': {
      const permanents = battlefieldObjects(s).filter((o) => Object.values(o.counters).some((c) => c > 0)).map((o) => o.id);
      const players = PLAYERS.filter((p) => playerCounterKinds(s, p).length > 0);
      const options = [...permanents, ...players];
      if (options.length === 0) return;
      let chosen: string[];
      if (ctx.choices?.objects) {
        chosen = ctx.choices.objects.filter((id) => options.includes(id));
        cur.chosenNext = ctx.choices.objects.length;
      } else {
        // No step chose: the engine gives every option a counter (noted); what could tell the options apart rests on it.
        const names = permanents.map((id) => s.objects.get(id)?.card.name ?? '');
        (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: 'proliferate', what: 'choice', ...(players.length ? {} : { identity: [...new Set(names)], fresh: true }) });
        out.note({ why: msg('rules.effect.proliferates-all'), cr: ['701.34a'] });
        chosen = options;
      }
      for (const id of chosen) {
        if (isPlayer(id)) {
          const p = id as PlayerId;
          for (const kind of playerCounterKinds(s, p)) setPlayerCounters(s, p, kind, playerCounterCount(s, p, kind) + 1);
          continue;
        }
        const o = s.objects.get(id);
        if (o) for (const [kind, count] of Object.entries(o.counters)) if (count > 0) addCounters(s, out, id, kind, 1);
      }
      cur.it = chosen.filter((id) => !isPlayer(id));
      return;
    }
  }
}
