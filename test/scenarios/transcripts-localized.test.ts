// The transcripts of every scenario under examples/ in Italian, Spanish and German (issue 28): `cardscript simulate
// examples --locale it|es|de` run in-process against a golden per language (test/scenarios/golden/localized/; a
// missing golden fails, UPDATE_GOLDENS=1 writes them), and no event line of a translated transcript may show an
// English event word or an engine code word (effect kinds, trigger labels, face-down methods). Card names and card
// text stay as written (an ability's own text after "resolved: <source>:" is card text).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli';
import { expectGolden } from '../support/golden';

const ROOT = path.resolve(__dirname, '../..');
const GOLDEN = path.join(__dirname, 'golden', 'localized');

/** Words of an English transcript's events and the engine's own code words: none may reach a translated event line. */
export const ENGLISH_EVENT_WORDS = /\b(entered|enters|resolves|resolved|countered|turned|casts?|counters?|put on|removed|effect (begins|ends)|becomes a copy|copy of|values|as it enters|unless|pays|triggered|delayed|beginning of|step|under (your|the opponent's) control|damage to|face (up|down)|state-based action|until end of turn|self-[a-z-]+|become-type|set-base-pt|modify-pt|lose-all-abilities|gain-keyword|gain-ability|manifest-dread|mana-cost|put-face-down|turned-face-down)\b/;

/** A transcript's event lines, each without the card text an ability on the stack carries ("resolved: Source: text"). */
export function eventLines(out: string): string[] {
  return out
    .split('\n')
    .filter((l) => l.trimStart().startsWith('→'))
    .map((l) => l.replace(/^(\s+→ [^:]+: [^:]+?): .*$/, (whole, head: string) => (/^\s+→ (risolto|resuelto|verrechnet|neutralizzato|contrarrestado|neutralisiert): /.test(whole) ? head : whole)));
}

describe('scenario transcripts in Italian, Spanish and German (examples/)', () => {
  for (const locale of ['it', 'es', 'de'] as const) {
    it(`simulate examples --locale ${locale}: every event in ${locale}, no English event word (golden)`, async () => {
      const r = await runCli(['simulate', 'examples', '--locale', locale], ROOT);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      const events = eventLines(r.out);
      expect(events.length).toBeGreaterThan(300);
      expect(events.filter((l) => ENGLISH_EVENT_WORDS.test(l))).toEqual([]);
      expectGolden(path.join(GOLDEN, `examples.${locale}.txt`), r.out);
    });
  }

  it('the check sees English: the English transcript fails it', async () => {
    const r = await runCli(['simulate', 'examples'], ROOT);
    expect(eventLines(r.out).filter((l) => ENGLISH_EVENT_WORDS.test(l)).length).toBeGreaterThan(100);
  });
});
