// Effects on damage and life: a source deals damage to objects and players (CR 120.3), players gain, lose or pay
// life (119.3).

import { lifeGainReplaced } from '../actions/life-gain-replacements';
import { lifeGainBarred } from './life-gain-check';
import type { EffectHandlers } from './effect-context';
import { amountOf, playersFor, resolveSpec } from './effect-context';
import { isPlayer } from '../queries/target-legality';
import { damagePermanent, damagePlayer } from '../actions/damage';
import { divisionFor } from '../queries/division';
import { computeCharacteristics } from '../layers';
import { hasType } from '../state/objects';
import { PLAYERS } from '../state/game-state';
import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import { msg } from '../../i18n';
import { theirAmount } from '../../model/abilities/their-amounts';

export const damageLifeEffects: EffectHandlers = {
  damage: (s, out, e, ctx, cur) => {
    // CR 120.3, 601.2c: "Target creature you control deals damage equal to its power to any target", "each creature you
    // control deals …": sources the phrase names, read first (their targets are announced first, in the text's order),
    // each dealing its own amount ("its power": that source's, 608.2h). A target source gone or illegal deals nothing (608.2b).
    if (e.source && e.source.kind !== 'self' && e.source.kind !== 'it') {
      const sources = resolveSpec(s, out, e.source, ctx, cur);
      const first = cur.next;
      // CR 120.3: "Target creature deals 6 damage to itself": each source is also what it deals damage to.
      const targeted = e.to.kind === 'all' || e.toItself ? [] : resolveSpec(s, out, e.to, ctx, cur);
      const dealt: string[] = [];
      for (const srcId of sources) {
        const src = s.objects.get(srcId);
        if (!src || src.zone !== 'battlefield') continue;
        // "each other creature": other than the creature dealing the damage (CR 120.3).
        const recipients = e.toItself ? [srcId] : e.to.kind === 'all' ? resolveSpec(s, out, e.to, { ...ctx, sourceId: srcId }, cur) : targeted;
        cur.it = [srcId];
        const n = amountOf(s, out, e.amount, ctx, cur, e.whereX);
        if (n === undefined) continue;
        const shares = e.divided ? divisionFor(out, n, ctx.targets.slice(first, cur.next), ctx.division?.slice(first, cur.next)) : null;
        for (const id of recipients) {
          const amount = shares ? shares.get(id) ?? 0 : n;
          if (isPlayer(id)) damagePlayer(s, out, id, amount, src);
          else {
            const o = s.objects.get(id);
            if (o && o.zone === 'battlefield') damagePermanent(s, out, o, amount, src);
          }
          if (!isPlayer(id) && !dealt.includes(id)) dealt.push(id);
        }
      }
      // CR 608.2c: "Target creature deals damage equal to its power to target player. Put a +1/+1 counter on that
      // creature.": with no creature dealt damage, the only creature named — what "it" / "that creature" refers to — is
      // the source.
      cur.it = dealt.length > 0 ? dealt : sources.filter((id) => s.objects.has(id));
      return;
    }
    // CR 120.3: the source deals the damage; "it deals" is the object the ability's "it" names. CR 107.3c: "where X is
    // …" counted now (608.2h).
    // CR 120.3, 608.2h: "deals damage to target player equal to the number of cards in that player's hand": each player
    // dealt the damage counted for on their own, after the recipients are found (model/abilities/their-amounts.ts).
    const theirs = theirAmount(e) as (typeof e) | undefined;
    const n = theirs ? 0 : amountOf(s, out, e.amount, ctx, cur, e.whereX);
    if (n === undefined) return;
    // "that creature deals damage" in a triggered ability names the object its event is about (CR 603.2).
    const thatObject = e.source?.kind === 'it' || (e.source?.kind === 'self' && /^that\b/.test(e.source.word ?? ''));
    const srcId = thatObject ? cur.it[0] ?? ctx.triggerObject : ctx.sourceId;
    const src = srcId ? s.objects.get(srcId) ?? (ctx.movedSourceId ? s.objects.get(ctx.movedSourceId) : undefined) : undefined;
    const first = cur.next;
    // CR 120.3: "~ deals 3 damage to itself": the source is what it deals damage to.
    const written = e.toItself ? (srcId && src ? [srcId] : []) : resolveSpec(s, out, e.to, ctx, cur);
    // CR 120.3: "each creature and each planeswalker": the objects of both kinds, an object of both dealt damage once.
    const objects = e.to.kind === 'all' && e.to.andEach && !e.toItself
      ? [...new Set([...written, ...resolveSpec(s, out, { kind: 'all', filter: e.to.andEach, quantifier: 'each' }, ctx, cur)])] : written;
    // "each creature and each player" (CR 120.3): each object and each player is dealt the damage, processed simultaneously (608.2f).
    // "you and creatures you control" (CR 120.3): the controller and each of those objects.
    const players = e.to.kind === 'all' && e.to.andPlayers ? playersFor(s, e.to.andPlayers === 'each player' ? 'each-player' : 'each-opponent', ctx, cur)
      : e.to.kind === 'all' && e.to.youFirst ? [ctx.controller] : [];
    const ids = [...objects, ...players];
    // CR 601.2d: divided damage — each target gets its announced share (an illegal one gets none, 608.2b).
    const shares = e.divided ? divisionFor(out, n, ctx.targets.slice(first, cur.next), ctx.division?.slice(first, cur.next)) : null;
    const own = theirs ? ids.map((id) => (isPlayer(id) ? amountOf(s, out, theirs.amount, { ...ctx, controller: id }, cur, theirs.whereX) : undefined)) : undefined;
    for (const [i, id] of ids.entries()) {
      if (own && own[i] === undefined) continue;
      const amount = own ? own[i]! : shares ? shares.get(id) ?? 0 : n;
      if (isPlayer(id)) damagePlayer(s, out, id, amount, src);
      else {
        const o = s.objects.get(id);
        if (o && o.zone === 'battlefield') damagePermanent(s, out, o, amount, src);
      }
    }
    cur.it = ids.filter((id) => !isPlayer(id));
  },
  // CR 701.14a: each of the two creatures deals damage equal to its power to the other, at once (the powers are read
  // first). 701.14b: if either is no longer on the battlefield, no longer a creature, or an illegal target, neither
  // deals damage. 701.14c: a creature fighting itself deals itself twice its power. 701.14d: not combat damage.
  fight: (s, out, e, ctx, cur) => {
    const one = resolveSpec(s, out, e.target, ctx, cur)[0];
    const other = resolveSpec(s, out, e.other, ctx, cur)[0];
    const a = one ? s.objects.get(one) : undefined;
    const b = other ? s.objects.get(other) : undefined;
    const creature = (o: typeof a) => !!o && o.zone === 'battlefield' && hasType(computeCharacteristics(s, o).cardTypes, 'creature');
    if (!creature(a) || !creature(b)) {
      out.note({ why: msg('rules.effect.no-fight'), cr: ['701.14b'] });
      return;
    }
    const power = (o: NonNullable<typeof a>) => Math.max(0, computeCharacteristics(s, o).power ?? 0);
    const [pa, pb] = [power(a!), power(b!)];
    if (a === b) damagePermanent(s, out, a!, 2 * pa, a);
    else {
      damagePermanent(s, out, b!, pa, a);
      damagePermanent(s, out, a!, pb, b);
    }
    cur.it = [a!.id];
  },
  life: (s, out, e, ctx, cur) => {
    // CR 119.3: gaining or losing life; "for each …", "equal to its power" and ", where X is …" counted as it resolves (608.2h, 107.3c).
    // CR 107.1a: "loses half their life, rounded up": each player's own life total, rounded as the text says.
    const half = e.amount.kind === 'half-life' ? e.amount.round : undefined;
    // CR 119.3, 608.2h: "each player loses 1 life for each creature they control": each player's own count, every count
    // made before any life changes (model/abilities/their-amounts.ts).
    const theirs = half ? undefined : theirAmount(e) as (typeof e) | undefined;
    const counted = half || theirs ? 0 : amountOf(s, out, e.amount, ctx, cur, e.whereX);
    if (counted === undefined) return;
    // "you may pay 2 life" (CR 119.4): the instruction's player left out is the controller.
    const players = playersFor(s, e.who ?? 'you', ctx, cur);
    const own = theirs ? players.map((p) => amountOf(s, out, theirs.amount, { ...ctx, controller: p }, cur, theirs.whereX)) : undefined;
    for (const [i, p] of players.entries()) {
      if (own && own[i] === undefined) continue;
      // CR 107.1a: "a third of their life, rounded up" divides by three.
      const by = e.amount.kind === 'half-life' ? e.amount.divisor ?? 2 : 2;
      const n = half === 'up' ? Math.ceil(Math.max(0, s.life[p]) / by) : half === 'down' ? Math.floor(Math.max(0, s.life[p]) / by) : own ? own[i]! : counted;
      // CR 119.7: a player who can't gain life gains none.
      if (e.gain && lifeGainBarred(s, out, p, ['119.7'])) continue;
      // CR 614.1a, 119.3: a gain as static replacements change it ("twice that much", "loses that much life instead").
      const delta = e.gain ? lifeGainReplaced(s, p, n) : -n;
      // CR 119.9: a gain replaced by nothing ("gains no life instead") is no life-gain event.
      if (e.gain && delta === 0 && n > 0) continue;
      s.life[p] += delta;
      out.event({ type: 'life', player: p, amount: delta, cause: e.pay ? 'paid' : e.gain && delta >= 0 ? 'gained' : 'lost' });
    }
  },
  // CR 119.5: "your life total becomes 7": the player gains or loses the life needed to have the new total (none: no event).
  // CR 701.10d: "double your life total": the player gains or loses the life that makes the total twice what it is now (a
  // negative total doubles too, 107.1b). Either way a player who can't gain life isn't raised (119.7); a lower total
  // still applies, as a loss (119.5, 119.8).
  'set-life-total': (s, out, e, ctx, cur) => {
    const n = e.doubled ? 0 : e.amount ? amountOf(s, out, e.amount, ctx, cur) : undefined;
    if (n === undefined) return;
    for (const p of playersFor(s, e.whose, ctx, cur)) {
      const total = e.doubled ? 2 * s.life[p] : n;
      let delta = total - s.life[p];
      if (delta === 0) continue;
      if (delta > 0 && lifeGainBarred(s, out, p, e.doubled ? ['119.7', '701.10d'] : ['119.7', '119.5'])) continue;
      // CR 119.5, 614.1a: the life gained to reach the new total is a life gain, so its static replacements apply.
      if (delta > 0) delta = lifeGainReplaced(s, p, delta);
      // CR 119.9: a gain replaced by nothing is no life-gain event.
      if (delta === 0) continue;
      s.life[p] += delta;
      out.event({ type: 'life', player: p, amount: delta, cause: delta > 0 ? 'gained' : 'lost' });
    }
  },
  // CR 104.3e: "you lose the game"; 104.2b: "you win the game" — in the two-player game its opponent loses (104.2a: the
  // last player in the game wins). Whether the game ends is told before a player would receive priority (priority.ts).
  'game-result': (s, out, e, ctx, cur) => {
    for (const p of playersFor(s, e.who, ctx, cur)) gameResult(s, out, p, e.result, ctx.sourceName);
  },
};

/** CR 104.3e: `player` loses the game; 104.2b: `player` wins it — in the two-player game its opponent loses (104.2a). */
export function gameResult(s: GameState, out: Outcome, player: PlayerId, result: 'win' | 'lose', sourceName: string): void {
  const losers = result === 'lose' ? [player] : PLAYERS.filter((x) => x !== player && !s.leftGame.includes(x));
  for (const l of losers) {
    if (s.losers.includes(l)) continue;
    s.losers.push(l);
    const reason = result === 'lose' ? msg('rules.lost.effect', { source: sourceName }) : msg('rules.lost.opponent-wins', { source: sourceName });
    out.event({ type: 'lost', player: l, reason, cr: [result === 'lose' ? '104.3e' : '104.2b'] });
  }
}
