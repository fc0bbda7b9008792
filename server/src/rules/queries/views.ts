// Read-only questions about the game: characteristics with provenance (redacted for a viewer who may not look,
// CR 708.5), what a face-down permanent would be face up (702.37e, 708.8), whether a creature can attack (302.6).

import type { GameState, PlayerId, Reason, ZoneName } from '../state/game-state';
import { illegal } from '../state/events';
import type { Characteristics } from '../layers';
import { computeCharacteristics } from '../layers';
import { findKeyword, hasType } from '../state/objects';
import { visibility } from './visibility';
import { attacksAsThoughHaste } from './combat-restrictions';
import { msg } from '../../i18n';

export interface CharacteristicsView extends Characteristics {
  id: string;
  zone: ZoneName;
}

/**
 * Current characteristics with provenance. With a viewer who may not look at a face-down object, provenance
 * steps that would name the hidden card (printed values, copy effects) are redacted (CR 708.5).
 */
export function characteristicsView(s: GameState, id: string, viewer?: PlayerId): CharacteristicsView | null {
  const o = s.objects.get(id);
  if (!o) return null;
  const ch = computeCharacteristics(s, o);
  if (viewer && o.faceDown && !visibility(s, o).mayLook.includes(viewer)) {
    // A redacted copy: the characteristics a layer pass made are shared by every read of it (rules/layers/world.ts).
    const provenance = { ...ch.provenance };
    for (const k of Object.keys(provenance) as (keyof typeof provenance)[]) {
      provenance[k] = provenance[k].map((p) => (p.layer === 'printed' || p.layer === '1a' ? { ...p, source: 'hidden', detail: 'hidden face-down card' } : p));
    }
    return { ...ch, provenance, notes: [], id, zone: o.zone };
  }
  return { ...ch, id, zone: o.zone };
}

/** What it would be if it were face up, with the continuous effects that apply now (CR 702.37e, 708.8). */
export function faceUpView(s: GameState, id: string): CharacteristicsView | null {
  const o = s.objects.get(id);
  if (!o) return null;
  return { ...computeCharacteristics(s, o, { assumeFaceUp: true }), id, zone: o.zone };
}

/** CR 302.6, 508.1a: can it attack (or pay {T}) this turn? */
export function canAttack(s: GameState, id: string): { ok: boolean; reasons: Reason[] } {
  const o = s.objects.get(id);
  if (!o || o.zone !== 'battlefield') return { ok: false, reasons: [illegal(msg('rules.query.not-permanent'), ['506.3'])] };
  const ch = computeCharacteristics(s, o);
  if (!hasType(ch.cardTypes, 'creature')) return { ok: false, reasons: [illegal(msg('rules.query.not-creature'), ['508.1a'])] };
  if (o.tapped) return { ok: false, reasons: [illegal(msg('rules.query.tapped'), ['508.1a'])] };
  if (o.phasedOut) return { ok: false, reasons: [illegal(msg('rules.query.phased-out'), ['702.26b'])] };
  // CR 609.4: "can attack as though it had haste" (rules/queries/combat-restrictions.ts).
  if (!o.sinceTurnStart && !findKeyword(ch.abilities, 'Haste') && !attacksAsThoughHaste(s, o))
    return { ok: false, reasons: [illegal(msg('rules.query.summoning-sick'), ['302.6'])] };
  return { ok: true, reasons: [] };
}
