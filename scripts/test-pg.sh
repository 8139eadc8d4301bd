#!/usr/bin/env bash
# The service tests against PostgreSQL (npm run test:pg): starts a throw-away cluster
# (scripts/pg-cluster.sh; installs Debian's postgresql when missing), runs every test file that
# opens its store through lib/db/test-store.ts with DATABASE_URL set (each store is then a
# fresh database on that cluster), stops the cluster and exits with the tests' status.
# Arguments, when given, replace the file list (vitest filters and flags: `npm run test:pg -- lib/table`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

dir=$(mktemp -d "${TMPDIR:-/tmp}/paigow-pg.XXXXXX")
cleanup() {
  bash scripts/pg-cluster.sh stop "$dir" || echo "could not stop the cluster in $dir" >&2
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM # while the cluster starts

url_line=$(bash scripts/pg-cluster.sh start "$dir")
export DATABASE_URL=${url_line#DATABASE_URL=}
echo "== PostgreSQL test cluster at $DATABASE_URL"
# Every test store is a copy of one database migrated here once (0.3 s a store instead of 2-3 s).
node_modules/.bin/tsx scripts/pg-test-template.ts paigow_template
export PAIGOW_TEST_TEMPLATE=paigow_template

# The tests that touch the store: those opening it through lib/db/test-store.ts (directly, or by
# tests/support/db-fixtures.ts or the table's lib/table/test-rounds.ts and test-snapshot.ts),
# plus the schema mirror check. Pure engine tests stay SQLite-free and are not run twice.
mapfile -t files < <(
  {
    grep -rlE --include='*.test.ts' 'openTestStore|db-fixtures|learner-store|test-store|test-rounds|test-snapshot' app bin lib tests 2>/dev/null || true
    echo db/schema/schema.test.ts
  } | grep -v '^tests/e2e/' | sort -u
)
echo "== ${#files[@]} test files use the store"

[ $# -gt 0 ] && files=("$@")
# In the background and waited for, so a signal to this script stops the tests and the cluster
# at once (bash runs traps only between foreground commands).
node_modules/.bin/vitest run "${files[@]}" &
tests=$!
trap 'kill -TERM "$tests" 2>/dev/null; wait "$tests" 2>/dev/null; exit 130' INT TERM
status=0
wait "$tests" || status=$?
exit "$status"
