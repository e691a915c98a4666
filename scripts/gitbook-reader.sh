#!/usr/bin/env bash
# GitBook's open-source reader (GitbookIO/gitbook, packages/gitbook: Next.js, GPL-3.0) built at a
# pinned commit and started against Quire: the manual steps of docs/published-sites.md in one
# command. Nothing of the reader is part of Quire; it is built under $GITBOOK_READER_DIR.
#
#   scripts/gitbook-reader.sh          build (once per commit) and start
#   scripts/gitbook-reader.sh build    build only
#   scripts/gitbook-reader.sh start    start an earlier build
#
# Environment:
#   GITBOOK_READER_SOURCE  a checkout of GitbookIO/gitbook (a path: it is cloned locally, never
#                          changed) or a git URL (default https://github.com/GitbookIO/gitbook.git)
#   GITBOOK_READER_COMMIT  the commit to build (default 49c993f18, the one docs/published-sites.md checked)
#   GITBOOK_READER_DIR     where to build (default .gitbook-reader beside this script's repository)
#   QUIRE_URL              Quire's base URL, without /v1 (default http://127.0.0.1:4000)
#   READER_URL             where the reader is served (default http://localhost:3000); its port is
#                          the one `next start` listens on
# Needs git, Node 20+ (for npm) and the npm registry (Node 22 and bun are installed from it when
# missing); the GitHub clone only without a local checkout.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SOURCE="${GITBOOK_READER_SOURCE:-https://github.com/GitbookIO/gitbook.git}"
COMMIT="${GITBOOK_READER_COMMIT:-49c993f18}"
DIR="${GITBOOK_READER_DIR:-$here/.gitbook-reader}"
QUIRE_URL="${QUIRE_URL:-http://127.0.0.1:4000}"
READER_URL="${READER_URL:-http://localhost:3000}"
PORT="$(node -e 'const u = new URL(process.argv[1]); process.stdout.write(u.port || (u.protocol === "https:" ? "443" : "80"))' "$READER_URL")"
SRC="$DIR/src"
APP="$SRC/packages/gitbook"
STAMP="$DIR/built-$COMMIT"
say() { printf '\033[1m[gitbook-reader]\033[0m %s\n' "$*" >&2; }

# The reader's build reads these (next.config.mjs copies the environment into the build), and
# `next start` too.
export GITBOOK_API_URL="${QUIRE_URL%/}" GITBOOK_URL="$READER_URL" GITBOOK_DISABLE_TRACKING=true NODE_ENV=production
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

tools() {
  # Node 22 and bun 1.3.7 for the reader only (Quire stays on its Node), from npm packages.
  local bin="$DIR/tools/bin" arch node_pkg bun_pkg
  mkdir -p "$bin"
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 bun_pkg=@oven/bun-linux-x64 ;;
    aarch64 | arm64) arch=arm64 bun_pkg=@oven/bun-linux-aarch64 ;;
    *) say "unsupported machine $(uname -m)" && exit 1 ;;
  esac
  node_pkg="node-linux-$arch"
  local want=()
  [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 22 ] || want+=("$node_pkg@22.23.3")
  command -v bun > /dev/null && [[ "$(bun --version)" == 1.3.* ]] || want+=("bun@1.3.7" "$bun_pkg@1.3.7")
  if [ "${#want[@]}" -gt 0 ] && [ ! -e "$DIR/tools/.done" ]; then
    say "installing ${want[*]}"
    npm install --prefix "$DIR/tools" --no-save --ignore-scripts --no-audit --no-fund "${want[@]}" > /dev/null
    touch "$DIR/tools/.done"
  fi
  [ -x "$DIR/tools/node_modules/$node_pkg/bin/node" ] && ln -sf "$DIR/tools/node_modules/$node_pkg/bin/node" "$bin/node"
  if [ -x "$DIR/tools/node_modules/$bun_pkg/bin/bun" ]; then
    ln -sf "$DIR/tools/node_modules/$bun_pkg/bin/bun" "$bin/bun"
    ln -sf "$DIR/tools/node_modules/$bun_pkg/bin/bun" "$bin/bunx"
  fi
  export PATH="$bin:$PATH"
}

checkout() {
  if [ -d "$SRC/.git" ] && git -C "$SRC" rev-parse HEAD | grep -q "^$COMMIT"; then return; fi
  rm -rf "$SRC"
  if [ -d "$SOURCE" ]; then
    say "cloning the checkout at $SOURCE"
    git clone --quiet --no-checkout "$SOURCE" "$SRC"
  else
    say "cloning $SOURCE"
    git clone --quiet --filter=blob:none --no-checkout "$SOURCE" "$SRC"
  fi
  git -C "$SRC" -c advice.detachedHead=false checkout --quiet "$COMMIT"
}

patch_reader() {
  # 1. The catalog pins an @gitbook/api the registry may lack: Quire's own version instead.
  local api
  api="$(node -p "require('$here/package.json').devDependencies['@gitbook/api']")"
  node - "$SRC/package.json" "$api" << 'EOF'
const fs = require('node:fs');
const [file, version] = process.argv.slice(2);
const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
let found = 0;
const visit = (o) => {
  if (!o || typeof o !== 'object') return;
  for (const [k, v] of Object.entries(o)) {
    if (k === '@gitbook/api' && typeof v === 'string') (o[k] = version), found++;
    else visit(v);
  }
};
visit(pkg.catalog ?? pkg.catalogs ?? pkg.workspaces ?? {});
if (!found) throw new Error('no @gitbook/api in the catalog of ' + file);
fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
EOF
  # 2. Its newer types fail the build's type check with no change at run time: the type check is
  # skipped, by wrapping the reader's Next.js configuration (unchanged otherwise).
  if [ ! -e "$APP/next.config.base.mjs" ]; then
    mv "$APP/next.config.mjs" "$APP/next.config.base.mjs"
    cat > "$APP/next.config.mjs" << 'EOF'
import base from './next.config.base.mjs';
const skip = (config) => ({ ...config, typescript: { ...config.typescript, ignoreBuildErrors: true } });
export default typeof base === 'function' ? async (...args) => skip(await base(...args)) : skip(base);
EOF
  fi
}

build() {
  checkout
  patch_reader
  cd "$SRC"
  say "installing the reader's dependencies (bun)"
  bun install --ignore-scripts
  say "building its workspace packages"
  node_modules/.bin/turbo run build generate --filter='gitbook^...'
  cd "$APP"
  say "generating its assets without downloads"
  bun ./scripts/generate-mermaid-runtime.ts
  bun ./scripts/generate-scalar-runtime.ts
  ../../node_modules/.bin/gitbook-icons ./public/~gitbook/static/icons
  ../../node_modules/.bin/gitbook-math ./public/~gitbook/static/math
  mkdir -p ./public/~gitbook/static/embed ./public/~gitbook/static/fonts
  cp -r ../embed/standalone/. ./public/~gitbook/static/embed/
  ../../node_modules/.bin/wrangler types
  # Fonts: only the local ones; the Google fonts fall back to system fonts.
  find src/fonts -maxdepth 1 -type f \( -name '*.woff2' -o -name '*.woff' -o -name '*.ttf' -o -name '*.otf' \) \
    -exec cp {} ./public/~gitbook/static/fonts/ \;
  say "next build (about 6 minutes on 2 cores) for GITBOOK_API_URL=$GITBOOK_API_URL"
  ../../node_modules/.bin/next build --webpack
  touch "$STAMP"
}

start() {
  [ -e "$STAMP" ] || { say "no build of $COMMIT in $DIR: run '$0 build' first" && exit 1; }
  say "serving sites at $READER_URL/url/<site hostname>/<path> (Quire: $GITBOOK_API_URL)"
  say "name this address in Quire's RATE_LIMIT_EXEMPT_ADDRESSES (docs/published-sites.md)"
  cd "$APP"
  exec ../../node_modules/.bin/next start -p "$PORT"
}

main() {
  mkdir -p "$DIR"
  tools
  case "${1:-all}" in
    build) build ;;
    start) start ;;
    all) [ -e "$STAMP" ] || build && start ;;
    *) say "usage: $0 [build|start]" && exit 2 ;;
  esac
}

# Sourced (a test of its steps), it defines them only.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
