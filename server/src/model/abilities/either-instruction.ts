// "Sacrifice a creature or discard a creature card", "each opponent sacrifices a creature or discards a card": two
// instructions joined by "or", of which the player chooses one as the effect resolves (CR 608.2d). Each side is a clause
// the phrase table reads whole; the second's subject is the first's, left out (a player's verb agreeing with it) or, after
// an imperative, the imperative again. Read only where the whole clause is not read otherwise ("destroy target artifact or
// enchantment" is one instruction with an or-list). Not carried out (effect-descriptors.ts).

import type { Effect, Span, TargetSpec } from '../types';
import type { MappedText } from './mapped-text';

/** What a clause reader gives: its effects and the subject a following clause may leave out. */
export interface EitherSide {
  effects: Effect[];
  subject?: TargetSpec;
}

/** Kinds that never stand as one side of the choice: wrappers and instructions that are themselves a choice. */
const NOT_A_SIDE: ReadonlySet<string> = new Set(['optional', 'conditional', 'either-instruction', 'modal']);

/**
 * The clause `m` (quoted parts blanked in `masked`) read as two instructions joined by " or ", or undefined. `read` is the
 * one-clause reader (its subject carried into the second clause); `isVerb` says a word is an instruction's verb.
 */
export function readEitherInstruction(
  m: MappedText,
  masked: string,
  read: (part: MappedText, carried: TargetSpec | undefined) => EitherSide | undefined,
  isVerb: (word: string) => boolean,
  carried: TargetSpec | undefined,
): Effect[] | undefined {
  for (let at = masked.indexOf(' or '); at > 0; at = masked.indexOf(' or ', at + 1)) {
    const rightText = m.slice(at + ' or '.length);
    const verb = rightText.text.split(' ')[0] ?? '';
    // The second side starts with its verb (an imperative's, or the first side's player's, inflected).
    if (!isVerb(verb) && !(verb.endsWith('s') && isVerb(verb.slice(0, -1))) && !(verb.endsWith('es') && isVerb(verb.slice(0, -2)))) continue;
    // "Tap all untapped creatures target player controls, or untap all tapped creatures that player controls": a comma
    // before "or" after a long first side.
    const comma = masked.charAt(at - 1) === ',';
    const left = read(m.slice(0, comma ? at - 1 : at), carried);
    if (left?.effects.length !== 1 || NOT_A_SIDE.has(left.effects[0]!.kind)) continue;
    const subject = left.subject ?? carried;
    const right = read(rightText, subject);
    if (right?.effects.length !== 1 || NOT_A_SIDE.has(right.effects[0]!.kind)) continue;
    const second = right.effects[0]!;
    // A player's second instruction leaves the player out ("… or discards a card"): read with the first's subject.
    if (subject?.kind === 'player' && !second.elided) continue;
    const span: Span = m.span();
    return [{ kind: 'either-instruction', effects: [left.effects[0]!, { ...second, sep: comma ? ', or ' : ' or ' } as Effect], span }];
  }
  return undefined;
}
