// A player's choice made as a spell or ability resolves (CR 608.2d) or as a permanent enters (614.12a): "choose a
// color / a creature type / a card name" (105.4, 205.3m, 201.4) and "your choice of 5/1 or 1/5", taken from the
// step's choices; a choice the step didn't make is recorded, and what rests on it is inconclusive (607.5a).

import { msg } from '../../i18n';
import type { Effect } from '../../model/types';
import type { Outcome } from '../state/events';
import type { ChosenValues, GameState, PlayerId } from '../state/game-state';
import { otherPlayer } from '../state/game-state';
import { COLOR_BY_NAME } from '../../model/types';
import type { Choices } from '../queries/choices';

type ChooseWhat = Extract<Effect, { kind: 'choose' }>['what'];

/** How the scenario says each choice. */
const HOW: Partial<Record<ChooseWhat, string>> = {
  'a color': '`resolve choosing blue`',
  'a creature type': '`resolve choosing Elf`',
  'a card name': '`resolve naming "…"`',
  'a basic land type': '`resolve choosing Island`',
  'a land type': '`resolve choosing Desert`',
  'a card type': '`resolve choosing artifact`',
};

/** The choice as the catalog's `select` names it (rules.act.choice-missing). */
const CHOICE_WORD: Record<ChooseWhat, string> = {
  'a color': 'color',
  'a creature type': 'creatureType',
  'a card name': 'cardName',
  'an opponent': 'opponent',
  'a number': 'number',
  'a card type': 'cardType',
  // A name of a kind, or an opponent at random: the same kind of choice, said the same way (CR 201.4, 102.1).
  'a nonland card name': 'cardName',
  'a noncreature, nonland card name': 'cardName',
  'any card name': 'cardName',
  'an opponent at random': 'opponent',
  'a land type': 'landType',
  'a basic land type': 'basicLandType',
  'a player': 'player',
  'a nonartifact, nonland card name': 'cardName',
  'a card name other than a basic land card name': 'cardName',
  // CR 105.4, 102.1: two colors, a player at random (not made by the engine: effect-descriptors.ts CHOICES_MADE).
  'two colors': 'color',
  'a player at random': 'player',
  // CR 102.3: "one of your opponents" is an opponent, said the same way.
  'one of your opponents': 'opponent',
  // CR 305.6: two basic land types (not made by the engine).
  'two basic land types': 'basicLandType',
  // CR 105.4, 205.3m, 305.6: two choices at once (not made by the engine), said by their first.
  'a color and a creature type': 'color',
  'a land type and a basic land type': 'landType',
  // CR 607.2d: abilities from a list (not made by the engine), said as written.
  'abilities from among': 'abilities',
};

/**
 * The choice `who` makes for "choose `what`" from the step's choices, or undefined (with a note, and what follows
 * rests on the choice never made: inconclusive) when the step didn't make it.
 */
export function makeChoice(s: GameState, out: Outcome, what: ChooseWhat, c: Choices | undefined, who: PlayerId, sourceName: string, except?: string): ChosenValues | undefined {
  // "choose a color other than green" (CR 105.4): the color excepted is no choice; one the step names is refused.
  if (what === 'a color' && c?.color && except !== undefined && COLOR_BY_NAME[except.toLowerCase()] === c.color) {
    out.note({ why: msg('rules.act.choice-excepted', { player: who, source: sourceName, except }), cr: ['105.4', '608.2d'] });
  } else if (what === 'a color' && c?.color) {
    out.note({ why: msg('rules.act.chooses-color', { player: who, color: c.color }), cr: ['105.4', '607.2d'] });
    return { color: c.color };
  }
  if (what === 'a creature type' && c?.creatureType) {
    out.note({ why: msg('rules.act.chooses-creature-type', { player: who, type: c.creatureType }), cr: ['205.3m', '607.2d'] });
    return { creatureType: c.creatureType };
  }
  // CR 102.1, 614.12a: "choose an opponent" (at random too) in a two-player game: the one other player, no choice left.
  if (what === 'an opponent' || what === 'an opponent at random') {
    const chosen = otherPlayer(who);
    out.note({ why: msg('rules.act.chooses-opponent', { player: who, chosen }), cr: ['102.1', '607.2d'] });
    return { player: chosen };
  }
  // CR 305.6, 205.3i: "choose a basic land type" (Plains, Island, Swamp, Mountain, Forest), "choose a land type" (any).
  if (what === 'a basic land type' && c?.basicLandType) {
    out.note({ why: msg('rules.act.chooses-basic-land-type', { player: who, type: c.basicLandType }), cr: ['305.6', '607.2d'] });
    return { landType: c.basicLandType };
  }
  if (what === 'a land type' && c?.landType) {
    out.note({ why: msg('rules.act.chooses-land-type', { player: who, type: c.landType }), cr: ['205.3i', '607.2d'] });
    return { landType: c.landType };
  }
  // CR 205.2a: "choose a card type".
  if (what === 'a card type' && c?.cardType) {
    out.note({ why: msg('rules.act.chooses-card-type', { player: who, type: c.cardType }), cr: ['205.2a', '607.2d'] });
    return { cardType: c.cardType };
  }
  if (what === 'a card name' && c?.cardName !== undefined) {
    out.note({ why: msg('rules.act.chooses-name', { player: who, name: c.cardName }), cr: ['201.4', '607.2d'] });
    return { cardName: c.cardName };
  }
  const how = HOW[what];
  out.note({ why: msg('rules.act.choice-missing', { player: who, what: CHOICE_WORD[what], source: sourceName, how: how ?? 'none' }), cr: ['608.2d', '607.5a'] });
  if (how) (s.unchosenTargets ??= []).push({ sourceName, text: `choose ${what}`, what: 'choice' });
  return undefined;
}

/**
 * "Becomes your choice of 5/1 or 1/5": the set-base-P/T effect of the option the step chose (`… choosing 5/1`), or
 * undefined (with a note; what follows rests on the choice never made) when it chose none or one not offered.
 */
export function choosePt(s: GameState, out: Outcome, e: Extract<Effect, { kind: 'choose-pt' }>, c: Choices | undefined, sourceName: string): Extract<Effect, { kind: 'set-base-pt' }> | undefined {
  const choices = e.options.map(([p, t]) => `${p}/${t}`);
  const options = choices.join(' or ');
  const pt = c?.pt;
  if (pt && e.options.some(([p, t]) => p === pt[0] && t === pt[1])) {
    out.note({ why: msg('rules.act.pt-chosen', { source: sourceName, pt: `${pt[0]}/${pt[1]}`, options: choices }), cr: ['608.2d', '613.4b'] });
    return { kind: 'set-base-pt', target: e.target, power: pt[0], toughness: pt[1], duration: e.duration, span: e.span };
  }
  out.note({ why: pt ? msg('rules.act.pt-not-a-choice', { source: sourceName, pt: `${pt[0]}/${pt[1]}`, options: choices }) : msg('rules.act.pt-not-chosen', { source: sourceName, options: choices, example: e.options[0]?.join('/') ?? '5/1' }), cr: ['608.2d'] });
  (s.unchosenTargets ??= []).push({ sourceName, text: `your choice of ${options}`, what: 'choice' });
  return undefined;
}
