#!/usr/bin/env bash
# Proposes printed translations of the glossary's terms from aligned card text (scripts/glossary-candidates.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
npx esbuild scripts/glossary-candidates.ts --bundle --platform=node --outfile=dist/glossary-candidates.js --log-level=warning
node dist/glossary-candidates.js "$@"
