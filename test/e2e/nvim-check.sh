#!/usr/bin/env bash
# A second real LSP client: headless neovim (Debian 12: 0.7.2, built-in LSP client) runs
# `node dist/server.js --stdio` on an example file and checks diagnostics and the Morph hover.
# Usage: nvim-check.sh <dist/server.js> <examples-dir> [out-dir]
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SERVER_JS="$(realpath "${1:?usage: nvim-check.sh <dist/server.js> <examples-dir> [out-dir]}")"
EXAMPLES="$(realpath "${2:?usage: nvim-check.sh <dist/server.js> <examples-dir> [out-dir]}")"
OUT="${3:-$(mktemp -d)}"; mkdir -p "$OUT"; OUT="$(realpath "$OUT")"
command -v nvim >/dev/null || { echo "nvim not found: apt-get install -y neovim" >&2; exit 1; }
[ -f "$SERVER_JS" ] || { echo "no $SERVER_JS: build first (node esbuild.mjs)" >&2; exit 1; }
# the example with a `Morph {…}` rules line; prefer the one with the Frogify scenario
mapfile -t morph < <(grep -rlE '^[[:space:]]+Morph[[:space:]]*\{' "$EXAMPLES" --include='*.cards' --include='*.card' | sort)
[ ${#morph[@]} -gt 0 ] || { echo "no example file in $EXAMPLES has a Morph rules line" >&2; exit 1; }
FILE="${morph[0]}"
for f in "${morph[@]}"; do grep -q 'you cast "Frogify" targeting' "$f" && { FILE="$f"; break; }; done
# a copy, so nothing nvim might write lands in the examples
cp "$FILE" "$OUT/$(basename "$FILE")"
export XDG_CACHE_HOME="${XDG_CACHE_HOME:-$OUT/xdg-cache}" XDG_STATE_HOME="${XDG_STATE_HOME:-$OUT/xdg-state}" XDG_DATA_HOME="${XDG_DATA_HOME:-$OUT/xdg-data}"
start=$(date +%s%N)
rc=0
SERVER_JS="$SERVER_JS" CARD_FILE="$OUT/$(basename "$FILE")" OUT_JSON="$OUT/nvim-result.json" \
  timeout -k 5 60 nvim --headless --clean -c "luafile $HERE/nvim-lsp.lua" </dev/null || rc=$?
echo "neovim check: $(nvim --version | head -1), file $(basename "$FILE"), rc=$rc, $(( ($(date +%s%N) - start) / 1000000 )) ms"
cat "$OUT/nvim-result.json" 2>/dev/null && echo
exit $rc
