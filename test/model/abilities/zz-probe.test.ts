import { it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
const ctx = { cardName: 'Bronze Cleaver', faceName: 'Bronze Cleaver', typeLine: 'Creature — Human' };
const lines = (process.env.PROBE ?? '').split('|');
it('probe', () => {
  for (const line of lines) {
    const a = parseAbility(line, 0, ctx);
    console.log(JSON.stringify({ line, kind: a.kind, unmodeled: a.unmodeled.map((s) => line.slice(s.start, s.end)), unsim: (a.unsimulated ?? []).map((s) => line.slice(s.start, s.end)) }));
  }
});
