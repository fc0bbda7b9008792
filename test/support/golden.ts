// Golden-file comparison shared by the golden suites: a missing golden fails; UPDATE_GOLDENS=1 (re)writes them.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/** True when the run was asked to (re)write goldens: `UPDATE_GOLDENS=1 npx vitest run …`. */
export function updatingGoldens(): boolean {
  return process.env['UPDATE_GOLDENS'] === '1';
}

/** Compares `actual` with the golden file; a missing golden is a failure, never written unless asked. */
export function expectGolden(file: string, actual: string): void {
  if (updatingGoldens()) writeFileSync(file, actual);
  expect(existsSync(file), `golden ${file} is missing: run with UPDATE_GOLDENS=1 to write it, then review it`).toBe(true);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
