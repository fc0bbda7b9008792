// Casting a spell while a spell or ability resolves (CR 608.2g): the player follows the steps of 601.2a–i, no player
// receives priority after it is cast, the spell becomes the topmost object of the stack and the resolving spell or
// ability goes on resolving. Timing permissions are ignored (117.1a: no one has priority then).
// Two callers: the triggered abilities of keywords (madness, rebound, suspend, cascade, miracle:
// keyword-trigger-resolution.ts) and an instruction of a resolving spell or ability, "You may cast that card without
// paying its mana cost" (118.9), which reaches the game layer through `EffectContext.castDuringResolution`
// (rules/effects/permission-effects.ts): the effects floor can't import casting.

import type { Outcome } from '../state/events';
import type { GameState, PlayerId, Reason } from '../state/game-state';
import { castSpell } from './casting';
import type { CastOptions } from './casting';
import type { ResolutionCaster } from '../effects/effect-context';
import { reasonMessage } from '../state/reasons';
import { msg } from '../../i18n';

/** What became of a cast tried during a resolution, and why a cast the rules forbid wasn't made. */
export interface ResolutionCastResult {
  result: 'cast' | 'not cast' | 'refused';
  why?: readonly Reason[];
}

/**
 * Cast `id` during the resolution, if the rules allow it (CR 608.2g, 601.2). A cast refused as it is announced — nothing
 * happened yet, the step named no targets — is no cast the player could make: the instruction's "may" or "if able"
 * leaves the card uncast and the resolution goes on ('not cast', with the reasons). Targets the step named that the
 * rules forbid, or a refusal after something happened, refuse the step ('refused').
 */
export function castDuringResolution(s: GameState, out: Outcome, player: PlayerId, id: string, castOpts: CastOptions): ResolutionCastResult {
  const mark = out.mark();
  castSpell(s, out, player, id, { ...castOpts, duringResolution: true });
  if (out.ok) return { result: 'cast' };
  if (castOpts.targets?.length) return { result: 'refused' };
  const why = out.retract(mark);
  return why ? { result: 'not cast', why } : { result: 'refused' };
}

/**
 * The caster an instruction of a resolving spell or ability uses (CR 608.2g): from where the card is — the instruction
 * is the permission (601.2a) —, without paying its mana cost when it says so (118.9), with the resolving step's
 * `targeting` objects as the new spell's targets (601.2c) when the resolving object took none of them.
 */
export function resolutionCaster(targets: readonly string[] | undefined): ResolutionCaster {
  return (s, out, player, id, free, sourceName) => {
    const card = s.objects.get(id)?.card.name ?? id;
    const tried = castDuringResolution(s, out, player, id, { byInstruction: true, ...(free ? { withoutPayingManaCost: true } : {}), ...(targets?.length ? { targets: [...targets] } : {}) });
    if (tried.result === 'not cast') {
      const first = tried.why?.[0];
      out.note({ why: msg('rules.effect.cast-now-impossible', { card, source: sourceName, reason: first ? reasonMessage(first) : msg('expect.is.none') }), cr: [...(first?.cr ?? []), '608.2g'] });
    }
    return tried.result;
  };
}
