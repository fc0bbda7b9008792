// Scenario expectations about the stack (CR 405): what it holds, top first — spells, and abilities by their
// sources — and what a spell or ability on it targets (115.1, 601.2c, 603.3d).

import type { Ref } from '../../../../grammar/src/ast';
import type { GameState, StackEntry } from '../state/game-state';
import { abilityFrom } from '../queries/ability-targets';
import type { ExpectationResult } from './expectation-result';
import type { ScenarioRun } from './scenario-run';
import { msg, type Message } from '../../i18n';

/** A target in words: a player by the reader's word (you, the opponent), an object by its label as written. */
const refWords = (r: Ref): string | Message => (r.kind === 'player-ref' ? msg('expect.player', { player: r.name }) : refLabel(r));
const refLabel = (r: Ref) => (r.kind === 'alias-ref' ? `@${r.name}` : r.kind === 'player-ref' ? r.name : `"${r.name}"`);

/** How the stack entry reads in a message: a spell's card name, an ability's description. */
function entryLabel(s: GameState, e: StackEntry): Message {
  if (e.kind === 'spell') {
    const o = s.objects.get(e.id);
    return o?.faceDown ? msg('expect.stack-face-down-spell') : msg('expect.words', { words: o?.card.name ?? e.id });
  }
  return msg('expect.stack-ability', { source: e.sourceName, triggered: e.triggered ? 'yes' : 'no' });
}

/** Is this stack entry the spell `id`, or an ability whose source is `id` (through zone changes, CR 400.7)? */
function entryIs(s: GameState, e: StackEntry, id: string): boolean {
  return e.kind === 'spell' ? e.id === id : abilityFrom(s, e, id);
}

function entryTargets(s: GameState, e: StackEntry): string[] {
  return e.kind === 'spell' ? s.objects.get(e.id)?.spell?.targets ?? [] : e.targets;
}

/** `expect stack holds @a, @b`: exactly these, top first (CR 405.1). */
export function checkStackHolds(run: ScenarioRun, holds: readonly Ref[]): ExpectationResult {
  const s = run.engine.state;
  const top = [...s.stack].reverse();
  const actual = top.length ? msg('expect.stack-entries', { entries: top.map((e) => entryLabel(s, e)) }) : msg('expect.stack-nothing');
  const want = holds.map(refLabel).join(', ');
  const ids = holds.map((r) => run.resolve(r));
  const ok = ids.length === top.length && ids.every((id, i) => !!id && entryIs(s, top[i]!, id));
  return { ok, ...(ok ? {} : { why: msg('expect.stack-holds', { want, actual }) }), cr: ['405.1'], names: [] };
}

/** `expect @x is on stack targeting @y`: the spell @x, or an ability of @x, is on the stack with these targets (CR 115.1). */
export function checkOnStackTargeting(run: ScenarioRun, subject: Ref, targeting: readonly Ref[]): ExpectationResult {
  const s = run.engine.state;
  const id = run.resolve(subject);
  const want = targeting.map((r) => (r.kind === 'player-ref' ? r.name : run.resolve(r)));
  const entries = id ? s.stack.filter((e) => entryIs(s, e, id)) : [];
  const name = id ? run.engine.object(id)?.card.name : undefined;
  const names = name ? [name] : [];
  if (entries.length === 0) return { ok: false, why: msg('expect.stack-not-there', { subject: refLabel(subject) }), cr: ['405.1'], names };
  const ok = entries.some((e) => want.every((t) => !!t && entryTargets(s, e).includes(t)));
  const actual = entries.map((e): Message => {
    const targets = entryTargets(s, e).join(', ');
    return targets ? msg('expect.stack-entry-targets', { entry: entryLabel(s, e), targets }) : msg('expect.stack-entry-targets-nothing', { entry: entryLabel(s, e) });
  }).reduce((a, b) => msg('expect.then', { first: a, second: b }));
  return { ok, ...(ok ? {} : { why: msg('expect.stack-targeting', { subject: refLabel(subject), targets: targeting.map(refWords), actual }) }), cr: ['115.1', '601.2c'], names };
}
