// `npm run mutation`: StrykerJS mutates the code that writes files and markup for other programs (card formats,
// exports, pictures and pages), the escaping helpers, suppressions, the LSP conversion, the state-based actions and
// "did you mean", runs the tests that reach each mutant (vitest runner, per-test coverage), then prints the score per
// folder (scripts/mutation-summary.mjs). A score under `thresholds.break` fails the run. Not part of `npm test`: it is
// slow. One folder while working: `npm run mutation -- --mutate 'server/src/formats/render/**/*.ts'`.
import { readFileSync } from 'node:fs';

/**
 * `file:start-end` for the function that the first line matching `head` opens (to the line that closes it at the
 * same indentation; an arrow function on one line is that line). Keeps the scope on a helper that lives inside a
 * larger file as the file changes; fails loudly when the helper is gone.
 */
function helper(file, head) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((l) => head.test(l));
  if (start < 0) throw new Error(`stryker.config.mjs: no line of ${file} matches ${head}`);
  const indent = /^\s*/.exec(lines[start])[0];
  let end = start;
  if (lines[start].trimEnd().endsWith('{')) {
    end = lines.findIndex((l, i) => i > start && l.startsWith(`${indent}}`));
    if (end < 0) throw new Error(`stryker.config.mjs: the function at ${file}:${start + 1} never closes`);
  }
  return `${file}:${start + 1}-${end + 1}`;
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.mts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'server/src/formats/**/*.ts',
    '!server/src/formats/**/*.d.ts',
    'server/src/checks/suppressions.ts',
    'server/src/lsp/convert.ts',
    'server/src/rules/game/sba.ts',
    // "did you mean": the closest word and its threshold
    'server/src/model/closest-word.ts',
    'server/src/checks/spelling.ts',
    // escaping helpers outside formats/ (formats/xml.ts escapeXml, write-cardscript.ts quote, mse.ts are above)
    'server/src/ide/diagnostics-doc.ts',
    helper('server/src/ide/completion.ts', /^const escapeSnippet = /),
    helper('server/src/ide/navigation.ts', /^function quoted\(/),
    helper('server/src/model/abilities/normalize.ts', /const escaped = name\.replace/),
  ],
  // The machine is shared (2 cores): one test process unless asked (`-- --concurrency 2`).
  concurrency: 1,
  timeoutMS: 10_000,
  timeoutFactor: 2,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  // The floor the score may not fall under (checked by scripts/mutation-summary.mjs per folder, and by Stryker for the
  // whole run): raise it when the score rises, never lower it.
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['dist', 'reports', 'coverage', '.e2e-work', 'test/e2e/out', 'bench/editor/out', '*.vsix'],
  ignoreStatic: false,
  // Vitest compiles without type checks; Stryker's default would also rewrite the <script> of golden HTML pages in test/.
  disableTypeChecks: false,
};
