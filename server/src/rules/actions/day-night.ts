// Day and night (CR 730): a designation of the game itself, neither at first; once day or night, always exactly one of
// them (730.1). Daybound and nightbound (702.145) make it day or night and transform the permanents that have them:
// - 702.145d, 702.145g: while a player controls a permanent with daybound and it's neither, it becomes day; with
//   nightbound (and no daybound permanent on the battlefield), night;
// - 702.145b–c, 702.145e–f: a permanent front face up with daybound at night, or back face up with nightbound by day, is
//   transformed at once (not a state-based action); it "can't transform except due to its daybound [nightbound] ability";
// - 702.145b: at night a double-faced permanent with daybound enters transformed;
// - 730.2, 502.2: as the second part of the untap step, day becomes night if the previous turn's active player cast no
//   spells that turn, night becomes day if they cast two or more. A turn the engine didn't see whole (the scenario began
//   in it, 500.1) leaves what wasn't seen unknown: the answer rests on that history (rules/scenario/inconclusive.ts).
// "Day becomes night or night becomes day" (730.1a) is a `day-night` event with `changed`; the first designation isn't.

import type { Outcome } from '../state/events';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { findKeyword, isDoubleFaced, printedValues } from '../state/objects';
import { turnOver } from './turn-over';
import { msg } from '../../i18n';

export type DayNight = 'day' | 'night';

/**
 * Whether a permanent may have daybound or nightbound at all: a face of its card prints one, or its values come from
 * elsewhere (a token's or a copy's, 707.2). Asked before every priority: the layers are computed only for those.
 */
function mayBeBound(s: GameState, o: GameObject, copies: boolean): boolean {
  if (o.baseValues || copies) return true;
  const printed = (back: boolean) => printedValues(o.card, back, []).abilities;
  const has = (back: boolean) => !!findKeyword(printed(back), 'Daybound') || !!findKeyword(printed(back), 'Nightbound');
  return has(false) || (isDoubleFaced(o.card) && has(true));
}

/** The bound keyword a permanent has now (CR 702.145a): daybound, nightbound, or none. */
export function boundKeyword(s: GameState, o: GameObject): 'daybound' | 'nightbound' | undefined {
  if (o.faceDown || !mayBeBound(s, o, s.effects.some((e) => e.copyValues && e.affected.includes(o.id)))) return undefined;
  const abilities = computeCharacteristics(s, o).abilities;
  if (findKeyword(abilities, 'Daybound')) return 'daybound';
  if (findKeyword(abilities, 'Nightbound')) return 'nightbound';
  return undefined;
}

/** CR 702.145b, 702.145e: a permanent with daybound or nightbound can't transform except due to that ability. */
export function transformForbidden(s: GameState, o: GameObject): boolean {
  return boundKeyword(s, o) !== undefined;
}

/** The game becomes day or night (CR 730.1); the bound permanents transform as it does (702.145b, 702.145e). */
export function setDayNight(s: GameState, out: Outcome, to: DayNight, cr: readonly string[]): void {
  if (s.dayNight === to) return;
  const changed = s.dayNight !== undefined;
  s.dayNight = to;
  out.event({ type: 'day-night', is: to, changed });
  out.note({ why: msg('rules.game.day-night', { is: to }), cr: [...cr, '730.1'] });
  boundTransforms(s, out);
}

/** CR 702.145c, 702.145f: each permanent whose bound keyword doesn't match the designation transforms, at once. */
function boundTransforms(s: GameState, out: Outcome): void {
  if (!s.dayNight) return;
  for (const o of battlefieldObjects(s)) {
    if (!isDoubleFaced(o.card)) continue;
    const bound = boundKeyword(s, o);
    if ((bound === 'daybound' && !o.transformed && s.dayNight === 'night') || (bound === 'nightbound' && o.transformed && s.dayNight === 'day')) {
      turnOver(s, out, o);
      out.note({ why: msg('rules.game.bound-transforms', { card: o.card.name, is: s.dayNight }), cr: [bound === 'daybound' ? '702.145c' : '702.145f'] });
    }
  }
}

/**
 * Before a player receives priority (and as a permanent enters): with neither day nor night, a daybound permanent makes
 * it day (CR 702.145d), else a nightbound one night (702.145g); then the bound permanents transform (702.145c, 702.145f).
 */
export function checkDayNight(s: GameState, out: Outcome): void {
  if (!s.dayNight) {
    const bound = battlefieldObjects(s).map((o) => boundKeyword(s, o));
    if (bound.includes('daybound')) setDayNight(s, out, 'day', ['702.145d']);
    else if (bound.includes('nightbound')) setDayNight(s, out, 'night', ['702.145g']);
    return;
  }
  boundTransforms(s, out);
}

/** CR 702.145b: at night, a double-faced card with daybound enters transformed (its front face's keyword, 712.8a). */
export function entersTransformedAtNight(s: GameState, o: GameObject): boolean {
  return s.dayNight === 'night' && !o.faceDown && isDoubleFaced(o.card) && !!findKeyword(printedValues(o.card, false, []).abilities, 'Daybound');
}

/**
 * CR 730.2, 502.2: the untap step's day/night check, on the previous turn's active player's spells. A previous turn the
 * engine didn't see whole leaves the count seen a lower bound: an answer it can't give rests on that turn's history.
 */
export function untapDayNightCheck(s: GameState, out: Outcome, previousActive: PlayerId): void {
  if (!s.dayNight) return; // CR 730.2c
  const last = s.history.last;
  const cast = last ? last.cast[previousActive] : 0;
  const whole = !!last && last.whole;
  if (s.dayNight === 'day') {
    if (cast === 0) {
      if (!whole) unknownHistory(s, 'day');
      setDayNight(s, out, 'night', ['730.2a', '502.2']);
    }
    return;
  }
  if (cast >= 2) setDayNight(s, out, 'day', ['730.2b', '502.2']);
  else if (!whole) unknownHistory(s, 'night');
}

function unknownHistory(s: GameState, is: DayNight): void {
  const text = is === 'day' ? 'it becomes night (no spells last turn)' : 'it becomes day (two spells last turn)';
  const list = (s.unchosenTargets ??= []);
  if (!list.some((u) => u.what === 'history' && u.text === text)) list.push({ sourceName: 'the game', text, what: 'history' });
}
