// The CLI sees the same workspace as the editor: the files given plus every card file of their workspace (found by
// --workspace, a `.cardscript` marker, or the nearest folder holding the set), so names defined in sibling files
// resolve; a card that is still missing is named with the place it was looked for.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliIO } from '../../server/src/cli/io';
import { main } from '../../server/src/cli/main';

async function run(args: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = { out: (t) => { out += t; }, err: (t) => { err += t; }, cwd, exitCode: 0 };
  return { code: await main(args, io), out, err };
}

const ROOT = path.join(__dirname, '..', '..');
const card = (name: string) => `card "${name}"\n  cost {1}{U}\n  type Instant\n  text\n    Draw a card.\n`;
const scenario = (name: string) => `scenario "Cast it"\n  you cast "${name}"\n  resolve\n`;

let dir: string;
beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'cardscript-cli-ws-')); });
afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

describe('the CLI workspace', () => {
  it('check examples/scenarios/frogify.cards resolves the cards of the sibling set files', async () => {
    const r = await run(['check', 'examples/scenarios/frogify.cards', '--format', 'json'], ROOT);
    const codes = (JSON.parse(r.out) as { files: { diagnostics: { code: string }[] }[] }).files.flatMap((f) => f.diagnostics.map((d) => d.code));
    expect(codes).not.toContain('unresolved-card-name');
    expect(codes).toContain('morph-lost-with-abilities'); // the scenario ran against the real cards
    expect(r.code).toBe(0);
  });

  it('finds the nearest folder holding the set, reports only the files given', async () => {
    write('set.cards', 'set "Test Set" code TST\n\n' + card('Quiet Study'));
    write('scenarios/one.cards', scenario('Quiet Study'));
    const r = await run(['check', 'scenarios/one.cards'], dir);
    expect(r.out).not.toContain('unresolved-card-name');
    expect(r.out).toContain('1 file checked');
  });

  it('a .cardscript marker makes its folder the workspace, above a folder without a set', async () => {
    write('.cardscript', '');
    write('cards/a.cards', card('Quiet Study'));
    write('scenarios/deep/one.cards', scenario('Quiet Study'));
    const r = await run(['check', 'scenarios/deep/one.cards'], dir);
    expect(r.out).not.toContain('unresolved-card-name');
  });

  it('--workspace names the folder; without a workspace only the files given are read', async () => {
    write('elsewhere/a.cards', card('Quiet Study'));
    write('alone/one.cards', scenario('Quiet Study'));
    const without = await run(['check', 'alone/one.cards'], dir);
    expect(without.out).toContain('unresolved-card-name');
    const given = await run(['check', 'alone/one.cards', '--workspace', 'elsewhere'], dir);
    expect(given.out).not.toContain('unresolved-card-name');
    const wrong = await run(['check', 'alone/one.cards', '--workspace', 'no-such-folder'], dir);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain("the workspace folder 'no-such-folder' does not exist");
  });

  it('simulate names a card that was never loaded, and where it was looked for', async () => {
    write('set.cards', 'set "Test Set" code TST\n\n' + card('Quiet Study'));
    write('scenarios/one.cards', scenario('Loud Study'));
    const r = await run(['simulate', 'scenarios/one.cards'], dir);
    expect(r.out).toContain('note: no card named "Loud Study" was loaded (2 card files under ./ (the set of set.cards))');
    expect(r.code).toBe(1);
  });
});
