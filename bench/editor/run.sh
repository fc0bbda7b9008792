#!/usr/bin/env bash
# The real-editor latency bench (`npm run bench:editor`): the e2e harness (test/e2e/run.sh: packaged .vsix in
# code-server, headless chromium) with a workspace of one generated N-card file and bench/editor/latency.mjs
# instead of the assertions. Prints keystroke → squiggle, burst → settled, cold open → first diagnostics and the
# server's peak RSS, each next to its target. Not part of `npm test`.
# Usage: npm run bench:editor [-- N]   (N cards, default 1000)   Env: as test/e2e/run.sh, plus EDITOR_BENCH_KEYS,
#        EDITOR_BENCH_BURSTS, EDITOR_BENCH_COLD (repetitions). Results: bench/editor/out/result.json.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
N="${1:-1000}"
cd "$ROOT"
mkdir -p "$HERE/out"
npx esbuild bench/editor/write-set.ts --bundle --platform=node --log-level=warning --outfile="$HERE/out/write-set.js"
export E2E_OUT="$HERE/out/run" E2E_BROWSER_SCRIPT="$HERE/latency.mjs" SKIP_NVIM=1
export E2E_WS_PREPARE="node '$HERE/out/write-set.js' $N"
# The display-language phases are the e2e test's (they assert on the example files): the bench times English only.
export E2E_LOCALES="${E2E_LOCALES-}"
export E2E_TOTAL_S="${E2E_TOTAL_S:-900}"
exec bash "$ROOT/test/e2e/run.sh"
