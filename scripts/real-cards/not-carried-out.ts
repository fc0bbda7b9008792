// Why an understood line is not carried out: each "recognized, not simulated" part of an understood line named by its
// kind (the trigger event, the keyword, the cost, the effect kind and the detail the engine does not read), so the
// engine's work can be ranked by lines, like the grammar's (families.ts). `npm run coverage:real -- --not-carried-out`.

import { conditionEvaluated, damageOffered, descriptorOf, effectSimulated, eventSimulated, otherPayer, trailingFollowed, unlessActionCarriedOut, unlessActor } from '../../server/src/model/abilities/effect-descriptors';
import { keywordCarriedOut } from '../../server/src/model/abilities/keywords';
import type { Ability, Condition, Effect, ObjectFilter, Span, TargetSpec, TriggerEvent } from '../../server/src/model/types';

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

/** A trigger event's kind and its details in words: an object event's verb phrase, whose step, the subject's filter
 * fields; an event inside another ("limited", "either") described the same way, with the limit or "or" written out. */
export function eventDetail(event: TriggerEvent): string {
  if (event.kind === 'limited') return `limited "${eventDetail(event.event)}" ${event.limit}`;
  if (event.kind === 'either') return `either (${event.events.map(eventDetail).join(event.or ? ' | or | ' : ' | and | ')})`;
  const ev = event as unknown as Record<string, unknown>;
  const subj = ev['subject'] as { filter?: ObjectFilter; oneOrMore?: boolean; pronoun?: unknown; attached?: unknown } | undefined;
  const detail = subj ? [subj.oneOrMore ? 'oneOrMore' : '', subj.pronoun ? 'pronoun' : '', subj.attached ? 'attached' : '', ...filterFields(subj.filter)].filter(Boolean).join(' ') : '';
  const words = typeof ev['event'] === 'string' ? ` "${ev['event']}"` : typeof ev['verb'] === 'string' ? ` "${ev['verb']}"` : '';
  return `${event.kind}${words}${typeof ev['whose'] === 'string' ? ` ${ev['whose']}` : ''}${detail ? ` [${detail}]` : ''}`;
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
      out.add(`trigger: ${eventDetail(a.event)}`);
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


/** A condition part named with the details that tell its readers apart ("compare is life-total", "player-has an-opponent life"). */
export function conditionDetail(c: Condition): string {
  const rec = c as unknown as Record<string, unknown>;
  const subj = (t: unknown) => (t && typeof t === 'object' ? String((t as { kind?: unknown }).kind ?? Object.keys(t).join('+')) : t === undefined ? '' : String(t));
  const parts: string[] = [c.kind];
  if (c.kind === 'compare') parts.push(c.form, c.quantity.kind === 'stat' ? `stat(${c.quantity.stat} of ${c.quantity.of.kind})` : c.quantity.kind, c.to ? `to ${c.to.kind}` : '');
  else if (c.kind === 'fact') parts.push(c.fact);
  else if (c.kind === 'happened') parts.push(subj(c.subject), c.verb, String(c.when));
  else for (const k of ['who', 'subject', 'what', 'value', 'state', 'where', 'how', 'than', 'verb']) if (rec[k] !== undefined) parts.push(`${k}=${subj(rec[k])}`);
  if ('filter' in c && c.filter) parts.push(...filterFields(c.filter));
  return parts.filter(Boolean).join(' ');
}

/** The parts of a condition the engine doesn't tell ("and"/"or" looked into). */
export function conditionBlockers(c: Condition): string[] {
  if (c.kind === 'both') return [...conditionBlockers(c.left), ...conditionBlockers(c.right)];
  return conditionEvaluated(c) ? [] : [conditionDetail(c)];
}

/** Why a conditional effect is not carried out: its form ("as long as", trailing, "instead"), condition parts not told, or what it does. */
export function conditionalBlockers(e: Effect & { kind: 'conditional' }, abilityKind: Ability['kind']): string[] {
  const out: string[] = [];
  if (e.asLongAs) out.push('form: as long as');
  if (e.trailing && abilityKind !== 'replacement' && !trailingFollowed(e) && e.condition.kind !== 'player-does') out.push('form: trailing');
  if (e.instead) out.push('form: instead');
  if (e.condition.kind === 'player-does') { if (!unlessActionCarriedOut(e.condition.effects) && !damageOffered(e.condition, e.effects) && !otherPayer(e.condition.effects, e.effects, e.whereX) && !unlessActor(e.condition.effects, e.effects)) out.push(`condition: player-does ${e.condition.effects.map((x) => effectReason(x)).join(' or ')}`); }
  else if (e.condition.kind !== 'unless-pay') out.push(...conditionBlockers(e.condition).map((d) => `condition: ${d}`));
  if (!e.effects.every((x) => effectSimulated(x, abilityKind === 'replacement' || !!e.itEnters))) out.push('does: not carried out');
  return out;
}

/** Condition parts that block conditional effects of understood lines not carried out: (part, lines, lines where it is the only blocker). */
export function conditionRanking(abilities: readonly Ability[]): [string, number, number][] {
  const all = new Map<string, number>();
  const only = new Map<string, number>();
  for (const a of abilities) {
    if (a.unmodeled.length > 0 || !a.unsimulated?.length || !('effects' in a)) continue;
    const spans = a.unsimulated;
    const blockers = new Set<string>();
    let otherReason = false;
    for (const s of spans) {
      const e = a.effects.find((x) => x.span.start === s.start && x.span.end === s.end);
      if (e?.kind === 'conditional') for (const b of conditionalBlockers(e, a.kind)) blockers.add(`${a.kind} ${b}`);
      else otherReason = true;
    }
    for (const b of blockers) all.set(b, (all.get(b) ?? 0) + 1);
    if (blockers.size === 1 && !otherReason) { const b = [...blockers][0]!; only.set(b, (only.get(b) ?? 0) + 1); }
  }
  return [...all].map(([k, n]): [string, number, number] => [k, n, only.get(k) ?? 0]).sort((x, y) => y[2] - x[2] || y[1] - x[1] || x[0].localeCompare(y[0]));
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
