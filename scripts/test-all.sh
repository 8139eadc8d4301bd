#!/usr/bin/env bash
# Everything CI runs, from a clean clone: system deps, npm ci, then `npm test`
# (lint, typecheck, unit tests, migrate a fresh database, build, e2e).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export NEXT_TELEMETRY_DISABLED=1

# Playwright cannot download its own browser here; use Debian's.
if [ ! -x /usr/bin/chromium ]; then
  echo "== installing chromium"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi

echo "== npm ci"
npm ci --no-audit --no-fund

echo "== npm test"
npm test
