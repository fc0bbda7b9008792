// Why an understood line is not carried out: each "recognized, not simulated" part of an understood line named by its
// kind (the trigger event, the keyword, the cost, the effect kind and the detail the engine does not read), so the
// engine's work can be ranked by lines, like the grammar's (families.ts). `npm run coverage:real -- --not-carried-out`.

import { descriptorOf, eventSimulated } from '../../server/src/model/abilities/effect-descriptors';
import { keywordCarriedOut } from '../../server/src/model/abilities/keywords';
import type { Ability, Effect, ObjectFilter, Span, TargetSpec } from '../../server/src/model/types';

/** The filter fields set (truthy) on a filter, as "filter.NAME", for the details the engine's matcher may not read. */
function filterFields(f: ObjectFilter | undefined): string[] {
  if (!f) return [];
  const skip = new Set(['types', 'text', 'postOrder', 'controller', 'other', 'nontoken', 'faceDown', 'faceUp', 'statusAfter', 'commaAdjectives', 'yourOpponentsWritten', 'notYours', 'onBattlefield', 'withKeyword', 'withKeywordAbility', 'attachment', 'otherThanSelf', 'withChosenName', 'ofChosenColor']);
  const rec = f as unknown as Record<string, unknown>;
  return Object.keys(rec).filter((k) => rec[k] !== undefined && rec[k] !== false && !skip.has(k)).map((k) => (k === 'anyOf' ? filterFields(f.anyOf?.[0]).join('+') || 'anyOf' : `filter.${k}`));
}

function targetDetail(t: TargetSpec | undefined): string {
  if (!t) return '';
  const extra: string[] = [t.kind];
  if (t.kind === 'target' || t.kind === 'chosen') for (const k of ['upTo', 'oneTo', 'countIsX', 'ofIt'] as const) if ((t as Record<string, unknown>)[k]) extra.push(k);
  if (t.kind === 'player') extra.push(t.who);
  if (t.kind === 'library-top') extra.push(String(t.count), t.owner);
  if ('filter' in t) extra.push(...filterFields(t.filter));
  return extra.join(' ');
}

/** A short name for why effect `e` is not carried out: its kind, and for kinds the engine carries out, what it has besides. */
export function effectReason(e: Effect): string {
  if (!descriptorOf(e).engine) return `${e.kind} (no engine)`;
  if (e.kind === 'optional' || e.kind === 'conditional') {
    const inner = e.effects.map(effectReason);
    const cond = e.kind === 'conditional' ? ` [${e.condition.kind}${e.asLongAs ? ' as long as' : ''}${e.trailing ? ' trailing' : ''}]` : '';
    return `${e.kind}${cond} > ${inner.join(' ; ')}`;
  }
  const rec = e as unknown as Record<string, unknown>;
  const parts: string[] = [];
  for (const k of ['until', 'whereX', 'per', 'perCount', 'from', 'who', 'equalTo', 'thatMany', 'countIsX', 'remove', 'upTo', 'orUntap', 'name', 'supertypes', 'except', 'how', 'action', 'filter', 'cards', 'yourLibrary', 'unlessPays', 'youControl', 'manaPool', 'count']) {
    const v = rec[k];
    if (v === undefined || v === false) continue;
    parts.push(typeof v === 'string' || typeof v === 'number' ? `${k}=${v}` : k);
  }
  if (rec['amount'] && typeof rec['amount'] === 'object') parts.push(`amount=${(rec['amount'] as { kind: string }).kind}`);
  if (e.kind === 'create-token' && e.token.abilities?.length) parts.push('token abilities');
  for (const k of ['target', 'of', 'to']) if (rec[k] && typeof rec[k] === 'object') parts.push(`${k}: ${targetDetail(rec[k] as TargetSpec)}`);
  return `${e.kind} {${parts.join(', ')}}`;
}

const inside = (s: Span, t: Span) => s.start <= t.start && t.end <= s.end;

/** The reasons the unsimulated parts of an understood ability name (each part once). */
export function notCarriedOutReasons(a: Ability): string[] {
  const spans = a.unsimulated ?? [];
  if (spans.length === 0) return [];
  const out = new Set<string>();
  for (const s of spans) {
    if (s.start === a.span.start && s.end === a.span.end && a.kind !== 'spell') {
      // A whole line: a level striation, "escapes with", or a whole ability's one effect.
      if (a.kind === 'replacement' && a.replacementEvent === 'escapes') { out.add('replacement: escapes'); continue; }
    }
    if (a.kind === 'triggered' && !eventSimulated(a.event) && !('effects' in a && a.effects.some((e) => e.span.start === s.start && e.span.end === s.end))) {
      const ev = a.event as unknown as Record<string, unknown>;
      const subj = ev['subject'] as { filter?: ObjectFilter; oneOrMore?: boolean; pronoun?: unknown; attached?: unknown } | undefined;
      const detail = subj ? [subj.oneOrMore ? 'oneOrMore' : '', subj.pronoun ? 'pronoun' : '', subj.attached ? 'attached' : '', ...filterFields(subj.filter)].filter(Boolean).join(' ') : '';
      out.add(`trigger: ${a.event.kind}${ev['event'] ? ` "${String(ev['event'])}"` : ''}${ev['whose'] ? ` ${String(ev['whose'])}` : ''}${detail ? ` [${detail}]` : ''}`);
      continue;
    }
    if (a.kind === 'keyword') {
      const k = a.keywords.find((x) => inside(s, x.span) || inside(x.span, s));
      if (k && !keywordCarriedOut(k.keyword)) { out.add(`keyword: ${k.keyword}`); continue; }
    }
    if (a.kind === 'activated' && s.start === a.cost.span.start && s.end === a.cost.span.end) {
      out.add(`cost: ${(a.cost.actions ?? []).map((e) => e.kind === 'zone-change' ? `${e.how} ${e.target.kind}` : e.kind === 'player-action' ? e.action : e.kind).join('+') || (a.cost.untap ? '{Q}' : '?')}`);
      continue;
    }
    const e = 'effects' in a ? a.effects.find((x) => x.span.start === s.start && x.span.end === s.end) : undefined;
    if (e) { out.add(`${a.kind} ${effectReason(e)}`); continue; }
    out.add(`${a.kind}: whole line (level striation or other)`);
  }
  return [...out];
}

/** Coarse kind of a reason: its first words up to the detail. */
export function coarse(reason: string): string {
  return reason.replace(/ \{.*$/, '').replace(/ \[.*$/, '');
}

/** Reasons ranked by lines: coarse kinds (lines, lines where it is the only reason), and detailed ones where they are the only reason. */
export function notCarriedOutRanking(abilities: readonly Ability[]): { coarse: [string, number, number][]; fine: [string, number][] } {
  const all = new Map<string, number>();
  const only = new Map<string, number>();
  const fine = new Map<string, number>();
  for (const a of abilities) {
    if (a.unmodeled.length > 0 || !a.unsimulated?.length) continue;
    const reasons = notCarriedOutReasons(a);
    const kinds = new Set(reasons.map(coarse));
    for (const k of kinds) all.set(k, (all.get(k) ?? 0) + 1);
    if (kinds.size === 1) only.set([...kinds][0]!, (only.get([...kinds][0]!) ?? 0) + 1);
    if (reasons.length === 1) fine.set(reasons[0]!, (fine.get(reasons[0]!) ?? 0) + 1);
  }
  return {
    coarse: [...all].map(([k, n]): [string, number, number] => [k, n, only.get(k) ?? 0]).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    fine: [...fine].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  };
}

/**
 * The detailed reasons whose text holds `kind` ("zone-change", "player-action"), over every understood line not carried
 * out: lines where the reason appears, lines where it is the only reason, and up to `examples` of its lines.
 */
export function reasonDetails(abilities: readonly Ability[], kind: string, examples = 2): { reason: string; lines: number; only: number; examples: string[] }[] {
  const by = new Map<string, { reason: string; lines: number; only: number; examples: string[] }>();
  for (const a of abilities) {
    if (a.unmodeled.length > 0 || !a.unsimulated?.length) continue;
    const reasons = notCarriedOutReasons(a);
    for (const r of reasons) {
      if (!r.includes(kind)) continue;
      const row = by.get(r) ?? { reason: r, lines: 0, only: 0, examples: [] };
      row.lines++;
      if (reasons.length === 1) row.only++;
      if (row.examples.length < examples) row.examples.push(a.text);
      by.set(r, row);
    }
  }
  return [...by.values()].sort((x, y) => y.lines - x.lines || x.reason.localeCompare(y.reason));
}
