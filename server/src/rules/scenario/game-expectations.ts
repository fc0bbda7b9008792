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
import { msg, type Message } from '../../i18n';
import { playerCounterCount } from '../state/player-counters';

type GameStep = Extract<Step, { kind: 'expect-player' | 'expect-stack' }>;

const player = (p: string) => msg('expect.player', { player: p });

export function checkGameExpectation(run: ScenarioRun, step: GameStep): ExpectationResult {
  const s = run.engine.state;
  const res = (ok: boolean, want: Message, actual: Message, cr: string[]): ExpectationResult => ({
    ok, ...(ok ? {} : { why: msg('expect.game-failed', { want, actual }) }), cr, names: [],
  });
  if (step.kind === 'expect-stack') {
    if (step.holds) return checkStackHolds(run, step.holds);
    const n = s.stack.length;
    const what = s.stack.map((e) => (e.kind === 'spell' ? s.objects.get(e.id)?.card.name ?? e.id : e.description)).join('; ');
    return res(n === step.count, msg('expect.stack-count', { count: step.count }), n ? msg('expect.stack-holds-count-what', { count: n, what }) : msg('expect.stack-holds-count', { count: n }), ['405.1']);
  }
  const p = step.predicate;
  const who = step.player;
  switch (p.kind) {
    case 'life':
      return res(s.life[who] === p.value, msg('expect.player-life', { player: player(who), value: String(p.value) }), msg('expect.player-has-life', { player: who, value: String(s.life[who]) }), ['119.1', '120.3a']);
    case 'player-counters': {
      // CR 122.1f, 107.14: the counters of that kind the player has (poison, energy, experience…).
      const n = playerCounterCount(s, who, p.counter);
      return res(n === p.count, msg('expect.player-counters', { player: player(who), count: p.count, counter: p.counter }), msg('expect.player-has-count', { player: who, count: String(n) }), ['122.1f', '704.5c']);
    }
    case 'lost': {
      const lost = s.losers.includes(who);
      return res(lost !== p.negated, msg('expect.player-lost', { player: player(who), negated: p.negated ? 'yes' : 'no' }), msg('expect.player-did-lose', { player: player(who), lost: lost ? 'yes' : 'no' }), ['104.3', '704.5a']);
    }
    case 'cards-in': {
      const n = p.zone === 'battlefield' ? battlefieldObjects(s).filter((o) => o.controller === who).length
        : p.zone === 'stack' ? s.stack.filter((e) => e.kind === 'spell' && s.objects.get(e.id)?.controller === who).length
        : s.zones[who][p.zone].length;
      return res(n === p.count, msg('expect.player-cards-in', { player: player(who), count: p.count, zone: p.zone }), msg('expect.player-has-count', { player: who, count: String(n) }), ['400.1']);
    }
    case 'controls': {
      const f = parseFilter(p.filter);
      if (!f) return res(false, msg('expect.player-controls', { player: player(who), count: String(p.count), filter: p.filter, who }), msg('expect.filter-not-understood', { filter: p.filter }), []);
      // CR 508.1k, 509.1g: "attacking" / "blocking" are combat statuses, read from the combat; the matcher reads the others.
      const combatWords: string[] = (f.filter.status ?? []).filter((w) => w === 'attacking' || w === 'blocking');
      const filter = { ...f.filter, status: (f.filter.status ?? []).filter((w) => !combatWords.includes(w)) };
      const inCombat = (id: string, w: string) => (w === 'attacking' ? id in (s.combat?.attackers ?? {}) : Object.values(s.combat?.blocks ?? {}).some((b) => b.includes(id)));
      const n = battlefieldObjects(s).filter((o) => {
        if (o.controller !== who || !combatWords.every((w) => inCombat(o.id, w))) return false;
        const ch = computeCharacteristics(s, o);
        return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, filter, { combat: s.combat, controller: who });
      }).length;
      return res(n === p.count, msg('expect.player-controls', { player: player(who), count: String(p.count), filter: p.filter, who }), msg('expect.player-controls-count', { player: who, count: String(n) }), ['108.4']);
    }
    case 'pool':
      return checkPool(run, who, p);
  }
}
