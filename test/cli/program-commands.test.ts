// Which commands' modules a command line loads (cli/program.ts, issue 27: the CLI's start): the named command's alone,
// none for `--version` alone, every one for help or a mistyped command; the output is the same as with every command.

import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../server/src/cli/io';
import { runProgram, VERSION, type CommandRow } from '../../server/src/cli/program';

function rows(loaded: string[]): CommandRow[] {
  return ['alpha', 'beta'].map((name) => [name, async () => {
    loaded.push(name);
    return (program) => { program.command(name).description(`the ${name} command`).action(() => undefined); };
  }] as const);
}

async function run(argv: string[], commands?: CommandRow[]): Promise<{ code: number; out: string; loaded: string[] }> {
  const loaded: string[] = [];
  let out = '';
  const io: CliIO = { out: (s) => { out += s; }, err: (s) => { out += s; }, cwd: process.cwd(), exitCode: 0 };
  const code = await runProgram(commands ?? rows(loaded), argv, io);
  return { code, out, loaded };
}

describe('the commands a command line loads', () => {
  it.each([[['--version']], [['-V']]])('%j loads no command and prints the version, as with every command', async (argv) => {
    const r = await run(argv);
    expect(r).toEqual({ code: 0, out: `${VERSION}\n`, loaded: [] });
    // The same answer from a program that has every command.
    const every = rows([]);
    expect(await run(argv, every)).toMatchObject({ code: 0, out: `${VERSION}\n` });
  });
  it('a named command loads that command alone; help and an unknown word load every command', async () => {
    expect((await run(['beta'])).loaded).toEqual(['beta']);
    expect((await run(['--help'])).loaded).toEqual(['alpha', 'beta']);
    const unknown = await run(['gamma']);
    expect(unknown.loaded).toEqual(['alpha', 'beta']);
    expect(unknown.code).toBe(2);
  });
});
