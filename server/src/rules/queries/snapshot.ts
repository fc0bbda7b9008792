// A readable, deterministic snapshot of the whole game state for transcripts and hover (stable ordering).

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { PLAYERS } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { ORIGIN_LABEL } from '../state/face-down';
import { whoMayLook } from './visibility';
import { poolText } from '../state/mana-pool';

function describe(s: GameState, o: GameObject, viewer?: PlayerId): string {
  const ch = computeCharacteristics(s, o);
  const hidden = viewer !== undefined && !whoMayLook(s, o).players.includes(viewer);
  if (hidden && (o.zone === 'hand' || o.zone === 'library' || o.exiledFaceDown)) return `${o.id} (hidden card)`;
  const parts: string[] = [hidden ? `${o.id}` : `${o.id} [${o.card.name}]`];
  if (o.faceDown) parts.push(`face down #${o.faceDown.order} (${ORIGIN_LABEL[o.faceDown.origin]})`);
  if (o.exiledFaceDown) parts.push('exiled face down');
  if (o.token) parts.push('token');
  if (o.spellCopy) parts.push('copy');
  parts.push(`name=${ch.name === null ? '(none)' : JSON.stringify(ch.name)}`);
  if (o.zone === 'battlefield' || o.zone === 'stack') {
    const types = [...ch.supertypes, ...ch.cardTypes].join(' ') + (ch.subtypes.length ? ` — ${ch.subtypes.join(' ')}` : '');
    parts.push(`types=${types || '(none)'}`);
    parts.push(`colors=${ch.colors.join('') || 'colorless'}`);
    parts.push(`mv=${ch.manaValue}`);
    if (ch.power !== null) parts.push(`pt=${ch.ptUnknown?.power ? '?' : ch.power}/${ch.ptUnknown?.toughness ? '?' : ch.toughness}`); // CR 208.2: unknown, not 0
    parts.push(`abilities=${ch.abilities.length === 0 ? '(none)' : ch.abilities.map((a) => (a.ability.kind === 'keyword' ? a.ability.text : `[${a.ability.kind}]`)).join('; ')}`);
  }
  if (o.zone === 'battlefield') {
    parts.push(o.tapped ? 'tapped' : 'untapped');
    if (o.controller !== o.owner) parts.push(`controller=${o.controller}`);
    const cs = Object.keys(o.counters).sort().filter((k) => o.counters[k]);
    if (cs.length) parts.push(`counters=${cs.map((k) => `${o.counters[k]}×${k}`).join(',')}`);
    if (o.damage) parts.push(`damage=${o.damage}`);
    if (o.attachedTo) parts.push(`attached-to=${o.attachedTo}`);
    if (o.phasedOut) parts.push('phased-out');
    parts.push(`ts=${o.timestamp}`);
  }
  if (o.faceDown || o.exiledFaceDown) parts.push(`may-look=${whoMayLook(s, o).players.join(',') || 'nobody'}`);
  if (o.revealed) parts.push('revealed');
  return parts.join(' ');
}

/**
 * The whole state, one line per object. Without a viewer it is omniscient (transcripts); with a viewer, cards that
 * player may not look at are hidden (CR 708.5, 400.2).
 */
export function snapshot(s: GameState, viewer?: PlayerId): string {
  const lines: string[] = [];
  lines.push(`${viewer ? `view of ${viewer}; ` : ''}turn ${s.turn}, active ${s.activePlayer}, phase ${s.phase}${s.gameOver ? ', game over' : ''}`);
  for (const p of PLAYERS) {
    lines.push(`${p}: life ${s.life[p]}${s.leftGame.includes(p) ? ' (left the game)' : ''}${poolText(s, p) ? `, mana pool ${poolText(s, p)}` : ''}`);
    const z = s.zones[p];
    for (const zone of ['hand', 'library', 'graveyard', 'exile', 'command'] as const) {
      if (z[zone].length === 0) continue;
      lines.push(`  ${zone}:`);
      for (const id of z[zone]) lines.push(`    ${describe(s, s.objects.get(id)!, viewer)}`);
    }
    const bf = s.battlefield.map((id) => s.objects.get(id)!).filter((o) => o.controller === p);
    if (bf.length) {
      lines.push('  battlefield:');
      for (const o of bf) lines.push(`    ${describe(s, o, viewer)}`);
    }
  }
  if (s.stack.length) {
    lines.push('stack (top first):');
    for (const e of [...s.stack].reverse()) {
      if (e.kind === 'spell') lines.push(`  ${describe(s, s.objects.get(e.id)!)}`);
      else lines.push(`  ${e.id} ability of ${e.sourceName} (${e.controller}): ${e.description}`);
    }
  }
  if (s.effects.length) {
    lines.push('effects:');
    for (const e of [...s.effects].sort((a, b) => a.timestamp - b.timestamp)) {
      lines.push(`  ${e.id} ts=${e.timestamp} ${e.sourceName}: ${e.copyValues ? `copy of ${e.copyValues.label}` : e.effect.kind} → ${e.affected.join(',')} (${e.duration})`);
    }
  }
  if (s.modifiers.length) lines.push(`rule modifiers: ${s.modifiers.map((m) => `${m.kind} (${m.source})`).join('; ')}`);
  return lines.join('\n');
}
