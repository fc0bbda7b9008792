// "if it has first strike", "if it doesn't have first strike", "if ~ has defender" (CR 702.1, 608.2c, 603.4 intervening
// "if"): whether one object has a keyword ability now, as the layers leave it (613.1f). "It" is what the ability's trigger
// event or an earlier instruction names (603.2); gone from where it was, it is a new object (400.7) and the engine can't
// tell. "It had …" (608.2h, last known information) is not told: the engine keeps no keywords of an object gone.

import type { Condition } from '../../model/types';
import type { GameState } from '../state/game-state';
import { keywordsOf } from '../state/objects';
import { computeCharacteristics } from '../layers';
import { attachedSubjectId } from './condition-subject';

export interface KeywordConditionContext {
  sourceId: string;
  it?: string;
}

/** Whether the object has the keyword now; undefined when the engine can't tell. */
export function hasKeywordHolds(s: GameState, c: Condition & { kind: 'has-keyword' }, ctx: KeywordConditionContext): boolean | undefined {
  if (c.past) return undefined;
  // "if enchanted creature has flying" (CR 303.4, 301.5): the object the source is attached to; none, it has no keyword.
  const attached = attachedSubjectId(s, c.subject, ctx.sourceId);
  if (attached === null) return c.negated ? undefined : false;
  const id = attached ?? (c.subject.kind === 'self' ? ctx.sourceId : c.subject.kind === 'it' ? ctx.it : undefined);
  const o = id !== undefined ? s.objects.get(id) : undefined;
  if (!o) return undefined;
  const wanted = c.keyword.toLowerCase();
  const has = keywordsOf(computeCharacteristics(s, o).abilities).some((k) => k.keyword.toLowerCase() === wanted);
  return c.negated ? !has : has;
}
