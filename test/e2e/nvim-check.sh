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
# a copy of the examples as the workspace (the server resolves card names across its files)
rm -rf "$OUT/ws"; mkdir -p "$OUT/ws"; cp -R "$EXAMPLES/." "$OUT/ws/"
cards=$(find "$OUT/ws" -type f \( -name '*.cards' -o -name '*.card' \) | sort)
[ -n "$cards" ] || { echo "no .cards files in $EXAMPLES" >&2; exit 1; }
# diagnostics: the file with the Frogify scenario (else the first file)
DIAG_FILE=$(grep -l 'you cast "Frogify" targeting' $cards | head -1 || true)
[ -n "$DIAG_FILE" ] || DIAG_FILE=$(echo "$cards" | head -1)
# hover: a `Morph {…}` rules line, preferably in the file that defines Veiled Tidecaller
morph=$(grep -lE '^[[:space:]]+Morph[[:space:]]*\{' $cards || true)
[ -n "$morph" ] || { echo "no example file in $EXAMPLES has a Morph rules line" >&2; exit 1; }
HOVER_FILE=$(grep -l '^[[:space:]]*card "Veiled Tidecaller"' $morph | head -1 || true)
[ -n "$HOVER_FILE" ] || HOVER_FILE=$(echo "$morph" | head -1)
export XDG_CACHE_HOME="${XDG_CACHE_HOME:-$OUT/xdg-cache}" XDG_STATE_HOME="${XDG_STATE_HOME:-$OUT/xdg-state}" XDG_DATA_HOME="${XDG_DATA_HOME:-$OUT/xdg-data}"
start=$(date +%s%N)
rc=0
SERVER_JS="$SERVER_JS" ROOT_DIR="$OUT/ws" DIAG_FILE="$DIAG_FILE" HOVER_FILE="$HOVER_FILE" OUT_JSON="$OUT/nvim-result.json" \
  timeout -k 5 60 nvim --headless --clean -c "luafile $HERE/nvim-lsp.lua" </dev/null || rc=$?
echo # nvim's own messages (e.g. the scenario result the server shows) end without a newline
echo "neovim check: $(nvim --version | head -1), diagnostics on ${DIAG_FILE#$OUT/ws/}, hover in ${HOVER_FILE#$OUT/ws/}, rc=$rc, $(( ($(date +%s%N) - start) / 1000000 )) ms"
cat "$OUT/nvim-result.json" 2>/dev/null && echo
exit $rc
