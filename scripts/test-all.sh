#!/usr/bin/env bash
# Everything CI runs, from a clean clone: system packages and `npm ci` side by side, then
# `npm test` (scripts/ci/run-stages.mjs: lint and typecheck, unit, PostgreSQL, the CLI's brute
# force check, build, end-to-end, the table probes, two instances), which prints each stage's
# wall time at the end.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export NEXT_TELEMETRY_DISABLED=1
t0=$(date +%s)

# Playwright cannot download its own browser here; use Debian's. PostgreSQL for test:pg and
# test:multi is installed here too, once, rather than by two stages racing for apt's lock.
system_packages() {
  local want=()
  [ -x /usr/bin/chromium ] || want+=(chromium)
  # The browser tests' lighter binary (playwright.config.ts): same engine, less CPU a test.
  [ -x /usr/bin/chromium-headless-shell ] || want+=(chromium-headless-shell)
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || want+=(postgresql)
  [ ${#want[@]} -gt 0 ] || return 0
  echo "== installing ${want[*]} (apt)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${want[@]}"
}

system_packages > /tmp/paigow-apt.$$.log 2>&1 &
apt_pid=$!

echo "== npm ci"
# better-sqlite3 compiles SQLite here (no prebuilt binary without GitHub): at -O1 instead of its
# -O3 the compile takes half the CPU (48 s instead of 96 s measured), on the install's critical
# path. The tests run the same SQLite source, only less optimised; `npm install` elsewhere (the
# quick start, the benches) keeps -O3.
CFLAGS=-O1 CXXFLAGS=-O1 npm ci --no-audit --no-fund

if ! wait "$apt_pid"; then
  cat /tmp/paigow-apt.$$.log
  echo "== installing system packages failed" >&2
  exit 1
fi
cat /tmp/paigow-apt.$$.log
rm -f /tmp/paigow-apt.$$.log

export CI_INSTALL_SECONDS=$(($(date +%s) - t0))
echo "== installed in ${CI_INSTALL_SECONDS} s"

echo "== npm test"
npm test
