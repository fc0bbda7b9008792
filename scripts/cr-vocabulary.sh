#!/usr/bin/env bash
# Regenerates server/src/data/cr-vocabulary.ts from the Comprehensive Rules (default ../shared/data/cr/…).
set -euo pipefail
cd "$(dirname "$0")/.."
CR_FILE="${1:-${CARDSCRIPT_CR:-../shared/data/cr/MagicCompRules-20260116.txt}}"
npx esbuild scripts/cr-vocabulary.ts --bundle --platform=node --outfile=dist/cr-vocabulary.js --log-level=warning
node dist/cr-vocabulary.js "$CR_FILE" server/src/data/cr-vocabulary.ts
