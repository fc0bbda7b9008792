// Running the CLI in-process for tests, and golden files that never write themselves: a missing or different
// golden fails; `UPDATE_GOLDEN=1` (re)writes them deliberately.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { expect } from 'vitest';
import type { CliIO } from '../../server/src/cli/io';
import { main } from '../../server/src/cli/main';

export async function runCli(args: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = { out: (t) => { out += t; }, err: (t) => { err += t; }, cwd, exitCode: 0 };
  const code = await main(args, io);
  return { code, out, err };
}

export function expectGolden(file: string, actual: string): void {
  if (process.env['UPDATE_GOLDEN']) writeFileSync(file, actual);
  if (!existsSync(file)) throw new Error(`missing golden ${path.basename(file)}: review the output, then write it with UPDATE_GOLDEN=1`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
