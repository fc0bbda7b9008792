// Test helper: a compact, stable one-line description of an Ability, so tables of rules lines can state the
// expected reading as a short string.

import type { Ability, Effect, ObjectFilter, Span, TargetSpec, TriggerEvent } from '../../../server/src/model/types';
import { reminderSpan } from '../../../server/src/model/ability-spans';

export function describeFilter(f: ObjectFilter): string {
  const parts = [f.types.join(' ')];
  if (f.faceDown) parts.push('face-down');
  if (f.faceUp) parts.push('face-up');
  if (f.nontoken) parts.push('nontoken');
  if (f.other) parts.push('other');
  if (f.controller) parts.push(`ctl=${f.controller}`);
  if (f.withKeyword) parts.push(`with=${f.withKeyword}`);
  if (f.anyOf) parts.push(`any-of=${f.anyOf.map(describeFilter).join(' | ')}`);
  if (f.status) parts.push(`status=${f.status.join(',')}`);
  if (f.zone) parts.push(`zone=${f.zone}`);
  if (f.compare) parts.push(`${f.compare.stat}-${f.compare.op}-${f.compare.n}`);
  if (f.withNoAbilities) parts.push('no-abilities');
  if (f.attachment) parts.push(f.attachment);
  if (f.ofChosenColor) parts.push('chosen-color');
  if (f.withCounters) parts.push(`counters=${f.withCounters.none ? 'none' : `>=${f.withCounters.atLeast}`}${f.withCounters.counter ? ` ${f.withCounters.counter}` : ''}`);
  return parts.filter(Boolean).join('; ');
}

export function describeTarget(t: TargetSpec): string {
  switch (t.kind) {
    case 'self':
    case 'it':
      return t.kind;
    case 'all':
      return `all(${describeFilter(t.filter)})`;
    case 'target':
      return `target${t.upTo ? '-up-to-' : ''}${t.count === 1 && !t.upTo ? '' : t.count}(${describeFilter(t.filter)})${t.sameNameAlso ? `+same-name(${describeFilter(t.sameNameAlso)})` : ''}`;
    case 'chosen':
      return `chosen${t.count ? t.count : ''}(${describeFilter(t.filter)})`;
    case 'player':
      return `player(${t.who})`;
    case 'library-top':
      return `library-top(${t.count}, ${t.owner})`;
    case 'graveyard-top':
      return `graveyard-top(${t.owner}${t.filter ? `, ${describeFilter(t.filter)}` : ''})`;
    case 'any-target':
      return `any-target${t.other ? '(other)' : ''}`;
    case 'player-or':
      return `player-or(${t.who}, ${describeFilter(t.filter)})`;
  }
}

function describeValue(v: unknown): string {
  if (v === null || v === undefined) return String(v);
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return `[${v.map(describeValue).join(', ')}]`;
  const o = v as Record<string, unknown>;
  if ('kind' in o && ['self', 'it', 'all', 'target', 'chosen', 'player', 'any-target', 'attached'].includes(String(o['kind'])) && !('span' in o)) {
    return describeTarget(o as unknown as TargetSpec);
  }
  if ('types' in o && 'text' in o) return `(${describeFilter(o as unknown as ObjectFilter)})`;
  if ('span' in o && 'kind' in o) return describeEffect(o as unknown as Effect);
  return `{${Object.entries(o).filter(([k]) => k !== 'span' && k !== 'text' && k !== 'sep' && k !== 'elided').map(([k, x]) => `${k}=${describeValue(x)}`).join(' ')}}`;
}

const dur = (d: string) => (d === 'until-end-of-turn' ? ', eot' : '');

export function describeEffect(e: Effect): string {
  switch (e.kind) {
    case 'manifest':
      return `manifest(${e.who ? `${e.who}: ` : ''}${e.from ? `from ${describeTarget(e.from)}` : e.count})`;
    case 'cloak':
      return `cloak(${e.from ? `from ${describeTarget(e.from)}` : e.count})`;
    case 'draw':
      return `draw(${e.who ? `${e.who}: ` : ''}${e.count})`;
    case 'manifest-dread':
    case 'attach-self-to-it':
      return e.kind;
    case 'turn-face-down': {
      const c = e.characteristics;
      return `turn-face-down(${describeTarget(e.target)}${c ? `, as ${c.power}/${c.toughness} ${[...c.subtypes, ...c.cardTypes].join(' ')}` : ''})`;
    }
    case 'turn-face-up':
      return `turn-face-up(${describeTarget(e.target)})`;
    case 'reveal':
      return `reveal(${describeTarget(e.target)}${e.thenTurnFaceUpIfCreatureCard ? ', then-face-up' : ''})`;
    case 'lose-all-abilities':
      return `lose-all-abilities(${describeTarget(e.target)}${dur(e.duration)})`;
    case 'become-copy':
      return `become-copy(${describeTarget(e.target)}, of ${describeTarget(e.of)}${dur(e.duration)})`;
    case 'create-token-copy':
      return `create-token-copy(of ${describeTarget(e.of)})`;
    case 'modify-pt': {
      const s = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
      return `modify-pt(${describeTarget(e.target)}, ${s(e.power)}/${s(e.toughness)}${dur(e.duration)})`;
    }
    case 'set-base-pt':
      return `set-base-pt(${describeTarget(e.target)}, ${e.power}/${e.toughness}${dur(e.duration)})`;
    case 'add-counters':
      return `${e.remove ? 'remove-counters' : 'add-counters'}(${describeTarget(e.target)}, ${e.all ? 'all' : e.anyNumber ? 'any number' : e.countIsX ? 'X' : e.count} ${e.counter || 'any kind'})`;
    case 'become-type': {
      const colors = e.colors ? `[${e.colors.join('')}] ` : '';
      return `become-type(${describeTarget(e.target)}, ${colors}${[...e.subtypes, ...e.cardTypes].join(' ')}${e.additive ? ', additive' : ''}${e.negated ? ', not' : ''}${dur(e.duration)})`;
    }
    case 'gain-keyword':
    case 'lose-keyword':
      return `${e.kind}(${describeTarget(e.target)}, ${e.keywords.join(' + ')}${dur(e.duration)})`;
    case 'gain-control':
      return `gain-control(${describeTarget(e.target)}${dur(e.duration)})`;
    case 'switch-pt':
      return `switch-pt(${describeTarget(e.target)}${dur(e.duration)})`;
    case 'untap':
      return `untap(${describeTarget(e.target)})`;
    case 'gain-ability':
      return `gain-ability(${describeTarget(e.target)}, "${e.ability.text}")`;
    case 'zone-change':
      return `${e.how}(${e.who ? `${e.who}: ` : ''}${describeTarget(e.target)} -> ${e.to}${e.faceDown ? ' face down' : ''}${e.under ? ` under ${e.under}` : ''}${e.tapped ? ' tapped' : ''})`;
    case 'face-down-cost-reduction':
      return `face-down-cost-reduction(${e.amount}${e.firstEachTurn ? ', first each turn' : ''})`;
    default: {
      const fields = Object.entries(e).filter(([k]) => !['kind', 'span', 'sep', 'elided'].includes(k));
      return `${e.kind}(${fields.map(([k, v]) => `${k}=${describeValue(v)}`).join(' ')})`;
    }
  }
}

function describeEvent(e: TriggerEvent): string {
  switch (e.kind) {
    case 'creature-enters':
      return `creature-enters(${describeFilter(e.filter)})`;
    case 'beginning-of':
      return `beginning-of(${e.whose} ${e.step}${e.onYourTurn ? ' on your turn' : ''})`;
    case 'cast':
      return `cast(${e.who}: ${describeFilter(e.filter)})`;
    case 'object-event': {
      const s = e.subject;
      const who = [s.self ? 'self' : '', s.attached ?? '', s.other ? 'other' : '', s.filter ? describeFilter(s.filter) : ''].filter(Boolean).join(' ');
      return `object-event(${who} ${e.event})`;
    }
    case 'either':
      return e.or ? `either-or(${e.events.map(describeEvent).join(' | ')})` : e.kind;
    case 'limited':
      return `${describeEvent(e.event)} ${e.limit}`;
    default:
      return e.kind;
  }
}

/** `line`/`offset` let the unmodeled spans be shown as text. */
export function summarize(a: Ability, line: string, offset: number): string {
  let head: string;
  switch (a.kind) {
    case 'keyword':
      head = `keyword ${a.keywords.map((k) => k.keyword + (k.cost ? ` ${k.cost.text}` : '') + (k.parameter !== undefined ? ` [${k.parameter}]` : '')).join(', ')}`;
      break;
    case 'triggered':
      head = `triggered ${a.trigger} ${describeEvent(a.event)} => ${a.effects.map(describeEffect).join('; ')}`;
      break;
    case 'activated': {
      const cost = [a.cost.mana ? a.cost.mana.text : '', a.cost.tap ? '{T}' : ''].filter(Boolean).join(',') || `[${a.cost.text}]`;
      head = `activated ${cost} => ${a.effects.map(describeEffect).join('; ')}`;
      break;
    }
    case 'static':
    case 'replacement':
    case 'spell':
      head = `${a.kind}${a.kind === 'replacement' ? ` ${a.replacementEvent}` : ''} => ${a.effects.map(describeEffect).join('; ')}`;
      break;
    case 'text':
      head = 'text';
      break;
  }
  const extras: string[] = [];
  if (a.abilityWord) extras.push(`word=${a.abilityWord}`);
  if (a.unmodeled.length > 0) extras.push(`unmodeled=${a.unmodeled.map((s) => JSON.stringify(line.slice(s.start - offset, s.end - offset))).join(' ')}`);
  // Understood but not carried out by the engine (CR-cited engine support is the game's, see effect-descriptors.ts).
  if (a.unsimulated?.length) extras.push(`unsimulated=${a.unsimulated.map((s) => JSON.stringify(line.slice(s.start - offset, s.end - offset))).join(' ')}`);
  return extras.length > 0 ? `${head.trimEnd()} | ${extras.join(' | ')}` : head.trimEnd();
}

/** Every span an ability carries (the whole line, reminder, keywords, effects, activation cost, unmodeled parts; a keyword's cost has none). */
export function spansOf(a: Ability): Span[] {
  const out: Span[] = [a.span, ...a.unmodeled];
  if (a.reminder) out.push(reminderSpan(a)!);
  if (a.kind === 'keyword') for (const k of a.keywords) out.push(k.span);
  if ('effects' in a) for (const e of a.effects) out.push(e.span);
  if (a.kind === 'activated') out.push(a.cost.span);
  return out;
}
