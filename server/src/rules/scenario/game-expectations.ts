// Scenario expectations about players and the stack: life totals (CR 119), who lost (104.3), cards in a zone,
// permanents a player controls matching a filter, and how many objects are on the stack (405).

import type { Step } from '../../../../grammar/src/ast';
import { parseFilter } from '../../model/abilities/targets';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import type { ExpectationResult } from './expectation-result';
import type { ScenarioRun } from './scenario-run';
import { checkStackHolds } from './stack-expectations';
import { checkPool } from './steps/mana-steps';

type GameStep = Extract<Step, { kind: 'expect-player' | 'expect-stack' }>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function checkGameExpectation(run: ScenarioRun, step: GameStep): ExpectationResult {
  const s = run.engine.state;
  const res = (ok: boolean, want: string, actual: string, cr: string[]): ExpectationResult => ({
    ok, message: ok ? '' : `Expected ${want}, but ${actual}.`, cr, names: [],
  });
  if (step.kind === 'expect-stack') {
    if (step.holds) return checkStackHolds(run, step.holds);
    const n = s.stack.length;
    const what = s.stack.map((e) => (e.kind === 'spell' ? s.objects.get(e.id)?.card.name ?? e.id : e.description)).join('; ');
    return res(n === step.count, `the stack to hold ${plural(step.count, 'object')}`, `it holds ${plural(n, 'object')}${n ? ` (${what})` : ''}`, ['405.1']);
  }
  const p = step.predicate;
  const who = step.player;
  // "you have", "opponent has"; "you control", "opponent controls"
  const has = who === 'you' ? 'you have' : `${who} has`;
  const controls = who === 'you' ? 'you control' : `${who} controls`;
  switch (p.kind) {
    case 'life':
      return res(s.life[who] === p.value, `${who} to have ${p.value} life`, `${has} ${s.life[who]} life`, ['119.1', '120.3a']);
    case 'player-counters': {
      // CR 122.1f: poison counters are the counters a player has here (the only kind the engine gives players).
      const n = p.counter === 'poison' ? s.poison[who] : 0;
      return res(n === p.count, `${who} to have ${plural(p.count, `${p.counter} counter`)}`, `${has} ${n}`, ['122.1f', '704.5c']);
    }
    case 'lost': {
      const lost = s.losers.includes(who);
      return res(lost !== p.negated, `${who} ${p.negated ? 'not ' : ''}to have lost the game`, lost ? `${who} lost` : `${who} has not lost`, ['104.3', '704.5a']);
    }
    case 'cards-in': {
      const n = p.zone === 'battlefield' ? battlefieldObjects(s).filter((o) => o.controller === who).length
        : p.zone === 'stack' ? s.stack.filter((e) => e.kind === 'spell' && s.objects.get(e.id)?.controller === who).length
        : s.zones[who][p.zone].length;
      return res(n === p.count, `${who} to have ${plural(p.count, 'card')} in ${p.zone}`, `${has} ${n}`, ['400.1']);
    }
    case 'controls': {
      const f = parseFilter(p.filter);
      if (!f) return res(false, `${who} to control ${p.count} ${p.filter}`, `"${p.filter}" is not a filter the simulator understands`, []);
      // CR 508.1k, 509.1g: "attacking" / "blocking" are combat statuses, read from the combat; the matcher reads the others.
      const combatWords: string[] = (f.filter.status ?? []).filter((w) => w === 'attacking' || w === 'blocking');
      const filter = { ...f.filter, status: (f.filter.status ?? []).filter((w) => !combatWords.includes(w)) };
      const inCombat = (id: string, w: string) => (w === 'attacking' ? id in (s.combat?.attackers ?? {}) : Object.values(s.combat?.blocks ?? {}).some((b) => b.includes(id)));
      const n = battlefieldObjects(s).filter((o) => {
        if (o.controller !== who || !combatWords.every((w) => inCombat(o.id, w))) return false;
        const ch = computeCharacteristics(s, o);
        return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, filter, { controller: who });
      }).length;
      return res(n === p.count, `${who} to control ${p.count} ${p.filter}`, `${controls} ${n}`, ['108.4']);
    }
    case 'pool':
      return checkPool(run, who, p);
  }
}
