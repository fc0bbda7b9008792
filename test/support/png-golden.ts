// Golden PNGs compared by pixels, with a tolerance: pixelmatch's colour threshold per pixel (anti-aliasing edges
// ignored), and at most `maxDiffPixels` differing pixels. A missing golden fails; UPDATE_GOLDENS=1 (re)writes it.
// On a mismatch the actual image and a diff image are written to the system's temp folder (never the tree), and
// the failure names them.

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { updatingGoldens } from './golden';

export interface PngTolerance {
  /** pixelmatch's per-pixel colour distance (0–1). */
  threshold: number;
  /** How many pixels may differ beyond it. */
  maxDiffPixels: number;
}

export const PNG_TOLERANCE: PngTolerance = { threshold: 0.1, maxDiffPixels: 200 };

/** The number of pixels that differ (or Infinity when the sizes differ), and a diff image. */
export function comparePng(actual: Buffer, expected: Buffer, threshold: number): { diffPixels: number; diff?: PNG } {
  const a = PNG.sync.read(actual);
  const e = PNG.sync.read(expected);
  if (a.width !== e.width || a.height !== e.height) return { diffPixels: Infinity };
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, e.data, diff.data, a.width, a.height, { threshold });
  return { diffPixels, diff };
}

export function expectPngGolden(file: string, actual: Buffer, tolerance: PngTolerance = PNG_TOLERANCE): void {
  if (updatingGoldens()) writeFileSync(file, actual);
  expect(existsSync(file), `golden ${file} is missing: run with UPDATE_GOLDENS=1 to write it, then look at it`).toBe(true);
  const { diffPixels, diff } = comparePng(actual, readFileSync(file), tolerance.threshold);
  if (diffPixels > tolerance.maxDiffPixels) {
    const dir = mkdtempSync(path.join(tmpdir(), 'cardscript-png-'));
    const base = path.basename(file, '.png');
    writeFileSync(path.join(dir, `${base}.actual.png`), actual);
    if (diff) writeFileSync(path.join(dir, `${base}.diff.png`), PNG.sync.write(diff));
    expect.fail(`${path.basename(file)}: ${diffPixels} pixels differ (at most ${tolerance.maxDiffPixels} may); actual and diff images in ${dir}`);
  }
}
