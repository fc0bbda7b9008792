#!/usr/bin/env bash
# End-to-end test of the packaged extension in a real VS Code (code-server 4.100.3 = VS Code 1.100.3)
# driven by playwright-core + Debian chromium (e2e.mjs), then the same server under headless neovim.
# Installs what it needs (apt packages if missing, code-server into a cache dir), builds + packages
# cardscript.vsix, runs every phase under a hard timeout and stops every process it started by pid.
# Usage: npm run test:e2e    (or: bash test/e2e/run.sh)
# Env:   E2E_CACHE   code-server cache dir (default $HOME/.cache/cardscript-e2e/code-server)
#        E2E_WORK    run folder (default: a new temp dir); E2E_KEEP=1 keeps it afterwards
#        PORT        fixed port (default: a free one);  SKIP_NVIM=1 skips the neovim check
#        E2E_TOTAL_S bound on the browser phase (default 300); E2E_STEP_MS per-wait bound (default 30000)
#        E2E_OUT     results folder (default test/e2e/out)
#        E2E_BROWSER_SCRIPT  the playwright script to run (default test/e2e/e2e.mjs; the editor latency
#                    bench runs bench/editor/latency.mjs this way)
#        E2E_USER_SETTINGS  the user settings file to use instead of test/e2e/settings.json (e.g. with a trace)
#        E2E_WS_PREPARE  a command run with the workspace folder as its argument after examples/ is copied there
#        E2E_LOCALES display languages to run the packaged extension in too (default "de it"; empty: none)
#        E2E_SCREENSHOTS=1 also copy the screenshots into docs/images/ (the README's images), only when
#                          every step passed: `npm run screenshots` does this; a test run writes only under test/e2e/out/
# Exit 0 only when every assertion passed.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
CS_DIR="${E2E_CACHE:-$HOME/.cache/cardscript-e2e/code-server}"
WORK="${E2E_WORK:-$(mktemp -d /tmp/cardscript-e2e.XXXXXX)}"
mkdir -p "$WORK"; WORK="$(cd "$WORK" && pwd)"
RUN="$WORK/run"
OUT="${E2E_OUT:-$ROOT/test/e2e/out}"
BROWSER_SCRIPT="${E2E_BROWSER_SCRIPT:-$HERE/e2e.mjs}"
E2E_TOTAL_S="${E2E_TOTAL_S:-300}"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

T0=$(date +%s%N)
declare -A PHASE_MS
now_ms() { echo $(( ($(date +%s%N) - T0) / 1000000 )); }
log() { local m; m=$(now_ms); printf '[e2e +%d.%03ds] %s\n' $((m / 1000)) $((m % 1000)) "$*"; }
PHASE_PID=""
# phase NAME TIMEOUT_S CMD...: hard timeout; run in the background + wait so that a signal to this
# script is handled at once (bash defers traps while a foreground child runs).
phase() {
  local name="$1" to="$2"; shift 2
  local s rc=0; s=$(date +%s%N)
  log "phase $name (timeout ${to}s)"
  timeout -k 10 "$to" "$@" &
  PHASE_PID=$!
  wait "$PHASE_PID" || rc=$?
  PHASE_PID=""
  PHASE_MS[$name]=$(( ($(date +%s%N) - s) / 1000000 ))
  log "phase $name: rc=$rc, ${PHASE_MS[$name]} ms"
  return $rc
}

CS_PID=""
cleanup() {
  local rc=$?
  set +e
  if [ -n "$PHASE_PID" ] && kill -0 "$PHASE_PID" 2>/dev/null; then
    log "stopping the running phase (pid $PHASE_PID)"
    kill -TERM "$PHASE_PID" 2>/dev/null # timeout forwards it to its child
    for _ in $(seq 1 50); do kill -0 "$PHASE_PID" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$PHASE_PID" 2>/dev/null
  fi
  if [ -n "$CS_PID" ] && kill -0 "$CS_PID" 2>/dev/null; then
    log "stopping the code-server process group $CS_PID"
    kill -TERM -- "-$CS_PID" 2>/dev/null
    for _ in $(seq 1 50); do kill -0 -- "-$CS_PID" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$CS_PID" 2>/dev/null
  fi
  if [ -f "$OUT/chromium.pids" ]; then
    while read -r p; do
      [ -n "$p" ] || continue
      if grep -q chrom "/proc/$p/cmdline" 2>/dev/null; then # still chromium (no pid reuse)
        log "stopping the leftover chromium process group $p"; kill -KILL -- "-$p" 2>/dev/null || kill -KILL "$p" 2>/dev/null
      fi
    done < "$OUT/chromium.pids"
  fi
  if [ "${E2E_KEEP:-0}" != 1 ] && [ -z "${E2E_WORK:-}" ]; then rm -rf "$WORK"; fi
  log "total $(now_ms) ms; phases: $(for k in "${!PHASE_MS[@]}"; do printf '%s=%sms ' "$k" "${PHASE_MS[$k]}"; done)"
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A code-server left by a SIGKILLed run (pid file + cmdline check; never by name).
STALE="$OUT/code-server.pid"
if [ -f "$STALE" ]; then
  old=$(cat "$STALE")
  if [ -n "$old" ] && grep -q code-server "/proc/$old/cmdline" 2>/dev/null; then
    log "stopping the stale code-server process group $old"
    kill -TERM -- "-$old" 2>/dev/null; sleep 2; kill -KILL -- "-$old" 2>/dev/null || true
  fi
fi
rm -rf "$OUT"; mkdir -p "$OUT"

# ---------- 0. Debian packages, only those missing
need=()
[ -x "$CHROMIUM" ] || need+=(chromium)
command -v rg >/dev/null || need+=(ripgrep)
command -v curl >/dev/null || need+=(curl)   # the /healthz poll below
# npm rebuilds code-server's native modules with node-gyp (a minimal Debian image has none of these)
for t in python3 make g++; do command -v $t >/dev/null || { need+=(python3 make g++); break; }; done
[ "${SKIP_NVIM:-0}" = 1 ] || command -v nvim >/dev/null || need+=(neovim)
for h in /usr/include/krb5.h /usr/include/libsecret-1/libsecret/secret.h /usr/include/X11/Xlib.h /usr/include/X11/extensions/XKBfile.h; do
  [ -f "$h" ] || { need+=(libkrb5-dev libsecret-1-dev libx11-dev libxkbfile-dev); break; }
done
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo -n"
  phase apt 600 bash -c "$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq ${need[*]} >'$OUT/apt.log' 2>&1 || { tail -20 '$OUT/apt.log'; exit 1; }"
fi

# ---------- 1. code-server (cached)
phase setup_code_server 600 bash "$HERE/setup-code-server.sh" "$CS_DIR"
CS_ENTRY="$CS_DIR/node_modules/code-server/out/node/entry.js"

# ---------- 2. project dependencies (playwright-core, vsce, esbuild are devDependencies) + .vsix
cd "$ROOT"
if [ ! -f node_modules/playwright-core/package.json ] || [ ! -x node_modules/.bin/vsce ] || [ ! -x node_modules/.bin/esbuild ]; then
  phase npm_ci 600 npm ci --no-audit --no-fund
fi
rm -f cardscript.vsix
phase package 180 npm run --silent package
VSIX="$ROOT/cardscript.vsix"
[ -f "$VSIX" ] || { echo "npm run package made no cardscript.vsix" >&2; exit 1; }
log "cardscript.vsix: $(stat -c %s "$VSIX") bytes"
[ -f dist/server.js ] || { echo "dist/server.js is missing after the build" >&2; exit 1; }

# ---------- 3. fresh profile, extensions dir and workspace (a copy of examples/)
mkdir -p "$RUN/user-data/User" "$RUN/extensions" "$RUN/ws"
# keep $HOME clean: code-server, chromium (crashpad) and nvim write under the XDG dirs
export XDG_CONFIG_HOME="$RUN/xdg/config" XDG_DATA_HOME="$RUN/xdg/data" XDG_CACHE_HOME="$RUN/xdg/cache"
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME"
cp "${E2E_USER_SETTINGS:-$HERE/settings.json}" "$RUN/user-data/User/settings.json"
cp -R "$ROOT/examples/." "$RUN/ws/"
[ -z "${E2E_WS_PREPARE:-}" ] || phase ws_prepare 120 bash -c "$E2E_WS_PREPARE \"\$1\"" _ "$RUN/ws"
CS_COMMON=(--config /dev/null --user-data-dir "$RUN/user-data" --extensions-dir "$RUN/extensions")
phase install_extension 120 node "$CS_ENTRY" "${CS_COMMON[@]}" --install-extension "$VSIX"
node "$CS_ENTRY" "${CS_COMMON[@]}" --list-extensions --show-versions | tee "$OUT/extensions.txt" | grep -q '^cardscript\.cardscript@' \
  || { echo "cardscript.cardscript is not listed after --install-extension" >&2; cat "$OUT/extensions.txt"; exit 1; }

# ---------- 4. code-server on 127.0.0.1 (own session: pgid == pid, so the whole tree stops together)
PORT="${PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
log "starting code-server on 127.0.0.1:$PORT"
s=$(date +%s%N)
setsid node "$CS_ENTRY" "${CS_COMMON[@]}" --auth none --bind-addr "127.0.0.1:$PORT" \
  --disable-telemetry --disable-update-check --disable-workspace-trust --disable-getting-started-override \
  --ignore-last-opened "$RUN/ws" >"$OUT/code-server.log" 2>&1 </dev/null &
CS_PID=$!
echo "$CS_PID" > "$OUT/code-server.pid"
ok=0
for _ in $(seq 1 300); do # up to 60 s
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/healthz" || true)
  [ "$code" = 200 ] && { ok=1; break; }
  kill -0 "$CS_PID" 2>/dev/null || break
  sleep 0.2
done
PHASE_MS[code_server_start]=$(( ($(date +%s%N) - s) / 1000000 ))
[ $ok = 1 ] || { echo "code-server did not come up" >&2; tail -50 "$OUT/code-server.log"; exit 1; }
log "code-server is up after ${PHASE_MS[code_server_start]} ms"

# ---------- 5. the browser assertions
e2e_rc=0
EXT_DIR="$(find "$RUN/extensions" -maxdepth 1 -type d -name 'cardscript.cardscript-*' | head -1)"
phase browser $(( E2E_TOTAL_S + 30 )) env CS_URL="http://127.0.0.1:$PORT/?folder=$RUN/ws" WS_DIR="$RUN/ws" OUT_DIR="$OUT" \
  EXT_DIR="$EXT_DIR" REPO_URL="$(node -p 'require("./package.json").repository.url')" \
  CHROMIUM="$CHROMIUM" TOTAL_TIMEOUT_MS=$(( E2E_TOTAL_S * 1000 )) STEP_TIMEOUT_MS="${E2E_STEP_MS:-30000}" \
  node "$BROWSER_SCRIPT" || e2e_rc=$?
# keep the extension host log next to the results (shows activation and server output)
find "$RUN/user-data/logs" \( -name 'remoteexthost.log' -o -name '*CardScript*.log' \) -exec cp {} "$OUT/" \; 2>/dev/null || true
if [ $e2e_rc != 0 ]; then
  echo "---- code-server.log (tail)"; tail -20 "$OUT/code-server.log"
  echo "---- extension host log (tail)"; tail -20 "$OUT/remoteexthost.log" 2>/dev/null || true
fi
# stop code-server now (the trap would do it too) so the neovim check has the machine to itself
if [ -n "$CS_PID" ]; then
  kill -TERM -- "-$CS_PID" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 -- "-$CS_PID" 2>/dev/null || break; sleep 0.2; done
  kill -KILL -- "-$CS_PID" 2>/dev/null || true
  CS_PID=""
fi

# ---------- 5b. the display language: code-server started with --locale L (E2E_LOCALES, default "de it"; empty: skip),
# a fresh profile each; the extension's command titles, a diagnostic and a hover in that language (test/e2e/locale.mjs)
locale_rc=0
# code-server resolves --locale L only to a language with an installed language pack, and the real ones come from a
# marketplace this machine cannot reach: test/e2e/language-pack declares the language and translates nothing of VS Code
# (its UI stays English); the extension host then runs in L. The language pack list (languagepacks.json, which VS Code
# writes when a pack is installed through the UI) is written here for the pack installed from the command line.
for L in ${E2E_LOCALES-de it}; do
  mkdir -p "$RUN/user-data-$L/User" "$RUN/lp-$L/translations"
  cp "${E2E_USER_SETTINGS:-$HERE/settings.json}" "$RUN/user-data-$L/User/settings.json"
  for f in package.json README.md; do sed "s/LANG/$L/g" "$HERE/language-pack/$f" > "$RUN/lp-$L/$f"; done
  cp "$HERE/language-pack/main.i18n.json" "$RUN/lp-$L/translations/main.i18n.json"; cp "$ROOT/LICENSE" "$RUN/lp-$L/"
  (cd "$RUN/lp-$L" && "$ROOT/node_modules/.bin/vsce" package --no-dependencies --allow-missing-repository --out "$RUN/lp-$L.vsix" </dev/null >"$OUT/lp-$L.log" 2>&1) \
    || { echo "the $L language pack did not package" >&2; cat "$OUT/lp-$L.log"; locale_rc=1; continue; }
  node "$CS_ENTRY" --config /dev/null --user-data-dir "$RUN/user-data-$L" --extensions-dir "$RUN/extensions" --install-extension "$RUN/lp-$L.vsix" >>"$OUT/lp-$L.log" 2>&1
  LP_DIR="$RUN/extensions/cardscript-e2e.cardscript-e2e-language-pack-$L-0.0.1"
  [ -f "$LP_DIR/translations/main.i18n.json" ] || { echo "the $L language pack is not installed" >&2; cat "$OUT/lp-$L.log"; locale_rc=1; continue; }
  printf '{"%s":{"hash":"cardscript-e2e-%s","extensions":[{"extensionIdentifier":{"id":"cardscript-e2e.cardscript-e2e-language-pack-%s"},"version":"0.0.1"}],"translations":{"vscode":"%s"},"label":"%s"}}\n' \
    "$L" "$L" "$L" "$LP_DIR/translations/main.i18n.json" "$L" > "$RUN/user-data-$L/languagepacks.json"
  LPORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  log "starting code-server --locale $L on 127.0.0.1:$LPORT"
  setsid node "$CS_ENTRY" --config /dev/null --user-data-dir "$RUN/user-data-$L" --extensions-dir "$RUN/extensions" --locale "$L" \
    --auth none --bind-addr "127.0.0.1:$LPORT" --disable-telemetry --disable-update-check --disable-workspace-trust \
    --disable-getting-started-override --ignore-last-opened "$RUN/ws" >"$OUT/code-server-$L.log" 2>&1 </dev/null &
  CS_PID=$!
  echo "$CS_PID" > "$OUT/code-server.pid"
  ok=0
  for _ in $(seq 1 300); do
    code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$LPORT/healthz" || true)
    [ "$code" = 200 ] && { ok=1; break; }
    kill -0 "$CS_PID" 2>/dev/null || break
    sleep 0.2
  done
  if [ $ok = 1 ]; then
    phase "browser_$L" $(( E2E_TOTAL_S + 30 )) env CS_URL="http://127.0.0.1:$LPORT/?folder=$RUN/ws" WS_DIR="$RUN/ws" OUT_DIR="$OUT/locale-$L" \
      LOCALE="$L" REPO_DIR="$ROOT" CHROMIUM="$CHROMIUM" TOTAL_TIMEOUT_MS=$(( E2E_TOTAL_S * 1000 )) STEP_TIMEOUT_MS="${E2E_STEP_MS:-30000}" \
      node "$HERE/locale.mjs" || locale_rc=1
  else
    echo "code-server --locale $L did not come up" >&2; tail -20 "$OUT/code-server-$L.log"; locale_rc=1
  fi
  kill -TERM -- "-$CS_PID" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 -- "-$CS_PID" 2>/dev/null || break; sleep 0.2; done
  kill -KILL -- "-$CS_PID" 2>/dev/null || true
  CS_PID=""
done

# ---------- 6. neovim as a second real LSP client, on the same dist/server.js
nvim_rc=0
if [ "${SKIP_NVIM:-0}" != 1 ]; then
  phase nvim 90 bash "$HERE/nvim-check.sh" "$ROOT/dist/server.js" "$RUN/ws" "$OUT/nvim" || nvim_rc=$?
fi

# ---------- 7. report; `npm run screenshots` (E2E_SCREENSHOTS=1) refreshes the README images from a passing run
node -e '
  const r = require(process.argv[1]);
  for (const s of r.steps) console.log(`  ${s.pass ? "PASS" : "FAIL"}  ${s.name}${s.error ? "  — " + s.error : ""}`);
' "$OUT/result.json" 2>/dev/null || echo "  (no result.json)"
for L in ${E2E_LOCALES-de it}; do
  echo "  --locale $L:"
  node -e 'const r = require(process.argv[1]); for (const s of r.steps) console.log(`  ${s.pass ? "PASS" : "FAIL"}  ${s.name}${s.error ? "  — " + s.error : ""}`);' "$OUT/locale-$L/result.json" 2>/dev/null || echo "  (no result.json)"
done
if [ "${E2E_SCREENSHOTS:-0}" = 1 ]; then
  if [ $e2e_rc = 0 ] && compgen -G "$OUT/e2e-*.png" >/dev/null; then
    mkdir -p "$ROOT/docs/images"; cp "$OUT"/e2e-*.png "$ROOT/docs/images/"
    for L in ${E2E_LOCALES-de it}; do cp "$OUT/locale-$L"/e2e-*.png "$ROOT/docs/images/" 2>/dev/null || true; done
    log "README images refreshed in docs/images: $(cd "$OUT" && ls e2e-*.png | tr '\n' ' ')"
  else
    log "README images NOT refreshed: the browser steps did not all pass"
  fi
fi
log "results: $OUT/result.json, $OUT/nvim/nvim-result.json"
if [ $e2e_rc = 0 ] && [ $nvim_rc = 0 ] && [ $locale_rc = 0 ]; then log "ALL PASSED"; exit 0; fi
log "FAILED (browser rc=$e2e_rc, locales rc=$locale_rc, neovim rc=$nvim_rc)"; exit 1
