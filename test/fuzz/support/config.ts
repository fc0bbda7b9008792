// Fuzz run settings: seed and size (fixed seed and scale 0.4 under `npm test` — 40,000 cases, a budget the
// 5-minute `npm test` can afford; CI's `npm run fuzz` runs scale 8 on top —; random seed and a larger scale under
// `npm run fuzz`), and the per-property case counters behind the printed summary line.
//
// CARDSCRIPT_FUZZ_SEED   an integer, or `random` (default: 20261129 in `npm test`, random in `npm run fuzz`)
// CARDSCRIPT_FUZZ_SCALE  multiplies every property's number of runs (default 0.4; `npm run fuzz` sets 20)

const FIXED_SEED = 20261129;
const NPM_TEST_SCALE = 0.4;

function readSeed(): number {
  const raw = process.env['CARDSCRIPT_FUZZ_SEED'];
  if (raw && raw !== 'random' && Number.isInteger(Number(raw))) return Number(raw);
  if (raw === 'random') return Math.floor(Math.random() * 0x7fffffff);
  return FIXED_SEED;
}

function readScale(): number {
  const n = Number(process.env['CARDSCRIPT_FUZZ_SCALE'] ?? String(NPM_TEST_SCALE));
  return Number.isFinite(n) && n > 0 ? n : NPM_TEST_SCALE;
}

export const FUZZ_SEED = readSeed();
export const FUZZ_SCALE = readScale();

/** The number of runs of a property at the current scale (at least 1). */
export function runs(base: number): number {
  return Math.max(1, Math.round(base * FUZZ_SCALE));
}

/**
 * The exhaustive suites outside test/fuzz (every fixture cut at every token, random edit sequences compared with a
 * build from scratch) run at their full size when the fuzz suite does (`npm run fuzz`, CI's scale 8: scale ≥ 1;
 * vitest.fuzz.config.mts includes them) and a fixed sample under `npm test` (scale 0.4), which keeps it under its
 * time budget. The sample is a part of the full run (the first runs of the same seed, every n-th cut), so whatever
 * the sample catches the full run catches too.
 */
export const FULL_SIZE = FUZZ_SCALE >= 1;

/** `full` under `npm run fuzz` (scale ≥ 1), `sample` under `npm test`. */
export function fullOr(sample: number, full: number): number {
  return FULL_SIZE ? full : sample;
}

/** fast-check parameters for a property: the run's seed (offset per property, so properties differ), its runs. */
export function fcParams(property: string, base: number): { seed: number; numRuns: number; endOnFailure: boolean } {
  let h = 0;
  for (const ch of property) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return { seed: (FUZZ_SEED ^ h) | 0, numRuns: runs(base), endOnFailure: false };
}

/** Cases run per level (a case counts once per property it goes through), and details (fixes tried, steps run). */
export class CaseCounter {
  private readonly counts = new Map<string, number>();
  private readonly details = new Map<string, number>();

  add(level: string, n = 1): void {
    this.counts.set(level, (this.counts.get(level) ?? 0) + n);
  }

  /** Counts work inside cases (not cases themselves): shown after the case counts. */
  detail(what: string, n: number): void {
    this.details.set(what, (this.details.get(what) ?? 0) + n);
  }

  get total(): number {
    let t = 0;
    for (const n of this.counts.values()) t += n;
    return t;
  }

  /** `fuzz: 100,300 cases (parse 56,000; model 30,000; …); 1,605 fixes applied; seed 20261129, scale 1` */
  summary(label = 'fuzz'): string {
    const fmt = (n: number) => n.toLocaleString('en-US');
    const parts = [...this.counts].map(([level, n]) => `${level} ${fmt(n)}`).join('; ');
    const details = [...this.details].map(([what, n]) => `${fmt(n)} ${what}; `).join('');
    return `${label}: ${fmt(this.total)} cases (${parts}); ${details}seed ${FUZZ_SEED}, scale ${FUZZ_SCALE}`;
  }
}
