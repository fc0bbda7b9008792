import { readFileSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { summarize } from './summarize';
it('dump', () => {
  const data = JSON.parse(readFileSync('/work/shared/data/facedown-cards.json', 'utf8'));
  const out: string[] = [];
  for (const c of data.cards) for (const line of (c.oracleText ?? '').split('\n')) {
    const a = parseAbility(line, 0, { cardName: c.name, faceName: c.name, typeLine: c.typeLine });
    out.push(`${c.name} | ${line.replace(/\([^)]*\)/g, '').trim()}\n    -> ${summarize(a, line, 0)}`);
  }
  writeFileSync('/tmp/dump.txt', out.join('\n'));
});
