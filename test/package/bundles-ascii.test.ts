// Every bundle is ASCII only (esbuild.mjs `asciiOnly`, issue 27): one character past ASCII in a comment or a pattern
// made V8 hold a bundle's whole source as two bytes a character (4.5 MB more for the server's, for its whole life).
// The characters are written as their escapes; the patterns that hold them must still read what they read, so the
// built command line answers as the sources do on text with those characters (a name in curly quotes, which the
// lexer's string pattern reads; em dashes in type lines; a curly apostrophe in rules text, CR 701.19c).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli';

const DIST = path.join(__dirname, '..', '..', 'dist');
const BUNDLES = ['server.js', 'server-main.js', 'server-snapshot.js', 'interaction-worker.js', 'client.js', 'client-main.js', 'cli.js', 'cli-commands.js', 'cli-import.js', 'cli-full-reader.js'];

const dir = mkdtempSync(path.join(tmpdir(), 'cardscript-ascii-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// CR 701.19c: "can’t be regenerated" with nothing that regenerates can't matter: a definite answer.
const CARDS = `card "Wrath of God"
  cost {2}{W}{W}
  type Sorcery
  text
    Destroy all creatures. They can’t be regenerated.

card “Grizzly Bears”
  cost {1}{G}
  type Creature — Bear
  pt 2/2

scenario "Wrath of God with nothing that regenerates (CR 701.19c, 701.8a)"
  you have "Grizzly Bears" on battlefield as @g
  opponent has "Grizzly Bears" on battlefield as @h
  you cast "Wrath of God"
  resolve
  expect @g is in graveyard
  expect @h is in graveyard
`;

describe('the bundles', () => {
  it.each(BUNDLES)('%s is ASCII only', (bundle) => {
    const bytes = readFileSync(path.join(DIST, bundle));
    const at = bytes.findIndex((b) => b > 0x7f);
    expect(at === -1 ? 'ASCII only' : `byte ${at}: ${bytes.subarray(Math.max(0, at - 40), at + 10).toString('utf8')}`).toBe('ASCII only');
  });

  it('answer as the sources do on text with the escaped characters', async () => {
    writeFileSync(path.join(dir, 'set.cards'), CARDS);
    const r = spawnSync(process.execPath, [path.join(DIST, 'cli.js'), 'check', 'set.cards', '--format', 'json'], { cwd: dir, encoding: 'utf8' });
    const source = await runCli(['check', 'set.cards', '--format', 'json'], dir);
    expect(r.stdout).toBe(source.out);
    expect(r.status).toBe(source.code);
    // Every line was read (the curly-quoted name too) and the prohibition by its shape: the scenario passes, definite.
    const codes = (JSON.parse(source.out) as { files: { diagnostics: { code: string }[] }[] }).files.flatMap((f) => f.diagnostics.map((d) => d.code));
    expect(codes).not.toContain('unmodeled-text');
    expect(codes).not.toContain('expectation-inconclusive');
    expect(codes).not.toContain('syntax-error');
  });
});
