// Layer 1 (CR 613.2): the object's starting values, then copy effects (1a) and face-down status (1b); the result
// is its copiable values (613.2c, 707.2).

import type { CopiableValues, GameObject, GameState, Reason } from '../state/game-state';
import type { Card } from '../../model/types';
import { blankValues, printedValues, splitHalfValues } from '../state/objects';
import { faceDownValues } from '../state/face-down';
import type { CharKey, ProvenanceStep } from './types';
import { provAll } from './types';
import { printedStars, textSetPt } from './cda-values';

/** CR 702.140e: the values of the topmost component with the abilities of each other component added, in order. */
function withComponentAbilities(values: CopiableValues, components: readonly Card[], notes: Reason[]): CopiableValues {
  const more = components.flatMap((c) => printedValues(c, false, notes).abilities);
  return more.length === 0 ? values : { ...values, abilities: [...values.abilities, ...more] };
}

export function layerOne(
  s: GameState,
  obj: GameObject,
  assumeFaceUp: boolean,
  notes: Reason[],
  prov: Record<CharKey, ProvenanceStep[]>,
): { values: CopiableValues; faceDown: boolean } {
  if (obj.exiledFaceDown && obj.zone === 'exile') {
    // CR 406.3: a card exiled face down has no characteristics.
    provAll(prov, { layer: 'printed', source: 'exiled face down', detail: 'no characteristics', cr: ['406.3'] });
    return { values: blankValues(null, 'exiled face down (CR 406.3)'), faceDown: false };
  }
  // CR 613.1: a card starts from its printed values; a token or a copy from the values its effect defined.
  let values = obj.baseValues ?? (obj.zone === 'stack' && obj.spell?.half !== undefined
    ? splitHalfValues(obj.card, obj.spell.half, notes) // CR 709.3b: only the half cast exists on the stack
    : printedValues(obj.card, obj.transformed, notes));
  // CR 208.2: a printed "*" is defined by the card's text, unknown until a CDA the engine counts defines it (7a).
  const stars = obj.baseValues ? undefined : printedStars(obj.card, values.name);
  if (stars) values = { ...values, ptUnknown: stars };
  // Text not carried out that may set its P/T (a copy, a choice of P/T) leaves the printed numbers no fact either.
  const bySetting = values.ptUnknown ? undefined : textSetPt(values.abilities, values.name ?? '');
  if (bySetting) values = { ...values, ptUnknown: bySetting };
  // CR 702.140e, 729.2a: a merged permanent has its topmost component's characteristics and, mutated, the abilities of
  // every component — the merge's own copiable effect, applied here before later copy effects.
  // OPEN QUESTION: a copy effect with an earlier timestamp than the merge would apply before it (613.7); the engine
  // applies the merge first.
  if (obj.components.length > 0 && obj.zone === 'battlefield') values = withComponentAbilities(values, obj.components, notes);
  // CR 702.47c, 612.1: a spell on the stack has the rules text of each card spliced onto it after its own (the main
  // spell's effects happen first, 702.47b); it loses that text once it leaves the stack (702.47e).
  // OPEN QUESTION: splice is a text-changing effect (layer 3, 613.1c), applied here before copy effects (613.2a); a copy
  // effect on a spell on the stack would keep the spliced text. A copy of a spliced spell (707.10) copies `spell`, so it
  // has the spliced text too.
  if (obj.zone === 'stack' && obj.spell?.spliced?.length) values = withComponentAbilities(values, obj.spell.spliced, notes);
  provAll(prov, {
    layer: 'printed',
    source: values.label,
    detail: obj.baseValues ? 'copiable values the token/copy was created with' : 'printed characteristics',
    cr: obj.baseValues ? ['707.2', '707.10'] : ['109.3'],
  });
  // Layer 1a: copy effects in timestamp order (CR 613.2a, 707.2).
  // (A list only when some copy effect affects it: most objects of most passes have none.)
  let copies: GameState['effects'] | undefined;
  for (const e of s.effects) if (e.copyValues && e.affected.includes(obj.id)) (copies ??= []).push(e);
  if (copies) copies.sort((a, b) => a.timestamp - b.timestamp);
  for (const c of copies ?? []) {
    values = { ...c.copyValues!, label: `copy of ${c.copyValues!.label}` };
    provAll(prov, { layer: '1a', source: c.sourceName, detail: `copy effect ${c.id}: ${c.copyValues!.label}`, cr: ['613.2a', '707.2'] });
  }
  const faceDown = obj.faceDown !== null && !assumeFaceUp;
  if (faceDown) {
    // Layer 1b: the face-down values replace everything (CR 613.2b, 708.2).
    values = faceDownValues(obj.faceDown!.profile);
    provAll(prov, { layer: '1b', source: 'face-down status', detail: 'face-down characteristics', cr: ['613.2b', '708.2a'] });
  }
  return { values, faceDown };
}
