// The activated and triggered abilities keywords stand for (CR 702.6a equip, 702.108a prowess; model/abilities/keyword-abilities.ts holds what each
// means), read once per keyword, cost and name with the grammar, and listed with a permanent's printed activated
// abilities in the order of its lines (rules/game/activation.ts).

import type { ActivatedAbility, TriggeredAbility } from '../../model/types';
import { keywordMeaning, keywordTrigger } from '../../model/abilities/keyword-abilities';
import { parseAbility } from '../../model/abilities/parse-ability';
import type { AbilityRef } from '../state/game-state';

const memo = new Map<string, ActivatedAbility | null>();
const MAX_MEMO = 2_000;

/** The activated ability a keyword line's keyword stands for, when it is read and carried out in full. */
function standsFor(ref: AbilityRef, selfName: string): ActivatedAbility[] {
  if (ref.ability.kind !== 'keyword') return [];
  const out: ActivatedAbility[] = [];
  for (const k of ref.ability.keywords) {
    const text = keywordMeaning(k);
    if (text === undefined) continue;
    const key = `${text}\u0000${selfName}`;
    let a = memo.get(key);
    if (a === undefined) {
      if (memo.size >= MAX_MEMO) memo.clear();
      const read = parseAbility(text, 0, { cardName: selfName, faceName: selfName });
      // Shown as the keyword was written ("Equip {2}"), activated as what it means.
      a = read.kind === 'activated' && read.unmodeled.length === 0 && !read.unsimulated?.length ? { ...read, text: ref.ability.text } : null;
      memo.set(key, a);
    }
    if (a) out.push(a);
  }
  return out;
}

const triggerMemo = new Map<string, TriggeredAbility | null>();

/**
 * CR 702.108a–b: the triggered abilities a keyword line's keywords stand for (prowess), one per instance, when read
 * in full; shown as the keyword was written.
 */
export function triggersStoodFor(ref: AbilityRef, selfName: string): AbilityRef[] {
  if (ref.ability.kind !== 'keyword') return [];
  const out: AbilityRef[] = [];
  for (const k of ref.ability.keywords) {
    const text = keywordTrigger(k);
    if (text === undefined) continue;
    const key = `${text}\u0000${selfName}`;
    let a = triggerMemo.get(key);
    if (a === undefined) {
      if (triggerMemo.size >= MAX_MEMO) triggerMemo.clear();
      const read = parseAbility(text, 0, { cardName: selfName, faceName: selfName });
      a = read.kind === 'triggered' && read.unmodeled.length === 0 && !read.unsimulated?.length ? { ...read, text: k.keyword } : null;
      triggerMemo.set(key, a);
    }
    if (a) out.push({ ...ref, ability: a });
  }
  return out;
}

/** A permanent's activated abilities, printed or granted, with those its keywords stand for, in the order of its lines. */
export function activatedAbilityRefs(abilities: readonly AbilityRef[], selfName: string): AbilityRef[] {
  return abilities.flatMap((r) => (r.ability.kind === 'activated' ? [r] : standsFor(r, selfName).map((a) => ({ ...r, ability: a }))));
}
