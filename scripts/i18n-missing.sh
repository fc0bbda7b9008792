#!/usr/bin/env bash
# The catalog ids each shipped language lacks, with their English text, as JSON to translate (scripts/i18n-missing.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
npx esbuild scripts/i18n-missing.ts --bundle --platform=node --outfile=dist/i18n-missing.js --log-level=warning
node dist/i18n-missing.js "$@"
