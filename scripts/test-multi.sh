#!/usr/bin/env bash
# `npm run test:multi`: two app instances on one throw-away PostgreSQL cluster
# (playwright.multi.config.ts). Needs a build (npm run build). Stops the cluster on any exit.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d /tmp/paigow-multi-XXXXXX)
trap 'scripts/pg-cluster.sh stop "$dir" >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
url=$(scripts/pg-cluster.sh start "$dir" | sed -n 's/^DATABASE_URL=//p')
[ -n "$url" ] || { echo "no DATABASE_URL from scripts/pg-cluster.sh" >&2; exit 1; }
MULTI_DATABASE_URL="$url" npx playwright test --config playwright.multi.config.ts "$@"
# Live tables across two instances (issue 23): the banker on one instance, the players on the
# other, one round settled and seen on both; then one instance killed mid-round and the
# other's clock finishing it, nothing lost, every wallet equal to its ledger. The bench starts
# its own cluster and servers and exits non-zero when either check fails.
npx tsx scripts/bench-live.ts --pg --instances 2 --check --kill
