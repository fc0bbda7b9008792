#!/usr/bin/env bash
# The server's side of the real-editor figures without the browser (bench/editor/server-probe.ts, then a cold open as VS Code
# asks it, bench/editor/open-probe.ts): builds the production bundles and runs both against dist/server.js. Usage: bash bench/editor/probe.sh [N] [keys]
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "$HERE/../.."
mkdir -p "$HERE/out"
node esbuild.mjs --production
npx esbuild bench/editor/server-probe.ts --bundle --platform=node --format=cjs --log-level=warning --outfile="$HERE/out/server-probe.js"
npx esbuild bench/editor/open-probe.ts --bundle --platform=node --format=cjs --log-level=warning --outfile="$HERE/out/open-probe.js"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
node -e 'require(process.argv[1]).main(process.argv.slice(2)).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })' "$HERE/out/server-probe.js" "$PWD/dist/server.js" "${1:-1000}" "${2:-12}"
echo "a cold open as VS Code asks it (bench/editor/open-probe.ts):"
node -e 'require(process.argv[1]).main(process.argv.slice(2)).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })' "$HERE/out/open-probe.js" "$PWD/dist/server.js" "${1:-1000}"
