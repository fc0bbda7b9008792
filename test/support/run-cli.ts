// Runs a `cardscript` command line in-process and collects its output and exit code.

import type { CliIO } from '../../server/src/cli/io';
import { main } from '../../server/src/cli/main';

export async function runCli(args: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = { out: (t) => { out += t; }, err: (t) => { err += t; }, cwd, exitCode: 0 };
  const code = await main(args, io);
  return { code, out, err };
}
