// `cardscript format [paths] [--check] [--write]`, run in-process on a temporary folder.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerFormat } from '../../server/src/cli/format-command';
import type { CliIO } from '../../server/src/cli/io';

let dir: string;
const MESSY = 'card "A"\ncost {1}\n  type Artifact   \n';
const CLEAN = 'card "A"\n  cost {1}\n  type Artifact\n';

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = { out: (t) => { out += t; }, err: (t) => { err += t; }, cwd: dir, exitCode: 0 };
  const program = new Command('cardscript').exitOverride();
  registerFormat(program, io);
  await program.parseAsync(['format', ...args], { from: 'user' });
  return { code: io.exitCode, out, err };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cardscript-format-'));
  writeFileSync(path.join(dir, 'messy.cards'), MESSY);
  writeFileSync(path.join(dir, 'clean.cards'), CLEAN);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('cardscript format', () => {
  it('prints the formatted text', async () => {
    expect(await run(['messy.cards'])).toEqual({ code: 0, out: CLEAN, err: '' });
  });

  it('--check lists unformatted files and exits 1', async () => {
    const r = await run(['--check']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('messy.cards\n');
    expect(r.err).toContain('1 file is not formatted');
    expect(await run(['--check', 'clean.cards'])).toEqual({ code: 0, out: '', err: '' });
  });

  it('--write rewrites files in place', async () => {
    const r = await run(['--write', '.']);
    expect(r).toEqual({ code: 0, out: 'formatted messy.cards\n', err: '' });
    expect(readFileSync(path.join(dir, 'messy.cards'), 'utf8')).toBe(CLEAN);
    expect((await run(['--check'])).code).toBe(0);
  });

  it('exits 2 when a path matches nothing', async () => {
    const r = await run(['nothing-here.cards']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("no card files match 'nothing-here.cards'");
  });
});
