// Choices a player makes for a spell or ability (CR 601.2b–c, 700.2, 107.3a, 608.2d): modes, the value of X, a
// color, a card name, which mana an "add … or …" ability adds. The scenario says them (`choosing …`, `with X = 3`,
// `naming "…"`); what is not said takes a stated default, reported as a note.

import type { Ability, Color, Effect } from '../../model/types';
import { illegal, type Outcome } from '../state/events';
import { CARD_TYPES, SUBTYPE_LISTS } from '../../data/cr-vocabulary';
import type { ManaType } from '../state/mana-pool';
import { msg } from '../../i18n';

export interface Choices {
  /** Modes chosen for a modal spell or ability, 1-based (CR 700.2a). */
  modes?: number[];
  /** The value of X (CR 107.3a). */
  x?: number;
  /** A color chosen as it resolves or enters (CR 105.1, 608.2d). */
  color?: Color;
  /** A card name chosen (CR 201.4). */
  cardName?: string;
  /** A creature type chosen (CR 205.3m). */
  creatureType?: string;
  /** A basic land type chosen (CR 305.6, 608.2d: "the basic land type of your choice"). */
  basicLandType?: string;
  /** A land type chosen, basic or not (CR 205.3i: "choose a land type"; a basic one is also `basicLandType`). */
  landType?: string;
  /** A card type chosen (CR 205.2a: "choose a card type"). */
  cardType?: string;
  /** "Your choice of 5/1 or 1/5": the power and toughness chosen. */
  pt?: [number, number];
  /** The mana an ability that adds one of several kinds adds (CR 106.1). */
  mana?: ManaType[];
  /** Pay each Phyrexian symbol with 2 life rather than mana (CR 107.4f). */
  payLife?: boolean;
  /** Objects chosen as it resolves, not targeted, in the order its text asks ("Choose a creature on the battlefield", CR 608.2d, 115.10). */
  objects?: string[];
  /** Pay the spell's kicker cost as it is cast (CR 702.33a); a number: its multikicker cost that many times (702.33c). */
  kicked?: boolean | number;
  /** Which of the spell's kicker costs are paid, by their mana ("{1}{U}"), when it has two (CR 702.33b, 702.33f). */
  kickedWith?: string[];
  /** Keyword costs paid as the spell is cast, lower case (CR 601.2b, 601.2f: "buyback", "entwine", "evoke"). */
  castWith?: string[];
  /** The results of the dice rolled as it resolves, in the order its instructions roll them (CR 706.2; `resolve rolling 15`). */
  rolls?: number[];
  /** Whether the player who flips each coin as it resolves wins the flip, in the order its instructions flip them (CR 705.2; `resolve flipping win`). */
  flips?: boolean[];
  /** A resolving mutating creature spell is put over (true) or under (false) the creature it targets (CR 702.140c; `resolve choosing over`). */
  mergeOver?: boolean;
}


/** The modal header of a list of abilities ("Choose one —") and the modes after it (CR 700.2), or null. */
function modalShape(abilities: readonly Ability[]): { header: number; min: number; max: number; modes: number[] } | null {
  const header = abilities.findIndex((a) => 'effects' in a && (a.effects ?? []).some((e) => e.kind === 'modal'));
  if (header < 0) return null;
  const m = (abilities[header] as { effects: Effect[] }).effects.find((e) => e.kind === 'modal') as Extract<Effect, { kind: 'modal' }>;
  const modes: number[] = [];
  for (let i = header + 1; i < abilities.length && abilities[i]!.bullet; i++) modes.push(i);
  return { header, min: m.min, max: m.max, modes };
}

/**
 * CR 700.2a, 601.2b: check the modes chosen for a modal spell or ability as it is cast or activated; returns the
 * modes to use (the first `min` when none were chosen, with a note), or null when the choice is illegal.
 */
export function chooseModes(abilities: readonly Ability[], modes: readonly number[] | undefined, out: Outcome, entwined = false): number[] | undefined | null {
  const shape = modalShape(abilities);
  if (shape && entwined) {
    // CR 702.42a: an entwined spell has all its modes chosen (instead of the number specified); naming others is illegal.
    const all = shape.modes.map((_, i) => i + 1);
    if (modes?.length && (modes.length !== all.length || !all.every((n) => modes.includes(n)))) {
      out.fail(illegal(msg('rules.cast.entwined-modes', { count: String(all.length) }), ['702.42a']));
      return null;
    }
    return all;
  }
  if (!shape) {
    if (modes?.length) {
      out.fail(illegal(msg('rules.game.not-modal'), ['700.2']));
      return null;
    }
    return undefined;
  }
  if (!modes || modes.length === 0) {
    const picked = shape.modes.slice(0, Math.max(1, shape.min)).map((_, i) => i + 1);
    out.note({ why: msg('rules.query.modes-first', { count: picked.length, modes: picked.join(', ') }), cr: ['700.2a', '601.2b'] });
    return picked;
  }
  const bad = modes.find((n) => !Number.isInteger(n) || n < 1 || n > shape.modes.length);
  if (bad !== undefined) {
    out.fail(illegal(msg('rules.query.no-such-mode', { mode: String(bad), count: String(shape.modes.length) }), ['700.2']));
    return null;
  }
  // CR 700.2d: the same mode can't normally be chosen more than once.
  if (new Set(modes).size !== modes.length) {
    out.fail(illegal(msg('rules.query.mode-once'), ['700.2d']));
    return null;
  }
  if (modes.length < shape.min || modes.length > shape.max) {
    const range = shape.min === shape.max ? 'exact' : shape.max >= 99 ? 'open' : 'between';
    out.fail(illegal(msg('rules.query.mode-count', { range, min: String(shape.min), max: shape.max, chosen: String(modes.length) }), ['700.2a']));
    return null;
  }
  return [...modes];
}

/**
 * A modal triggered or activated ability ("When … enters, choose one —") and its modes, the bulleted abilities printed
 * after it in `list` (CR 700.2); null when `header` is not modal or not in `list`.
 */
export function modalGroup<T extends Ability>(list: readonly T[], header: Ability): T[] | null {
  const i = list.findIndex((a) => a === header);
  if (i < 0 || !('effects' in header) || !(header.effects ?? []).some((e) => e.kind === 'modal')) return null;
  const group = [list[i]!];
  for (let j = i + 1; j < list.length && list[j]!.bullet; j++) group.push(list[j]!);
  return group;
}

/** CR 700.2: the effects of a modal ability's group with these modes chosen: the header's own (not its "choose one —"), then each chosen mode's in printed order. */
export function chosenModeEffects(group: readonly Ability[], modes: readonly number[] | undefined): Effect[] {
  const header = group[0];
  const own = header && 'effects' in header ? (header.effects ?? []).filter((e) => e.kind !== 'modal') : [];
  const rest = withChosenModes(group, modes).filter((a) => a !== header);
  return [...own, ...rest.flatMap((a) => ('effects' in a ? a.effects ?? [] : []))];
}

/**
 * The spell abilities of a list (CR 113.3a): the bulleted modes of a modal triggered or activated ability are part of
 * that ability (CR 700.2), not instructions of the spell.
 */
export function spellAbilitiesOf<T extends Ability>(list: readonly T[]): T[] {
  const out: T[] = [];
  let header: Ability | undefined;
  for (const a of list) {
    if (!a.bullet) header = a;
    if (a.kind === 'spell' && !(a.bullet && header && header.kind !== 'spell')) out.push(a);
  }
  return out;
}

/** The number of modes of a modal group and how many must be chosen (CR 700.2). */
export function modeCount(group: readonly Ability[]): { modes: number; min: number; max: number } | null {
  const shape = modalShape(group);
  return shape ? { modes: shape.modes.length, min: shape.min, max: shape.max } : null;
}

/** CR 700.2: the abilities that act: all but the modal header and the modes not chosen (all of them when not modal). */
export function withChosenModes<T extends Ability>(abilities: readonly T[], modes: readonly number[] | undefined): T[] {
  const shape = modalShape(abilities);
  if (!shape) return [...abilities];
  const chosen = new Set((modes?.length ? modes : [1]).map((n) => shape.modes[n - 1]));
  return abilities.filter((_, i) => i !== shape.header && (!shape.modes.includes(i) || chosen.has(i)));
}

/** CR 205.3i: the land type a word names (as the CR spells it), or undefined. */
export function landTypeNamed(word: string): string | undefined {
  const w = word.toLowerCase();
  return SUBTYPE_LISTS.find((l) => l.rule === '205.3i')?.names.find((n) => n.toLowerCase() === w);
}

/** CR 205.2a: the card type a word names (as the CR spells it), or undefined. */
export function cardTypeNamed(word: string): string | undefined {
  const w = word.toLowerCase();
  return CARD_TYPES.find((n) => n.toLowerCase() === w);
}

/** CR 205.3m: the creature type a word names (as the CR spells it), or undefined. */
export function creatureTypeNamed(word: string): string | undefined {
  const w = word.toLowerCase();
  return SUBTYPE_LISTS.find((l) => l.rule === '205.3m')?.names.find((n) => n.toLowerCase() === w);
}
