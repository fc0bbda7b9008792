// The activated and triggered abilities keywords stand for (CR 702.6a equip, 702.108a prowess; model/abilities/keyword-abilities.ts holds what each
// means), read once per keyword, cost and name with the grammar, and listed with a permanent's printed activated
// abilities in the order of its lines (rules/game/activation.ts).

import type { ActivatedAbility, StaticAbility, TriggeredAbility } from '../../model/types';
import { keywordMeaning, keywordSecondMeaning, keywordStatic, keywordTrigger } from '../../model/abilities/keyword-abilities';
import { parseAbility } from '../../model/abilities/parse-ability';
import { permanentKeywordTexts } from '../../model/abilities/permanent-keywords';
import type { AbilityRef } from '../state/game-state';
import { lookupTable } from '../../model/lookup-table';

const memo = new Map<string, ActivatedAbility | TriggeredAbility | StaticAbility | null>();
const MAX_MEMO = 2_000;

/**
 * What a keyword's meaning reads as, when it is an ability of `kind` read and carried out in full (else null), shown
 * as `shownAs`; read once per kind, meaning and card name.
 */
function readMeaning<K extends 'activated' | 'triggered' | 'static' | 'replacement'>(kind: K, text: string, selfName: string, shownAs: string): Extract<ActivatedAbility | TriggeredAbility | StaticAbility, { kind: K }> | null {
  const key = `${kind}\u0000${text}\u0000${selfName}`;
  let a = memo.get(key);
  if (a === undefined) {
    if (memo.size >= MAX_MEMO) memo.clear();
    const read = parseAbility(text, 0, { cardName: selfName, faceName: selfName });
    a = read.kind === kind && read.unmodeled.length === 0 && !read.unsimulated?.length ? { ...(read as ActivatedAbility | TriggeredAbility | StaticAbility), text: shownAs } : null;
    memo.set(key, a);
  }
  return a as Extract<ActivatedAbility | TriggeredAbility | StaticAbility, { kind: K }> | null;
}

/** CR 702.128b, 702.129a: what a token made by these keywords' abilities was. */
const MADE_BY: Readonly<Record<string, 'embalmed' | 'eternalized'>> = lookupTable({ embalm: 'embalmed', eternalize: 'eternalized' });

/** The activated ability a keyword line's keyword stands for, when it is read and carried out in full. */
function standsFor(ref: AbilityRef, selfName: string): ActivatedAbility[] {
  if (ref.ability.kind !== 'keyword') return [];
  const out: ActivatedAbility[] = [];
  for (const k of ref.ability.keywords) {
    const text = keywordMeaning(k);
    // Shown as the keyword was written ("Equip {2}"), activated as what it means.
    const a = text === undefined ? null : readMeaning('activated', text, selfName, ref.ability.text);
    // CR 702.128b: the token a resolving embalm (eternalize) ability creates is embalmed (eternalized).
    const madeBy = MADE_BY[k.keyword.toLowerCase()];
    if (a) out.push(madeBy ? { ...a, effects: a.effects.map((e) => (e.kind === 'create-token-copy' ? { ...e, madeBy } : e)) } : a);
    // CR 702.151a: reconfigure's second ability, after its first.
    const second = keywordSecondMeaning(k);
    const b = second === undefined ? null : readMeaning('activated', second, selfName, ref.ability.text);
    if (b) out.push(b);
  }
  return out;
}

/**
 * CR 702.108a–b: the triggered abilities a keyword line's keywords stand for (prowess), one per instance, when read
 * in full; shown as the keyword was written.
 */
export function triggersStoodFor(ref: AbilityRef, selfName: string): AbilityRef[] {
  if (ref.ability.kind !== 'keyword') return [];
  const out: AbilityRef[] = [];
  for (const k of ref.ability.keywords) {
    const text = keywordTrigger(k);
    const a = text === undefined ? null : readMeaning('triggered', text, selfName, k.keyword);
    if (a) out.push({ ...ref, ability: a });
    // CR 702.32a fading and the other keywords of permanents that stand for several abilities: their triggered ones.
    for (const t of permanentKeywordTexts(k) ?? []) {
      const p = readMeaning('triggered', t, selfName, k.keyword);
      if (p) out.push({ ...ref, ability: p });
    }
  }
  return out;
}

/**
 * CR 614.1c, 702.32a fading, 702.54a bloodthirst: the "enters with" replacements a permanent's keywords stand for
 * (model/abilities/permanent-keywords.ts), read in full, after its other abilities; shown as the keyword was written.
 * `asCreature`: it enters as a creature (702.44a sunburst).
 */
export function entryReplacementsStoodFor(abilities: readonly AbilityRef[], selfName: string, asCreature = true): AbilityRef[] {
  const out: AbilityRef[] = [];
  for (const r of abilities) {
    if (r.ability.kind !== 'keyword') continue;
    for (const k of r.ability.keywords) {
      for (const t of permanentKeywordTexts(k, asCreature) ?? []) {
        const a = readMeaning('replacement', t, selfName, k.keyword) as StaticAbility | null;
        if (a && a.replacementEvent === 'enters') out.push({ ...r, ability: a });
      }
    }
  }
  return out;
}

/**
 * A permanent's abilities with each keyword line replaced by the triggered abilities its keywords stand for (CR
 * 702.108a and the other triggered keywords): what triggers, on the battlefield or looking back at it (603.10a).
 */
export function withKeywordTriggers(abilities: readonly AbilityRef[], selfName: string): AbilityRef[] {
  return abilities.flatMap((r) => (r.ability.kind === 'keyword' ? triggersStoodFor(r, selfName) : [r]));
}

/**
 * CR 702.41a: the static abilities a spell's keywords stand for while it is cast (affinity), read in full, after its
 * other abilities.
 */
export function staticsStoodFor(abilities: readonly AbilityRef[], selfName: string): StaticAbility[] {
  const out: StaticAbility[] = [];
  for (const r of abilities) {
    if (r.ability.kind !== 'keyword') continue;
    for (const k of r.ability.keywords) {
      const text = keywordStatic(k);
      const a = text === undefined ? null : readMeaning('static', text, selfName, k.keyword);
      if (a) out.push(a);
    }
  }
  return out;
}

/**
 * CR 702.98a unleash: the static abilities a permanent's keywords stand for (model/abilities/permanent-keywords.ts: only
 * attacking and blocking restrictions, "This permanent can't block as long as it has a +1/+1 counter on it"), read in
 * full, after its other abilities; rules/queries/combat-restrictions.ts reads them.
 */
export function restrictionsStoodFor(abilities: readonly AbilityRef[], selfName: string): AbilityRef[] {
  const out: AbilityRef[] = [];
  for (const r of abilities) {
    if (r.ability.kind !== 'keyword') continue;
    for (const k of r.ability.keywords) {
      for (const t of permanentKeywordTexts(k) ?? []) {
        const a = readMeaning('static', t, selfName, k.keyword);
        if (a) out.push({ ...r, ability: a });
      }
    }
  }
  return out;
}

/** A permanent's activated abilities, printed or granted, with those its keywords stand for, in the order of its lines. */
export function activatedAbilityRefs(abilities: readonly AbilityRef[], selfName: string): AbilityRef[] {
  return abilities.flatMap((r) => (r.ability.kind === 'activated' ? [r] : standsFor(r, selfName).map((a) => ({ ...r, ability: a }))));
}
