#!/usr/bin/env bash
# Prints fixtures with their current diagnostics as caret annotations (review before use).
set -euo pipefail
cd "$(dirname "$0")/.."
npx esbuild scripts/annotate.ts --bundle --platform=node --outfile=dist/annotate.js --log-level=warning
node dist/annotate.js "$@"
