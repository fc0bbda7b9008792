// The CLI as a user runs it: commands in-process over real files, output compared with golden files
// (UPDATE_GOLDENS=1 writes them; a missing golden fails), exit codes and the JSON shape checked.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../server/src/cli/main';
import type { CliIO } from '../../server/src/cli/io';
import { expectGolden } from '../support/golden';

const HERE = __dirname;

export async function run(args: string[], cwd = HERE): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = { out: (t) => { out += t; }, err: (t) => { err += t; }, cwd, exitCode: 0 };
  const code = await main(args, io);
  return { code, out, err };
}

export function golden(name: string, actual: string): void {
  const file = path.join(HERE, 'golden', name);
  expectGolden(file, actual);
}

describe('cardscript check', () => {
  it('exits 0 on a clean file', async () => {
    const r = await run(['check', 'cases/clean.cards']);
    expect(r.code).toBe(0);
    golden('check-clean.txt', r.out);
  });

  it('exits 1 and prints located diagnostics when there are errors', async () => {
    const r = await run(['check', 'cases/broken.cards']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('cases/broken.cards:2:11: error [unknown-mana-symbol]');
    golden('check-broken.txt', r.out);
  });

  it('prints the documented JSON shape with 0-based LSP ranges', async () => {
    const r = await run(['check', 'cases/broken.cards', '--format', 'json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as { version: number; files: { path: string; diagnostics: { code: string; severity: string; message: string; range: { start: { line: number; character: number } } }[] }[] };
    expect(json.version).toBe(1);
    expect(json.files[0]!.path).toBe('cases/broken.cards');
    const unknown = json.files[0]!.diagnostics.find((d) => d.code === 'unknown-mana-symbol')!;
    expect(unknown.severity).toBe('error');
    expect(unknown.range.start).toEqual({ line: 1, character: 10 });
    golden('check-broken.json', r.out);
  });

  it('prints SARIF 2.1.0', async () => {
    const r = await run(['check', 'cases/broken.cards', '--format', 'sarif']);
    const sarif = JSON.parse(r.out) as { version: string; runs: { results: { ruleId: string }[] }[] };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]!.results.map((x) => x.ruleId)).toContain('unknown-mana-symbol');
  });

  it('exits 2 on a path that matches nothing', async () => {
    const r = await run(['check', 'no-such-file.cards']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("no card files match 'no-such-file.cards'");
  });

  it('exits 2 on a bad option', async () => {
    expect((await run(['check', '--format', 'xml', 'cases'])).code).toBe(2);
    expect((await run(['frobnicate'])).code).toBe(2);
  });
});
