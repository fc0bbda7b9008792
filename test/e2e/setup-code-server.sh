#!/usr/bin/env bash
# Installs code-server (a real VS Code 1.100.3 server + web UI) from the npm registry into a
# cache dir, without the install scripts that would download from GitHub. Reused when present.
# Usage: setup-code-server.sh <install-dir>
# Needs: Node 20 (4.100.3 is the last code-server on npm for Node 20), ripgrep, python3/make/g++,
#        libkrb5-dev libsecret-1-dev libx11-dev libxkbfile-dev (run.sh apt-gets them).
set -euo pipefail
CS_VERSION="${CS_VERSION:-4.100.3}"
DIR="${1:?usage: setup-code-server.sh <install-dir>}"
log() { printf '[setup-code-server %s] %s\n' "$(date +%T)" "$*"; }

mkdir -p "$DIR"; cd "$DIR"
ENTRY="node_modules/code-server/out/node/entry.js"
if [ -f .setup-done ] && [ "$(cat .setup-done)" = "$CS_VERSION" ] && [ -f "$ENTRY" ]; then
  log "code-server $CS_VERSION already installed in $DIR"; exit 0
fi
command -v rg >/dev/null || { echo "ripgrep is required (apt-get install ripgrep)" >&2; exit 1; }
node -e 'process.exit(process.versions.node.split(".")[0]==="20"?0:1)' \
  || { echo "code-server $CS_VERSION needs Node 20, found $(node -v)" >&2; exit 1; }
rm -f .setup-done
[ -f package.json ] || echo '{"name":"cardscript-e2e-code-server","private":true}' > package.json

# The postinstall cannot work here: it needs --unsafe-perm as root (unknown to npm 11) and
# @vscode/ripgrep + prebuild-install download from GitHub. So: --ignore-scripts + manual steps.
log "npm install code-server@$CS_VERSION --ignore-scripts"
npm install --no-audit --no-fund --ignore-scripts "code-server@$CS_VERSION" >npm-install.log 2>&1 \
  || { tail -30 npm-install.log; exit 1; }

VS="node_modules/code-server/lib/vscode"
log "npm install the VS Code server dependencies (--omit=dev --ignore-scripts)"
(cd "$VS" && npm install --no-audit --no-fund --omit=dev --ignore-scripts >npm-install.log 2>&1) \
  || { tail -30 "$VS/npm-install.log"; exit 1; }

log "ripgrep: Debian's rg instead of the GitHub download"
mkdir -p "$VS/node_modules/@vscode/ripgrep/bin"
ln -sf "$(command -v rg)" "$VS/node_modules/@vscode/ripgrep/bin/rg"

log "build the native modules against the local Node headers"
# node-pty's own post-install shells out to `npx node-gyp`, which npm 11 cancels, after
# pty.node is built: so check the .node files rather than the exit code.
(cd "$VS" && npm rebuild @parcel/watcher @vscode/spdlog kerberos native-watchdog node-pty @vscode/deviceid >rebuild.log 2>&1) \
  || log "npm rebuild reported an error (expected for node-pty's post-install); checking the .node files"
for f in node-pty/build/Release/pty.node @vscode/spdlog/build/Release/spdlog.node; do
  [ -f "$VS/node_modules/$f" ] || { echo "missing $f; see $DIR/$VS/rebuild.log" >&2; tail -30 "$VS/rebuild.log" >&2; exit 1; }
done

log "the symlinks code-server's postinstall would make"
ln -sfn node_modules "$VS/node_modules.asar"
(cd "$VS/bin/remote-cli" && ln -sf code-linux.sh code-server)
(cd "$VS/bin/helpers" && ln -sf browser-linux.sh browser.sh)

log "npm rebuild argon2"
npm rebuild argon2 >argon2.log 2>&1 || { cat argon2.log; exit 1; }
echo "$CS_VERSION" > .setup-done
# --config /dev/null and a throwaway XDG_DATA_HOME: otherwise even --version writes under $HOME
log "done: code-server $(XDG_DATA_HOME="$DIR/.xdg-data" node "$ENTRY" --config /dev/null --version 2>/dev/null | tail -1)"
