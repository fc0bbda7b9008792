#!/usr/bin/env bash
# The server's side of the real-editor figures without the browser (bench/editor/server-probe.ts, then a cold open as VS Code
# asks it, bench/editor/open-probe.ts): builds the production bundles and runs both against dist/server.js, then the cold open again started from the server's startup snapshot. Usage: bash bench/editor/probe.sh [N] [keys]
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
echo "the same cold open started from the server's V8 startup snapshot (server/src/startup/snapshot.ts; built here first, as the client builds it):"
SNAPDIR="$(mktemp -d)"
(cd dist && node --expose-gc --max-semi-space-size=8 --snapshot-blob "$SNAPDIR/server.blob" --build-snapshot server-snapshot.js 2>/dev/null)
PROBE_NODE_ARGS="--snapshot-blob $SNAPDIR/server.blob" node -e 'require(process.argv[1]).main(process.argv.slice(2)).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })' "$HERE/out/open-probe.js" "$PWD/dist/server.js" "${1:-1000}"
rm -rf "$SNAPDIR"
