// Running the CLI in-process for tests; goldens through the shared helper (a missing golden fails,
// `UPDATE_GOLDENS=1` writes them).

import type { CliIO } from '../../server/src/cli/io';
import { main } from '../../server/src/cli/main';

export async function runCli(args: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = { out: (t) => { out += t; }, err: (t) => { err += t; }, cwd, exitCode: 0 };
  const code = await main(args, io);
  return { code, out, err };
}

export { expectGolden } from '../support/golden';
