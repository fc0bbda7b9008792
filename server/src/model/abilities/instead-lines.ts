// "Galvanic Blast deals 2 damage to any target. / Metalcraft — Galvanic Blast deals 4 damage instead if you control three
// or more artifacts.": an "… instead" line whose sentence replaced is on the line before (an ability word's line, CR
// 207.2c: the word has no rules meaning). Both lines are text of the instant or sorcery followed as it resolves (CR
// 113.3a), in the order written, later text modifying earlier text (608.2c): the alternative replaces the previous
// line's last sentence when its condition holds, as one written on the same line does (rules/effects/apply-effects.ts).
import type { Ability, Effect, Span } from '../types';
import { insteadCarriedOut } from './effect-descriptors';

type Lined = Ability & { effects?: Effect[] };

/** Whether `line` is a spell line opening with an "… instead" alternative to the spell line `before` (CR 608.2c). */
export function insteadOfPreviousLine(before: Ability | undefined, line: Ability): boolean {
  if (!before || before.kind !== 'spell' || line.kind !== 'spell') return false;
  const first = line.effects[0];
  return first?.kind === 'conditional' && !!first.instead && before.effects.length > 0 && before.unmodeled.length === 0;
}

/**
 * The effects the engine follows for each group of spell lines: a line opening with an alternative to the line before
 * it is joined to that line's effects (CR 608.2c), its first effect starting a sentence of its own.
 */
export function joinInsteadLines<T extends Lined>(lines: readonly T[]): { abilities: T[]; effects: Effect[] }[] {
  const out: { abilities: T[]; effects: Effect[] }[] = [];
  lines.forEach((a, i) => {
    const last = out[out.length - 1];
    if (last && insteadOfPreviousLine(lines[i - 1], a)) {
      const [first, ...rest] = a.effects ?? [];
      last.abilities.push(a);
      last.effects = [...last.effects, { ...first!, sep: '. ' } as Effect, ...rest];
      return;
    }
    out.push({ abilities: [a], effects: a.effects ?? [] });
  });
  return out;
}

/**
 * A face's abilities with each "… instead" line whose alternative the engine carries out across the line break no
 * longer marked "recognized, not simulated" for it (the same test as within one line: effect-descriptors.ts
 * `insteadCarriedOut`). The abilities are copied, never changed (a memoized reading may be shared by other cards).
 */
export function markInsteadLines(abilities: Ability[]): void {
  for (let i = 1; i < abilities.length; i++) {
    const a = abilities[i]!;
    const before = abilities[i - 1]!;
    if (!a.unsimulated?.length || a.kind !== 'spell' || !insteadOfPreviousLine(before, a) || before.kind !== 'spell') continue;
    const joined = [...before.effects, ...a.effects];
    if (!insteadCarriedOut(joined, before.effects.length, 'spell')) continue;
    const span = a.effects[0]!.span;
    const left = a.unsimulated.filter((s: Span) => s.start !== span.start || s.end !== span.end);
    const copy: Ability = { ...a };
    if (left.length > 0) copy.unsimulated = left;
    else delete copy.unsimulated;
    abilities[i] = copy;
  }
}
