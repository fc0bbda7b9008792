// Damage (CR 120): to a creature it is marked (120.3e), to a planeswalker it removes loyalty counters (120.3c), to a
// battle defense counters (120.3h); to a player it is life loss (120.3a). Deathtouch marks the creature for the
// state-based action (702.2b), lifelink gains its controller life (702.15b), protection prevents damage from sources
// of its quality (702.16e: colors, card types, everything); a commander's combat damage counts (903.10a).

import { lifeGainProhibitedBy } from '../queries/player-restrictions';
import type { Outcome } from '../state/events';
import type { GameObject, GameState, PlayerId, PreventionShield } from '../state/game-state';
import { nextTimestamp } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { findKeyword, hasType } from '../state/objects';
import { need } from '../state/require-object';
import { maskTurnUp } from './statuses';
import { protectedFrom } from '../queries/protection';
import { afterPrevention } from './prevention';
import { afterDamageReplacements } from './damage-replacements';
import { redirections } from './redirection';
import { lifeGainReplaced } from './life-gain-replacements';
import type { Redirected } from './redirection';
import { msg } from '../../i18n';

/** Damage from `src` (if any) to a permanent. Returns the damage dealt (0 when prevented). */
export function damagePermanent(s: GameState, out: Outcome, o: GameObject, amount: number, src: GameObject | undefined, combat = false, used: Set<PreventionShield> = new Set()): number {
  if (amount <= 0) return 0;
  if (src) maskTurnUp(s, out, src);
  maskTurnUp(s, out, o);
  if (protectedFrom(s, o, src)) {
    out.note({ why: msg('rules.act.damage-prevented-protection', { source: computeCharacteristics(s, src!).name ?? 'none', id: o.id }), cr: ['702.16e'] });
    return 0;
  }
  // CR 614.9: redirection effects deal part or all of it to another permanent or player instead (redirection.ts).
  const r = redirections(s, out, o.id, src, amount, combat, used);
  dealRedirected(s, out, r.moved, src, combat, used);
  amount = r.left;
  if (amount <= 0) return 0;
  // CR 615.1a, 615.7: prevention effects that apply stop all of it or part of it; then static replacements of its
  // amount ("prevent 2 of that damage", "that much damage plus 1", CR 614.1a, 616.1).
  const asked = amount;
  amount = afterPrevention(s, out, o.id, src, amount, combat);
  amount = afterDamageReplacements(s, out, o.id, src, amount, combat, amount !== asked);
  if (amount <= 0) return 0;
  const sc = src ? computeCharacteristics(s, src) : null;
  markDamage(s, out, o, amount, !!sc && (!!findKeyword(sc.abilities, 'Wither') || !!findKeyword(sc.abilities, 'Infect')));
  out.event({ type: 'damage', objectId: o.id, amount, source: src?.id });
  if (sc && findKeyword(sc.abilities, 'Deathtouch')) s.deathtouched.add(o.id); // CR 702.2b
  if (src && sc) lifelink(s, out, src, amount, sc.abilities);
  return amount;
}

/** Damage from `src` to a player: they lose that much life (CR 120.3a); combat damage from a commander counts (903.10a). */
export function damagePlayer(s: GameState, out: Outcome, player: PlayerId, amount: number, src: GameObject | undefined, combat = false, used: Set<PreventionShield> = new Set()): number {
  if (amount <= 0) return 0;
  if (src) maskTurnUp(s, out, src);
  // CR 614.9: redirection effects deal part or all of it to another permanent or player instead (redirection.ts).
  const r = redirections(s, out, player, src, amount, combat, used);
  dealRedirected(s, out, r.moved, src, combat, used);
  amount = r.left;
  if (amount <= 0) return 0;
  // CR 615.1a, 615.7: prevention effects that apply stop all of it or part of it; then static replacements of its
  // amount (CR 614.1a, 616.1).
  const asked = amount;
  amount = afterPrevention(s, out, player, src, amount, combat);
  amount = afterDamageReplacements(s, out, player, src, amount, combat, amount !== asked);
  if (amount <= 0) return 0;
  // CR 120.3b, 702.90b: from a source with infect, poison counters instead of life loss.
  const infect = !!src && !!findKeyword(computeCharacteristics(s, src).abilities, 'Infect');
  if (infect) {
    s.poison[player] += amount;
    out.note({ why: msg('rules.act.poison', { player, count: amount }), cr: ['120.3b', '702.90b'] });
  } else s.life[player] -= amount;
  const commander = !!src && combat && s.commanders.has(src.cardId);
  if (commander) {
    s.commanderDamage[player][src!.cardId] = (s.commanderDamage[player][src!.cardId] ?? 0) + amount;
    out.note({ why: msg('rules.act.commander-damage', { faceDown: src!.faceDown ? 'yes' : 'no' }), cr: ['903.10a', '903.3'] });
  }
  out.event({ type: 'damage', player, amount, source: src?.id, commander, ...(infect ? { infect } : {}) });
  if (src) lifelink(s, out, src, amount, computeCharacteristics(s, src).abilities);
  return amount;
}

/** CR 614.9, 614.5: the redirected damage, dealt by the same source to its new recipient, where the redirections already
 * used don't apply again. */
function dealRedirected(s: GameState, out: Outcome, moved: readonly Redirected[], src: GameObject | undefined, combat: boolean, used: Set<PreventionShield>): void {
  for (const m of moved) {
    if (m.onto === 'you' || m.onto === 'opponent') damagePlayer(s, out, m.onto, m.amount, src, combat, used);
    else {
      const o = s.objects.get(m.onto);
      if (o) damagePermanent(s, out, o, m.amount, src, combat, used);
    }
  }
}

/**
 * The results of damage to a permanent, by what it is (CR 120.3c, 120.3e, 120.3h); a creature planeswalker gets both.
 * `counters`: from a source with wither or infect, -1/-1 counters instead of marked damage (120.3d).
 */
function markDamage(s: GameState, out: Outcome, o: GameObject, amount: number, counters = false): void {
  const types = computeCharacteristics(s, o).cardTypes;
  const remove = (counter: string, cr: string) => {
    const n = Math.min(amount, o.counters[counter] ?? 0);
    if (n <= 0) return;
    o.counters[counter] = (o.counters[counter] ?? 0) - n;
    out.event({ type: 'counter-removed', objectId: o.id, counter, count: n });
    out.note({ why: msg('rules.act.damage-removes-counters', { counter }), cr: [cr] });
  };
  if (hasType(types, 'planeswalker')) remove('loyalty', '120.3c');
  if (hasType(types, 'battle')) remove('defense', '120.3h');
  if (!hasType(types, 'creature') && (hasType(types, 'planeswalker') || hasType(types, 'battle'))) return;
  if (counters && hasType(types, 'creature')) {
    o.counters['-1/-1'] = (o.counters['-1/-1'] ?? 0) + amount; // CR 120.3d, 702.80a, 702.90c
    (o.counterTimestamps ??= {})['-1/-1'] = nextTimestamp(s); // CR 613.7c
    out.event({ type: 'counter-added', objectId: o.id, counter: '-1/-1', count: amount });
  } else o.damage += amount; // CR 120.3e
}

function lifelink(s: GameState, out: Outcome, src: GameObject, amount: number, abilities: ReturnType<typeof computeCharacteristics>['abilities']): void {
  if (!findKeyword(abilities, 'Lifelink')) return;
  // CR 119.7: the damage is dealt, but a player who can't gain life gains none.
  const prohibitedBy = lifeGainProhibitedBy(s, src.controller);
  if (prohibitedBy) {
    out.note({ why: msg('rules.effect.cant-gain-life', { player: src.controller, source: prohibitedBy }), cr: ['119.7', '702.15b'] });
    return;
  }
  // CR 702.15b; 614.1a: the gain as static replacements change it (life-gain-replacements.ts).
  const delta = lifeGainReplaced(s, src.controller, amount);
  // CR 119.9: a gain replaced by nothing ("gains no life instead") is no life-gain event.
  if (delta === 0 && amount > 0) return;
  s.life[src.controller] += delta;
  out.event({ type: 'life', player: src.controller, amount: delta, cause: delta >= 0 ? 'lifelink' : 'lost' });
}

export function dealDamage(s: GameState, out: Outcome, id: string, amount: number, sourceId?: string): void {
  const o = need(s, out, id, 'battlefield');
  if (!o) return;
  damagePermanent(s, out, o, Math.max(0, amount), sourceId ? s.objects.get(sourceId) : undefined);
}

/** Damage to a player from a source (noncombat unless `combat`). */
export function dealDamageToPlayer(s: GameState, out: Outcome, player: PlayerId, amount: number, sourceId?: string, combat = false): void {
  damagePlayer(s, out, player, Math.max(0, amount), sourceId ? s.objects.get(sourceId) ?? undefined : undefined, combat);
}

/** Combat damage from a creature to a player equal to its power; a commander's damage counts as commander damage (CR 903.10a). */
export function combatDamageToPlayer(s: GameState, out: Outcome, sourceId: string, player: PlayerId): void {
  const src = need(s, out, sourceId, 'battlefield');
  if (!src) return;
  maskTurnUp(s, out, src);
  const power = Math.max(0, computeCharacteristics(s, src).power ?? 0);
  // Kept as before: the event is reported even for 0 damage.
  if (power === 0) {
    out.event({ type: 'damage', player, amount: 0, source: sourceId, commander: s.commanders.has(src.cardId) });
    return;
  }
  damagePlayer(s, out, player, power, src, true);
}
