// `cardscript summary` (what `npm start` runs): the short overview first — counts, the files that need a look
// with what each file says it is, failed scenarios, what to try next — and transcripts only with --verbose.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileDescription } from '../../server/src/cli/summary-command';
import { expectGolden, runCli } from './support';

const golden = (name: string) => path.join(__dirname, 'golden', name);

describe('cardscript summary', () => {
  it('prints counts, flagged files with their descriptions, failed scenarios and next steps; exits 1 on errors', async () => {
    const r = await runCli(['summary', 'cases'], __dirname);
    expect(r.code).toBe(1);
    expect(r.err).toBe('');
    expect(r.out.split('\n')[0]).toBe('CardScript checked 3 files in cases: 4 cards, 2 scenarios.');
    expect(r.out).not.toContain('scenario "A face-down stalker is a 2/2"'); // no transcript without --verbose
    expectGolden(golden('summary-cases.txt'), r.out);
  });

  it('--verbose adds every finding and every transcript after the summary', async () => {
    const short = await runCli(['summary', 'cases'], __dirname);
    const r = await runCli(['summary', 'cases', '--verbose'], __dirname);
    expect(r.out.startsWith(short.out)).toBe(true);
    expect(r.out).toContain('scenario "A face-down stalker is a 2/2"');
    expect(r.out).toContain('cases/broken.cards:2:11: error [unknown-mana-symbol]');
    expectGolden(golden('summary-cases-verbose.txt'), r.out);
  });

  it('exits 0 on clean files', async () => {
    const r = await runCli(['summary', 'cases/clean.cards'], __dirname);
    expect(r.code).toBe(0);
    expect(r.out).toContain('0 errors, 0 warnings');
  });

  it('describes a file by the first line of its leading comment, cut at a word', () => {
    expect(fileDescription('# Deliberate mistakes to try the fixes on.\ncard "X"')).toBe('Deliberate mistakes to try the fixes on.');
    expect(fileDescription('card "X"\n# not leading')).toBeUndefined();
    expect(fileDescription(`# ${'word '.repeat(30)}`)!.endsWith('word…')).toBe(true);
  });
});
