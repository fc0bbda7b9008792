// Test helper: a compact, stable one-line description of an Ability, so tables of rules lines can state the
// expected reading as a short string.

import type { Ability, Effect, ObjectFilter, Span, TargetSpec } from '../../../server/src/model/types';

export function describeFilter(f: ObjectFilter): string {
  const parts = [f.types.join(' ')];
  if (f.faceDown) parts.push('face-down');
  if (f.faceUp) parts.push('face-up');
  if (f.nontoken) parts.push('nontoken');
  if (f.other) parts.push('other');
  if (f.controller) parts.push(`ctl=${f.controller}`);
  if (f.withKeyword) parts.push(`with=${f.withKeyword}`);
  if (f.attachment) parts.push(f.attachment);
  if (f.players) parts.push(f.players === 'only' ? 'players' : 'any target');
  return parts.filter((p) => p !== '').join('; ');
}

export function describeTarget(t: TargetSpec): string {
  switch (t.kind) {
    case 'self':
    case 'it':
      return t.kind;
    case 'all':
      return `all(${describeFilter(t.filter)})`;
    case 'target':
      return `target${t.count === 1 ? '' : t.count}(${describeFilter(t.filter)})`;
    case 'chosen':
      return `chosen(${describeFilter(t.filter)})`;
  }
}

const dur = (d: string) => (d === 'until-end-of-turn' ? ', eot' : '');

export function describeEffect(e: Effect): string {
  switch (e.kind) {
    case 'manifest':
    case 'cloak':
    case 'draw':
      return `${e.kind}(${e.count})`;
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
      return `add-counters(${describeTarget(e.target)}, ${e.countIsX ? 'X' : e.count} ${e.counter})`;
    case 'become-type': {
      const colors = e.colors ? `[${e.colors.join('')}] ` : '';
      return `become-type(${describeTarget(e.target)}, ${colors}${[...e.subtypes, ...e.cardTypes].join(' ')}${e.additive ? ', additive' : ''}${dur(e.duration)})`;
    }
    case 'gain-keyword':
    case 'lose-keyword':
      return `${e.kind}(${describeTarget(e.target)}, ${e.keywords.join(' + ')}${dur(e.duration)})`;
    case 'gain-control':
      return `gain-control(${describeTarget(e.target)}${dur(e.duration)})`;
    case 'untap':
      return `untap(${describeTarget(e.target)})`;
    case 'gain-ability':
      return `gain-ability(${describeTarget(e.target)}, "${e.ability.text}")`;
    case 'zone-change':
      return `${e.how}(${describeTarget(e.target)} -> ${e.to}${e.faceDown ? ' face down' : ''})`;
    case 'face-down-cost-reduction':
      return `face-down-cost-reduction(${e.amount}${e.firstEachTurn ? ', first each turn' : ''})`;
    case 'deal-damage':
      return `deal-damage(${e.amount} -> ${describeTarget(e.target)})`;
    case 'life':
      return `life(${e.amount > 0 ? '+' : ''}${e.amount}, ${e.who})`;
    case 'create-token':
      return `create-token(${e.count} × ${e.power}/${e.toughness} ${[...e.colors, ...e.subtypes, ...e.cardTypes].join(' ')}${e.keywords.length ? ` with ${e.keywords.join(', ')}` : ''})`;
    case 'may':
      return `may(${e.effects.map(describeEffect).join('; ')})`;
    case 'delayed-trigger':
      return `delayed-trigger(next ${e.step}: ${e.effects.map(describeEffect).join('; ')})`;
    case 'spell-cost-modifier':
      return `spell-cost-modifier(${e.amount > 0 ? '+' : ''}${e.amount}, ${e.spellFilter?.text ?? 'spells'}, ${e.caster})`;
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
      head = `triggered ${a.trigger} ${a.event.kind === 'other' ? `other` : a.event.kind === 'creature-enters' ? `creature-enters(${describeFilter(a.event.filter)})` : a.event.kind} => ${a.effects.map(describeEffect).join('; ')}`;
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
  return extras.length > 0 ? `${head.trimEnd()} | ${extras.join(' | ')}` : head.trimEnd();
}

/** Every span an ability carries (the whole line, reminder, keywords and costs, effects, unmodeled parts). */
export function spansOf(a: Ability): Span[] {
  const out: Span[] = [a.span, ...a.unmodeled];
  if (a.reminder) out.push(a.reminder.span);
  if (a.kind === 'keyword') for (const k of a.keywords) out.push(k.span, ...(k.cost ? [k.cost.span] : []));
  if ('effects' in a) for (const e of a.effects) out.push(e.span);
  if (a.kind === 'activated') out.push(a.cost.span);
  return out;
}
