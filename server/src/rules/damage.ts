// Damage (CR 120): to a permanent it is marked (120.3e); to a player it is life loss (120.3a). Deathtouch marks
// the creature for the state-based action (702.2b), lifelink gains its controller life (702.15b), protection
// prevents damage from sources of its quality (702.16e); a commander's combat damage counts (903.10a).

import type { Color } from '../model/types';
import { COLOR_NAMES } from '../model/types';
import type { Outcome } from './events';
import type { GameObject, GameState, PlayerId } from './game-state';
import { computeCharacteristics } from './layers';
import { findKeyword, keywordsOf } from './objects';
import { need } from './require-object';
import { maskTurnUp } from './statuses';

const COLOR_BY_WORD: Record<string, Color> = Object.fromEntries(Object.entries(COLOR_NAMES).map(([k, v]) => [v, k as Color])) as Record<string, Color>;

/** The colors an object has protection from ("Protection from white and from blue", CR 702.16a). */
export function protectionColors(s: GameState, o: GameObject): Color[] {
  const out: Color[] = [];
  for (const k of keywordsOf(computeCharacteristics(s, o).abilities)) {
    if (k.keyword.toLowerCase() !== 'protection') continue;
    for (const w of (k.parameter ?? '').toLowerCase().split(/[^a-z]+/)) if (COLOR_BY_WORD[w]) out.push(COLOR_BY_WORD[w]!);
  }
  return out;
}

/** Is damage (or blocking, targeting) from `src` stopped by `o`'s protection (CR 702.16)? */
export function protectedFrom(s: GameState, o: GameObject, src: GameObject | undefined): boolean {
  if (!src) return false;
  const colors = protectionColors(s, o);
  return colors.length > 0 && computeCharacteristics(s, src).colors.some((c) => colors.includes(c));
}

/** Damage from `src` (if any) to a permanent. Returns the damage dealt (0 when prevented). */
export function damagePermanent(s: GameState, out: Outcome, o: GameObject, amount: number, src: GameObject | undefined): number {
  if (amount <= 0) return 0;
  if (src) maskTurnUp(s, out, src);
  maskTurnUp(s, out, o);
  if (protectedFrom(s, o, src)) {
    out.note({ message: `Damage from ${computeCharacteristics(s, src!).name ?? 'a face-down source'} to ${o.id} is prevented (protection)`, cr: ['702.16e'] });
    return 0;
  }
  o.damage += amount;
  out.event({ type: 'damage', objectId: o.id, amount, source: src?.id });
  const sc = src ? computeCharacteristics(s, src) : null;
  if (sc && findKeyword(sc.abilities, 'Deathtouch')) s.deathtouched.add(o.id); // CR 702.2b
  if (src && sc) lifelink(s, out, src, amount, sc.abilities);
  return amount;
}

/** Damage from `src` to a player: they lose that much life (CR 120.3a); combat damage from a commander counts (903.10a). */
export function damagePlayer(s: GameState, out: Outcome, player: PlayerId, amount: number, src: GameObject | undefined, combat = false): number {
  if (amount <= 0) return 0;
  if (src) maskTurnUp(s, out, src);
  s.life[player] -= amount;
  const commander = !!src && combat && s.commanders.has(src.cardId);
  if (commander) {
    s.commanderDamage[player][src!.cardId] = (s.commanderDamage[player][src!.cardId] ?? 0) + amount;
    out.note({ message: `It is still a commander${src!.faceDown ? ' while face down' : ''}: the damage is commander damage`, cr: ['903.10a', '903.3'] });
  }
  out.event({ type: 'damage', player, amount, source: src?.id, commander });
  if (src) lifelink(s, out, src, amount, computeCharacteristics(s, src).abilities);
  return amount;
}

function lifelink(s: GameState, out: Outcome, src: GameObject, amount: number, abilities: ReturnType<typeof computeCharacteristics>['abilities']): void {
  if (!findKeyword(abilities, 'Lifelink')) return;
  s.life[src.controller] += amount; // CR 702.15b
  out.event({ type: 'life', player: src.controller, amount, cause: 'lifelink' });
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
