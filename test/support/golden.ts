// Golden files for the formats and card-database suites: a missing golden fails (UPDATE_GOLDEN=1 writes it).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

export function expectGolden(file: string, actual: string): void {
  if (process.env['UPDATE_GOLDEN']) writeFileSync(file, actual);
  if (!existsSync(file)) throw new Error(`golden file missing: ${file} (run with UPDATE_GOLDEN=1 and review it)`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
