// Mana pools (CR 106.4): each player's mana, one unit per mana, with its type, its source and what it may be spent
// on (CR 106.6); whether the scenario pays mana at all ("mana is paid"), and emptying the pools between steps.

import type { GameState, PlayerId } from './game-state';
import type { ManaState, ManaType, ManaUnit } from './game-state';
import { MANA_TYPES } from './game-state';
import type { Outcome } from './events';
import { msg } from '../../i18n';

export type { ManaType, SpendPurpose, SpendRestriction, ManaUnit, ManaState } from './game-state';
export { MANA_TYPES } from './game-state';

/** The game's mana state (created on first use, so games that never touch mana carry none). */
export function manaState(s: GameState): ManaState {
  s.mana ??= { paid: false, pools: { you: [], opponent: [] }, batches: 0 };
  return s.mana;
}

export function manaIsPaid(s: GameState): boolean {
  return !!s.mana?.paid;
}

/** One mana unit's symbol: "{G}", "{C}". */
export function unitText(u: ManaUnit): string {
  return `{${u.type}}`;
}

/** The pool as mana symbols in WUBRGC order ("{W}{G}{G}"); "" when empty. */
export function poolText(s: GameState, player: PlayerId): string {
  const pool = s.mana?.pools[player] ?? [];
  return MANA_TYPES.flatMap((t) => pool.filter((u) => u.type === t).map(unitText)).join('');
}

/** Mana symbols ("{G}{G}{C}") → mana types; null when a symbol is not one mana of one type (CR 106.1). */
export function manaTypesOf(text: string): ManaType[] | null {
  if (text.replace(/\{[^{}]*\}/g, '').trim() !== '') return null;
  const out: ManaType[] = [];
  for (const m of text.matchAll(/\{([^{}]*)\}/g)) {
    const t = m[1]!.toUpperCase();
    if ((MANA_TYPES as readonly string[]).includes(t)) out.push(t as ManaType);
    else if (/^\d+$/.test(t) && Number(t) <= 100) for (let i = 0; i < Number(t); i++) out.push('C'); // CR 106.10
    else return null;
  }
  return out.length > 0 ? out : null;
}

/** CR 106.4: mana is added to a player's mana pool. */
export function addMana(s: GameState, out: Outcome, player: PlayerId, units: readonly ManaUnit[]): void {
  if (units.length === 0) return;
  const st = manaState(s);
  const batch = ++st.batches;
  st.pools[player].push(...units.map((u) => ({ ...u, batch })));
  out.event({ type: 'mana-added', player, mana: units.map(unitText).join(''), ...(units[0]?.sourceId ? { sourceId: units[0].sourceId } : {}) });
}

/**
 * CR 106.4: when a step or phase ends, unused mana empties from each player's mana pool — except mana an effect says
 * isn't lost; mana kept "until end of turn" empties as the turn's last step ends (`newTurn`).
 */
export function emptyManaPools(s: GameState, out: Outcome, newTurn = false): void {
  if (!s.mana) return;
  for (const p of ['you', 'opponent'] as const) {
    const pool = s.mana.pools[p];
    const stays = pool.filter((u) => u.kept === 'permanent' || (u.kept === 'until-end-of-turn' && !newTurn));
    if (stays.length === pool.length) continue;
    const lost = pool.filter((u) => !stays.includes(u));
    const left = MANA_TYPES.flatMap((t) => lost.filter((u) => u.type === t).map(unitText)).join('');
    s.mana.pools[p] = stays;
    out.note({ why: msg('rules.state.mana-empties', { player: p, mana: left }), cr: ['106.4'] });
  }
}
