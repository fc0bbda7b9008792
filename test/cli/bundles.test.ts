// The built command line (dist/cli.js, server/src/cli/entry.ts) runs each command line in the bundle made for it:
// `cardscript import` in dist/cli-import.js, which loads the full reader (dist/cli-full-reader.js) only when a written
// line needs it and a translated catalog (dist/catalogs/) only in that language; every other command line in
// dist/cli-commands.js. What the user gets is what the program built from the sources gives (issue 27: the import
// compiles and sets up only what it runs; its time is `npm run bench -- 13`, never timed here).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli';

const DIST = path.join(__dirname, '..', '..', 'dist', 'cli.js');

/** Runs `argv` through dist/cli.js in a fresh process: exit code, output, and the files beside dist/cli.js it loaded. */
function built(argv: string[], cwd: string): { code: number; out: string; err: string; loaded: string[] } {
  const child = `
const path = require('node:path');
const cli = require(process.argv[1]);
const out = [];
const err = [];
const io = { out: (s) => out.push(s), err: (s) => err.push(s), cwd: process.cwd(), exitCode: 0 };
cli.main(process.argv.slice(2), io).then((code) => {
  const loaded = Object.keys(require.cache).filter((f) => path.dirname(f) === path.dirname(process.argv[1]) || path.dirname(path.dirname(f)) === path.dirname(process.argv[1]));
  process.stdout.write(JSON.stringify({ code, out: out.join(''), err: err.join(''), loaded: loaded.map((f) => path.relative(path.dirname(process.argv[1]), f)).sort() }));
});`;
  const r = spawnSync(process.execPath, ['-e', child, DIST, ...argv], { cwd, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as { code: number; out: string; err: string; loaded: string[] };
}

const dir = mkdtempSync(path.join(tmpdir(), 'cardscript-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const elf = { name: 'Plain Elf', mana_cost: '{1}{G}', type_line: 'Creature — Elf', power: '1', toughness: '1', oracle_text: 'Reach' };
// A color indicator line is one no scan reads back: the full reader proves it.
const tinted = { name: 'Tinted Elf', type_line: 'Creature — Elf', power: '2', toughness: '1', oracle_text: 'Trample', color_indicator: ['G'] };

describe('the built command line', () => {
  it('imports in the import\'s own bundle, without the full reader when every written line is read by a scan', async () => {
    writeFileSync(path.join(dir, 'plain.json'), JSON.stringify([elf]));
    const r = built(['import', 'plain.json', '--out', 'plain-built.cards'], dir);
    expect(r.loaded).toEqual(['cli-import.js', 'cli.js']);
    const source = await runCli(['import', 'plain.json', '--out', 'plain-source.cards'], dir);
    expect(r.code).toBe(source.code);
    expect(r.err).toBe(source.err);
    expect(readFileSync(path.join(dir, 'plain-built.cards'), 'utf8')).toBe(readFileSync(path.join(dir, 'plain-source.cards'), 'utf8'));
  });

  it('loads the full reader when a written line needs it, and writes what the sources write', async () => {
    writeFileSync(path.join(dir, 'tinted.json'), JSON.stringify([elf, tinted]));
    const r = built(['import', 'tinted.json', '--out', 'tinted-built.cards'], dir);
    expect(r.loaded).toEqual(['cli-full-reader.js', 'cli-import.js', 'cli.js']);
    const source = await runCli(['import', 'tinted.json', '--out', 'tinted-source.cards'], dir);
    expect(r.err).toBe(source.err);
    expect(readFileSync(path.join(dir, 'tinted-built.cards'), 'utf8')).toBe(readFileSync(path.join(dir, 'tinted-source.cards'), 'utf8'));
    expect(readFileSync(path.join(dir, 'tinted-built.cards'), 'utf8')).toContain('  color green\n');
  });

  it('reads a translated catalog from beside the bundles only in that language', async () => {
    const r = built(['import', 'missing.json', '--locale', 'it'], dir);
    expect(r.loaded).toEqual(['catalogs/it.json', 'cli-import.js', 'cli.js']);
    const source = await runCli(['import', 'missing.json', '--locale', 'it'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toBe(source.err);
  });

  it('runs every other command line in the bundle of every command', async () => {
    writeFileSync(path.join(dir, 'one.cards'), 'card "Plain Elf"\n  cost {1}{G}\n  type Creature — Elf\n  pt 1/1\n  text\n    Reach\n');
    const r = built(['check', 'one.cards'], dir);
    expect(r.loaded).toEqual(['cli-commands.js', 'cli.js']);
    const source = await runCli(['check', 'one.cards'], dir);
    expect(r.code).toBe(source.code);
    expect(r.out).toBe(source.out);
    expect(r.out).toContain('1 file checked');
    expect(r.err).toBe(source.err);
  });
});
